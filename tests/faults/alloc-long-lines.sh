#!/bin/sh
# b2sum, b3sum and bao hash of small files whose lines, printed into
# memory a batch at a time (batch.c), outgrow the first 8 KiB of that
# memory, with any one allocation failing (fail-alloc.c): never a line
# cut short with status 0, which glibc's open_memstream gave when it
# could not grow; either every line, or status 1 and a message.

# Copyright (C) 2026 The blakesum authors.
# License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.

. "${srcdir=.}/tests/init.sh"; path_prepend_ ./src ./src/bao-bin
. "$srcdir/tests/faults/fail-alloc.cfg"
print_ver_ b2sum b3sum bao
require_fail_alloc_ b2sum b3sum bao

# Seventeen names of 687 bytes, so that the sixteen lines of a batch
# take about 11 KiB.  Each file holds abc: Python's hashlib (blake2b,
# digest_size=8) and the official b3sum.
b2=d8bb14d833d59559
b3=6437b3ac38465133ffb63b75273a8db548c558465d79db03fd359c6cd5bd9d85
d=$(printf '%0240d' 0 | tr 0 d) || framework_failure_
f=$(printf '%0200d' 0 | tr 0 f) || framework_failure_
mkdir -p $d/$d || framework_failure_
for i in $(seq 10 26); do
  name=$d/$d/$f$i
  printf abc > $name && echo "$b2  $name" >> exp-b2sum \
    && echo "$b3  $name" >> exp-b3sum || framework_failure_
done

sweep_ exp-b2sum b2sum -l 64 $d/$d/*
sweep_ exp-b3sum b3sum $d/$d/*
sweep_ exp-b3sum bao hash $d/$d/*

Exit $fail
