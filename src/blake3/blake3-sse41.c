/* blake3-sse41.c -- BLAKE3 SSE4.1 kernels: one block, 4-way hash_many

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

/* This file is compiled on its own with -msse4.1 (which implies SSSE3's
   pshufb) and its functions are called only after the dispatcher has
   seen SSE4.1 at run time.  x86 is little-endian, so a vector load of
   message bytes yields the little-endian words BLAKE3 specifies.  */

#include <config.h>

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include <immintrin.h>

/* GCC's post-allocation scheduler interleaves the four independent
   chains of the word-sliced rounds worse than their source order: 0.93
   of the official assembly's speed with it, 0.96 without (4-way
   hash_many, 1 MiB, an Intel Xeon).  */
#if defined __GNUC__ && !defined __clang__
# pragma GCC optimize ("no-schedule-insns2")
#endif

#include "blake3-kernel.h"
#include "core/kernel-inline.h"
#include "blake3-transpose.h"

KERNEL_CODE_BEGIN

/* The empty asms of kernel-inline.h, on XMM registers.  */
#define NO_REASSOC(x) KERNEL_NO_REASSOC (x, "x")
#define PIN_LOADED(x) KERNEL_PIN_LOADED (x, "x")

KERNEL_INLINE __m128i
load_128 (void const *p)
{
  return _mm_loadu_si128 ((__m128i const *) p);
}

KERNEL_INLINE void
store_128 (void *p, __m128i x)
{
  _mm_storeu_si128 ((__m128i *) p, x);
}

/* Store the row X, loaded for hashing, at P.  */
KERNEL_INLINE void
copy_row (uint8_t *p, __m128i *x)
{
  PIN_LOADED (*x);
  store_128 (p, *x);
}

KERNEL_INLINE __m128i
add_128 (__m128i a, __m128i b)
{
  return _mm_add_epi32 (a, b);
}

KERNEL_INLINE __m128i
xor_128 (__m128i a, __m128i b)
{
  return _mm_xor_si128 (a, b);
}

KERNEL_INLINE __m128i
set1_128 (uint32_t x)
{
  return _mm_set1_epi32 ((int32_t) x);
}

/* Rotations by 16 and 8 move whole bytes, so one pshufb does each; the
   other two need two shifts and an OR.  */
KERNEL_INLINE __m128i
ror16_128 (__m128i x)
{
  return _mm_shuffle_epi8 (x, _mm_setr_epi8 (2, 3, 0, 1, 6, 7, 4, 5,
                                             10, 11, 8, 9, 14, 15, 12, 13));
}

KERNEL_INLINE __m128i
ror12_128 (__m128i x)
{
  return _mm_or_si128 (_mm_srli_epi32 (x, 12), _mm_slli_epi32 (x, 20));
}

KERNEL_INLINE __m128i
ror8_128 (__m128i x)
{
  return _mm_shuffle_epi8 (x, _mm_setr_epi8 (1, 2, 3, 0, 5, 6, 7, 4,
                                             9, 10, 11, 8, 13, 14, 15, 12));
}

KERNEL_INLINE __m128i
ror7_128 (__m128i x)
{
  return _mm_or_si128 (_mm_srli_epi32 (x, 7), _mm_slli_epi32 (x, 25));
}

/* The one-block compressors, from blake3-rows.h.  */
#define ROWS_COMPRESS_IN_PLACE blake3_compress_in_place_sse41
#define ROWS_COMPRESS_XOF blake3_compress_xof_sse41
#include "blake3-rows.h"

/* ---------------------------------------------------------------------
   Four inputs, word-sliced: V[i] holds state word i of all four inputs,
   one per lane.  The rounds, two Gs at a time with three words parked:
   round_128 and its helpers.  */
#define SLICED_VEC __m128i
#define SLICED_WIDTH 128
#include "blake3-g-pair.h"

/* Load the 16 bytes at byte OFFSET of each of the four INPUTS so that
   M[j] holds word j of them for every input.  Written without loops, as
   is everything else here, because GCC at -O2 keeps short loops over
   vector arrays as loops, which forces the arrays into memory.  */
KERNEL_INLINE void
load_quarter4 (__m128i m[4], uint8_t const *const *inputs,
               uint8_t *const *copies, size_t offset)
{
  BLAKE3_LOAD_ROWS4 (m, load_128, inputs, offset);
  if (copies)
    {
#pragma GCC unroll 4
      for (int i = 0; i < 4; i++)
        copy_row (copies[i] + offset, &m[i]);
    }
  transpose4 (m);
}

