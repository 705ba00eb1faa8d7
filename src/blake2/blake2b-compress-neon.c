/* blake2b-compress-neon.c -- BLAKE2b compression with aarch64 NEON

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

/* Built alone into its own library, though aarch64 needs no flag for
   NEON, and called only once the dispatcher has seen NEON at run time.
   configure builds it only for little-endian aarch64, where a vector
   load of the block gives the little-endian words BLAKE2b reads.

   Layout: each row of the 4x4 working matrix lives in two 128-bit
   registers of two 64-bit lanes, low half (words 0, 1) and high half
   (words 2, 3), so each step of G runs on all four columns in two
   instructions.  For the diagonal step rows B, C and D are rotated by
   one, two and three lanes with EXT, which moves two 64-bit lanes at
   once.

   NEON has no 64-bit rotate.  Rotations by 32, 24 and 16 bits move
   whole bytes: 32 is one REV64 on 32-bit elements, 24 and 16 one TBL
   each against a byte-index table held in a register.  63 is a left
   rotation by one: the doubling X + X (an add, on the fast integer
   pipes) with the top bit shifted in by SRI.

   Whether this beats the scalar code, which on aarch64 has a
   one-instruction 64-bit rotate and enough registers for the whole
   state, could not be measured: this project has no aarch64 machine,
   and qemu's speed says nothing about a real core's.  It runs by
   default on aarch64 only because its row is the last the CPU allows;
   if real cores show the scalar code faster, the NEON row of
   blake2b-dispatch.c should name blake2b_compress_ref instead.  */

#include <config.h>

#include <arm_neon.h>

#include "blake2b.h"
#include "blake2b-impl.h"
#include "core/kernel-inline.h"

KERNEL_CODE_BEGIN

/* The byte-index tables of TBL for the rotations by 24 and 16 bits:
   output byte K of each lane is input byte K + 3 (or K + 2), mod 8.  */
static uint8_t const rot24_index[16] =
  { 3, 4, 5, 6, 7, 0, 1, 2, 11, 12, 13, 14, 15, 8, 9, 10 };
static uint8_t const rot16_index[16] =
  { 2, 3, 4, 5, 6, 7, 0, 1, 10, 11, 12, 13, 14, 15, 8, 9 };

KERNEL_INLINE uint64x2_t
ror32_128 (uint64x2_t x)
{
  return vreinterpretq_u64_u32 (vrev64q_u32 (vreinterpretq_u32_u64 (x)));
}

KERNEL_INLINE uint64x2_t
ror_bytes_128 (uint64x2_t x, uint8x16_t index)
{
  return vreinterpretq_u64_u8 (vqtbl1q_u8 (vreinterpretq_u8_u64 (x), index));
}

KERNEL_INLINE uint64x2_t
ror63_128 (uint64x2_t x)
{
  return vsriq_n_u64 (vaddq_u64 (x, x), x, 63);
}

/* The message words I and J as one vector, M being the block loaded as
   eight pairs (M[K] holds words 2K and 2K + 1).  I and J are constants
   after inlining, so one branch survives, of one instruction at most:
   TRN1 or TRN2 for two even or two odd words, EXT for an odd word
   followed by an even one, and for an even one followed by an odd one
   either the pair itself or an insertion of the odd word's lane.  */
KERNEL_INLINE uint64x2_t
msg_pair (uint64x2_t const m[8], int i, int j)
{
  uint64x2_t x = m[i >> 1];
  uint64x2_t y = m[j >> 1];

  if ((i & 1) == 0 && (j & 1) == 0)
    return vtrn1q_u64 (x, y);
  if ((i & 1) != 0 && (j & 1) != 0)
    return vtrn2q_u64 (x, y);
  if ((i & 1) != 0)
    return vextq_u64 (x, y, 1);
  if (j == i + 1)
    return x;
  return vcopyq_laneq_u64 (x, 1, y, 1);
}

/* Half of G on all four columns (or diagonals): add the message words
   ML (lanes 0, 1) and MH (lanes 2, 3), then the two mixing steps with
   the rotations ROT_D and ROT_B.  */
#define HALF_G(ml, mh, rot_d, rot_b)                    \
  do                                                    \
    {                                                   \
      al = vaddq_u64 (vaddq_u64 (al, ml), bl);          \
      ah = vaddq_u64 (vaddq_u64 (ah, mh), bh);          \
      dl = rot_d (veorq_u64 (dl, al));                  \
      dh = rot_d (veorq_u64 (dh, ah));                  \
      cl = vaddq_u64 (cl, dl);                          \
      ch = vaddq_u64 (ch, dh);                          \
      bl = rot_b (veorq_u64 (bl, cl));                  \
      bh = rot_b (veorq_u64 (bh, ch));                  \
    }                                                   \
  while (0)

#define ROT24(x) ror_bytes_128 (x, r24)
#define ROT16(x) ror_bytes_128 (x, r16)

/* Move to the diagonals: B rotated left by one lane holds words 5 6 7 4,
   C by two 10 11 8 9, D by three 15 12 13 14, so that lane K holds
   diagonal K.  */
