#!/bin/sh
# encode and decode, combined and outboard: the encodings are those of
# bao's test vectors (their BLAKE3 and size are literals from
# test_vectors.json), and decoding gives the input back.

# Copyright (C) 2026 The blakesum authors.
# License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.

. "${srcdir=.}/tests/init.sh"; path_prepend_ ./src/bao-bin
print_ver_ bao
. "$srcdir/tests/bao/counter.sh"

# Size, root hash, combined size and BLAKE3, outboard size and BLAKE3.
while read n hash clen cb3 olen ob3; do
  counter_ $n in || framework_failure_
  bao encode in enc > out 2> err || fail=1
  compare /dev/null out || fail=1
  compare /dev/null err || fail=1
  test $(wc -c < enc) = $clen || fail=1
  test "$(bao hash enc)" = $cb3 || fail=1
  test "$(bao hash in)" = $hash || fail=1
  bao decode $hash enc > out 2> err || fail=1
  compare in out || fail=1
  compare /dev/null err || fail=1

  bao encode in --outboard=ob > out 2> err || fail=1
  compare /dev/null out || fail=1
  compare /dev/null err || fail=1
  test $(wc -c < ob) = $olen || fail=1
  test "$(bao hash ob)" = $ob3 || fail=1
  bao decode $hash in --outboard=ob > out 2> err || fail=1
  compare in out || fail=1
  compare /dev/null err || fail=1

  # Standard input may be encoded, and decoded into a file.
  bao encode - enc2 < in || fail=1
  compare enc enc2 || fail=1
  bao decode $hash enc dec || fail=1
  compare in dec || fail=1
done <<'EOF2'
0 af1349b9f5f9a1a6a0404dea36dcc9499bcb25c9adc112b7cc9a93cae41f3262 8 71e0a99173564931c0b8acc52d2685a8e39c64dc52e3d02390fdac2a12b155cb 8 71e0a99173564931c0b8acc52d2685a8e39c64dc52e3d02390fdac2a12b155cb
1 48fc721fbbc172e0925fa27af1671de225ba927134802998b10a1568a188652b 9 fa1fd2786e8860a7aa94276683579b3ed999ebdc2257a924811c4bcdbe5ee9f4 8 1a0d12016999e47689dae5744d2b8c1903faf7ca2886a658150083100ef2c8ee
1024 f749c19181983b839cd97fe121cebaf076bc951e8c8e6d64accfedad5951ec22 1032 62881f0fbd8b62d69f23b75abe62f4c56874a58699ff6741686f40dfcc20f05e 8 d27e778a2b838caf6be23c7528e6f1f7beb6bff048f9cf9a8fdb2767c74215b3
1025 3613596275c4ea790774dedf20835b2daf86cacc892feef6ce720c121572f1f9 1097 04a7fc9414f25fbb4529968d4eb32e569691ad3517f45fa736cfddaed99d66f5 72 025f630e00fbdcc023b970c9f1f21016c56c0a34e384e712c66428bf1c7999b9
2049 64770fa15a4bbe7770654c4ac68ed4f0e975ad6c85b5edb4d3db3b4b604e084e 2185 d9ea16809c9a8a86481b09799c8a71e58a1f48a9eec2f85a17a61005229c0de8 136 f2afc0716690e8513d8697e3e75f5c3532d51e0c704416e7fb0bbf7c0abfb57e
13312 3e88d1dd20f426640077dcf82d6d4e18ee0062aa72f8ae547a0e65fcd36a0f06 14088 e5ca844ba6ac49fad8f888b63b437d7d25ee15d80a7bc01edac16f78e2a65271 776 ad01dbb6b7d0fefd1f8e52783d6212856546f382b815a7c370377bc79e0bd41a
EOF2

Exit $fail
