/* blake3-tree.h -- the BLAKE3 tree layer, for the thread and Bao code

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

#ifndef BLAKESUM_BLAKE3_TREE_H
#define BLAKESUM_BLAKE3_TREE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "blake3.h"
#include "blake3-kernel.h"       /* BLAKE3_MAX_SIMD_DEGREE_OR_2 */

/* The tree layer, exposed so that a thread layer can split subtrees
   across workers, and a Bao encoder can see every subtree's position
   and chaining value, while reusing everything else.  */

/* The length of the left subtree of an input of LEN bytes, LEN > 1024:
   the largest power-of-two number of whole chunks that leaves at least
   one byte on the right.  */
size_t blake3_left_subtree_len (size_t len);

/* Hash INPUT (LEN bytes, 0 < LEN <= simd_degree * 1024), the chunks
   from CHUNK_COUNTER on, and write one CV per chunk (the last one may
   be partial) to OUT; return the number of CVs.  INPUT_END is where the
   memory that INPUT is part of ends (at least INPUT + LEN): the kernels
   may ask the cache for what lies ahead of INPUT up to it
   (hash_many's STREAM_END).  */
size_t blake3_hash_chunks (struct blake3_impl const *impl,
                           uint8_t const *input, size_t len,
                           uint8_t const *input_end, uint32_t const key[8],
                           uint64_t chunk_counter, uint8_t flags,
                           uint8_t *out);

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
  /* Where the memory that INPUT is part of ends (blake3_hash_chunks):
     a join that points INPUT at a copy points this at the copy's
     end.  */
  uint8_t const *input_end;

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
   anything below them: their nodes are the caller's to compute.
   INPUT_END is as for blake3_hash_chunks.  */
size_t blake3_compress_subtree_wide (struct blake3_impl const *impl,
                                     uint8_t const *input, size_t len,
                                     uint8_t const *input_end,
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
