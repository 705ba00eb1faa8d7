/* bao-verify.c -- verify a whole Bao subtree held in memory, at speed


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

/* The walk (bao-walk.c) verifies one node or leaf at a time, which
   uses one lane of the kernels and one thread.  A subtree that is all
   in memory can be checked faster: every node's expected CV is known
   from the parent above it before the node is hashed, so the nodes
   are independent checks that can be queued and hashed many at a time
   (hash_many over whole chunks, and over parent nodes as one-block
   inputs), and the two halves of a large subtree can go to two
   threads.  The work is the walk's, no more: each leaf and parent is
   hashed once.  */

#include <config.h>

#include "bao-verify.h"

#include <string.h>

#include "bao-threads.h"
#include "bao-tree.h"
#include "core/hex.h"
#include "blake3/blake3-impl.h"
#include "core/mapped-pages.h"
#include "blake3/blake3-threads.h"

/* The checks queued for the kernels, and the verdict so far.  */
struct queue
{
  struct blake3_impl const *impl;
  unsigned int group_log;
  bool ok;

  /* Whole leaves whose chunks are consecutive from chunk CHUNK0: the
     chunks, where each is to be copied as it is hashed (if COPYING),
     and each leaf's expected CV.  */
  size_t n_chunks, n_leaves;
  uint64_t chunk0;
  bool copying;
  uint8_t const *chunks[BLAKE3_MAX_SIMD_DEGREE];
  uint8_t *copies[BLAKE3_MAX_SIMD_DEGREE];
  uint8_t leaf_cv[BLAKE3_MAX_SIMD_DEGREE][BAO_HASH_LEN];
  /* The end of the memory that the leaves lie in (hash_many's
     STREAM_END).  */
  uint8_t const *leaves_end;

  /* Copies of parent nodes (PARENTS[i] points to NODES[i]), and each
     one's expected CV.  */
  size_t n_parents;
  uint8_t nodes[BLAKE3_MAX_SIMD_DEGREE][BAO_PARENT_LEN];
  uint8_t const *parents[BLAKE3_MAX_SIMD_DEGREE];
  uint8_t parent_cv[BLAKE3_MAX_SIMD_DEGREE][BAO_HASH_LEN];
};

static void
queue_init (struct queue *q, struct blake3_impl const *impl,
            unsigned int group_log, uint8_t const *leaves_end)
{
  q->impl = impl;
  q->group_log = group_log;
  q->leaves_end = leaves_end;
  q->ok = true;
  q->copying = false;
  q->n_chunks = q->n_leaves = q->n_parents = 0;
  for (size_t i = 0; i < BLAKE3_MAX_SIMD_DEGREE; i++)
    q->parents[i] = q->nodes[i];
}

static void
flush_leaves (struct queue *q)
{
  if (q->n_chunks == 0)
    return;
  uint8_t cvs[BLAKE3_MAX_SIMD_DEGREE * BLAKE3_OUT_LEN];
  if (q->copying)
    blake3_hash_many_copy (q->impl, q->chunks, q->copies, q->n_chunks,
                           BLAKE3_CHUNK_LEN / BLAKE3_BLOCK_LEN, blake3_iv,
                           q->chunk0, true, 0, BLAKE3_CHUNK_START,
                           BLAKE3_CHUNK_END, cvs, q->leaves_end);
  else
    q->impl->hash_many (q->chunks, q->n_chunks,
                        BLAKE3_CHUNK_LEN / BLAKE3_BLOCK_LEN, blake3_iv,
                        q->chunk0, true, 0, BLAKE3_CHUNK_START,
                        BLAKE3_CHUNK_END, cvs, q->leaves_end);
  size_t per_leaf = (size_t) 1 << q->group_log;
  for (size_t i = 0; i < q->n_leaves; i++)
    {
      uint8_t cv[BLAKE3_OUT_LEN];
      blake3_subtree_cv (q->impl, cvs + i * per_leaf * BLAKE3_OUT_LEN,
                         per_leaf, blake3_iv, 0, cv);
      q->ok &= digest_equal (cv, q->leaf_cv[i], BAO_HASH_LEN);
    }
  q->n_chunks = q->n_leaves = 0;
}

