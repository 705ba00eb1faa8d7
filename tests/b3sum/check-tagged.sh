#!/bin/sh
# --check reads BSD-style lines too: BLAKE3 (NAME) = HASH.

# Copyright (C) 2026 The blakesum authors.
# License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.

. "${srcdir=.}/tests/init.sh"; path_prepend_ ./src
print_ver_ b3sum

printf 'a\n' > a || framework_failure_
printf 'b\n' > b || framework_failure_
printf q > 'foo) = bar' || framework_failure_
printf q > 'x\y' || framework_failure_
printf q > 'p(q)' || framework_failure_
printf q > 'a  b' || framework_failure_

# Tagged and untagged lines mix.  The name ends at the last ") = ", and
# a backslash before "BLAKE3" marks an escaped name.
cat > list <<'EOF2'
BLAKE3 (a) = 81c4b7f7e0549f1514e9cae97cf40cf133920418d3dc71bedbf60ec9bd6148cb
9d902f9864f3043dca97e40698eee07a2fe6771591c687ed129cde8f6fcc4a79  b
BLAKE3 (foo) = bar) = f003db3c8fddc3611cd75cdcb05108606923e0bc137e99f53a83bfdd5c8fd6d6
\BLAKE3 (x\\y) = f003db3c8fddc3611cd75cdcb05108606923e0bc137e99f53a83bfdd5c8fd6d6
BLAKE3 (p(q)) = f003db3c8fddc3611cd75cdcb05108606923e0bc137e99f53a83bfdd5c8fd6d6
EOF2
cat > exp <<'EOF2'
a: OK
b: OK
foo) = bar: OK
\x\\y: OK
p(q): OK
EOF2
b3sum -c list > out 2> err || fail=1
compare exp out || fail=1
compare /dev/null err || fail=1

# A name with two spaces.  Official b3sum 1.8.6 splits such a line as an
# untagged one first and reports "Invalid hash length"; that is a bug
# which we do not copy.
echo 'BLAKE3 (a  b) = f003db3c8fddc3611cd75cdcb05108606923e0bc137e99f53a83bfdd5c8fd6d6' \
  > list2 || framework_failure_
echo 'a  b: OK' > exp || framework_failure_
b3sum -c list2 > out 2> err || fail=1
compare exp out || fail=1
compare /dev/null err || fail=1

# Mismatches, unreadable files and bad tagged lines.
cat > list3 <<'EOF2'
BLAKE3 (a) = 9d902f9864f3043dca97e40698eee07a2fe6771591c687ed129cde8f6fcc4a79
BLAKE3 (missing) = 9d902f9864f3043dca97e40698eee07a2fe6771591c687ed129cde8f6fcc4a79
BLAKE3 () = 9d902f9864f3043dca97e40698eee07a2fe6771591c687ed129cde8f6fcc4a79
BLAKE3 (a) = 9d902f9864f3043dca97e40698eee07a2fe6771591c687ed129cde8f6fcc4a7
BLAKE3 (a) = 9D902F9864F3043DCA97E40698EEE07A2FE6771591C687ED129CDE8F6FCC4A79
BLAKE3 (a) 9d902f9864f3043dca97e40698eee07a2fe6771591c687ed129cde8f6fcc4a79
BLAKE3(a) = 9d902f9864f3043dca97e40698eee07a2fe6771591c687ed129cde8f6fcc4a79
BLAKE3-256 (a) = 9d902f9864f3043dca97e40698eee07a2fe6771591c687ed129cde8f6fcc4a79
BLAKE3 (b) = 9d902f9864f3043dca97e40698eee07a2fe6771591c687ed129cde8f6fcc4a79
EOF2
cat > exp <<'EOF2'
a: FAILED
missing: FAILED (No such file or directory (os error 2))
b: OK
EOF2
cat > exp-err <<'EOF2'
b3sum: empty file path
b3sum: Invalid hash length
b3sum: Invalid hex
b3sum: Invalid check line format
b3sum: Invalid check line format
b3sum: Invalid check line format
b3sum: WARNING: 8 computed checksums did NOT match
EOF2
returns_ 1 b3sum -c list3 > out 2> err || fail=1
compare exp out || fail=1
compare exp-err err || fail=1

Exit $fail
