/* bao-encode.c -- Bao encoding, combined and outboard

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

/* The content is in memory and its length known, so every node's place
   in the pre-order output is known before it is hashed: a subtree's
   node comes first, then its left half, then its right half, whose
   place follows from the encoded size of the left.  The encoder writes
   each node straight to its place in one pass, and the two halves of a
   split are independent, which is what lets bao-threads.c run them at
   the same time.

   Hashing a chunk or a node at a time would waste the kernels' width.
   So a perfect subtree (a power-of-two number of whole chunks, as every
   left half is) of up to BATCH_CHUNKS chunks is hashed a level at a
   time: all its chunks, then all the parents of each level, as many in
   one hash_many call as the lanes take; its nodes are then copied to
   their places from the levels.  One parent compression at a time took
   a sixth of the encoder's time.  The few subtrees that are not
   perfect (along the right edge of the tree) and fit the kernels'
   width have their chunk CVs computed in one call and their nodes
   built one at a time from those.  */

#include <config.h>

#include "bao.h"

#include <string.h>

#include "bao-encode.h"
#include "bao-threads.h"
#include "bao-tree.h"
#include "blake3/blake3-impl.h"
#include "blake3/blake3-threads.h"

uint64_t
bao_encoded_size (uint64_t content_len, unsigned int group_log,
                  bool outboard)
{
  return (BAO_HEADER_LEN + bao_parents_size (content_len, group_log)
          + (outboard ? 0 : content_len));
}

/* The size of the encoding of a subtree of LEN bytes, header aside.  */
static size_t
subtree_size (struct bao_enc const *e, size_t len)
{
  return (bao_parents_size (len, e->group_log)
          + (e->outboard ? 0 : len));
}

/* Encode the subtree of LEN bytes at content offset OFF, encoding
   position POS, whose chunk CVs (one per chunk, the subtree's first at
   CVS) are known, and write its CV to CV.  */
static void
encode_from_cvs (struct bao_enc const *e, uint8_t const *cvs, size_t off,
                 size_t len, size_t pos, uint8_t cv[BAO_HASH_LEN])
{
  if (len <= bao_leaf_len (e->group_log))
    {
      if (!e->outboard)
        memcpy (e->out + pos, e->in + off, len);
      size_t n = bao_leaves (len, 0);
      blake3_subtree_cv (e->impl, cvs, n, blake3_iv, 0, cv);
      return;
    }
  size_t left = bao_left_len (len);
  uint8_t *node = e->out + pos;
  encode_from_cvs (e, cvs, off, left, pos + BAO_PARENT_LEN, node);
  encode_from_cvs (e, cvs + left / BLAKE3_CHUNK_LEN * BLAKE3_OUT_LEN,
                   off + left, len - left,
                   pos + BAO_PARENT_LEN + subtree_size (e, left),
                   node + BAO_HASH_LEN);
  bao_parent_cv (e->impl, node, false, cv);
}

/* The largest perfect subtree hashed a level at a time: enough that
   the lowest levels fill the widest kernel's lanes several times over,
   and all its levels' CVs (twice its chunks') fit on the stack.  */
enum { BATCH_CHUNKS = 4 * BLAKE3_MAX_SIMD_DEGREE };

/* Whether a subtree of LEN bytes is perfect and small enough for
   encode_levels.  */
static bool
batchable (size_t len)
{
  return (len % BLAKE3_CHUNK_LEN == 0
          && len <= BATCH_CHUNKS * BLAKE3_CHUNK_LEN
          && (len & (len - 1)) == 0);
}

/* Write the encoding of the perfect subtree of 2^LEVEL chunks that is
   node INDEX of level LEVEL of LEVELS (see encode_levels), content
   offset OFF, encoding position POS.  */
static void
place_nodes (struct bao_enc const *e, uint8_t const *const *levels,
             unsigned int level, size_t index, size_t off, size_t pos)
{
  size_t len = (size_t) BLAKE3_CHUNK_LEN << level;
  if (level <= e->group_log)
    {
      if (!e->outboard)
        memcpy (e->out + pos, e->in + off, len);
      return;
    }
  /* A node is its two children's CVs, which are side by side in the
     level below.  */
  memcpy (e->out + pos, levels[level - 1] + 2 * index * BLAKE3_OUT_LEN,
          BAO_PARENT_LEN);
  size_t half = len / 2;
  place_nodes (e, levels, level - 1, 2 * index, off, pos + BAO_PARENT_LEN);
  place_nodes (e, levels, level - 1, 2 * index + 1, off + half,
               pos + BAO_PARENT_LEN + subtree_size (e, half));
}

