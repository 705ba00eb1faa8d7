#!/bin/sh
# A corrupted encoding fails with "hash mismatch" after writing exactly
# the chunks verified before the bad one.

# Copyright (C) 2026 The blakesum authors.
# License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.

. "${srcdir=.}/tests/init.sh"; path_prepend_ ./src/bao-bin
print_ver_ bao
. "$srcdir/tests/bao/counter.sh"

# 3 chunks: header 0-7, root node 8-71, left node 72-135, chunk 0 at
# 136, chunk 1 at 1160, chunk 2 at 2184.
counter_ 2049 in || framework_failure_
hash=64770fa15a4bbe7770654c4ac68ed4f0e975ad6c85b5edb4d3db3b4b604e084e
bao encode in enc || fail=1
echo 'Error: hash mismatch' > exp-err || framework_failure_

# Offset of the corrupted byte, and how much verified content comes
# before it.
while read offset good; do
  cp enc bad || framework_failure_
  flip_ bad $offset || framework_failure_
  head -c $good in > exp || framework_failure_
  returns_ 1 bao decode $hash bad > out 2> err || fail=1
  compare exp out || fail=1
  compare exp-err err || fail=1
done <<'EOF2'
8 0
72 0
136 0
1160 1024
2184 2048
EOF2

# The wrong hash: nothing verifies.
returns_ 1 bao decode 0000000000000000000000000000000000000000000000000000000000000000 \
  enc > out 2> err || fail=1
compare /dev/null out || fail=1
compare exp-err err || fail=1

# The empty encoding is verified too.
: > empty || framework_failure_
bao encode empty emptyenc || fail=1
returns_ 1 bao decode $hash emptyenc > out 2> err || fail=1
compare /dev/null out || fail=1
compare exp-err err || fail=1

# A corrupt outboard, and corrupt content beside it.
bao encode in --outboard=ob || fail=1
cp ob badob && flip_ badob 72 || framework_failure_
returns_ 1 bao decode $hash in --outboard=badob > out 2> err || fail=1
compare /dev/null out || fail=1
compare exp-err err || fail=1
cp in badin && flip_ badin 1024 || framework_failure_
head -c 1024 in > exp || framework_failure_
returns_ 1 bao decode $hash badin --outboard=ob > out 2> err || fail=1
compare exp out || fail=1
compare exp-err err || fail=1

# A corrupt slice.
bao slice 1024 1 enc slice || fail=1
cp slice badslice && flip_ badslice 1152 || framework_failure_
returns_ 1 bao decode-slice $hash 1024 1 badslice > out 2> err || fail=1
compare /dev/null out || fail=1
compare exp-err err || fail=1

Exit $fail
