/* blake3.c -- the BLAKE3 hasher: chunks, the tree, and extendable output

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

#include <config.h>

#include "blake3-impl.h"

#include <signal.h>
#include <string.h>

/* A node whose last compression is still to be done.  It is kept in
   this form because the root is compressed with the ROOT flag and an
   output-block counter, which only finalization knows to use; any other
   node is reduced to its CV.  */
struct output
{
  uint32_t cv[8];
  uint8_t block[BLAKE3_BLOCK_LEN];
  uint8_t block_len;
  uint64_t counter;
  uint8_t flags;
};

/* The number of one bits of X: the number of complete subtrees a tree
   of X chunks is made of once fully merged.  */
static unsigned int
popcount64 (uint64_t x)
{
  unsigned int n = 0;
  for (; x != 0; x &= x - 1)
    n++;
  return n;
}

/* The largest power of two not above X, X > 0.  */
static uint64_t
round_down_pow2 (uint64_t x)
{
  x |= x >> 1;
  x |= x >> 2;
  x |= x >> 4;
  x |= x >> 8;
  x |= x >> 16;
  x |= x >> 32;
  return x - (x >> 1);
}


/* The chunk state.  */

static void
chunk_init (struct blake3_chunk_state *cs, uint32_t const key[8],
            uint64_t chunk_counter, uint8_t flags)
{
  memcpy (cs->cv, key, sizeof cs->cv);
  cs->chunk_counter = chunk_counter;
  memset (cs->buf, 0, sizeof cs->buf);
  cs->buf_len = 0;
  cs->blocks_compressed = 0;
  cs->flags = flags;
}

static size_t
chunk_len (struct blake3_chunk_state const *cs)
{
  return (size_t) cs->blocks_compressed * BLAKE3_BLOCK_LEN + cs->buf_len;
}

/* CHUNK_START goes on whichever block is compressed first.  */
static uint8_t
chunk_start_flag (struct blake3_chunk_state const *cs)
{
  return cs->blocks_compressed == 0 ? BLAKE3_CHUNK_START : 0;
}

/* Add INPUT, LEN bytes that do not overflow the chunk.  A block is
   compressed only when more bytes follow it, since the chunk's last
   block needs CHUNK_END.  */
static void
chunk_update (struct blake3_impl const *impl, struct blake3_chunk_state *cs,
              uint8_t const *input, size_t len)
{
  if (cs->buf_len > 0)
    {
      size_t take = BLAKE3_BLOCK_LEN - cs->buf_len;
      if (take > len)
        take = len;
      memcpy (cs->buf + cs->buf_len, input, take);
      cs->buf_len += (uint8_t) take;
      input += take;
      len -= take;
      if (len == 0)
        return;
      impl->compress_in_place (cs->cv, cs->buf, BLAKE3_BLOCK_LEN,
                               cs->chunk_counter,
                               cs->flags | chunk_start_flag (cs));
      cs->blocks_compressed++;
      cs->buf_len = 0;
    }

  while (len > BLAKE3_BLOCK_LEN)
    {
      impl->compress_in_place (cs->cv, input, BLAKE3_BLOCK_LEN,
                               cs->chunk_counter,
                               cs->flags | chunk_start_flag (cs));
      cs->blocks_compressed++;
      input += BLAKE3_BLOCK_LEN;
      len -= BLAKE3_BLOCK_LEN;
    }

  memcpy (cs->buf, input, len);
  cs->buf_len = (uint8_t) len;
}

static struct output
chunk_output (struct blake3_chunk_state const *cs)
{
  struct output o;
  memcpy (o.cv, cs->cv, sizeof o.cv);
  /* The unused tail of a short last block must be zero.  */
  memset (o.block, 0, sizeof o.block);
  memcpy (o.block, cs->buf, cs->buf_len);
  o.block_len = cs->buf_len;
  o.counter = cs->chunk_counter;
  o.flags = cs->flags | chunk_start_flag (cs) | BLAKE3_CHUNK_END;
  return o;
}

/* The pending parent of the two CVs at BLOCK (64 bytes).  */
static struct output
parent_output (uint8_t const block[BLAKE3_BLOCK_LEN], uint32_t const key[8],
               uint8_t flags)
{
  struct output o;
  memcpy (o.cv, key, sizeof o.cv);
  memcpy (o.block, block, sizeof o.block);
  o.block_len = BLAKE3_BLOCK_LEN;
  o.counter = 0;
  o.flags = flags | BLAKE3_PARENT;
  return o;
}

