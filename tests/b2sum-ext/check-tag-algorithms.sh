#!/bin/sh
# Without -a, b2sum -c takes each tagged line's algorithm from its tag,
# as coreutils 9.1's cksum -c does, so a list may mix the algorithms.

# Copyright (C) 2026 The blakesum authors.
# License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.

. "${srcdir=.}/tests/init.sh"; path_prepend_ ./src
print_ver_ b2sum

printf abc > abc || framework_failure_
: > empty || framework_failure_

# BLAKE2b and BLAKE2s: hashlib.blake2b and hashlib.blake2s with
# digest_size=; BLAKE2bp and BLAKE2sp: the literals of
# tag-algorithms.sh, checked against the reference construction.
cat > mixed <<'EOF2'
BLAKE2b (abc) = ba80a53f981c4d0d6a2797b69f12f6e94c212f14685ac4b74b12bb6fdbffa2d17d87c5392aab792dc252d5de4533cc9518d38aa8dbf1925ab92386edd4009923
BLAKE2bp-512 (abc) = b91a6b66ae87526c400b0a8b53774dc65284ad8f6575f8148ff93dff943a6ecd8362130f22d6dae633aa0f91df4ac89aaff31d0f1b923c898e82025dedbdad6e
BLAKE2s-256 (abc) = 508c5e8c327c14e2e1a72ba34eeb452f37458b209ed63a294d999b4c86675982
BLAKE2sp-256 (abc) = 70f75b58f1fecab821db43c88ad84edde5a52600616cd22517b7bb14d440a7d5
BLAKE2b-256 (abc) = bddd813c634239723171ef3fee98579b94964e3bb1cb3e427262c8c068d52319
BLAKE2bp-128 (abc) = 60b2f261cbaed6530e072c5564a02723
BLAKE2s-128 (abc) = aa4938119b1dc7b87cbad0ffd200d0ae
BLAKE2sp-128 (abc) = 88f52143a5acf10702b0a0de90530472
BLAKE2bp-512 (empty) = b5ef811a8038f70b628fa8b294daae7492b1ebe343a80eaabbf1f6ae664dd67b9d90b0120791eab81dc96985f28849f6a305186a85501b405114bfa678df9380
BLAKE2sp-256 (empty) = dd0e891776933f43c7d032b08a917e25741f8aa9a12c12e1cac8801500f2ca4f
0e5751c026e543b2e8ab2eb06099daa1d1e5df47778f7787faab45cdf12fe3a8  empty
EOF2
for n in abc abc abc abc abc abc abc abc empty empty empty; do
  echo "$n: OK"
done > exp || framework_failure_
b2sum --strict -c mixed > out 2> err || fail=1
compare exp out || fail=1
compare /dev/null err || fail=1

# Each line is checked with its own algorithm: a BLAKE2s digest under a
# BLAKE2sp tag fails, the other lines still pass.
cat > wrong <<'EOF2'
BLAKE2sp-256 (abc) = 508c5e8c327c14e2e1a72ba34eeb452f37458b209ed63a294d999b4c86675982
BLAKE2s-256 (abc) = 508c5e8c327c14e2e1a72ba34eeb452f37458b209ed63a294d999b4c86675982
EOF2
printf 'abc: FAILED\nabc: OK\n' > exp || framework_failure_
echo 'b2sum: WARNING: 1 computed checksum did NOT match' > exp-err \
  || framework_failure_
returns_ 1 b2sum -c wrong > out 2> err || fail=1
compare exp out || fail=1
compare exp-err err || fail=1

# A length above the named algorithm's maximum, or a tag without the
# length that this program always writes for these algorithms, is
# improperly formatted ("BLAKE2s (" is no BLAKE2b tag either).
cat > bad <<'EOF2'
BLAKE2s-512 (abc) = ba80a53f981c4d0d6a2797b69f12f6e94c212f14685ac4b74b12bb6fdbffa2d17d87c5392aab792dc252d5de4533cc9518d38aa8dbf1925ab92386edd4009923
BLAKE2s (abc) = 508c5e8c327c14e2e1a72ba34eeb452f37458b209ed63a294d999b4c86675982
BLAKE2sp-7 (abc) = 70
BLAKE2s-256 (abc) = 508c5e8c327c14e2e1a72ba34eeb452f37458b209ed63a294d999b4c86675982
EOF2
echo 'abc: OK' > exp || framework_failure_
cat > exp-err <<'EOF2'
b2sum: bad: 1: improperly formatted BLAKE2b checksum line
b2sum: bad: 2: improperly formatted BLAKE2b checksum line
b2sum: bad: 3: improperly formatted BLAKE2b checksum line
b2sum: WARNING: 3 lines are improperly formatted
EOF2
b2sum -c -w bad > out 2> err || fail=1
compare exp out || fail=1
compare exp-err err || fail=1

# "BLAKE2bp (" with no length is read as coreutils 9.1 reads it: as
# BLAKE2b, the byte after the tag skipped.
echo 'BLAKE2bp (abc) = ba80a53f981c4d0d6a2797b69f12f6e94c212f14685ac4b74b12bb6fdbffa2d17d87c5392aab792dc252d5de4533cc9518d38aa8dbf1925ab92386edd4009923' \
  > quirk || framework_failure_
echo 'abc: OK' > exp || framework_failure_
b2sum --strict -c quirk > out 2> err || fail=1
compare exp out || fail=1
compare /dev/null err || fail=1

Exit $fail
