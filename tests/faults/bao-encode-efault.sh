#!/bin/sh
# bao encode writes a leaf longer than a piece (chunk groups of 2^11 and
# more) straight from its mapped input, so a mapped input that shrinks
# shows there as EFAULT from pwrite, not as SIGBUS: it is taken as that
# shrinking, and the file is read again and encoded right.  EFAULT
# injected by strace stands for it; for an input that was read, not
# mapped, it is an error.

# Copyright (C) 2026 The blakesum authors.
# License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.

. "${srcdir=.}/tests/init.sh"; path_prepend_ ./src/bao-bin
print_ver_ bao
require_strace_

# 3 MiB and a byte: with chunk groups of 2^11, a leaf of 2 MiB and one of
# 1 MiB and a byte.  Its BLAKE3, from the official b3sum.
make_pattern_ 3145729 && head -c 3145729 pattern > big || framework_failure_
hash=fd984eaa20053d346cc7c79a175338f91556e68b871d877b23568a4587d9875b

# One thread, whose second write fails (the first is the header), so
# that the encoding made again after it gets no injected fault.
OMP_NUM_THREADS=1; export OMP_NUM_THREADS
for g in 0 11; do
  rm -f enc && : > enc || framework_failure_
  inject_ enc pwrite64:error=EFAULT:when=2 \
    bao encode --chunk-group-log=$g big enc > out 2> err \
    || { echo "EFAULT with chunk groups of 2^$g: failed"; fail=1; }
  compare /dev/null out || fail=1
  compare /dev/null err || fail=1
  bao decode --chunk-group-log=$g $hash enc > dec || fail=1
  compare big dec || fail=1
done

# Read from a pipe, the input is not mapped: EFAULT is then an error.
echo 'Error: Bad address (os error 14)' > exp-err || framework_failure_
cat big | returns_ 1 inject_ enc pwrite64:error=EFAULT:when=2 \
  bao encode --chunk-group-log=11 - enc > out 2> err || fail=1
compare exp-err err || fail=1

Exit $fail
