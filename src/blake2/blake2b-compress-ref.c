/* blake2b-compress-ref.c -- portable BLAKE2b compression function

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

#include <config.h>

#include "blake2b.h"
#include "blake2b-impl.h"
#include "core/kernel-inline.h"

KERNEL_CODE_BEGIN

/* The mixing function G on the words A, B, C, D of the working vector V,
   with message words X and Y.  The rotation counts are RFC 7693's
   (R1, R2, R3, R4) = (32, 24, 16, 63).  */
#define G(a, b, c, d, x, y)                                  \
  do                                                         \
    {                                                        \
      v[a] = v[a] + v[b] + (x);                              \
      v[d] = blake2b_rotr64 (v[d] ^ v[a], 32);               \
      v[c] = v[c] + v[d];                                    \
      v[b] = blake2b_rotr64 (v[b] ^ v[c], 24);               \
      v[a] = v[a] + v[b] + (y);                              \
      v[d] = blake2b_rotr64 (v[d] ^ v[a], 16);               \
      v[c] = v[c] + v[d];                                    \
      v[b] = blake2b_rotr64 (v[b] ^ v[c], 63);               \
    }                                                        \
  while (0)

/* Round R: G on the four columns, then on the four diagonals.  R is
   always a literal, so every blake2b_sigma lookup below folds to a
   constant and V and M stay in registers (or at worst in fixed stack
   slots); that is why the rounds are unrolled by macro rather than
   looped.  */
#define ROUND(r)                                                        \
  do                                                                    \
    {                                                                   \
      G (0, 4,  8, 12, m[blake2b_sigma[r][ 0]], m[blake2b_sigma[r][ 1]]); \
      G (1, 5,  9, 13, m[blake2b_sigma[r][ 2]], m[blake2b_sigma[r][ 3]]); \
      G (2, 6, 10, 14, m[blake2b_sigma[r][ 4]], m[blake2b_sigma[r][ 5]]); \
      G (3, 7, 11, 15, m[blake2b_sigma[r][ 6]], m[blake2b_sigma[r][ 7]]); \
      G (0, 5, 10, 15, m[blake2b_sigma[r][ 8]], m[blake2b_sigma[r][ 9]]); \
      G (1, 6, 11, 12, m[blake2b_sigma[r][10]], m[blake2b_sigma[r][11]]); \
      G (2, 7,  8, 13, m[blake2b_sigma[r][12]], m[blake2b_sigma[r][13]]); \
      G (3, 4,  9, 14, m[blake2b_sigma[r][14]], m[blake2b_sigma[r][15]]); \
    }                                                                   \
  while (0)

void
blake2b_compress_ref (uint64_t h[8], uint64_t t[2], uint64_t const f[2],
                      uint8_t const *blocks, size_t nblocks, uint64_t inc)
{
  /* Keep the chaining value in locals across blocks, so that H is read
     and written once per call rather than once per block.  */
  uint64_t h0 = h[0], h1 = h[1], h2 = h[2], h3 = h[3];
  uint64_t h4 = h[4], h5 = h[5], h6 = h[6], h7 = h[7];
  uint64_t t0 = t[0], t1 = t[1];
  uint64_t const f0 = f[0], f1 = f[1];

  for (; nblocks > 0; nblocks--, blocks += BLAKE2B_BLOCKBYTES)
    {
      uint64_t m[16];
      uint64_t v[16];

      for (int i = 0; i < 16; i++)
        m[i] = blake2b_load64 (blocks + 8 * i);

      /* The counter is bumped before the block is mixed: T counts the
         bytes up to and including this block.  */
      t0 += inc;
      t1 += t0 < inc;

      v[0] = h0;
      v[1] = h1;
      v[2] = h2;
      v[3] = h3;
      v[4] = h4;
      v[5] = h5;
      v[6] = h6;
      v[7] = h7;
      v[8] = blake2b_iv[0];
      v[9] = blake2b_iv[1];
      v[10] = blake2b_iv[2];
      v[11] = blake2b_iv[3];
      v[12] = blake2b_iv[4] ^ t0;
      v[13] = blake2b_iv[5] ^ t1;
      v[14] = blake2b_iv[6] ^ f0;
      v[15] = blake2b_iv[7] ^ f1;

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

      h0 ^= v[0] ^ v[8];
      h1 ^= v[1] ^ v[9];
      h2 ^= v[2] ^ v[10];
      h3 ^= v[3] ^ v[11];
      h4 ^= v[4] ^ v[12];
      h5 ^= v[5] ^ v[13];
      h6 ^= v[6] ^ v[14];
      h7 ^= v[7] ^ v[15];
    }

  h[0] = h0;
  h[1] = h1;
  h[2] = h2;
  h[3] = h3;
  h[4] = h4;
  h[5] = h5;
  h[6] = h6;
  h[7] = h7;
  t[0] = t0;
  t[1] = t1;
}

KERNEL_CODE_END
