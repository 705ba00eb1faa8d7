#!/bin/sh
# bao encode of a regular file that it reads (not mapped) and that
# turns out shorter than its size said, which strace shows by making a
# read return 0: "file shrank", status 1, as bao hash and b3sum say for
# a mapped file, combined and outboard, on one thread and several.
# (tests/bao/encode-shrink.sh truncates a file bao encode maps.)

# Copyright (C) 2026 The blakesum authors.
# License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.

. "${srcdir=.}/tests/init.sh"; path_prepend_ ./src/bao-bin
print_ver_ bao
require_strace_

# 3 MiB, enough for several threads.
make_pattern_ 3145728 && head -c 3145728 pattern > big || framework_failure_
echo 'Error: file shrank while it was being read' > exp-err \
  || framework_failure_

for threads in 1 2; do
  OMP_NUM_THREADS=$threads; export OMP_NUM_THREADS
  for out in enc --outboard=enc; do
    # The mapping refused, the file is read; its first read finds the
    # end.
    returns_ 1 inject_ big 'mmap:error=ENOMEM read:retval=0:when=1' \
      bao encode big $out > out 2> err || fail=1
    compare /dev/null out || fail=1
    compare exp-err err || fail=1

    # Standard input past its start is read, not mapped.
    (dd bs=1000 count=1 of=/dev/null 2> /dev/null \
       && returns_ 1 inject_ big read:retval=0:when=1 \
            bao encode - $out > out 2> err) < big || fail=1
    compare /dev/null out || fail=1
    compare exp-err err || fail=1
  done
done

Exit $fail
