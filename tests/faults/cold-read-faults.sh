#!/bin/sh
# A read error, or an early end, on a file that is not in memory, read
# while what was read is dropped (b3sum --no-mmap's pread threads,
# b2sum's reading thread), says what it says on a cached file.

# Copyright (C) 2026 The blakesum authors.
# License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.

. "${srcdir=.}/tests/init.sh"; path_prepend_ ./src
print_ver_ b3sum b2sum
require_cold_files_ b3sum b2sum

make_pattern_ 16777216 && head -c 16777216 pattern > z || framework_failure_
sync z 2> /dev/null || sync || framework_failure_
# A build without threads reads z on one thread, with read, not pread.
require_threads_ b3sum -l 8 --no-mmap --num-threads 2 z
printf abc > a || framework_failure_
printf xyz > c || framework_failure_
# The official b3sum, as pread-faults.sh has them.
printf '%s\n' '6437b3ac38465133  a' '869b1292c8bed5bd  z' \
  'f006b5ee4890b666  c' > exp-all || framework_failure_
grep -v ' z$' exp-all > exp-ac || framework_failure_
# coreutils' b2sum.
printf '%s\n' 'd8bb14d833d59559  a' '4f26fdcb370533a5  c' > exp-b2-ac \
  || framework_failure_

echo 'b3sum: z: Input/output error (os error 5)' > exp-err \
  || framework_failure_
for when in 1 2+ 40+; do
  evict_ z
  returns_ 1 inject_ z "pread64:error=EIO:when=$when" \
    b3sum -l 8 --no-mmap --num-threads 2 a z c > out 2> err \
    || { echo "EIO, when=$when"; fail=1; }
  compare exp-ac out || fail=1
  compare exp-err err || fail=1

  evict_ z
  inject_ z "pread64:retval=0:when=$when" \
    b3sum -l 8 --no-mmap --num-threads 2 a z c > out 2> err \
    || { echo "early end, when=$when"; fail=1; }
  compare exp-all out || fail=1
  compare /dev/null err || fail=1
done

# b2sum's first read is of 128 KiB; the reading thread takes the next.
echo 'b2sum: z: Input/output error' > exp-err || framework_failure_
for when in 2 3+; do
  evict_ z
  returns_ 1 inject_ z "read:error=EIO:when=$when" \
    b2sum -l 64 --num-threads 2 a z c > out 2> err \
    || { echo "b2sum EIO, when=$when"; fail=1; }
  compare exp-b2-ac out || fail=1
  compare exp-err err || fail=1
done

Exit $fail
