#!/bin/sh
# The per-list summary warnings of -c, singular and plural, in order.

# Copyright (C) 2026 The blakesum authors.
# License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.

. "${srcdir=.}/tests/init.sh"; path_prepend_ ./src
print_ver_ b2sum

printf abc > abc || framework_failure_

# Two of each kind of trouble: plural forms, and the fixed order
# "improperly formatted", "could not be read", "did NOT match".
printf '6b  abc\n2e  no-such\n2e  abc\n6c  abc\nxx\nyy\n2e  gone\n' > two \
  || framework_failure_
cat > exp <<'EOF2'
abc: OK
no-such: FAILED open or read
abc: FAILED
abc: FAILED
gone: FAILED open or read
EOF2
cat > exp-err <<'EOF2'
b2sum: no-such: No such file or directory
b2sum: gone: No such file or directory
b2sum: WARNING: 2 lines are improperly formatted
b2sum: WARNING: 2 listed files could not be read
b2sum: WARNING: 2 computed checksums did NOT match
EOF2
returns_ 1 b2sum -c two > out 2> err || fail=1
compare exp out || fail=1
compare exp-err err || fail=1

# One of each: singular forms.
printf 'xx\n6c  abc\n2e  no-such\n6b  abc\n' > one || framework_failure_
cat > exp <<'EOF2'
abc: FAILED
no-such: FAILED open or read
abc: OK
EOF2
cat > exp-err <<'EOF2'
b2sum: no-such: No such file or directory
b2sum: WARNING: 1 line is improperly formatted
b2sum: WARNING: 1 listed file could not be read
b2sum: WARNING: 1 computed checksum did NOT match
EOF2
returns_ 1 b2sum -c one > out 2> err || fail=1
compare exp out || fail=1
compare exp-err err || fail=1

# Each list is summarised before the next is read; the counts start
# afresh.  stdout is line buffered and stderr unbuffered, so the order in
# a shared file is fixed.
printf '6b  abc\n' > good || framework_failure_
cat > exp <<'EOF2'
abc: FAILED
b2sum: no-such: No such file or directory
no-such: FAILED open or read
abc: OK
b2sum: WARNING: 1 line is improperly formatted
b2sum: WARNING: 1 listed file could not be read
b2sum: WARNING: 1 computed checksum did NOT match
abc: OK
abc: OK
b2sum: no-such: No such file or directory
no-such: FAILED open or read
abc: FAILED
abc: FAILED
b2sum: gone: No such file or directory
gone: FAILED open or read
b2sum: WARNING: 2 lines are improperly formatted
b2sum: WARNING: 2 listed files could not be read
b2sum: WARNING: 2 computed checksums did NOT match
EOF2
returns_ 1 b2sum -c one good two > out 2>&1 || fail=1
compare exp out || fail=1

# Three and more use the plural too.
printf '6c  abc\n6d  abc\n6e  abc\n1  x\n2  x\n3  x\n' > three \
  || framework_failure_
cat > exp-err <<'EOF2'
b2sum: WARNING: 3 lines are improperly formatted
b2sum: WARNING: 3 computed checksums did NOT match
EOF2
returns_ 1 b2sum -c three > out 2> err || fail=1
compare exp-err err || fail=1

Exit $fail
