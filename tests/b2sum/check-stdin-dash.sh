#!/bin/sh
# -c reads a list from stdin for "-" or no operand; a listed "-" is stdin.

# Copyright (C) 2026 The blakesum authors.
# License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.

. "${srcdir=.}/tests/init.sh"; path_prepend_ ./src
print_ver_ b2sum

printf abc > abc || framework_failure_
printf '6b  abc\n' > list || framework_failure_

echo 'abc: OK' > exp || framework_failure_
b2sum -c < list > out 2> err || fail=1
compare exp out || fail=1
compare /dev/null err || fail=1
b2sum -c - < list > out 2> err || fail=1
compare exp out || fail=1
compare /dev/null err || fail=1
cat list | b2sum -c > out 2> err || fail=1
compare exp out || fail=1
compare /dev/null err || fail=1

# When the list is read from standard input, a line naming "-" is
# malformed in every format; "./-" is just a file name.
printf '6b  abc\n6b  -\n6b -\nBLAKE2b-8 (-) = 6b\n\\6b  -\n' > dash-list \
  || framework_failure_
echo 'abc: OK' > exp || framework_failure_
cat > exp-err <<'EOF2'
b2sum: 'standard input': 2: improperly formatted BLAKE2b checksum line
b2sum: 'standard input': 3: improperly formatted BLAKE2b checksum line
b2sum: 'standard input': 4: improperly formatted BLAKE2b checksum line
b2sum: 'standard input': 5: improperly formatted BLAKE2b checksum line
b2sum: WARNING: 4 lines are improperly formatted
EOF2
b2sum -w -c < dash-list > out 2> err || fail=1
compare exp out || fail=1
compare exp-err err || fail=1
printf '6b  ./-\n' > list2 || framework_failure_
echo './-: FAILED open or read' > exp || framework_failure_
cat > exp-err <<'EOF2'
b2sum: ./-: No such file or directory
b2sum: WARNING: 1 listed file could not be read
EOF2
returns_ 1 b2sum -c < list2 > out 2> err || fail=1
compare exp out || fail=1
compare exp-err err || fail=1

# In a list read from a file, "-" means: hash standard input.  A second
# such line finds it at end of file.
printf '6b  abc\n6b  -\nBLAKE2b-8 (-) = 2e\n' > dash-list \
  || framework_failure_
cat > exp <<'EOF2'
abc: OK
-: OK
-: OK
EOF2
b2sum --strict -c dash-list < abc > out 2> err || fail=1
compare exp out || fail=1
compare /dev/null err || fail=1

# A list may be named twice; standard input is read once.
cat > exp <<'EOF2'
abc: OK
abc: OK
EOF2
b2sum -c - list < list > out 2> err || fail=1
compare exp out || fail=1
compare /dev/null err || fail=1
echo 'abc: OK' > exp || framework_failure_
echo "b2sum: 'standard input': no properly formatted checksum lines found" \
  > exp-err || framework_failure_
returns_ 1 b2sum -c - - < list > out 2> err || fail=1
compare exp out || fail=1
compare exp-err err || fail=1

Exit $fail
