/* g4-order.h -- the two steps of a BLAKE2b or BLAKE3 round for kernels
   that run four Gs side by side with state word 8 kept apart

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

#ifndef BLAKESUM_G4_ORDER_H
#define BLAKESUM_G4_ORDER_H

/* Whether the AVX2 kernels run these rounds in GNU inline assembly:
   on x86-64, whose sixteen vector registers hold fifteen state words
   and a scratch register; a 32-bit x86 has eight, and keeps the
   intrinsics.  */
#if defined __x86_64__ && (defined __GNUC__ || defined __clang__)
# define G4_ASM_ROUNDS 1
#else
# define G4_ASM_ROUNDS 0
#endif

/* The operands of such a kernel's asm statements, inside a g4 whose
   word parameters are named A0..D3 as below: the statement that adds
   into A and rotates D, and the one that adds into C (C0 in memory)
   and rotates B.  */
#define G4_AD_OPERANDS                                                  \
  [a0] "+x" (*a0), [a1] "+x" (*a1), [a2] "+x" (*a2), [a3] "+x" (*a3),  \
  [d0] "+x" (*d0), [d1] "+x" (*d1), [d2] "+x" (*d2), [d3] "+x" (*d3)
#define G4_AD_B_INPUTS                                                  \
  [b0] "x" (*b0), [b1] "x" (*b1), [b2] "x" (*b2), [b3] "x" (*b3)
#define G4_CB_OPERANDS                                                  \
  [b0] "+x" (*b0), [b1] "+x" (*b1), [b2] "+x" (*b2), [b3] "+x" (*b3),  \
  [c0] "+m" (*c0), [c1] "+x" (*c1), [c2] "+x" (*c2), [c3] "+x" (*c3)
#define G4_CB_INPUTS                                                    \
  [d0] "x" (*d0), [d1] "x" (*d1), [d2] "x" (*d2), [d3] "x" (*d3)

/* One round: G4 (A0..A3, B0..B3, C0..C3, D0..D3, M, S8) runs the four
   Gs whose words are Ai, Bi, Ci, Di (pointers) and whose message words
   are M[S8[2i]] and M[S8[2i + 1]], with C0 the word that lies apart
   (*V8); V holds the other words and S is the round's message
   schedule.  Both BLAKE2b and BLAKE3 take columns (0, 4, 8, 12) ..
   (3, 7, 11, 15) with S[0..7], then diagonals (0, 5, 10, 15),
   (1, 6, 11, 12), (2, 7, 8, 13), (3, 4, 9, 14) with S[8..15]; the
   diagonals are named from the third, whose C is word 8.  */
#define G4_ROUND_WORD8_APART(g4, v, v8, m, s)                           \
  do                                                                    \
    {                                                                   \
      uint8_t const diagonal_s_[8] =                                    \
        { (s)[12], (s)[13], (s)[14], (s)[15],                           \
          (s)[8], (s)[9], (s)[10], (s)[11] };                           \
      g4 (&(v)[0], &(v)[1], &(v)[2], &(v)[3],                           \
          &(v)[4], &(v)[5], &(v)[6], &(v)[7],                           \
          (v8), &(v)[9], &(v)[10], &(v)[11],                            \
          &(v)[12], &(v)[13], &(v)[14], &(v)[15], (m), (s));            \
      g4 (&(v)[2], &(v)[3], &(v)[0], &(v)[1],                           \
          &(v)[7], &(v)[4], &(v)[5], &(v)[6],                           \
          (v8), &(v)[9], &(v)[10], &(v)[11],                            \
          &(v)[13], &(v)[14], &(v)[15], &(v)[12], (m), diagonal_s_);    \
    }                                                                   \
  while (0)

/* One round, G by G, for a kernel whose G (A, B, C, D, X, Y) mixes
   the words numbered A, B, C, D with the message words numbered X and
   Y, and whose S (R, K) is word K of round R's schedule: the columns,
   then the diagonals, as above.  */
#define G4_ROUND_BY_G(G, S, r)                                          \
  do                                                                    \
    {                                                                   \
      G (0, 4, 8, 12, S (r, 0), S (r, 1));                              \
      G (1, 5, 9, 13, S (r, 2), S (r, 3));                              \
      G (2, 6, 10, 14, S (r, 4), S (r, 5));                             \
      G (3, 7, 11, 15, S (r, 6), S (r, 7));                             \
      G (0, 5, 10, 15, S (r, 8), S (r, 9));                             \
      G (1, 6, 11, 12, S (r, 10), S (r, 11));                           \
      G (2, 7, 8, 13, S (r, 12), S (r, 13));                            \
      G (3, 4, 9, 14, S (r, 14), S (r, 15));                            \
    }                                                                   \
  while (0)

#endif
