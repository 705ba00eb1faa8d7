#!/bin/sh
# Every failed write is an error: "Error: ..." and status 1 (bao hash
# included, where the official panics).  A broken pipe is an error of
# slice, not of the decoders (decode-pipe.sh).

# Copyright (C) 2026 The blakesum authors.
# License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.

. "${srcdir=.}/tests/init.sh"; path_prepend_ ./src/bao-bin
print_ver_ bao

test -w /dev/full && test -c /dev/full || skip_ '/dev/full is not available'

printf abc > in || framework_failure_
bao encode in enc || fail=1
bao slice 0 1 enc slice || fail=1
h=6437b3ac38465133ffb63b75273a8db548c558465d79db03fd359c6cd5bd9d85

echo 'Error: No space left on device (os error 28)' > exp || framework_failure_
for args in "hash in" "hash in in" "decode $h enc" "slice 0 1 enc" \
    "decode-slice $h 0 1 slice" "decode $h enc /dev/full"; do
  returns_ 1 bao $args > /dev/full 2> err || fail=1
  compare exp err || fail=1
done
returns_ 1 bao encode in /dev/full 2> err || fail=1
compare exp err || fail=1

# slice reports a broken pipe.
head -c 5000000 /dev/zero > big || framework_failure_
bao encode big bigenc || fail=1
(bao slice 0 5000000 bigenc 2> err; echo $? > status) | head -c 10 > /dev/null
echo 1 > exp || framework_failure_
compare exp status || fail=1
echo 'Error: Broken pipe (os error 32)' > exp || framework_failure_
compare exp err || fail=1

Exit $fail
