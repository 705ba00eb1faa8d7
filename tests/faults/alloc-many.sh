#!/bin/sh
# b2sum, b3sum and bao hash of 130 small files, enough that they are
# read ahead on a second thread (batch.c), with any one allocation
# failing (fail-alloc.c): never a crash; either every line, with status
# 0, or status 1 and a message.

# Copyright (C) 2026 The blakesum authors.
# License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.

. "${srcdir=.}/tests/init.sh"; path_prepend_ ./src ./src/bao-bin
. "$srcdir/tests/faults/fail-alloc.cfg"
print_ver_ b2sum b3sum bao
require_fail_alloc_ b2sum b3sum bao

# Each file holds abc: Python's hashlib (blake2b, digest_size=8) and the
# official b3sum.
b2=d8bb14d833d59559
b3=6437b3ac38465133ffb63b75273a8db548c558465d79db03fd359c6cd5bd9d85
files=$(seq -f f%03g 130) || framework_failure_
for f in $files; do
  printf abc > $f && echo "$b2  $f" >> exp-b2sum \
    && echo "$b3  $f" >> exp-b3sum || framework_failure_
done

sweep_ exp-b2sum b2sum -l 64 $files
sweep_ exp-b3sum b3sum $files
sweep_ exp-b3sum bao hash $files

Exit $fail
