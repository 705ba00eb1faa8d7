/* blake3-transpose.h -- the transposes of the word-sliced x86 kernels

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

/* The SSE4.1, AVX2 and AVX-512 kernels include this, each inside its
   own file and so with its own -m flags, after <immintrin.h> and
   core/kernel-inline.h.  A word-sliced kernel loads a message row of
   each input into one vector, then transposes, so that a vector holds
   one message word of every input; and transposes its CVs back at the
   end.  transpose8 is defined where AVX2 is enabled.  */

#ifndef BLAKESUM_BLAKE3_TRANSPOSE_H
#define BLAKESUM_BLAKE3_TRANSPOSE_H

/* Transpose the 4x4 matrix of 32-bit words in X[0..3].  */
KERNEL_INLINE void
transpose4 (__m128i x[4])
{
  __m128i ab_lo = _mm_unpacklo_epi32 (x[0], x[1]);
  __m128i ab_hi = _mm_unpackhi_epi32 (x[0], x[1]);
  __m128i cd_lo = _mm_unpacklo_epi32 (x[2], x[3]);
  __m128i cd_hi = _mm_unpackhi_epi32 (x[2], x[3]);
  x[0] = _mm_unpacklo_epi64 (ab_lo, cd_lo);
  x[1] = _mm_unpackhi_epi64 (ab_lo, cd_lo);
  x[2] = _mm_unpacklo_epi64 (ab_hi, cd_hi);
  x[3] = _mm_unpackhi_epi64 (ab_hi, cd_hi);
}

#ifdef __AVX2__
/* Transpose the 8x8 matrix of 32-bit words in X[0..7]: 4x4 transposes
   inside each 128-bit lane, then an exchange of lanes.  */
KERNEL_INLINE void
transpose8 (__m256i x[8])
{
  __m256i t0 = _mm256_unpacklo_epi32 (x[0], x[1]);
  __m256i t1 = _mm256_unpackhi_epi32 (x[0], x[1]);
  __m256i t2 = _mm256_unpacklo_epi32 (x[2], x[3]);
  __m256i t3 = _mm256_unpackhi_epi32 (x[2], x[3]);
  __m256i t4 = _mm256_unpacklo_epi32 (x[4], x[5]);
  __m256i t5 = _mm256_unpackhi_epi32 (x[4], x[5]);
  __m256i t6 = _mm256_unpacklo_epi32 (x[6], x[7]);
  __m256i t7 = _mm256_unpackhi_epi32 (x[6], x[7]);

  /* Lane K of U<W> holds word 4K + W of rows 0..3, and of V<W> the same
     word of rows 4..7.  */
  __m256i u0 = _mm256_unpacklo_epi64 (t0, t2);
  __m256i u1 = _mm256_unpackhi_epi64 (t0, t2);
  __m256i u2 = _mm256_unpacklo_epi64 (t1, t3);
  __m256i u3 = _mm256_unpackhi_epi64 (t1, t3);
  __m256i v0 = _mm256_unpacklo_epi64 (t4, t6);
  __m256i v1 = _mm256_unpackhi_epi64 (t4, t6);
  __m256i v2 = _mm256_unpacklo_epi64 (t5, t7);
  __m256i v3 = _mm256_unpackhi_epi64 (t5, t7);

  x[0] = _mm256_permute2x128_si256 (u0, v0, 0x20);
  x[1] = _mm256_permute2x128_si256 (u1, v1, 0x20);
  x[2] = _mm256_permute2x128_si256 (u2, v2, 0x20);
  x[3] = _mm256_permute2x128_si256 (u3, v3, 0x20);
  x[4] = _mm256_permute2x128_si256 (u0, v0, 0x31);
  x[5] = _mm256_permute2x128_si256 (u1, v1, 0x31);
  x[6] = _mm256_permute2x128_si256 (u2, v2, 0x31);
  x[7] = _mm256_permute2x128_si256 (u3, v3, 0x31);
}
#endif

#endif