static void
flush_parents (struct queue *q)
{
  if (q->n_parents == 0)
    return;
  uint8_t cvs[BLAKE3_MAX_SIMD_DEGREE * BLAKE3_OUT_LEN];
  q->impl->hash_many (q->parents, q->n_parents, 1, blake3_iv, 0, false,
                      BLAKE3_PARENT, 0, 0, cvs, NULL);
  for (size_t i = 0; i < q->n_parents; i++)
    q->ok &= digest_equal (cvs + i * BLAKE3_OUT_LEN, q->parent_cv[i],
                           BAO_HASH_LEN);
  q->n_parents = 0;
}

static void
flush (struct queue *q)
{
  flush_leaves (q);
  flush_parents (q);
}

/* Queue the check of the leaf of LEN bytes at IN, content offset OFF,
   against CV, the leaf to be copied to COPY (if not null) and verified
   as copied.  A leaf is hashed in the lanes with others when it is
   whole and its chunks fit them, copied by the kernel as it reads it;
   the last leaf, which may be short, and leaves wider than the kernel
   are copied first and hashed alone, as the walk does (the core's tree
   code then fills the lanes within the leaf).  */
static void
queue_leaf (struct queue *q, uint8_t const *in, uint8_t *copy, uint64_t off,
            uint64_t len, uint8_t const cv[BAO_HASH_LEN])
{
  size_t width = q->impl->simd_degree;
  size_t per_leaf = (size_t) 1 << q->group_log;
  uint64_t chunk = off / BLAKE3_CHUNK_LEN;
  if (len != bao_leaf_len (q->group_log) || width < per_leaf)
    {
      if (copy)
        in = memcpy (copy, in, len);
      uint8_t got[BAO_HASH_LEN];
      bao_leaf_cv (q->impl, in, len, chunk, false, NULL, got);
      q->ok &= digest_equal (got, cv, BAO_HASH_LEN);
      return;
    }

  /* hash_many counts the chunks up from one counter.  */
  if (width < q->n_chunks + per_leaf || q->chunk0 + q->n_chunks != chunk
      || q->copying != !!copy)
    flush_leaves (q);
  if (q->n_chunks == 0)
    {
      q->chunk0 = chunk;
      q->copying = copy;
    }
  for (size_t i = 0; i < per_leaf; i++)
    {
      q->copies[q->n_chunks] = copy ? copy + i * BLAKE3_CHUNK_LEN : NULL;
      q->chunks[q->n_chunks++] = in + i * BLAKE3_CHUNK_LEN;
    }
  memcpy (q->leaf_cv[q->n_leaves++], cv, BAO_HASH_LEN);
}

static void
queue_parent (struct queue *q, uint8_t const node[BAO_PARENT_LEN],
              uint8_t const cv[BAO_HASH_LEN])
{
  if (q->n_parents == q->impl->simd_degree)
    flush_parents (q);
  memcpy (q->nodes[q->n_parents], node, BAO_PARENT_LEN);
  memcpy (q->parent_cv[q->n_parents++], cv, BAO_HASH_LEN);
}

/* One subtree to check, against CV; with its own queue when it runs
   on a thread of its own.  */
struct check
{
  struct workers *pool;
  struct queue *q;
  struct bao_subtree t;
  uint8_t const *cv;
  /* For sources that are mappings, the page-size mask of
     mapped_populate, and whether a subtree enclosing this one has had
     its pages read in.  */
  uintptr_t page_mask;
  bool populated;
};

static void check_subtree (struct check const *c);
static void check_nodes (struct check const *c, bool populated);

/* A half given to bao_run_halves.  The left half runs on the forking
   thread (workers_join2 runs its A there) and queues its checks with
   the forking check's; the right half may run on another thread, and
   so has a queue of its own, so that the two threads share nothing
   they write.  A queue is some 5 KB, and a thread's stack holds a
   split's at each level it forks or helps: with a queue for each half,
   each of 64 threads decoding had 130 KB of stack resident.  */
struct half
{
  struct check c;
  struct queue *own;            /* the right half's, flushed at its end */
};

