/* blake2b-lanes-avx2.c -- four parallel BLAKE2b compressions with AVX2

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

/* This file must be compiled with -mavx2 and its function called only
   when the CPU and the operating system support AVX2.

   Layout: one 256-bit register per word of the working vector, lane J
   belonging to state J.  The four states never interact, so there is no
   diagonalization and G runs on whole registers exactly as the portable
   code runs it on words.  One state alone is bound by the latency of
   G's dependency chain; four independent chains keep the vector units
   busy, and together go about twice as fast as the single-state kernel.
   The price is transposing each state's message block into lane order,
   a few instructions per word.

   All 16 working words plus the two byte-shuffle masks do not fit in the
   16 registers AVX2 has, so GCC spills some; interleaving the four
   columns step by step (which helps the AVX-512 kernel) made that much
   worse here, so each G is written out whole.  On x86-64 the rounds
   are in assembly instead (G4_ASM_ROUNDS below), 4% faster on Zen 3.  */

#include <config.h>

#include <immintrin.h>

#include "blake2b.h"
#include "blake2b-impl.h"
#include "core/kernel-inline.h"
#include "blake2b-avx2-ops.h"
#include "core/g4-order.h"

KERNEL_CODE_BEGIN

/* Return the 16 bytes at P0 in the low half and those at P1 in the high
   half of one vector.  */
KERNEL_INLINE __m256i
load_2x128 (void const *p0, void const *p1)
{
  __m256i x = _mm256_castsi128_si256 (_mm_loadu_si128 ((__m128i const *) p0));
  return _mm256_inserti128_si256 (x, _mm_loadu_si128 ((__m128i const *) p1),
                                  1);
}

/* Gather words K and K + 1 (K even) of four rows of 64-bit words, ROW0 ..
   ROW3, into *LO (lane J = word K of row J) and *HI (word K + 1).  Rows 0
   and 2 share one register and rows 1 and 3 another, so that one unpack
   per output puts the words in lane order.  */
KERNEL_INLINE void
gather_pair (__m256i *lo, __m256i *hi,
             void const *row0, void const *row1,
             void const *row2, void const *row3)
{
  __m256i even = load_2x128 (row0, row2);
  __m256i odd = load_2x128 (row1, row3);
  *lo = _mm256_unpacklo_epi64 (even, odd);
  *hi = _mm256_unpackhi_epi64 (even, odd);
}

/* The inverse: store lane J of LO and HI as words K and K + 1 of ROW J.  */
KERNEL_INLINE void
scatter_pair (__m256i lo, __m256i hi,
              void *row0, void *row1, void *row2, void *row3)
{
  __m256i even = _mm256_unpacklo_epi64 (lo, hi);
  __m256i odd = _mm256_unpackhi_epi64 (lo, hi);
  _mm_storeu_si128 ((__m128i *) row0, _mm256_castsi256_si128 (even));
  _mm_storeu_si128 ((__m128i *) row1, _mm256_castsi256_si128 (odd));
  _mm_storeu_si128 ((__m128i *) row2, _mm256_extracti128_si256 (even, 1));
  _mm_storeu_si128 ((__m128i *) row3, _mm256_extracti128_si256 (odd, 1));
}

/* G on the words A, B, C, D of all four working vectors, with message
   words X and Y.  */
#define G(a, b, c, d, x, y)                                     \
  do                                                            \
    {                                                           \
      v[a] = _mm256_add_epi64 (_mm256_add_epi64 (v[a], v[b]),   \
                               m[x]);                           \
      v[d] = ror32_256 (_mm256_xor_si256 (v[d], v[a]));            \
      v[c] = _mm256_add_epi64 (v[c], v[d]);                     \
      v[b] = ror24_256 (_mm256_xor_si256 (v[b], v[c]));            \
      v[a] = _mm256_add_epi64 (_mm256_add_epi64 (v[a], v[b]),   \
                               m[y]);                           \
      v[d] = ror16_256 (_mm256_xor_si256 (v[d], v[a]));            \
      v[c] = _mm256_add_epi64 (v[c], v[d]);                     \
      v[b] = ror63_256 (_mm256_xor_si256 (v[b], v[c]));            \
    }                                                           \
  while (0)

#define S(r, k) blake2b_sigma[r][k]

/* On x86-64 the rounds are written in assembly instead, four Gs side
   by side, with fifteen working words held in registers from one asm
   statement to the next and word 8 in memory, loaded into %ymm15 only
   for the one addition that needs it; %ymm15 otherwise holds a
   vpshufb mask or a shifted word.  GCC does not keep such an allocation
   of its own (see the top of this file).  Each G adds its message word
   into A before B, the value computed last, which keeps one addition
   off the dependency chain.  A 32-bit x86 has only eight vector
   registers, so it keeps the macros above (g4-order.h).  */
#if G4_ASM_ROUNDS

