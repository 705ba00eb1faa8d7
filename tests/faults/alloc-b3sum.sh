#!/bin/sh
# b3sum with any one allocation failing (fail-alloc.c): never a crash;
# either every line, with status 0, or status 1 and a message.  Small
# files (batched), a large one mapped and read on several threads, and
# a check list.

# Copyright (C) 2026 The blakesum authors.
# License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.

. "${srcdir=.}/tests/init.sh"; path_prepend_ ./src
. "$srcdir/tests/faults/fail-alloc.cfg"
print_ver_ b3sum
require_fail_alloc_ b3sum

printf abc > a && printf xyz > c && truncate -s 4M big \
  || framework_failure_

# The official b3sum; 4 MiB of zeros.
printf '%s\n' '6437b3ac38465133  a' 'f006b5ee4890b666  c' \
  '04e52cd2da6a0e1f  big' > exp || framework_failure_
for opts in '' '--no-mmap' '--num-threads 3'; do
  sweep_ exp b3sum -l 8 $opts a c big
done

cat > list <<'EOF2' || framework_failure_
6437b3ac38465133ffb63b75273a8db548c558465d79db03fd359c6cd5bd9d85  a
f006b5ee4890b66656cf6c23998e25196a163644665dc9d4b47da1fca3037023  c
04e52cd2da6a0e1f338b0078369130d96585c1de65057da5dd1283b12fb853e1  big
EOF2
printf 'a: OK\nc: OK\nbig: OK\n' > exp-check || framework_failure_
sweep_ exp-check b3sum -c list

Exit $fail
