/* bao-walk.c -- the one walk over a Bao tree that decoding and slicing share

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

/* Decoding, decoding a slice and cutting a slice all visit the same
   nodes in the same order: the pre-order path from the root to the
   leaves of the wanted range.  They differ only in what they do with a
   node (verify it or copy it) and with a subtree outside the range
   (skip it in the input, or expect it to be absent).

   The walk keeps a stack of the subtrees still to visit, each with the
   CV it must have: one pending right half per level, so never more
   than the tree's depth plus one, whatever the header says.  Nothing
   is sized from the header: the one buffer holds a leaf, which is at
   most 1024 << GROUP_LOG bytes whatever the length claims.  The length
   is trusted only as far as the nodes verify: a wrong one changes the
   size, counter or depth of the final leaf, and so its CV.

   Node by node is slow: one kernel lane, one thread, a read for each
   node.  So a subtree of at most REGION_MAX bytes that lies wholly in
   the range is taken in whole (viewed where the source is in memory,
   else read into one buffer) and verified by bao-verify.c, in the
   lanes and on the pool; only then is its content written.  If it
   fails (a bad node, or the input ends inside it), the walk goes over
   the same bytes again node by node, from memory, which writes the
   verified prefix and stops at the first bad node exactly as it would
   have without the fast path.  */

#include <config.h>

#include "bao-walk.h"

#include <errno.h>
#include <stdalign.h>
#include <stdbool.h>
#include <stdckdint.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>

#include "alignalloc.h"

#include "bao-threads.h"
#include "bao-tree.h"
#include "bao-verify.h"
#include "core/hex.h"
#include "blake3/blake3-impl.h"
#include "core/mapped-pages.h"
#include "core/workers.h"

/* Leaves of at most this many bytes are read into a buffer on the
   stack.  */
enum { STACK_LEAF = 4096 };

/* The largest subtree verified whole: large enough that its halves are
   worth two threads (bao-threads.c) and that the reads and writes are
   few, small enough that decoding a pipe stays well within 16 MiB
   (the region buffer holds the content and, combined, the parents:
   4 MiB plus 1/16 of it).  */
#ifndef BAO_REGION_MAX
# define BAO_REGION_MAX (4 * 1024 * 1024)
#endif

/* The same for a subtree whose content is viewed in place (a mapped
   file), where no pipe's memory bound applies and the region buffer
   holds only the copies of what is verified: fewer, larger regions
   mean fewer forks and joins and less time with one thread busy, and
   a cached 1 GiB decoded 9 to 12% faster than with 4 MiB.  64 MiB was
   slower again, its copies no longer in the caches.  */
#ifndef BAO_VIEWED_REGION_MAX
# define BAO_VIEWED_REGION_MAX (16 * 1024 * 1024)
#endif
enum
{
  REGION_MAX = BAO_REGION_MAX,
  VIEWED_REGION_MAX = (BAO_VIEWED_REGION_MAX < BAO_REGION_MAX
                       ? BAO_REGION_MAX : BAO_VIEWED_REGION_MAX)
};

/* A source and how far into it the walk is, to catch offsets past
   2^64 that a bogus length would lead to.  */
struct source
{
  struct bao_input *in;
  uint64_t pos;
};

/* Read N bytes from S into BUF; store in *GOT how many it did.  */
static enum bao_status
read_some (struct source *s, void *buf, size_t n, size_t *got)
{
  uint8_t *p = buf;
  *got = 0;
  if (ckd_add (&s->pos, s->pos, n))
    return BAO_OVERFLOW;
  if (s->in->view)
    {
      uint8_t const *v = s->in->view (s->in->arg, n);
      if (v)
        {
          memcpy (buf, v, n);
          *got = n;
          return BAO_OK;
        }
    }
  while (n > 0)
    {
      ptrdiff_t r = s->in->read (s->in->arg, p, n);
      if (r < 0)
        {
          if (errno == EINTR)
            continue;
          return BAO_READ_ERROR;
        }
      if (r == 0)
        return BAO_TRUNCATED;
      p += r;
      n -= r;
      *got += r;
    }
  return BAO_OK;
}

