#!/bin/sh
# --debug names the kernels of the algorithm that runs: bt2sum -a blake2s
# and b2sum -a blake2sp hash with BLAKE2s's, not BLAKE2b's.

# Copyright (C) 2026 The blakesum authors.
# License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.

. "${srcdir=.}/tests/init.sh"; path_prepend_ ./src
print_ver_ b2sum bt2sum

printf abc > in || framework_failure_

# The name b2sum gives for ALGO's kernels, without the program's name.
kernels ()
{
  b2sum -a "$1" --debug in 2>&1 >/dev/null | sed 's/^b2sum: //'
}

for algo in blake2b blake2s; do
  kernels $algo > exp || framework_failure_
  grep -E '^using [a-z0-9-]+ implementation$' exp > /dev/null \
    || { cat exp; fail=1; }

  # The tree's nodes use the kernels of their algorithm.
  bt2sum -a $algo --debug in > out 2> err || fail=1
  sed 's/^bt2sum: //' err > got || framework_failure_
  compare exp got || fail=1

  # The four-leaf variant uses the kernels of its leaves.
  kernels ${algo}p > got || fail=1
  compare exp got || fail=1
done

Exit $fail
