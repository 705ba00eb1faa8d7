/* blake3-kernel.h -- what BLAKE3 kernels implement and share

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

/* The kernels' half of blake3-impl.h: the constants and helpers every
   instruction set's kernels share, the entry points each implements,
   and the dispatcher whose table (blake3-dispatch.c) picks among them.
   Only macros and inline definitions, which each kernel file expands
   inside its own ISA's library.  */

#ifndef BLAKESUM_BLAKE3_KERNEL_H
#define BLAKESUM_BLAKE3_KERNEL_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "blake3.h"
#include "core/kernel-inline.h"

/* Domain-separation flags, the last word of the compression input.  */
enum
{
  BLAKE3_CHUNK_START = 1 << 0,
  BLAKE3_CHUNK_END = 1 << 1,
  BLAKE3_PARENT = 1 << 2,
  BLAKE3_ROOT = 1 << 3,
  BLAKE3_KEYED_HASH = 1 << 4,
  BLAKE3_DERIVE_KEY_CONTEXT = 1 << 5,
  BLAKE3_DERIVE_KEY_MATERIAL = 1 << 6
};

/* The widest hash_many any kernel has (AVX-512 on Zen 5: two states of
   16 inputs, so 32 at once).  Stack arrays of CVs are sized by it, so
   a kernel that reports a larger simd_degree would overflow them.  The
   "OR_2" form exists because the tree code needs room for two CVs even
   when the kernel hashes one input at a time.  */
enum
{
  BLAKE3_MAX_SIMD_DEGREE = 32,
  BLAKE3_MAX_SIMD_DEGREE_OR_2 = BLAKE3_MAX_SIMD_DEGREE < 2
                                ? 2 : BLAKE3_MAX_SIMD_DEGREE
};

/* The BLAKE3 IV: the same eight words as SHA-256's and BLAKE2s's.  */
static uint32_t const blake3_iv[8] =
  {
    0x6A09E667, 0xBB67AE85, 0x3C6EF372, 0xA54FF53A,
    0x510E527F, 0x9B05688C, 0x1F83D9AB, 0x5BE0CD19
  };

/* Which message word each of the seven rounds reads in each of its
   sixteen slots.  Row 0 is the identity; each further row applies the
   fixed permutation 2 6 3 10 7 0 4 13 1 11 12 5 9 14 15 8 to the one
   before it, so kernels can index the original words instead of moving
   them between rounds.  */
static uint8_t const blake3_msg_schedule[7][16] =
  {
    { 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15 },
    { 2, 6, 3, 10, 7, 0, 4, 13, 1, 11, 12, 5, 9, 14, 15, 8 },
    { 3, 4, 10, 12, 13, 2, 7, 14, 6, 5, 9, 0, 11, 15, 8, 1 },
    { 10, 7, 12, 9, 14, 3, 13, 15, 4, 0, 11, 2, 5, 8, 1, 6 },
    { 12, 13, 9, 11, 15, 10, 14, 8, 7, 2, 5, 3, 0, 1, 6, 4 },
    { 9, 14, 11, 5, 8, 12, 15, 1, 13, 3, 0, 10, 2, 6, 4, 7 },
    { 11, 15, 5, 0, 1, 9, 8, 6, 14, 10, 2, 12, 3, 4, 7, 13 },
  };

/* Byte-wise little-endian access, so the code is right on big-endian
   hosts and never needs an aligned pointer; compilers turn these into
   single moves on little-endian targets.  */
static inline uint32_t
load32 (void const *src)
{
  uint8_t const *p = src;
  return ((uint32_t) p[0] | (uint32_t) p[1] << 8
          | (uint32_t) p[2] << 16 | (uint32_t) p[3] << 24);
}

static inline void
store32 (void *dst, uint32_t w)
{
  uint8_t *p = dst;
  p[0] = (uint8_t) w;
  p[1] = (uint8_t) (w >> 8);
  p[2] = (uint8_t) (w >> 16);
  p[3] = (uint8_t) (w >> 24);
}

/* C = 1..31 only; masking the left shift keeps C = 0 defined too.  */
static inline uint32_t
rotr32 (uint32_t w, unsigned int c)
{
  return (w >> c) | (w << ((32 - c) & 31));
}

static inline uint32_t
counter_low (uint64_t counter)
{
  return (uint32_t) counter;
}

static inline uint32_t
counter_high (uint64_t counter)
{
  return (uint32_t) (counter >> 32);
}

