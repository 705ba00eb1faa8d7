#!/bin/sh
# --salt and --personal with an odd number of hex digits say so, not that
# the value is too long.

# Copyright (C) 2026 The blakesum authors.
# License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.

. "${srcdir=.}/tests/init.sh"; path_prepend_ ./src
print_ver_ b2sum

printf abc > abc || framework_failure_
for v in 0 abc 303132333435363738394142434445464; do
  printf "b2sum: invalid salt: '%s' (%s)\n" "$v" \
    'an odd number of hex digits, not whole bytes' > exp-err \
    || framework_failure_
  returns_ 1 b2sum --salt="$v" abc > out 2> err || fail=1
  compare /dev/null out || fail=1
  compare exp-err err || fail=1
done
printf "b2sum: invalid personalization: '1' (%s)\n" \
  'an odd number of hex digits, not whole bytes' > exp-err \
  || framework_failure_
returns_ 1 b2sum -a blake2s --personal=1 abc > out 2> err || fail=1
compare /dev/null out || fail=1
compare exp-err err || fail=1

Exit $fail
