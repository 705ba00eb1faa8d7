#!/bin/sh
# Diagnostics for invalid --length values and a missing -l argument.

# Copyright (C) 2026 The blakesum authors.
# License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.

. "${srcdir=.}/tests/init.sh"; path_prepend_ ./src
print_ver_ b2sum

printf abc > abc || framework_failure_

# Not a plain decimal number: one line, no "Try" line.  quote() uses
# ASCII quotes in the C locale.
for arg in '' ' ' x 8k '8 ' 0x10 1e3 -8 -0 8.0; do
  printf "b2sum: invalid length: '%s'\n" "$arg" > exp || framework_failure_
  returns_ 1 b2sum -l "$arg" abc > out 2> err || fail=1
  compare /dev/null out || fail=1
  compare exp err || fail=1
done

# Not a multiple of 8.
for arg in 1 7 9 12 100 511; do
  cat > exp <<EOF2
b2sum: invalid length: '$arg'
b2sum: length is not a multiple of 8
EOF2
  returns_ 1 b2sum -l $arg abc > out 2> err || fail=1
  compare /dev/null out || fail=1
  compare exp err || fail=1
done

# Above the BLAKE2b maximum.
for arg in 520 1024 4096 18446744073709551608; do
  cat > exp <<EOF2
b2sum: invalid length: '$arg'
b2sum: maximum digest length for 'BLAKE2b' is 512 bits
EOF2
  returns_ 1 b2sum --length=$arg abc > out 2> err || fail=1
  compare /dev/null out || fail=1
  compare exp err || fail=1
done

# The length is checked before the option-combination errors and before
# any file is read.
cat > exp <<'EOF2'
b2sum: invalid length: '520'
b2sum: maximum digest length for 'BLAKE2b' is 512 bits
EOF2
returns_ 1 b2sum -l 520 --tag -t no-such-file > out 2> err || fail=1
compare /dev/null out || fail=1
compare exp err || fail=1
returns_ 1 b2sum -l 520 -c no-such-file > out 2> err || fail=1
compare /dev/null out || fail=1
compare exp err || fail=1
cat > exp <<'EOF2'
b2sum: invalid length: '7'
b2sum: length is not a multiple of 8
EOF2
returns_ 1 b2sum -l 7 -c no-such-file > out 2> err || fail=1
compare /dev/null out || fail=1
compare exp err || fail=1

# A missing argument is a getopt error, so the "Try" line follows.
cat > exp <<'EOF2'
b2sum: option requires an argument -- 'l'
Try 'b2sum --help' for more information.
EOF2
returns_ 1 b2sum -l > out 2> err || fail=1
compare /dev/null out || fail=1
compare exp err || fail=1
cat > exp <<'EOF2'
b2sum: option '--length' requires an argument
Try 'b2sum --help' for more information.
EOF2
returns_ 1 b2sum abc --length > out 2> err || fail=1
compare /dev/null out || fail=1
compare exp err || fail=1

Exit $fail
