#!/bin/sh
# Standard input is read with no operands or for each "-" operand.

# Copyright (C) 2026 The blakesum authors.
# License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.

. "${srcdir=.}/tests/init.sh"; path_prepend_ ./src
print_ver_ b2sum

printf abc > abc || framework_failure_

echo 'ba80a53f981c4d0d6a2797b69f12f6e94c212f14685ac4b74b12bb6fdbffa2d17d87c5392aab792dc252d5de4533cc9518d38aa8dbf1925ab92386edd4009923  -' \
  > exp || framework_failure_
b2sum < abc > out 2> err || fail=1
compare exp out || fail=1
compare /dev/null err || fail=1
b2sum - < abc > out 2> err || fail=1
compare exp out || fail=1
compare /dev/null err || fail=1
printf abc | b2sum > out 2> err || fail=1
compare exp out || fail=1
compare /dev/null err || fail=1

# A second "-" finds standard input at end of file and so hashes the
# empty input; the order of operands is kept.
cat > exp <<'EOF2'
6b  -
6b  abc
2e  -
EOF2
b2sum -l 8 - abc - < abc > out 2> err || fail=1
compare exp out || fail=1
compare /dev/null err || fail=1
printf abc | b2sum -l 8 - abc - > out 2> err || fail=1
compare exp out || fail=1
compare /dev/null err || fail=1

# "./-" is an ordinary file name.
printf abc > ./- || framework_failure_
echo '6b  ./-' > exp || framework_failure_
b2sum -l 8 ./- < /dev/null > out 2> err || fail=1
compare exp out || fail=1
compare /dev/null err || fail=1
rm ./- || framework_failure_

# Standard input that is a directory fails on read, like a directory operand.
echo 'b2sum: -: Is a directory' > exp-err || framework_failure_
returns_ 1 b2sum -l 8 < . > out 2> err || fail=1
compare /dev/null out || fail=1
compare exp-err err || fail=1
echo '6b  abc' > exp || framework_failure_
returns_ 1 b2sum -l 8 abc - < . > out 2> err || fail=1
compare exp out || fail=1
compare exp-err err || fail=1

# Closed standard input: the read fails, and so does the final fclose.
cat > exp-err <<'EOF2'
b2sum: -: Bad file descriptor
b2sum: standard input: Bad file descriptor
EOF2
returns_ 1 b2sum -l 8 <&- > out 2> err || fail=1
compare /dev/null out || fail=1
compare exp-err err || fail=1

# ...but standard input is not closed (nor complained about) when it was
# never used.
b2sum -l 8 abc <&- > out 2> err || fail=1
compare exp out || fail=1
compare /dev/null err || fail=1

Exit $fail
