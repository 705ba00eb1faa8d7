#!/bin/sh
# --tag prints BSD-style lines: BLAKE3 (NAME) = HASH.

# Copyright (C) 2026 The blakesum authors.
# License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.

. "${srcdir=.}/tests/init.sh"; path_prepend_ ./src
print_ver_ b3sum

printf abc > abc || framework_failure_
printf foo > foo || framework_failure_
printf q > 'x\y' || framework_failure_
nl=$(printf 'n\nl') || framework_failure_
cr=$(printf 'c\rr') || framework_failure_
printf z > "$nl" || framework_failure_
printf z > "$cr" || framework_failure_
printf z > 'a  b) = c' || framework_failure_

# Files, in order, and standard input.
cat > exp <<'EOF2'
BLAKE3 (abc) = 6437b3ac38465133ffb63b75273a8db548c558465d79db03fd359c6cd5bd9d85
BLAKE3 (foo) = 04e0bb39f30b1a3feb89f536c93be15055482df748674b00d26e5a75777702e9
BLAKE3 (-) = 6437b3ac38465133ffb63b75273a8db548c558465d79db03fd359c6cd5bd9d85
BLAKE3 (a  b) = c) = 1104908ab930e671002c7cd7f3fc921570b1bf64ecfa12fe363585c630eaca6b
EOF2
b3sum --tag abc foo - 'a  b) = c' < abc > out 2> err || fail=1
compare exp out || fail=1
compare /dev/null err || fail=1

# An escaped name puts the backslash before "BLAKE3".
cat > exp <<'EOF2'
\BLAKE3 (x\\y) = f003db3c8fddc3611cd75cdcb05108606923e0bc137e99f53a83bfdd5c8fd6d6
\BLAKE3 (n\nl) = 1104908ab930e671002c7cd7f3fc921570b1bf64ecfa12fe363585c630eaca6b
\BLAKE3 (c\rr) = 1104908ab930e671002c7cd7f3fc921570b1bf64ecfa12fe363585c630eaca6b
EOF2
b3sum --tag 'x\y' "$nl" "$cr" > out 2> err || fail=1
compare exp out || fail=1
compare /dev/null err || fail=1

# The tag does not change with --length.
cat > exp <<'EOF2'
BLAKE3 (abc) = 6437b3ac38
BLAKE3 (abc) = 
EOF2
b3sum --tag -l 5 abc > out 2> err || fail=1
b3sum -l 0 --tag abc >> out 2>> err || fail=1
compare exp out || fail=1
compare /dev/null err || fail=1

Exit $fail