static enum bao_status
read_exact (struct source *s, void *buf, size_t n)
{
  size_t got;
  return read_some (s, buf, n, &got);
}

static enum bao_status
skip (struct source *s, uint64_t n)
{
  if (n == 0)
    return BAO_OK;
  if (ckd_add (&s->pos, s->pos, n))
    return BAO_OVERFLOW;
  if (s->in->skip)
    return s->in->skip (s->in->arg, n) == 0 ? BAO_OK : BAO_READ_ERROR;

  /* READ_EXACT counts the bytes again.  */
  s->pos -= n;
  uint8_t buf[4096];
  while (n > 0)
    {
      size_t k = n < sizeof buf ? n : sizeof buf;
      enum bao_status st = read_exact (s, buf, k);
      if (st != BAO_OK)
        return st;
      n -= k;
    }
  return BAO_OK;
}

static enum bao_status
write_all (struct bao_output *out, void const *buf, size_t n)
{
  if (n == 0 || out->write (out->arg, buf, n) == 0)
    return BAO_OK;
  return BAO_WRITE_ERROR;
}

/* A subtree still to visit: LEN bytes from content offset OFF, and the
   CV it must have.  */
struct pending
{
  uint64_t off, len;
  uint8_t cv[BAO_HASH_LEN];
};

/* The buffers of large leaves and of subtrees read whole, kept from
   walk to walk rather than freed: a mapped input that shrinks ends a
   walk by a jump out of it (hashfile.c's SIGBUS guard), which no free
   would follow.  So walks must not run at the same time.  */
static uint8_t *big_leaf, *region;
static size_t big_leaf_size, region_size;

/* Each parent pops one entry and pushes two, on a path at most
   BLAKE3_MAX_DEPTH parents long.  */
enum { STACK_MAX = BLAKE3_MAX_DEPTH + 2 };

/* What a walk shares between its steps.  */
struct walk
{
  enum bao_walk_mode mode;
  struct blake3_impl const *impl;
  struct workers *pool;
  uintptr_t page_mask;          /* of a mapped source, for bao-verify.c */
  unsigned int group_log;
  struct source tree, content;
  bool outboard;
  bool done;                    /* the last leaf wanted has been met */
  struct bao_output *out;
  uint64_t first, last;         /* the leaves holding these are visited */
  uint64_t out_lo, out_hi;      /* the content bytes to write, decoding */
  struct pending stack[STACK_MAX];
  size_t depth;
  uint8_t stack_buf[STACK_LEAF];
};

/* Buffers of 1 MiB or more (a region, a large leaf) lie in huge
   pages where the kernel grants them on request (transparent_hugepage
   "madvise", a common default).  The walk reads a combined region's
   parent nodes some 2 KiB apart, each on a page of its own with 4 KiB
   pages, and the kernel copies into the buffer 4 MiB at a time.  On
   huge pages (two threads, Zen 5) a cached 1 GiB decoded in 0.161 s
   rather than 0.165 s, 0.137 s rather than 0.149 s outboard, the
   walk's share of the time falling from 12% to 7%; a cold one, in a
   memory cgroup of 256 MiB, in 0.317 s rather than 0.342 s (cat:
   0.274 s), 0.342 s rather than 0.348 s outboard (cat: 0.289 s).
   Resident, 2 MB more.  */
enum { HUGE_PAGE = 2 * 1024 * 1024 };

/* Make *BUF, now of *SIZE bytes, at least N bytes long, keeping a
   buffer that is already.  */
