#!/bin/sh
# bt2sum with more threads and lanes than a mapping can serve within
# its memory bound reads the leaves of a regular file with pread, each
# thread those it hashes (several threads are seen reading), and holds
# little of it.  A failed pread names the file and the others are still
# hashed, exit 1; a pread that meets the end early, as when the file
# shrank, makes the file be read again from its start, which gives its
# digest.

# Copyright (C) 2026 The blakesum authors.
# License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.

. "${srcdir=.}/tests/init.sh"; path_prepend_ ./src
print_ver_ bt2sum
require_strace_

# 16 threads read with pread whatever lanes the kernel has, one too.
threads='--num-threads 16'
printf abc > a || framework_failure_
# 46888896 bytes: 8 leaves of 5 MiB and the rest.  Its digest and
# abc's: s3git's tree in Python's hashlib (as tests/misc/peak-rss.sh).
seq 6000000 > in || framework_failure_
tree=3542b882ed9f7539649f31a9ab82763947f48be64e8cee98bed06ed8100c559a
tree=${tree}0e359be38ec62565ddc7626859d922451d542e3245e6b4188f25488f0c888ca7
abc=c985655b53e8a792beef90143c52111b547bfde9abc0897b534d18e5293a8c863e
abc=${abc}6728895b82756d8c897b6dada92c24c2642196c197dfbc153b0229167fab0a
printf '%s  in\n%s  a\n' $tree $abc > exp-all || framework_failure_
printf '%s  a\n' $abc > exp-a || framework_failure_

# 256 MiB of zeros, 52 leaves, which the threads share out: the tree
# formula of doc/tree-mode.md in Python's hashlib (as
# tests/faults/shrink-mapped.sh).  Read with pread, never mapped, and
# by more than one thread in one run of five at least (a helper may
# wake too late to find anything left).
truncate -s 256M zeros || framework_failure_
echo 'a942bab525105ff7  zeros' > exp-zeros || framework_failure_
# A build without threads maps it on one thread.
require_threads_ bt2sum -l 64 $threads zeros
readers=0
for try in 1 2 3 4 5; do
  ASAN_OPTIONS="${ASAN_OPTIONS:+$ASAN_OPTIONS:}detect_leaks=0" \
    strace -f -o trace -P "$PWD/zeros" -e trace=pread64,read,mmap \
    bt2sum -l 64 $threads zeros > out || fail=1
  compare exp-zeros out || fail=1
  # Mapped whole, that is: whether the file is in memory is looked at
  # through mappings of single pages (src/core/cold-read.h).
  grep -e ' read(' -e 'mmap(NULL, 268435456,' trace | grep -qv ' = 0$' \
    && { echo 'zeros read or mapped'; fail=1; }
  readers=$(grep pread64 trace | cut -d ' ' -f 1 | sort -u | wc -l)
  test "$readers" -ge 2 && break
done
test "$readers" -ge 2 || { echo "pread64 from $readers threads"; fail=1; }

echo 'bt2sum: in: Input/output error' > exp-err || framework_failure_
# The leaves of in go through the lanes of one thread, a stretch of
# 64 KiB of each at a time: over 700 calls.
for when in 1 2+ 100+ 700+; do
  returns_ 1 inject_ in "pread64:error=EIO:when=$when" \
    bt2sum $threads in a > out 2> err \
    || { echo "EIO, when=$when"; fail=1; }
  compare exp-a out || fail=1
  compare exp-err err || fail=1

  inject_ in "pread64:retval=0:when=$when" bt2sum $threads in a > out 2> err \
    || { echo "early end, when=$when"; fail=1; }
  compare exp-all out || fail=1
  compare /dev/null err || fail=1
done

Exit $fail
