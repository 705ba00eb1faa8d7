#!/bin/sh
# bao decode reads a cached regular file's regions in pieces on its
# threads (pread) and writes a combined encoding's content gathered
# (writev).  A piece that fails is read again in order, and only a
# read that fails then is an error; a gathered write that fails is
# written again as a write would be, and only a write that fails then
# is an error, after a true prefix of the content.  Faults injected
# by strace.

# Copyright (C) 2026 The blakesum authors.
# License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.

. "${srcdir=.}/tests/init.sh"; path_prepend_ ./src/bao-bin
print_ver_ bao
require_strace_

# Two threads, whatever the machine has, so that regions are read in
# pieces.
OMP_NUM_THREADS=2; export OMP_NUM_THREADS

make_pattern_ 16777216 || framework_failure_
head -c 16777216 pattern > z && rm pattern || framework_failure_
# From the official b3sum.
hash=869b1292c8bed5bdb2e0075e0c50ccf8b24b33a0f81071c86206bd8fdb269579
bao encode z enc && bao encode z --outboard=ob || framework_failure_
cat enc ob z > /dev/null || framework_failure_

# Is FILE a prefix of "z" (the empty prefix too)?
is_prefix ()
{
  head -c $(wc -c < "$1") z | cmp -s - "$1"
}

# Every piece fails: the regions are read again in order.
inject_ enc 'pread64:error=EIO' bao decode $hash enc out || fail=1
compare z out || fail=1
inject_ z 'pread64:error=EIO' bao decode $hash z --outboard=ob out || fail=1
compare z out || fail=1

# And the reads in order fail too: an error.
echo 'Error: Input/output error (os error 5)' > exp-err || framework_failure_
for when in 2 3; do
  returns_ 1 inject_ enc "pread64:error=EIO read:error=EIO:when=$when" \
    bao decode $hash enc out 2> err || fail=1
  is_prefix out || { echo "read $when: not a prefix"; fail=1; }
  compare exp-err err || fail=1
done

# A gathered write interrupted: written again, whole.
inject_ out 'writev:error=EINTR:when=2+3' bao decode $hash enc out || fail=1
compare z out || fail=1

# A gathered write that fails, and its writing again: an error.
echo 'Error: No space left on device (os error 28)' > exp-err \
  || framework_failure_
returns_ 1 inject_ out 'writev:error=ENOSPC:when=5 write:error=ENOSPC' \
  bao decode $hash enc out 2> err || fail=1
is_prefix out || { echo "writev: not a prefix"; fail=1; }
compare exp-err err || fail=1

Exit $fail
