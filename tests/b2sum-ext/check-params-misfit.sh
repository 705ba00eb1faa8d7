#!/bin/sh
# b2sum -c without -a: a tagged line whose algorithm the key or other
# parameter given does not fit is reported, with the cause, and fails
# the list as an unreadable file does; the other lines are checked.

# Copyright (C) 2026 The blakesum authors.
# License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.

. "${srcdir=.}/tests/init.sh"; path_prepend_ ./src
print_ver_ b2sum

printf abc > abc || framework_failure_
make_pattern_ 64 || framework_failure_
head -c 64 pattern > key64 || framework_failure_

# A 64-byte key fits BLAKE2b and BLAKE2bp but is too long for BLAKE2s.
# Digests: hashlib.blake2b with key=; key-file.sh's BLAKE2bp literal.
cat > keyed <<'EOF2'
BLAKE2b (abc) = 06bbc3dedf13a31139498655251b7588ccd3bb5aaa071b2d44d8e0a04095579ed590fbfdcf941f4370ce5ce623624e7a76d33e7a8109dcda9b57d72f8f8efa51
BLAKE2s-256 (abc) = 508c5e8c327c14e2e1a72ba34eeb452f37458b209ed63a294d999b4c86675982
BLAKE2bp-512 (abc) = 8943f40e65e41fdbbe79b701b26279125bbe120379dd77d74fdb5faf662ed6a3974aa1dce99a3349a492159fa0ded8245a5167c11886170a3af12888448fa8b2
EOF2
printf 'abc: OK\nabc: FAILED open or read\nabc: OK\n' > exp \
  || framework_failure_
cat > exp-err <<'EOF2'
b2sum: abc: not checked as BLAKE2s: key64: a key must be 1 to 32 bytes long
b2sum: WARNING: 1 listed file could not be read
EOF2
returns_ 1 b2sum --key-file=key64 -c keyed > out 2> err || fail=1
compare exp out || fail=1
compare exp-err err || fail=1
# --status keeps the cause on standard error, as for unreadable files.
head -n 1 exp-err > exp-err1 || framework_failure_
returns_ 1 b2sum --key-file=key64 --status -c keyed > out 2> err || fail=1
compare /dev/null out || fail=1
compare exp-err1 err || fail=1

# BLAKE2bp and BLAKE2sp take no salt.  Digests: hashlib.blake2b and
# hashlib.blake2s with salt=bytes.fromhex('0011').
cat > salted <<'EOF2'
BLAKE2b (abc) = 0e9de5dc7fd8d52b760622fdaccd87e8c91b2fc1c0c5b1608714f7f645138c1e818953c9def37c73b78c8bb62f3355bd1bdd7d0da639185689b87b83538a55f7
BLAKE2sp-256 (abc) = 70f75b58f1fecab821db43c88ad84edde5a52600616cd22517b7bb14d440a7d5
BLAKE2s-256 (abc) = e0037fffd0264e09858d3a41fe758c97e89c9ebbea13e751688ac7a0fbd1c34b
EOF2
cat > exp-err <<'EOF2'
b2sum: abc: not checked as BLAKE2sp: the --salt option applies only to blake2b and blake2s
b2sum: WARNING: 1 listed file could not be read
EOF2
returns_ 1 b2sum --salt=0011 -c salted > out 2> err || fail=1
compare exp out || fail=1
compare exp-err err || fail=1

Exit $fail
