#!/bin/sh
# Names with \, LF or CR are escaped; invalid UTF-8 becomes U+FFFD.

# Copyright (C) 2026 The blakesum authors.
# License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.

. "${srcdir=.}/tests/init.sh"; path_prepend_ ./src
print_ver_ b3sum

# Every file holds "z".
h=1104908ab930e671002c7cd7f3fc921570b1bf64ecfa12fe363585c630eaca6b

# Create a file named by the printf format $1.
mk_ ()
{
  name_=$(printf "$1") || framework_failure_
  printf z > "$name_" || framework_failure_
}

# Escaping: a backslash, LF or CR anywhere in the name escapes it (\\,
# \n, \r) and puts one backslash at the start of the line.  A tab is
# not escaped.
mk_ 'x\\y'
mk_ 'n\nl'
mk_ 'c\rr'
mk_ 'crlf\r\nz'
mk_ '\\\\'
mk_ 'e\\'
mk_ 'tab\tx'
mk_ 'f\\ \t\r\noo'
mk_ 'plain'
b3sum 'x\y' "$(printf 'n\nl')" "$(printf 'c\rr')" "$(printf 'crlf\r\nz')" \
  '\\' 'e\' "$(printf 'tab\tx')" "$(printf 'f\\ \t\r\noo')" plain \
  > out 2> err || fail=1
compare /dev/null err || fail=1
printf '\\%s  %s\n' $h 'x\\y' $h 'n\nl' $h 'c\rr' $h 'crlf\r\nz' \
  $h '\\\\' $h 'e\\' > exp || framework_failure_
printf '%s  tab\tx\n' $h >> exp || framework_failure_
printf '\\%s  f\\\\ \t\\r\\noo\n' $h >> exp || framework_failure_
printf '%s  plain\n' $h >> exp || framework_failure_
compare exp out || fail=1

# A name that ends in LF.
cr=$(printf '\r') || framework_failure_
printf z > "end$cr
" || framework_failure_
printf '\\%s  end\\r\\n\n' $h > exp || framework_failure_
b3sum "end$cr
" > out 2> err || fail=1
compare exp out || fail=1
compare /dev/null err || fail=1

# Invalid UTF-8: each maximal invalid subsequence becomes one U+FFFD
# (EF BF BD), as Rust's to_string_lossy does; valid multibyte characters
# stay.  Escaping comes after the replacement.
for fmt in 'a\377b' 'v\377\\' '\342\202z' '\300\200z' '\355\240\200z' \
           '\364\220\200\200z' '\360\237\230z' '\376\377' '\341\200z' \
           '\340\200\200z' '\360\200\200\200z' \
           'ok\303\251\342\202\254\360\237\230\200'; do
  mk_ "$fmt"
  b3sum "$name_" || fail=1
done > out 2> err
r='\357\277\275'
printf "%s  a${r}b\n" $h > exp || framework_failure_
printf "\\\\%s  v${r}\\\\\\\\\n" $h >> exp || framework_failure_
printf "%s  ${r}z\n" $h >> exp || framework_failure_
printf "%s  ${r}${r}z\n" $h >> exp || framework_failure_
printf "%s  ${r}${r}${r}z\n" $h >> exp || framework_failure_
printf "%s  ${r}${r}${r}${r}z\n" $h >> exp || framework_failure_
printf "%s  ${r}z\n" $h >> exp || framework_failure_
printf "%s  ${r}${r}\n" $h >> exp || framework_failure_
printf "%s  ${r}z\n" $h >> exp || framework_failure_
printf "%s  ${r}${r}${r}z\n" $h >> exp || framework_failure_
printf "%s  ${r}${r}${r}${r}z\n" $h >> exp || framework_failure_
printf '%s  ok\303\251\342\202\254\360\237\230\200\n' $h >> exp \
  || framework_failure_
compare exp out || fail=1
compare /dev/null err || fail=1

# The same names under --tag.
printf '\\BLAKE3 (x\\\\y) = %s\n' $h > exp || framework_failure_
printf "BLAKE3 (a${r}b) = %s\n" $h >> exp || framework_failure_
b3sum --tag 'x\y' "$(printf 'a\377b')" > out 2> err || fail=1
compare exp out || fail=1
compare /dev/null err || fail=1

# Standard input is "-", which needs no escaping.
printf '%s  -\n' $h > exp || framework_failure_
printf z | b3sum > out 2> err || fail=1
compare exp out || fail=1
compare /dev/null err || fail=1

Exit $fail
