#!/bin/sh
# -c on BSD-reversed lines ("HEX name") and their mixing with standard ones.

# Copyright (C) 2026 The blakesum authors.
# License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.

. "${srcdir=.}/tests/init.sh"; path_prepend_ ./src
print_ver_ b2sum

printf abc > abc || framework_failure_
: > empty || framework_failure_
: > ' empty' || framework_failure_
: > '*empty' || framework_failure_

# A single space, or a TAB, between digest and name: the name starts
# right after it.
printf '6b abc\n2e empty\n6b\tabc\n' > list || framework_failure_
cat > exp <<'EOF2'
abc: OK
empty: OK
abc: OK
EOF2
b2sum --strict -c list > out 2> err || fail=1
compare exp out || fail=1
compare /dev/null err || fail=1

# The first untagged line fixes the format.  After a standard line a
# reversed one is malformed...
printf '2e  empty\n6b abc\n2e *empty\n' > list || framework_failure_
cat > exp <<'EOF2'
empty: OK
empty: OK
EOF2
cat > exp-err <<'EOF2'
b2sum: list: 2: improperly formatted BLAKE2b checksum line
b2sum: WARNING: 1 line is improperly formatted
EOF2
b2sum -w -c list > out 2> err || fail=1
compare exp out || fail=1
compare exp-err err || fail=1

# ...and after a reversed line the mode byte of a standard line stays in
# the name, so these check " empty" and "*empty".
printf '6b abc\n2e  empty\n2e *empty\n' > list || framework_failure_
cat > exp <<'EOF2'
abc: OK
 empty: OK
*empty: OK
EOF2
b2sum --strict -c list > out 2> err || fail=1
compare exp out || fail=1
compare /dev/null err || fail=1

# Tagged lines neither set nor need the format.
printf 'BLAKE2b-8 (abc) = 6b\n6b abc\nBLAKE2b-8 (empty) = 2e\n2e  empty\n' \
  > list || framework_failure_
cat > exp <<'EOF2'
abc: OK
abc: OK
empty: OK
 empty: OK
EOF2
b2sum --strict -c list > out 2> err || fail=1
compare exp out || fail=1
compare /dev/null err || fail=1

# "HEX" plus two spaces leaves a single byte, which reads as a reversed
# line naming " "; the next standard line then keeps its mode byte.
printf '2e  \n2e  empty\n' > list || framework_failure_
cat > exp <<'EOF2'
 : FAILED open or read
 empty: OK
EOF2
cat > exp-err <<'EOF2'
b2sum: ' ': No such file or directory
b2sum: WARNING: 1 listed file could not be read
EOF2
returns_ 1 b2sum -c list > out 2> err || fail=1
compare exp out || fail=1
compare exp-err err || fail=1

Exit $fail
