#!/bin/sh
# A file truncated while bt2sum or bao hash has it mapped: an error for
# that file (no SIGBUS, no digest of what it no longer holds), and the
# next file still hashed or checked, on one thread and on several.
# (tests/b3sum/truncate-while-mapped.sh and tests/b2sum-ext/mmap.sh do
# this for b3sum and b2sum --mmap, tests/bao/encode-shrink.sh for bao
# encode.)

# Copyright (C) 2026 The blakesum authors.
# License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.

. "${srcdir=.}/tests/init.sh"; path_prepend_ ./src ./src/bao-bin
print_ver_ bt2sum bao
# The mapped path, whichever this machine's probe would choose for
# a file of 16 MiB or more (src/core/map-or-read.h).
BLAKESUM_MAPPING=map; export BLAKESUM_MAPPING

require_truncation_
truncate -s 256M big 2> /dev/null && test $(wc -c < big) = 268435456 \
  || skip_ 'cannot create a 256 MiB sparse file'
printf abc > a || framework_failure_


# 256 MiB of zeros and "abc": the tree formula of doc/tree-mode.md in
# Python's hashlib, and the official b3sum.  If the program finishes
# before the truncation, the digest of the whole file is as good.
printf '%s  big\n%s  a\n' a942bab525105ff7 568e32e6780278cf > whole-bt2sum \
  || framework_failure_
printf '%s  big\n%s  a\n' \
  9216a60cba88b32b18349b83c57c22d2e3b514a9720916952e214e5fc065c538 \
  6437b3ac38465133ffb63b75273a8db548c558465d79db03fd359c6cd5bd9d85 \
  > whole-bao || framework_failure_

for cmd in 'bt2sum -l 64' 'bt2sum -l 64 --num-threads 1' \
           'bt2sum -l 64 --num-threads 2' 'bao hash'; do
  prog=${cmd%% *}
  run_truncated_ "$cmd" 256M big a
  if test $status = 0; then
    compare whole-$prog out || fail=1
    compare /dev/null err || fail=1
  else
    test $status = 1 || fail=1
    case $prog in
      bt2sum)
        sed -n 2p whole-$prog > exp
        echo 'bt2sum: big: file shrank while it was being read' > exp-err;;
      bao)
        # bao hash reports a file's error on standard output.
        { echo 'bao: big: file shrank while it was being read'
          sed -n 2p whole-$prog; } > exp
        : > exp-err;;
    esac || framework_failure_
    compare exp out || fail=1
    compare exp-err err || fail=1
  fi
done

# Check mode.
for opts in '' '--num-threads 1'; do
  run_truncated_ bt2sum 256M -c $opts whole-bt2sum
  if test $status = 0; then
    printf 'big: OK\na: OK\n' > exp || framework_failure_
    compare exp out || fail=1
    compare /dev/null err || fail=1
  else
    test $status = 1 || fail=1
    printf 'big: FAILED open or read\na: OK\n' > exp || framework_failure_
    compare exp out || fail=1
    cat > exp-err <<'EOF2'
bt2sum: big: file shrank while it was being read
bt2sum: WARNING: 1 listed file could not be read
EOF2
    compare exp-err err || fail=1
  fi
done

Exit $fail
