#!/bin/sh
# -w/--warn reports each malformed line with the list name and line number.

# Copyright (C) 2026 The blakesum authors.
# License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.

. "${srcdir=.}/tests/init.sh"; path_prepend_ ./src
print_ver_ b2sum

printf abc > abc || framework_failure_
printf 'x\n6b  abc\ny\n' > list || framework_failure_

echo 'abc: OK' > exp || framework_failure_
cat > exp-err <<'EOF2'
b2sum: list: 1: improperly formatted BLAKE2b checksum line
b2sum: list: 3: improperly formatted BLAKE2b checksum line
b2sum: WARNING: 2 lines are improperly formatted
EOF2
for opt in -w --warn --wa; do
  b2sum $opt -c list > out 2> err || fail=1
  compare exp out || fail=1
  compare exp-err err || fail=1
done

# Without --warn only the summary appears.
echo 'b2sum: WARNING: 2 lines are improperly formatted' > exp-err2 \
  || framework_failure_
b2sum -c list > out 2> err || fail=1
compare exp out || fail=1
compare exp-err2 err || fail=1

# Each line is reported as it is read, between the OK lines (stdout is
# line buffered and stderr unbuffered, so the order in one file is fixed).
cat > exp <<'EOF2'
b2sum: list: 1: improperly formatted BLAKE2b checksum line
abc: OK
b2sum: list: 3: improperly formatted BLAKE2b checksum line
b2sum: WARNING: 2 lines are improperly formatted
EOF2
b2sum -wc list > out 2>&1 || fail=1
compare exp out || fail=1

# The list name is shell-quoted; standard input is 'standard input'.
cp list 'my list' || framework_failure_
cp list 'a:b' || framework_failure_
cat > exp-err <<'EOF2'
b2sum: 'my list': 1: improperly formatted BLAKE2b checksum line
b2sum: 'my list': 3: improperly formatted BLAKE2b checksum line
b2sum: WARNING: 2 lines are improperly formatted
b2sum: 'a:b': 1: improperly formatted BLAKE2b checksum line
b2sum: 'a:b': 3: improperly formatted BLAKE2b checksum line
b2sum: WARNING: 2 lines are improperly formatted
b2sum: 'standard input': 1: improperly formatted BLAKE2b checksum line
b2sum: 'standard input': 3: improperly formatted BLAKE2b checksum line
b2sum: WARNING: 2 lines are improperly formatted
EOF2
b2sum -w -c 'my list' 'a:b' - < list > out 2> err || fail=1
compare exp-err err || fail=1

# --warn does not change the exit status; --strict does.
returns_ 1 b2sum -w --strict -c list > out 2> err || fail=1

Exit $fail
