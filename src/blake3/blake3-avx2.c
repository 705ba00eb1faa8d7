/* blake3-avx2.c -- BLAKE3 AVX2 kernel: 8-way hash_many

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

/* This file is compiled on its own with -mavx2 and called only after the
   dispatcher has seen AVX2 at run time.  There is no AVX2 one-block
   compressor: a single block gains nothing from 256-bit vectors, so the
   SSE4.1 one serves (every AVX2 CPU has SSE4.1), and so does its
   hash_many for the inputs left over after the 8-way loop.  x86 is
   little-endian, so vector loads of message bytes give BLAKE3's
   little-endian words.  */

#include <config.h>

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include <immintrin.h>

#include "blake3-kernel.h"
#include "core/kernel-inline.h"
#include "core/rot32-avx2.h"
#include "blake3-transpose.h"
#include "core/g4-order.h"

KERNEL_CODE_BEGIN

/* The empty asms of kernel-inline.h, on XMM or YMM registers.  */
#define NO_REASSOC(x) KERNEL_NO_REASSOC (x, "x")
#define PIN_LOADED(x) KERNEL_PIN_LOADED (x, "x")

KERNEL_INLINE __m256i
load_256 (void const *p)
{
  return _mm256_loadu_si256 ((__m256i const *) p);
}

KERNEL_INLINE void
store_256 (void *p, __m256i x)
{
  _mm256_storeu_si256 ((__m256i *) p, x);
}

/* Store the row X, loaded for hashing, at P.  */
KERNEL_INLINE void
copy_row (uint8_t *p, __m256i *x)
{
  PIN_LOADED (*x);
  store_256 (p, *x);
}

KERNEL_INLINE __m256i
add_256 (__m256i a, __m256i b)
{
  return _mm256_add_epi32 (a, b);
}

KERNEL_INLINE __m256i
xor_256 (__m256i a, __m256i b)
{
  return _mm256_xor_si256 (a, b);
}

KERNEL_INLINE __m256i
set1_256 (uint32_t x)
{
  return _mm256_set1_epi32 ((int32_t) x);
}

/* Word-sliced state: V[i] holds state word i of all eight inputs, one
   per lane.  The rounds with intrinsics, two Gs at a time with three
   words parked: round_256 and its helpers.  */
#define SLICED_VEC __m256i
#define SLICED_WIDTH 256
#include "blake3-g-pair.h"

/* On x86-64 the rounds are written in assembly, four Gs side by side
   with fifteen state words in registers and word 8 in memory.  GCC does
   not keep that allocation when the same steps are written with
   intrinsics: it spills other words, twice as often, and moves
   registers between the steps, so the intrinsics below keep Gs in pairs
   and park three words by hand instead.  On a 2-core AMD EPYC (Zen 3)
   VM, 31 alternations of 0.05 s with the official assembly
   (bench/rate.c) gave, for 64 KiB, 1 MiB and 16 MiB: intrinsics 0.88,
   0.90 and 0.96 of the official speed; these rounds 0.93 to 0.94, 0.95
   and 1.07, and with the near prefetch added (hash8_with) 0.97, 0.98
   and 1.04.  A 32-bit x86 has only eight vector registers, so it keeps
   the intrinsics (g4-order.h).  */
#if G4_ASM_ROUNDS

/* The masks of vpshufb that rotate each 32-bit word right by 16 and by
   8 bits, for one 128-bit lane (vbroadcasti128 fills both).  */
static uint8_t const rot16_lane[16] __attribute__ ((aligned (16))) =
  { 2, 3, 0, 1, 6, 7, 4, 5, 10, 11, 8, 9, 14, 15, 12, 13 };
static uint8_t const rot8_lane[16] __attribute__ ((aligned (16))) =
  { 1, 2, 3, 0, 5, 6, 7, 4, 9, 10, 11, 8, 13, 14, 15, 12 };

/* Four Gs side by side, in assembly, in two statements a half (an asm
   takes at most 30 operands, and one that is read and written counts
   twice).  The first adds message words X0..X3 into A and rotates D
   with the vpshufb mask MASK; the second adds into C and rotates B
   right by ROT_B.  C0 is in memory: it is loaded into %ymm15 for the
   one addition that needs it and stored back at once, so that %ymm15
   serves for the mask and the shifts, and the other fifteen state
   words stay in registers throughout.  */
