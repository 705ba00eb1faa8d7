#!/bin/sh
# bao encode of a regular file that it reads with pread, a piece at a
# time (BLAKESUM_MAPPING=read, as where reading pays or the file is not
# in memory): a read that fails (EIO, injected by strace, at the first
# read of each thread and at the second) is an error, and so is a file
# that turns out shorter than its size said (a read that returns 0),
# combined and outboard, on one thread and several.

# Copyright (C) 2026 The blakesum authors.
# License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.

. "${srcdir=.}/tests/init.sh"; path_prepend_ ./src/bao-bin
print_ver_ bao
require_strace_

# 3 MiB, pieces for several threads.
make_pattern_ 3145728 && head -c 3145728 pattern > big || framework_failure_
BLAKESUM_MAPPING=read; export BLAKESUM_MAPPING

echo 'Error: Input/output error (os error 5)' > exp-eio || framework_failure_
echo 'Error: file shrank while it was being read' > exp-short \
  || framework_failure_
for threads in 1 2; do
  OMP_NUM_THREADS=$threads; export OMP_NUM_THREADS
  for out in enc --outboard=enc; do
    for when in 1 2; do
      returns_ 1 inject_ big pread64:error=EIO:when=$when \
        bao encode big $out > out 2> err || fail=1
      compare /dev/null out || fail=1
      compare exp-eio err || fail=1

      returns_ 1 inject_ big pread64:retval=0:when=$when \
        bao encode big $out > out 2> err || fail=1
      compare /dev/null out || fail=1
      compare exp-short err || fail=1
    done
  done
done

Exit $fail
