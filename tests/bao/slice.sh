#!/bin/sh
# slice cuts the vectors' slices (their sizes and BLAKE3 are literals),
# from the combined or the outboard encoding, and decode-slice gives
# back the content they cover.

# Copyright (C) 2026 The blakesum authors.
# License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.

. "${srcdir=.}/tests/init.sh"; path_prepend_ ./src/bao-bin
print_ver_ bao
. "$srcdir/tests/bao/counter.sh"

counter_ 13312 in || framework_failure_
hash=3e88d1dd20f426640077dcf82d6d4e18ee0062aa72f8ae547a0e65fcd36a0f06
bao encode in enc || fail=1
bao encode in --outboard=ob || fail=1

# Start, count, slice size and BLAKE3.
while read start count size b3; do
  bao slice $start $count enc slice > out 2> err || fail=1
  compare /dev/null out || fail=1
  compare /dev/null err || fail=1
  test $(wc -c < slice) = $size || fail=1
  test "$(bao hash slice)" = $b3 || fail=1
  bao slice $start $count in --outboard=ob > slice2 2> err || fail=1
  compare slice slice2 || fail=1
  compare /dev/null err || fail=1

  if test $start -lt 13312; then
    tail -c +$((start + 1)) in | head -c $count > exp || framework_failure_
  else
    : > exp || framework_failure_
  fi
  bao decode-slice $hash $start $count < slice > out 2> err || fail=1
  compare exp out || fail=1
  compare /dev/null err || fail=1
  bao decode-slice $hash $start $count slice dec || fail=1
  compare exp dec || fail=1
done <<'EOF2'
0 0 1288 41c1167277cf218d521221135c46b5e9a75604bb491a6dc06a8a026ee737a748
0 1024 1288 41c1167277cf218d521221135c46b5e9a75604bb491a6dc06a8a026ee737a748
1023 1024 2312 8eddca1f1f879336fa61e953502eef131d7496534e5d1fc41e5709d552cbeb49
2047 1024 2376 04caae4d370ca619a5e16c3e04706abfa350c7c8c4db46cf51d72d687f8b22c9
8191 1024 2504 627157dc167726ffce845e689bb8525cbd0b7f64682c918ad58d2129dd2e2c68
12288 1024 1160 a769554f29020e2366cc67782c2778146b7b559e90b4de2356f67568dda46edd
13312 1024 1160 a769554f29020e2366cc67782c2778146b7b559e90b4de2356f67568dda46edd
13313 0 1160 a769554f29020e2366cc67782c2778146b7b559e90b4de2356f67568dda46edd
EOF2

# The slice of everything is the combined encoding.
bao slice 0 13312 in --outboard=ob > out || fail=1
compare enc out || fail=1

# slice seeks: its input must be a file.
echo 'Error: input must be a real file' > exp || framework_failure_
returns_ 1 bao slice 0 1 < enc > out 2> err || fail=1
compare /dev/null out || fail=1
compare exp err || fail=1

Exit $fail
