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
#include "kernel-inline.h"

/* G computes A + M + B where B is the value computed last, so adding
   the message word M first keeps one addition off the critical path.
   GCC's reassociation pass undoes that, making (M + B) + A, which costs
   4-8% of throughput; an empty asm that claims to change the partial
   sum stops it.  It emits no instruction.  */
#if defined __GNUC__ || defined __clang__
# define NO_REASSOC(x) __asm__ ("" : "+x" (x))
#else
# define NO_REASSOC(x) ((void) 0)
#endif

/* The register a copying kernel stores and hashes (see hash_batch_copy
   in blake3-kernel.h) goes through the same empty asm, which here must
   not be left out.  */
#if defined __GNUC__ || defined __clang__
# define PIN_LOADED(x) NO_REASSOC (x)
#else
# error "the copying kernel needs GCC's asm"
#endif

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

/* ---------------------------------------------------------------------
   One block, row layout: ROW[i] holds state words 4i..4i+3, so one G
   step works on all four columns (or diagonals) at once.  */

/* _mm_shuffle_ps on integer vectors: two lanes from A, two from B.  */
#define SHUFFLE2(a, b, imm) \
  _mm_castps_si128 (_mm_shuffle_ps (_mm_castsi128_ps (a), \
                                    _mm_castsi128_ps (b), (imm)))

/* Half of G on all four lanes with message vector M: the first half
   (rotations 16 and 12) unless SECOND.  */
KERNEL_INLINE void
g_rows (__m128i row[4], __m128i m, bool second)
{
  row[0] = add_128 (row[0], m);
  NO_REASSOC (row[0]);
  row[0] = add_128 (row[0], row[1]);
  row[3] = xor_128 (row[3], row[0]);
  row[3] = second ? ror8_128 (row[3]) : ror16_128 (row[3]);
  row[2] = add_128 (row[2], row[3]);
  row[1] = xor_128 (row[1], row[2]);
  row[1] = second ? ror7_128 (row[1]) : ror12_128 (row[1]);
}

/* Line the diagonals up in the lanes by rotating rows 0, 2 and 3 (by
   3, 1 and 2 lanes) and leaving row 1 in place: lane I then holds the
   diagonal through state word 4 + I.  Row 1 is the last one G writes,
   so a shuffle of it would lie on the chain from one half-round to the
   next; the other rows are ready earlier and their shuffles overlap
   the end of G.  The diagonal Gs then meet their message words rotated
   the same way (row 0's rotation): see compress_rows.  */
KERNEL_INLINE void
diagonalize (__m128i row[4])
{
  row[0] = _mm_shuffle_epi32 (row[0], _MM_SHUFFLE (2, 1, 0, 3));
  row[2] = _mm_shuffle_epi32 (row[2], _MM_SHUFFLE (0, 3, 2, 1));
  row[3] = _mm_shuffle_epi32 (row[3], _MM_SHUFFLE (1, 0, 3, 2));
}

KERNEL_INLINE void
undiagonalize (__m128i row[4])
{
  row[0] = _mm_shuffle_epi32 (row[0], _MM_SHUFFLE (0, 3, 2, 1));
  row[2] = _mm_shuffle_epi32 (row[2], _MM_SHUFFLE (2, 1, 0, 3));
  row[3] = _mm_shuffle_epi32 (row[3], _MM_SHUFFLE (1, 0, 3, 2));
}

/* Run the seven rounds on the state for CV and BLOCK, leaving the four
   rows before the final feed-forward.  The message is kept as four
   vectors in the order the G steps consume it: A holds the words for
   the first half of the column Gs (m0 m2 m4 m6), B the second half
   (m1 m3 m5 m7), C and D the same for the diagonals.  Between rounds
   these four vectors are permuted in registers instead of being
   gathered again from memory.  */