/* Reduce the non-root node O to its CV.  */
static void
output_cv (struct blake3_impl const *impl, struct output const *o,
           uint8_t cv_bytes[BLAKE3_OUT_LEN])
{
  uint32_t cv[8];
  memcpy (cv, o->cv, sizeof cv);
  impl->compress_in_place (cv, o->block, o->block_len, o->counter, o->flags);
  store_cv_words (cv_bytes, cv);
}

/* Write OUT_LEN bytes of the root O's output stream from byte OFFSET
   (below BLAKE3_BLOCK_LEN) of output block COUNTER on.  Each 64-byte
   output block is one compression with the block's index as counter,
   so any window costs only the blocks it touches.  */
static void
output_root_bytes (struct blake3_impl const *impl, struct output const *o,
                   uint64_t counter, size_t offset, uint8_t *out,
                   size_t out_len)
{
  uint8_t flags = o->flags | BLAKE3_ROOT;
  uint8_t block[BLAKE3_BLOCK_LEN];

  while (out_len > 0)
    {
      size_t n = BLAKE3_BLOCK_LEN - offset;
      if (n > out_len)
        n = out_len;
      if (n == BLAKE3_BLOCK_LEN)
        impl->compress_xof (o->cv, o->block, o->block_len, counter, flags,
                            out);
      else
        {
          impl->compress_xof (o->cv, o->block, o->block_len, counter, flags,
                              block);
          memcpy (out, block + offset, n);
        }
      out += n;
      out_len -= n;
      offset = 0;
      counter++;
    }
}


/* The tree.  */

size_t
blake3_left_subtree_len (size_t len)
{
  uint64_t full_chunks = (len - 1) / BLAKE3_CHUNK_LEN;
  return (size_t) (round_down_pow2 (full_chunks) * BLAKE3_CHUNK_LEN);
}

/* How many CVs compress_subtree returns for a subtree of a power-of-two
   number of chunks, more than one, under IMPL.  The left half of any
   split is such a subtree (or a single chunk, with one-wide kernels),
   so the right half's CVs can go at this offset before the left half
   has finished.  */
static size_t
subtree_wide_count (struct blake3_impl const *impl)
{
  return impl->simd_degree < 2 ? 2 : impl->simd_degree;
}

size_t
blake3_hash_chunks (struct blake3_impl const *impl, uint8_t const *input,
                    size_t len, uint8_t const *input_end,
                    uint32_t const key[8], uint64_t chunk_counter,
                    uint8_t flags, uint8_t *out)
{
  uint8_t const *chunks[BLAKE3_MAX_SIMD_DEGREE];
  size_t n = 0;
  for (; len - n * BLAKE3_CHUNK_LEN >= BLAKE3_CHUNK_LEN; n++)
    chunks[n] = input + n * BLAKE3_CHUNK_LEN;
  if (n > 0)
    impl->hash_many (chunks, n, BLAKE3_CHUNK_LEN / BLAKE3_BLOCK_LEN, key,
                     chunk_counter, true, flags, BLAKE3_CHUNK_START,
                     BLAKE3_CHUNK_END, out, input_end);

  /* A partial last chunk goes through the chunk state.  It cannot be
     the root: the caller gave more than one chunk, or calls this only
     for subtrees it knows are not the whole input.  */
  size_t rest = len - n * BLAKE3_CHUNK_LEN;
  if (rest > 0)
    {
      struct blake3_chunk_state cs;
      chunk_init (&cs, key, chunk_counter + n, flags);
      chunk_update (impl, &cs, input + n * BLAKE3_CHUNK_LEN, rest);
      struct output o = chunk_output (&cs);
      output_cv (impl, &o, out + n * BLAKE3_OUT_LEN);
      n++;
    }
  return n;
}

size_t
blake3_hash_parents (struct blake3_impl const *impl, uint8_t const *cvs,
                     size_t n_cvs, uint32_t const key[8], uint8_t flags,
                     uint8_t *out)
{
  uint8_t const *pairs[BLAKE3_MAX_SIMD_DEGREE_OR_2];
  size_t n = n_cvs / 2;
  for (size_t i = 0; i < n; i++)
    pairs[i] = cvs + i * 2 * BLAKE3_OUT_LEN;
  if (n > 0)
    impl->hash_many (pairs, n, 1, key, 0, false, flags | BLAKE3_PARENT,
                     0, 0, out, NULL);
  if (n_cvs % 2 != 0)
    {
      memcpy (out + n * BLAKE3_OUT_LEN, cvs + 2 * n * BLAKE3_OUT_LEN,
              BLAKE3_OUT_LEN);
      n++;
    }
  return n;
}

