#!/bin/sh
# A mapped file that is not in memory is asked for in reads of 8 MiB,
# in ascending order on one thread, before it is hashed; one that is
# in memory is not (it is only looked at, with mincore).

# Copyright (C) 2026 The blakesum authors.
# License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.

. "${srcdir=.}/tests/init.sh"; path_prepend_ ./src
print_ver_ b3sum bt2sum
require_cold_files_ b3sum bt2sum

# 22888896 bytes, written to the disk so that they can be evicted.
seq 3000000 > in && sync in 2> /dev/null || sync || framework_failure_
# The official b3sum, and s3git's tree as doc/tree-mode.md computes it
# with Python's hashlib.
echo '60d90d74747aa0a1efff57684fcad85d  in' > exp-b3sum || framework_failure_
tree=eaaec119393ad43173c10a81448918ae5a94b419272d1ac05ade19a1fe22654b
tree=${tree}ec3d3fe850d0544141e4f39e3eb2c8665a1a913f93263a53bf09e8170344013a
echo "$tree  in" > exp-bt2sum || framework_failure_

# Run the command given under strace, its output in "out", and keep
# its MADV_WILLNEED calls as "THREAD ADDRESS LENGTH" lines in "asked".
trace_ ()
{
  strace -f -o trace -e trace=madvise "$@" > out || fail=1
  sed -n 's/^\([0-9]*\) *madvise(\(0x[0-9a-f]*\), \([0-9]*\), MADV_WILLNEED.*/\1 \2 \3/p' \
    trace > asked || framework_failure_
}

# The requests are of 8 MiB or more; with ONE_READER (one thread), at
# ascending addresses.  Several threads each go up their part of the
# file, but one that is done takes work from another's part, which may
# lie below where it was: a new run of ascending requests.
check_asked_ ()
{
  one_reader=$1
  shift
  test -s asked || { echo "$*: nothing asked for from a cold file"; fail=1; }
  last=0
  while read thread address length; do
    test "$length" -ge 8388608 \
      || { echo "$*: a read of $length bytes"; fail=1; }
    test $one_reader = no || test $((address)) -gt $last \
      || { echo "$*: thread $thread went back"; fail=1; }
    last=$((address))
  done < asked
}

for threads in 1 2; do
  opts="--num-threads $threads"
  one=$(test $threads = 1 && echo yes || echo no)
  evict_ in
  trace_ b3sum -l 16 $opts in
  compare exp-b3sum out || fail=1
  check_asked_ $one b3sum $opts
  # Now the file is in memory: nothing is asked for.
  trace_ b3sum -l 16 $opts in
  compare exp-b3sum out || fail=1
  compare /dev/null asked || fail=1
done

for threads in 1 2; do
  opts="--num-threads $threads"
  one=$(test $threads = 1 && echo yes || echo no)
  evict_ in
  trace_ bt2sum $opts in
  compare exp-bt2sum out || fail=1
  check_asked_ $one bt2sum $opts
  trace_ bt2sum $opts in
  compare exp-bt2sum out || fail=1
  compare /dev/null asked || fail=1
done

Exit $fail
