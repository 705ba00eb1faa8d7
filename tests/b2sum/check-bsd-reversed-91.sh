#!/bin/sh
# In coreutils 9.1 the reversed-format state carries over to later lists.

# Copyright (C) 2026 The blakesum authors.
# License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.

. "${srcdir=.}/tests/init.sh"; path_prepend_ ./src
print_ver_ b2sum

# The state is a static variable in 9.1's digest.c that is never reset.
# The spec lets us follow either 9.1 or a per-list reset; we follow 9.1,
# the version Debian 12 ships, and a change would break only this file.

printf abc > abc || framework_failure_
: > empty || framework_failure_
: > ' empty' || framework_failure_
printf '2e  empty\n' > std || framework_failure_
printf '2e empty\n' > rev || framework_failure_

# A standard list first: every line of the reversed list is malformed.
echo 'empty: OK' > exp || framework_failure_
cat > exp-err <<'EOF2'
b2sum: rev: 1: improperly formatted BLAKE2b checksum line
b2sum: rev: no properly formatted checksum lines found
EOF2
returns_ 1 b2sum -w -c std rev > out 2> err || fail=1
compare exp out || fail=1
compare exp-err err || fail=1

# A reversed list first: the standard list's name keeps its leading blank.
cat > exp <<'EOF2'
empty: OK
 empty: OK
EOF2
b2sum --strict -c rev std > out 2> err || fail=1
compare exp out || fail=1
compare /dev/null err || fail=1

Exit $fail
