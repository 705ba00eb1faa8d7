#!/bin/sh
# Check mode: a listed file whose read fails (EIO, injected by strace)
# is reported as unreadable, the other lines are still checked in order,
# and the exit status is 1.

# Copyright (C) 2026 The blakesum authors.
# License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.

. "${srcdir=.}/tests/init.sh"; path_prepend_ ./src
print_ver_ b2sum bt2sum b3sum
require_strace_

printf abc > a || framework_failure_
printf abc > bad || framework_failure_
printf xyz > c || framework_failure_

# Digests from Python's hashlib (blake2b, digest_size=8), the tree
# formula of doc/tree-mode.md in hashlib, and the official b3sum.
cat > list-b2sum <<'EOF2'
d8bb14d833d59559  a
d8bb14d833d59559  bad
4f26fdcb370533a5  c
EOF2
cat > list-bt2sum <<'EOF2'
568e32e6780278cf  a
568e32e6780278cf  bad
d0ce3e439c5f9476  c
EOF2
cat > list-b3sum <<'EOF2'
6437b3ac38465133ffb63b75273a8db548c558465d79db03fd359c6cd5bd9d85  a
6437b3ac38465133ffb63b75273a8db548c558465d79db03fd359c6cd5bd9d85  bad
f006b5ee4890b66656cf6c23998e25196a163644665dc9d4b47da1fca3037023  c
EOF2

# coreutils: the error on stderr, "FAILED open or read", and a warning.
cat > exp <<'EOF2'
a: OK
bad: FAILED open or read
c: OK
EOF2
for prog in b2sum bt2sum; do
  cat > exp-err <<EOF2
$prog: bad: Input/output error
$prog: WARNING: 1 listed file could not be read
EOF2
  returns_ 1 inject_ bad read:error=EIO $prog -c list-$prog > out 2> err \
    || fail=1
  compare exp out || fail=1
  compare exp-err err || fail=1
done

# b3sum: the error in the FAILED line, and one warning that counts every
# failure.  The official b3sum adds " (os error 5)".
cat > exp <<'EOF2'
a: OK
bad: FAILED (Input/output error (os error 5))
c: OK
EOF2
echo 'b3sum: WARNING: 1 computed checksum did NOT match' > exp-err \
  || framework_failure_
for opt in '' --no-mmap; do
  returns_ 1 inject_ bad read:error=EIO b3sum -c $opt list-b3sum \
    > out 2> err || fail=1
  compare exp out || fail=1
  compare exp-err err || fail=1
done

Exit $fail
