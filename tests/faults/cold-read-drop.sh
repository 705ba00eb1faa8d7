#!/bin/sh
# A file none of which was in memory, read rather than mapped (b3sum
# --no-mmap, b2sum), has the pages its readers are done with dropped
# from the page cache as they go; one that was partly or wholly in
# memory keeps them all.  Nothing is asked for ahead of the reads
# (POSIX_FADV_WILLNEED), which the kernel's own read-ahead does better.

# Copyright (C) 2026 The blakesum authors.
# License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.

. "${srcdir=.}/tests/init.sh"; path_prepend_ ./src
print_ver_ b3sum b2sum
require_cold_files_ b3sum b2sum

# 22888896 bytes, written to the disk so that they can be evicted.
seq 3000000 > in && sync in 2> /dev/null || sync || framework_failure_
# The official b3sum, and coreutils' b2sum (Python's hashlib agrees).
echo '60d90d74747aa0a1efff57684fcad85d  in' > exp-b3sum || framework_failure_
echo '26e8fdf7b65bbb4acf56fe1ec358de02  in' > exp-b2sum || framework_failure_
# A build without threads reads on one thread, which drops nothing.
require_threads_ b3sum -l 16 --no-mmap --num-threads 2 in

# Run the command given under strace, its output in "out"; count its
# POSIX_FADV_WILLNEED and POSIX_FADV_DONTNEED calls.
trace_ ()
{
  strace -f -o trace -e trace=/fadvise "$@" > out || fail=1
  asked=$(grep -c 'POSIX_FADV_WILLNEED' trace)
  dropped=$(grep -c 'POSIX_FADV_DONTNEED' trace)
}

for prog in b3sum b2sum; do
  case $prog in
    b3sum) opts='-l 16 --no-mmap --num-threads 2';;
    b2sum) opts='-l 128 --num-threads 2';;
  esac
  # None of it in memory: dropped.
  evict_ in
  trace_ $prog $opts in
  compare exp-$prog out || fail=1
  test $asked = 0 || { echo "$prog: $asked requests"; fail=1; }
  test $dropped -gt 0 || { echo "$prog: nothing dropped"; fail=1; }

  # Its first page in memory (and what the kernel read with it):
  # nothing dropped.
  evict_ in
  dd if=in of=/dev/null bs=4096 count=1 2> /dev/null || framework_failure_
  trace_ $prog $opts in
  compare exp-$prog out || fail=1
  test $asked = 0 || { echo "$prog, partly cached: $asked requests"; fail=1; }
  test $dropped = 0 || { echo "$prog, partly cached: pages dropped"; fail=1; }

  # All of it in memory: neither.
  cat in > /dev/null || framework_failure_
  trace_ $prog $opts in
  compare exp-$prog out || fail=1
  test $asked = 0 || { echo "$prog, cached: $asked requests"; fail=1; }
  test $dropped = 0 || { echo "$prog, cached: pages dropped"; fail=1; }
done

Exit $fail