/* vpshufb masks: each 64-bit word right by 24 and by 16 bits, for one
   128-bit lane (vbroadcasti128 fills both).  */
static uint8_t const rot24_lane[16] __attribute__ ((aligned (16))) =
  { 3, 4, 5, 6, 7, 0, 1, 2, 11, 12, 13, 14, 15, 8, 9, 10 };
static uint8_t const rot16_lane[16] __attribute__ ((aligned (16))) =
  { 2, 3, 4, 5, 6, 7, 0, 1, 10, 11, 12, 13, 14, 15, 8, 9 };

/* Rotating D right by 32 bits (vpshufd), or by 16 (vpshufb with the
   mask at %[mask]).  */
# define ROT_D32(i) "vpshufd $0xb1, %t[d" i "], %t[d" i "]\n\t"
# define ROT_D16(i) "vpshufb %%ymm15, %t[d" i "], %t[d" i "]\n\t"
/* Rotating B right by 24 bits (vpshufb), or by 63 (B + B, or'ed with
   its top bit moved to the bottom).  */
# define ROT_B24(i) "vpshufb %%ymm15, %t[b" i "], %t[b" i "]\n\t"
# define ROT_B63(i)                                      \
  "vpsrlq $63, %t[b" i "], %%ymm15\n\t"                 \
  "vpaddq %t[b" i "], %t[b" i "], %t[b" i "]\n\t"        \
  "vpxor %%ymm15, %t[b" i "], %t[b" i "]\n\t"

/* A += X + B, D ^= A, D rotated by ROT (after LOAD_MASK).  */
# define ADD_A_ROT_D(load_mask, rot)                     \
  "vpaddq %[x0], %t[a0], %t[a0]\n\t"                    \
  "vpaddq %[x1], %t[a1], %t[a1]\n\t"                    \
  "vpaddq %[x2], %t[a2], %t[a2]\n\t"                    \
  "vpaddq %[x3], %t[a3], %t[a3]\n\t"                    \
  "vpaddq %t[b0], %t[a0], %t[a0]\n\t"                   \
  "vpaddq %t[b1], %t[a1], %t[a1]\n\t"                   \
  "vpaddq %t[b2], %t[a2], %t[a2]\n\t"                   \
  "vpaddq %t[b3], %t[a3], %t[a3]\n\t"                   \
  "vpxor %t[a0], %t[d0], %t[d0]\n\t"                    \
  "vpxor %t[a1], %t[d1], %t[d1]\n\t"                    \
  "vpxor %t[a2], %t[d2], %t[d2]\n\t"                    \
  "vpxor %t[a3], %t[d3], %t[d3]\n\t"                    \
  load_mask                                             \
  rot ("0") rot ("1") rot ("2") rot ("3")

/* C += D, B ^= C, B rotated by ROT (after LOAD_MASK); C0 is in
   memory.  */
# define ADD_C_ROT_B(load_mask, rot)                     \
  "vpaddq %[c0], %t[d0], %%ymm15\n\t"                   \
  "vpaddq %t[d1], %t[c1], %t[c1]\n\t"                   \
  "vpaddq %t[d2], %t[c2], %t[c2]\n\t"                   \
  "vpaddq %t[d3], %t[c3], %t[c3]\n\t"                   \
  "vpxor %%ymm15, %t[b0], %t[b0]\n\t"                   \
  "vpxor %t[c1], %t[b1], %t[b1]\n\t"                    \
  "vpxor %t[c2], %t[b2], %t[b2]\n\t"                    \
  "vpxor %t[c3], %t[b3], %t[b3]\n\t"                    \
  "vmovdqa %%ymm15, %[c0]\n\t"                          \
  load_mask                                             \
  rot ("0") rot ("1") rot ("2") rot ("3")

# define LOAD_MASK "vbroadcasti128 %[mask], %%ymm15\n\t"

# define AD_INPUTS(k)                                                   \
  G4_AD_B_INPUTS,                                                       \
  [x0] "m" (m[s[k]]), [x1] "m" (m[s[k + 2]]), [x2] "m" (m[s[k + 4]]),   \
  [x3] "m" (m[s[k + 6]])

/* Four Gs side by side, the message words of G I being M[S[2I]] and
   M[S[2I + 1]]: the column step, or with the words named in another
   order the diagonal step.  */
KERNEL_INLINE void
g4 (__m256i *a0, __m256i *a1, __m256i *a2, __m256i *a3,
    __m256i *b0, __m256i *b1, __m256i *b2, __m256i *b3,
    __m256i *c0, __m256i *c1, __m256i *c2, __m256i *c3,
    __m256i *d0, __m256i *d1, __m256i *d2, __m256i *d3,
    __m256i const m[16], uint8_t const s[8])
{
  __asm__ (ADD_A_ROT_D ("", ROT_D32)
           : G4_AD_OPERANDS : AD_INPUTS (0) : "xmm15");
  __asm__ (ADD_C_ROT_B (LOAD_MASK, ROT_B24)
           : G4_CB_OPERANDS : G4_CB_INPUTS, [mask] "m" (rot24_lane)
           : "xmm15");
  __asm__ (ADD_A_ROT_D (LOAD_MASK, ROT_D16)
           : G4_AD_OPERANDS : AD_INPUTS (1), [mask] "m" (rot16_lane)
           : "xmm15");
  __asm__ (ADD_C_ROT_B ("", ROT_B63)
           : G4_CB_OPERANDS : G4_CB_INPUTS : "xmm15");
}

