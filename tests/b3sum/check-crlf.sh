#!/bin/sh
# --check strips every trailing CR and LF, so CRLF lists work.

# Copyright (C) 2026 The blakesum authors.
# License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.

. "${srcdir=.}/tests/init.sh"; path_prepend_ ./src
print_ver_ b3sum

printf 'a\n' > a || framework_failure_
printf 'b\n' > b || framework_failure_
printf q > 'x\y' || framework_failure_
cr=$(printf '\r') || framework_failure_
printf q > "a$cr" || framework_failure_
printf q > "in${cr}side" || framework_failure_

ha=81c4b7f7e0549f1514e9cae97cf40cf133920418d3dc71bedbf60ec9bd6148cb
hb=9d902f9864f3043dca97e40698eee07a2fe6771591c687ed129cde8f6fcc4a79
hq=f003db3c8fddc3611cd75cdcb05108606923e0bc137e99f53a83bfdd5c8fd6d6

# CRLF endings, untagged, tagged and escaped; several CRs; and a last
# line that ends in CR alone.
printf '%s  a\r\n' $ha > list || framework_failure_
printf 'BLAKE3 (b) = %s\r\n' $hb >> list || framework_failure_
printf '\\%s  x\\\\y\r\n' $hq >> list || framework_failure_
printf '%s  b\r\r\r\n' $hb >> list || framework_failure_
printf '%s  a\r' $ha >> list || framework_failure_
printf 'a: OK\nb: OK\n\\x\\\\y: OK\nb: OK\na: OK\n' > exp \
  || framework_failure_
b3sum -c list > out 2> err || fail=1
compare exp out || fail=1
compare /dev/null err || fail=1
b3sum -c < list > out 2> err || fail=1
compare exp out || fail=1
compare /dev/null err || fail=1

# So a name that ends in CR must be escaped; a CR inside a name stays.
printf '\\%s  a\\r\r\n' $hq > list2 || framework_failure_
printf '%s  in\rside\n' $hq >> list2 || framework_failure_
printf '\\a\\r: OK\nin\rside: OK\n' > exp || framework_failure_
b3sum -c list2 > out 2> err || fail=1
compare exp out || fail=1
compare /dev/null err || fail=1

# A line of CRs alone is empty.
printf '%s  a\r\n\r\n\r\r\n' $ha > list3 || framework_failure_
echo 'a: OK' > exp || framework_failure_
cat > exp-err <<'EOF2'
b3sum: Empty line
b3sum: Empty line
b3sum: WARNING: 2 computed checksums did NOT match
EOF2
returns_ 1 b3sum -c list3 > out 2> err || fail=1
compare exp out || fail=1
compare exp-err err || fail=1

Exit $fail
