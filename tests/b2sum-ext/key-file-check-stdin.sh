#!/bin/sh
# With --key-file=-, a checked line naming "-" fails as it does in hash
# mode: the key drained standard input, and hashing what is left would
# "verify" input nobody gave.

# Copyright (C) 2026 The blakesum authors.
# License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.

. "${srcdir=.}/tests/init.sh"; path_prepend_ ./src
print_ver_ b2sum

printf key > key || framework_failure_
: > empty || framework_failure_
# hashlib.blake2b(b'', key=b'key'): what "-" holds once the key is read,
# so that a wrongly accepted line would print OK.
d=5b3cfd8f422b490b764b55eceb330b500c79cbefa9a928ad00202b8b3c5dd778a81122570434a2e3b8bfd028d105dfefd0a9576e88ed66de742ca9fbb5f8d2b6
printf '%s  -\n%s  empty\n' $d $d > list || framework_failure_

printf '%s\n' '-: FAILED open or read' 'empty: OK' > exp || framework_failure_
cat > exp-err <<'EOF2' || framework_failure_
b2sum: -: standard input holds the key
b2sum: WARNING: 1 listed file could not be read
EOF2
returns_ 1 b2sum --key-file=- -c list < key > out 2> err || fail=1
compare exp out || fail=1
compare exp-err err || fail=1

# --ignore-missing does not hide it: "-" is not missing.
returns_ 1 b2sum --key-file=- --ignore-missing -c list < key > out 2> err \
  || fail=1
compare exp out || fail=1
compare exp-err err || fail=1

# --status keeps the message and the failure.
echo 'b2sum: -: standard input holds the key' > exp-err || framework_failure_
returns_ 1 b2sum --key-file=- --status -c list < key > out 2> err || fail=1
compare /dev/null out || fail=1
compare exp-err err || fail=1

# A key from a file leaves "-" to be checked as usual.
printf '%s\n' '-: OK' 'empty: OK' > exp || framework_failure_
b2sum --key-file=key -c list < empty > out 2> err || fail=1
compare exp out || fail=1
compare /dev/null err || fail=1

Exit $fail
