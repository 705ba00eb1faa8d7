#!/bin/sh
# b2sum -c without -a checks untagged lines as BLAKE2b, as coreutils
# does; when such a line fails but the file's digest by another
# algorithm of the same full length matches, a hint says so.

# Copyright (C) 2026 The blakesum authors.
# License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.

. "${srcdir=.}/tests/init.sh"; path_prepend_ ./src
print_ver_ b2sum

printf abc > abc || framework_failure_
printf xyz > xyz || framework_failure_

# What b2sum -a blake2sp and -a blake2bp write (tag-algorithms.sh's
# literals), and a BLAKE2b-256 line of another file (hashlib).
cat > list <<'EOF2'
70f75b58f1fecab821db43c88ad84edde5a52600616cd22517b7bb14d440a7d5  abc
b91a6b66ae87526c400b0a8b53774dc65284ad8f6575f8148ff93dff943a6ecd8362130f22d6dae633aa0f91df4ac89aaff31d0f1b923c898e82025dedbdad6e  abc
EOF2
printf 'abc: FAILED\nabc: FAILED\n' > exp || framework_failure_
cat > exp-err <<'EOF2'
b2sum: list: 1: the checksum is BLAKE2sp's, not BLAKE2b's: check with -a blake2sp
b2sum: WARNING: 2 computed checksums did NOT match
EOF2
returns_ 1 b2sum -c list > out 2> err || fail=1
compare exp out || fail=1
compare exp-err err || fail=1
# One hint per list: the second line is BLAKE2bp's.
sed 1d list > list2 || framework_failure_
cat > exp-err <<'EOF2'
b2sum: list2: 1: the checksum is BLAKE2bp's, not BLAKE2b's: check with -a blake2bp
b2sum: WARNING: 1 computed checksum did NOT match
EOF2
returns_ 1 b2sum -c list2 > out 2> err || fail=1
compare exp-err err || fail=1

# --status says nothing, and -a blake2sp checks the list.
returns_ 1 b2sum --status -c list > out 2> err || fail=1
compare /dev/null out || fail=1
compare /dev/null err || fail=1
sed 2d list > list1 || framework_failure_
echo 'abc: OK' > exp || framework_failure_
b2sum -a blake2sp -c list1 > out 2> err || fail=1
compare exp out || fail=1
compare /dev/null err || fail=1

# A BLAKE2b line that does not match gets coreutils' messages alone.
echo 'bddd813c634239723171ef3fee98579b94964e3bb1cb3e427262c8c068d52319  xyz' \
  > b2 || framework_failure_
echo 'xyz: FAILED' > exp || framework_failure_
echo 'b2sum: WARNING: 1 computed checksum did NOT match' > exp-err \
  || framework_failure_
returns_ 1 b2sum -c b2 > out 2> err || fail=1
compare exp out || fail=1
compare exp-err err || fail=1

# Only the first mismatching line is tried with the other algorithms,
# so that a list of damaged files is not read twice over.
sed 1q list | cat b2 - > b2-then-sp || framework_failure_
printf 'xyz: FAILED\nabc: FAILED\n' > exp || framework_failure_
echo 'b2sum: WARNING: 2 computed checksums did NOT match' > exp-err \
  || framework_failure_
returns_ 1 b2sum -c b2-then-sp > out 2> err || fail=1
compare exp out || fail=1
compare exp-err err || fail=1

Exit $fail
