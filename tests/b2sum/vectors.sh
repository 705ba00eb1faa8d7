#!/bin/sh
# Official unkeyed BLAKE2b vectors and our tree-vectors.json, if provided.

# Copyright (C) 2026 The blakesum authors.
# License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.

. "${srcdir=.}/tests/init.sh"; path_prepend_ ./src
print_ver_ b2sum
require_vectors_
# Under emulation (quick mode) this took up to a minute and a half;
# test-blake2 and test-tree check the same vectors through the same
# code there.
skip_if_quick_ 'test-blake2 and test-tree cover the vectors under emulation'

kat=$BLAKESUM_VECTORS_DIR/blake2/blake2-kat.json
tree=$BLAKESUM_VECTORS_DIR/blake2/tree-vectors.json
test -f "$kat" && test -f "$tree" \
  || skip_ 'blake2/blake2-kat.json or blake2/tree-vectors.json is missing'

# The bytes 00 01 ... ff.
count_bytes_ 256 bytes || framework_failure_
test $(wc -c < bytes) = 256 || framework_failure_

# blake2-kat.json: the unkeyed "blake2b" entries hash the first N of those
# bytes, N = 0 ... 255, to 64 bytes.  A list in b2sum's own format is
# both the expected hash-mode output and a checksum list.
awk '
  /"hash":/ { h = $2; gsub (/[",]/, "", h) }
  /"in":/ { i = $2; gsub (/[",]/, "", i) }
  /"key":/ { k = $2; gsub (/[",]/, "", k) }
  /"out":/ {
    o = $2; gsub (/[",]/, "", o)
    if (h == "blake2b" && k == "")
      printf "%s  k%d\n", o, length (i) / 2
  }' "$kat" > exp || framework_failure_
test $(wc -l < exp) = 256 || framework_failure_
n=0
while test $n -lt 256; do
  head -c $n bytes > k$n || framework_failure_
  n=$(expr $n + 1)
done
sed 's/.*  //' exp > names || framework_failure_
b2sum $(cat names) > out 2> err || fail=1
compare exp out || fail=1
compare /dev/null err || fail=1
b2sum --strict --quiet -c exp > out 2> err || fail=1
compare /dev/null out || fail=1
compare /dev/null err || fail=1

# tree-vectors.json: byte i of an input of length LEN is i mod 251, and
# "blake2b" maps digest sizes of 1, 16, 32, 48 and 64 bytes to digests.
# Check mode takes each line's length from its digest, so one list
# covers all five sizes.
head -c 251 bytes > pattern || framework_failure_
while test $(wc -c < pattern) -lt 15728641; do
  cat pattern pattern > pattern2 && mv pattern2 pattern || framework_failure_
done
sed -n 's/^{"len": \([0-9]*\), "blake2b": {"1": "\([0-9a-f]*\)", "16": "\([0-9a-f]*\)", "32": "\([0-9a-f]*\)", "48": "\([0-9a-f]*\)", "64": "\([0-9a-f]*\)"}.*/\1 \2 \3 \4 \5 \6/p' \
  "$tree" > tree-list || framework_failure_
test $(wc -l < tree-list) -ge 20 || framework_failure_
while read len d1 d16 d32 d48 d64; do
  head -c $len pattern > in || framework_failure_
  printf '%s  in\n' $d1 $d16 $d32 $d48 $d64 > list || framework_failure_
  b2sum --strict --quiet -c list > out 2> err \
    || { echo "tree vector of length $len failed" >&2; fail=1; }
  compare /dev/null out || fail=1
  compare /dev/null err || fail=1
  printf '%s  in\n' $d64 > exp || framework_failure_
  b2sum in > out 2> err || fail=1
  compare exp out || fail=1
  compare /dev/null err || fail=1
  rm -f in || framework_failure_
done < tree-list

Exit $fail
