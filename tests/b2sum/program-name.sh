#!/bin/sh
# Messages name the program exactly as invoked (argv[0]).

# Copyright (C) 2026 The blakesum authors.
# License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.

. "${srcdir=.}/tests/init.sh"; path_prepend_ ./src
print_ver_ b2sum

prog=$(command -v b2sum) || framework_failure_
mkdir sub || framework_failure_
ln -s "$prog" sub/b2sum || framework_failure_

echo 'sub/b2sum: missing: No such file or directory' > exp \
  || framework_failure_
returns_ 1 sub/b2sum missing > out 2> err || fail=1
compare /dev/null out || fail=1
compare exp err || fail=1

echo './sub/b2sum: missing: No such file or directory' > exp \
  || framework_failure_
returns_ 1 ./sub/b2sum missing > out 2> err || fail=1
compare /dev/null out || fail=1
compare exp err || fail=1

cat > exp <<'EOF2'
sub/b2sum: invalid option -- 'x'
Try 'sub/b2sum --help' for more information.
EOF2
returns_ 1 sub/b2sum -x > out 2> err || fail=1
compare /dev/null out || fail=1
compare exp err || fail=1

cat > exp <<'EOF2'
sub/b2sum: --tag does not support --text mode
Try 'sub/b2sum --help' for more information.
EOF2
returns_ 1 sub/b2sum --tag -t > out 2> err || fail=1
compare /dev/null out || fail=1
compare exp err || fail=1

cat > exp <<'EOF2'
sub/b2sum: invalid length: '7'
sub/b2sum: length is not a multiple of 8
EOF2
returns_ 1 sub/b2sum -l 7 > out 2> err || fail=1
compare /dev/null out || fail=1
compare exp err || fail=1

echo x > list || framework_failure_
cat > exp <<'EOF2'
sub/b2sum: list: 1: improperly formatted BLAKE2b checksum line
sub/b2sum: list: no properly formatted checksum lines found
EOF2
returns_ 1 sub/b2sum -w -c list > out 2> err || fail=1
compare /dev/null out || fail=1
compare exp err || fail=1

# The usage line too.
echo 'Usage: sub/b2sum [OPTION]... [FILE]...' > exp || framework_failure_
sub/b2sum --help > out 2> err || fail=1
sed -n 1p out > first || framework_failure_
compare exp first || fail=1
compare /dev/null err || fail=1

Exit $fail