KERNEL_INLINE void
compress_rows (__m128i row[4], __m128i cv_lo, __m128i cv_hi,
               uint8_t const block[64], uint8_t block_len,
               uint64_t counter, uint8_t flags)
{
  row[0] = cv_lo;
  row[1] = cv_hi;
  row[2] = load_128 (blake3_iv);
  row[3] = _mm_setr_epi32 ((int32_t) counter_low (counter),
                           (int32_t) counter_high (counter),
                           (int32_t) block_len, (int32_t) flags);

  __m128i w0 = load_128 (block);
  __m128i w1 = load_128 (block + 16);
  __m128i w2 = load_128 (block + 32);
  __m128i w3 = load_128 (block + 48);
  __m128i a = SHUFFLE2 (w0, w1, _MM_SHUFFLE (2, 0, 2, 0));
  __m128i b = SHUFFLE2 (w0, w1, _MM_SHUFFLE (3, 1, 3, 1));
  __m128i c = SHUFFLE2 (w2, w3, _MM_SHUFFLE (2, 0, 2, 0));
  __m128i d = SHUFFLE2 (w2, w3, _MM_SHUFFLE (3, 1, 3, 1));

  for (int r = 0; r < 7; r++)
    {
      if (r > 0)
        {
          /* Apply the BLAKE3 permutation {2,6,3,10,7,0,4,13,1,11,12,5,
             9,14,15,8} to the message, written in terms of the four
             vectors: a' = (a1 b1 b3 a2), b' = (a3 c1 a0 d2),
             c' = (b0 c2 d0 d3), d' = (d1 b2 c3 c0).  */
          __m128i t = SHUFFLE2 (a, b, _MM_SHUFFLE (3, 1, 2, 1));
          __m128i na = _mm_shuffle_epi32 (t, _MM_SHUFFLE (1, 3, 2, 0));
          __m128i p = SHUFFLE2 (a, c, _MM_SHUFFLE (1, 1, 3, 3));
          __m128i q = SHUFFLE2 (a, d, _MM_SHUFFLE (2, 2, 0, 0));
          __m128i nb = SHUFFLE2 (p, q, _MM_SHUFFLE (2, 0, 2, 0));
          p = SHUFFLE2 (b, c, _MM_SHUFFLE (2, 2, 0, 0));
          __m128i nc = SHUFFLE2 (p, d, _MM_SHUFFLE (3, 0, 2, 0));
          p = SHUFFLE2 (d, b, _MM_SHUFFLE (2, 2, 1, 1));
          __m128i nd = SHUFFLE2 (p, c, _MM_SHUFFLE (0, 3, 2, 0));
          a = na;
          b = nb;
          c = nc;
          d = nd;
        }
      g_rows (row, a, false);
      g_rows (row, b, true);
      diagonalize (row);
      /* Lane I now holds diagonal I - 1 (mod 4): its message words are
         turned as row 0 is.  */
      g_rows (row, _mm_shuffle_epi32 (c, _MM_SHUFFLE (2, 1, 0, 3)), false);
      g_rows (row, _mm_shuffle_epi32 (d, _MM_SHUFFLE (2, 1, 0, 3)), true);
      undiagonalize (row);
    }
}

void
blake3_compress_in_place_sse41 (uint32_t cv[8], uint8_t const block[64],
                                uint8_t block_len, uint64_t counter,
                                uint8_t flags)
{
  __m128i row[4];
  compress_rows (row, load_128 (cv), load_128 (cv + 4), block, block_len,
                 counter, flags);
  store_128 (cv, xor_128 (row[0], row[2]));
  store_128 (cv + 4, xor_128 (row[1], row[3]));
}

void
blake3_compress_xof_sse41 (uint32_t const cv[8], uint8_t const block[64],
                           uint8_t block_len, uint64_t counter,
                           uint8_t flags, uint8_t out[64])
{
  __m128i cv_lo = load_128 (cv);
  __m128i cv_hi = load_128 (cv + 4);
  __m128i row[4];
  compress_rows (row, cv_lo, cv_hi, block, block_len, counter, flags);
  store_128 (out, xor_128 (row[0], row[2]));
  store_128 (out + 16, xor_128 (row[1], row[3]));
  store_128 (out + 32, xor_128 (row[2], cv_lo));
  store_128 (out + 48, xor_128 (row[3], cv_hi));
}

/* Hash the BLOCKS blocks at INPUT into the 32-byte chaining value OUT,
   one block at a time.  This serves the 1-3 inputs left over after the
   4-way loop.  */
static void
hash_one (uint8_t const *input, size_t blocks, uint32_t const key[8],
          uint64_t counter, uint8_t flags, uint8_t flags_start,
          uint8_t flags_end, uint8_t out[32])
{
  __m128i cv_lo = load_128 (key);
  __m128i cv_hi = load_128 (key + 4);
  uint8_t block_flags = (uint8_t) (flags | flags_start);
  for (size_t b = 0; b < blocks; b++)
    {
      if (b + 1 == blocks)
        block_flags = (uint8_t) (block_flags | flags_end);
      __m128i row[4];
      compress_rows (row, cv_lo, cv_hi, input + 64 * b, 64, counter,
                     block_flags);
      cv_lo = xor_128 (row[0], row[2]);
      cv_hi = xor_128 (row[1], row[3]);
      block_flags = flags;
    }
  store_128 (out, cv_lo);
  store_128 (out + 16, cv_hi);
}

/* ---------------------------------------------------------------------
   Four inputs, word-sliced: V[i] holds state word i of all four inputs,
   one per lane.  The rounds, two Gs at a time with three words parked:
   round_128 and its helpers.  */
#define SLICED_VEC __m128i
#define SLICED_WIDTH 128
#include "blake3-g-pair.h"

/* Transpose the 4x4 matrix of 32-bit words in X[0..3].  */
KERNEL_INLINE void
transpose4 (__m128i x[4])
{
  __m128i ab_lo = _mm_unpacklo_epi32 (x[0], x[1]);
  __m128i ab_hi = _mm_unpackhi_epi32 (x[0], x[1]);
  __m128i cd_lo = _mm_unpacklo_epi32 (x[2], x[3]);
  __m128i cd_hi = _mm_unpackhi_epi32 (x[2], x[3]);
  x[0] = _mm_unpacklo_epi64 (ab_lo, cd_lo);
  x[1] = _mm_unpackhi_epi64 (ab_lo, cd_lo);
  x[2] = _mm_unpacklo_epi64 (ab_hi, cd_hi);
  x[3] = _mm_unpackhi_epi64 (ab_hi, cd_hi);
}

