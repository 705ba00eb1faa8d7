/* rot32-avx2.h -- the rotations of G on 32-bit words, eight lanes at a
   time, that BLAKE2s's and BLAKE3's AVX2 kernels share

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
   <immintrin.h> and core/kernel-inline.h.  The names end in the vector
   width, as blake3-g-pair.h expects (SLICED_ROR16 and its kind).  */

#ifndef BLAKESUM_ROT32_AVX2_H
#define BLAKESUM_ROT32_AVX2_H

/* Each 32-bit lane rotated right by 16, 12, 8 and 7 bits.  Rotations
   by 16 and 8 move whole bytes, so one vpshufb (which works within
   each 128-bit lane) does each; the other two need two shifts and an
   OR.  */
KERNEL_INLINE __m256i
ror16_256 (__m256i x)
{
  __m256i const shuffle =
    _mm256_setr_epi8 (2, 3, 0, 1, 6, 7, 4, 5, 10, 11, 8, 9, 14, 15, 12, 13,
                      2, 3, 0, 1, 6, 7, 4, 5, 10, 11, 8, 9, 14, 15, 12, 13);
  return _mm256_shuffle_epi8 (x, shuffle);
}

KERNEL_INLINE __m256i
ror12_256 (__m256i x)
{
  return _mm256_or_si256 (_mm256_srli_epi32 (x, 12),
                          _mm256_slli_epi32 (x, 20));
}

KERNEL_INLINE __m256i
ror8_256 (__m256i x)
{
  __m256i const shuffle =
    _mm256_setr_epi8 (1, 2, 3, 0, 5, 6, 7, 4, 9, 10, 11, 8, 13, 14, 15, 12,
                      1, 2, 3, 0, 5, 6, 7, 4, 9, 10, 11, 8, 13, 14, 15, 12);
  return _mm256_shuffle_epi8 (x, shuffle);
}

KERNEL_INLINE __m256i
ror7_256 (__m256i x)
{
  return _mm256_or_si256 (_mm256_srli_epi32 (x, 7),
                          _mm256_slli_epi32 (x, 25));
}

#endif