static inline void
load_key_words (uint8_t const key[BLAKE3_KEY_LEN], uint32_t words[8])
{
  for (int i = 0; i < 8; i++)
    words[i] = load32 (key + 4 * i);
}

static inline void
store_cv_words (uint8_t out[BLAKE3_OUT_LEN], uint32_t const cv[8])
{
  for (int i = 0; i < 8; i++)
    store32 (out + 4 * i, cv[i]);
}


/* The initializers of a word-sliced kernel's CVs, KEY in every lane,
   and of its state for one block from the CVs H; SET1 broadcasts a
   word to every lane.  */
#define BLAKE3_SLICED_KEY(set1, key)                                    \
  {                                                                     \
    set1 ((key)[0]), set1 ((key)[1]), set1 ((key)[2]), set1 ((key)[3]), \
    set1 ((key)[4]), set1 ((key)[5]), set1 ((key)[6]), set1 ((key)[7])  \
  }

#define BLAKE3_SLICED_STATE(set1, h, counter_lo, counter_hi, block_flags) \
  {                                                                     \
    (h)[0], (h)[1], (h)[2], (h)[3], (h)[4], (h)[5], (h)[6], (h)[7],     \
    set1 (blake3_iv[0]), set1 (blake3_iv[1]),                           \
    set1 (blake3_iv[2]), set1 (blake3_iv[3]),                           \
    (counter_lo), (counter_hi), set1 (BLAKE3_BLOCK_LEN), set1 (block_flags) \
  }

/* For the word-sliced kernels, where V[i] and H[i] hold state word i
   and CV word i of every input: the seven rounds, ROUND (ARGS..., R)
   for R = 0 .. 6, and the feed-forward to the new CVs, H[i] = XOR (V[i],
   V[i + 8]).  Written out, because GCC at -O2 keeps short loops over
   vector arrays as loops, which forces the arrays into memory.  */
#define BLAKE3_SEVEN_ROUNDS(round, ...)                                 \
  do                                                                    \
    {                                                                   \
      round (__VA_ARGS__, 0);                                           \
      round (__VA_ARGS__, 1);                                           \
      round (__VA_ARGS__, 2);                                           \
      round (__VA_ARGS__, 3);                                           \
      round (__VA_ARGS__, 4);                                           \
      round (__VA_ARGS__, 5);                                           \
      round (__VA_ARGS__, 6);                                           \
    }                                                                   \
  while (0)

#define BLAKE3_FEED_FORWARD(h, v, xor)                                  \
  do                                                                    \
    {                                                                   \
      (h)[0] = xor ((v)[0], (v)[8]);                                    \
      (h)[1] = xor ((v)[1], (v)[9]);                                    \
      (h)[2] = xor ((v)[2], (v)[10]);                                   \
      (h)[3] = xor ((v)[3], (v)[11]);                                   \
      (h)[4] = xor ((v)[4], (v)[12]);                                   \
      (h)[5] = xor ((v)[5], (v)[13]);                                   \
      (h)[6] = xor ((v)[6], (v)[14]);                                   \
      (h)[7] = xor ((v)[7], (v)[15]);                                   \
    }                                                                   \
  while (0)

/* X[I] = LOAD (INPUTS[I] + OFFSET) for I < 4, or for I < 8: the rows
   of message bytes of a word-sliced kernel's inputs, before the
   transpose that turns them into words.  */
#define BLAKE3_LOAD_ROWS4(x, load, inputs, offset)                      \
  do                                                                    \
    {                                                                   \
      (x)[0] = load ((inputs)[0] + (offset));                           \
      (x)[1] = load ((inputs)[1] + (offset));                           \
      (x)[2] = load ((inputs)[2] + (offset));                           \
      (x)[3] = load ((inputs)[3] + (offset));                           \
    }                                                                   \
  while (0)

#define BLAKE3_LOAD_ROWS8(x, load, inputs, offset)                      \
  do                                                                    \
    {                                                                   \
      BLAKE3_LOAD_ROWS4 ((x), load, (inputs), (offset));                \
      BLAKE3_LOAD_ROWS4 ((x) + 4, load, (inputs) + 4, (offset));        \
    }                                                                   \
  while (0)

/* Store the CVs of the inputs at OUT with STORE, a store of W bytes,
   once the transposes have left them in the rows of H in the order
   K0 .. K7: W = 16 and H[I] words 0-3 of input I, H[4 + I] its words
   4-7, for four inputs; W = 32 and H[I] input I's CV for eight.  */
