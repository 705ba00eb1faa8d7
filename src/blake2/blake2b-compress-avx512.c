/* blake2b-compress-avx512.c -- BLAKE2b compression with AVX-512F and VL

   Copyright (C) 2026 The blakesum authors.

   This program is free software: you can redistribute it and/or modify
   it under the terms of the GNU General Public License as published by
   the Free Software Foundation, either version 3 of the License, or
   (at your option) any later version.

   This program is distributed in the hope that it will be useful,
   but WITHOUT ANY WARRANTY; without even the implied warranty of
   MERCHANTABILITY or FITNESS FOR A PARTICULAR PURPOSE.  See the
   GNU General Public License for more details.

   You should have received a copy of the GNU General Public License
   along with this program.  If not, see <https://www.gnu.org/licenses/>.  */

/* This file must be compiled with -mavx512f -mavx512vl and its functions
   called only when the CPU and the operating system support both.

   The layout is that of the AVX2 kernel: row K of the 4x4 working matrix
   is one 256-bit register, and for the diagonal step A, C and D are
   rotated under B (see blake2b-compress-avx2.c for why B stays put).
   AVX-512 adds three things used here:

   - VPRORQ rotates 64-bit lanes by any count;
   - VPTERNLOGQ XORs three vectors in one instruction;
   - masked broadcasts, which build a message vector from four words with
     four loads and no shuffle.

   The file makes two functions of one body, which differ only in how
   the rotations of G by 24, 16 and 63 are done, because the faster form
   depends on the CPU:

   - blake2b_compress_avx512 rotates the XOR with VPRORQ: 2 instructions
     and 2 cycles on the critical path A -> D -> C -> B -> A where VPRORQ
     has latency 1 (Intel).  On an Intel Xeon (AVX-512) this ran 1.02 to
     1.09 GB/s, against 0.85 for the split form and 0.97 for the AVX2
     kernel.
   - blake2b_compress_avx512_split splits the rotation.  A rotation of
     X ^ Y equals rotr (X) ^ rotr (Y), and shifting left and right by
     complementary counts gives disjoint bits, so
       rotr (B ^ C, N) == rotr (B, N) ^ (C >> N) ^ (C << (64 - N)).
     rotr (B, N) is ready long before the new C (likewise rotr (D, 16)
     before the new A); after it only the two shifts (in parallel) and
     one VPTERNLOGQ remain: 2 cycles instead of 3 where VPRORQ has
     latency 2, as on Zen 4, where this was about 8% faster than the
     VPRORQ form.  The dispatcher chooses it on AMD CPUs.

   The rotation by 32 is an XOR and a VPSHUFD, 2 cycles already, in both.

   The shift and shuffle units (two on Zen 4) are the busy ones, so the
   message words are gathered with loads rather than permutes: a
   VPERMI2Q-based gather was about 10% slower.  */

#include <config.h>

#include <stdbool.h>

#include <immintrin.h>

#include "blake2b.h"
#include "blake2b-impl.h"
#include "core/kernel-inline.h"

KERNEL_CODE_BEGIN

/* Return rotr (X ^ Y, 32).  SPLIT is unused: see below.  */
KERNEL_INLINE __m256i
xor_ror32_256 (__m256i x, __m256i y, bool split)
{
  (void) split;
  return _mm256_shuffle_epi32 (_mm256_xor_si256 (x, y),
                               _MM_SHUFFLE (2, 3, 0, 1));
}

/* Return rotr (EARLY ^ LATE, N) for N = 24, 16 and 63: with VPRORQ
   unless SPLIT, else with the work on LATE, the value that arrives last,
   kept to two instructions.  0x96 is the truth table of a three-way XOR.
   For N = 63 the left shift by 1 is an addition, which frees a shift
   unit.  (Separate functions rather than one with an argument N, because
   the counts must be immediates even when compiling without
   optimization.)  */