void
blake3_subtree_cv (struct blake3_impl const *impl, uint8_t const *cvs,
                   size_t n_cvs, uint32_t const key[8], uint8_t flags,
                   uint8_t out[BLAKE3_OUT_LEN])
{
  uint8_t level[BLAKE3_MAX_SIMD_DEGREE_OR_2 * BLAKE3_OUT_LEN];
  uint8_t parents[BLAKE3_MAX_SIMD_DEGREE_OR_2 * BLAKE3_OUT_LEN];

  /* Pairing from the left is the tree's shape: every CV but the last
     covers the same power-of-two number of chunks, as each level of
     compress_subtree leaves them.  */
  memcpy (level, cvs, n_cvs * BLAKE3_OUT_LEN);
  while (n_cvs > 1)
    {
      n_cvs = blake3_hash_parents (impl, level, n_cvs, key, flags, parents);
      memcpy (level, parents, n_cvs * BLAKE3_OUT_LEN);
    }
  memcpy (out, level, BLAKE3_OUT_LEN);
}

/* Combine the CVs of the two halves of a split: CVS holds the left
   half's N_LEFT CVs at the start and the right half's N_RIGHT CVs from
   offset subtree_wide_count (IMPL) * 32.  Write the subtree's CVs to
   OUT, which must not overlap CVS, and return their count.  */
static size_t
join_subtrees (struct blake3_impl const *impl, uint8_t const *cvs,
               size_t n_left, size_t n_right, uint32_t const key[8],
               uint8_t flags, uint8_t *out)
{
  size_t wide = subtree_wide_count (impl);

  /* Only with one-wide kernels can the left half give fewer CVs than
     WIDE: a single chunk.  Then the right half is a single chunk too,
     and their parent might be the root, so hand both up unmerged.  */
  if (n_left < wide)
    {
      memcpy (out, cvs, n_left * BLAKE3_OUT_LEN);
      memcpy (out + n_left * BLAKE3_OUT_LEN, cvs + wide * BLAKE3_OUT_LEN,
              n_right * BLAKE3_OUT_LEN);
      return n_left + n_right;
    }
  return blake3_hash_parents (impl, cvs, n_left + n_right, key, flags, out);
}

/* Describe the two halves of the split of INPUT (LEN bytes, LEN > 1024,
   from chunk CHUNK_COUNTER on) DEPTH deep as LEFT and RIGHT, their CVs
   to go to CVS, which has room for 2 * BLAKE3_MAX_SIMD_DEGREE_OR_2.
   The left half's CVs go first and the right half's at a fixed offset,
   so that the halves write disjoint memory and may run at the same
   time.  */
static void
split_halves (struct blake3_impl const *impl, uint8_t const *input,
              size_t len, uint8_t const *input_end,
              uint32_t const key[8], uint64_t chunk_counter,
              uint8_t flags, struct blake3_join const *join,
              unsigned int depth, uint8_t *cvs,
              struct blake3_subtree *left, struct blake3_subtree *right)
{
  size_t left_len = blake3_left_subtree_len (len);

  left->input = input;
  left->len = left_len;
  left->chunk_counter = chunk_counter;
  left->input_end = input_end;
  left->depth = depth;
  left->cvs = cvs;
  left->n_cvs = 0;
  left->impl = impl;
  left->key = key;
  left->flags = flags;
  left->join = join;

  *right = *left;
  right->input = input + left_len;
  right->len = len - left_len;
  right->chunk_counter = chunk_counter + left_len / BLAKE3_CHUNK_LEN;
  right->cvs = cvs + subtree_wide_count (impl) * BLAKE3_OUT_LEN;
}

