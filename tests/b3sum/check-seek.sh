#!/bin/sh
# --check honours --seek: it compares output bytes SEEK ... SEEK+31.

# Copyright (C) 2026 The blakesum authors.
# License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.

. "${srcdir=.}/tests/init.sh"; path_prepend_ ./src
print_ver_ b3sum

printf 'a\n' > a || framework_failure_
# Output bytes 0-31, 1-32 and 64-95 for "a\n".
h0=81c4b7f7e0549f1514e9cae97cf40cf133920418d3dc71bedbf60ec9bd6148cb
h1=c4b7f7e0549f1514e9cae97cf40cf133920418d3dc71bedbf60ec9bd6148cbd9
h64=648ae0afe7360354dfe1d39eff74b7557f5aaff51c25ee6ef2ccf3fa0995630b
printf '%s  a\n' $h0 > l0 || framework_failure_
printf '%s  a\n' $h1 > l1 || framework_failure_
printf 'BLAKE3 (a) = %s\n' $h64 > l64 || framework_failure_

echo 'a: OK' > exp || framework_failure_
b3sum -c --seek 0 l0 > out 2> err || fail=1
compare exp out || fail=1
compare /dev/null err || fail=1
b3sum --seek 1 -c l1 > out 2> err || fail=1
compare exp out || fail=1
compare /dev/null err || fail=1
b3sum --check --seek=64 l64 > out 2> err || fail=1
compare exp out || fail=1
compare /dev/null err || fail=1
b3sum -c --seek 1 --no-mmap --quiet l1 > out 2> err || fail=1
compare /dev/null out || fail=1
compare /dev/null err || fail=1

# The wrong window fails.
echo 'a: FAILED' > exp || framework_failure_
echo 'b3sum: WARNING: 1 computed checksum did NOT match' > exp-err \
  || framework_failure_
returns_ 1 b3sum -c --seek 1 l0 > out 2> err || fail=1
compare exp out || fail=1
compare exp-err err || fail=1
returns_ 1 b3sum -c l1 > out 2> err || fail=1
compare exp out || fail=1
compare exp-err err || fail=1

Exit $fail
