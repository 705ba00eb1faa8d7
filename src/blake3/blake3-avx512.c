/* blake3-avx512.c -- BLAKE3 AVX-512 kernels: one block, 16/8/4-way hash_many

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

/* This file is compiled on its own with -mavx512f -mavx512vl and called
   only after the dispatcher has seen AVX-512 F and VL (with the ZMM state
   enabled by the OS) at run time.  AVX-512 gives a rotate instruction
   (vprord), so every G rotation is one instruction, at every vector
   width thanks to VL.  The 32 vector registers hold the whole
   word-sliced state, so unlike the SSE4.1 and AVX2 kernels these need
   not park state words in memory.  x86 is little-endian, so vector
   loads of message bytes give BLAKE3's little-endian words.  */

#include <config.h>

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include <immintrin.h>

/* Two GCC settings for this file alone, measured on an Intel Xeon
   (AVX-512) with the 16-way kernel against the official assembly in one
   process: 0.78 of its speed as plain -O2, 0.84 with either, 0.89 with
   both.  GCC's generic cost model, used when no -mtune is given, made
   the register allocator bounce the loaded message rows through the
   stack in the middle of the transposition; its Intel AVX-512 cost
   model keeps them in registers (instruction selection is the same,
   since every vector instruction here is an intrinsic, so no CPU gets
   code it cannot run).  And the post-allocation scheduler interleaved
   the four independent chains of g_quad_512 worse than their source
   order.  The file runs only on AVX-512 CPUs; clang needs neither.  */
#if defined __GNUC__ && !defined __clang__
# pragma GCC target ("tune=skylake-avx512")
# pragma GCC optimize ("no-schedule-insns2")
#endif

#include "blake3-kernel.h"
#include "core/kernel-inline.h"
#include "blake3-transpose.h"

KERNEL_CODE_BEGIN

/* The empty asms of kernel-inline.h, on all 32 vector registers.  */
#define NO_REASSOC(x) KERNEL_NO_REASSOC (x, "v")
#define PIN_LOADED(x) KERNEL_PIN_LOADED (x, "v")

/* Store the halves of each lane's block counter, COUNTER + I in lane I
   when INCREMENT (else COUNTER), in LO[I] and HI[I] for I < N.  The
   64-bit scalar addition carries into the high word by itself.  */
KERNEL_INLINE void
split_counters (uint64_t counter, bool increment, int n,
                uint32_t *lo, uint32_t *hi)
{
  for (int i = 0; i < n; i++)
    {
      uint64_t c = counter + (increment ? (uint64_t) i : 0);
      lo[i] = counter_low (c);
      hi[i] = counter_high (c);
    }
}

/* The state words of G number I (0..3) of a round: the columns when SH
   is 0, the diagonals when SH is 1.  Its first word is I.  */
KERNEL_INLINE int
word_b (int i, int sh)
{
  return 4 + (i + sh) % 4;
}

KERNEL_INLINE int
word_c (int i, int sh)
{
  return 8 + (i + 2 * sh) % 4;
}

KERNEL_INLINE int
word_d (int i, int sh)
{
  return 12 + (i + 3 * sh) % 4;
}

/* The helpers at vector width W, whose type is VEC, whose intrinsics
   begin with P (_mm, _mm256 or _mm512) and end, for a whole register,
   with S (si128, si256 or si512): load_W, store_W, add_W, xor_W,
   set1_W, and the rotations ror16_W, ror12_W, ror8_W and ror7_W, which
   AVX-512 has at every width (VL), one helper for each count, as the
   counts must be constants.  */