KERNEL_INLINE __m256i
xor_ror24_256 (__m256i early, __m256i late, bool split)
{
  if (!split)
    return _mm256_ror_epi64 (_mm256_xor_si256 (early, late), 24);
  return _mm256_ternarylogic_epi64 (_mm256_ror_epi64 (early, 24),
                                    _mm256_srli_epi64 (late, 24),
                                    _mm256_slli_epi64 (late, 40), 0x96);
}

KERNEL_INLINE __m256i
xor_ror16_256 (__m256i early, __m256i late, bool split)
{
  if (!split)
    return _mm256_ror_epi64 (_mm256_xor_si256 (early, late), 16);
  return _mm256_ternarylogic_epi64 (_mm256_ror_epi64 (early, 16),
                                    _mm256_srli_epi64 (late, 16),
                                    _mm256_slli_epi64 (late, 48), 0x96);
}

KERNEL_INLINE __m256i
xor_ror63_256 (__m256i early, __m256i late, bool split)
{
  if (!split)
    return _mm256_ror_epi64 (_mm256_xor_si256 (early, late), 63);
  return _mm256_ternarylogic_epi64 (_mm256_ror_epi64 (early, 63),
                                    _mm256_srli_epi64 (late, 63),
                                    _mm256_add_epi64 (late, late), 0x96);
}

/* Return A + M.  The empty asm hides the sum from GCC's reassociation,
   which would otherwise turn (A + M) + B into (M + B) + A and so put two
   additions instead of one on the critical path through B.  */
KERNEL_INLINE __m256i
add_msg (__m256i a, __m256i m)
{
  __m256i s = _mm256_add_epi64 (a, m);
  __asm__ ("" : "+x" (s));
  return s;
}

/* Half of G on all four columns (or diagonals): add the message vector M,
   then the two mixing steps, with ROT_D and ROT_B computing the rotated
   XORs in the form that the variable SPLIT chooses.  */
#define HALF_G(m, rot_d, rot_b)                                 \
  do                                                            \
    {                                                           \
      a = _mm256_add_epi64 (add_msg (a, m), b);                 \
      d = rot_d (d, a, split);                                  \
      c = _mm256_add_epi64 (c, d);                              \
      b = rot_b (b, c, split);                                  \
    }                                                           \
  while (0)

/* Return the message words W0, W1, W2, W3 of the block at P as the lanes
   of one vector, read straight from the (unaligned, little-endian) block
   with one plain and three merge-masked broadcasting loads.  */
KERNEL_INLINE __m256i
msg4 (uint8_t const *p, int w0, int w1, int w2, int w3)
{
  __m256i x = _mm256_broadcastq_epi64 (_mm_loadl_epi64 ((__m128i const *)
                                                        (p + 8 * w0)));
  x = _mm256_mask_broadcastq_epi64 (x, 0x2,
                                    _mm_loadl_epi64 ((__m128i const *)
                                                     (p + 8 * w1)));
  x = _mm256_mask_broadcastq_epi64 (x, 0x4,
                                    _mm_loadl_epi64 ((__m128i const *)
                                                     (p + 8 * w2)));
  x = _mm256_mask_broadcastq_epi64 (x, 0x8,
                                    _mm_loadl_epi64 ((__m128i const *)
                                                     (p + 8 * w3)));
  return x;
}

#define S(r, k) blake2b_sigma[r][k]

/* Round R (a literal, so that the sigma lookups fold to constants).  Lane
   K of B holds word 4 + K, which belongs to diagonal K - 1; so for the
   diagonal step A is rotated up by one lane, C down by one and D by two,
   and lanes 0..3 then hold diagonals 3, 0, 1, 2, which is also the order
   of the message words.  The empty asm makes the block pointer opaque, so
   that GCC does not keep words loaded in one round in registers (or on the
   stack) for reuse in later rounds: reloading is cheaper.  */