static bool
reserve (uint8_t **buf, size_t *size, size_t n)
{
  if (n <= *size)
    return true;
  alignfree (*buf);
  bool huge = HUGE_PAGE / 2 <= n && n <= SIZE_MAX - HUGE_PAGE;
  size_t alloc = huge ? (n + HUGE_PAGE - 1) / HUGE_PAGE * HUGE_PAGE : n;
  *buf = alignalloc (huge ? HUGE_PAGE : alignof (max_align_t), alloc);
  if (!*buf)
    {
      *size = 0;
      errno = ENOMEM;
      return false;
    }
#ifdef MADV_HUGEPAGE
  if (huge)
    madvise (*buf, alloc, MADV_HUGEPAGE);
#endif
  *size = alloc;
  return true;
}

/* Move past the subtree P that lies outside the range.  */
static enum bao_status
skip_subtree (struct walk *w, struct pending const *p)
{
  if (w->mode == BAO_WALK_DECODE_SLICE)
    return BAO_OK;
  uint64_t parents = bao_parents_size (p->len, w->group_log);
  if (w->outboard)
    {
      enum bao_status st = skip (&w->tree, parents);
      return st != BAO_OK ? st : skip (&w->content, p->len);
    }
  uint64_t size;
  if (ckd_add (&size, parents, p->len))
    return BAO_OVERFLOW;
  return skip (&w->tree, size);
}

/* Visit the parent node of P, and push its halves.  */
static enum bao_status
visit_parent (struct walk *w, struct pending const *p, bool root)
{
  uint8_t node[BAO_PARENT_LEN];
  enum bao_status st = read_exact (&w->tree, node, sizeof node);
  if (st != BAO_OK)
    return st;
  if (w->mode == BAO_WALK_SLICE)
    {
      st = write_all (w->out, node, sizeof node);
      if (st != BAO_OK)
        return st;
    }
  else
    {
      uint8_t cv[BAO_HASH_LEN];
      bao_parent_cv (w->impl, node, root, cv);
      /* In constant time, so that a forger learns nothing of how much
         of a node was right.  */
      if (!digest_equal (cv, p->cv, BAO_HASH_LEN))
        return BAO_MISMATCH;
    }

  uint64_t left = bao_left_len (p->len);
  struct pending *r = &w->stack[w->depth++];
  r->off = p->off + left;
  r->len = p->len - left;
  memcpy (r->cv, node + BAO_HASH_LEN, BAO_HASH_LEN);
  struct pending *l = &w->stack[w->depth++];
  l->off = p->off;
  l->len = left;
  memcpy (l->cv, node, BAO_HASH_LEN);
  return BAO_OK;
}

/* Whether any of the LEN content bytes from offset OFF lies in the
   output range; if so, set [*LO, *HI) to the part that does.  */
static bool
output_part (struct walk const *w, uint64_t off, uint64_t len, uint64_t *lo,
             uint64_t *hi)
{
  *lo = off < w->out_lo ? w->out_lo : off;
  *hi = off + len > w->out_hi ? w->out_hi : off + len;
  return *lo < *hi;
}

/* Write the part of the LEN content bytes at P, content offset OFF,
   that lies in the output range.  */
static enum bao_status
write_range (struct walk *w, uint8_t const *p, uint64_t off, uint64_t len)
{
  uint64_t lo, hi;
  if (!output_part (w, off, len, &lo, &hi))
    return BAO_OK;
  return write_all (w->out, p + (lo - off), hi - lo);
}

/* Visit the leaf P: read it whole, then verify and write the part of it
   in the output range, or copy it.  */
