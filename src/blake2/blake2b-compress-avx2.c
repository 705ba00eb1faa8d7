/* blake2b-compress-avx2.c -- BLAKE2b compression with AVX2

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

   Layout: row K of the 4x4 working matrix (words 4K .. 4K + 3) is one
   256-bit register, so one pass of G mixes all four columns.  For the
   diagonal step the rows A, C and D are rotated so that the diagonals
   line up under B.  B stays put because it is the last value G produces
   and the first one the next G needs: a cross-lane permute (4 cycles on
   Zen 4) on B would sit on the critical path, whereas A, C and D are
   finished early enough for their permutes to overlap the rest of G.  */

#include <config.h>

#include <immintrin.h>

#include "blake2b.h"
#include "blake2b-impl.h"
#include "core/kernel-inline.h"
#include "blake2b-avx2-ops.h"

KERNEL_CODE_BEGIN

/* Half of G on all four columns (or diagonals): add the message vector M,
   then the two mixing steps with rotations ROT_D and ROT_B.  */
#define HALF_G(m, rot_d, rot_b)                                 \
  do                                                            \
    {                                                           \
      a = _mm256_add_epi64 (add_msg_256 (a, m), b);             \
      d = rot_d (_mm256_xor_si256 (d, a));                      \
      c = _mm256_add_epi64 (c, d);                              \
      b = rot_b (_mm256_xor_si256 (b, c));                      \
    }                                                           \
  while (0)

#define S(r, k) blake2b_sigma[r][k]

/* Round R (a literal, so that the sigma lookups fold to constants).  Lane
   K of B holds word 4 + K, which belongs to diagonal K - 1; so for the
   diagonal step A is rotated up by one lane, C down by one and D by two,
   and lanes 0..3 then hold diagonals 3, 0, 1, 2, which is also the order
   of the message words.  The empty asm makes the block pointer opaque,
   so that GCC does not keep the broadcast words of one round in
   registers (or worse, on the stack) for reuse in later rounds: reloading
   them from the block is cheaper than spilling.  */
#define ROUND(r)                                                        \
  do                                                                    \
    {                                                                   \
      uint8_t const *p = blocks;                                        \
      __asm__ volatile ("" : "+r" (p));                                 \
      HALF_G (msg4_256 (p, S (r, 0), S (r, 2), S (r, 4), S (r, 6)),     \
              ror32_256, ror24_256);                                    \
      HALF_G (msg4_256 (p, S (r, 1), S (r, 3), S (r, 5), S (r, 7)),     \
              ror16_256, ror63_256);                                    \
      a = _mm256_permute4x64_epi64 (a, _MM_SHUFFLE (2, 1, 0, 3));       \
      c = _mm256_permute4x64_epi64 (c, _MM_SHUFFLE (0, 3, 2, 1));       \
      d = _mm256_permute4x64_epi64 (d, _MM_SHUFFLE (1, 0, 3, 2));       \
      HALF_G (msg4_256 (p, S (r, 14), S (r, 8), S (r, 10), S (r, 12)),  \
              ror32_256, ror24_256);                                    \
      HALF_G (msg4_256 (p, S (r, 15), S (r, 9), S (r, 11), S (r, 13)),  \
              ror16_256, ror63_256);                                    \
      a = _mm256_permute4x64_epi64 (a, _MM_SHUFFLE (0, 3, 2, 1));       \
      c = _mm256_permute4x64_epi64 (c, _MM_SHUFFLE (2, 1, 0, 3));       \
      d = _mm256_permute4x64_epi64 (d, _MM_SHUFFLE (1, 0, 3, 2));       \
    }                                                                   \
  while (0)

void
blake2b_compress_avx2 (uint64_t h[8], uint64_t t[2], uint64_t const f[2],
                       uint8_t const *blocks, size_t nblocks, uint64_t inc)
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

KERNEL_CODE_END
