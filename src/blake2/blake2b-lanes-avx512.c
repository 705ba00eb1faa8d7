/* blake2b-lanes-avx512.c -- eight parallel BLAKE2b compressions with AVX-512

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

/* This file must be compiled with -mavx512f -mavx512vl and its function
   called only when the CPU and the operating system support both.

   Layout: one 512-bit register per word of the working vector, lane J
   belonging to state J.  The eight states never interact, so there is no
   diagonalization and G runs on whole registers exactly as the portable
   code runs it on words; VPRORQ does every rotation in one instruction.
   The 32 vector registers hold the whole working vector, and the message
   words, transposed into lane order once per block, are read from memory
   by the additions.  */

#include <config.h>

#include <immintrin.h>

#include "blake2b.h"
#include "blake2b-impl.h"
#include "core/kernel-inline.h"

KERNEL_CODE_BEGIN

/* Gather words K and K + 1 (K even) of eight rows of 64-bit words, ROW[0]
   .. ROW[7] each advanced by OFFSET bytes, into *LO (lane J = word K of
   row J) and *HI (word K + 1).  The 16-byte pieces of the even rows go
   into one register and those of the odd rows into another, with merging
   broadcasts (loads, no shuffles); one unpack per output then puts the
   words in lane order.  */
KERNEL_INLINE void
gather_pair (__m512i *lo, __m512i *hi, uint8_t const *const row[8],
             size_t offset)
{
  __m512i even = _mm512_castsi128_si512 (_mm_loadu_si128 ((__m128i const *)
                                                           (row[0] + offset)));
  __m512i odd = _mm512_castsi128_si512 (_mm_loadu_si128 ((__m128i const *)
                                                          (row[1] + offset)));
  for (int j = 1; j < 4; j++)
    {
      __mmask16 chunk = (__mmask16) (0xF << (4 * j));
      even = _mm512_mask_broadcast_i32x4 (even, chunk,
                                          _mm_loadu_si128 ((__m128i const *)
                                                           (row[2 * j]
                                                            + offset)));
      odd = _mm512_mask_broadcast_i32x4 (odd, chunk,
                                         _mm_loadu_si128 ((__m128i const *)
                                                          (row[2 * j + 1]
                                                           + offset)));
    }
  *lo = _mm512_unpacklo_epi64 (even, odd);
  *hi = _mm512_unpackhi_epi64 (even, odd);
}

/* The inverse: store lane J of LO and HI as words K and K + 1 of row J,
   ROW[J] advanced by OFFSET bytes.  */
KERNEL_INLINE void
scatter_pair (__m512i lo, __m512i hi, uint8_t *const row[8], size_t offset)
{
  __m512i even = _mm512_unpacklo_epi64 (lo, hi);
  __m512i odd = _mm512_unpackhi_epi64 (lo, hi);

  _mm_storeu_si128 ((__m128i *) (row[0] + offset),
                    _mm512_castsi512_si128 (even));
  _mm_storeu_si128 ((__m128i *) (row[1] + offset),
                    _mm512_castsi512_si128 (odd));
  _mm_storeu_si128 ((__m128i *) (row[2] + offset),
                    _mm512_extracti32x4_epi32 (even, 1));
  _mm_storeu_si128 ((__m128i *) (row[3] + offset),
                    _mm512_extracti32x4_epi32 (odd, 1));
  _mm_storeu_si128 ((__m128i *) (row[4] + offset),
                    _mm512_extracti32x4_epi32 (even, 2));
  _mm_storeu_si128 ((__m128i *) (row[5] + offset),
                    _mm512_extracti32x4_epi32 (odd, 2));
  _mm_storeu_si128 ((__m128i *) (row[6] + offset),
                    _mm512_extracti32x4_epi32 (even, 3));
  _mm_storeu_si128 ((__m128i *) (row[7] + offset),
                    _mm512_extracti32x4_epi32 (odd, 3));
}

/* The four columns and the four diagonals of the working vector, as
   (A, B, C, D) word indices, and macros that pick one of the four.  */
#define COL0 (0, 4, 8, 12)
#define COL1 (1, 5, 9, 13)
#define COL2 (2, 6, 10, 14)
#define COL3 (3, 7, 11, 15)
#define DIAG0 (0, 5, 10, 15)
#define DIAG1 (1, 6, 11, 12)
#define DIAG2 (2, 7, 8, 13)
#define DIAG3 (3, 4, 9, 14)
#define QA(a, b, c, d) a
#define QB(a, b, c, d) b
#define QC(a, b, c, d) c
#define QD(a, b, c, d) d

/* The steps of half of G on the quadruple Q, with message word X and
   rotation counts RD and RB.  */
#define STEP_A(q, x)                                                    \
  v[QA q] = _mm512_add_epi64 (_mm512_add_epi64 (v[QA q], m[x]), v[QB q])
#define STEP_D(q, rd)                                                   \
  v[QD q] = _mm512_ror_epi64 (_mm512_xor_si512 (v[QD q], v[QA q]), rd)
#define STEP_C(q)                                                       \
  v[QC q] = _mm512_add_epi64 (v[QC q], v[QD q])
#define STEP_B(q, rb)                                                   \
  v[QB q] = _mm512_ror_epi64 (_mm512_xor_si512 (v[QB q], v[QC q]), rb)

