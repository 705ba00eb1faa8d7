#!/bin/sh
# decode reads the encoding from a pipe, and its output may be a pipe
# that closes early: a broken pipe ends decode quietly, with status 0.

# Copyright (C) 2026 The blakesum authors.
# License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.

. "${srcdir=.}/tests/init.sh"; path_prepend_ ./src/bao-bin
print_ver_ bao
. "$srcdir/tests/bao/counter.sh"

counter_ 13312 in || framework_failure_
hash=3e88d1dd20f426640077dcf82d6d4e18ee0062aa72f8ae547a0e65fcd36a0f06
bao encode in enc || fail=1

cat enc | bao decode $hash > out 2> err || fail=1
compare in out || fail=1
compare /dev/null err || fail=1
bao encode in --outboard=ob || fail=1
cat ob | bao decode $hash in --outboard=- > out 2> err || fail=1
compare in out || fail=1
compare /dev/null err || fail=1

# A reader that stops early: bao must neither die of SIGPIPE nor fail.
# A large input keeps bao writing after head exits.
head -c 5000000 /dev/zero > big || framework_failure_
bao encode big bigenc || fail=1
bighash=$(bao hash big) || fail=1
(bao decode $bighash bigenc 2> err; echo $? > status) | head -c 100 > out
echo 0 > exp || framework_failure_
compare exp status || fail=1
compare /dev/null err || fail=1
test $(wc -c < out) = 100 || fail=1

Exit $fail