#define BLAKE3_STORE_CVS(out, h, store, w, k0, k1, k2, k3, k4, k5, k6, k7) \
  do                                                                    \
    {                                                                   \
      store ((out), (h)[k0]);                                           \
      store ((out) + (w), (h)[k1]);                                     \
      store ((out) + 2 * (w), (h)[k2]);                                 \
      store ((out) + 3 * (w), (h)[k3]);                                 \
      store ((out) + 4 * (w), (h)[k4]);                                 \
      store ((out) + 5 * (w), (h)[k5]);                                 \
      store ((out) + 6 * (w), (h)[k6]);                                 \
      store ((out) + 7 * (w), (h)[k7]);                                 \
    }                                                                   \
  while (0)

/* Whether blake3_prefetch_batch_after_next may ask for the chunks two
   calls ahead of the N INPUTS of a hash_many call, with the STREAM_END
   of hash_many: whether those chunks, 2 * N chunks past each input,
   all lie before it.  Past the end of the input, the address may lie
   on a page with no page-table entry (past the end of a mapping, or
   the part of a batch's buffer that a short file did not fill), where
   a prefetch costs a page walk and then is dropped.  Asked for past
   each 4 KiB file read into a batch's buffers, such prefetches made
   b3sum on 5,000 such files take 12.4 us a file rather than 7.6 on
   one thread, and 9.6 rather than 5.4 on two; asked for past the end
   of a 64 KiB buffer, they made hashing it 1.4 times as slow (AVX2,
   AMD EPYC Zen 1).  The inputs of a call ascend, so the last is
   checked.  */
KERNEL_INLINE bool
blake3_may_prefetch_ahead (uint8_t const *const *inputs, int n,
                           uint8_t const *stream_end)
{
  uintptr_t last = (uintptr_t) inputs[n - 1];
  uintptr_t end = (uintptr_t) stream_end;
  return (stream_end && last < end
          && (2 * (size_t) n + 1) * BLAKE3_CHUNK_LEN <= end - last);
}

/* Ask the cache for block B of the chunks that the hash_many call
   after next will hash, for each of the N inputs of this one, if AHEAD
   (blake3_may_prefetch_ahead).  Chunks come in batches of N
   consecutive chunks, so that is 2 * N chunks ahead of each input.  A
   file mapped or read into memory is in DRAM, not in any cache, and
   the hardware prefetcher does not run far enough ahead over N
   interleaved streams: on a Zen 4 VM hashing 1 GiB in DRAM went from
   4.4 to 5.8 GB/s with AVX-512 (cached data: 5.9), from 3.2 to 4.0
   with AVX2 and from 1.8 to 2.1 with SSE4.1.  One batch ahead was as
   good for AVX-512 only; 256 bytes ahead, what the kernels first did,
   gained nothing in DRAM.  Into L2, not L1: the data is needed two
   calls later, and L1 holds just one batch.

   With L1_TOO, also ask the L1 cache for block B + 2 of each input,
   the block after next of this call, which the L2 has by then: the
   L1's own prefetcher follows too few of N interleaved streams.  With
   AVX-512 on an Intel Xeon this gained 3% on 1 MiB and 5% on 256 MiB;
   with AVX2 and SSE4.1 nothing.  Not past the BLOCKS blocks of this
   call, where an input may end.

   The addresses are formed as integers because they may lie past the
   end of an input; a prefetch never faults.  KERNEL_INLINE, as a
   prefetch helper must be: see kernel-inline.h.  */
KERNEL_INLINE void
blake3_prefetch_batch_after_next (uint8_t const *const *inputs, int n,
                                  size_t b, size_t blocks, bool ahead,
                                  bool l1_too)
{
#if defined __GNUC__ || defined __clang__
  size_t offset = b * BLAKE3_BLOCK_LEN;
  if (ahead)
    {
# pragma GCC unroll 16
      for (int i = 0; i < n; i++)
        __builtin_prefetch ((void const *)
                            ((uintptr_t) inputs[i] + offset
                             + 2 * (size_t) n * BLAKE3_CHUNK_LEN), 0, 2);
    }
  if (l1_too && b + 2 < blocks)
    {
# pragma GCC unroll 16
      for (int i = 0; i < n; i++)
        __builtin_prefetch ((void const *)
                            ((uintptr_t) inputs[i] + offset
                             + 2 * BLAKE3_BLOCK_LEN), 0, 3);
    }
#else
  (void) inputs;
  (void) n;
  (void) b;
  (void) blocks;
  (void) ahead;
  (void) l1_too;
#endif
}

