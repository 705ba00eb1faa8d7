/* blake2s-impl.h -- constants and helpers for the BLAKE2s compress functions

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

#ifndef BLAKESUM_BLAKE2S_IMPL_H
#define BLAKESUM_BLAKE2S_IMPL_H

#include <stddef.h>
#include <stdint.h>

#include "blake2s.h"

/* Number of rounds of the BLAKE2s compression function.  */
enum { BLAKE2S_ROUNDS = 10 };

/* The initialization vector: the SHA-256 IV.  Static so that every
   compress file, whatever its -m flags, gets its own copy and none of them
   needs a symbol from another object.  */
static uint32_t const blake2s_iv[8] =
{
  UINT32_C (0x6a09e667), UINT32_C (0xbb67ae85),
  UINT32_C (0x3c6ef372), UINT32_C (0xa54ff53a),
  UINT32_C (0x510e527f), UINT32_C (0x9b05688c),
  UINT32_C (0x1f83d9ab), UINT32_C (0x5be0cd19)
};

/* The message schedule: round R uses row R.  BLAKE2s has exactly as many
   rounds as the table has rows, so no row is reused.  */
static uint8_t const blake2s_sigma[BLAKE2S_ROUNDS][16] =
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
  { 10,  2,  8,  4,  7,  6,  1,  5, 15, 11,  9, 14,  3, 12, 13,  0 }
};

/* Return the little-endian 32-bit word at P, which need not be aligned.
   Byte by byte so that the result does not depend on the host's byte
   order; GCC and Clang turn this into one load (plus a byte swap on
   big-endian hosts).  */
static inline uint32_t
blake2s_load32 (void const *p)
{
  uint8_t const *b = p;
  return ((uint32_t) b[0]
          | ((uint32_t) b[1] << 8)
          | ((uint32_t) b[2] << 16)
          | ((uint32_t) b[3] << 24));
}

/* Store W little-endian at P, which need not be aligned.  */
static inline void
blake2s_store32 (void *p, uint32_t w)
{
  uint8_t *b = p;
  b[0] = (uint8_t) w;
  b[1] = (uint8_t) (w >> 8);
  b[2] = (uint8_t) (w >> 16);
  b[3] = (uint8_t) (w >> 24);
}

/* Store the low 16 bits of W little-endian at P; the parameter block
   needs this for the top of the 48-bit node offset.  */
static inline void
blake2s_store16 (void *p, uint32_t w)
{
  uint8_t *b = p;
  b[0] = (uint8_t) w;
  b[1] = (uint8_t) (w >> 8);
}

/* Rotate X right by N bits.  N must be 1..31: a shift by 32 would be
   undefined.  Compilers recognize the idiom and emit one rotate.  */
static inline uint32_t
blake2s_rotr32 (uint32_t x, unsigned int n)
{
  return (x >> n) | (x << (32 - n));
}

/* Add INC to the 64-bit byte counter T, low word first.  The carry
   matters in practice here: a stream of 4 GiB overflows T[0].  */
static inline void
blake2s_counter_add (uint32_t t[2], uint32_t inc)
{
  t[0] += inc;
  t[1] += t[0] < inc;
}

/* The 8-lane kernel, in its own file compiled with -mavx2; see
   blake2s-dispatch.c.  */
blake2s_compress_x8_fn blake2s_compress_x8_avx2;

#endif
