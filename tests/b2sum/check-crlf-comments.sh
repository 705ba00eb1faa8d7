#!/bin/sh
# -c accepts CRLF line ends and skips "#" comments and empty lines.

# Copyright (C) 2026 The blakesum authors.
# License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.

. "${srcdir=.}/tests/init.sh"; path_prepend_ ./src
print_ver_ b2sum

printf abc > abc || framework_failure_
: > empty || framework_failure_
: > "$(printf 'empty\r')" || framework_failure_

# One CR before the LF is dropped, so "\r\r\n" leaves a name ending in CR
# (printed raw by 9.1).  Comments need "#" in column 0; they and empty
# lines are skipped but still counted in --warn line numbers (line 7 below).
printf '# comment\r\n6b  abc\r\n\r\n#\n\n2e  empty\r\r\n  \n#6b  no-such\n' \
  > list || framework_failure_
printf 'abc: OK\nempty\r: OK\n' > exp || framework_failure_
cat > exp-err <<'EOF2'
b2sum: list: 7: improperly formatted BLAKE2b checksum line
b2sum: WARNING: 1 line is improperly formatted
EOF2
b2sum -w -c list > out 2> err || fail=1
compare exp out || fail=1
compare exp-err err || fail=1

# Tagged lines and a last line without a newline.
printf 'BLAKE2b-8 (abc) = 6b\r\n2e  empty' > list || framework_failure_
printf 'abc: OK\nempty: OK\n' > exp || framework_failure_
b2sum --strict -c list > out 2> err || fail=1
compare exp out || fail=1
compare /dev/null err || fail=1

# A list of only comments and empty lines has no checksum lines.
printf '#only\n\n\r\n#\r\n' > list || framework_failure_
echo 'b2sum: list: no properly formatted checksum lines found' > exp-err \
  || framework_failure_
returns_ 1 b2sum -w -c list > out 2> err || fail=1
compare /dev/null out || fail=1
compare exp-err err || fail=1

# A lone CR left after stripping one is not empty: it is malformed.
printf '\r\r\n' > list || framework_failure_
cat > exp-err <<'EOF2'
b2sum: list: 1: improperly formatted BLAKE2b checksum line
b2sum: list: no properly formatted checksum lines found
EOF2
returns_ 1 b2sum -w -c list > out 2> err || fail=1
compare /dev/null out || fail=1
compare exp-err err || fail=1

Exit $fail
