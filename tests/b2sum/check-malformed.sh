#!/bin/sh
# -c skips malformed lines; they fail a list only if nothing else parsed.

# Copyright (C) 2026 The blakesum authors.
# License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.

. "${srcdir=.}/tests/init.sh"; path_prepend_ ./src
print_ver_ b2sum

printf abc > abc || framework_failure_

h512=ba80a53f981c4d0d6a2797b69f12f6e94c212f14685ac4b74b12bb6fdbffa2d17d87c5392aab792dc252d5de4533cc9518d38aa8dbf1925ab92386edd4009923
h256=bddd813c634239723171ef3fee98579b94964e3bb1cb3e427262c8c068d52319

# Truncated tags (crash regressions in coreutils' tests/misc/b2sum.sh),
# other algorithms' tags, a lower-case tag, tag and digest lengths that
# disagree, bad tag lengths, broken punctuation, blanks after the digest,
# blank-only lines, a comment not in column 0, a PGP header, a bare name,
# and lines too short to hold a digest.
cat > mal <<EOF2
BLAKE2
BLAKE2b
BLAKE2-
BLAKE2(
BLAKE2 (
BLAKE2b-
BLAKE2b (
BLAKE2b-256
BLAKE2b (abc)
blake2b (abc) = $h512
MD5 (abc) = 900150983cd24fb0d6963f7d28e17f72
SHA256 (abc) = $h256
BLAKE2 (abc) = $h512
BLAKE2b-256 (abc) = $h512
BLAKE2b (abc) = $h256
BLAKE2b-0 (abc) = $h512
BLAKE2b-520 (abc) = $h512
BLAKE2b-7 (abc) = 6b
BLAKE2b-256 (abc) = ${h256}x
BLAKE2b (abc = $h512
BLAKE2b abc) = $h512
BLAKE2b (abc) == $h512
BLAKE2b (abc) $h512
 #x
-----BEGIN PGP SIGNED MESSAGE-----
Hash: SHA256
abc
  abc
6b
x
EOF2
# Lines that end in blanks are written with printf, so that this file has
# no trailing white space.
printf '%s\n' 'BLAKE2b-256 (abc) = ' "BLAKE2b (abc) = $h512 " \
  "BLAKE2b (abc) = $h512	" '   ' '	' >> mal || framework_failure_
n=$(wc -l < mal) || framework_failure_
test $n = 35 || framework_failure_

# A malformed line alone: nothing parsed, so the list fails even without
# --strict, and the summary says so.
i=0
while test $i -lt $n; do
  i=$(expr $i + 1)
  sed -n ${i}p mal > list || framework_failure_
  echo 'b2sum: list: no properly formatted checksum lines found' > exp-err \
    || framework_failure_
  returns_ 1 b2sum -c list > out 2> err || fail=1
  compare /dev/null out || fail=1
  compare exp-err err || { fail=1; sed -n ${i}p mal; }
done

# Together with one good line, the malformed ones are only counted
# (without --warn nothing says which), and the status is 0.
echo '6b  abc' >> mal || framework_failure_
echo 'abc: OK' > exp || framework_failure_
echo 'b2sum: WARNING: 35 lines are improperly formatted' > exp-err \
  || framework_failure_
b2sum -c mal > out 2> err || fail=1
compare exp out || fail=1
compare exp-err err || fail=1

Exit $fail
