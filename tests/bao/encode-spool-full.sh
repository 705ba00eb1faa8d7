#!/bin/sh
# bao encode from a pipe to a device spools an input longer than 4 MiB
# into a temporary file in TMPDIR.  That file is not what the user
# asked for: where it cannot take the input (TMPDIR full, a quota, a
# limit on file sizes), the input is held in memory instead, as where
# no temporary file can be made, and the encoding succeeds.  A limit
# on file sizes stands in for a full TMPDIR; it does not apply to the
# device written.

# Copyright (C) 2026 The blakesum authors.
# License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.

. "${srcdir=.}/tests/init.sh"; path_prepend_ ./src/bao-bin
print_ver_ bao

# 6888896 bytes: 4 MiB in memory, then 2.6 MB more to spool, which a
# limit of 1024 blocks (of 512 bytes in dash, of 1024 in bash) stops.
seq 1000000 > in || framework_failure_
mkdir tmp || framework_failure_
for out in /dev/null --outboard=/dev/null; do
  cat in | (trap '' XFSZ && ulimit -f 1024 \
             && TMPDIR=$PWD/tmp exec bao encode - $out) > out 2> err \
    || { echo "encode $out: failed"; fail=1; }
  compare /dev/null out || fail=1
  compare /dev/null err || fail=1
done

Exit $fail
