#!/bin/sh
# -c on BSD-style and OpenSSL-style tagged lines, lengths from the tag.

# Copyright (C) 2026 The blakesum authors.
# License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.

. "${srcdir=.}/tests/init.sh"; path_prepend_ ./src
print_ver_ b2sum

printf abc > abc || framework_failure_

h512=ba80a53f981c4d0d6a2797b69f12f6e94c212f14685ac4b74b12bb6fdbffa2d17d87c5392aab792dc252d5de4533cc9518d38aa8dbf1925ab92386edd4009923
h256=bddd813c634239723171ef3fee98579b94964e3bb1cb3e427262c8c068d52319
H256=BDDD813C634239723171EF3FEE98579B94964E3BB1CB3E427262C8C068D52319

# Each line is checked alone and must pass: BSD style, OpenSSL style
# (no space before "(" nor before "="), blanks (space or TAB) around "=",
# leading blanks, a leading backslash, an explicit -512, and upper case hex.
echo 'abc: OK' > exp || framework_failure_
for line in \
  "BLAKE2b (abc) = $h512" \
  "BLAKE2b(abc)= $h512" \
  "BLAKE2b (abc)=$h512" \
  "BLAKE2b (abc)	=	$h512" \
  "BLAKE2b (abc)  =  $h512" \
  "  BLAKE2b (abc) = $h512" \
  "	BLAKE2b (abc) = $h512" \
  "\\BLAKE2b (abc) = $h512" \
  " \\BLAKE2b (abc) = $h512" \
  "BLAKE2b-512 (abc) = $h512" \
  "BLAKE2b-256 (abc) = $h256" \
  "BLAKE2b-256(abc)= $h256" \
  "BLAKE2b-256 (abc) = $H256" \
  "BLAKE2b-8 (abc) = 6b"; do
  printf '%s\n' "$line" > list || framework_failure_
  b2sum --strict -c list > out 2> err || fail=1
  compare exp out || fail=1
  compare /dev/null err || fail=1
done

# The name runs to the last ")" on the line.
printf abc > 'p(a)r' || framework_failure_
printf abc > 'eq) = x' || framework_failure_
printf abc > ' abc' || framework_failure_
cat > list <<EOF2
BLAKE2b (p(a)r) = $h512
BLAKE2b (eq) = x) = $h512
BLAKE2b ( abc) = $h512
EOF2
cat > exp <<'EOF2'
p(a)r: OK
eq) = x: OK
 abc: OK
EOF2
b2sum --strict -c list > out 2> err || fail=1
compare exp out || fail=1
compare /dev/null err || fail=1

# The tag's length decides: a correct 256-bit digest of another input
# is a mismatch, not a format error.
echo "BLAKE2b-256 (abc) = 0e5751c026e543b2e8ab2eb06099daa1d1e5df47778f7787faab45cdf12fe3a8" \
  > list || framework_failure_
echo 'abc: FAILED' > exp || framework_failure_
echo 'b2sum: WARNING: 1 computed checksum did NOT match' > exp-err \
  || framework_failure_
returns_ 1 b2sum -c list > out 2> err || fail=1
compare exp out || fail=1
compare exp-err err || fail=1

# An empty name is accepted and then fails to open.
echo "BLAKE2b () = $h512" > list || framework_failure_
echo ': FAILED open or read' > exp || framework_failure_
cat > exp-err <<'EOF2'
b2sum: '': No such file or directory
b2sum: WARNING: 1 listed file could not be read
EOF2
returns_ 1 b2sum -c list > out 2> err || fail=1
compare exp out || fail=1
compare exp-err err || fail=1

# Round trips as in coreutils' tests/misc/b2sum.sh: names with leading
# blanks or "*" survive, in BSD and OpenSSL style, at -l 0 and -l 128.
for name in a ' b' '*c' 44 ' '; do
  printf abc > "$name" || framework_failure_
done
cat > exp <<'EOF2'
a: OK
 b: OK
*c: OK
44: OK
 : OK
EOF2
for len in 0 128; do
  b2sum --tag -l $len a ' b' '*c' 44 ' ' > list || framework_failure_
  b2sum --strict -c list > out 2> err || fail=1
  compare exp out || fail=1
  compare /dev/null err || fail=1
  sed 's/ //; s/ =/=/' list > openssl || framework_failure_
  b2sum --strict -c openssl > out 2> err || fail=1
  compare exp out || fail=1
  compare /dev/null err || fail=1
done

Exit $fail
