#!/bin/sh
# With standard input closed, a file b2sum opens (a list, a key file)
# does not take descriptor 0: a "-" still names the closed standard
# input and fails, as in coreutils, rather than reading that file.

# Copyright (C) 2026 The blakesum authors.
# License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.

. "${srcdir=.}/tests/init.sh"; path_prepend_ ./src
print_ver_ b2sum bt2sum

printf abc > abc || framework_failure_
# BLAKE2b-8 of "abc" and of nothing (Python's hashlib); a list whose
# "-" line matches the empty rest of the list itself.
printf '6b  abc\n2e  -\n' > list || framework_failure_

# The outputs of coreutils 9.1's b2sum.
printf 'abc: OK\n-: FAILED open or read\n' > exp || framework_failure_
cat > exp-err <<'EOF2'
b2sum: -: Bad file descriptor
b2sum: WARNING: 1 listed file could not be read
b2sum: standard input: Bad file descriptor
EOF2
returns_ 1 b2sum -l 8 -c list <&- > out 2> err || fail=1
compare exp out || fail=1
compare exp-err err || fail=1

# A key file read while standard input is closed.
printf k > key || framework_failure_
cat > exp-err <<'EOF2'
b2sum: -: Bad file descriptor
b2sum: standard input: Bad file descriptor
EOF2
returns_ 1 b2sum --key-file key - <&- > out 2> err || fail=1
compare /dev/null out || fail=1
compare exp-err err || fail=1

# bt2sum shares the check.
printf '%s  -\n' \
  "$(printf '' | bt2sum | cut -d ' ' -f 1)" > list2 || framework_failure_
echo '-: FAILED open or read' > exp || framework_failure_
sed 's/^b2sum/bt2sum/' > exp-err <<'EOF2'
b2sum: -: Bad file descriptor
b2sum: WARNING: 1 listed file could not be read
b2sum: standard input: Bad file descriptor
EOF2
returns_ 1 bt2sum -c list2 <&- > out 2> err || fail=1
compare exp out || fail=1
compare exp-err err || fail=1

Exit $fail
