/* blake3-g-pair.h -- word-sliced BLAKE3 rounds, two Gs at a time

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

/* The AVX2 kernel includes this, and the SSE4.1 one where it has no
   rounds in assembly (32-bit x86), each inside its own file and so with
   its own -m flags.  Before including it define SLICED_VEC, the
   vector type, and SLICED_WIDTH, its width in bits (128 or 256); the
   file must have the helpers add_W, xor_W and ror16_W, ror12_W, ror8_W,
   ror7_W for that width W, NO_REASSOC, and blake3-kernel.h included
   before.  This defines g_half_pair_W, g_pair_W, repark_W and round_W,
   and undefines SLICED_VEC and SLICED_WIDTH.  There is no include
   guard, so that a file could have two widths.

   V[i] holds state word i of every input, one per lane, so the scalar
   algorithm runs unchanged on vectors.  Sixteen state vectors, the two
   pshufb masks and the temporaries do not fit in the sixteen XMM or YMM
   registers.  Left to itself, GCC spills state words right before they
   are needed again, which puts a store-to-load forwarding delay on the
   critical path of nearly every G.  So three state words are parked in
   memory by hand, always ones that the next two Gs do not touch: words
   10, 11 and 15 while columns 0 and 1 and diagonals 2 and 3 run, and
   words 8, 9 and 13 during the other four Gs.  The parking array is
   volatile only so that the compiler cannot undo this.  Gs run in
   pairs, step by step, which gives the CPU two independent chains
   without the register pressure of four.  Together these make the loop
   about 20% faster (GCC 12, AMD Zen 4).  */

#define G_HALF_PAIR KERNEL_NAME (g_half_pair_, SLICED_WIDTH)
#define G_PAIR KERNEL_NAME (g_pair_, SLICED_WIDTH)
#define REPARK KERNEL_NAME (repark_, SLICED_WIDTH)
#define ROUND KERNEL_NAME (round_, SLICED_WIDTH)

/* Half of two Gs: the first half (rotations 16 and 12) unless SECOND.
   A0, B0, C0, D0 are the state words of the first G and M0 its message
   word; likewise with 1 for the second G.  */
KERNEL_INLINE void
G_HALF_PAIR (SLICED_VEC v[16], bool second,
             int a0, int b0, int c0, int d0, SLICED_VEC m0,
             int a1, int b1, int c1, int d1, SLICED_VEC m1)
{
  v[a0] = SLICED_ADD (v[a0], m0);
  v[a1] = SLICED_ADD (v[a1], m1);
  NO_REASSOC (v[a0]);
  NO_REASSOC (v[a1]);
  v[a0] = SLICED_ADD (v[a0], v[b0]);
  v[a1] = SLICED_ADD (v[a1], v[b1]);
  v[d0] = SLICED_XOR (v[d0], v[a0]);
  v[d1] = SLICED_XOR (v[d1], v[a1]);
  v[d0] = second ? SLICED_ROR8 (v[d0]) : SLICED_ROR16 (v[d0]);
  v[d1] = second ? SLICED_ROR8 (v[d1]) : SLICED_ROR16 (v[d1]);
  v[c0] = SLICED_ADD (v[c0], v[d0]);
  v[c1] = SLICED_ADD (v[c1], v[d1]);
  v[b0] = SLICED_XOR (v[b0], v[c0]);
  v[b1] = SLICED_XOR (v[b1], v[c1]);
  v[b0] = second ? SLICED_ROR7 (v[b0]) : SLICED_ROR12 (v[b0]);
  v[b1] = second ? SLICED_ROR7 (v[b1]) : SLICED_ROR12 (v[b1]);
}

/* Two whole Gs, taking their message words from schedule row S at
   slots I .. I + 3.  */
KERNEL_INLINE void
G_PAIR (SLICED_VEC v[16], SLICED_VEC const m[16], uint8_t const s[16],
        int i, int a0, int b0, int c0, int d0,
        int a1, int b1, int c1, int d1)
{
  G_HALF_PAIR (v, false, a0, b0, c0, d0, m[s[i]],
               a1, b1, c1, d1, m[s[i + 2]]);
  G_HALF_PAIR (v, true, a0, b0, c0, d0, m[s[i + 1]],
               a1, b1, c1, d1, m[s[i + 3]]);
}

/* Park state words X, Y and Z and bring back P, Q and R.  */
KERNEL_INLINE void
REPARK (SLICED_VEC v[16], SLICED_VEC volatile parked[16],
        int x, int y, int z, int p, int q, int r)
{
  parked[x] = v[x];
  parked[y] = v[y];
  parked[z] = v[z];
  v[p] = parked[p];
  v[q] = parked[q];
  v[r] = parked[r];
}

/* Round R.  Words 10, 11 and 15 are parked on entry and on exit.  */
KERNEL_INLINE void
ROUND (SLICED_VEC v[16], SLICED_VEC volatile parked[16],
       SLICED_VEC const m[16], int r)
{
  uint8_t const *s = blake3_msg_schedule[r];
  G_PAIR (v, m, s, 0, 0, 4, 8, 12, 1, 5, 9, 13);
  REPARK (v, parked, 8, 9, 13, 10, 11, 15);
  G_PAIR (v, m, s, 4, 2, 6, 10, 14, 3, 7, 11, 15);
  G_PAIR (v, m, s, 8, 0, 5, 10, 15, 1, 6, 11, 12);
  REPARK (v, parked, 10, 11, 15, 8, 9, 13);
  G_PAIR (v, m, s, 12, 2, 7, 8, 13, 3, 4, 9, 14);
}

#undef G_HALF_PAIR
#undef G_PAIR
#undef REPARK
#undef ROUND
#undef SLICED_VEC
#undef SLICED_WIDTH