#define WIDTH_HELPERS(w, vec, p, s)                                     \
  KERNEL_INLINE vec                                                     \
  load_##w (void const *x)                                              \
  {                                                                     \
    return p##_loadu_##s ((vec const *) x);                             \
  }                                                                     \
  KERNEL_INLINE void                                                    \
  store_##w (void *x, vec y)                                            \
  {                                                                     \
    p##_storeu_##s ((vec *) x, y);                                      \
  }                                                                     \
  KERNEL_INLINE vec                                                     \
  add_##w (vec a, vec b)                                                \
  {                                                                     \
    return p##_add_epi32 (a, b);                                        \
  }                                                                     \
  KERNEL_INLINE vec                                                     \
  xor_##w (vec a, vec b)                                                \
  {                                                                     \
    return p##_xor_##s (a, b);                                          \
  }                                                                     \
  KERNEL_INLINE vec                                                     \
  set1_##w (uint32_t x)                                                 \
  {                                                                     \
    return p##_set1_epi32 ((int32_t) x);                                \
  }                                                                     \
  WIDTH_ROR (w, vec, p, 16)                                             \
  WIDTH_ROR (w, vec, p, 12)                                             \
  WIDTH_ROR (w, vec, p, 8)                                              \
  WIDTH_ROR (w, vec, p, 7)
#define WIDTH_ROR(w, vec, p, n)                                         \
  KERNEL_INLINE vec                                                     \
  ror##n##_##w (vec x)                                                  \
  {                                                                     \
    return p##_ror_epi32 (x, n);                                        \
  }

/* =====================================================================
   128-bit helpers: the one-block compressor and the 4-way hash_many.  */

WIDTH_HELPERS (128, __m128i, _mm, si128)

/* The one-block compressors, from blake3-rows.h.  */
#define ROWS_COMPRESS_IN_PLACE blake3_compress_in_place_avx512
#define ROWS_COMPRESS_XOF blake3_compress_xof_avx512
#include "blake3-rows.h"

/* ---------------------------------------------------------------------
   Four inputs, word-sliced: V[i] holds state word i of every input, one
   input per lane.  */

/* g_quad_128 and round_128.  */
#define SLICED_VEC __m128i
#define SLICED_WIDTH 128
#include "blake3-g-quad.h"

/* Load the 16 bytes at byte OFFSET of each of the four INPUTS so that
   M[j] holds word j of them in every input.  */
KERNEL_INLINE void
load_quarter4 (__m128i m[4], uint8_t const *const *inputs, size_t offset)
{
  BLAKE3_LOAD_ROWS4 (m, load_128, inputs, offset);
  transpose4 (m);
}

static void
hash4 (uint8_t const *const *inputs, size_t blocks, uint32_t const key[8],
       uint64_t counter, bool increment_counter, uint8_t flags,
       uint8_t flags_start, uint8_t flags_end, uint8_t *out)
{
  __m128i h[8] = BLAKE3_SLICED_KEY (set1_128, key);
  uint32_t lo[4], hi[4];
  split_counters (counter, increment_counter, 4, lo, hi);
  __m128i counter_lo = load_128 (lo);
  __m128i counter_hi = load_128 (hi);

  uint8_t block_flags = (uint8_t) (flags | flags_start);
  for (size_t b = 0; b < blocks; b++)
    {
      if (b + 1 == blocks)
        block_flags = (uint8_t) (block_flags | flags_end);
      __m128i m[16];
      load_quarter4 (m, inputs, 64 * b);
      load_quarter4 (m + 4, inputs, 64 * b + 16);
      load_quarter4 (m + 8, inputs, 64 * b + 32);
      load_quarter4 (m + 12, inputs, 64 * b + 48);
      __m128i v[16] = BLAKE3_SLICED_STATE (set1_128, h, counter_lo,
                                           counter_hi, block_flags);
      BLAKE3_SEVEN_ROUNDS (round_128, v, m);
      BLAKE3_FEED_FORWARD (h, v, xor_128);
      block_flags = flags;
    }

  /* Back from word-sliced to one 32-byte CV per input.  */
  transpose4 (h);
  transpose4 (h + 4);
  BLAKE3_STORE_CVS (out, h, store_128, 16, 0, 4, 1, 5, 2, 6, 3, 7);
}

