#!/bin/sh
# The bt2sum entries of tree-vectors.json, through the command line.

# Copyright (C) 2026 The blakesum authors.
# License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.

. "${srcdir=.}/tests/init.sh"; path_prepend_ ./src
print_ver_ bt2sum
require_vectors_
# Under emulation (quick mode) this took two to three minutes; test-tree
# checks every tree vector through the same code there.
skip_if_quick_ 'test-tree covers the vectors under emulation'

tree=$BLAKESUM_VECTORS_DIR/blake2/tree-vectors.json
test -f "$tree" || skip_ 'blake2/tree-vectors.json is missing'

# Byte i of an input of length LEN is i mod 251.
make_pattern_ 15728641 || framework_failure_

# Each element of the array is one line.  "bt2sum" maps leaf sizes of
# 5242880, 4096 and 1024 bytes to 64-byte digests, "bt2sum_s32" leaf
# sizes of 5242880 and 4096 to 32-byte digests, and "bt2sum_blake2s"
# the same leaf sizes to BLAKE2s digests, all with file semantics.
h='\([0-9a-f]*\)'
sed -n 's/^{"len": \([0-9]*\), .*"bt2sum": {"5242880": "'$h'", "4096": "'$h'", "1024": "'$h'"}, "bt2sum_s32": {"5242880": "'$h'", "4096": "'$h'"}, "bt2sum_blake2s": {"5242880": "'$h'", "4096": "'$h'"}.*/\1 \2 \3 \4 \5 \6 \7 \8/p' \
  "$tree" > tree-list || framework_failure_
test $(wc -l < tree-list) -ge 20 || framework_failure_

while read len b5m b4k b1k s5m s4k bs5m bs4k; do
  head -c $len pattern > in || framework_failure_

  # Check mode: the tagged words carry every parameter.
  cat > list <<EOF2
BT2b-512-L5242880-F0-D2 (in) = $b5m
BT2b-512-L4096-F0-D2 (in) = $b4k
BT2b-512-L1024-F0-D2 (in) = $b1k
BT2b-256-L5242880-F0-D2 (in) = $s5m
BT2b-256-L4096-F0-D2 (in) = $s4k
BT2s-256-L5242880-F0-D2 (in) = $bs5m
BT2s-256-L4096-F0-D2 (in) = $bs4k
EOF2
  bt2sum --strict --quiet -c list > out 2> err \
    || { echo "tree vector of length $len failed" >&2; fail=1; }
  compare /dev/null out || fail=1
  compare /dev/null err || fail=1

  # Hash mode, with the options that make each tree.
  {
    bt2sum in \
    && bt2sum --leaf-size=4K in \
    && bt2sum --leaf-size=1K in \
    && bt2sum -l 256 in \
    && bt2sum -l 256 --leaf-size=4096 in \
    && bt2sum -a blake2s --leaf-size=5M in \
    && bt2sum -a blake2s --leaf-size=4K in
  } > out 2> err || fail=1
  printf '%s  in\n' $b5m $b4k $b1k $s5m $s4k $bs5m $bs4k > exp \
    || framework_failure_
  compare exp out || fail=1
  compare /dev/null err || fail=1

  # Standard input, through a pipe.
  cat in | bt2sum --leaf-size=4K > out 2> err || fail=1
  echo "$b4k  -" > exp || framework_failure_
  compare exp out || fail=1
  compare /dev/null err || fail=1
  rm -f in || framework_failure_
done < tree-list

Exit $fail
