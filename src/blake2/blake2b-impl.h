/* blake2b-impl.h -- constants and helpers for the BLAKE2b compress functions

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

#ifndef BLAKESUM_BLAKE2B_IMPL_H
#define BLAKESUM_BLAKE2B_IMPL_H

#include <stddef.h>
#include <stdint.h>

#include "blake2b.h"

/* Number of rounds of the BLAKE2b compression function.  */
enum { BLAKE2B_ROUNDS = 12 };

/* The initialization vector: the SHA-512 IV.  Static so that every
   compress file, whatever its -m flags, gets its own copy and none of them
   needs a symbol from another object.  */
static uint64_t const blake2b_iv[8] =
{
  UINT64_C (0x6a09e667f3bcc908), UINT64_C (0xbb67ae8584caa73b),
  UINT64_C (0x3c6ef372fe94f82b), UINT64_C (0xa54ff53a5f1d36f1),
  UINT64_C (0x510e527fade682d1), UINT64_C (0x9b05688c2b3e6c1f),
  UINT64_C (0x1f83d9abfb41bd6b), UINT64_C (0x5be0cd19137e2179)
};

/* The message schedule.  BLAKE2b's 12 rounds reuse rows 0 and 1 of the
   10-row BLAKE2 table for rounds 10 and 11; they are spelled out here so
   that round R simply uses row R.  */
static uint8_t const blake2b_sigma[BLAKE2B_ROUNDS][16] =
{
  {  0,  1,  2,  3,  4,  5,  6,  7,  8,  9, 10, 11, 12, 13, 14, 15 },
  { 14, 10,  4,  8,  9, 15, 13,  6,  1, 12,  0,  2, 11,  7,  5,  3 },
  { 11,  8, 12,  0,  5,  2, 15, 13, 10, 14,  3,  6,  7,  1,  9,  4 },
  {  7,  9,  3,  1, 13, 12, 11, 14,  2,  6,  5, 10,  4,  0, 15,  8 },
  {  9,  0,  5,  7,  2,  4, 10, 15, 14,  1, 11, 12,  6,  8,  3, 13 },
  {  2, 12,  6, 10,  0, 11,  8,  3,  4, 13,  7,  5, 15, 14,  1,  9 },
  { 12,  5,  1, 15, 14, 13,  4, 10,  0,  7,  6,  3,  9,  2,  8, 11 },
  { 13, 11,  7, 14, 12,  1,  3,  9,  5,  0, 15,  4,  8,  6,  2, 10 },
  {  6, 15, 14,  9, 11,  3,  0,  8, 12,  2, 13,  7,  1,  4, 10,  5 },
  { 10,  2,  8,  4,  7,  6,  1,  5, 15, 11,  9, 14,  3, 12, 13,  0 },
  {  0,  1,  2,  3,  4,  5,  6,  7,  8,  9, 10, 11, 12, 13, 14, 15 },
  { 14, 10,  4,  8,  9, 15, 13,  6,  1, 12,  0,  2, 11,  7,  5,  3 }
};

/* Return the little-endian 64-bit word at P, which need not be aligned.
   Byte by byte so that the result does not depend on the host's byte
   order; GCC and Clang turn this into one load (plus a byte swap on
   big-endian hosts).  */
static inline uint64_t
blake2b_load64 (void const *p)
{
  uint8_t const *b = p;
  return ((uint64_t) b[0]
          | ((uint64_t) b[1] << 8)
          | ((uint64_t) b[2] << 16)
          | ((uint64_t) b[3] << 24)
          | ((uint64_t) b[4] << 32)
          | ((uint64_t) b[5] << 40)
          | ((uint64_t) b[6] << 48)
          | ((uint64_t) b[7] << 56));
}

/* Store W little-endian at P, which need not be aligned.  */
static inline void
blake2b_store64 (void *p, uint64_t w)
{
  uint8_t *b = p;
  b[0] = (uint8_t) w;
  b[1] = (uint8_t) (w >> 8);
  b[2] = (uint8_t) (w >> 16);
  b[3] = (uint8_t) (w >> 24);
  b[4] = (uint8_t) (w >> 32);
  b[5] = (uint8_t) (w >> 40);
  b[6] = (uint8_t) (w >> 48);
  b[7] = (uint8_t) (w >> 56);
}

/* Store the 32-bit W little-endian at P, which need not be aligned.  */
static inline void
blake2b_store32 (void *p, uint32_t w)
{
  uint8_t *b = p;
  b[0] = (uint8_t) w;
  b[1] = (uint8_t) (w >> 8);
  b[2] = (uint8_t) (w >> 16);
  b[3] = (uint8_t) (w >> 24);
}

/* Rotate X right by N bits.  N must be 1..63: a shift by 64 would be
   undefined.  Compilers recognize the idiom and emit one rotate.  */
static inline uint64_t
blake2b_rotr64 (uint64_t x, unsigned int n)
{
  return (x >> n) | (x << (64 - n));
}

/* Add INC to the 128-bit byte counter T, low word first.  The carry is
   needed: T counts bytes, and a single stream may exceed 2^64 bytes in
   principle.  */
static inline void
blake2b_counter_add (uint64_t t[2], uint64_t inc)
{
  t[0] += inc;
  t[1] += t[0] < inc;
}

/* The SIMD implementations, each in its own file compiled with its own -m
   flags.  Only those enabled in config.h are linked in; see
   blake2b-dispatch.c.  */
blake2b_compress_fn blake2b_compress_sse41;
blake2b_compress_fn blake2b_compress_avx2;
blake2b_compress_fn blake2b_compress_avx512;
blake2b_compress_fn blake2b_compress_avx512_split;
blake2b_compress_fn blake2b_compress_neon;

/* Multi-lane kernels, 4 lanes (AVX2) or 8 (AVX-512), one state per
   64-bit lane; see blake2b_compress_x4_fn in blake2b.h.  The 2-lane
   kernels have a state per 256-bit half (AVX-512), or per set of
   256-bit registers (AVX2) instead.  */
blake2b_compress_x2_fn blake2b_compress_x2_avx2;
blake2b_compress_x2_fn blake2b_compress_x2_avx512;
blake2b_compress_x4_fn blake2b_compress_x4_avx2;
blake2b_compress_x8_fn blake2b_compress_x8_avx512;

#endif
