#!/bin/sh
# -z/--zero ends each record with NUL and turns off name escaping.

# Copyright (C) 2026 The blakesum authors.
# License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.

. "${srcdir=.}/tests/init.sh"; path_prepend_ ./src
print_ver_ b2sum

printf abc > abc || framework_failure_
printf abc > 'a\b' || framework_failure_
printf abc > "$(printf 'nl\nname')" || framework_failure_
printf abc > "$(printf 'cr\rname')" || framework_failure_
nl_name=$(printf 'nl\nname')
cr_name=$(printf 'cr\rname')

# Octal escapes are written with three digits so that a digest digit
# after a NUL is not taken as part of the escape.
printf '6b  abc\0006b  a\\b\0006b  nl\nname\0006b  cr\rname\000' \
  > exp || framework_failure_
for opt in -z --zero --ze; do
  b2sum $opt -l 8 abc 'a\b' "$nl_name" "$cr_name" > out 2> err || fail=1
  compare exp out || fail=1
  compare /dev/null err || fail=1
done

printf '6b *abc\0006b *nl\nname\000' > exp || framework_failure_
b2sum -z -b -l 8 abc "$nl_name" > out 2> err || fail=1
compare exp out || fail=1
compare /dev/null err || fail=1

printf 'BLAKE2b-8 (a\\b) = 6b\000BLAKE2b-8 (nl\nname) = 6b\000' \
  > exp || framework_failure_
b2sum -z --tag -l 8 'a\b' "$nl_name" > out 2> err || fail=1
compare exp out || fail=1
compare /dev/null err || fail=1

printf '6b  -\000' > exp || framework_failure_
b2sum -z -l 8 < abc > out 2> err || fail=1
compare exp out || fail=1
compare /dev/null err || fail=1

# Diagnostics on stderr still end with a newline.
printf '6b  abc\000' > exp || framework_failure_
echo 'b2sum: missing: No such file or directory' > exp-err \
  || framework_failure_
returns_ 1 b2sum -z -l 8 missing abc > out 2> err || fail=1
compare exp out || fail=1
compare exp-err err || fail=1

Exit $fail
