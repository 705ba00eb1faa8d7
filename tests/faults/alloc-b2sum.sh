#!/bin/sh
# b2sum and bt2sum with any one allocation failing (fail-alloc.c):
# never a crash; either every line, with status 0, or status 1 and a
# message.  Hashing small files (batched) and a large one, and
# checking a list.

# Copyright (C) 2026 The blakesum authors.
# License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.

. "${srcdir=.}/tests/init.sh"; path_prepend_ ./src
. "$srcdir/tests/faults/fail-alloc.cfg"
print_ver_ b2sum bt2sum
require_fail_alloc_ b2sum bt2sum

printf abc > a && printf xyz > c && truncate -s 4M big \
  || framework_failure_

# Python's hashlib (blake2b, digest_size=8); 4 MiB of zeros.
printf '%s\n' 'd8bb14d833d59559  a' '4f26fdcb370533a5  c' \
  '71e35b1854377c20  big' > exp || framework_failure_
sweep_ exp b2sum -l 64 a c big

printf 'a: OK\nc: OK\nbig: OK\n' > exp-check || framework_failure_
sweep_ exp-check b2sum -c exp

# bt2sum's tree digests of abc and xyz (expect_abc_xyz_).
expect_abc_xyz_
sweep_ exp-bt2sum bt2sum -l 64 a c

Exit $fail
