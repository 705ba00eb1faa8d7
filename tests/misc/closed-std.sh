#!/bin/sh
# A standard descriptor closed at start: b3sum and bao, as the Rust
# programs they match, whose runtime opens /dev/null in its place, read
# a closed standard input as empty and write to a closed standard
# output or error without an error; b2sum and bt2sum report a closed
# standard output, as coreutils does.

# Copyright (C) 2026 The blakesum authors.
# License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.

. "${srcdir=.}/tests/init.sh"; path_prepend_ ./src ./src/bao-bin
print_ver_ b2sum bt2sum b3sum bao

printf foo > a || framework_failure_
# BLAKE3 of nothing: the official b3sum.
empty=af1349b9f5f9a1a6a0404dea36dcc9499bcb25c9adc112b7cc9a93cae41f3262

echo "$empty  -" > exp || framework_failure_
b3sum <&- > out 2> err || fail=1
compare exp out || fail=1
compare /dev/null err || fail=1
echo "$empty" > exp || framework_failure_
bao hash <&- > out 2> err || fail=1
compare exp out || fail=1
compare /dev/null err || fail=1
# An empty list checks nothing; a key must have 32 bytes.
b3sum --check <&- > out 2> err || fail=1
compare /dev/null out || fail=1
compare /dev/null err || fail=1
echo 'Error: expected 32 key bytes from stdin, found 0' > exp-err \
  || framework_failure_
returns_ 1 b3sum --keyed a <&- > out 2> err || fail=1
compare exp-err err || fail=1

b3sum a >&- 2> err || fail=1
compare /dev/null err || fail=1
bao hash a >&- 2> err || fail=1
compare /dev/null err || fail=1
# A missing file still fails, its message lost.
returns_ 1 b3sum no-such-file 2>&- > out || fail=1
compare /dev/null out || fail=1

for prog in b2sum bt2sum; do
  echo "$prog: write error: Bad file descriptor" > exp-err \
    || framework_failure_
  returns_ 1 $prog a >&- 2> err || fail=1
  compare exp-err err || fail=1
done

Exit $fail
