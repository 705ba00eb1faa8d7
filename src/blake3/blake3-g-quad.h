/* blake3-g-quad.h -- word-sliced BLAKE3 rounds, four Gs side by side

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

/* blake3-avx512.c includes this once per vector width, so that its
   three word-sliced kernels share one definition of their rounds while
   each is still expanded inside that file, with its -m flags.  Before
   each inclusion define SLICED_VEC, the vector type, and SLICED_WIDTH,
   its width in bits (128, 256 or 512); the file must have the helpers
   add_W, xor_W and ror16_W, ror12_W, ror8_W, ror7_W for that width W,
   word_b, word_c and word_d, NO_REASSOC, and blake3-kernel.h included
   before.  This defines g_quad_W and round_W, and undefines SLICED_VEC
   and SLICED_WIDTH.  There is no include guard on purpose.  */

#define G_QUAD KERNEL_NAME (g_quad_, SLICED_WIDTH)
#define ROUND KERNEL_NAME (round_, SLICED_WIDTH)

/* Half of the four column Gs (SH 0) or diagonal Gs (SH 1) of a round,
   the first half unless SECOND, with message words MX0 .. MX3 for Gs
   0 .. 3.  Each step is done for all four Gs before the next, so the CPU
   always has four independent chains; with 32 vector registers that
   costs no spilling.  */
KERNEL_INLINE void
G_QUAD (SLICED_VEC v[16], int sh, bool second,
        SLICED_VEC mx0, SLICED_VEC mx1, SLICED_VEC mx2, SLICED_VEC mx3)
{
  v[0] = SLICED_ADD (v[0], mx0);
  v[1] = SLICED_ADD (v[1], mx1);
  v[2] = SLICED_ADD (v[2], mx2);
  v[3] = SLICED_ADD (v[3], mx3);
  NO_REASSOC (v[0]);
  NO_REASSOC (v[1]);
  NO_REASSOC (v[2]);
  NO_REASSOC (v[3]);
  v[0] = SLICED_ADD (v[0], v[word_b (0, sh)]);
  v[1] = SLICED_ADD (v[1], v[word_b (1, sh)]);
  v[2] = SLICED_ADD (v[2], v[word_b (2, sh)]);
  v[3] = SLICED_ADD (v[3], v[word_b (3, sh)]);
  v[word_d (0, sh)] = SLICED_XOR (v[word_d (0, sh)], v[0]);
  v[word_d (1, sh)] = SLICED_XOR (v[word_d (1, sh)], v[1]);
  v[word_d (2, sh)] = SLICED_XOR (v[word_d (2, sh)], v[2]);
  v[word_d (3, sh)] = SLICED_XOR (v[word_d (3, sh)], v[3]);
  v[word_d (0, sh)] = (second ? SLICED_ROR8 (v[word_d (0, sh)])
                       : SLICED_ROR16 (v[word_d (0, sh)]));
  v[word_d (1, sh)] = (second ? SLICED_ROR8 (v[word_d (1, sh)])
                       : SLICED_ROR16 (v[word_d (1, sh)]));
  v[word_d (2, sh)] = (second ? SLICED_ROR8 (v[word_d (2, sh)])
                       : SLICED_ROR16 (v[word_d (2, sh)]));
  v[word_d (3, sh)] = (second ? SLICED_ROR8 (v[word_d (3, sh)])
                       : SLICED_ROR16 (v[word_d (3, sh)]));
  v[word_c (0, sh)] = SLICED_ADD (v[word_c (0, sh)], v[word_d (0, sh)]);
  v[word_c (1, sh)] = SLICED_ADD (v[word_c (1, sh)], v[word_d (1, sh)]);
  v[word_c (2, sh)] = SLICED_ADD (v[word_c (2, sh)], v[word_d (2, sh)]);
  v[word_c (3, sh)] = SLICED_ADD (v[word_c (3, sh)], v[word_d (3, sh)]);
  v[word_b (0, sh)] = SLICED_XOR (v[word_b (0, sh)], v[word_c (0, sh)]);
  v[word_b (1, sh)] = SLICED_XOR (v[word_b (1, sh)], v[word_c (1, sh)]);
  v[word_b (2, sh)] = SLICED_XOR (v[word_b (2, sh)], v[word_c (2, sh)]);
  v[word_b (3, sh)] = SLICED_XOR (v[word_b (3, sh)], v[word_c (3, sh)]);
  v[word_b (0, sh)] = (second ? SLICED_ROR7 (v[word_b (0, sh)])
                       : SLICED_ROR12 (v[word_b (0, sh)]));
  v[word_b (1, sh)] = (second ? SLICED_ROR7 (v[word_b (1, sh)])
                       : SLICED_ROR12 (v[word_b (1, sh)]));
  v[word_b (2, sh)] = (second ? SLICED_ROR7 (v[word_b (2, sh)])
                       : SLICED_ROR12 (v[word_b (2, sh)]));
  v[word_b (3, sh)] = (second ? SLICED_ROR7 (v[word_b (3, sh)])
                       : SLICED_ROR12 (v[word_b (3, sh)]));
}

KERNEL_INLINE void
ROUND (SLICED_VEC v[16], SLICED_VEC const m[16], int r)
{
  uint8_t const *s = blake3_msg_schedule[r];
  G_QUAD (v, 0, false, m[s[0]], m[s[2]], m[s[4]], m[s[6]]);
  G_QUAD (v, 0, true, m[s[1]], m[s[3]], m[s[5]], m[s[7]]);
  G_QUAD (v, 1, false, m[s[8]], m[s[10]], m[s[12]], m[s[14]]);
  G_QUAD (v, 1, true, m[s[9]], m[s[11]], m[s[13]], m[s[15]]);
}

#undef G_QUAD
#undef ROUND
#undef SLICED_VEC
#undef SLICED_WIDTH
