#!/bin/sh
# A key too long for BLAKE2s names its file, as one too long for BLAKE2b does.

# Copyright (C) 2026 The blakesum authors.
# License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.

. "${srcdir=.}/tests/init.sh"; path_prepend_ ./src
print_ver_ b2sum

printf abc > abc || framework_failure_
make_pattern_ 65 || framework_failure_
head -c 33 pattern > key33 || framework_failure_
head -c 65 pattern > key65 || framework_failure_
echo 'b2sum: key65: a key must be 1 to 64 bytes long' > exp-err \
  || framework_failure_
returns_ 1 b2sum --key-file=key65 abc > out 2> err || fail=1
compare /dev/null out || fail=1
compare exp-err err || fail=1
# BLAKE2s and BLAKE2sp take 1 to 32 bytes, whichever of -a and
# --key-file comes first.
echo 'b2sum: key33: a key must be 1 to 32 bytes long' > exp-err \
  || framework_failure_
for opts in '-a blake2s --key-file=key33' '--key-file=key33 -a blake2s' \
            '-a blake2sp --key-file=key33'; do
  returns_ 1 b2sum $opts abc > out 2> err || fail=1
  compare /dev/null out || fail=1
  compare exp-err err || fail=1
done
echo 'b2sum: key65: a key must be 1 to 32 bytes long' > exp-err \
  || framework_failure_
returns_ 1 b2sum -a blake2s --key-file=key65 abc > out 2> err || fail=1
compare /dev/null out || fail=1
compare exp-err err || fail=1

Exit $fail
