#!/bin/sh
# The --help of b2sum, bt2sum and b3sum names the environment variables
# of the manual's Environment node that they read: BLAKESUM_ISA with
# the caps this build has, and BLAKESUM_MAPPING with its three values.

# Copyright (C) 2026 The blakesum authors.
# License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.

. "${srcdir=.}/tests/init.sh"; path_prepend_ ./src
print_ver_ b2sum bt2sum b3sum

for prog in b2sum bt2sum b3sum; do
  $prog --help > out || fail=1
  # The caps differ from one architecture and build to another.
  valid=$(sed -n 's/^The environment variable BLAKESUM_ISA (\([^)]*\))$/\1/p' \
            out)
  test -n "$valid" || { echo "$prog: no BLAKESUM_ISA line" >&2; fail=1; }
  cat > exp <<EOF2 || framework_failure_
The environment variable BLAKESUM_ISA ($valid)
caps the instruction set used; BLAKESUM_MAPPING (probe, map or read)
chooses whether large files are mapped or read.
EOF2
  sed -n '/^The environment variable/,/^$/p' out | sed '/^$/d' > env \
    || framework_failure_
  compare exp env || fail=1
done

Exit $fail
