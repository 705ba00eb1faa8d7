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

make_pattern_ 2097152 && head -c 2097152 pattern > big || framework_failure_
printf abc > a || framework_failure_
printf xyz > c || framework_failure_
# The official b3sum -l 8.
printf '%s\n' '6437b3ac38465133  a' '96fbba37478c16b7  big' \
  'f006b5ee4890b666  c' > exp-all || framework_failure_
grep -v big exp-all > exp-ac || framework_failure_

# Two threads read the file, and only with pread.
ASAN_OPTIONS="${ASAN_OPTIONS:+$ASAN_OPTIONS:}detect_leaks=0" \
  strace -f -o trace -P "$PWD/big" -e trace=pread64,read \
  b3sum -l 8 --no-mmap --num-threads 2 a big c > out || fail=1
compare exp-all out || fail=1
readers=$(grep pread64 trace | cut -d ' ' -f 1 | sort -u | wc -l)
test "$readers" -ge 2 \
  || { echo "pread64 from $readers threads"; cat trace; fail=1; }

echo 'b3sum: big: Input/output error (os error 5)' > exp-err \
  || framework_failure_
for when in 1 2 5 20; do
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