static enum bao_status
visit_leaf (struct walk *w, struct pending const *p, bool root)
{
  size_t len = p->len;
  /* Only large chunk groups need more than the stack buffer, and only
     for a leaf of at most 1024 << GROUP_LOG bytes.  */
  uint8_t *leaf = w->stack_buf;
  if (sizeof w->stack_buf < len)
    {
      if (!reserve (&big_leaf, &big_leaf_size, len))
        return BAO_READ_ERROR;
      leaf = big_leaf;
    }

  /* Read (or, from memory, copied) into a buffer of its own, so that
     the bytes written are the bytes verified even if a mapped file
     changes meanwhile.  */
  enum bao_status st = read_exact (w->outboard ? &w->content : &w->tree,
                                   leaf, len);
  if (st != BAO_OK)
    return st;
  if (w->mode == BAO_WALK_SLICE)
    return write_all (w->out, leaf, len);

  uint8_t cv[BAO_HASH_LEN];
  bao_leaf_cv (w->impl, leaf, len, p->off / BLAKE3_CHUNK_LEN, root, NULL,
               cv);
  if (!digest_equal (cv, p->cv, BAO_HASH_LEN))
    return BAO_MISMATCH;
  return write_range (w, leaf, p->off, len);
}

/* Whether P is a subtree for the fast path: decoding, not the root,
   more than a leaf, at most REGION_MAX bytes (VIEWED_REGION_MAX when
   every source it reads is viewed in place), and wholly wanted.  */
static bool
region_fits (struct walk const *w, struct pending const *p, bool root)
{
  bool viewed = (w->tree.in->view
                 && (!w->outboard || w->content.in->view));
  /* With many threads, the whole of a viewed region may be mapped at
     once (mapped-pages.h), beside its copies: 64 threads decoding a
     cached 1 GiB peaked at 33.4 MB (combined) and 35.0 MB (outboard)
     with regions of 16 MiB, and 29.6 to 33.3 MB (outboard) with
     regions of 8 MiB.  So a region and its copies together are kept
     within the budget of mapped-pages.h (doc/measurements.md).  */
  size_t threads = w->pool ? workers_threads (w->pool) : 1;
  size_t most = (!viewed ? REGION_MAX
                 : mapped_window (threads) ? MAPPED_RESIDENT_BUDGET / 2
                 : VIEWED_REGION_MAX);
  if (! (w->mode != BAO_WALK_SLICE && !root
         && bao_leaf_len (w->group_log) < p->len && p->len <= most
         && w->first <= p->off && p->off + p->len - 1 <= w->last))
    return false;

  /* Near 2^64 (after a bogus length's seeks), the node-by-node walk
     says where the offsets overflow.  */
  uint64_t end;
  uint64_t size = bao_parents_size (p->len, w->group_log) + p->len;
  if (w->outboard)
    return (!ckd_add (&end, w->tree.pos, size - p->len)
            && !ckd_add (&end, w->content.pos, p->len));
  return !ckd_add (&end, w->tree.pos, size);
}

/* Leaves of a combined encoding to write with one WRITEV: with the
   kernel copying them out of the encoding, they need no copy to the
   sink's buffer first, which took a sixth of a decode.  */
enum { GATHER_MAX = 128 };
struct gather
{
  struct iovec iov[GATHER_MAX];
  int n;
};

static enum bao_status
write_gathered (struct walk *w, struct gather *g)
{
  int n = g->n;
  g->n = 0;
  if (n == 0 || w->out->writev (w->out->arg, g->iov, n) == 0)
    return BAO_OK;
  return BAO_WRITE_ERROR;
}

/* Write the part of the leaf of LEN bytes at P, content offset OFF,
   that lies in the output range, gathered in G if the output takes
   gathered writes.  */
static enum bao_status
write_leaf (struct walk *w, struct gather *g, uint8_t const *p, uint64_t off,
            uint64_t len)
{
  uint64_t lo, hi;
  if (!w->out->writev)
    return write_range (w, p, off, len);
  if (!output_part (w, off, len, &lo, &hi))
    return BAO_OK;
  if (g->n == GATHER_MAX)
    {
      enum bao_status st = write_gathered (w, g);
      if (st != BAO_OK)
        return st;
    }
  g->iov[g->n++] = (struct iovec) { (void *) (p + (lo - off)), hi - lo };
  return BAO_OK;
}

/* Write the content of the combined subtree encoding at ENC (content
   offset OFF, LEN bytes): its leaves, in order, between the nodes,
   gathered in G.  */