#define G4_ADD_A_ROT_D(x0, x1, x2, x3, mask)            \
  "vpaddd " x0 ", %t[a0], %t[a0]\n\t"                   \
  "vpaddd " x1 ", %t[a1], %t[a1]\n\t"                   \
  "vpaddd " x2 ", %t[a2], %t[a2]\n\t"                   \
  "vpaddd " x3 ", %t[a3], %t[a3]\n\t"                   \
  "vpaddd %t[b0], %t[a0], %t[a0]\n\t"                  \
  "vpaddd %t[b1], %t[a1], %t[a1]\n\t"                  \
  "vpaddd %t[b2], %t[a2], %t[a2]\n\t"                  \
  "vpaddd %t[b3], %t[a3], %t[a3]\n\t"                  \
  "vpxor %t[a0], %t[d0], %t[d0]\n\t"                   \
  "vpxor %t[a1], %t[d1], %t[d1]\n\t"                   \
  "vpxor %t[a2], %t[d2], %t[d2]\n\t"                   \
  "vpxor %t[a3], %t[d3], %t[d3]\n\t"                   \
  "vbroadcasti128 " mask ", %%ymm15\n\t"                \
  "vpshufb %%ymm15, %t[d0], %t[d0]\n\t"                \
  "vpshufb %%ymm15, %t[d1], %t[d1]\n\t"                \
  "vpshufb %%ymm15, %t[d2], %t[d2]\n\t"                \
  "vpshufb %%ymm15, %t[d3], %t[d3]\n\t"

#define G4_ROT_B(i, rot_b, rot_b_left)                          \
  "vpsrld $" rot_b ", %t[b" i "], %%ymm15\n\t"                 \
  "vpslld $" rot_b_left ", %t[b" i "], %t[b" i "]\n\t"         \
  "vpor %%ymm15, %t[b" i "], %t[b" i "]\n\t"

#define G4_ADD_C_ROT_B(rot_b, rot_b_left)               \
  "vpaddd %[c0], %t[d0], %%ymm15\n\t"                  \
  "vpaddd %t[d1], %t[c1], %t[c1]\n\t"                  \
  "vpaddd %t[d2], %t[c2], %t[c2]\n\t"                  \
  "vpaddd %t[d3], %t[c3], %t[c3]\n\t"                  \
  "vpxor %%ymm15, %t[b0], %t[b0]\n\t"                  \
  "vpxor %t[c1], %t[b1], %t[b1]\n\t"                   \
  "vpxor %t[c2], %t[b2], %t[b2]\n\t"                   \
  "vpxor %t[c3], %t[b3], %t[b3]\n\t"                   \
  "vmovdqa %%ymm15, %[c0]\n\t"                         \
  G4_ROT_B ("0", rot_b, rot_b_left)                     \
  G4_ROT_B ("1", rot_b, rot_b_left)                     \
  G4_ROT_B ("2", rot_b, rot_b_left)                     \
  G4_ROT_B ("3", rot_b, rot_b_left)

/* Four Gs side by side: the column step or, with the words named in
   another order, the diagonal step; the message words of G I are
   M[S[2I]] and M[S[2I + 1]].  */
KERNEL_INLINE void
g4 (__m256i *a0, __m256i *a1, __m256i *a2, __m256i *a3,
    __m256i *b0, __m256i *b1, __m256i *b2, __m256i *b3,
    __m256i *c0, __m256i *c1, __m256i *c2, __m256i *c3,
    __m256i *d0, __m256i *d1, __m256i *d2, __m256i *d3,
    __m256i const m[16], uint8_t const s[8])
{
  __asm__ (G4_ADD_A_ROT_D ("%[x0]", "%[x1]", "%[x2]", "%[x3]", "%[mask]")
           : G4_AD_OPERANDS
           : G4_AD_B_INPUTS,
             [x0] "m" (m[s[0]]), [x1] "m" (m[s[2]]), [x2] "m" (m[s[4]]),
             [x3] "m" (m[s[6]]), [mask] "m" (rot16_lane)
           : "xmm15");
  __asm__ (G4_ADD_C_ROT_B ("12", "20")
           : G4_CB_OPERANDS
           : G4_CB_INPUTS
           : "xmm15");
  __asm__ (G4_ADD_A_ROT_D ("%[x0]", "%[x1]", "%[x2]", "%[x3]", "%[mask]")
           : G4_AD_OPERANDS
           : G4_AD_B_INPUTS,
             [x0] "m" (m[s[1]]), [x1] "m" (m[s[3]]), [x2] "m" (m[s[5]]),
             [x3] "m" (m[s[7]]), [mask] "m" (rot8_lane)
           : "xmm15");
  __asm__ (G4_ADD_C_ROT_B ("7", "25")
           : G4_CB_OPERANDS
           : G4_CB_INPUTS
           : "xmm15");
}

