#!/bin/sh
# bao encode from a pipe: an input longer than the 4 MiB read into
# memory is spooled into the output file and encoded from there, with
# the same bytes as the Rust bao writes, combined and outboard, and in
# bounded memory: 64 MiB from a pipe once took 64 MiB and more.

# Copyright (C) 2026 The blakesum authors.
# License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.

. "${srcdir=.}/tests/init.sh"; path_prepend_ ./src/bao-bin
print_ver_ bao
command -v sha256sum > /dev/null || skip_ 'sha256sum is missing'

# 6888896 bytes.  The encodings' SHA-256: the Rust bao 0.13.1's
# encodings of the same file, through sha256sum; the root hash: the
# official b3sum.
seq 1000000 > in || framework_failure_
hash=82f39d194974cb1fa2b48b47b2509a0afe4d2269db391c9fead798f63f0a6735
cat > exp <<'EOF2' || framework_failure_
d8f90c4e8f64546b7a78ac8b3f9f9b4587769250027a7deca2e03dbdea7a4638  enc
2e5894e75e6527180495871110f6bbbbcfd9278fbe5073d1835c73d46f121ce7  ob
EOF2
cat in | bao encode - enc || fail=1
cat in | bao encode - --outboard=ob || fail=1
sha256sum enc ob > out || framework_failure_
compare exp out || fail=1
cat in | bao decode $hash enc > out || fail=1
compare in out || fail=1

# Chunk groups, which the Rust bao has not: each encoding decodes to
# the input, verified against the official b3sum's root hash, which
# groups do not change; a group size the spool got wrong would fail.
cat in | bao encode - enc --chunk-group-log=2 || fail=1
bao decode $hash enc --chunk-group-log=2 > out || fail=1
compare in out || fail=1
cat in | bao encode - --outboard=ob --chunk-group-log=2 || fail=1
bao decode $hash in --outboard=ob --chunk-group-log=2 > out || fail=1
compare in out || fail=1

# The peak resident size of the largest process of the pipe.
require_peak_rss_ bao
# The encodings must still decode to the input, verified against the
# official b3sum's hash of the 64 MiB of zeros.
head -c 67108864 /dev/zero > zeros || framework_failure_
zhash=ea7b156fc9a810c181984f9e2da433feeeb2bf88ffa4d1f0dc1a92154b5bdc8b
for out in pipe.bao --outboard=pipe.ob; do
  kib=$(peak_rss_ sh -c "cat zeros | bao encode - $out") || fail=1
  test "$kib" -le 32768 \
    || { echo "encode $out: peak resident size $kib KiB"; fail=1; }
done
bao decode $zhash pipe.bao > out || fail=1
cmp zeros out || fail=1
bao decode $zhash zeros --outboard=pipe.ob > out || fail=1
cmp zeros out || fail=1

Exit $fail
