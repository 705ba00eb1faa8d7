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
#include "core/g4-order.h"

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

/* On x86-64 the rounds are written in assembly, as blake3-avx2.c's
   are: four Gs side by side, fifteen state words in registers and word
   8 in memory, %xmm15 for the pshufb masks and the shifts.  Each step of
   the four Gs gives the CPU four independent chains; round_128's two
   left Zen 1's four vector pipes partly idle.  On a 2-core AMD EPYC
   (Zen 1) VM, 61 alternations of 0.03 s with the official assembly
   (bench/rate.c) gave, at 64 KiB and 1 MiB, 0.89 and 0.89 of the
   official speed with round_128, 1.00 and 1.00 with these rounds.  (On
   Zen 3 both were 0.96 to 0.98: there the two chains were enough;
   doc/measurements.md.)  A 32-bit x86 has eight vector registers, and
   keeps round_128.  */
#if G4_ASM_ROUNDS

/* The masks of pshufb that rotate each 32-bit word right by 16 and by
   8 bits.  */
static uint8_t const rot16_mask[16] __attribute__ ((aligned (16))) =
  { 2, 3, 0, 1, 6, 7, 4, 5, 10, 11, 8, 9, 14, 15, 12, 13 };
static uint8_t const rot8_mask[16] __attribute__ ((aligned (16))) =
  { 1, 2, 3, 0, 5, 6, 7, 4, 9, 10, 11, 8, 13, 14, 15, 12 };

/* Four Gs side by side, in two asm statements a half, as in
   blake3-avx2.c, with SSE's two-operand forms: a copy into %xmm15
   before each pair of shifts.  The first adds message words X0..X3
   into A and rotates D with the pshufb mask MASK; the second adds into
   C and rotates B right by ROT_B.  C0 is in memory, loaded into %xmm15
   for the one addition that needs it and stored back at once.  */
#define G4_SSE_ADD_A_ROT_D(x0, x1, x2, x3, mask)        \
  "paddd " x0 ", %[a0]\n\t"                             \
  "paddd " x1 ", %[a1]\n\t"                             \
  "paddd " x2 ", %[a2]\n\t"                             \
  "paddd " x3 ", %[a3]\n\t"                             \
  "paddd %[b0], %[a0]\n\t"                              \
  "paddd %[b1], %[a1]\n\t"                              \
  "paddd %[b2], %[a2]\n\t"                              \
  "paddd %[b3], %[a3]\n\t"                              \
  "pxor %[a0], %[d0]\n\t"                               \
  "pxor %[a1], %[d1]\n\t"                               \
  "pxor %[a2], %[d2]\n\t"                               \
  "pxor %[a3], %[d3]\n\t"                               \
  "movdqa " mask ", %%xmm15\n\t"                        \
  "pshufb %%xmm15, %[d0]\n\t"                           \
  "pshufb %%xmm15, %[d1]\n\t"                           \
  "pshufb %%xmm15, %[d2]\n\t"                           \
  "pshufb %%xmm15, %[d3]\n\t"

#define G4_SSE_ROT_B(i, rot_b, rot_b_left)              \
  "movdqa %[b" i "], %%xmm15\n\t"                       \
  "psrld $" rot_b ", %%xmm15\n\t"                       \
  "pslld $" rot_b_left ", %[b" i "]\n\t"                \
  "por %%xmm15, %[b" i "]\n\t"

#define G4_SSE_ADD_C_ROT_B(rot_b, rot_b_left)           \
  "movdqa %[c0], %%xmm15\n\t"                           \
  "paddd %[d0], %%xmm15\n\t"                            \
  "paddd %[d1], %[c1]\n\t"                              \
  "paddd %[d2], %[c2]\n\t"                              \
  "paddd %[d3], %[c3]\n\t"                              \
  "pxor %%xmm15, %[b0]\n\t"                             \
  "pxor %[c1], %[b1]\n\t"                               \
  "pxor %[c2], %[b2]\n\t"                               \
  "pxor %[c3], %[b3]\n\t"                               \
  "movdqa %%xmm15, %[c0]\n\t"                           \
  G4_SSE_ROT_B ("0", rot_b, rot_b_left)                 \
  G4_SSE_ROT_B ("1", rot_b, rot_b_left)                 \
  G4_SSE_ROT_B ("2", rot_b, rot_b_left)                 \
  G4_SSE_ROT_B ("3", rot_b, rot_b_left)