/* Run the halves LEFT and RIGHT through JOIN.  */
static void
run_halves (struct blake3_join const *join, struct blake3_subtree *left,
            struct blake3_subtree *right)
{
  int fault = join->fn (join->arg, left, right);
  if (fault != 0)
    {
      /* Both halves are finished or abandoned, so no other thread
         touches their CVs any more: make the fault this thread's, as
         if it had happened here, so that it reaches the next fault
         target up.  If a handler returns instead, go on with defined
         (zero) CVs; the digest is garbage either way.  */
      raise (fault);
      size_t wide = subtree_wide_count (left->impl);
      memset (left->cvs, 0, wide * BLAKE3_OUT_LEN);
      memset (right->cvs, 0, wide * BLAKE3_OUT_LEN);
      left->n_cvs = wide;
      right->n_cvs = wide;
    }
}

/* blake3_compress_subtree_wide, with DEPTH the depth of the halves of
   its top split.

   Why at least two CVs come back: this subtree may be the whole input,
   whose top node must be compressed as the root, and only the caller
   knows.  Why at most BLAKE3_MAX_SIMD_DEGREE_OR_2: each level hashes as
   many parents as one hash_many call takes, and the left half (a full
   power-of-two subtree) yields exactly subtree_wide_count CVs (but for
   the one-chunk case in join_subtrees), the right half at most as
   many, so their parents fit again.  */
static size_t
compress_subtree (struct blake3_impl const *impl, uint8_t const *input,
                  size_t len, uint8_t const *input_end,
                  uint32_t const key[8], uint64_t chunk_counter,
                  uint8_t flags, struct blake3_join const *join,
                  unsigned int depth, uint8_t *out)
{
  if (len <= impl->simd_degree * BLAKE3_CHUNK_LEN)
    return blake3_hash_chunks (impl, input, len, input_end, key,
                               chunk_counter, flags, out);

  uint8_t cvs[2 * BLAKE3_MAX_SIMD_DEGREE_OR_2 * BLAKE3_OUT_LEN];
  if (!join)
    {
      /* The halves one after the other, with no task to fill in:
         blake3_update's path, which must not pay for the hook.  */
      size_t left_len = blake3_left_subtree_len (len);
      size_t n_left = compress_subtree (impl, input, left_len, input_end,
                                        key, chunk_counter, flags, NULL, 0,
                                        cvs);
      size_t n_right = compress_subtree (impl, input + left_len,
                                         len - left_len, input_end, key,
                                         chunk_counter
                                         + left_len / BLAKE3_CHUNK_LEN,
                                         flags, NULL, 0,
                                         cvs + (subtree_wide_count (impl)
                                                * BLAKE3_OUT_LEN));
      return join_subtrees (impl, cvs, n_left, n_right, key, flags, out);
    }

  struct blake3_subtree left, right;
  split_halves (impl, input, len, input_end, key, chunk_counter, flags,
                join, depth, cvs, &left, &right);
  run_halves (join, &left, &right);
  return join_subtrees (impl, cvs, left.n_cvs, right.n_cvs, key, flags,
                        out);
}

void
blake3_subtree_run (struct blake3_subtree *t)
{
  t->n_cvs = compress_subtree (t->impl, t->input, t->len, t->input_end,
                               t->key, t->chunk_counter, t->flags, t->join,
                               t->depth + 1, t->cvs);
}

size_t
blake3_compress_subtree_wide (struct blake3_impl const *impl,
                              uint8_t const *input, size_t len,
                              uint8_t const *input_end,
                              uint32_t const key[8], uint64_t chunk_counter,
                              uint8_t flags, struct blake3_join const *join,
                              uint8_t *out)
{
  return compress_subtree (impl, input, len, input_end, key, chunk_counter,
                           flags, join, 0, out);
}

/* Hash the subtree INPUT (LEN > 1024 bytes, a power-of-two number of
   whole chunks) down to the two CVs of its top node's children, written
   to OUT, calling JOIN at its splits.  */