static enum bao_status
write_leaves (struct walk *w, struct gather *g, uint8_t const *enc,
              uint64_t off, uint64_t len)
{
  uint64_t leaf = bao_leaf_len (w->group_log);
  while (leaf < len)
    {
      uint64_t left = bao_left_len (len);
      enum bao_status st = write_leaves (w, g, enc + BAO_PARENT_LEN, off,
                                         left);
      if (st != BAO_OK)
        return st;
      enc += BAO_PARENT_LEN + bao_parents_size (left, w->group_log) + left;
      off += left;
      len -= left;
    }
  return write_leaf (w, g, enc, off, len);
}

/* Bytes in memory, as a source the walk can read again.  */
struct mem_source
{
  uint8_t const *p;
  size_t left;
  bool ran_out;                 /* a read found the end */
};

static ptrdiff_t
mem_read (void *arg, void *buf, size_t n)
{
  struct mem_source *m = arg;
  size_t k = n < m->left ? n : m->left;
  memcpy (buf, m->p, k);
  m->p += k;
  m->left -= k;
  m->ran_out |= k == 0;
  return k;
}

static uint8_t const *
mem_view (void *arg, size_t n)
{
  struct mem_source *m = arg;
  if (m->left < n)
    return NULL;
  uint8_t const *p = m->p;
  m->p += n;
  m->left -= n;
  return p;
}

static enum bao_status walk_pending (struct walk *w, size_t base, bool root,
                                     bool fast);

/* Go over P again node by node, from the NODES_LEN bytes at NODES (and
   the CONTENT_LEN at CONTENT, outboard) that the fast path took in,
   and return what the walk would have returned: the first bad node's
   MISMATCH after writing what precedes it, or, if one source's bytes
   ran out first, why they did: TREE_END or CONTENT_END.  */
static enum bao_status
walk_again (struct walk *w, struct pending const *p,
            uint8_t const *nodes, size_t nodes_len, enum bao_status tree_end,
            uint8_t const *content, size_t content_len,
            enum bao_status content_end)
{
  struct mem_source mt = { nodes, nodes_len, false };
  struct mem_source mc = { content, content_len, false };
  struct bao_input it = { mem_read, NULL, mem_view, &mt };
  struct bao_input ic = { mem_read, NULL, mem_view, &mc };
  struct source tree = w->tree, cont = w->content;
  w->tree.in = &it;
  w->content.in = &ic;

  size_t base = w->depth;
  w->stack[w->depth++] = *p;
  enum bao_status st = walk_pending (w, base, false, false);

  w->tree = tree;
  w->content = cont;
  w->depth = base;
  if (st == BAO_TRUNCATED)
    st = mt.ran_out ? tree_end : content_end;
  /* The walk cannot pass what the fast path failed, as both check the
     same nodes; if it did, fail safe all the same.  */
  return st == BAO_OK ? BAO_MISMATCH : st;
}

/* Regions are read on the pool in pieces of at least this many bytes
   where the source can read at an offset (READ_AT).  Read through
   READ, the copy from the page cache was the one part of a region's
   work on one thread alone: on a cached 1 GiB (two threads, Zen 5),
   reading each region in four pieces took a decode to /dev/null from
   0.29 to 0.27 s, outboard from 0.24 to 0.18 s; pieces of 512 KiB were
   no faster.  */
enum { READ_PIECE_MIN = 1024 * 1024 };

/* N bytes of a source to read at offset AT into BUF, on the threads of
   POOL (which may be null), and whether all of them were.  */
struct piece
{
  struct bao_input *in;
  struct workers *pool;
  uint8_t *buf;
  size_t n;
  uint64_t at;
  bool ok;
};

static void
read_piece (void *arg)
{
  struct piece *p = arg;
  if (p->pool && 2 * READ_PIECE_MIN <= p->n)
    {
      size_t left = p->n / 2;
      struct piece a = { p->in, p->pool, p->buf, left, p->at, false };
      struct piece b = { p->in, p->pool, p->buf + left, p->n - left,
                         p->at + left, false };
      bao_run_halves (p->pool, b.n, read_piece, &a, &b);
      p->ok = a.ok && b.ok;
    }
  else
    p->ok = p->in->read_at (p->in->arg, p->buf, p->n, p->at) == 0;
}

