#!/bin/sh
# --chunk-group-log: leaves of 1024 << N bytes, the same root hash; the
# encodings are lukechampine.com/blake3/bao's (sizes and BLAKE3 are
# literals from chunk-group-vectors.json).

# Copyright (C) 2026 The blakesum authors.
# License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.

. "${srcdir=.}/tests/init.sh"; path_prepend_ ./src/bao-bin
print_ver_ bao
. "$srcdir/tests/bao/counter.sh"

counter_ 65537 in || framework_failure_
hash=afa20428b671f2bd94be90ab77ef131aa16ea122b5dc25790768586bee79f323
test "$(bao hash in)" = $hash || fail=1

# Group, combined size and BLAKE3, outboard size and BLAKE3.
while read g clen cb3 olen ob3; do
  bao encode in enc --chunk-group-log=$g || fail=1
  test $(wc -c < enc) = $clen || fail=1
  test "$(bao hash enc)" = $cb3 || fail=1
  bao encode --chunk-group-log $g in --outboard=ob || fail=1
  test $(wc -c < ob) = $olen || fail=1
  test "$(bao hash ob)" = $ob3 || fail=1

  bao decode $hash enc --chunk-group-log=$g > out 2> err || fail=1
  compare in out || fail=1
  compare /dev/null err || fail=1
  bao decode $hash in --outboard=ob --chunk-group-log=$g > out || fail=1
  compare in out || fail=1
  tail -c +40001 in > exp || framework_failure_
  bao decode $hash enc --start=40000 --chunk-group-log=$g > out || fail=1
  compare exp out || fail=1

  bao slice 40000 100 enc slice --chunk-group-log=$g || fail=1
  bao slice 40000 100 in --outboard=ob slice2 --chunk-group-log=$g || fail=1
  compare slice slice2 || fail=1
  tail -c +40001 in | head -c 100 > exp || framework_failure_
  bao decode-slice $hash 40000 100 slice --chunk-group-log=$g > out \
    2> err || fail=1
  compare exp out || fail=1
  compare /dev/null err || fail=1
done <<'EOF2'
0 69641 7c746b2d685fc0a0678a104c7c8fe8a57d8f17a0f2de10d4f92bcf62d778a155 4104 655ea48bc052de18fae4bd35e63e4052dad9f055c831341d9e12ae153265eaa4
1 67593 9142b3488da0a587433db3429d39d258912d1f70c7d13cffb6a3d07917449e98 2056 40c319711ca68f5417b9247f4b83c0c1e7081ed7fabb8c8700501288722f78a4
2 66569 abf392b3e2e85bf5ba7d27e6d6d905fc2ed11aab787c8899f98bb154aff39db2 1032 72ac29031b5b6237623263efd3903801e42040d6422e55bab2ca177c3c933019
4 65801 c7534b80f6f7e61bdf3da585b2b27732d8f72d581bbbe45c03600477d3c2dbf9 264 f80cec95e3b426b896ca8adbce53ca5b19dd9080a45679243f05bc1d1d1ab981
EOF2

# The group is not recorded: decoding with another one fails.
bao encode in enc --chunk-group-log=2 || fail=1
returns_ 1 bao decode $hash enc > out 2> err || fail=1
test -s err || fail=1

# The largest group: one leaf, the header and the content.
bao encode in enc --chunk-group-log=16 || fail=1
test $(wc -c < enc) = 65545 || fail=1
bao decode $hash enc --chunk-group-log=16 > out || fail=1
compare in out || fail=1

Exit $fail
