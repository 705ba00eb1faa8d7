#!/bin/sh
# The official keyed KAT files, and the unkeyed KATs of blake2-kat.json.

# Copyright (C) 2026 The blakesum authors.
# License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.

. "${srcdir=.}/tests/init.sh"; path_prepend_ ./src
print_ver_ b2sum
require_vectors_

dir=$BLAKESUM_VECTORS_DIR/blake2
for a in blake2b blake2bp blake2s blake2sp; do
  test -f "$dir/$a-kat.txt" || skip_ "blake2/$a-kat.txt is missing"
done

# The bytes 00 01 ... ff, and the files k0 ... k255 of their first N
# bytes: every KAT input is one of them.
count_bytes_ 256 bytes || framework_failure_
test $(wc -c < bytes) = 256 || framework_failure_
names=
n=0
while test $n -lt 256; do
  head -c $n bytes > k$n || framework_failure_
  names="$names k$n"
  n=$(expr $n + 1)
done
all_hex=$(awk 'BEGIN { for (i = 0; i < 256; i++) printf "%02x", i }') \
  || framework_failure_

# Each entry of a *-kat.txt file is three lines, "in:\tHEX", "key:\tHEX"
# and "hash:\tHEX".  Write the hashes as a checksum list of the files
# kN, and the key (the same in every entry) as printf's format in
# key.fmt.  Stop if an input is not the first N bytes of 00 01 ... ff.
parse_kat_ ()
{
  awk -v all="$all_hex" '
    BEGIN { hexd = "0123456789abcdef" }
    $1 == "in:" { in_hex = $2 }
    $1 == "key:" {
      if (key != "" && key != $2) {
        print "different keys" > "/dev/stderr"; exit 1
      }
      key = $2
    }
    $1 == "hash:" {
      if (in_hex != substr (all, 1, length (in_hex))) {
        print "unexpected input " in_hex > "/dev/stderr"; exit 1
      }
      printf "%s  k%d\n", $2, length (in_hex) / 2
      in_hex = ""
    }
    END {
      fmt = ""
      for (i = 1; i < length (key); i += 2)
        fmt = fmt sprintf ("\\%03o",
                           (index (hexd, substr (key, i, 1)) - 1) * 16 \
                           + index (hexd, substr (key, i + 1, 1)) - 1)
      print fmt > "key.fmt"
    }' "$1"
}

for a in blake2b blake2bp blake2s blake2sp; do
  parse_kat_ "$dir/$a-kat.txt" > exp || framework_failure_
  test $(wc -l < exp) = 256 || framework_failure_
  printf "$(cat key.fmt)" > key || framework_failure_
  case $a in
    blake2b*) test $(wc -c < key) = 64 || framework_failure_;;
    *) test $(wc -c < key) = 32 || framework_failure_;;
  esac

  for opts in '' --mmap; do
    b2sum -a $a $opts --key-file=key $names > out 2> err \
      || { echo "$a-kat.txt failed" >&2; fail=1; }
    compare exp out || fail=1
    compare /dev/null err || fail=1
  done
  b2sum -a $a --key-file=- --strict --quiet -c exp < key > out 2> err \
    || fail=1
  compare /dev/null out || fail=1
  compare /dev/null err || fail=1
done

# blake2-kat.json: the unkeyed entries of the algorithms other than
# BLAKE2b (tests/b2sum/vectors.sh has those) hash kN.
json=$dir/blake2-kat.json
test -f "$json" || { Exit $fail; }
for a in blake2bp blake2s blake2sp; do
  awk -v algo=$a '
    /"hash":/ { h = $2; gsub (/[",]/, "", h) }
    /"in":/ { i = $2; gsub (/[",]/, "", i) }
    /"key":/ { k = $2; gsub (/[",]/, "", k) }
    /"out":/ {
      o = $2; gsub (/[",]/, "", o)
      if (h == algo && k == "")
        printf "%s  k%d\n", o, length (i) / 2
    }' "$json" > exp || framework_failure_
  test $(wc -l < exp) = 256 || framework_failure_
  b2sum -a $a $names > out 2> err \
    || { echo "$a in blake2-kat.json failed" >&2; fail=1; }
  compare exp out || fail=1
  compare /dev/null err || fail=1
done

Exit $fail
