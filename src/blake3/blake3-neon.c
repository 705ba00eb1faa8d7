/* blake3-neon.c -- BLAKE3 NEON kernel for aarch64: 4-way hash_many

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

/* This file is built alone into its own library, like every
   instruction set's kernels, though aarch64 needs no flag for NEON
   (Advanced SIMD is part of the base architecture); its function is
   called only once the dispatcher has seen NEON at run time.
   configure builds it only for little-endian aarch64, where a vector
   load of message bytes gives the little-endian words BLAKE3 reads.

   Only hash_many is here.  One block at a time, a row-wise NEON
   compression must shuffle its rows between the column and the
   diagonal steps and has no rotate instruction, while scalar aarch64
   code has 31 general registers and a one-instruction rotate, so it
   is not expected to win; the official BLAKE3 C keeps its portable
   single-block code on NEON too.  The dispatch row therefore borrows
   the portable compress_in_place and compress_xof.

   None of the choices below could be measured: this project's machines
   have no aarch64 CPU, and qemu's speed says nothing about a real
   core's.  They follow what is known of common cores (Cortex-A7x,
   Neoverse, Apple): a 16-bit rotation is one REV32, the others a shift
   and a shift-and-insert, and the four inputs' sixteen state vectors
   and sixteen message vectors just fit the 32 vector registers, so
   the rounds run from registers with few spills.  */

#include <config.h>

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include <arm_neon.h>

#include "blake3-kernel.h"
#include "core/kernel-inline.h"

KERNEL_CODE_BEGIN

KERNEL_INLINE uint32x4_t
load_128 (void const *p)
{
  return vreinterpretq_u32_u8 (vld1q_u8 (p));
}

KERNEL_INLINE void
store_128 (void *p, uint32x4_t x)
{
  vst1q_u8 (p, vreinterpretq_u8_u32 (x));
}

/* Rotations right of each 32-bit lane.  By 16 bits this swaps the two
   halves of each word, one REV32 on 16-bit elements; the others shift
   left into a new register and insert the right shift over it (SRI),
   two instructions.  */
KERNEL_INLINE uint32x4_t
ror16_128 (uint32x4_t x)
{
  return vreinterpretq_u32_u16 (vrev32q_u16 (vreinterpretq_u16_u32 (x)));
}

KERNEL_INLINE uint32x4_t
ror12_128 (uint32x4_t x)
{
  return vsriq_n_u32 (vshlq_n_u32 (x, 20), x, 12);
}

KERNEL_INLINE uint32x4_t
ror8_128 (uint32x4_t x)
{
  return vsriq_n_u32 (vshlq_n_u32 (x, 24), x, 8);
}

KERNEL_INLINE uint32x4_t
ror7_128 (uint32x4_t x)
{
  return vsriq_n_u32 (vshlq_n_u32 (x, 25), x, 7);
}

/* Half of the four column Gs, or of the four diagonal ones when DIAG,
   on four inputs at once: V[i] holds state word i of all four inputs,
   one per lane, so the scalar algorithm runs unchanged on vectors.
   G number I works on words A = I, B, C and D, and adds message
   vector MI; the first half of G (rotations 16 and 12) unless SECOND.
   Each step is written out for the four Gs in turn rather than one G
   after another, so that an in-order core (Cortex-A55, say) sees four
   independent instructions in a row, not a chain.  */
