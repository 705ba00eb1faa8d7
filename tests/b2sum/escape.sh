#!/bin/sh
# Names with a backslash, LF or CR are escaped and the line gets a "\" prefix.

# Copyright (C) 2026 The blakesum authors.
# License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.

. "${srcdir=.}/tests/init.sh"; path_prepend_ ./src
print_ver_ b2sum

printf abc > 'a\b' || framework_failure_
printf abc > "$(printf 'nl\nname')" || framework_failure_
printf abc > "$(printf 'cr\rname')" || framework_failure_
printf abc > "$(printf 'a\\\nb')" || framework_failure_
printf abc > 'tab	name' || framework_failure_
printf abc > "$(printf 'x\001y')" || framework_failure_
printf abc > "$(printf 'hi\351')" || framework_failure_
printf abc > '*star' || framework_failure_
printf abc > ' space' || framework_failure_

nl_name=$(printf 'nl\nname')
cr_name=$(printf 'cr\rname')
mixed_name=$(printf 'a\\\nb')
ctl_name=$(printf 'x\001y')
hi_name=$(printf 'hi\351')

# Backslash becomes \\, LF \n and CR \r, and the whole record starts with
# one backslash so that a checker knows to unescape.
cat > exp <<'EOF2'
\6b  a\\b
\6b  nl\nname
\6b  cr\rname
\6b  a\\\nb
EOF2
b2sum -l 8 'a\b' "$nl_name" "$cr_name" "$mixed_name" > out 2> err || fail=1
compare exp out || fail=1
compare /dev/null err || fail=1

# The prefix goes before the hex in binary mode and before the tag with --tag.
cat > exp <<'EOF2'
\6b *a\\b
\6b *nl\nname
\BLAKE2b-8 (a\\b) = 6b
\BLAKE2b-8 (nl\nname) = 6b
\BLAKE2b-8 (cr\rname) = 6b
EOF2
{ b2sum -b -l 8 'a\b' "$nl_name" \
  && b2sum --tag -l 8 'a\b' "$nl_name" "$cr_name"; } > out 2> err || fail=1
compare exp out || fail=1
compare /dev/null err || fail=1

# Nothing else is escaped: TAB, other control bytes, bytes above 0x7f,
# and leading "*" or space are written raw.
printf '6b  tab\tname\n6b  x\001y\n6b  hi\351\n6b  *star\n6b   space\n' \
  > exp || framework_failure_
b2sum -l 8 'tab	name' "$ctl_name" "$hi_name" '*star' ' space' \
  > out 2> err || fail=1
compare exp out || fail=1
compare /dev/null err || fail=1

Exit $fail
