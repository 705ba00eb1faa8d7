#!/bin/sh
# b3sum --no-mmap hashes a file of 1 MiB or more on threads that each
# read with pread what they hash (two threads are seen reading).  A
# failed pread names the file and the others are still hashed, exit 1;
# a pread that meets the end early, as when the file shrank, makes the
# file be read again from its start, which gives its digest.

# Copyright (C) 2026 The blakesum authors.
# License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.

. "${srcdir=.}/tests/init.sh"; path_prepend_ ./src
print_ver_ b3sum
require_strace_

make_pattern_ 16777216 && head -c 2097152 pattern > big || framework_failure_
printf abc > a || framework_failure_
printf xyz > c || framework_failure_
# The official b3sum -l 8.
printf '%s\n' '6437b3ac38465133  a' '96fbba37478c16b7  big' \
  'f006b5ee4890b666  c' > exp-all || framework_failure_
grep -v big exp-all > exp-ac || framework_failure_

# Two threads read a file of 16 MiB with pread; read only finds its end.
# Which threads take which pieces is up to the pool: a helper that
# wakes late (under strace, on a loaded machine) may find nothing left,
# so one run in five showing two readers is enough.
head -c 16777216 pattern > z && echo '869b1292c8bed5bd  z' > exp-z \
  || framework_failure_
# A build without threads reads on one thread.
require_threads_ b3sum -l 8 --no-mmap --num-threads 2 z

readers=0
for try in 1 2 3 4 5; do
  ASAN_OPTIONS="${ASAN_OPTIONS:+$ASAN_OPTIONS:}detect_leaks=0" \
    strace -f -o trace -P "$PWD/z" -e trace=pread64,read \
    b3sum -l 8 --no-mmap --num-threads 2 z > out || fail=1
  compare exp-z out || fail=1
  grep ' read(' trace | grep -qv ' = 0$' && { echo 'read from z'; fail=1; }
  readers=$(grep pread64 trace | cut -d ' ' -f 1 | sort -u | wc -l)
  test "$readers" -ge 2 && break
done
test "$readers" -ge 2 || { echo "pread64 from $readers threads"; fail=1; }

echo 'b3sum: big: Input/output error (os error 5)' > exp-err \
  || framework_failure_
# strace counts the calls of each thread apart, and which thread reads
# which piece varies, so every call from the Nth of a thread on fails:
# of the 33 calls (32 pieces and the tail), one thread makes at least
# 17.
for when in 1 2+ 5+ 16+; do
  returns_ 1 inject_ big "pread64:error=EIO:when=$when" \
    b3sum -l 8 --no-mmap --num-threads 2 a big c > out 2> err \
    || { echo "EIO, when=$when"; fail=1; }
  compare exp-ac out || fail=1
  compare exp-err err || fail=1

  inject_ big "pread64:retval=0:when=$when" \
    b3sum -l 8 --no-mmap --num-threads 2 a big c > out 2> err \
    || { echo "early end, when=$when"; fail=1; }
  compare exp-all out || fail=1
  compare /dev/null err || fail=1
done

Exit $fail
