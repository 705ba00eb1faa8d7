#!/bin/sh
# A file none of which was in memory, and that the user running the
# programs neither owns nor may write, has what was read of it dropped
# from the page cache as the user's own files do: of such a file,
# mincore says that every page is in memory, so a read that fails
# rather than wait is what tells.  Being the kernel's answer to a read
# of a page not in memory, that failure is injected here.

# Copyright (C) 2026 The blakesum authors.
# License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.

. "${srcdir=.}/tests/init.sh"; path_prepend_ ./src
print_ver_ b3sum b2sum
require_cold_files_ b3sum b2sum
test "$(id -u)" = 0 \
  || skip_ 'needs root, to run the programs as a user not owning a file'
# strace runs setpriv, which runs the program as nobody (65534).
nobody='setpriv --reuid=65534 --regid=65534 --clear-groups'
$nobody true 2> /dev/null || skip_ 'cannot run a command as nobody'
chmod 755 . || framework_failure_
$nobody b3sum --version > /dev/null 2>&1 \
  || skip_ 'nobody cannot run the programs here'

# 22888896 bytes, root's, written to the disk so that they can be
# evicted.  The official b3sum, and coreutils' b2sum (Python's hashlib
# agrees).
seq 3000000 > in && chmod 644 in && sync in 2> /dev/null || sync \
  || framework_failure_
echo '60d90d74747aa0a1efff57684fcad85d  in' > exp-b3sum || framework_failure_
echo '26e8fdf7b65bbb4acf56fe1ec358de02  in' > exp-b2sum || framework_failure_
# A build without threads reads on one thread, which drops nothing.
require_threads_ b3sum -l 16 --no-mmap --num-threads 2 in

# Run the command given as the unprivileged user under strace (as
# root), its output in "out"; count its one-byte reads that do not wait
# for the disk (RWF_NOWAIT) and its POSIX_FADV_DONTNEED calls.  The
# further arguments to strace come first.
trace_ ()
{
  strace -f -o trace -e trace=/fadvise,preadv2 "$@" > out || fail=1
  probes=$(grep -c 'preadv2(.*RWF_NOWAIT' trace)
  dropped=$(grep -c 'POSIX_FADV_DONTNEED' trace)
}

for cmd in 'b3sum -l 16 --no-mmap --num-threads 2' \
           'b2sum -l 128 --num-threads 2'; do
  prog=${cmd%% *}
  # None of it in memory.  Each probe's answer is the kernel's "not
  # there" (EAGAIN), injected: a probe that misses starts the kernel's
  # read-ahead, which a fast (virtual) disk may finish before the call
  # returns, and the byte then comes back.  On a loaded machine here
  # that was about half the runs; the program then keeps the pages, as
  # any other reader would, and this test would tell nothing.
  evict_ in
  trace_ -e inject=preadv2:error=EAGAIN $nobody $cmd in
  compare exp-$prog out || fail=1
  test $probes -gt 0 || { echo "$cmd: no probe"; fail=1; }
  test $dropped -gt 0 || { echo "$cmd: nothing dropped"; fail=1; }

  # In memory, which the probes find, so that it is kept.
  cat in > /dev/null || framework_failure_
  trace_ $nobody $cmd in
  compare exp-$prog out || fail=1
  test $probes -gt 0 || { echo "$cmd, cached: no probe"; fail=1; }
  grep 'preadv2(.*RWF_NOWAIT.*= -1' trace && fail=1
  test $dropped = 0 || { echo "$cmd, cached: pages dropped"; fail=1; }
done

Exit $fail
