/* blake2b-avx2-ops.h -- the rotations and message loads that the AVX2
   BLAKE2b kernels share

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

/* Include this only from a file compiled with -mavx2, after
   <immintrin.h> and core/kernel-inline.h.  */

#ifndef BLAKESUM_BLAKE2B_AVX2_OPS_H
#define BLAKESUM_BLAKE2B_AVX2_OPS_H

#include <stdint.h>

/* Each 64-bit lane rotated right by 32, 24, 16 and 63 bits.  Byte
   multiples are byte shuffles; 63 is a left rotation by 1, done as an
   add (x + x == x << 1) and a shift.  */

KERNEL_INLINE __m256i
ror32_256 (__m256i x)
{
  return _mm256_shuffle_epi32 (x, _MM_SHUFFLE (2, 3, 0, 1));
}

KERNEL_INLINE __m256i
ror24_256 (__m256i x)
{
  __m256i const bytes = _mm256_setr_epi8 (3, 4, 5, 6, 7, 0, 1, 2,
                                          11, 12, 13, 14, 15, 8, 9, 10,
                                          3, 4, 5, 6, 7, 0, 1, 2,
                                          11, 12, 13, 14, 15, 8, 9, 10);
  return _mm256_shuffle_epi8 (x, bytes);
}

KERNEL_INLINE __m256i
ror16_256 (__m256i x)
{
  __m256i const bytes = _mm256_setr_epi8 (2, 3, 4, 5, 6, 7, 0, 1,
                                          10, 11, 12, 13, 14, 15, 8, 9,
                                          2, 3, 4, 5, 6, 7, 0, 1,
                                          10, 11, 12, 13, 14, 15, 8, 9);
  return _mm256_shuffle_epi8 (x, bytes);
}

KERNEL_INLINE __m256i
ror63_256 (__m256i x)
{
  return _mm256_xor_si256 (_mm256_srli_epi64 (x, 63),
                           _mm256_add_epi64 (x, x));
}

/* Return A + M.  The empty asm hides the sum from GCC's reassociation,
   which would otherwise turn (A + M) + B into (M + B) + A and so put
   two additions instead of one on the critical path through B.  */
KERNEL_INLINE __m256i
add_msg_256 (__m256i a, __m256i m)
{
  __m256i s = _mm256_add_epi64 (a, m);
  KERNEL_NO_REASSOC (s, "x");
  return s;
}

/* Return the message words W0, W1, W2, W3 of the block at P as the
   lanes of one vector.  Broadcasting loads cost no shuffle unit, and
   the blends run on any vector pipe, which beats unpack-and-permute
   sequences here; the words are read straight from the (unaligned,
   little-endian) block.  */
KERNEL_INLINE __m256i
msg4_256 (uint8_t const *p, int w0, int w1, int w2, int w3)
{
  __m256i x0 = _mm256_broadcastq_epi64 (_mm_loadl_epi64 ((__m128i const *)
                                                         (p + 8 * w0)));
  __m256i x1 = _mm256_broadcastq_epi64 (_mm_loadl_epi64 ((__m128i const *)
                                                         (p + 8 * w1)));
  __m256i x2 = _mm256_broadcastq_epi64 (_mm_loadl_epi64 ((__m128i const *)
                                                         (p + 8 * w2)));
  __m256i x3 = _mm256_broadcastq_epi64 (_mm_loadl_epi64 ((__m128i const *)
                                                         (p + 8 * w3)));
  return _mm256_blend_epi32 (_mm256_blend_epi32 (x0, x1, 0x0C),
                             _mm256_blend_epi32 (x2, x3, 0xC0), 0xF0);
}

#endif
