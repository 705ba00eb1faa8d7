#!/bin/sh
# decode --start and --count: the content from START, at most COUNT
# bytes; --start needs a real file.

# Copyright (C) 2026 The blakesum authors.
# License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.

. "${srcdir=.}/tests/init.sh"; path_prepend_ ./src/bao-bin
print_ver_ bao
. "$srcdir/tests/bao/counter.sh"

counter_ 13312 in || framework_failure_
hash=3e88d1dd20f426640077dcf82d6d4e18ee0062aa72f8ae547a0e65fcd36a0f06
bao encode in enc || fail=1
bao encode in --outboard=ob || fail=1

for start in 0 1 1023 1024 1025 5000 13311 13312 13313 99999999999; do
  tail -c +$((start + 1)) in > exp || framework_failure_
  bao decode $hash enc --start=$start > out 2> err || fail=1
  compare exp out || fail=1
  compare /dev/null err || fail=1
  bao decode $hash in --outboard=ob --start=$start > out 2> err || fail=1
  compare exp out || fail=1
  compare /dev/null err || fail=1
  head -c 1500 exp > exp-count || framework_failure_
  bao decode $hash enc --start=$start --count=1500 > out 2> err || fail=1
  compare exp-count out || fail=1
  compare /dev/null err || fail=1
done

# --count alone may read standard input.
head -c 3000 in > exp || framework_failure_
bao decode $hash --count=3000 < enc > out 2> err || fail=1
compare exp out || fail=1
compare /dev/null err || fail=1

# --start seeks, so the input and the outboard must be files.
echo 'Error: input must be a real file' > exp || framework_failure_
returns_ 1 bao decode $hash --start=1 < enc > out 2> err || fail=1
compare /dev/null out || fail=1
compare exp err || fail=1
returns_ 1 bao decode $hash in --outboard=- --start=1 < ob > out 2> err \
  || fail=1
compare /dev/null out || fail=1
compare exp err || fail=1

Exit $fail
