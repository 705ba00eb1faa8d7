#!/bin/sh
# Default BLAKE2b-512 output for one or more files, in operand order.

# Copyright (C) 2026 The blakesum authors.
# License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.

. "${srcdir=.}/tests/init.sh"; path_prepend_ ./src
print_ver_ b2sum

: > empty || framework_failure_
printf abc > abc || framework_failure_
printf 'hello\n' > hello || framework_failure_

# The RFC 7693 vector for "abc" and the digest of the empty input.
cat > exp <<'EOF2'
ba80a53f981c4d0d6a2797b69f12f6e94c212f14685ac4b74b12bb6fdbffa2d17d87c5392aab792dc252d5de4533cc9518d38aa8dbf1925ab92386edd4009923  abc
786a02f742015903c6c6fd852552d272912f4740e15847618a86e217f71f5419d25e1031afee585313896444934eb04b903a685b1448b755d56f701afe9be2ce  empty
EOF2
b2sum abc empty > out 2> err || fail=1
compare exp out || fail=1
compare /dev/null err || fail=1

# Operands are processed in the order given, duplicates included.
cat > exp <<'EOF2'
f60ce482e5cc1229f39d71313171a8d9f4ca3a87d066bf4b205effb528192a75f14f3271e2c1a90e1de53f275b4d4793eef2f5e31ea90d2ce29d2e481c36435f  hello
ba80a53f981c4d0d6a2797b69f12f6e94c212f14685ac4b74b12bb6fdbffa2d17d87c5392aab792dc252d5de4533cc9518d38aa8dbf1925ab92386edd4009923  abc
f60ce482e5cc1229f39d71313171a8d9f4ca3a87d066bf4b205effb528192a75f14f3271e2c1a90e1de53f275b4d4793eef2f5e31ea90d2ce29d2e481c36435f  hello
EOF2
b2sum hello abc hello > out 2> err || fail=1
compare exp out || fail=1
compare /dev/null err || fail=1

# The name is printed as given, path components included.
mkdir d || framework_failure_
printf abc > d/abc || framework_failure_
cat > exp <<'EOF2'
ba80a53f981c4d0d6a2797b69f12f6e94c212f14685ac4b74b12bb6fdbffa2d17d87c5392aab792dc252d5de4533cc9518d38aa8dbf1925ab92386edd4009923  d/abc
ba80a53f981c4d0d6a2797b69f12f6e94c212f14685ac4b74b12bb6fdbffa2d17d87c5392aab792dc252d5de4533cc9518d38aa8dbf1925ab92386edd4009923  ./d/../abc
EOF2
b2sum d/abc ./d/../abc > out 2> err || fail=1
compare exp out || fail=1
compare /dev/null err || fail=1

# Options may follow operands (getopt permutes), and "--" ends options
# so that a file named "-l" is hashed rather than parsed.
printf abc > ./-l || framework_failure_
cat > exp <<'EOF2'
6b  abc
6b  -l
EOF2
b2sum abc -l 8 -- -l > out 2> err || fail=1
compare exp out || fail=1
compare /dev/null err || fail=1

Exit $fail
