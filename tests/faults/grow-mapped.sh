#!/bin/sh
# A file that grows while it is mapped: the digest is of the bytes it
# held when it was opened, never a mixture, and nothing fails.

# Copyright (C) 2026 The blakesum authors.
# License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.

. "${srcdir=.}/tests/init.sh"; path_prepend_ ./src ./src/bao-bin
print_ver_ b2sum bt2sum b3sum bao
# The mapped path, whichever this machine's probe would choose for
# a file of 16 MiB or more (src/core/map-or-read.h).
BLAKESUM_MAPPING=map; export BLAKESUM_MAPPING

require_truncation_
# What is tested is the kernel's and our mapping code's, the same on
# every architecture; hashing 256 MiB seven times under emulation took
# two minutes and more of CI's time.
skip_if_quick_ 'a growing mapped file is the same on every architecture'
truncate -s 256M big 2> /dev/null && test $(wc -c < big) = 268435456 \
  || skip_ 'cannot create a 256 MiB sparse file'

# Run the command given, and append to "big" as soon as /proc/PID/maps
# shows that it mapped the file, as run_truncated_ (init.cfg) truncates
# it; set $status.
run_grown ()
{
  rm -f finished || framework_failure_
  truncate -s 256M big || framework_failure_
  "$@" > out 2> err &
  grown_pid=$!
  (
    while test ! -f finished; do
      if grep -F "$big" /proc/$grown_pid/maps > /dev/null 2>&1; then
        printf abc >> big
        break
      fi
    done
  ) &
  poller_pid=$!
  wait $grown_pid
  status=$?
  grown_pid=
  touch finished || framework_failure_
  wait $poller_pid
  poller_pid=
}
cleanup_ ()
{
  for pid in $grown_pid $poller_pid; do
    kill $pid 2> /dev/null
  done
}

# 256 MiB of zeros: Python's hashlib (blake2b, digest_size=8), the tree
# formula of doc/tree-mode.md in hashlib, and the official b3sum.
echo '398b0956b36ca0ed  big' > exp-b2sum || framework_failure_
echo 'a942bab525105ff7  big' > exp-bt2sum || framework_failure_
echo '9216a60cba88b32b  big' > exp-b3sum || framework_failure_
echo 9216a60cba88b32b18349b83c57c22d2e3b514a9720916952e214e5fc065c538 \
  > exp-bao || framework_failure_

for cmd in 'b2sum -l 64 --mmap' 'b2sum -l 64 --mmap --num-threads 1' \
           'bt2sum -l 64' 'bt2sum -l 64 --num-threads 1' \
           'b3sum -l 8' 'b3sum -l 8 --num-threads 1' 'bao hash'; do
  prog=${cmd%% *}
  run_grown $cmd big
  test $status = 0 || { echo "$cmd: status $status"; fail=1; }
  compare exp-$prog out || fail=1
  compare /dev/null err || fail=1
done

Exit $fail
