#!/bin/sh
# A file of 16 MiB or more none of which is in memory, hashed through a
# mapping on one thread (b3sum --num-threads 1, which the pread form
# leaves to a mapping), is read in ahead of the hashing by a thread of
# its own (src/core/populate-ahead.h), with the same digest.  The same
# file in memory is not: the thread would only cost a start.

# Copyright (C) 2026 The blakesum authors.
# License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.

. "${srcdir=.}/tests/init.sh"; path_prepend_ ./src
print_ver_ b3sum
require_cold_files_ b3sum
# As this machine's probe would choose.
unset BLAKESUM_MAPPING

make_pattern_ 16777216 || framework_failure_
head -c 16777216 pattern > z && rm pattern && sync z || framework_failure_
# From the official b3sum.
printf '869b1292c8bed5bd  z\n' > exp || framework_failure_
require_threads_ b3sum --num-threads 2 z

# Run b3sum on z under strace, a trace file a thread, and count the
# threads other than the one that opened z that read the mapping in.
threads_reading_in_ ()
{
  rm -f trace.*
  strace -ff -o trace -e trace=openat,madvise \
    b3sum -l 8 --num-threads 1 z > out || fail=1
  compare exp out || fail=1
  opener=$(grep -l '^openat(.*"z"' trace.*) || framework_failure_
  grep -l 'MADV_POPULATE_READ' trace.* | grep -v -x "$opener" | wc -l
}

# The thread may start too late to find anything left to read in: the
# hashing thread takes 16 MiB in a few ms, and under strace, on a busy
# machine (a sanitizer's build), a new thread may wait longer than that
# to run.  So one run in three that it reads in is enough.
for try in 1 2 3; do
  evict_ z
  n=$(threads_reading_in_)
  test $n = 1 && break
done
test $n = 1 || { echo "cold: $n threads read z in ahead"; fail=1; }

cat z > /dev/null || framework_failure_
n=$(threads_reading_in_)
test $n = 0 || { echo "cached: $n threads read z in ahead"; fail=1; }

Exit $fail
