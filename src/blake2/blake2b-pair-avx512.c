/* blake2b-pair-avx512.c -- two BLAKE2b chains in one 512-bit register set

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

/* This file must be compiled with -mavx512f -mavx512vl and its function
   called only when the CPU and the operating system support both.

   Why a 2-lane kernel: one BLAKE2b chain is bound by the latency of G
   (about 22 cycles a round), not by the vector units, which it leaves
   a third idle.  Two chains side by side fill them, so a thread that
   has two leaves of BLAKE2bp hashes both in little more than the time
   of one; two such threads, on two cores, hash BLAKE2bp's four leaves
   in about half the time of the 4-lane kernel on one.

   Layout: row K of each state's 4x4 working matrix is one 256-bit
   half of a 512-bit register, state 0 in the low half and state 1 in
   the high one, so G runs on both at once exactly as in the single
   state AVX-512 kernel (blake2b-compress-avx512.c).  VPERMQ with an
   immediate permutes within each half, which is the diagonal step of
   both states in one instruction.

   The message vector of a half G holds four words of state 0's block
   and the same four of state 1's.  Each block is two registers; one
   VPERMT2Q picks the eight words of two half Gs from one block, and a
   VSHUFI64X2 then joins the two blocks' picks.  That is 8 shuffles a
   round for both states, where merging broadcasts would take 24.  */

#include <config.h>

#include <immintrin.h>

#include "blake2b.h"
#include "blake2b-impl.h"
#include "core/kernel-inline.h"

KERNEL_CODE_BEGIN

#define S(r, k) blake2b_sigma[r][k]

/* Words K0 .. K7 of round R's message schedule, as the indices of a
   VPERMT2Q, which picks from the pair of registers that hold one block
   by an index of 0..15.  R is a literal, so that the lookups fold to
   constants.  */
#define PICK(r, k0, k1, k2, k3, k4, k5, k6, k7)                         \
  _mm512_set_epi64 (S (r, k7), S (r, k6), S (r, k5), S (r, k4),         \
                    S (r, k3), S (r, k2), S (r, k1), S (r, k0))

/* Return A + M; the empty asm keeps GCC from reassociating
   (A + M) + B (kernel-inline.h).  */
KERNEL_INLINE __m512i
add_msg (__m512i a, __m512i m)
{
  __m512i s = _mm512_add_epi64 (a, m);
  KERNEL_NO_REASSOC (s, "v");
  return s;
}

/* Half of G on the four columns (or diagonals) of both states, with
   message vector M and rotation counts RD and RB.  */
#define HALF_G(m, rd, rb)                                               \
  do                                                                    \
    {                                                                   \
      a = _mm512_add_epi64 (add_msg (a, m), b);                         \
      d = _mm512_ror_epi64 (_mm512_xor_si512 (d, a), rd);               \
      c = _mm512_add_epi64 (c, d);                                      \
      b = _mm512_ror_epi64 (_mm512_xor_si512 (b, c), rb);               \
    }                                                                   \
  while (0)

/* Round R.  LO0, HI0 hold state 0's block and LO1, HI1 state 1's.
   One VPERMT2Q picks from a block the words of both column steps
   (lanes 0..3, then 4..7), another those of both diagonal steps.  For
   the diagonal step A is rotated up one lane, C down one and D by two
   within each half, as in the single-state kernel, so that lanes 0..3
   hold diagonals 3, 0, 1, 2, and the words are picked in that order.  */
#define ROUND(r)                                                        \
  do                                                                    \
    {                                                                   \
      __m512i const cols = PICK (r, 0, 2, 4, 6, 1, 3, 5, 7);            \
      __m512i const diags = PICK (r, 14, 8, 10, 12, 15, 9, 11, 13);     \
      __m512i x0 = _mm512_permutex2var_epi64 (lo0, cols, hi0);          \
      __m512i x1 = _mm512_permutex2var_epi64 (lo1, cols, hi1);          \
      HALF_G (_mm512_shuffle_i64x2 (x0, x1, _MM_SHUFFLE (1, 0, 1, 0)),  \
              32, 24);                                                  \
      HALF_G (_mm512_shuffle_i64x2 (x0, x1, _MM_SHUFFLE (3, 2, 3, 2)),  \
              16, 63);                                                  \
      a = _mm512_permutex_epi64 (a, _MM_SHUFFLE (2, 1, 0, 3));          \
      c = _mm512_permutex_epi64 (c, _MM_SHUFFLE (0, 3, 2, 1));          \
      d = _mm512_permutex_epi64 (d, _MM_SHUFFLE (1, 0, 3, 2));          \
      x0 = _mm512_permutex2var_epi64 (lo0, diags, hi0);                 \
      x1 = _mm512_permutex2var_epi64 (lo1, diags, hi1);                 \
      HALF_G (_mm512_shuffle_i64x2 (x0, x1, _MM_SHUFFLE (1, 0, 1, 0)),  \
              32, 24);                                                  \
      HALF_G (_mm512_shuffle_i64x2 (x0, x1, _MM_SHUFFLE (3, 2, 3, 2)),  \
              16, 63);                                                  \
      a = _mm512_permutex_epi64 (a, _MM_SHUFFLE (0, 3, 2, 1));          \
      c = _mm512_permutex_epi64 (c, _MM_SHUFFLE (2, 1, 0, 3));          \
      d = _mm512_permutex_epi64 (d, _MM_SHUFFLE (1, 0, 3, 2));          \
    }                                                                   \
  while (0)