/* =====================================================================
   Eight inputs with 256-bit vectors.  */

WIDTH_HELPERS (256, __m256i, _mm256, si256)

/* g_quad_256 and round_256.  */
#define SLICED_VEC __m256i
#define SLICED_WIDTH 256
#include "blake3-g-quad.h"

/* Load the 32 bytes at byte OFFSET of each of the eight INPUTS so that
   M[j] holds word j of them in every input.  */
KERNEL_INLINE void
load_half8 (__m256i m[8], uint8_t const *const *inputs, size_t offset)
{
  BLAKE3_LOAD_ROWS8 (m, load_256, inputs, offset);
  transpose8 (m);
}

static void
hash8 (uint8_t const *const *inputs, size_t blocks, uint32_t const key[8],
       uint64_t counter, bool increment_counter, uint8_t flags,
       uint8_t flags_start, uint8_t flags_end, uint8_t *out)
{
  __m256i h[8] = BLAKE3_SLICED_KEY (set1_256, key);
  uint32_t lo[8], hi[8];
  split_counters (counter, increment_counter, 8, lo, hi);
  __m256i counter_lo = load_256 (lo);
  __m256i counter_hi = load_256 (hi);

  uint8_t block_flags = (uint8_t) (flags | flags_start);
  for (size_t b = 0; b < blocks; b++)
    {
      if (b + 1 == blocks)
        block_flags = (uint8_t) (block_flags | flags_end);
      __m256i m[16];
      load_half8 (m, inputs, 64 * b);
      load_half8 (m + 8, inputs, 64 * b + 32);
      __m256i v[16] = BLAKE3_SLICED_STATE (set1_256, h, counter_lo,
                                           counter_hi, block_flags);
      BLAKE3_SEVEN_ROUNDS (round_256, v, m);
      BLAKE3_FEED_FORWARD (h, v, xor_256);
      block_flags = flags;
    }

  /* Back from word-sliced to one 32-byte CV per input.  */
  transpose8 (h);
  BLAKE3_STORE_CVS (out, h, store_256, 32, 0, 1, 2, 3, 4, 5, 6, 7);
}

/* =====================================================================
   Sixteen inputs with 512-bit vectors.  */

WIDTH_HELPERS (512, __m512i, _mm512, si512)

/* g_quad_512 and round_512.  */
#define SLICED_VEC __m512i
#define SLICED_WIDTH 512
#include "blake3-g-quad.h"

/* SHUFFLE2 on 512-bit vectors: in every 128-bit lane, two words from
   A, two from B.  */
#define SHUFFLE2_512(a, b, imm) \
  _mm512_castps_si512 (_mm512_shuffle_ps (_mm512_castsi512_ps (a), \
                                          _mm512_castsi512_ps (b), (imm)))

/* The 32-byte rows at LO and HI, in the low and the high half.  */
KERNEL_INLINE __m512i
load_pair (uint8_t const *lo, uint8_t const *hi)
{
  return _mm512_inserti64x4 (_mm512_castsi256_si512 (load_256 (lo)),
                             load_256 (hi), 1);
}

/* Store the halves of the pair X, loaded for hashing, at LO and HI.  */
KERNEL_INLINE void
copy_pair (uint8_t *lo, uint8_t *hi, __m512i *x)
{
  PIN_LOADED (*x);
  store_256 (lo, _mm512_castsi512_si256 (*x));
  store_256 (hi, _mm512_extracti64x4_epi64 (*x, 1));
}

/* Load the 32 bytes at byte OFFSET of each of the sixteen INPUTS so
   that M[j] holds word j of them (j < 8) for every input.

   Each vector is loaded as two 32-byte halves, input I in the low one
   and input 8 + I in the high one.  That does the first level of the
   transpose in the load: inserting the high half from memory can run
   on either vector port, while every shuffle needs port 5 on Intel,
   which the additions and XORs of the rounds share.  Against a 16x16
   transpose of whole 64-byte rows, this made the 16-way kernel 4 to 7%
   faster at 64 KiB and 1 MiB on an Intel Xeon (Emerald Rapids).  Four
   16-byte quarters inserted in each vector, a level fewer again, made
   it slower.  */