/* Encode the perfect subtree T (batchable) a level at a time.  */
static void
encode_levels (struct bao_enc const *e, struct bao_enc_subtree *t)
{
  /* Level 0 holds the chunk CVs, level J + 1 the parents of level J's
     pairs, up to the one CV at the top.  */
  uint8_t cvs[2 * BATCH_CHUNKS * BLAKE3_OUT_LEN];
  uint8_t const *levels[BATCH_CHUNKS];
  size_t n = t->len / BLAKE3_CHUNK_LEN;
  size_t width = e->impl->simd_degree;
  uint64_t chunk = t->off / BLAKE3_CHUNK_LEN;

  uint8_t *level = cvs;
  for (size_t i = 0; i < n; i += width)
    {
      size_t k = n - i < width ? n - i : width;
      blake3_hash_chunks (e->impl, e->in + t->off + i * BLAKE3_CHUNK_LEN,
                          k * BLAKE3_CHUNK_LEN, blake3_iv, chunk + i, 0,
                          level + i * BLAKE3_OUT_LEN);
    }
  unsigned int top = 0;
  levels[0] = level;
  for (; n > 1; n /= 2)
    {
      uint8_t *up = level + n * BLAKE3_OUT_LEN;
      /* blake3_hash_parents takes at most this many CVs a call.  */
      size_t step = 2 * BLAKE3_MAX_SIMD_DEGREE;
      for (size_t i = 0; i < n; i += step)
        blake3_hash_parents (e->impl, level + i * BLAKE3_OUT_LEN,
                             n - i < step ? n - i : step, blake3_iv, 0,
                             up + i / 2 * BLAKE3_OUT_LEN);
      level = up;
      levels[++top] = level;
    }
  memcpy (t->cv, level, BAO_HASH_LEN);
  place_nodes (e, levels, top, 0, t->off, t->pos);
}

static void
run_subtree (void *arg)
{
  bao_encode_subtree (arg);
}

/* Encode the halves L and R of a split, maybe at the same time.  */
static void
encode_halves (struct bao_enc_subtree *l, struct bao_enc_subtree *r)
{
  bao_run_halves (l->e->pool, r->len, run_subtree, l, r);
}

void
bao_encode_subtree (struct bao_enc_subtree *t)
{
  struct bao_enc const *e = t->e;
  uint64_t leaf = bao_leaf_len (e->group_log);

  /* The first subtree on the way down that is at most a piece long
     has its pages read in, by the thread that encodes it.  */
  if (e->page_mask && !t->populated
      && t->len <= BLAKE3_THREADS_POPULATE_LEN)
    {
      blake3_populate (e->in + t->off, t->len, e->page_mask);
      t->populated = true;
    }

  if (leaf < t->len && batchable (t->len))
    encode_levels (e, t);
  else if (t->len <= e->impl->simd_degree * BLAKE3_CHUNK_LEN)
    {
      /* Every leaf of it fits the kernels' width at once.  */
      uint8_t cvs[BLAKE3_MAX_SIMD_DEGREE * BLAKE3_OUT_LEN];
      blake3_hash_chunks (e->impl, e->in + t->off, t->len, blake3_iv,
                          t->off / BLAKE3_CHUNK_LEN, 0, cvs);
      encode_from_cvs (e, cvs, t->off, t->len, t->pos, t->cv);
    }
  else if (t->len <= leaf)
    {
      if (!e->outboard)
        memcpy (e->out + t->pos, e->in + t->off, t->len);
      bao_leaf_cv (e->impl, e->in + t->off, t->len,
                   t->off / BLAKE3_CHUNK_LEN, false, NULL, t->cv);
    }
  else
    {
      size_t left = bao_left_len (t->len);
      struct bao_enc_subtree l = { e, t->off, left, t->pos + BAO_PARENT_LEN,
                                   t->populated, { 0 } };
      struct bao_enc_subtree r = { e, t->off + left, t->len - left,
                                   l.pos + subtree_size (e, left),
                                   t->populated, { 0 } };
      encode_halves (&l, &r);
      uint8_t *node = e->out + t->pos;
      memcpy (node, l.cv, BAO_HASH_LEN);
      memcpy (node + BAO_HASH_LEN, r.cv, BAO_HASH_LEN);
      bao_parent_cv (e->impl, node, false, t->cv);
    }
}

void
bao_encode (uint8_t const *in, uint64_t len, bool mapped,
            unsigned int group_log, bool outboard, struct workers *pool,
            uint8_t *out, uint8_t hash[BAO_HASH_LEN])
{
  struct bao_enc e = { blake3_active_impl (), in, out, group_log, outboard,
                       bao_pool_for (pool, len),
                       blake3_page_mask_for (mapped) };

  for (int i = 0; i < BAO_HEADER_LEN; i++)
    out[i] = (uint8_t) (len >> (8 * i));

  if (len <= bao_leaf_len (group_log))
    {
      /* One leaf, the root: the encoding is the header and the
         content, and the hash plain BLAKE3.  */
      if (!outboard && len > 0)
        memcpy (out + BAO_HEADER_LEN, in, len);
      bao_leaf_cv (e.impl, in, len, 0, true, e.pool, hash);
      return;
    }

  /* The root node is the only one with the ROOT flag, so its halves
     are encoded as any split's, and it is compressed here.  */
  size_t left = bao_left_len (len);
  struct bao_enc_subtree l = { &e, 0, left,
                               BAO_HEADER_LEN + BAO_PARENT_LEN, false,
                               { 0 } };
  struct bao_enc_subtree r = { &e, left, len - left,
                               l.pos + subtree_size (&e, left), false,
                               { 0 } };
  encode_halves (&l, &r);
  uint8_t *node = out + BAO_HEADER_LEN;
  memcpy (node, l.cv, BAO_HASH_LEN);
  memcpy (node + BAO_HASH_LEN, r.cv, BAO_HASH_LEN);
  bao_parent_cv (e.impl, node, true, hash);
}