KERNEL_INLINE void
g4_half (uint32x4_t v[16], bool diag, bool second,
         uint32x4_t m0, uint32x4_t m1, uint32x4_t m2, uint32x4_t m3)
{
  int s = diag ? 1 : 0;
  int b0 = 4 + ((0 + s) & 3), c0 = 8 + ((0 + 2 * s) & 3);
  int b1 = 4 + ((1 + s) & 3), c1 = 8 + ((1 + 2 * s) & 3);
  int b2 = 4 + ((2 + s) & 3), c2 = 8 + ((2 + 2 * s) & 3);
  int b3 = 4 + ((3 + s) & 3), c3 = 8 + ((3 + 2 * s) & 3);
  int d0 = 12 + ((0 + 3 * s) & 3), d1 = 12 + ((1 + 3 * s) & 3);
  int d2 = 12 + ((2 + 3 * s) & 3), d3 = 12 + ((3 + 3 * s) & 3);

  v[0] = vaddq_u32 (vaddq_u32 (v[0], m0), v[b0]);
  v[1] = vaddq_u32 (vaddq_u32 (v[1], m1), v[b1]);
  v[2] = vaddq_u32 (vaddq_u32 (v[2], m2), v[b2]);
  v[3] = vaddq_u32 (vaddq_u32 (v[3], m3), v[b3]);
  v[d0] = veorq_u32 (v[d0], v[0]);
  v[d1] = veorq_u32 (v[d1], v[1]);
  v[d2] = veorq_u32 (v[d2], v[2]);
  v[d3] = veorq_u32 (v[d3], v[3]);
  v[d0] = second ? ror8_128 (v[d0]) : ror16_128 (v[d0]);
  v[d1] = second ? ror8_128 (v[d1]) : ror16_128 (v[d1]);
  v[d2] = second ? ror8_128 (v[d2]) : ror16_128 (v[d2]);
  v[d3] = second ? ror8_128 (v[d3]) : ror16_128 (v[d3]);
  v[c0] = vaddq_u32 (v[c0], v[d0]);
  v[c1] = vaddq_u32 (v[c1], v[d1]);
  v[c2] = vaddq_u32 (v[c2], v[d2]);
  v[c3] = vaddq_u32 (v[c3], v[d3]);
  v[b0] = veorq_u32 (v[b0], v[c0]);
  v[b1] = veorq_u32 (v[b1], v[c1]);
  v[b2] = veorq_u32 (v[b2], v[c2]);
  v[b3] = veorq_u32 (v[b3], v[c3]);
  v[b0] = second ? ror7_128 (v[b0]) : ror12_128 (v[b0]);
  v[b1] = second ? ror7_128 (v[b1]) : ror12_128 (v[b1]);
  v[b2] = second ? ror7_128 (v[b2]) : ror12_128 (v[b2]);
  v[b3] = second ? ror7_128 (v[b3]) : ror12_128 (v[b3]);
}

/* Round R reads the message through the schedule, so the sixteen
   message vectors never move between rounds.  */
KERNEL_INLINE void
round_128 (uint32x4_t v[16], uint32x4_t const m[16], int r)
{
  uint8_t const *s = blake3_msg_schedule[r];
  g4_half (v, false, false, m[s[0]], m[s[2]], m[s[4]], m[s[6]]);
  g4_half (v, false, true, m[s[1]], m[s[3]], m[s[5]], m[s[7]]);
  g4_half (v, true, false, m[s[8]], m[s[10]], m[s[12]], m[s[14]]);
  g4_half (v, true, true, m[s[9]], m[s[11]], m[s[13]], m[s[15]]);
}

/* Transpose the 4x4 matrix of 32-bit words in X[0..3]: TRN1 and TRN2
   on words pair up rows 0-1 and 2-3, and on doublewords then finish
   the job.  */
KERNEL_INLINE void
transpose4 (uint32x4_t x[4])
{
  uint32x4_t t0 = vtrn1q_u32 (x[0], x[1]);
  uint32x4_t t1 = vtrn2q_u32 (x[0], x[1]);
  uint32x4_t t2 = vtrn1q_u32 (x[2], x[3]);
  uint32x4_t t3 = vtrn2q_u32 (x[2], x[3]);
  x[0] = vreinterpretq_u32_u64 (vtrn1q_u64 (vreinterpretq_u64_u32 (t0),
                                            vreinterpretq_u64_u32 (t2)));
  x[1] = vreinterpretq_u32_u64 (vtrn1q_u64 (vreinterpretq_u64_u32 (t1),
                                            vreinterpretq_u64_u32 (t3)));
  x[2] = vreinterpretq_u32_u64 (vtrn2q_u64 (vreinterpretq_u64_u32 (t0),
                                            vreinterpretq_u64_u32 (t2)));
  x[3] = vreinterpretq_u32_u64 (vtrn2q_u64 (vreinterpretq_u64_u32 (t1),
                                            vreinterpretq_u64_u32 (t3)));
}