/* Return the 256-bit rows at P and Q as the low and high halves of one
   register.  */
KERNEL_INLINE __m512i
join_rows (uint64_t const *p, uint64_t const *q)
{
  __m512i lo = _mm512_castsi256_si512 (_mm256_loadu_si256 ((__m256i const *)
                                                           p));
  return _mm512_inserti64x4 (lo, _mm256_loadu_si256 ((__m256i const *) q),
                             1);
}

/* Store the halves of X at P and Q.  */
KERNEL_INLINE void
split_rows (__m512i x, uint64_t *p, uint64_t *q)
{
  _mm256_storeu_si256 ((__m256i *) p, _mm512_castsi512_si256 (x));
  _mm256_storeu_si256 ((__m256i *) q, _mm512_extracti64x4_epi64 (x, 1));
}

void
blake2b_compress_x2_avx512 (uint64_t h[2][8], uint64_t t[2][2],
                            uint64_t const f[2][2],
                            uint8_t const *const blocks[2], size_t nblocks,
                            size_t stride, uint64_t inc)
{
  __m512i const iv_lo = _mm512_broadcast_i64x4
    (_mm256_loadu_si256 ((__m256i const *) &blake2b_iv[0]));
  __m512i const iv_hi = _mm512_broadcast_i64x4
    (_mm256_loadu_si256 ((__m256i const *) &blake2b_iv[4]));
  __m512i h_lo = join_rows (&h[0][0], &h[1][0]);
  __m512i h_hi = join_rows (&h[0][4], &h[1][4]);
  /* Lanes 0, 1, 4 and 5 of the counter-and-flags row are the two
     counters, the rest the flags, which stay the same.  */
  __m512i tf = _mm512_set_epi64 ((long long) f[1][1], (long long) f[1][0],
                                 (long long) t[1][1], (long long) t[1][0],
                                 (long long) f[0][1], (long long) f[0][0],
                                 (long long) t[0][1], (long long) t[0][0]);
  __m512i const incv = _mm512_maskz_set1_epi64 (0x11, (long long) inc);
  uint8_t const *p0 = blocks[0];
  uint8_t const *p1 = blocks[1];

  for (; nblocks > 0; nblocks--, p0 += stride, p1 += stride)
    {
      /* The low word of each counter, then the carry into the high
         word where the low one wrapped around.  */
      __m512i sum = _mm512_add_epi64 (tf, incv);
      __mmask8 carry = _mm512_mask_cmplt_epu64_mask (0x11, sum, incv);
      tf = _mm512_mask_add_epi64 (sum, (__mmask8) (carry << 1), sum,
                                  _mm512_set1_epi64 (1));

      __m512i const lo0 = _mm512_loadu_si512 (p0);
      __m512i const hi0 = _mm512_loadu_si512 (p0 + 64);
      __m512i const lo1 = _mm512_loadu_si512 (p1);
      __m512i const hi1 = _mm512_loadu_si512 (p1 + 64);

      __m512i a = h_lo;
      __m512i b = h_hi;
      __m512i c = iv_lo;
      __m512i d = _mm512_xor_si512 (iv_hi, tf);

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

      h_lo = _mm512_ternarylogic_epi64 (h_lo, a, c, 0x96);
      h_hi = _mm512_ternarylogic_epi64 (h_hi, b, d, 0x96);
    }

  split_rows (h_lo, &h[0][0], &h[1][0]);
  split_rows (h_hi, &h[0][4], &h[1][4]);
  /* Lanes 0, 1 and 4, 5: stores rather than 64-bit moves to general
     registers, which 32-bit x86 does not have.  */
  _mm_storeu_si128 ((__m128i *) t[0], _mm512_castsi512_si128 (tf));
  _mm_storeu_si128 ((__m128i *) t[1], _mm512_extracti32x4_epi32 (tf, 2));
}

KERNEL_CODE_END