/* Load the 16 bytes at byte OFFSET of each of the four INPUTS so that
   M[j] holds word j of them for every input.  Written without loops, as
   is everything else here, because GCC at -O2 keeps short loops over
   vector arrays as loops, which forces the arrays into memory.  */
KERNEL_INLINE void
load_quarter4 (__m128i m[4], uint8_t const *const *inputs,
               uint8_t *const *copies, size_t offset)
{
  m[0] = load_128 (inputs[0] + offset);
  m[1] = load_128 (inputs[1] + offset);
  m[2] = load_128 (inputs[2] + offset);
  m[3] = load_128 (inputs[3] + offset);
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
            uint8_t flags_end, uint8_t *out)
{
  __m128i h[8] =
    {
      set1_128 (key[0]), set1_128 (key[1]), set1_128 (key[2]),
      set1_128 (key[3]), set1_128 (key[4]), set1_128 (key[5]),
      set1_128 (key[6]), set1_128 (key[7]),
    };
  __m128i counter_lo, counter_hi;
  counters4 (counter, increment_counter, &counter_lo, &counter_hi);

  uint8_t block_flags = (uint8_t) (flags | flags_start);
  for (size_t b = 0; b < blocks; b++)
    {
      if (b + 1 == blocks)
        block_flags = (uint8_t) (block_flags | flags_end);
      __m128i m[16];
      blake3_prefetch_batch_after_next (inputs, 4, 64 * b, false);
      load_quarter4 (m, inputs, copies, 64 * b);
      load_quarter4 (m + 4, inputs, copies, 64 * b + 16);
      load_quarter4 (m + 8, inputs, copies, 64 * b + 32);
      load_quarter4 (m + 12, inputs, copies, 64 * b + 48);

      __m128i v[16] =
        {
          h[0], h[1], h[2], h[3], h[4], h[5], h[6], h[7],
          set1_128 (blake3_iv[0]), set1_128 (blake3_iv[1]),
          set1_128 (blake3_iv[2]), set1_128 (blake3_iv[3]),
          counter_lo, counter_hi, set1_128 (64), set1_128 (block_flags),
        };
      __m128i volatile parked[16];
      parked[10] = v[10];
      parked[11] = v[11];
      parked[15] = v[15];
      round_128 (v, parked, m, 0);
      round_128 (v, parked, m, 1);
      round_128 (v, parked, m, 2);
      round_128 (v, parked, m, 3);
      round_128 (v, parked, m, 4);
      round_128 (v, parked, m, 5);
      round_128 (v, parked, m, 6);
      v[10] = parked[10];
      v[11] = parked[11];
      v[15] = parked[15];

      h[0] = xor_128 (v[0], v[8]);
      h[1] = xor_128 (v[1], v[9]);
      h[2] = xor_128 (v[2], v[10]);
      h[3] = xor_128 (v[3], v[11]);
      h[4] = xor_128 (v[4], v[12]);
      h[5] = xor_128 (v[5], v[13]);
      h[6] = xor_128 (v[6], v[14]);
      h[7] = xor_128 (v[7], v[15]);
      block_flags = flags;
    }

  /* Turn the word-sliced CVs back into one 32-byte CV per input.  */
  transpose4 (h);
  transpose4 (h + 4);
  store_128 (out, h[0]);
  store_128 (out + 16, h[4]);
  store_128 (out + 32, h[1]);
  store_128 (out + 48, h[5]);
  store_128 (out + 64, h[2]);
  store_128 (out + 80, h[6]);
  store_128 (out + 96, h[3]);
  store_128 (out + 112, h[7]);
}

static void
hash4 (uint8_t const *const *inputs, size_t blocks, uint32_t const key[8],
       uint64_t counter, bool increment_counter, uint8_t flags,
       uint8_t flags_start, uint8_t flags_end, uint8_t *out)
{
  hash4_with (inputs, NULL, blocks, key, counter, increment_counter, flags,
              flags_start, flags_end, out);
}

void
blake3_hash_many_sse41 (uint8_t const *const *inputs, size_t num_inputs,
                        size_t blocks, uint32_t const key[8],
                        uint64_t counter, bool increment_counter,
                        uint8_t flags, uint8_t flags_start,
                        uint8_t flags_end, uint8_t *out)
{
  for (; num_inputs >= 4; num_inputs -= 4)
    {
      hash4 (inputs, blocks, key, counter, increment_counter, flags,
             flags_start, flags_end, out);
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
                             uint8_t *out)
{
  hash4_with (inputs, copies, blocks, key, counter, increment_counter, flags,
              flags_start, flags_end, out);
}
