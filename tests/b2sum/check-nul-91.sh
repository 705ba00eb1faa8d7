#!/bin/sh
# In coreutils 9.1 a NUL byte ends a checksum line's text early.

# Copyright (C) 2026 The blakesum authors.
# License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.

. "${srcdir=.}/tests/init.sh"; path_prepend_ ./src
print_ver_ b2sum

# 9.1 parses each line as a C string, so whatever follows a NUL is
# ignored.  The spec lets us follow either 9.1 or a stricter reading; we
# follow 9.1, the version Debian 12 ships, and a change would break only
# this file.

printf abc > abc || framework_failure_
printf ab > ab || framework_failure_
: > empty || framework_failure_

# The name ends at the NUL.
printf '6b  ab\000c\n6b  abc\000junk\n2e  empty\n' > list \
  || framework_failure_
cat > exp <<'EOF2'
ab: FAILED
abc: OK
empty: OK
EOF2
echo 'b2sum: WARNING: 1 computed checksum did NOT match' > exp-err \
  || framework_failure_
returns_ 1 b2sum -c list > out 2> err || fail=1
compare exp out || fail=1
compare exp-err err || fail=1

# A -z list has no newline, so it is one line and only its first record
# is checked.
printf '6b  abc\0002e  missing\000' > list || framework_failure_
echo 'abc: OK' > exp || framework_failure_
b2sum --strict -c list > out 2> err || fail=1
compare exp out || fail=1
compare /dev/null err || fail=1

# A NUL inside the digest, or inside an escaped name, or a line that is
# just a NUL, is malformed.
cat > exp-err <<'EOF2'
b2sum: list: 1: improperly formatted BLAKE2b checksum line
b2sum: list: no properly formatted checksum lines found
EOF2
for line in '6\000b  abc' '6b\000  abc' '\000' '\\6b  ab\000c'; do
  printf "$line\\n" > list || framework_failure_
  returns_ 1 b2sum -w -c list > out 2> err || fail=1
  compare /dev/null out || fail=1
  compare exp-err err || fail=1
done

Exit $fail
