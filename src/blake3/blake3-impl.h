/* blake3-impl.h -- BLAKE3 internals shared by the core and the kernels

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

#ifndef BLAKESUM_BLAKE3_IMPL_H
#define BLAKESUM_BLAKE3_IMPL_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "blake3.h"
#include "kernel-inline.h"

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

/* The widest hash_many any kernel has (AVX-512: 16 inputs at once).
   Stack arrays of CVs are sized by it, so a kernel that reports a
   larger simd_degree would overflow them.  The "OR_2" form exists
   because the tree code needs room for two CVs even when the kernel
   hashes one input at a time.  */
enum
{
  BLAKE3_MAX_SIMD_DEGREE = 16,
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


/* Ask the cache for block OFFSET of the chunks that the hash_many call
   after next will hash, for each of the N inputs of this one.  Chunks
   come in batches of N consecutive chunks, so that is 2 * N chunks
   ahead of each input.  A file mapped or read into memory is in DRAM,
   not in any cache, and the hardware prefetcher does not run far
   enough ahead over N interleaved streams: on a Zen 4 VM hashing 1 GiB
   in DRAM went from 4.4 to 5.8 GB/s with AVX-512 (cached data: 5.9),
   from 3.2 to 4.0 with AVX2 and from 1.8 to 2.1 with SSE4.1.  One batch
   ahead was as good for AVX-512 only; 256 bytes ahead, what the
   kernels first did, gained nothing in DRAM.  Into L2, not L1: the
   data is needed two calls later, and L1 holds just one batch.

   With L1_TOO, also ask the L1 cache for block OFFSET + 128 of each
   input, the block after next of this call, which the L2 has by then:
   the L1's own prefetcher follows too few of N interleaved streams.
   With AVX-512 on an Intel Xeon this gained 3% on 1 MiB and 5% on
   256 MiB; with AVX2 and SSE4.1 nothing.

   The addresses are formed as integers because they may lie past the
   end of the input; a prefetch never faults.  KERNEL_INLINE, as a
   prefetch helper must be: see kernel-inline.h.  */
KERNEL_INLINE void
blake3_prefetch_batch_after_next (uint8_t const *const *inputs, int n,
                                  size_t offset, bool l1_too)
{
#if defined __GNUC__ || defined __clang__
# pragma GCC unroll 16
  for (int i = 0; i < n; i++)
    {
      uintptr_t block = (uintptr_t) inputs[i] + offset;
      __builtin_prefetch ((void const *)
                          (block + 2 * (size_t) n * BLAKE3_CHUNK_LEN), 0, 2);
      if (l1_too)
        __builtin_prefetch ((void const *) (block + 2 * BLAKE3_BLOCK_LEN),
                            0, 3);
    }
#else
  (void) inputs;
  (void) n;
  (void) offset;
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
   and for parent nodes (blocks = 1, counter 0).

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
   no second trip to memory.  */
void blake3_hash_many_copy (struct blake3_impl const *impl,
                            uint8_t const *const *inputs,
                            uint8_t *const *copies, size_t num_inputs,
                            size_t blocks, uint32_t const key[8],
                            uint64_t counter, bool increment_counter,
                            uint8_t flags, uint8_t flags_start,
                            uint8_t flags_end, uint8_t *out);


/* The tree layer, exposed so that a thread layer can split subtrees
   across workers, and a Bao encoder can see every subtree's position
   and chaining value, while reusing everything else.  */

/* The length of the left subtree of an input of LEN bytes, LEN > 1024:
   the largest power-of-two number of whole chunks that leaves at least
   one byte on the right.  */
size_t blake3_left_subtree_len (size_t len);

/* Hash INPUT (LEN bytes, 0 < LEN <= simd_degree * 1024), the chunks
   from CHUNK_COUNTER on, and write one CV per chunk (the last one may
   be partial) to OUT; return the number of CVs.  */
size_t blake3_hash_chunks (struct blake3_impl const *impl,
                           uint8_t const *input, size_t len,
                           uint32_t const key[8], uint64_t chunk_counter,
                           uint8_t flags, uint8_t *out);

/* Hash N_CVS CVs (at most 2 * BLAKE3_MAX_SIMD_DEGREE) in pairs as
   parent nodes into OUT, which must not overlap CVS; an odd last CV is
   copied through.  Return the number of CVs written.  */
size_t blake3_hash_parents (struct blake3_impl const *impl,
                            uint8_t const *cvs, size_t n_cvs,
                            uint32_t const key[8], uint8_t flags,
                            uint8_t *out);

struct blake3_join;

/* One half of a split of the tree, as the core hands it to a join.
   The join reads the fields but changes none except JOIN and INPUT,
   which it may point at a copy of the half's bytes (a buffer it read
   them into), and runs the half with blake3_subtree_run.  */
struct blake3_subtree
{
  /* Where the half lies: LEN bytes (at least one) at INPUT, the chunks
     from CHUNK_COUNTER on.  A left half is a power-of-two number of
     whole chunks; the right half starts right after it.  */
  uint8_t const *input;
  size_t len;
  uint64_t chunk_counter;

  /* 0 for the halves of the top split of a recursion (of a subtree that
     blake3_update_with hashes, or of the input of
     blake3_compress_subtree_wide), one more at each split below.  */
  unsigned int depth;

  /* Where the half's CVs go, and once it has run, how many there are
     (1 to BLAKE3_MAX_SIMD_DEGREE_OR_2): consecutive subtrees of the
     half, left to right, which blake3_subtree_cv reduces to the half's
     one CV.  The two halves' CVS do not overlap, so the halves may run
     at the same time.  */
  uint8_t *cvs;
  size_t n_cvs;

  /* What hashing the half needs.  A join may set JOIN to NULL before it
     runs the half, so that no split below calls it.  */
  struct blake3_impl const *impl;
  uint32_t const *key;
  uint8_t flags;
  struct blake3_join const *join;
};

/* What the core calls at each split instead of hashing the two halves
   one after the other: FN (ARG, LEFT, RIGHT) must run both halves with
   blake3_subtree_run, in either order or at the same time (on two
   threads, say), and return 0; after that, each half's position and CVs
   are there to read.  If instead a fault signal stopped a half that ran
   on another thread, FN returns that signal's number once neither half
   runs any more (as workers_join2 does); the core then raises it on the
   thread that called FN, as if the fault had happened there, and if a
   handler returns, goes on with zero CVs (the digest is garbage).

   FN runs on whatever thread meets the split, so FN and ARG must allow
   calls from several threads at once if FN itself uses threads.  */
struct blake3_join
{
  int (*fn) (void *arg, struct blake3_subtree *left,
             struct blake3_subtree *right);
  void *arg;
};

/* Hash the half T: set T->n_cvs and write its CVs to T->cvs, splitting
   further through T->join.  */
void blake3_subtree_run (struct blake3_subtree *t);

/* Reduce the N_CVS CVs (1 to BLAKE3_MAX_SIMD_DEGREE_OR_2) that a subtree
   gave, from blake3_subtree_run or blake3_compress_subtree_wide, to the
   one CV of the subtree, written to OUT (which may be CVS).  Only for a
   subtree that is not the root, as no half of a split is: the root's
   last compression needs BLAKE3_ROOT and is the hasher's to do.  */
void blake3_subtree_cv (struct blake3_impl const *impl, uint8_t const *cvs,
                        size_t n_cvs, uint32_t const key[8], uint8_t flags,
                        uint8_t out[BLAKE3_OUT_LEN]);

/* Hash INPUT (LEN bytes, LEN > 1024) starting at chunk CHUNK_COUNTER,
   as far as the tree can be reduced without knowing whether this
   subtree is the root: write 2 to BLAKE3_MAX_SIMD_DEGREE_OR_2 CVs, in
   order, to OUT and return their count.  It splits at
   blake3_left_subtree_len and recurses while more than simd_degree
   chunks remain, calling JOIN at each split, or with JOIN NULL hashing
   the left half and then the right.

   A Bao encoder, say, passes the whole input here with a join that runs
   both halves (or hands them to another join, to use threads) and then
   takes each half's blake3_subtree_cv: the split's parent node is the
   pair of those CVs, its position is given by the halves' chunk
   counters and lengths, and at depth 0 (the root split, if LEN is the
   whole input) that pair compressed with BLAKE3_ROOT gives the hash.
   Inputs of at most simd_degree chunks are not split, and neither is
   anything below them: their nodes are the caller's to compute.  */
size_t blake3_compress_subtree_wide (struct blake3_impl const *impl,
                                     uint8_t const *input, size_t len,
                                     uint32_t const key[8],
                                     uint64_t chunk_counter, uint8_t flags,
                                     struct blake3_join const *join,
                                     uint8_t *out);

/* blake3_update, with JOIN called at each split of the subtrees that it
   hashes straight from INPUT (a thread layer passes its join here).
   With a join, the top split of each such subtree (of two chunks or
   more) goes through it too, however short the subtree, so that the
   join sees every subtree whose CV goes onto the hasher's stack: the
   two halves of that split.  A NULL JOIN makes it blake3_update.  */
void blake3_update_with (struct blake3_hasher *self, void const *input,
                         size_t len, struct blake3_join const *join);

#endif
