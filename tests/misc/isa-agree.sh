#!/bin/sh
# Every instruction set the CPU has gives the same digests, at sizes
# around the block, chunk and SIMD-width boundaries, through the
# whole programs (read and mmap paths alike), and the same Bao
# encodings and decodings (whose mapped paths copy as they hash).

# Copyright (C) 2026 The blakesum authors.
# License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.

. "${srcdir=.}/tests/init.sh"; path_prepend_ ./src ./src/bao-bin
print_ver_ b2sum b3sum bao

# Sizes near 64 and 128 bytes (blocks), 1 KiB (chunks), 4, 8 and 16
# KiB (4, 8 and 16 chunks at once), 16 KiB (b3sum's mmap threshold),
# and a few larger uneven ones.
sizes='0 1 63 64 65 127 128 129 1023 1024 1025 2047 2048 2049 3072 3073
  4095 4096 4097 8191 8192 8193 16383 16384 16385 31744 32769 65537
  100000 262145 1048577'
yes 'blakesum test data 0123456789' | head -c 1048577 > data \
  || framework_failure_
for n in $sizes; do
  head -c $n data > f$n || framework_failure_
done
set -- $(for n in $sizes; do echo f$n; done)

BLAKESUM_ISA=portable b2sum "$@" > exp2 || fail=1
BLAKESUM_ISA=portable b2sum -l 256 "$@" > exp2s || fail=1
BLAKESUM_ISA=portable b3sum "$@" > exp3 || fail=1
BLAKESUM_ISA=portable b3sum --no-mmap -l 100 "$@" > exp3x || fail=1
# The portable Bao encodings, pinned down without our own output: each
# has the size that the format gives (an 8-byte header, 64 bytes for
# each parent, and the content if combined), and the decoder below,
# which checks every node, gives the content back against the BLAKE3
# of the official b3sum; no other bytes of that size do.
hash100000=1e8977a1d2b7359af161ce9f487b7b003b6ba4eb2f7cf959f062ea65c87274b7
hash1048577=a822b126dbfff8a8796ad5e4365556183f134112da4ad27616faaf72b558587c
for n in 100000 1048577; do
  for g in 0 2; do
    BLAKESUM_ISA=portable bao encode f$n exp$n-$g.bao \
      --chunk-group-log=$g || fail=1
    BLAKESUM_ISA=portable bao encode f$n --outboard=exp$n-$g.obao \
      --chunk-group-log=$g || fail=1
    leaf=$((1024 << g))
    parents=$((64 * ((n + leaf - 1) / leaf - 1)))
    test $(wc -c < exp$n-$g.bao) = $((8 + parents + n)) || fail=1
    test $(wc -c < exp$n-$g.obao) = $((8 + parents)) || fail=1
  done
done

# Reference lines for three sizes, computed once with the official
# b3sum and coreutils' b2sum, pin the portable code itself down.
cat > ref3 <<'EOF2'
af1349b9f5f9a1a6a0404dea36dcc9499bcb25c9adc112b7cc9a93cae41f3262  f0
add881404430eda880a87711856efa7577b2f93107626dbfaed93f30e1b94683  f1024
a822b126dbfff8a8796ad5e4365556183f134112da4ad27616faaf72b558587c  f1048577
EOF2
grep -E '  f(0|1024|1048577)$' exp3 > got3 || fail=1
compare ref3 got3 || fail=1
cat > ref2s <<'EOF2'
0e5751c026e543b2e8ab2eb06099daa1d1e5df47778f7787faab45cdf12fe3a8  f0
c16727d78d30f2016552452235f2987179e6440e293651bb3565dd7712319450  f1024
fb60cc81d2b8da9a478c5a32731aa9715b8e5bc7b3391d9365e4b3df7cc20b07  f1048577
EOF2
grep -E '  f(0|1024|1048577)$' exp2s > got2s || fail=1
compare ref2s got2s || fail=1

# Every cap the programs know (their --help lists them), so a new
# instruction set is covered as soon as cpu.c names it.
isas=$(b3sum --help | sed -n 's/.*BLAKESUM_ISA (\([^)]*\)).*/\1/p' \
       | tr -d , | sed 's/^portable //')
test -n "$isas" || framework_failure_

for isa in $isas; do
  BLAKESUM_ISA=$isa b2sum "$@" > out2 || fail=1
  compare exp2 out2 || fail=1
  BLAKESUM_ISA=$isa b2sum -l 256 "$@" > out2s || fail=1
  compare exp2s out2s || fail=1
  BLAKESUM_ISA=$isa b3sum "$@" > out3 || fail=1
  compare exp3 out3 || fail=1
  BLAKESUM_ISA=$isa b3sum --no-mmap -l 100 "$@" > out3x || fail=1
  compare exp3x out3x || fail=1
  for n in 100000 1048577; do
    eval h=\$hash$n
    echo "$h" > exph || framework_failure_
    BLAKESUM_ISA=$isa bao hash f$n > outh || fail=1
    compare exph outh || fail=1
    for g in 0 2; do
      BLAKESUM_ISA=$isa bao encode f$n out.bao --chunk-group-log=$g \
        || fail=1
      compare exp$n-$g.bao out.bao || fail=1
      BLAKESUM_ISA=$isa bao encode f$n --outboard=out.obao \
        --chunk-group-log=$g || fail=1
      compare exp$n-$g.obao out.obao || fail=1
      BLAKESUM_ISA=$isa bao decode $h exp$n-$g.bao out \
        --chunk-group-log=$g || fail=1
      compare f$n out || fail=1
      BLAKESUM_ISA=$isa bao decode $h f$n out --outboard=exp$n-$g.obao \
        --chunk-group-log=$g || fail=1
      compare f$n out || fail=1
      rm -f out.bao out.obao out
    done
  done
done

Exit $fail