/* Round R with word 8 kept in *V8 and the others in V.  */
KERNEL_INLINE void
round8_asm (__m256i v[16], __m256i *v8, __m256i const m[16], int r)
{
  G4_ROUND_WORD8_APART (g4, v, v8, m, blake3_msg_schedule[r]);
}

#endif /* G4_ASM_ROUNDS */

/* Load the 32 bytes at byte OFFSET of each of the eight INPUTS so that
   M[j] holds word j of them for every input, and store each input's
   bytes at the same offset of COPIES.  Written without loops, as is
   everything else here, because GCC at -O2 keeps short loops over
   vector arrays as loops, which forces the arrays into memory; the rows
   are transposed in a local array, since M is in memory (the rounds
   read it there) and every value put in it is a store.  */
KERNEL_INLINE void
load_copy_half8 (__m256i m[8], uint8_t const *const *inputs,
                 uint8_t *const *copies, size_t offset)
{
  __m256i x[8];
  BLAKE3_LOAD_ROWS8 (x, load_256, inputs, offset);
#pragma GCC unroll 8
  for (int i = 0; i < 8; i++)
    copy_row (copies[i] + offset, &x[i]);
  transpose8 (x);
  m[0] = x[0];
  m[1] = x[1];
  m[2] = x[2];
  m[3] = x[3];
  m[4] = x[4];
  m[5] = x[5];
  m[6] = x[6];
  m[7] = x[7];
}

/* The same without copies, 16 bytes at a time: the 16 bytes at OFFSET
   of inputs I and I + 4 go into the two lanes of one vector, the load
   of the upper one doing the move across lanes (vinserti128 from
   memory), and four such vectors need only 4x4 transposes within the
   lanes: 32 shuffles for the block rather than 48, and none of them a
   slow one across lanes.  */
KERNEL_INLINE __m256i
load_pair (uint8_t const *lo, uint8_t const *hi)
{
  __m128i l = _mm_loadu_si128 ((__m128i const *) lo);
  __m128i h = _mm_loadu_si128 ((__m128i const *) hi);
  return _mm256_inserti128_si256 (_mm256_castsi128_si256 (l), h, 1);
}

KERNEL_INLINE void
load_quarter8 (__m256i m[4], uint8_t const *const *inputs, size_t offset)
{
  __m256i r0 = load_pair (inputs[0] + offset, inputs[4] + offset);
  __m256i r1 = load_pair (inputs[1] + offset, inputs[5] + offset);
  __m256i r2 = load_pair (inputs[2] + offset, inputs[6] + offset);
  __m256i r3 = load_pair (inputs[3] + offset, inputs[7] + offset);
  __m256i t0 = _mm256_unpacklo_epi32 (r0, r1);
  __m256i t1 = _mm256_unpackhi_epi32 (r0, r1);
  __m256i t2 = _mm256_unpacklo_epi32 (r2, r3);
  __m256i t3 = _mm256_unpackhi_epi32 (r2, r3);
  m[0] = _mm256_unpacklo_epi64 (t0, t2);
  m[1] = _mm256_unpackhi_epi64 (t0, t2);
  m[2] = _mm256_unpacklo_epi64 (t1, t3);
  m[3] = _mm256_unpackhi_epi64 (t1, t3);
}

/* Load block B of the eight INPUTS into M, word-sliced, copying it to
   COPIES if they are not null.  */
KERNEL_INLINE void
load_msg8 (__m256i m[16], uint8_t const *const *inputs,
           uint8_t *const *copies, size_t b)
{
  if (copies)
    {
      load_copy_half8 (m, inputs, copies, 64 * b);
      load_copy_half8 (m + 8, inputs, copies, 64 * b + 32);
    }
  else
    {
      load_quarter8 (m, inputs, 64 * b);
      load_quarter8 (m + 4, inputs, 64 * b + 16);
      load_quarter8 (m + 8, inputs, 64 * b + 32);
      load_quarter8 (m + 12, inputs, 64 * b + 48);
    }
}

/* The halves of each lane's block counter: COUNTER + I in lane I when
   INCREMENT, else COUNTER.  The 64-bit scalar addition carries into the
   high word by itself.  */