/* Round R, word 8 of the working vector kept in *V8.  */
KERNEL_INLINE void
round_asm (__m256i v[16], __m256i *v8, __m256i const m[16], int r)
{
  G4_ROUND_WORD8_APART (g4, v, v8, m, blake2b_sigma[r]);
}

#endif /* G4_ASM_ROUNDS */

/* Round R (a literal, so that the sigma lookups fold to constants).  */
#define ROUND(r) G4_ROUND_BY_G (G, S, r)

void
blake2b_compress_x4_avx2 (uint64_t h[4][8], uint64_t t[4][2],
                          uint64_t const f[4][2],
                          uint8_t const *const blocks[4], size_t nblocks,
                          size_t stride, uint64_t inc)
{
  __m256i hv[8];
  __m256i t0, t1, f0, f1;

  for (int k = 0; k < 8; k += 2)
    gather_pair (&hv[k], &hv[k + 1], &h[0][k], &h[1][k], &h[2][k], &h[3][k]);
  gather_pair (&t0, &t1, t[0], t[1], t[2], t[3]);
  gather_pair (&f0, &f1, f[0], f[1], f[2], f[3]);

  __m256i const incv = _mm256_set1_epi64x ((long long) inc);
  /* AVX2 compares only signed 64-bit integers; flipping the sign bits of
     both sides turns that into the unsigned comparison the carry needs.  */
  __m256i const sign = _mm256_set1_epi64x (INT64_MIN);
  __m256i const inc_biased = _mm256_xor_si256 (incv, sign);
  uint8_t const *p0 = blocks[0];
  uint8_t const *p1 = blocks[1];
  uint8_t const *p2 = blocks[2];
  uint8_t const *p3 = blocks[3];

  for (; nblocks > 0; nblocks--)
    {
      __m256i m[16];
      __m256i v[16];

      for (int k = 0; k < 16; k += 2)
        gather_pair (&m[k], &m[k + 1], p0 + 8 * k, p1 + 8 * k, p2 + 8 * k,
                     p3 + 8 * k);
      p0 += stride;
      p1 += stride;
      p2 += stride;
      p3 += stride;

      /* T0 + INC wrapped around iff the sum is below INC; the comparison
         yields -1 in those lanes, so subtracting it adds the carry.  */
      t0 = _mm256_add_epi64 (t0, incv);
      t1 = _mm256_sub_epi64 (t1, _mm256_cmpgt_epi64 (inc_biased,
                                                     _mm256_xor_si256 (t0,
                                                                       sign)));

      for (int i = 0; i < 8; i++)
        v[i] = hv[i];
      for (int i = 0; i < 4; i++)
        v[8 + i] = _mm256_set1_epi64x ((long long) blake2b_iv[i]);
      v[12] = _mm256_xor_si256 (_mm256_set1_epi64x ((long long) blake2b_iv[4]),
                                t0);
      v[13] = _mm256_xor_si256 (_mm256_set1_epi64x ((long long) blake2b_iv[5]),
                                t1);
      v[14] = _mm256_xor_si256 (_mm256_set1_epi64x ((long long) blake2b_iv[6]),
                                f0);
      v[15] = _mm256_xor_si256 (_mm256_set1_epi64x ((long long) blake2b_iv[7]),
                                f1);

#if G4_ASM_ROUNDS
      __m256i v8 = v[8];
      round_asm (v, &v8, m, 0);
      round_asm (v, &v8, m, 1);
      round_asm (v, &v8, m, 2);
      round_asm (v, &v8, m, 3);
      round_asm (v, &v8, m, 4);
      round_asm (v, &v8, m, 5);
      round_asm (v, &v8, m, 6);
      round_asm (v, &v8, m, 7);
      round_asm (v, &v8, m, 8);
      round_asm (v, &v8, m, 9);
      round_asm (v, &v8, m, 10);
      round_asm (v, &v8, m, 11);
      v[8] = v8;
#else
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
#endif

      for (int i = 0; i < 8; i++)
        hv[i] = _mm256_xor_si256 (hv[i], _mm256_xor_si256 (v[i], v[i + 8]));
    }

  for (int k = 0; k < 8; k += 2)
    scatter_pair (hv[k], hv[k + 1], &h[0][k], &h[1][k], &h[2][k], &h[3][k]);
  scatter_pair (t0, t1, t[0], t[1], t[2], t[3]);
}

KERNEL_CODE_END
