#!/bin/sh
# bao encode writes a file with pwrite, a piece of the encoding at a
# time, the header and the nodes above the pieces each on its own: any
# of those writes that fails (EIO, injected by strace) is an error,
# "Error: ..." and exit 1, combined or outboard.  So is a failed write
# or read of an input from a pipe longer than 4 MiB, which it spools
# into the output file, reads back to move it past where the encoding
# ends, and encodes from there.

# Copyright (C) 2026 The blakesum authors.
# License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.

. "${srcdir=.}/tests/init.sh"; path_prepend_ ./src/bao-bin
print_ver_ bao
require_strace_

# Three pieces of 1 MiB and a short one, with nodes between them.
make_pattern_ 3146752 && mv pattern big || framework_failure_

echo 'Error: Input/output error (os error 5)' > exp-err || framework_failure_
for out in enc --outboard=enc; do
  # The first write of every thread (the header, on the first), and
  # every write from a thread's second or third on (strace counts a
  # thread's calls; which writes each thread makes varies).
  for when in 1 2+ 3+; do
    returns_ 1 inject_ enc "pwrite64:error=EIO:when=$when" \
      bao encode big $out > out 2> err || fail=1
    compare /dev/null out || fail=1
    compare exp-err err || fail=1
  done
done

# Two reads of 4 MiB and a short one, from a pipe: the first write of
# the spool, the writes after it (the spool's, the move's, the
# encoding's), and the first read of the move.
make_pattern_ 9000000 && mv pattern long || framework_failure_
for out in enc --outboard=enc; do
  for spec in pwrite64:error=EIO:when=1 pwrite64:error=EIO:when=2+ \
              pread64:error=EIO:when=1; do
    cat long | returns_ 1 inject_ enc $spec bao encode - $out > out 2> err \
      || fail=1
    compare /dev/null out || fail=1
    compare exp-err err || fail=1
  done
done

Exit $fail