KERNEL_INLINE void
counters8 (uint64_t counter, bool increment, __m256i *lo, __m256i *hi)
{
  uint32_t l[8], h[8];
  for (int i = 0; i < 8; i++)
    {
      uint64_t c = counter + (increment ? (uint64_t) i : 0);
      l[i] = counter_low (c);
      h[i] = counter_high (c);
    }
  *lo = load_256 (l);
  *hi = load_256 (h);
}

/* Hash 8 INPUTS; with COPIES, also store each block there as it is
   loaded.  */
KERNEL_INLINE void
hash8_with (uint8_t const *const *inputs, uint8_t *const *copies,
            size_t blocks, uint32_t const key[8], uint64_t counter,
            bool increment_counter, uint8_t flags, uint8_t flags_start,
            uint8_t flags_end, uint8_t *out, uint8_t const *stream_end)
{
  bool ahead = blake3_may_prefetch_ahead (inputs, 8, stream_end);
  __m256i h[8] = BLAKE3_SLICED_KEY (set1_256, key);
  __m256i counter_lo, counter_hi;
  counters8 (counter, increment_counter, &counter_lo, &counter_hi);

  uint8_t block_flags = (uint8_t) (flags | flags_start);
  for (size_t b = 0; b < blocks; b++)
    {
      if (b + 1 == blocks)
        block_flags = (uint8_t) (block_flags | flags_end);
      __m256i m[16];
      blake3_prefetch_batch_after_next (inputs, 8, b, blocks, ahead, true);
      load_msg8 (m, inputs, copies, b);

      __m256i v[16] = BLAKE3_SLICED_STATE (set1_256, h, counter_lo,
                                           counter_hi, block_flags);
#if G4_ASM_ROUNDS
      __m256i v8 = v[8];
      BLAKE3_SEVEN_ROUNDS (round8_asm, v, &v8, m);
      v[8] = v8;
#else
      __m256i volatile parked[16];
      parked[10] = v[10];
      parked[11] = v[11];
      parked[15] = v[15];
      BLAKE3_SEVEN_ROUNDS (round_256, v, parked, m);
      v[10] = parked[10];
      v[11] = parked[11];
      v[15] = parked[15];
#endif

      BLAKE3_FEED_FORWARD (h, v, xor_256);
      block_flags = flags;
    }

  /* Turn the word-sliced CVs back into one 32-byte CV per input.  */
  transpose8 (h);
  BLAKE3_STORE_CVS (out, h, store_256, 32, 0, 1, 2, 3, 4, 5, 6, 7);
}

static void
hash8 (uint8_t const *const *inputs, size_t blocks, uint32_t const key[8],
       uint64_t counter, bool increment_counter, uint8_t flags,
       uint8_t flags_start, uint8_t flags_end, uint8_t *out,
       uint8_t const *stream_end)
{
  hash8_with (inputs, NULL, blocks, key, counter, increment_counter, flags,
              flags_start, flags_end, out, stream_end);
}

void
blake3_hash_many_avx2 (uint8_t const *const *inputs, size_t num_inputs,
                       size_t blocks, uint32_t const key[8],
                       uint64_t counter, bool increment_counter,
                       uint8_t flags, uint8_t flags_start,
                       uint8_t flags_end, uint8_t *out,
                       uint8_t const *stream_end)
{
  for (; num_inputs >= 8; num_inputs -= 8)
    {
      hash8 (inputs, blocks, key, counter, increment_counter, flags,
             flags_start, flags_end, out, stream_end);
      inputs += 8;
      out += 8 * 32;
      if (increment_counter)
        counter += 8;
    }
  /* The tree layer mostly gives eight inputs, chunks or parents: no
     call for none left (40 instructions, 0.4% of hashing 1 MiB).  */
  if (num_inputs > 0)
    blake3_hash_many_sse41 (inputs, num_inputs, blocks, key, counter,
                            increment_counter, flags, flags_start,
                            flags_end, out, stream_end);
}

void
blake3_hash_batch_copy_avx2 (uint8_t const *const *inputs,
                             uint8_t *const *copies, size_t blocks,
                             uint32_t const key[8], uint64_t counter,
                             bool increment_counter, uint8_t flags,
                             uint8_t flags_start, uint8_t flags_end,
                             uint8_t *out, uint8_t const *stream_end)
{
  hash8_with (inputs, copies, blocks, key, counter, increment_counter, flags,
              flags_start, flags_end, out, stream_end);
}

KERNEL_CODE_END