/* Load the 16 bytes at byte OFFSET of each of the four INPUTS so that
   M[j] holds word j of that quarter for every input.  */
KERNEL_INLINE void
load_quarter4 (uint32x4_t m[4], uint8_t const *const *inputs, size_t offset)
{
  BLAKE3_LOAD_ROWS4 (m, load_128, inputs, offset);
  transpose4 (m);
}

/* The halves of each lane's block counter: COUNTER + I in lane I when
   INCREMENT, else COUNTER.  The 64-bit scalar sums carry into the high
   words by themselves.  */
KERNEL_INLINE void
counters4 (uint64_t counter, bool increment, uint32x4_t *lo, uint32x4_t *hi)
{
  uint64_t step = increment ? 1 : 0;
  uint32_t l[4], h[4];
  for (int i = 0; i < 4; i++)
    {
      uint64_t c = counter + (uint64_t) i * step;
      l[i] = counter_low (c);
      h[i] = counter_high (c);
    }
  *lo = vld1q_u32 (l);
  *hi = vld1q_u32 (h);
}

/* Hash four inputs of BLOCKS blocks each, as hash_many specifies, and
   write their four CVs to OUT.  */
static void
hash4 (uint8_t const *const *inputs, size_t blocks, uint32_t const key[8],
       uint64_t counter, bool increment_counter, uint8_t flags,
       uint8_t flags_start, uint8_t flags_end, uint8_t *out,
       uint8_t const *stream_end)
{
  bool ahead = blake3_may_prefetch_ahead (inputs, 4, stream_end);
  uint32x4_t h[8] = BLAKE3_SLICED_KEY (vdupq_n_u32, key);
  uint32x4_t counter_lo, counter_hi;
  counters4 (counter, increment_counter, &counter_lo, &counter_hi);

  uint8_t block_flags = (uint8_t) (flags | flags_start);
  for (size_t b = 0; b < blocks; b++)
    {
      if (b + 1 == blocks)
        block_flags = (uint8_t) (block_flags | flags_end);
      uint32x4_t m[16];
      blake3_prefetch_batch_after_next (inputs, 4, b, blocks, ahead, false);
      load_quarter4 (m, inputs, 64 * b);
      load_quarter4 (m + 4, inputs, 64 * b + 16);
      load_quarter4 (m + 8, inputs, 64 * b + 32);
      load_quarter4 (m + 12, inputs, 64 * b + 48);

      uint32x4_t v[16] = BLAKE3_SLICED_STATE (vdupq_n_u32, h, counter_lo,
                                              counter_hi, block_flags);
      BLAKE3_SEVEN_ROUNDS (round_128, v, m);

      BLAKE3_FEED_FORWARD (h, v, veorq_u32);
      block_flags = flags;
    }

  /* Turn the word-sliced CVs back into one 32-byte CV per input:
     after the transposes, H[i] holds words 0-3 of input I and H[4 + i]
     its words 4-7.  */
  transpose4 (h);
  transpose4 (h + 4);
  BLAKE3_STORE_CVS (out, h, store_128, 16, 0, 4, 1, 5, 2, 6, 3, 7);
}

void
blake3_hash_many_neon (uint8_t const *const *inputs, size_t num_inputs,
                       size_t blocks, uint32_t const key[8],
                       uint64_t counter, bool increment_counter,
                       uint8_t flags, uint8_t flags_start,
                       uint8_t flags_end, uint8_t *out,
                       uint8_t const *stream_end)
{
  for (; num_inputs >= 4; num_inputs -= 4)
    {
      hash4 (inputs, blocks, key, counter, increment_counter, flags,
             flags_start, flags_end, out, stream_end);
      inputs += 4;
      out += 4 * BLAKE3_OUT_LEN;
      if (increment_counter)
        counter += 4;
    }

  /* The one to three inputs left over go one at a time through the
     portable code, which on aarch64 is the faster way to compress a
     single block (see above).  */
  blake3_hash_many_portable (inputs, num_inputs, blocks, key, counter,
                             increment_counter, flags, flags_start,
                             flags_end, out, stream_end);
}

KERNEL_CODE_END
