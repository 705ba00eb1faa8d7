#!/bin/sh
# --check: each malformed line gives "b3sum: MSG" and counts as a failure.

# Copyright (C) 2026 The blakesum authors.
# License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.

. "${srcdir=.}/tests/init.sh"; path_prepend_ ./src
print_ver_ b3sum

printf 'a\n' > a || framework_failure_
ha=81c4b7f7e0549f1514e9cae97cf40cf133920418d3dc71bedbf60ec9bd6148cb
h63=81c4b7f7e0549f1514e9cae97cf40cf133920418d3dc71bedbf60ec9bd6148c
z64=0000000000000000000000000000000000000000000000000000000000000000
up=81C4B7F7E0549F1514E9CAE97CF40CF133920418D3DC71BEDBF60EC9BD6148CB
# 62 hex digits: with a two-byte character, a 64-byte hash field.
h62=81c4b7f7e0549f1514e9cae97cf40cf133920418d3dc71bedbf60ec9bd6148

# Check a list of one good line, the bad line printed by the printf
# arguments, and another good line.  Expect the message $1 on standard
# error, both OK lines, the WARNING line and exit status 1.
bad_line_ ()
{
  msg_=$1
  shift
  { printf '%s  a\n' $ha && printf "$@" && printf '%s  a\n' $ha; } > list \
    || framework_failure_
  printf 'a: OK\na: OK\n' > exp || framework_failure_
  printf 'b3sum: %s\nb3sum: WARNING: 1 computed checksum did NOT match\n' \
    "$msg_" > exp-err || framework_failure_
  returns_ 1 b3sum -c list > out 2> err || fail=1
  compare exp out || fail=1
  compare exp-err err || fail=1
}

bad_line_ 'Empty line' '\n'
bad_line_ 'Invalid check line format' 'garbage\n'
bad_line_ 'Invalid check line format' '0\n'
bad_line_ 'Invalid check line format' '00\n'
bad_line_ 'Invalid check line format' '%s\n' $z64
bad_line_ 'Invalid check line format' '%s a\n' $ha
bad_line_ 'Invalid check line format' '%s\ta\n' $ha
bad_line_ 'Invalid check line format' '%s *a\n' $ha
bad_line_ 'Invalid check line format' '# comment\n'
bad_line_ 'Invalid check line format' '\\\n'
bad_line_ 'Invalid check line format' '\\%s\n' $ha
bad_line_ 'Invalid hash length' 'abc  a\n'
bad_line_ 'Invalid hash length' '  a\n'
bad_line_ 'Invalid hash length' '%s  a\n' $h63
bad_line_ 'Invalid hash length' '%s0  a\n' $ha
bad_line_ 'Invalid hash length' '%s   \n' $h63
bad_line_ 'Invalid hash length' '# %s  a\n' $ha
bad_line_ 'Invalid hex' '%s  a\n' $up
bad_line_ 'Invalid hex' 'g%s  a\n' $h63
bad_line_ 'Invalid hex' '%sg  a\n' $h63
bad_line_ 'Invalid hex' '\303\251%s  a\n' $h62
# Official b3sum 1.8.6 panics on this one, a bug we do not copy.
bad_line_ 'Invalid hex' '%s\303\251  a\n' $h62
bad_line_ 'Invalid backslash escape' '\\%s  a\\tb\n' $ha
bad_line_ 'Invalid backslash escape' '\\%s  a\\\n' $ha
bad_line_ 'empty file path' '%s  \n' $ha
bad_line_ 'empty file path' '%s  \n' $z64
bad_line_ 'empty file path' '\\%s  \n' $ha
bad_line_ 'Null character in path' '%s  \000\n' $ha
bad_line_ 'Null character in path' '%s  a\000b\n' $ha
bad_line_ 'Null character in path' '\\%s  a\000b\n' $ha
bad_line_ 'Unicode replacement character in path' '%s  \357\277\275\n' $ha
bad_line_ 'Unicode replacement character in path' \
  '%s  a\357\277\275\n' $ha
bad_line_ 'Unicode replacement character in path' \
  '\\%s  \\\\\357\277\275\n' $ha
# The name is unescaped before it is checked for NUL.
bad_line_ 'Invalid backslash escape' '\\%s  \000\\q\n' $ha

# All at once: the messages come in order and all count.
{
  printf '%s  a\n\ngarbage\n' $ha
  printf '%s  a\n' $h63 $up
  printf '%s  a\n' $ha
  printf '\\%s  a\\q\n' $ha
  printf '%s  \n' $ha
  printf '%s  a\000\n' $ha
  printf '%s  \357\277\275\n' $ha
  printf '%s  a' $ha
} > list || framework_failure_
printf 'a: OK\na: OK\na: OK\n' > exp || framework_failure_
cat > exp-err <<'EOF2'
b3sum: Empty line
b3sum: Invalid check line format
b3sum: Invalid hash length
b3sum: Invalid hex
b3sum: Invalid backslash escape
b3sum: empty file path
b3sum: Null character in path
b3sum: Unicode replacement character in path
b3sum: WARNING: 8 computed checksums did NOT match
EOF2
returns_ 1 b3sum -c list > out 2> err || fail=1
compare exp out || fail=1
compare exp-err err || fail=1

Exit $fail