/* Kernels.  Every instruction set provides the same three entry points
   with its own suffix, except AVX2 and NEON, which have only hash_many
   (the single-block compress is dispatched to AVX-512, SSE4.1 or
   portable).

   compress_in_place: replace CV with the first half of the compression
   output of BLOCK (BLOCK_LEN bytes used, the rest zero), COUNTER and
   FLAGS.

   compress_xof: write the full 64-byte compression output to OUT, the
   form the root node's extended output needs.

   hash_many: hash NUM_INPUTS inputs of BLOCKS*64 bytes each (INPUTS[i]),
   each starting from KEY, with counter COUNTER (+i when
   INCREMENT_COUNTER), FLAGS on every block, FLAGS_START also on the
   first block and FLAGS_END also on the last; write the 32-byte output
   CVs consecutively to OUT.  Used both for whole chunks (blocks = 16)
   and for parent nodes (blocks = 1, counter 0).  STREAM_END: for
   inputs that are consecutive chunks of one input in memory, the end
   of that input, up to which the kernel may ask the cache for the
   chunks of the calls to come (blake3_prefetch_batch_after_next); null
   for any other inputs, or when the end is not known.

   hash_batch_copy (optional, used by blake3_hash_many_copy below): the
   same for exactly simd_degree inputs, storing each input's bytes at
   COPIES[i] as it loads them to hash them.  The CV of each is that of
   the bytes stored, whatever other threads do to the input meanwhile:
   the kernel stores the very register it hashes.  As a compiler may
   assume that memory no one writes does not change, and load it again
   rather than keep it in a register, each loaded row passes through an
   empty asm that claims to change it (PIN_LOADED) before it is stored
   and hashed.  */

blake3_compress_in_place_fn blake3_compress_in_place_portable;
blake3_compress_xof_fn blake3_compress_xof_portable;
blake3_hash_many_fn blake3_hash_many_portable;

/* The SIMD kernels are declared whether or not they are built, so each
   kernel file can be compiled and checked on its own; only the
   dispatcher decides, through USE_SSE41 and friends, which it calls.  */
blake3_compress_in_place_fn blake3_compress_in_place_sse41;
blake3_compress_xof_fn blake3_compress_xof_sse41;
blake3_hash_many_fn blake3_hash_many_sse41;
blake3_hash_batch_copy_fn blake3_hash_batch_copy_sse41;

blake3_hash_many_fn blake3_hash_many_avx2;
blake3_hash_batch_copy_fn blake3_hash_batch_copy_avx2;

blake3_compress_in_place_fn blake3_compress_in_place_avx512;
blake3_compress_xof_fn blake3_compress_xof_avx512;
blake3_hash_many_fn blake3_hash_many_avx512;
blake3_hash_batch_copy_fn blake3_hash_batch_copy_avx512;
blake3_hash_many_fn blake3_hash_many_avx512_x32;
blake3_hash_batch_copy_fn blake3_hash_batch_copy_avx512_x32;

blake3_hash_many_fn blake3_hash_many_neon;


/* The implementation in use, selected on first use.  Tree code reads it
   once per call and passes it down, so one update never mixes
   kernels even if a test switches implementation meanwhile.  */
struct blake3_impl const *blake3_active_impl (void);

/* The hash_many width of the implementation in use: 16, 8 or 4.  */
size_t blake3_simd_degree (void);

/* As IMPL's hash_many, and copy each input's BLOCKS * 64 bytes to
   COPIES[i] (which must not overlap the inputs or each other); each CV
   is the hash of the bytes copied, even if the inputs change
   meanwhile (a mapped file that another process writes).  It is one
   pass over the inputs where IMPL has hash_many_copy: the copy costs
   no second trip to memory.  STREAM_END is hash_many's, for the
   inputs.  */
void blake3_hash_many_copy (struct blake3_impl const *impl,
                            uint8_t const *const *inputs,
                            uint8_t *const *copies, size_t num_inputs,
                            size_t blocks, uint32_t const key[8],
                            uint64_t counter, bool increment_counter,
                            uint8_t flags, uint8_t flags_start,
                            uint8_t flags_end, uint8_t *out,
                            uint8_t const *stream_end);

#endif
