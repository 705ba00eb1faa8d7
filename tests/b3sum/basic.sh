#!/bin/sh
# Hash mode: files, standard input and "-", many operands, in order.

# Copyright (C) 2026 The blakesum authors.
# License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.

. "${srcdir=.}/tests/init.sh"; path_prepend_ ./src
print_ver_ b3sum

printf abc > abc || framework_failure_
: > empty || framework_failure_
printf foo > foo || framework_failure_
mkdir sub || framework_failure_
printf 'hello\n' > sub/f || framework_failure_
printf x > ./-x || framework_failure_
printf 'line1\nline2\n' > two || framework_failure_

# One file.
cat > exp <<'EOF2'
6437b3ac38465133ffb63b75273a8db548c558465d79db03fd359c6cd5bd9d85  abc
EOF2
b3sum abc > out 2> err || fail=1
compare exp out || fail=1
compare /dev/null err || fail=1

# Standard input, with no operand, with "-", and through a pipe; it is
# named "-" in every case.
cat > exp <<'EOF2'
6437b3ac38465133ffb63b75273a8db548c558465d79db03fd359c6cd5bd9d85  -
EOF2
b3sum < abc > out 2> err || fail=1
compare exp out || fail=1
compare /dev/null err || fail=1
b3sum - < abc > out 2> err || fail=1
compare exp out || fail=1
compare /dev/null err || fail=1
printf abc | b3sum > out 2> err || fail=1
compare exp out || fail=1
compare /dev/null err || fail=1
cat > exp <<'EOF2'
af1349b9f5f9a1a6a0404dea36dcc9499bcb25c9adc112b7cc9a93cae41f3262  -
EOF2
b3sum < /dev/null > out 2> err || fail=1
compare exp out || fail=1
compare /dev/null err || fail=1

# Many operands, printed in argument order and under the names given;
# the same file twice gives two lines; after "--" a name may start
# with "-".
cat > exp <<'EOF2'
6437b3ac38465133ffb63b75273a8db548c558465d79db03fd359c6cd5bd9d85  abc
af1349b9f5f9a1a6a0404dea36dcc9499bcb25c9adc112b7cc9a93cae41f3262  empty
04e0bb39f30b1a3feb89f536c93be15055482df748674b00d26e5a75777702e9  foo
8e4c7c1b99dbfd50e7a95185fead5ee1448fa904a2fdd778eaf5f2dbfd629a99  sub/f
6437b3ac38465133ffb63b75273a8db548c558465d79db03fd359c6cd5bd9d85  ./abc
04e0bb39f30b1a3feb89f536c93be15055482df748674b00d26e5a75777702e9  foo
3ae7d805f6789a6402acb70ad4096a85a56bf6804eaf25c0493ac697548d30b5  -x
EOF2
b3sum abc empty foo sub/f ./abc foo -- -x > out 2> err || fail=1
compare exp out || fail=1
compare /dev/null err || fail=1

# "-" among files, twice: the first one reads standard input to its
# end, so the second one hashes nothing.
cat > exp <<'EOF2'
04e0bb39f30b1a3feb89f536c93be15055482df748674b00d26e5a75777702e9  foo
a7060348ff33e624ef297731178733effce49cfa3d1f937ea9f3ef367f37cb26  -
6437b3ac38465133ffb63b75273a8db548c558465d79db03fd359c6cd5bd9d85  abc
af1349b9f5f9a1a6a0404dea36dcc9499bcb25c9adc112b7cc9a93cae41f3262  -
EOF2
b3sum foo - abc - < two > out 2> err || fail=1
compare exp out || fail=1
compare /dev/null err || fail=1

# Standard input is read from its current offset.
cat > exp <<'EOF2'
5ee61fe44f3121ba3faf2667c942bddb000b4bb8fbab0858675e107ab562e42f  -
EOF2
{ read -r line && b3sum > out 2> err; } < two || fail=1
compare exp out || fail=1
compare /dev/null err || fail=1

Exit $fail