KERNEL_INLINE void
load_half16 (__m512i m[8], uint8_t const *const *inputs,
             uint8_t *const *copies, size_t offset)
{
  __m512i z[8] =
    {
      load_pair (inputs[0] + offset, inputs[8] + offset),
      load_pair (inputs[1] + offset, inputs[9] + offset),
      load_pair (inputs[2] + offset, inputs[10] + offset),
      load_pair (inputs[3] + offset, inputs[11] + offset),
      load_pair (inputs[4] + offset, inputs[12] + offset),
      load_pair (inputs[5] + offset, inputs[13] + offset),
      load_pair (inputs[6] + offset, inputs[14] + offset),
      load_pair (inputs[7] + offset, inputs[15] + offset),
    };
  if (copies)
    {
#pragma GCC unroll 8
      for (int i = 0; i < 8; i++)
        copy_pair (copies[i] + offset, copies[8 + i] + offset, &z[i]);
    }

  /* 128-bit lane K of Z[I] holds words 4(K % 2) .. 4(K % 2) + 3 of
     input I + 8(K / 2).  Interleave the 64-bit words of inputs 2J and
     2J + 1, then take the even and the odd 32-bit words of each four
     inputs.  */
  __m512i a0 = _mm512_unpacklo_epi64 (z[0], z[1]);
  __m512i a1 = _mm512_unpackhi_epi64 (z[0], z[1]);
  __m512i a2 = _mm512_unpacklo_epi64 (z[2], z[3]);
  __m512i a3 = _mm512_unpackhi_epi64 (z[2], z[3]);
  __m512i b0 = _mm512_unpacklo_epi64 (z[4], z[5]);
  __m512i b1 = _mm512_unpackhi_epi64 (z[4], z[5]);
  __m512i b2 = _mm512_unpacklo_epi64 (z[6], z[7]);
  __m512i b3 = _mm512_unpackhi_epi64 (z[6], z[7]);
  __m512i c0 = SHUFFLE2_512 (a0, a2, 0x88);
  __m512i c1 = SHUFFLE2_512 (a0, a2, 0xdd);
  __m512i c2 = SHUFFLE2_512 (a1, a3, 0x88);
  __m512i c3 = SHUFFLE2_512 (a1, a3, 0xdd);
  __m512i d0 = SHUFFLE2_512 (b0, b2, 0x88);
  __m512i d1 = SHUFFLE2_512 (b0, b2, 0xdd);
  __m512i d2 = SHUFFLE2_512 (b1, b3, 0x88);
  __m512i d3 = SHUFFLE2_512 (b1, b3, 0xdd);

  /* Lane 2K + H of C<W> holds word 4H + W of inputs 8K .. 8K+3, and of
     D<W> the same word of inputs 8K+4 .. 8K+7.  */
  __m512i const low = _mm512_setr_epi32 (0, 1, 2, 3, 16, 17, 18, 19,
                                         8, 9, 10, 11, 24, 25, 26, 27);
  __m512i const high = _mm512_setr_epi32 (4, 5, 6, 7, 20, 21, 22, 23,
                                          12, 13, 14, 15, 28, 29, 30, 31);
  m[0] = _mm512_permutex2var_epi32 (c0, low, d0);
  m[1] = _mm512_permutex2var_epi32 (c1, low, d1);
  m[2] = _mm512_permutex2var_epi32 (c2, low, d2);
  m[3] = _mm512_permutex2var_epi32 (c3, low, d3);
  m[4] = _mm512_permutex2var_epi32 (c0, high, d0);
  m[5] = _mm512_permutex2var_epi32 (c1, high, d1);
  m[6] = _mm512_permutex2var_epi32 (c2, high, d2);
  m[7] = _mm512_permutex2var_epi32 (c3, high, d3);
}