static void
compress_subtree_to_children (struct blake3_impl const *impl,
                              struct blake3_join const *join,
                              uint8_t const *input, size_t len,
                              uint8_t const *input_end,
                              uint32_t const key[8], uint64_t chunk_counter,
                              uint8_t flags,
                              uint8_t out[2 * BLAKE3_OUT_LEN])
{
  uint8_t cvs[2 * BLAKE3_MAX_SIMD_DEGREE_OR_2 * BLAKE3_OUT_LEN];

  if (join)
    {
      /* The children are the halves of the top split, so hand that
         split to JOIN even when the subtree is short enough for one
         hash_many call: then the join sees every subtree that the CV
         stack will hold, bar single chunks.  The thread layer relies
         on this to know the subtrees it is given whole.  */
      struct blake3_subtree left, right;
      split_halves (impl, input, len, input_end, key, chunk_counter, flags,
                    join, 0, cvs, &left, &right);
      run_halves (join, &left, &right);
      blake3_subtree_cv (impl, left.cvs, left.n_cvs, key, flags, out);
      blake3_subtree_cv (impl, right.cvs, right.n_cvs, key, flags,
                         out + BLAKE3_OUT_LEN);
      return;
    }

  uint8_t parents[BLAKE3_MAX_SIMD_DEGREE_OR_2 / 2 * BLAKE3_OUT_LEN];
  size_t n = compress_subtree (impl, input, len, input_end, key,
                               chunk_counter, flags, NULL, 0, cvs);
  while (n > 2)
    {
      n = blake3_hash_parents (impl, cvs, n, key, flags, parents);
      memcpy (cvs, parents, n * BLAKE3_OUT_LEN);
    }
  memcpy (out, cvs, 2 * BLAKE3_OUT_LEN);
}


/* The hasher.  */

static void
hasher_init (struct blake3_hasher *self, uint32_t const key[8],
             uint8_t flags)
{
  memcpy (self->key, key, sizeof self->key);
  chunk_init (&self->chunk, key, 0, flags);
  self->cv_stack_len = 0;
}

void
blake3_init (struct blake3_hasher *self)
{
  hasher_init (self, blake3_iv, 0);
}

void
blake3_init_keyed (struct blake3_hasher *self,
                   uint8_t const key[BLAKE3_KEY_LEN])
{
  uint32_t words[8];
  load_key_words (key, words);
  hasher_init (self, words, BLAKE3_KEYED_HASH);
}

void
blake3_init_derive_key (struct blake3_hasher *self, void const *context,
                        size_t context_len)
{
  struct blake3_hasher ctx;
  uint8_t context_key[BLAKE3_KEY_LEN];
  uint32_t words[8];

  hasher_init (&ctx, blake3_iv, BLAKE3_DERIVE_KEY_CONTEXT);
  blake3_update (&ctx, context, context_len);
  blake3_finalize (&ctx, context_key, sizeof context_key);
  load_key_words (context_key, words);
  hasher_init (self, words, BLAKE3_DERIVE_KEY_MATERIAL);
}

void
blake3_reset (struct blake3_hasher *self)
{
  chunk_init (&self->chunk, self->key, 0, self->chunk.flags);
  self->cv_stack_len = 0;
}

/* Merge the CV stack until it holds exactly the subtrees of a fully
   merged tree of TOTAL_CHUNKS chunks.  Called only when more input is
   known to follow those chunks, so none of the merged nodes is the
   root.  */
static void
merge_cv_stack (struct blake3_impl const *impl, struct blake3_hasher *self,
                uint64_t total_chunks)
{
  unsigned int target = popcount64 (total_chunks);
  while (self->cv_stack_len > target)
    {
      uint8_t *pair = self->cv_stack
                      + (self->cv_stack_len - 2) * BLAKE3_OUT_LEN;
      struct output o = parent_output (pair, self->key, self->chunk.flags);
      output_cv (impl, &o, pair);
      self->cv_stack_len--;
    }
}

/* Push CV, the subtree starting at chunk CHUNK_COUNTER.  Its arrival
   proves the subtrees before it are not the root, so merge them first
   as far as they are complete.  */
static void
push_cv (struct blake3_impl const *impl, struct blake3_hasher *self,
         uint8_t const cv[BLAKE3_OUT_LEN], uint64_t chunk_counter)
{
  merge_cv_stack (impl, self, chunk_counter);
  memcpy (self->cv_stack + self->cv_stack_len * BLAKE3_OUT_LEN, cv,
          BLAKE3_OUT_LEN);
  self->cv_stack_len++;
}

