/* blake2b-pair-avx2.c -- BLAKE2b compression of two states at once,
   with AVX2

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

/* This file must be compiled with -mavx2 and its function called only
   when the CPU and the operating system support AVX2.

   Why: one BLAKE2b chain in the AVX2 kernel (blake2b-compress-avx2.c)
   waits on the latency of G, some 26 cycles a round, while its 50 or
   so instructions a round would issue in about 17 on three vector
   ports.  Two independent chains, their instructions interleaved,
   fill that idle issue: the out-of-order core runs one chain's step
   while the other's waits.  So a thread that has two leaves of
   BLAKE2bp hashes both in less than twice the time of one.

   Layout: each state as in the single-state kernel, row K of its 4x4
   working matrix in one 256-bit register, with its own registers; the
   message words are broadcast from each block and blended.  There is
   no cross-state shuffle, unlike the AVX-512 pair kernel, whose two
   states share each register.  */

#include <config.h>

#include <immintrin.h>

#include "blake2b.h"
#include "blake2b-impl.h"
#include "core/kernel-inline.h"
#include "blake2b-avx2-ops.h"

KERNEL_CODE_BEGIN

#define S(r, k) blake2b_sigma[r][k]

/* Half of G on the four columns (or diagonals) of both states, the
   steps of state 0 and state 1 side by side, with the message words
   K0 .. K3 of round R and the rotations ROT_D and ROT_B.  */
#define HALF_G2(r, k0, k1, k2, k3, rot_d, rot_b)                         \
  do                                                                     \
    {                                                                    \
      __m256i m0 = msg4_256 (p0, S (r, k0), S (r, k1), S (r, k2),        \
                             S (r, k3));                                 \
      __m256i m1 = msg4_256 (p1, S (r, k0), S (r, k1), S (r, k2),        \
                             S (r, k3));                                 \
      a0 = _mm256_add_epi64 (add_msg_256 (a0, m0), b0);                  \
      a1 = _mm256_add_epi64 (add_msg_256 (a1, m1), b1);                  \
      d0 = rot_d (_mm256_xor_si256 (d0, a0));                            \
      d1 = rot_d (_mm256_xor_si256 (d1, a1));                            \
      c0 = _mm256_add_epi64 (c0, d0);                                    \
      c1 = _mm256_add_epi64 (c1, d1);                                    \
      b0 = rot_b (_mm256_xor_si256 (b0, c0));                            \
      b1 = rot_b (_mm256_xor_si256 (b1, c1));                            \
    }                                                                    \
  while (0)

/* Rotate the lanes of X as _MM_SHUFFLE (W, X, Y, Z) says.  */
#define PERMUTE(x, w, x_, y, z)                                         \
  _mm256_permute4x64_epi64 (x, _MM_SHUFFLE (w, x_, y, z))

/* Round R of both states, as in the single-state kernel: for the
   diagonal step A is rotated up one lane, C down one and D by two, so
   that lanes 0..3 hold diagonals 3, 0, 1, 2, the order of the message
   words picked.  The empty asm makes the block pointers opaque, so that
   GCC reloads the words from the blocks rather than keep (or spill)
   them across rounds.  */
#define ROUND(r)                                                        \
  do                                                                    \
    {                                                                   \
      uint8_t const *p0 = block0;                                       \
      uint8_t const *p1 = block1;                                       \
      __asm__ volatile ("" : "+r" (p0), "+r" (p1));                     \
      HALF_G2 (r, 0, 2, 4, 6, ror32_256, ror24_256);                    \
      HALF_G2 (r, 1, 3, 5, 7, ror16_256, ror63_256);                    \
      a0 = PERMUTE (a0, 2, 1, 0, 3);                                    \
      a1 = PERMUTE (a1, 2, 1, 0, 3);                                    \
      c0 = PERMUTE (c0, 0, 3, 2, 1);                                    \
      c1 = PERMUTE (c1, 0, 3, 2, 1);                                    \
      d0 = PERMUTE (d0, 1, 0, 3, 2);                                    \
      d1 = PERMUTE (d1, 1, 0, 3, 2);                                    \
      HALF_G2 (r, 14, 8, 10, 12, ror32_256, ror24_256);                 \
      HALF_G2 (r, 15, 9, 11, 13, ror16_256, ror63_256);                 \
      a0 = PERMUTE (a0, 0, 3, 2, 1);                                    \
      a1 = PERMUTE (a1, 0, 3, 2, 1);                                    \
      c0 = PERMUTE (c0, 2, 1, 0, 3);                                    \
      c1 = PERMUTE (c1, 2, 1, 0, 3);                                    \
      d0 = PERMUTE (d0, 1, 0, 3, 2);                                    \
      d1 = PERMUTE (d1, 1, 0, 3, 2);                                    \
    }                                                                   \
  while (0)

/* Row D of a state at the start of a block: the IV's second half,
   with its counter T and flags F.  */
KERNEL_INLINE __m256i
counter_row (__m256i iv_hi, uint64_t const t[2], uint64_t const f[2])
{
  return _mm256_xor_si256 (iv_hi,
                           _mm256_set_epi64x ((long long) f[1],
                                              (long long) f[0],
                                              (long long) t[1],
                                              (long long) t[0]));
}

void
blake2b_compress_x2_avx2 (uint64_t h[2][8], uint64_t t[2][2],
                          uint64_t const f[2][2],
                          uint8_t const *const blocks[2], size_t nblocks,
                          size_t stride, uint64_t inc)
{
  __m256i const iv_lo = _mm256_loadu_si256 ((__m256i const *)
                                            &blake2b_iv[0]);
  __m256i const iv_hi = _mm256_loadu_si256 ((__m256i const *)
                                            &blake2b_iv[4]);
  __m256i h0_lo = _mm256_loadu_si256 ((__m256i const *) &h[0][0]);
  __m256i h0_hi = _mm256_loadu_si256 ((__m256i const *) &h[0][4]);
  __m256i h1_lo = _mm256_loadu_si256 ((__m256i const *) &h[1][0]);
  __m256i h1_hi = _mm256_loadu_si256 ((__m256i const *) &h[1][4]);
  uint8_t const *block0 = blocks[0];
  uint8_t const *block1 = blocks[1];

  for (; nblocks > 0; nblocks--, block0 += stride, block1 += stride)
    {
      blake2b_counter_add (t[0], inc);
      blake2b_counter_add (t[1], inc);

      __m256i a0 = h0_lo, b0 = h0_hi, c0 = iv_lo;
      __m256i d0 = counter_row (iv_hi, t[0], f[0]);
      __m256i a1 = h1_lo, b1 = h1_hi, c1 = iv_lo;
      __m256i d1 = counter_row (iv_hi, t[1], f[1]);

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

      h0_lo = _mm256_xor_si256 (h0_lo, _mm256_xor_si256 (a0, c0));
      h0_hi = _mm256_xor_si256 (h0_hi, _mm256_xor_si256 (b0, d0));
      h1_lo = _mm256_xor_si256 (h1_lo, _mm256_xor_si256 (a1, c1));
      h1_hi = _mm256_xor_si256 (h1_hi, _mm256_xor_si256 (b1, d1));
    }

  _mm256_storeu_si256 ((__m256i *) &h[0][0], h0_lo);
  _mm256_storeu_si256 ((__m256i *) &h[0][4], h0_hi);
  _mm256_storeu_si256 ((__m256i *) &h[1][0], h1_lo);
  _mm256_storeu_si256 ((__m256i *) &h[1][4], h1_hi);
}

KERNEL_CODE_END