/* Load the block at byte OFFSET of each of the sixteen INPUTS so that
   M[j] holds message word j of every input; with COPIES, also store
   each block there.  */
KERNEL_INLINE void
load_msg16 (__m512i m[16], uint8_t const *const *inputs,
            uint8_t *const *copies, size_t offset)
{
  load_half16 (m, inputs, copies, offset);
  load_half16 (m + 8, inputs, copies, offset + 32);
}

/* Join LO and HI, which hold the halves of the CVs of inputs W, 4 + W,
   8 + W and 12 + W in their four 128-bit lanes, and store those CVs in
   their places among sixteen at OUT.  */
KERNEL_INLINE void
store_cv_pairs (uint8_t *out, int w, __m512i lo, __m512i hi)
{
  /* 64-bit indices into (LO, HI).  */
  __m512i const first = _mm512_setr_epi64 (0, 1, 8, 9, 2, 3, 10, 11);
  __m512i const second = _mm512_setr_epi64 (4, 5, 12, 13, 6, 7, 14, 15);
  __m512i x = _mm512_permutex2var_epi64 (lo, first, hi);
  __m512i y = _mm512_permutex2var_epi64 (lo, second, hi);
  store_256 (out + 32 * w, _mm512_castsi512_si256 (x));
  store_256 (out + 32 * (4 + w), _mm512_extracti64x4_epi64 (x, 1));
  store_256 (out + 32 * (8 + w), _mm512_castsi512_si256 (y));
  store_256 (out + 32 * (12 + w), _mm512_extracti64x4_epi64 (y, 1));
}

/* Store the word-sliced chaining values H[0..7] of sixteen inputs as
   sixteen consecutive 32-byte CVs at OUT.  */
KERNEL_INLINE void
store_cvs16 (uint8_t *out, __m512i const h[8])
{
  __m512i t0 = _mm512_unpacklo_epi32 (h[0], h[1]);
  __m512i t1 = _mm512_unpackhi_epi32 (h[0], h[1]);
  __m512i t2 = _mm512_unpacklo_epi32 (h[2], h[3]);
  __m512i t3 = _mm512_unpackhi_epi32 (h[2], h[3]);
  __m512i t4 = _mm512_unpacklo_epi32 (h[4], h[5]);
  __m512i t5 = _mm512_unpackhi_epi32 (h[4], h[5]);
  __m512i t6 = _mm512_unpacklo_epi32 (h[6], h[7]);
  __m512i t7 = _mm512_unpackhi_epi32 (h[6], h[7]);

  /* Lane K of LO<W> holds words 0..3 of the CV of input 4K + W, and of
     HI<W> its words 4..7.  */
  __m512i lo0 = _mm512_unpacklo_epi64 (t0, t2);
  __m512i lo1 = _mm512_unpackhi_epi64 (t0, t2);
  __m512i lo2 = _mm512_unpacklo_epi64 (t1, t3);
  __m512i lo3 = _mm512_unpackhi_epi64 (t1, t3);
  __m512i hi0 = _mm512_unpacklo_epi64 (t4, t6);
  __m512i hi1 = _mm512_unpackhi_epi64 (t4, t6);
  __m512i hi2 = _mm512_unpacklo_epi64 (t5, t7);
  __m512i hi3 = _mm512_unpackhi_epi64 (t5, t7);

  store_cv_pairs (out, 0, lo0, hi0);
  store_cv_pairs (out, 1, lo1, hi1);
  store_cv_pairs (out, 2, lo2, hi2);
  store_cv_pairs (out, 3, lo3, hi3);
}

/* Hash sixteen INPUTS; with COPIES, also store each block there as it
   is loaded.  */
