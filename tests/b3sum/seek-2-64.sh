#!/bin/sh
# --seek near 2^64: the output stream is one 64-bit counter of 64-byte
# blocks, so it runs on past byte 2^64 - 1 in every piece, never
# wrapping to byte 0 (as the official b3sum's OutputReader does).

# Copyright (C) 2026 The blakesum authors.
# License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.

. "${srcdir=.}/tests/init.sh"; path_prepend_ ./src
print_ver_ b3sum

python3 -c 'pass' 2> /dev/null || skip_ 'python3 is missing'

# A reference written from the BLAKE3 paper alone: the root output of a
# one-block input, block by block, the byte offset an unbounded integer.
# It prints bytes [SEEK, SEEK + N) of the stream of DATA in hex.
cat > ref.py <<'EOF2' || framework_failure_
import sys
IV = [0x6A09E667, 0xBB67AE85, 0x3C6EF372, 0xA54FF53A,
      0x510E527F, 0x9B05688C, 0x1F83D9AB, 0x5BE0CD19]
PERM = [2, 6, 3, 10, 7, 0, 4, 13, 1, 11, 12, 5, 9, 14, 15, 8]
M32 = 0xffffffff
def rotr(x, n):
    return ((x >> n) | (x << (32 - n))) & M32
def g(v, a, b, c, d, x, y):
    v[a] = (v[a] + v[b] + x) & M32; v[d] = rotr(v[d] ^ v[a], 16)
    v[c] = (v[c] + v[d]) & M32; v[b] = rotr(v[b] ^ v[c], 12)
    v[a] = (v[a] + v[b] + y) & M32; v[d] = rotr(v[d] ^ v[a], 8)
    v[c] = (v[c] + v[d]) & M32; v[b] = rotr(v[b] ^ v[c], 7)
def compress(cv, m, t, blen, flags):
    v = cv[:] + IV[:4] + [t & M32, t >> 32, blen, flags]
    for r in range(7):
        g(v, 0, 4, 8, 12, m[0], m[1]); g(v, 1, 5, 9, 13, m[2], m[3])
        g(v, 2, 6, 10, 14, m[4], m[5]); g(v, 3, 7, 11, 15, m[6], m[7])
        g(v, 0, 5, 10, 15, m[8], m[9]); g(v, 1, 6, 11, 12, m[10], m[11])
        g(v, 2, 7, 8, 13, m[12], m[13]); g(v, 3, 4, 9, 14, m[14], m[15])
        m = [m[PERM[i]] for i in range(16)]
    return ([v[i] ^ v[i + 8] for i in range(8)]
            + [v[i + 8] ^ cv[i] for i in range(8)])
data = sys.argv[1].encode()
seek, n = int(sys.argv[2]), int(sys.argv[3])
assert len(data) <= 64 and seek // 64 + (n + 127) // 64 < 2 ** 64
words = [int.from_bytes((data + bytes(64))[4 * i:4 * i + 4], 'little')
         for i in range(16)]
CHUNK_START, CHUNK_END, ROOT = 1, 2, 8
out = b''
for block in range(seek // 64, (seek + n + 63) // 64):
    out += b''.join(w.to_bytes(4, 'little')
                    for w in compress(IV, words, block, len(data),
                                      CHUNK_START | CHUNK_END | ROOT))
print(out[seek % 64:seek % 64 + n].hex())
EOF2

printf abc > abc || framework_failure_
# The model must agree with the known digest of "abc" first.
python3 ref.py abc 0 32 > out || framework_failure_
echo 6437b3ac38465133ffb63b75273a8db548c558465d79db03fd359c6cd5bd9d85 > exp \
  || framework_failure_
compare exp out || framework_failure_

# b3sum writes its output in 4096-byte pieces: each of these crosses
# byte 2^64 in one piece or between two, from a block boundary
# (2^64 - 64) or from within a block (2^64 - 1, 2^64 - 4097).
for seek_len in 18446744073709551552:4160 18446744073709551615:4200 \
                18446744073709547519:8300 18446744073709551615:1; do
  seek=${seek_len%:*}
  len=${seek_len#*:}
  python3 ref.py abc $seek $len > exp || framework_failure_
  b3sum --no-names --seek $seek -l $len abc > out 2> err || fail=1
  compare exp out || fail=1
  compare /dev/null err || fail=1
done

# --raw takes the same stream.
python3 ref.py abc 18446744073709551552 4160 > exp || framework_failure_
b3sum --raw --seek 18446744073709551552 -l 4160 abc > raw || fail=1
od -An -v -tx1 raw | tr -d ' \n' > out || framework_failure_
echo >> out
compare exp out || fail=1

Exit $fail
