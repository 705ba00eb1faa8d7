#!/bin/sh
# --check --quiet leaves out the OK lines and nothing else.

# Copyright (C) 2026 The blakesum authors.
# License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.

. "${srcdir=.}/tests/init.sh"; path_prepend_ ./src
print_ver_ b3sum

printf 'a\n' > a || framework_failure_
printf 'b\n' > b || framework_failure_
mkdir c || framework_failure_
printf 'd\n' > c/d || framework_failure_

cat > list <<'EOF2'
81c4b7f7e0549f1514e9cae97cf40cf133920418d3dc71bedbf60ec9bd6148cb  a
9d902f9864f3043dca97e40698eee07a2fe6771591c687ed129cde8f6fcc4a79  b
3f2446562e758157e38542ed7b227a8c83c2a9bd03d8d37cf013fa29ef93d878  c/d
EOF2

# All good: silence and exit 0, with the options in any order.
for args in '--quiet -c list' '-c --quiet list' 'list --check --quiet'; do
  b3sum $args > out 2> err || fail=1
  compare /dev/null out || fail=1
  compare /dev/null err || fail=1
done
b3sum -c --quiet < list > out 2> err || fail=1
compare /dev/null out || fail=1
compare /dev/null err || fail=1

# A mismatch, an unreadable file and a malformed line are still reported.
printf 'B\n' > b || framework_failure_
rm c/d || framework_failure_
echo 'garbage' >> list || framework_failure_
cat > exp <<'EOF2'
b: FAILED
c/d: FAILED (No such file or directory (os error 2))
EOF2
cat > exp-err <<'EOF2'
b3sum: Invalid check line format
b3sum: WARNING: 3 computed checksums did NOT match
EOF2
returns_ 1 b3sum --quiet -c list > out 2> err || fail=1
compare exp out || fail=1
compare exp-err err || fail=1

Exit $fail
