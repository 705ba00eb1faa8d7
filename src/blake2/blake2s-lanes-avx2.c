/* blake2s-lanes-avx2.c -- BLAKE2s compression of eight states at once,
   with AVX2

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

   BLAKE2sp's eight leaves are eight independent BLAKE2s chains, and a
   256-bit register holds eight 32-bit words: so each of the sixteen
   working vectors holds one word of all eight states, lane J for state
   J, and every G step is one instruction for the eight (word-sliced,
   as BLAKE3's kernels are).  No shuffle is needed within the rounds;
   the message words are transposed once per block, and the chaining
   values once per call.  */

#include <config.h>

#include <immintrin.h>

#include "blake2s.h"
#include "blake2s-impl.h"
#include "core/kernel-inline.h"
#include "core/g4-order.h"
#include "core/rot32-avx2.h"

#include "blake3/blake3-transpose.h"

KERNEL_CODE_BEGIN

/* G on words A, B, C, D of the eight states, with message words X and
   Y.  */
#define G(a, b, c, d, x, y)                                             \
  do                                                                    \
    {                                                                   \
      v[a] = _mm256_add_epi32 (_mm256_add_epi32 (v[a], m[x]), v[b]);    \
      v[d] = ror16_256 (_mm256_xor_si256 (v[d], v[a]));                 \
      v[c] = _mm256_add_epi32 (v[c], v[d]);                             \
      v[b] = ror12_256 (_mm256_xor_si256 (v[b], v[c]));                 \
      v[a] = _mm256_add_epi32 (_mm256_add_epi32 (v[a], m[y]), v[b]);    \
      v[d] = ror8_256 (_mm256_xor_si256 (v[d], v[a]));                  \
      v[c] = _mm256_add_epi32 (v[c], v[d]);                             \
      v[b] = ror7_256 (_mm256_xor_si256 (v[b], v[c]));                  \
    }                                                                   \
  while (0)

#define S(r, k) blake2s_sigma[r][k]

/* Round R (a literal, so that the sigma lookups fold to constants).  */
#define ROUND(r) G4_ROUND_BY_G (G, S, r)

/* The eight 32-byte rows at P[0] + AT .. P[7] + AT, transposed into
   X[0..7]: word K of row J is lane J of X[K].  */
KERNEL_INLINE void
load_transposed (__m256i x[8], uint8_t const *const p[8], size_t at)
{
  for (int j = 0; j < 8; j++)
    x[j] = _mm256_loadu_si256 ((__m256i const *) (p[j] + at));
  transpose8 (x);
}

/* Word W of the eight rows ROWS[0..7], as the lanes of one vector.  */
KERNEL_INLINE __m256i
gather_word (uint32_t const rows[8][2], int w)
{
  return _mm256_setr_epi32 ((int) rows[0][w], (int) rows[1][w],
                            (int) rows[2][w], (int) rows[3][w],
                            (int) rows[4][w], (int) rows[5][w],
                            (int) rows[6][w], (int) rows[7][w]);
}

void
blake2s_compress_x8_avx2 (uint32_t h[8][8], uint32_t t[8][2],
                          uint32_t const f[8][2],
                          uint8_t const *const blocks[8], size_t nblocks,
                          size_t stride, uint32_t inc)
{
  __m256i hv[8];
  for (int j = 0; j < 8; j++)
    hv[j] = _mm256_loadu_si256 ((__m256i const *) h[j]);
  transpose8 (hv);
  __m256i t0 = gather_word ((uint32_t const (*)[2]) t, 0);
  __m256i t1 = gather_word ((uint32_t const (*)[2]) t, 1);
  __m256i const f0 = gather_word (f, 0);
  __m256i const f1 = gather_word (f, 1);
  __m256i const incv = _mm256_set1_epi32 ((int) inc);
  /* AVX2 compares only signed words: flipping the top bit of both
     sides makes the signed comparison an unsigned one.  */
  __m256i const top = _mm256_set1_epi32 (INT32_MIN);
  uint8_t const *p[8];
  for (int j = 0; j < 8; j++)
    p[j] = blocks[j];

  for (; nblocks > 0; nblocks--)
    {
      __m256i m[16];
      load_transposed (m, p, 0);
      load_transposed (m + 8, p, 32);

      /* The low words of the counters, and a carry into the high ones
         where they wrapped around: -1 in a lane is a carry of 1.  */
      t0 = _mm256_add_epi32 (t0, incv);
      __m256i wrapped = _mm256_cmpgt_epi32 (_mm256_xor_si256 (incv, top),
                                            _mm256_xor_si256 (t0, top));
      t1 = _mm256_sub_epi32 (t1, wrapped);

      __m256i v[16];
      for (int k = 0; k < 8; k++)
        {
          v[k] = hv[k];
          v[k + 8] = _mm256_set1_epi32 ((int) blake2s_iv[k]);
        }
      v[12] = _mm256_xor_si256 (v[12], t0);
      v[13] = _mm256_xor_si256 (v[13], t1);
      v[14] = _mm256_xor_si256 (v[14], f0);
      v[15] = _mm256_xor_si256 (v[15], f1);

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

      for (int k = 0; k < 8; k++)
        hv[k] = _mm256_xor_si256 (hv[k], _mm256_xor_si256 (v[k], v[k + 8]));
      for (int j = 0; j < 8; j++)
        p[j] += stride;
    }

  transpose8 (hv);
  for (int j = 0; j < 8; j++)
    _mm256_storeu_si256 ((__m256i *) h[j], hv[j]);
  uint32_t lo[8], hi[8];
  _mm256_storeu_si256 ((__m256i *) lo, t0);
  _mm256_storeu_si256 ((__m256i *) hi, t1);
  for (int j = 0; j < 8; j++)
    {
      t[j][0] = lo[j];
      t[j][1] = hi[j];
    }
}

KERNEL_CODE_END
