#!/bin/sh
# A file that is not in memory, and that the user running the programs
# neither owns nor may write, is asked for ahead of its readers as the
# user's own files are: of such a file, mincore says that every page is
# in memory, so a read that fails rather than wait is what tells.  b3sum
# hashes it with pread threads rather than through a mapping, whose
# residency it could not see; once the file is in memory, it maps it.

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
# A build without threads reads on one thread, which the kernel's own
# read-ahead serves: nothing is asked for there.
require_threads_ b3sum -l 16 --no-mmap --num-threads 2 in

# Run the command given as the unprivileged user under strace (as
# root), its output in "out"; count its POSIX_FADV_WILLNEED calls, and
# its mappings of the whole file.
trace_ ()
{
  strace -f -o trace -e trace=/fadvise,mmap $nobody "$@" > out || fail=1
  asked=$(grep -c 'POSIX_FADV_WILLNEED' trace)
  mapped=$(grep -c 'mmap(NULL, 22888896, PROT_READ' trace)
}

for cmd in 'b3sum -l 16 --num-threads 2' 'b3sum -l 16 --no-mmap --num-threads 2' \
           'b2sum -l 128 --num-threads 2'; do
  prog=${cmd%% *}
  evict_ in
  trace_ $cmd in
  compare exp-$prog out || fail=1
  test $asked -gt 0 || { echo "$cmd: nothing asked for"; fail=1; }
  test $mapped = 0 || { echo "$cmd: a cold file mapped"; fail=1; }
done

# In memory, b3sum maps it, and nothing is asked for.
cat in > /dev/null || framework_failure_
trace_ b3sum -l 16 --num-threads 2 in
compare exp-b3sum out || fail=1
test $asked = 0 || { echo "b3sum, cached: $asked requests"; fail=1; }
test $mapped = 1 || { echo "b3sum, cached: not mapped"; fail=1; }

Exit $fail