/* Half of G on four quadruples at once, interleaved step by step.  Each
   half G is a chain of dependent instructions; written one G after the
   other, the chains of later Gs wait behind the earlier ones in the
   out-of-order window, whereas interleaved the program order is already
   a good schedule (about 5% faster on Zen 4).  */
#define HALF_G4(q0, q1, q2, q3, x0, x1, x2, x3, rd, rb)                 \
  do                                                                    \
    {                                                                   \
      STEP_A (q0, x0);                                                  \
      STEP_A (q1, x1);                                                  \
      STEP_A (q2, x2);                                                  \
      STEP_A (q3, x3);                                                  \
      STEP_D (q0, rd);                                                  \
      STEP_D (q1, rd);                                                  \
      STEP_D (q2, rd);                                                  \
      STEP_D (q3, rd);                                                  \
      STEP_C (q0);                                                      \
      STEP_C (q1);                                                      \
      STEP_C (q2);                                                      \
      STEP_C (q3);                                                      \
      STEP_B (q0, rb);                                                  \
      STEP_B (q1, rb);                                                  \
      STEP_B (q2, rb);                                                  \
      STEP_B (q3, rb);                                                  \
    }                                                                   \
  while (0)

#define S(r, k) blake2b_sigma[r][k]

/* Round R (a literal, so that the sigma lookups fold to constants).  */
#define ROUND(r)                                                        \
  do                                                                    \
    {                                                                   \
      HALF_G4 (COL0, COL1, COL2, COL3,                                  \
               S (r, 0), S (r, 2), S (r, 4), S (r, 6), 32, 24);         \
      HALF_G4 (COL0, COL1, COL2, COL3,                                  \
               S (r, 1), S (r, 3), S (r, 5), S (r, 7), 16, 63);         \
      HALF_G4 (DIAG0, DIAG1, DIAG2, DIAG3,                              \
               S (r, 8), S (r, 10), S (r, 12), S (r, 14), 32, 24);      \
      HALF_G4 (DIAG0, DIAG1, DIAG2, DIAG3,                              \
               S (r, 9), S (r, 11), S (r, 13), S (r, 15), 16, 63);      \
    }                                                                   \
  while (0)

void
blake2b_compress_x8_avx512 (uint64_t h[8][8], uint64_t t[8][2],
                            uint64_t const f[8][2],
                            uint8_t const *const blocks[8], size_t nblocks,
                            size_t stride, uint64_t inc)
{
  uint8_t const *hrow[8], *trow[8], *frow[8], *p[8];
  __m512i hv[8];
  __m512i t0, t1, f0, f1;

  for (int j = 0; j < 8; j++)
    {
      hrow[j] = (uint8_t const *) h[j];
      trow[j] = (uint8_t const *) t[j];
      frow[j] = (uint8_t const *) f[j];
      p[j] = blocks[j];
    }
  for (size_t k = 0; k < 8; k += 2)
    gather_pair (&hv[k], &hv[k + 1], hrow, 8 * k);
  gather_pair (&t0, &t1, trow, 0);
  gather_pair (&f0, &f1, frow, 0);

  __m512i const incv = _mm512_set1_epi64 ((long long) inc);
  __m512i const one = _mm512_set1_epi64 (1);

  for (size_t n = 0; n < nblocks; n++)
    {
      __m512i m[16];
      __m512i v[16];

      /* Spelled out: GCC -O2 would not unroll the loop, and the unrolled
         form is measurably faster.  */
      size_t o = n * stride;
      gather_pair (&m[0], &m[1], p, o);
      gather_pair (&m[2], &m[3], p, o + 16);
      gather_pair (&m[4], &m[5], p, o + 32);
      gather_pair (&m[6], &m[7], p, o + 48);
      gather_pair (&m[8], &m[9], p, o + 64);
      gather_pair (&m[10], &m[11], p, o + 80);
      gather_pair (&m[12], &m[13], p, o + 96);
      gather_pair (&m[14], &m[15], p, o + 112);

      /* T0 + INC wrapped around iff the sum is below INC.  */
      t0 = _mm512_add_epi64 (t0, incv);
      t1 = _mm512_mask_add_epi64 (t1, _mm512_cmplt_epu64_mask (t0, incv),
                                  t1, one);

      for (int i = 0; i < 8; i++)
        v[i] = hv[i];
      for (int i = 0; i < 4; i++)
        v[8 + i] = _mm512_set1_epi64 ((long long) blake2b_iv[i]);
      v[12] = _mm512_xor_si512 (_mm512_set1_epi64 ((long long) blake2b_iv[4]),
                                t0);
      v[13] = _mm512_xor_si512 (_mm512_set1_epi64 ((long long) blake2b_iv[5]),
                                t1);
      v[14] = _mm512_xor_si512 (_mm512_set1_epi64 ((long long) blake2b_iv[6]),
                                f0);
      v[15] = _mm512_xor_si512 (_mm512_set1_epi64 ((long long) blake2b_iv[7]),
                                f1);

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

      for (int i = 0; i < 8; i++)
        hv[i] = _mm512_ternarylogic_epi64 (hv[i], v[i], v[i + 8], 0x96);
    }

  uint8_t *hout[8], *tout[8];
  for (int j = 0; j < 8; j++)
    {
      hout[j] = (uint8_t *) h[j];
      tout[j] = (uint8_t *) t[j];
    }
  for (size_t k = 0; k < 8; k += 2)
    scatter_pair (hv[k], hv[k + 1], hout, 8 * k);
  scatter_pair (t0, t1, tout, 0);
}

KERNEL_CODE_END
