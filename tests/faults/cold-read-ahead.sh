#!/bin/sh
# A file that is read rather than mapped (b3sum --no-mmap on threads
# that pread, b2sum's reading thread) and is not in memory is asked for
# in windows of 4 MiB ahead of the reads, in ascending order by each
# reader; one that is in memory is not (it is only looked at, with
# mincore).

# Copyright (C) 2026 The blakesum authors.
# License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.

. "${srcdir=.}/tests/init.sh"; path_prepend_ ./src
print_ver_ b3sum b2sum
require_cold_files_ b3sum b2sum

# 22888896 bytes, written to the disk so that they can be evicted.
size=22888896
seq 3000000 > in && sync in 2> /dev/null || sync || framework_failure_
# The official b3sum, and coreutils' b2sum (Python's hashlib agrees).
echo '60d90d74747aa0a1efff57684fcad85d  in' > exp-b3sum || framework_failure_
echo '26e8fdf7b65bbb4acf56fe1ec358de02  in' > exp-b2sum || framework_failure_
# A build without threads reads on one thread, which the kernel's own
# read-ahead serves: nothing is asked for there.
require_threads_ b3sum -l 16 --no-mmap --num-threads 2 in

# Run the command given under strace, its output in "out", and keep
# its POSIX_FADV_WILLNEED calls as "THREAD OFFSET LENGTH" lines in
# "asked" (fadvise64 or fadvise64_64, by architecture).
trace_ ()
{
  strace -f -o trace -e trace=/fadvise "$@" > out || fail=1
  n='\([0-9]*\)'
  call="^$n *fadvise[_0-9]*([0-9]*, $n, $n, POSIX_FADV_WILLNEED"
  sed -n "s/$call.*/\1 \2 \3/p" trace > asked || framework_failure_
}

# Each request is of 4 MiB, or ends the file.  With ONE_READER (one
# reading thread), each starts where the last ended, from the first
# byte read on.  Several threads each go up their part of the file, but
# one that is done takes work from another's part: within a thread, a
# request starts where its last ended or starts a new run.
check_asked_ ()
{
  one_reader=$1
  shift
  test -s asked || { echo "$*: nothing asked for from a cold file"; fail=1; }
  runs=0
  sort -s -n -k1,1 asked > by-thread || framework_failure_
  last_thread= last_end=
  while read thread offset length; do
    test $length = 4194304 || test $((offset + length)) = $size \
      || { echo "$*: a request of $length bytes at $offset"; fail=1; }
    if test "$thread" != "$last_thread" || test $offset != $last_end; then
      runs=$((runs + 1))
    fi
    last_thread=$thread last_end=$((offset + length))
  done < by-thread
  test $one_reader = no || test $runs = 1 \
    || { echo "$*: $runs runs of requests, not one"; fail=1; }
  test $one_reader = no || test $last_end = $size \
    || { echo "$*: the requests end at $last_end"; fail=1; }
}

evict_ in
trace_ b3sum -l 16 --no-mmap --num-threads 2 in
compare exp-b3sum out || fail=1
check_asked_ no b3sum --no-mmap
# Read whole (the run above dropped what it read, as none of it was in
# memory), the file is in memory: nothing is asked for.
cat in > /dev/null || framework_failure_
trace_ b3sum -l 16 --no-mmap --num-threads 2 in
compare exp-b3sum out || fail=1
compare /dev/null asked || fail=1

evict_ in
trace_ b2sum -l 128 --num-threads 2 in
compare exp-b2sum out || fail=1
check_asked_ yes b2sum
cat in > /dev/null || framework_failure_
trace_ b2sum -l 128 --num-threads 2 in
compare exp-b2sum out || fail=1
compare /dev/null asked || fail=1

Exit $fail
