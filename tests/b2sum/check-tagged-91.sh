#!/bin/sh
# coreutils 9.1 quirks in parsing the BLAKE2b tag of a checksum line.

# Copyright (C) 2026 The blakesum authors.
# License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.

. "${srcdir=.}/tests/init.sh"; path_prepend_ ./src
print_ver_ b2sum

# 9.1 consumes any one byte after "BLAKE2b" when no "-" follows, and reads
# the tag length with xstrtoumax in base 0.  coreutils 9.9 rewrote the tag
# parser and 9.11 requires a digit, so newer releases reject all of these.
# We follow 9.1, the version Debian 12 ships; the newer behaviour would
# break only this file.

printf abc > abc || framework_failure_

h512=ba80a53f981c4d0d6a2797b69f12f6e94c212f14685ac4b74b12bb6fdbffa2d17d87c5392aab792dc252d5de4533cc9518d38aa8dbf1925ab92386edd4009923
h256=bddd813c634239723171ef3fee98579b94964e3bb1cb3e427262c8c068d52319

echo 'abc: OK' > exp || framework_failure_
for line in \
  "BLAKE2bX (abc) = $h512" \
  "BLAKE2b  (abc) = $h512" \
  "BLAKE2b*(abc)= $h512" \
  "BLAKE2b-0x100 (abc) = $h256" \
  "BLAKE2b-0400 (abc) = $h256" \
  "BLAKE2b-+256 (abc) = $h256" \
  "BLAKE2b- 256 (abc) = $h256"; do
  printf '%s\n' "$line" > list || framework_failure_
  b2sum --strict -c list > out 2> err || fail=1
  compare exp out || fail=1
  compare /dev/null err || fail=1
done

# Only one such byte is skipped: three spaces are too many.
printf '%s\n' "BLAKE2b   (abc) = $h512" > list || framework_failure_
cat > exp-err <<'EOF2'
b2sum: list: 1: improperly formatted BLAKE2b checksum line
b2sum: list: no properly formatted checksum lines found
EOF2
returns_ 1 b2sum -w -c list > out 2> err || fail=1
compare /dev/null out || fail=1
compare exp-err err || fail=1

Exit $fail
