#!/bin/sh
# coreutils 9.1 checks each -l for a multiple of 8 while parsing options.

# Copyright (C) 2026 The blakesum authors.
# License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.

. "${srcdir=.}/tests/init.sh"; path_prepend_ ./src
print_ver_ b2sum

# These are 9.1 oddities that later coreutils changed (9.5 moved the
# multiple-of-8 test after option parsing, 9.8 reports every value above
# 512, overflow included, as exceeding the maximum).  We follow 9.1,
# the version Debian 12 ships; a newer behaviour would break only this
# file.

printf abc > abc || framework_failure_

# 513 is rejected as "not a multiple of 8" before the maximum is looked at.
cat > exp <<'EOF2'
b2sum: invalid length: '513'
b2sum: length is not a multiple of 8
EOF2
returns_ 1 b2sum -l 513 abc > out 2> err || fail=1
compare /dev/null out || fail=1
compare exp err || fail=1

# A bad -l stops option parsing, so a later valid -l or --help is
# never reached.
cat > exp <<'EOF2'
b2sum: invalid length: '123'
b2sum: length is not a multiple of 8
EOF2
returns_ 1 b2sum -l 123 -l 128 abc > out 2> err || fail=1
compare /dev/null out || fail=1
compare exp err || fail=1
cat > exp <<'EOF2'
b2sum: invalid length: '7'
b2sum: length is not a multiple of 8
EOF2
returns_ 1 b2sum -l 7 --help > out 2> err || fail=1
compare /dev/null out || fail=1
compare exp err || fail=1

# The largest uintmax_t is odd; one more overflows, and xdectoumax then
# appends strerror (EOVERFLOW).
cat > exp <<'EOF2'
b2sum: invalid length: '18446744073709551615'
b2sum: length is not a multiple of 8
EOF2
returns_ 1 b2sum -l 18446744073709551615 abc > out 2> err || fail=1
compare /dev/null out || fail=1
compare exp err || fail=1
for arg in 18446744073709551616 99999999999999999999999; do
  printf "b2sum: invalid length: '%s': %s\n" $arg \
    'Value too large for defined data type' > exp || framework_failure_
  returns_ 1 b2sum -l $arg abc > out 2> err || fail=1
  compare /dev/null out || fail=1
  compare exp err || fail=1
done

Exit $fail
