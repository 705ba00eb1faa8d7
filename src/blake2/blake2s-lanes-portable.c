/* blake2s-lanes-portable.c -- four BLAKE2s states side by side, in C
   that compilers turn into vector code

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

/* BLAKE2sp's eight leaves, and a tree's leaves, are independent
   BLAKE2s chains.  Here four of them at a time go through the rounds
   in lock-step, each word of the state an array of one value per
   chain, and every operation on a word a loop over the four that
   compilers turn into one vector instruction wherever the target has
   128-bit vectors (SSE2 on every x86-64, NEON on aarch64), with no
   code of our own for any of them: the way BLAKE3's portable
   hash_many works (blake3-portable.c).  Four, not eight: four 32-bit
   words fill a 128-bit vector, and sixteen state words of eight would
   not fit in the registers.  */

#include <config.h>

#include "blake2s.h"
#include "blake2s-impl.h"
#include "core/g4-plain.h"
#include "core/kernel-inline.h"

KERNEL_CODE_BEGIN

/* How many chains go through the rounds together.  */
#define LANES 4

/* Round R on state word accessor V, message word I read through M.  */
#define ROUND(V, M, r) G4_PLAIN_ROUND (V, M, blake2s_sigma[r])

/* The body of the lane loop is straight-line code, as vectorizers
   need.  */
void
blake2s_compress_x4_portable (uint32_t h[LANES][8], uint32_t t[LANES][2],
                              uint32_t const f[LANES][2],
                              uint8_t const *const blocks[LANES],
                              size_t nblocks, size_t stride, uint32_t inc)
{
  uint32_t hv[8][LANES], t0[LANES], t1[LANES], f0[LANES], f1[LANES];
  for (int l = 0; l < LANES; l++)
    {
      for (int i = 0; i < 8; i++)
        hv[i][l] = h[l][i];
      t0[l] = t[l][0];
      t1[l] = t[l][1];
      f0[l] = f[l][0];
      f1[l] = f[l][1];
    }

  for (size_t b = 0; b < nblocks; b++)
    {
      uint32_t m[16][LANES];
      for (int l = 0; l < LANES; l++)
        for (int i = 0; i < 16; i++)
          m[i][l] = blake2s_load32 (blocks[l] + b * stride + 4 * i);

      uint32_t v[16][LANES];
      for (int l = 0; l < LANES; l++)
        {
          t0[l] += inc;
          t1[l] += t0[l] < inc;
          v[0][l] = hv[0][l];
          v[1][l] = hv[1][l];
          v[2][l] = hv[2][l];
          v[3][l] = hv[3][l];
          v[4][l] = hv[4][l];
          v[5][l] = hv[5][l];
          v[6][l] = hv[6][l];
          v[7][l] = hv[7][l];
          v[8][l] = blake2s_iv[0];
          v[9][l] = blake2s_iv[1];
          v[10][l] = blake2s_iv[2];
          v[11][l] = blake2s_iv[3];
          v[12][l] = blake2s_iv[4] ^ t0[l];
          v[13][l] = blake2s_iv[5] ^ t1[l];
          v[14][l] = blake2s_iv[6] ^ f0[l];
          v[15][l] = blake2s_iv[7] ^ f1[l];
#define LANE_V(i) v[i][l]
#define LANE_M(i) m[i][l]
          ROUND (LANE_V, LANE_M, 0);
          ROUND (LANE_V, LANE_M, 1);
          ROUND (LANE_V, LANE_M, 2);
          ROUND (LANE_V, LANE_M, 3);
          ROUND (LANE_V, LANE_M, 4);
          ROUND (LANE_V, LANE_M, 5);
          ROUND (LANE_V, LANE_M, 6);
          ROUND (LANE_V, LANE_M, 7);
          ROUND (LANE_V, LANE_M, 8);
          ROUND (LANE_V, LANE_M, 9);
#undef LANE_V
#undef LANE_M
          hv[0][l] ^= v[0][l] ^ v[8][l];
          hv[1][l] ^= v[1][l] ^ v[9][l];
          hv[2][l] ^= v[2][l] ^ v[10][l];
          hv[3][l] ^= v[3][l] ^ v[11][l];
          hv[4][l] ^= v[4][l] ^ v[12][l];
          hv[5][l] ^= v[5][l] ^ v[13][l];
          hv[6][l] ^= v[6][l] ^ v[14][l];
          hv[7][l] ^= v[7][l] ^ v[15][l];
        }
    }

  for (int l = 0; l < LANES; l++)
    {
      for (int i = 0; i < 8; i++)
        h[l][i] = hv[i][l];
      t[l][0] = t0[l];
      t[l][1] = t1[l];
    }
}

/* The eight chains four at a time: each half goes through all its
   blocks before the other starts.  */
void
blake2s_compress_x8_portable (uint32_t h[8][8], uint32_t t[8][2],
                              uint32_t const f[8][2],
                              uint8_t const *const blocks[8],
                              size_t nblocks, size_t stride, uint32_t inc)
{
  blake2s_compress_x4_portable (h, t, f, blocks, nblocks, stride, inc);
  blake2s_compress_x4_portable (h + LANES, t + LANES, f + LANES,
                                blocks + LANES, nblocks, stride, inc);
}

KERNEL_CODE_END