/* The halves of each lane's block counter: COUNTER + I in lane I when
   INCREMENT, else COUNTER.  The 64-bit scalar addition carries into the
   high word by itself.  */
KERNEL_INLINE void
counters4 (uint64_t counter, bool increment, __m128i *lo, __m128i *hi)
{
  uint64_t step = increment ? 1 : 0;
  uint64_t c0 = counter;
  uint64_t c1 = counter + step;
  uint64_t c2 = counter + 2 * step;
  uint64_t c3 = counter + 3 * step;
  *lo = _mm_setr_epi32 ((int32_t) counter_low (c0),
                        (int32_t) counter_low (c1),
                        (int32_t) counter_low (c2),
                        (int32_t) counter_low (c3));
  *hi = _mm_setr_epi32 ((int32_t) counter_high (c0),
                        (int32_t) counter_high (c1),
                        (int32_t) counter_high (c2),
                        (int32_t) counter_high (c3));
}

/* Hash 4 INPUTS; with COPIES, also store each block there as it is
   loaded.  */
KERNEL_INLINE void
hash4_with (uint8_t const *const *inputs, uint8_t *const *copies,
            size_t blocks, uint32_t const key[8], uint64_t counter,
            bool increment_counter, uint8_t flags, uint8_t flags_start,
            uint8_t flags_end, uint8_t *out, uint8_t const *stream_end)
{
  bool ahead = blake3_may_prefetch_ahead (inputs, 4, stream_end);
  __m128i h[8] = BLAKE3_SLICED_KEY (set1_128, key);
  __m128i counter_lo, counter_hi;
  counters4 (counter, increment_counter, &counter_lo, &counter_hi);

  uint8_t block_flags = (uint8_t) (flags | flags_start);
  for (size_t b = 0; b < blocks; b++)
    {
      if (b + 1 == blocks)
        block_flags = (uint8_t) (block_flags | flags_end);
      __m128i m[16];
      blake3_prefetch_batch_after_next (inputs, 4, b, blocks, ahead, false);
      load_quarter4 (m, inputs, copies, 64 * b);
      load_quarter4 (m + 4, inputs, copies, 64 * b + 16);
      load_quarter4 (m + 8, inputs, copies, 64 * b + 32);
      load_quarter4 (m + 12, inputs, copies, 64 * b + 48);

      __m128i v[16] = BLAKE3_SLICED_STATE (set1_128, h, counter_lo,
                                           counter_hi, block_flags);
      __m128i volatile parked[16];
      parked[10] = v[10];
      parked[11] = v[11];
      parked[15] = v[15];
      BLAKE3_SEVEN_ROUNDS (round_128, v, parked, m);
      v[10] = parked[10];
      v[11] = parked[11];
      v[15] = parked[15];

      BLAKE3_FEED_FORWARD (h, v, xor_128);
      block_flags = flags;
    }

  /* Turn the word-sliced CVs back into one 32-byte CV per input.  */
  transpose4 (h);
  transpose4 (h + 4);
  BLAKE3_STORE_CVS (out, h, store_128, 16, 0, 4, 1, 5, 2, 6, 3, 7);
}

static void
hash4 (uint8_t const *const *inputs, size_t blocks, uint32_t const key[8],
       uint64_t counter, bool increment_counter, uint8_t flags,
       uint8_t flags_start, uint8_t flags_end, uint8_t *out,
       uint8_t const *stream_end)
{
  hash4_with (inputs, NULL, blocks, key, counter, increment_counter, flags,
              flags_start, flags_end, out, stream_end);
}

void
blake3_hash_many_sse41 (uint8_t const *const *inputs, size_t num_inputs,
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
      out += 4 * 32;
      if (increment_counter)
        counter += 4;
    }
  for (; num_inputs > 0; num_inputs--)
    {
      hash_one (*inputs, blocks, key, counter, flags, flags_start,
                flags_end, out);
      inputs++;
      out += 32;
      if (increment_counter)
        counter++;
    }
}

void
blake3_hash_batch_copy_sse41 (uint8_t const *const *inputs,
                             uint8_t *const *copies, size_t blocks,
                             uint32_t const key[8], uint64_t counter,
                             bool increment_counter, uint8_t flags,
                             uint8_t flags_start, uint8_t flags_end,
                             uint8_t *out, uint8_t const *stream_end)
{
  hash4_with (inputs, copies, blocks, key, counter, increment_counter, flags,
              flags_start, flags_end, out, stream_end);
}

KERNEL_CODE_END