static void
run_half (void *arg)
{
  struct half *h = arg;
  check_subtree (&h->c);
  if (h->own)
    flush (h->own);
}

static void
check_subtree (struct check const *c)
{
  struct queue *q = c->q;
  struct bao_subtree const *t = &c->t;
  if (!q->ok)
    return;

  /* The first subtree on the way down that is at most a piece long has
     its page-table entries built first, by the thread that checks it,
     as b3sum does: fewer faults, and the kernels' prefetches are not
     dropped at the start of each page (bao-commands.c has numbers).  */
  if (! (c->page_mask && !c->populated
         && t->len <= BLAKE3_THREADS_POPULATE_LEN))
    {
      check_nodes (c, c->populated);
      return;
    }
  size_t parents = bao_parents_size (t->len, q->group_log);
  uint8_t const *content = t->content ? t->content : t->nodes;
  size_t content_size = t->content ? t->len : parents + t->len;
  if (t->content)
    mapped_populate (t->nodes, parents, c->page_mask);
  mapped_populate (content, content_size, c->page_mask);
  check_nodes (c, true);

  /* The content that was viewed in place and copied as it was hashed
     (bao-verify.h) is not read again: once its queued leaves are
     hashed, its page-table entries are dropped, so that a decode keeps
     no more of a mapped file resident than the pieces in hand.  */
  if (t->content_copy)
    {
      flush (q);
      mapped_release (content, content_size, c->page_mask);
    }
}

/* Check C's subtree, its pages read in already if POPULATED.  */
static void
check_nodes (struct check const *c, bool populated)
{
  struct queue *q = c->q;
  struct bao_subtree const *t = &c->t;
  if (t->len <= bao_leaf_len (q->group_log))
    {
      /* Outboard, the leaf is the content's; combined, it lies among
         the nodes.  */
      queue_leaf (q, t->content ? t->content : t->nodes, t->content_copy,
                  t->off, t->len, c->cv);
      return;
    }

  /* The node's halves follow it: combined, the left half's nodes and
     leaves, then the right half's; outboard, the two halves' nodes,
     and the content apart.  The halves are checked against the CVs of
     this copy, which lives until they are done.  */
  uint8_t node[BAO_PARENT_LEN];
  memcpy (node, t->nodes, sizeof node);
  queue_parent (q, node, c->cv);
  uint64_t left = bao_left_len (t->len);
  uint64_t left_size = bao_parents_size (left, q->group_log)
                       + (t->content ? 0 : left);
  size_t rn = BAO_PARENT_LEN + left_size;
  struct check l = { c->pool, q,
                     { t->nodes + BAO_PARENT_LEN, t->content,
                       t->content_copy, t->off, left },
                     node, c->page_mask, populated };
  struct check r = { c->pool, q,
                     { t->nodes + rn, t->content ? t->content + left : NULL,
                       t->content_copy ? t->content_copy + left : NULL,
                       t->off + left, t->len - left },
                     node + BAO_HASH_LEN, c->page_mask, populated };
  if (bao_split_pays (c->pool, r.t.len))
    {
      struct queue rq;
      queue_init (&rq, q->impl, q->group_log, q->leaves_end);
      r.q = &rq;
      struct half a = { l, NULL }, b = { r, &rq };
      bao_run_halves (c->pool, r.t.len, run_half, &a, &b);
      q->ok &= rq.ok;
      return;
    }
  check_subtree (&l);
  check_subtree (&r);
}

bool
bao_verify_subtree (struct blake3_impl const *impl, struct workers *pool,
                    unsigned int group_log, struct bao_subtree const *t,
                    uint8_t const cv[BAO_HASH_LEN], uintptr_t page_mask)
{
  /* Combined, the leaves lie among the nodes, which end with the last
     leaf; outboard, they are the content.  */
  uint8_t const *leaves_end
    = (t->content ? t->content + t->len
       : t->nodes + bao_parents_size (t->len, group_log) + t->len);
  struct queue q;
  queue_init (&q, impl, group_log, leaves_end);
  struct check c = { bao_pool_for (pool, t->len), &q, *t, cv, page_mask,
                     false };
  check_subtree (&c);
  flush (&q);
  return q.ok;
}