KERNEL_INLINE void
hash16_with (uint8_t const *const *inputs, uint8_t *const *copies,
             size_t blocks, uint32_t const key[8], uint64_t counter,
             bool increment_counter, uint8_t flags, uint8_t flags_start,
             uint8_t flags_end, uint8_t *out, uint8_t const *stream_end)
{
  bool ahead = blake3_may_prefetch_ahead (inputs, 16, stream_end);
  __m512i h[8] = BLAKE3_SLICED_KEY (set1_512, key);
  uint32_t lo[16], hi[16];
  split_counters (counter, increment_counter, 16, lo, hi);
  __m512i counter_lo = load_512 (lo);
  __m512i counter_hi = load_512 (hi);

  uint8_t block_flags = (uint8_t) (flags | flags_start);
  for (size_t b = 0; b < blocks; b++)
    {
      if (b + 1 == blocks)
        block_flags = (uint8_t) (block_flags | flags_end);
      blake3_prefetch_batch_after_next (inputs, 16, b, blocks, ahead, true);
      __m512i m[16];
      load_msg16 (m, inputs, copies, 64 * b);
      __m512i v[16] = BLAKE3_SLICED_STATE (set1_512, h, counter_lo,
                                           counter_hi, block_flags);
      BLAKE3_SEVEN_ROUNDS (round_512, v, m);
      BLAKE3_FEED_FORWARD (h, v, xor_512);
      block_flags = flags;
    }

  store_cvs16 (out, h);
}

static void
hash16 (uint8_t const *const *inputs, size_t blocks, uint32_t const key[8],
        uint64_t counter, bool increment_counter, uint8_t flags,
        uint8_t flags_start, uint8_t flags_end, uint8_t *out,
        uint8_t const *stream_end)
{
  hash16_with (inputs, NULL, blocks, key, counter, increment_counter, flags,
               flags_start, flags_end, out, stream_end);
}

/* ---------------------------------------------------------------------
   Thirty-two inputs, as two word-sliced states of sixteen stepped
   together, for the avx512-zen5 row.  On AMD's Zen 5 every vector
   instruction takes two cycles to give its result, so the four chains
   of one state leave the vector pipes idle much of the time: hashing
   64 chunks in the cache took 0.36 cycles a byte there in states of
   sixteen, 0.275 in pairs of them (an AMD EPYC of family 0x1a model
   2, rdtsc scaled by the core clock).  The two states fill the 32
   vector registers, so the message words stay in memory, where each is
   one addition's operand.  */

/* One step of g_quad2_512 for Gs 0..3 of both states: STEP (X, MSG, I)
   is run for the state V with its message rows M, and for W with N.  */
#define BOTH_STATES(step)                                               \
  do                                                                    \
    {                                                                   \
      _Pragma ("GCC unroll 4")                                          \
      for (int i = 0; i < 4; i++)                                       \
        {                                                               \
          step (v, m, i);                                               \
          step (w, n, i);                                               \
        }                                                               \
    }                                                                   \
  while (0)

#define STEP_ADD_MSG(x, msg, i)                                         \
  do                                                                    \
    {                                                                   \
      x[i] = add_512 (x[i], msg[s[2 * (i)]]);                           \
      NO_REASSOC (x[i]);                                                \
    }                                                                   \
  while (0)
#define STEP_ADD_B(x, msg, i) \
  (x[i] = add_512 (x[i], x[word_b (i, sh)]))
#define STEP_XOR_D(x, msg, i) \
  (x[word_d (i, sh)] = xor_512 (x[word_d (i, sh)], x[i]))
#define STEP_ROR_D(x, msg, i)                                           \
  (x[word_d (i, sh)] = (second ? ror8_512 (x[word_d (i, sh)])           \
                        : ror16_512 (x[word_d (i, sh)])))
#define STEP_ADD_C(x, msg, i) \
  (x[word_c (i, sh)] = add_512 (x[word_c (i, sh)], x[word_d (i, sh)]))
