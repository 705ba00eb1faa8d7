#!/bin/sh
# Upstream's test_newline_and_backslash_escaping_on_unix and
# test_invalid_unicode_on_unix: the exact lines for their names.

# Copyright (C) 2026 The blakesum authors.
# License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.

. "${srcdir=.}/tests/init.sh"; path_prepend_ ./src
print_ver_ b3sum

# Every file is empty.
he=af1349b9f5f9a1a6a0404dea36dcc9499bcb25c9adc112b7cc9a93cae41f3262
mkdir subdir || framework_failure_
nl=$(printf 'abc\ndef') || framework_failure_
cr=$(printf 'abc\rdef') || framework_failure_
crnl=$(printf 'abc\r\ndef') || framework_failure_
for name in abcdef "$nl" 'abc\def' "$cr" "$crnl" subdir/foo; do
  : > "$name" || framework_failure_
done
{ printf '%s  abcdef\n' $he && printf '\\%s  abc\\ndef\n' $he \
  && printf '\\%s  abc\\\\def\n' $he && printf '\\%s  abc\\rdef\n' $he \
  && printf '\\%s  abc\\r\\ndef\n' $he && printf '%s  subdir/foo\n' $he; } \
  > exp || framework_failure_
b3sum abcdef "$nl" 'abc\def' "$cr" "$crnl" subdir/foo > out 2> err || fail=1
compare exp out || fail=1
compare /dev/null err || fail=1

# Linux lets a name hold invalid UTF-8; it is shown with U+FFFD.
bad=$(printf 'abc\377def') || framework_failure_
: > "$bad" || framework_failure_
printf '%s  abc\357\277\275def\n' $he > exp || framework_failure_
b3sum "$bad" > out 2> err || fail=1
compare exp out || fail=1
compare /dev/null err || fail=1

Exit $fail
