#!/bin/sh
# --strict makes any improperly formatted line fail its list.

# Copyright (C) 2026 The blakesum authors.
# License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.

. "${srcdir=.}/tests/init.sh"; path_prepend_ ./src
print_ver_ b2sum

printf abc > abc || framework_failure_
printf '6b  abc\n\nxx\n' > bad || framework_failure_
printf '6b  abc\n\n# comment\n\r\n' > good || framework_failure_

# Without --strict a malformed line is only a warning.
echo 'abc: OK' > exp || framework_failure_
echo 'b2sum: WARNING: 1 line is improperly formatted' > exp-err \
  || framework_failure_
b2sum -c bad > out 2> err || fail=1
compare exp out || fail=1
compare exp-err err || fail=1

for opt in --strict --stri; do
  returns_ 1 b2sum $opt -c bad > out 2> err || fail=1
  compare exp out || fail=1
  compare exp-err err || fail=1
done

# Empty lines, comments and CRLF are not malformed.
b2sum --strict -c good > out 2> err || fail=1
compare exp out || fail=1
compare /dev/null err || fail=1

# The status covers all lists: one bad list is enough, wherever it is.
printf 'abc: OK\nabc: OK\nabc: OK\n' > exp || framework_failure_
returns_ 1 b2sum --strict -c good bad good > out 2> err || fail=1
compare exp out || fail=1
compare exp-err err || fail=1
b2sum --strict -c good good good > out 2> err || fail=1
compare exp out || fail=1
compare /dev/null err || fail=1

Exit $fail