#define STEP_XOR_B(x, msg, i) \
  (x[word_b (i, sh)] = xor_512 (x[word_b (i, sh)], x[word_c (i, sh)]))
#define STEP_ROR_B(x, msg, i)                                           \
  (x[word_b (i, sh)] = (second ? ror7_512 (x[word_b (i, sh)])           \
                        : ror12_512 (x[word_b (i, sh)])))

/* g_quad_512 (blake3-g-quad.h) on the states V and W at once, with
   message rows M and N; S points at the schedule entry of G 0's
   message word, those of Gs 1..3 following two apart.  */
KERNEL_INLINE void
g_quad2_512 (__m512i v[16], __m512i w[16], int sh, bool second,
             __m512i const m[16], __m512i const n[16], uint8_t const *s)
{
  BOTH_STATES (STEP_ADD_MSG);
  BOTH_STATES (STEP_ADD_B);
  BOTH_STATES (STEP_XOR_D);
  BOTH_STATES (STEP_ROR_D);
  BOTH_STATES (STEP_ADD_C);
  BOTH_STATES (STEP_XOR_B);
  BOTH_STATES (STEP_ROR_B);
}

KERNEL_INLINE void
round2_512 (__m512i v[16], __m512i w[16], __m512i const m[16],
            __m512i const n[16], int r)
{
  uint8_t const *s = blake3_msg_schedule[r];
  g_quad2_512 (v, w, 0, false, m, n, s);
  g_quad2_512 (v, w, 0, true, m, n, s + 1);
  g_quad2_512 (v, w, 1, false, m, n, s + 8);
  g_quad2_512 (v, w, 1, true, m, n, s + 9);
}

/* Hash thirty-two INPUTS, inputs 0..15 in one state and 16..31 in the
   other; with COPIES, also store each block there as it is loaded.  */
KERNEL_INLINE void
hash32_with (uint8_t const *const *inputs, uint8_t *const *copies,
             size_t blocks, uint32_t const key[8], uint64_t counter,
             bool increment_counter, uint8_t flags, uint8_t flags_start,
             uint8_t flags_end, uint8_t *out, uint8_t const *stream_end)
{
  /* No prefetch of the chunks two calls ahead, which hash16_with asks
     for: 64 KiB past each input here, it made hashing slower rather
     than faster on Zen 5 (bench/rate, 16 MiB: 8.0 to 8.6 GB/s with it,
     8.3 to 9.5 without; 256 MiB: 7.6 to 7.9 and 7.8 to 8.0; b3sum on
     one thread over a cached 1 GB mapping: 0.47 s and 0.42 s).  Only
     the L1 prefetch two blocks ahead stays.  */
  (void) stream_end;
  __m512i hv[8] = BLAKE3_SLICED_KEY (set1_512, key);
  __m512i hw[8] = BLAKE3_SLICED_KEY (set1_512, key);
  uint32_t lo[32], hi[32];
  split_counters (counter, increment_counter, 32, lo, hi);
  __m512i counter_lo_v = load_512 (lo);
  __m512i counter_hi_v = load_512 (hi);
  __m512i counter_lo_w = load_512 (lo + 16);
  __m512i counter_hi_w = load_512 (hi + 16);

  uint8_t block_flags = (uint8_t) (flags | flags_start);
  for (size_t b = 0; b < blocks; b++)
    {
      if (b + 1 == blocks)
        block_flags = (uint8_t) (block_flags | flags_end);
      blake3_prefetch_batch_after_next (inputs, 32, b, blocks, false, true);
      __m512i m[16], n[16];
      load_msg16 (m, inputs, copies, 64 * b);
      load_msg16 (n, inputs + 16, copies ? copies + 16 : NULL, 64 * b);
      __m512i v[16] = BLAKE3_SLICED_STATE (set1_512, hv, counter_lo_v,
                                           counter_hi_v, block_flags);
      __m512i w[16] = BLAKE3_SLICED_STATE (set1_512, hw, counter_lo_w,
                                           counter_hi_w, block_flags);
      BLAKE3_SEVEN_ROUNDS (round2_512, v, w, m, n);
      BLAKE3_FEED_FORWARD (hv, v, xor_512);
      BLAKE3_FEED_FORWARD (hw, w, xor_512);
      block_flags = flags;
    }

  store_cvs16 (out, hv);
  store_cvs16 (out + 16 * BLAKE3_OUT_LEN, hw);
}