void
blake3_update_with (struct blake3_hasher *self, void const *input,
                    size_t len, struct blake3_join const *join)
{
  if (len == 0)
    return;

  struct blake3_impl const *impl = blake3_active_impl ();
  uint8_t const *in = input;
  uint8_t const *end = in + len;
  struct blake3_chunk_state *cs = &self->chunk;

  /* Top up a chunk already begun.  If more input follows, that chunk is
     not the last, so its CV can go on the stack.  */
  if (chunk_len (cs) > 0)
    {
      size_t take = BLAKE3_CHUNK_LEN - chunk_len (cs);
      if (take > len)
        take = len;
      chunk_update (impl, cs, in, take);
      in += take;
      len -= take;
      if (len == 0)
        return;
      uint8_t cv[BLAKE3_OUT_LEN];
      struct output o = chunk_output (cs);
      output_cv (impl, &o, cv);
      push_cv (impl, self, cv, cs->chunk_counter);
      chunk_init (cs, self->key, cs->chunk_counter + 1, cs->flags);
    }

  /* Hash whole subtrees straight from INPUT while more than a chunk
     remains: each the largest power-of-two number of chunks that fits
     and whose size also divides the length hashed so far, so that it
     is a complete subtree of the final tree whatever follows.  At most
     one chunk is left for the chunk state, and with it the decision
     about the root.  */
  while (len > BLAKE3_CHUNK_LEN)
    {
      uint64_t counter = cs->chunk_counter;
      uint64_t subtree_len = round_down_pow2 (len);
      while ((counter * BLAKE3_CHUNK_LEN & (subtree_len - 1)) != 0)
        subtree_len /= 2;
      uint64_t subtree_chunks = subtree_len / BLAKE3_CHUNK_LEN;

      if (subtree_chunks == 1)
        {
          uint8_t cv[BLAKE3_OUT_LEN];
          blake3_hash_chunks (impl, in, BLAKE3_CHUNK_LEN, end, self->key,
                              counter, cs->flags, cv);
          push_cv (impl, self, cv, counter);
        }
      else
        {
          /* Two CVs, not one: if nothing follows, their parent is the
             root.  */
          uint8_t children[2 * BLAKE3_OUT_LEN];
          compress_subtree_to_children (impl, join, in,
                                        (size_t) subtree_len, end, self->key,
                                        counter, cs->flags, children);
          push_cv (impl, self, children, counter);
          push_cv (impl, self, children + BLAKE3_OUT_LEN,
                   counter + subtree_chunks / 2);
        }
      cs->chunk_counter = counter + subtree_chunks;
      in += subtree_len;
      len -= (size_t) subtree_len;
    }

  if (len > 0)
    {
      chunk_update (impl, cs, in, len);
      /* Finalization rolls the chunk up into the stack one level at a
         time, which is only right if the stack is fully merged.  */
      merge_cv_stack (impl, self, cs->chunk_counter);
    }
}

void
blake3_update (struct blake3_hasher *self, void const *input, size_t len)
{
  blake3_update_with (self, input, len, NULL);
}

void
blake3_finalize_block (struct blake3_hasher const *self, uint64_t block,
                       size_t offset, uint8_t *out, size_t out_len)
{
  if (out_len == 0)
    return;

  struct blake3_impl const *impl = blake3_active_impl ();
  struct output o;
  size_t remaining;

  /* The node to become the root, once every subtree on the stack has
     been folded in from the right.  When the last update ended on a
     subtree boundary the chunk state is empty, and the top two stack
     entries (never merged, for just this reason) are the start.  */
  if (self->cv_stack_len == 0 || chunk_len (&self->chunk) > 0)
    {
      o = chunk_output (&self->chunk);
      remaining = self->cv_stack_len;
    }
  else
    {
      remaining = self->cv_stack_len - 2u;
      o = parent_output (self->cv_stack + remaining * BLAKE3_OUT_LEN,
                         self->key, self->chunk.flags);
    }

  while (remaining > 0)
    {
      uint8_t node[BLAKE3_BLOCK_LEN];
      remaining--;
      memcpy (node, self->cv_stack + remaining * BLAKE3_OUT_LEN,
              BLAKE3_OUT_LEN);
      output_cv (impl, &o, node + BLAKE3_OUT_LEN);
      o = parent_output (node, self->key, self->chunk.flags);
    }

  output_root_bytes (impl, &o, block, offset, out, out_len);
}

void
blake3_finalize_seek (struct blake3_hasher const *self, uint64_t seek,
                      uint8_t *out, size_t out_len)
{
  blake3_finalize_block (self, seek / BLAKE3_BLOCK_LEN,
                         seek % BLAKE3_BLOCK_LEN, out, out_len);
}

void
blake3_finalize (struct blake3_hasher const *self, uint8_t *out,
                 size_t out_len)
{
  blake3_finalize_seek (self, 0, out, out_len);
}