/* The inputs of the first statement: the message words M[S[K]],
   M[S[K + 2]], M[S[K + 4]] and M[S[K + 6]], and the pshufb mask.  */
#define G4_SSE_AD_INPUTS(k, rot_mask)                                   \
  G4_AD_B_INPUTS,                                                       \
  [x0] "m" (m[s[k]]), [x1] "m" (m[s[k + 2]]), [x2] "m" (m[s[k + 4]]),   \
  [x3] "m" (m[s[k + 6]]), [mask] "m" (rot_mask)

/* Four Gs side by side: the column step or, with the words named in
   another order, the diagonal step; the message words of G I are
   M[S[2I]] and M[S[2I + 1]].  */
KERNEL_INLINE void
g4 (__m128i *a0, __m128i *a1, __m128i *a2, __m128i *a3,
    __m128i *b0, __m128i *b1, __m128i *b2, __m128i *b3,
    __m128i *c0, __m128i *c1, __m128i *c2, __m128i *c3,
    __m128i *d0, __m128i *d1, __m128i *d2, __m128i *d3,
    __m128i const m[16], uint8_t const s[8])
{
  __asm__ (G4_SSE_ADD_A_ROT_D ("%[x0]", "%[x1]", "%[x2]", "%[x3]",
                               "%[mask]")
           : G4_AD_OPERANDS : G4_SSE_AD_INPUTS (0, rot16_mask) : "xmm15");
  __asm__ (G4_SSE_ADD_C_ROT_B ("12", "20")
           : G4_CB_OPERANDS : G4_CB_INPUTS : "xmm15");
  __asm__ (G4_SSE_ADD_A_ROT_D ("%[x0]", "%[x1]", "%[x2]", "%[x3]",
                               "%[mask]")
           : G4_AD_OPERANDS : G4_SSE_AD_INPUTS (1, rot8_mask) : "xmm15");
  __asm__ (G4_SSE_ADD_C_ROT_B ("7", "25")
           : G4_CB_OPERANDS : G4_CB_INPUTS : "xmm15");
}

/* Round R with word 8 kept in *V8 and the others in V.  */
KERNEL_INLINE void
round4_asm (__m128i v[16], __m128i *v8, __m128i const m[16], int r)
{
  G4_ROUND_WORD8_APART (g4, v, v8, m, blake3_msg_schedule[r]);
}

#endif /* G4_ASM_ROUNDS */

/* Load the 16 bytes at byte OFFSET of each of the four INPUTS so that
   M[j] holds word j of them for every input.  Written without loops, as
   is everything else here, because GCC at -O2 keeps short loops over
   vector arrays as loops, which forces the arrays into memory.  */
KERNEL_INLINE void
load_quarter4 (__m128i m[4], uint8_t const *const *inputs,
               uint8_t *const *copies, size_t offset)
{
  /* Transposed in registers of their own, then stored once: with M in
     memory (the rounds take its words as memory operands), GCC stored
     the rows loaded into M and then the transposed rows over them.  */
  __m128i rows[4];
  BLAKE3_LOAD_ROWS4 (rows, load_128, inputs, offset);
  if (copies)
    {
#pragma GCC unroll 4
      for (int i = 0; i < 4; i++)
        copy_row (copies[i] + offset, &rows[i]);
    }
  transpose4 (rows);
  m[0] = rows[0];
  m[1] = rows[1];
  m[2] = rows[2];
  m[3] = rows[3];
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
#if G4_ASM_ROUNDS
      __m128i v8 = v[8];
      BLAKE3_SEVEN_ROUNDS (round4_asm, v, &v8, m);
      v[8] = v8;
#else
      __m128i volatile parked[16];
      parked[10] = v[10];
      parked[11] = v[11];
      parked[15] = v[15];
      BLAKE3_SEVEN_ROUNDS (round_128, v, parked, m);
      v[10] = parked[10];
      v[11] = parked[11];
      v[15] = parked[15];
#endif

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