/* =====================================================================
   Entry point.  */

void
blake3_hash_many_avx512 (uint8_t const *const *inputs, size_t num_inputs,
                         size_t blocks, uint32_t const key[8],
                         uint64_t counter, bool increment_counter,
                         uint8_t flags, uint8_t flags_start,
                         uint8_t flags_end, uint8_t *out,
                         uint8_t const *stream_end)
{
  /* Take the widest batches first; at most one 8-way and one 4-way batch
     follow, then at most three single inputs.  */
  for (; num_inputs >= 16; num_inputs -= 16)
    {
      hash16 (inputs, blocks, key, counter, increment_counter, flags,
              flags_start, flags_end, out, stream_end);
      inputs += 16;
      out += 16 * 32;
      if (increment_counter)
        counter += 16;
    }
  if (num_inputs >= 8)
    {
      hash8 (inputs, blocks, key, counter, increment_counter, flags,
             flags_start, flags_end, out);
      inputs += 8;
      out += 8 * 32;
      num_inputs -= 8;
      if (increment_counter)
        counter += 8;
    }
  if (num_inputs >= 4)
    {
      hash4 (inputs, blocks, key, counter, increment_counter, flags,
             flags_start, flags_end, out);
      inputs += 4;
      out += 4 * 32;
      num_inputs -= 4;
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

/* The entry points of the avx512-zen5 row: thirty-two inputs at a
   time, then the rest as blake3_hash_many_avx512 takes them.  */
void
blake3_hash_many_avx512_x32 (uint8_t const *const *inputs,
                             size_t num_inputs, size_t blocks,
                             uint32_t const key[8], uint64_t counter,
                             bool increment_counter, uint8_t flags,
                             uint8_t flags_start, uint8_t flags_end,
                             uint8_t *out, uint8_t const *stream_end)
{
  for (; num_inputs >= 32; num_inputs -= 32)
    {
      hash32_with (inputs, NULL, blocks, key, counter, increment_counter,
                   flags, flags_start, flags_end, out, stream_end);
      inputs += 32;
      out += 32 * BLAKE3_OUT_LEN;
      if (increment_counter)
        counter += 32;
    }
  blake3_hash_many_avx512 (inputs, num_inputs, blocks, key, counter,
                           increment_counter, flags, flags_start, flags_end,
                           out, stream_end);
}

void
blake3_hash_batch_copy_avx512_x32 (uint8_t const *const *inputs,
                                   uint8_t *const *copies, size_t blocks,
                                   uint32_t const key[8], uint64_t counter,
                                   bool increment_counter, uint8_t flags,
                                   uint8_t flags_start, uint8_t flags_end,
                                   uint8_t *out, uint8_t const *stream_end)
{
  hash32_with (inputs, copies, blocks, key, counter, increment_counter,
               flags, flags_start, flags_end, out, stream_end);
}

void
blake3_hash_batch_copy_avx512 (uint8_t const *const *inputs,
                               uint8_t *const *copies, size_t blocks,
                               uint32_t const key[8], uint64_t counter,
                               bool increment_counter, uint8_t flags,
                               uint8_t flags_start, uint8_t flags_end,
                               uint8_t *out, uint8_t const *stream_end)
{
  hash16_with (inputs, copies, blocks, key, counter, increment_counter,
               flags, flags_start, flags_end, out, stream_end);
}

KERNEL_CODE_END