/* Read the next N bytes of S into BUF in pieces on the walk's pool,
   without moving S, and return whether it did.  If S cannot be read so,
   or a piece comes up short (an error, or the file ended), the caller
   reads the same bytes through READ, in order, which stops where the
   file does.  */
static bool
read_in_pieces (struct walk *w, struct source const *s, uint8_t *buf,
                size_t n)
{
  struct piece all = { s->in, bao_pool_for (w->pool, n), buf, n, s->pos,
                       false };
  if (!s->in->read_at || !all.pool)
    return false;
  read_piece (&all);
  return all.ok;
}

/* Set *P to the address of the next N bytes of S, viewed in place or
   read into the region buffer at offset AT of its SIZE bytes, and *GOT
   to how many there were.  Viewed, set *COPY to where in the region
   buffer they are to be copied as they are verified (bao-verify.h).  */
static enum bao_status
take (struct walk *w, struct source *s, size_t at, size_t size, size_t n,
      uint8_t const **p, uint8_t **copy, size_t *got)
{
  *got = 0;
  *copy = NULL;
  if (!reserve (&region, &region_size, size))
    return BAO_READ_ERROR;
  uint8_t const *v = s->in->view ? s->in->view (s->in->arg, n) : NULL;
  if (v)
    {
      /* region_fits checked that this cannot overflow.  */
      s->pos += n;
      *p = v;
      *copy = region + at;
      *got = n;
      return BAO_OK;
    }
  *p = region + at;
  if (!read_in_pieces (w, s, region + at, n))
    return read_some (s, region + at, n, got);
  /* A source read at offsets moves by seeking; region_fits checked
     that this cannot overflow.  If it cannot move, the walk stops
     there with its error, having written nothing of these bytes.  */
  s->pos += n;
  if (s->in->skip (s->in->arg, n) != 0)
    return BAO_READ_ERROR;
  *got = n;
  return BAO_OK;
}

/* Take in the subtree P whole, verify it fast, and write its content;
   or, if it fails, walk it again.  */
static enum bao_status
visit_region (struct walk *w, struct pending const *p)
{
  size_t parents = bao_parents_size (p->len, w->group_log);
  size_t size = parents + p->len;
  size_t nodes_len = w->outboard ? parents : size;

  /* Outboard, the content is taken in even if the tree ran out, so
     that walking again meets the two ends in the order the walk
     would.  */
  struct bao_subtree t = { NULL, NULL, NULL, p->off, p->len };
  size_t got_nodes, got_content = 0;
  /* A combined encoding viewed in place has its leaves copied, in
     order, to the region buffer its bytes were not read into, so that
     the verified content is written with one call rather than a leaf
     at a time through the sink's buffer (a second copy of every byte,
     which cost a sixth of a decode).  */
  uint8_t *tree_copy;
  enum bao_status st_tree = take (w, &w->tree, 0, size, nodes_len, &t.nodes,
                                  &tree_copy, &got_nodes);
  enum bao_status st_content = BAO_OK;
  if (w->outboard)
    st_content = take (w, &w->content, nodes_len, size, p->len, &t.content,
                       &t.content_copy, &got_content);
  else
    t.content_copy = tree_copy;
  if (st_tree != BAO_OK || st_content != BAO_OK
      || !bao_verify_subtree (w->impl, w->pool, w->group_log, &t, p->cv,
                              w->page_mask))
    return walk_again (w, p, t.nodes, got_nodes, st_tree, t.content,
                       got_content, st_content);

  /* Written from the bytes verified: the copy, if there is one.  */
  if (! (w->outboard || t.content_copy))
    {
      struct gather g;
      g.n = 0;
      enum bao_status st = write_leaves (w, &g, t.nodes, p->off, p->len);
      return st != BAO_OK ? st : write_gathered (w, &g);
    }
  enum bao_status st = write_range (w, t.content_copy ? t.content_copy
                                    : t.content, p->off, p->len);
  /* The bytes viewed in a mapping are not read again: drop their
     page-table entries, or a decode would keep as much of the file
     resident as it has verified (1.1 GB for a cached 1 GiB).  */
  if (tree_copy)
    mapped_release (t.nodes, nodes_len, w->page_mask);
  if (w->outboard && t.content_copy)
    mapped_release (t.content, p->len, w->page_mask);
  return st;
}