#define DIAGONALIZE()                                   \
  do                                                    \
    {                                                   \
      uint64x2_t t_ = vextq_u64 (bl, bh, 1);            \
      bh = vextq_u64 (bh, bl, 1);                       \
      bl = t_;                                          \
      t_ = cl;                                          \
      cl = ch;                                          \
      ch = t_;                                          \
      t_ = vextq_u64 (dh, dl, 1);                       \
      dh = vextq_u64 (dl, dh, 1);                       \
      dl = t_;                                          \
    }                                                   \
  while (0)

#define UNDIAGONALIZE()                                 \
  do                                                    \
    {                                                   \
      uint64x2_t t_ = vextq_u64 (bh, bl, 1);            \
      bh = vextq_u64 (bl, bh, 1);                       \
      bl = t_;                                          \
      t_ = cl;                                          \
      cl = ch;                                          \
      ch = t_;                                          \
      t_ = vextq_u64 (dl, dh, 1);                       \
      dh = vextq_u64 (dh, dl, 1);                       \
      dl = t_;                                          \
    }                                                   \
  while (0)

#define S(r, k) blake2b_sigma[r][k]

/* Round R, a literal, so that the sigma lookups fold to constants.  */
#define ROUND(r)                                                        \
  do                                                                    \
    {                                                                   \
      HALF_G (msg_pair (m, S (r, 0), S (r, 2)),                         \
              msg_pair (m, S (r, 4), S (r, 6)), ror32_128, ROT24);         \
      HALF_G (msg_pair (m, S (r, 1), S (r, 3)),                         \
              msg_pair (m, S (r, 5), S (r, 7)), ROT16, ror63_128);         \
      DIAGONALIZE ();                                                   \
      HALF_G (msg_pair (m, S (r, 8), S (r, 10)),                        \
              msg_pair (m, S (r, 12), S (r, 14)), ror32_128, ROT24);       \
      HALF_G (msg_pair (m, S (r, 9), S (r, 11)),                        \
              msg_pair (m, S (r, 13), S (r, 15)), ROT16, ror63_128);       \
      UNDIAGONALIZE ();                                                 \
    }                                                                   \
  while (0)

void
blake2b_compress_neon (uint64_t h[8], uint64_t t[2], uint64_t const f[2],
                       uint8_t const *blocks, size_t nblocks, uint64_t inc)
{
  uint8x16_t const r24 = vld1q_u8 (rot24_index);
  uint8x16_t const r16 = vld1q_u8 (rot16_index);
  uint64x2_t const iv0 = vld1q_u64 (&blake2b_iv[0]);
  uint64x2_t const iv1 = vld1q_u64 (&blake2b_iv[2]);
  uint64x2_t const iv2 = vld1q_u64 (&blake2b_iv[4]);
  uint64x2_t const iv3f = veorq_u64 (vld1q_u64 (&blake2b_iv[6]),
                                     vld1q_u64 (f));
  uint64x2_t h0 = vld1q_u64 (&h[0]);
  uint64x2_t h1 = vld1q_u64 (&h[2]);
  uint64x2_t h2 = vld1q_u64 (&h[4]);
  uint64x2_t h3 = vld1q_u64 (&h[6]);
  uint64_t t0 = t[0];
  uint64_t t1 = t[1];

  for (; nblocks > 0; nblocks--, blocks += BLAKE2B_BLOCKBYTES)
    {
      uint64x2_t m[8];
      m[0] = vreinterpretq_u64_u8 (vld1q_u8 (blocks));
      m[1] = vreinterpretq_u64_u8 (vld1q_u8 (blocks + 16));
      m[2] = vreinterpretq_u64_u8 (vld1q_u8 (blocks + 32));
      m[3] = vreinterpretq_u64_u8 (vld1q_u8 (blocks + 48));
      m[4] = vreinterpretq_u64_u8 (vld1q_u8 (blocks + 64));
      m[5] = vreinterpretq_u64_u8 (vld1q_u8 (blocks + 80));
      m[6] = vreinterpretq_u64_u8 (vld1q_u8 (blocks + 96));
      m[7] = vreinterpretq_u64_u8 (vld1q_u8 (blocks + 112));

      /* The counter counts the bytes up to and including this block.  */
      t0 += inc;
      t1 += t0 < inc;
      uint64_t const tw[2] = { t0, t1 };

      uint64x2_t al = h0, ah = h1, bl = h2, bh = h3;
      uint64x2_t cl = iv0, ch = iv1;
      uint64x2_t dl = veorq_u64 (iv2, vld1q_u64 (tw));
      uint64x2_t dh = iv3f;

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

      h0 = veorq_u64 (h0, veorq_u64 (al, cl));
      h1 = veorq_u64 (h1, veorq_u64 (ah, ch));
      h2 = veorq_u64 (h2, veorq_u64 (bl, dl));
      h3 = veorq_u64 (h3, veorq_u64 (bh, dh));
    }

  vst1q_u64 (&h[0], h0);
  vst1q_u64 (&h[2], h1);
  vst1q_u64 (&h[4], h2);
  vst1q_u64 (&h[6], h3);
  t[0] = t0;
  t[1] = t1;
}

KERNEL_CODE_END
