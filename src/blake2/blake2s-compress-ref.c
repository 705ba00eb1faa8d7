/* blake2s-compress-ref.c -- portable BLAKE2s compression function

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

#include "blake2s.h"
#include "blake2s-impl.h"
#include "core/g4-plain.h"
#include "core/kernel-inline.h"

KERNEL_CODE_BEGIN

/* Round R: G on the four columns, then on the four diagonals, with
   RFC 7693's BLAKE2s rotation counts (R1, R2, R3, R4) = (16, 12, 8, 7),
   the four Gs of each step side by side (g4-plain.h).  R is always a
   literal, so every blake2s_sigma lookup folds to a constant and V and
   M can live in registers; that is why the rounds are unrolled by
   macro rather than looped.  */
#define STATE(i) v[i]
#define MSG(i) m[i]
#define ROUND(r) G4_PLAIN_ROUND (STATE, MSG, blake2s_sigma[r])

void
blake2s_compress_ref (uint32_t h[8], uint32_t t[2], uint32_t const f[2],
                      uint8_t const *blocks, size_t nblocks, uint32_t inc)
{
  /* Keep the chaining value in locals across blocks, so that H is read
     and written once per call rather than once per block.  */
  uint32_t h0 = h[0], h1 = h[1], h2 = h[2], h3 = h[3];
  uint32_t h4 = h[4], h5 = h[5], h6 = h[6], h7 = h[7];
  uint32_t t0 = t[0], t1 = t[1];
  uint32_t const f0 = f[0], f1 = f[1];

  for (; nblocks > 0; nblocks--, blocks += BLAKE2S_BLOCKBYTES)
    {
      uint32_t m[16];
      uint32_t v[16];

      for (int i = 0; i < 16; i++)
        m[i] = blake2s_load32 (blocks + 4 * i);

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
      v[8] = blake2s_iv[0];
      v[9] = blake2s_iv[1];
      v[10] = blake2s_iv[2];
      v[11] = blake2s_iv[3];
      v[12] = blake2s_iv[4] ^ t0;
      v[13] = blake2s_iv[5] ^ t1;
      v[14] = blake2s_iv[6] ^ f0;
      v[15] = blake2s_iv[7] ^ f1;

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