/* Visit the pending subtrees above BASE on the stack, the first of
   them the root if ROOT, taking subtrees whole if FAST.  */
static enum bao_status
walk_pending (struct walk *w, size_t base, bool root, bool fast)
{
  uint64_t leaf = bao_leaf_len (w->group_log);
  for (; base < w->depth && !w->done; root = false)
    {
      struct pending p = w->stack[--w->depth];
      enum bao_status st;
      if (!root && p.off + p.len <= w->first)
        st = skip_subtree (w, &p);
      else if (p.off > w->last)
        {
          w->done = true;
          break;
        }
      else if (fast && region_fits (w, &p, root))
        {
          st = visit_region (w, &p);
          w->done = st == BAO_OK && p.off + p.len > w->last;
        }
      else if (p.len > leaf)
        st = visit_parent (w, &p, root);
      else
        {
          st = visit_leaf (w, &p, root);
          w->done = st == BAO_OK && p.off + p.len > w->last;
        }
      if (st != BAO_OK)
        return st;
    }
  return BAO_OK;
}

static enum bao_status
walk_tree (struct walk *w, uint8_t const hash[BAO_HASH_LEN],
           uint64_t start, uint64_t count)
{
  uint8_t header[BAO_HEADER_LEN];
  enum bao_status st = read_exact (&w->tree, header, sizeof header);
  if (st != BAO_OK)
    return st;
  uint64_t n = bao_header_length (header);
  if (w->mode == BAO_WALK_SLICE)
    {
      st = write_all (w->out, header, sizeof header);
      if (st != BAO_OK)
        return st;
    }

  /* The leaves to visit are those holding [FIRST, LAST], the rules of
     a slice: a START at or past the end names the final leaf, and a
     COUNT of 0 counts as 1.  Start and count are never added without
     a cap.  The bytes to write are [START, START + COUNT) capped at
     the end.  */
  if (start < n)
    {
      w->first = start;
      uint64_t c = count ? count : 1;
      w->last = c > n - start ? n - 1 : start + c - 1;
      w->out_lo = start;
      w->out_hi = count > n - start ? n : start + count;
    }
  else
    {
      w->first = w->last = n ? n - 1 : 0;
      w->out_lo = w->out_hi = n;
    }

  w->depth = 1;
  w->stack[0].off = 0;
  w->stack[0].len = n;
  if (hash)
    memcpy (w->stack[0].cv, hash, BAO_HASH_LEN);
  return walk_pending (w, 0, true, true);
}

enum bao_status
bao_walk (enum bao_walk_mode mode, uint8_t const hash[BAO_HASH_LEN],
          struct bao_input *tree, struct bao_input *content,
          unsigned int group_log, uint64_t start, uint64_t count,
          struct workers *pool, struct bao_output *out)
{
  struct walk w;
  w.mode = mode;
  w.impl = blake3_active_impl ();
  w.pool = pool;
  w.group_log = group_log;
  w.tree.in = tree;
  w.tree.pos = 0;
  w.content.in = content;
  w.content.pos = 0;
  w.outboard = content != NULL;
  w.page_mask = mapped_page_mask (tree->mapped
                                  || (content && content->mapped));
  w.done = false;
  w.out = out;
  return walk_tree (&w, hash, start, count);
}
