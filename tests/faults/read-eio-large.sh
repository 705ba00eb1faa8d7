#!/bin/sh
# A read error in the middle of a large file (EIO on its second or third
# read, injected by strace), on one thread and on the two-thread read
# pipeline, after a refused mapping where the program maps: the file is
# named, the others are hashed in order, exit 1.

# Copyright (C) 2026 The blakesum authors.
# License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.

. "${srcdir=.}/tests/init.sh"; path_prepend_ ./src ./src/bao-bin
print_ver_ b2sum bt2sum b3sum bao
require_strace_

# 300,000 bytes: more than one 128 KiB read, so that a second thread
# reads ahead while the first hashes.
make_pattern_ 300000 && head -c 300000 pattern > big || framework_failure_
printf abc > a || framework_failure_
printf xyz > c || framework_failure_

expect_abc_xyz_

# mmap fails first wherever the program maps, so that it falls back to
# reading, and the read then fails.
for when in 2 3; do
  faults="mmap:error=ENOMEM read:error=EIO:when=$when"
  for threads in 1 2; do
    for cmd in 'b2sum -l 64' 'b2sum -l 64 --mmap' 'bt2sum -l 64' \
               'b3sum -l 8' 'b3sum -l 8 --no-mmap'; do
      prog=${cmd%% *}
      sfx=; test $prog = b3sum && sfx=' (os error 5)'
      echo "$prog: big: Input/output error$sfx" > exp-err \
        || framework_failure_
      returns_ 1 inject_ big "$faults" $cmd --num-threads $threads a big c \
        > out 2> err || { echo "$cmd: when=$when"; fail=1; }
      compare exp-$prog out || fail=1
      compare exp-err err || fail=1
    done
  done

  cat > exp <<'EOF2'
6437b3ac38465133ffb63b75273a8db548c558465d79db03fd359c6cd5bd9d85  a
bao: big: Input/output error (os error 5)
f006b5ee4890b66656cf6c23998e25196a163644665dc9d4b47da1fca3037023  c
EOF2
  returns_ 1 inject_ big "$faults" bao hash a big c > out 2> err || fail=1
  compare exp out || fail=1
  compare /dev/null err || fail=1
done

Exit $fail