#define ROUND(r)                                                        \
  do                                                                    \
    {                                                                   \
      uint8_t const *p = blocks;                                        \
      __asm__ volatile ("" : "+r" (p));                                 \
      HALF_G (msg4 (p, S (r, 0), S (r, 2), S (r, 4), S (r, 6)),         \
              xor_ror32_256, xor_ror24_256);                                  \
      HALF_G (msg4 (p, S (r, 1), S (r, 3), S (r, 5), S (r, 7)),         \
              xor_ror16_256, xor_ror63_256);                                  \
      a = _mm256_alignr_epi64 (a, a, 3);                                \
      c = _mm256_alignr_epi64 (c, c, 1);                                \
      d = _mm256_shuffle_i64x2 (d, d, 1);                               \
      HALF_G (msg4 (p, S (r, 14), S (r, 8), S (r, 10), S (r, 12)),      \
              xor_ror32_256, xor_ror24_256);                                  \
      HALF_G (msg4 (p, S (r, 15), S (r, 9), S (r, 11), S (r, 13)),      \
              xor_ror16_256, xor_ror63_256);                                  \
      a = _mm256_alignr_epi64 (a, a, 1);                                \
      c = _mm256_alignr_epi64 (c, c, 3);                                \
      d = _mm256_shuffle_i64x2 (d, d, 1);                               \
    }                                                                   \
  while (0)

/* The body of both functions; SPLIT is a constant in each, so every
   test of it folds away.  */
KERNEL_INLINE void
compress (uint64_t h[8], uint64_t t[2], uint64_t const f[2],
          uint8_t const *blocks, size_t nblocks, uint64_t inc, bool split)
{
  __m256i const iv_lo = _mm256_loadu_si256 ((__m256i const *) &blake2b_iv[0]);
  __m256i const iv_hi = _mm256_loadu_si256 ((__m256i const *) &blake2b_iv[4]);
  __m256i h_lo = _mm256_loadu_si256 ((__m256i const *) &h[0]);
  __m256i h_hi = _mm256_loadu_si256 ((__m256i const *) &h[4]);
  uint64_t t0 = t[0];
  uint64_t t1 = t[1];

  for (; nblocks > 0; nblocks--, blocks += BLAKE2B_BLOCKBYTES)
    {
      t0 += inc;
      t1 += t0 < inc;

      __m256i a = h_lo;
      __m256i b = h_hi;
      __m256i c = iv_lo;
      __m256i d = _mm256_xor_si256 (iv_hi,
                                    _mm256_set_epi64x ((long long) f[1],
                                                       (long long) f[0],
                                                       (long long) t1,
                                                       (long long) t0));

      ROUND (0);
      ROUND (1);
      ROUND (2);
      ROUND (3);
      ROUND (4);
      ROUND (5);
      ROUND (6);
      ROUND (7);
      ROUND (8);
      ROUND (9);
      ROUND (10);
      ROUND (11);

      h_lo = _mm256_xor_si256 (h_lo, _mm256_xor_si256 (a, c));
      h_hi = _mm256_xor_si256 (h_hi, _mm256_xor_si256 (b, d));
    }

  _mm256_storeu_si256 ((__m256i *) &h[0], h_lo);
  _mm256_storeu_si256 ((__m256i *) &h[4], h_hi);
  t[0] = t0;
  t[1] = t1;
}

void
blake2b_compress_avx512 (uint64_t h[8], uint64_t t[2], uint64_t const f[2],
                         uint8_t const *blocks, size_t nblocks, uint64_t inc)
{
  compress (h, t, f, blocks, nblocks, inc, false);
}

void
blake2b_compress_avx512_split (uint64_t h[8], uint64_t t[2],
                               uint64_t const f[2], uint8_t const *blocks,
                               size_t nblocks, uint64_t inc)
{
  compress (h, t, f, blocks, nblocks, inc, true);
}

KERNEL_CODE_END
