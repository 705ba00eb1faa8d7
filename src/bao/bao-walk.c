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
   size, counter or depth of the final leaf, and so its CV.  */

#include <config.h>

#include "bao-walk.h"

#include <errno.h>
#include <stdbool.h>
#include <stdckdint.h>
#include <stdlib.h>
#include <string.h>

#include "bao-tree.h"
#include "hex.h"
#include "blake3/blake3-impl.h"

/* Leaves of at most this many bytes are read into a buffer on the
   stack, so plain Bao allocates nothing.  */
enum { STACK_LEAF = 4096 };

/* A source and how far into it the walk is, to catch offsets past
   2^64 that a bogus length would lead to.  */
struct source
{
  struct bao_input *in;
  uint64_t pos;
};

static enum bao_status
read_exact (struct source *s, void *buf, size_t n)
{
  uint8_t *p = buf;
  if (ckd_add (&s->pos, s->pos, n))
    return BAO_OVERFLOW;
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
    }
  return BAO_OK;
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

/* What a walk shares between its steps.  */
struct walk
{
  enum bao_walk_mode mode;
  struct blake3_impl const *impl;
  unsigned int group_log;
  struct source tree, content;
  bool outboard;
  struct bao_output *out;
  uint64_t out_lo, out_hi;      /* the content bytes to write, decoding */
  uint8_t stack_buf[STACK_LEAF];
  uint8_t *leaf;                /* the leaf buffer: STACK_BUF or malloc */
  size_t leaf_size;
};

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

/* Visit the parent node of P, and push its halves onto STACK.  */
static enum bao_status
visit_parent (struct walk *w, struct pending const *p, bool root,
              struct pending *stack, size_t *depth)
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
  struct pending *r = &stack[(*depth)++];
  r->off = p->off + left;
  r->len = p->len - left;
  memcpy (r->cv, node + BAO_HASH_LEN, BAO_HASH_LEN);
  struct pending *l = &stack[(*depth)++];
  l->off = p->off;
  l->len = left;
  memcpy (l->cv, node, BAO_HASH_LEN);
  return BAO_OK;
}

/* Visit the leaf P: read it whole, then verify and write the part of it
   in the output range, or copy it.  */
static enum bao_status
visit_leaf (struct walk *w, struct pending const *p, bool root)
{
  size_t len = p->len;
  if (len > w->leaf_size)
    {
      /* Only large chunk groups get here, and only for a leaf of at
         most 1024 << GROUP_LOG bytes.  */
      if (w->leaf != w->stack_buf)
        free (w->leaf);
      w->leaf = malloc (len);
      if (!w->leaf)
        {
          w->leaf = w->stack_buf;
          w->leaf_size = 0;
          errno = ENOMEM;
          return BAO_READ_ERROR;
        }
      w->leaf_size = len;
    }

  enum bao_status st = read_exact (w->outboard ? &w->content : &w->tree,
                                   w->leaf, len);
  if (st != BAO_OK)
    return st;
  if (w->mode == BAO_WALK_SLICE)
    return write_all (w->out, w->leaf, len);

  uint8_t cv[BAO_HASH_LEN];
  bao_leaf_cv (w->impl, w->leaf, len, p->off / BLAKE3_CHUNK_LEN, root, NULL,
               cv);
  if (!digest_equal (cv, p->cv, BAO_HASH_LEN))
    return BAO_MISMATCH;

  uint64_t lo = p->off < w->out_lo ? w->out_lo : p->off;
  uint64_t hi = p->off + len > w->out_hi ? w->out_hi : p->off + len;
  if (lo >= hi)
    return BAO_OK;
  return write_all (w->out, w->leaf + (lo - p->off), hi - lo);
}

static enum bao_status
walk_tree (struct walk *w, uint8_t const hash[BAO_HASH_LEN],
           uint64_t start, uint64_t count)
{
  uint8_t header[BAO_HEADER_LEN];
  enum bao_status st = read_exact (&w->tree, header, sizeof header);
  if (st != BAO_OK)
    return st;
  uint64_t n = 0;
  for (int i = BAO_HEADER_LEN - 1; 0 <= i; i--)
    n = n << 8 | header[i];
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
  uint64_t first, last;
  if (start < n)
    {
      first = start;
      uint64_t c = count ? count : 1;
      last = c > n - start ? n - 1 : start + c - 1;
      w->out_lo = start;
      w->out_hi = count > n - start ? n : start + count;
    }
  else
    {
      first = last = n ? n - 1 : 0;
      w->out_lo = w->out_hi = n;
    }

  /* Each parent pops one entry and pushes two, on a path at most
     BLAKE3_MAX_DEPTH parents long.  */
  struct pending stack[BLAKE3_MAX_DEPTH + 2];
  size_t depth = 1;
  stack[0].off = 0;
  stack[0].len = n;
  if (hash)
    memcpy (stack[0].cv, hash, BAO_HASH_LEN);
  uint64_t leaf = bao_leaf_len (w->group_log);

  for (bool root = true; depth > 0; root = false)
    {
      struct pending p = stack[--depth];
      if (!root && p.off + p.len <= first)
        st = skip_subtree (w, &p);
      else if (p.off > last)
        break;
      else if (p.len > leaf)
        st = visit_parent (w, &p, root, stack, &depth);
      else
        {
          st = visit_leaf (w, &p, root);
          if (st == BAO_OK && p.off + p.len > last)
            break;
        }
      if (st != BAO_OK)
        return st;
    }
  return BAO_OK;
}

enum bao_status
bao_walk (enum bao_walk_mode mode, uint8_t const hash[BAO_HASH_LEN],
          struct bao_input *tree, struct bao_input *content,
          unsigned int group_log, uint64_t start, uint64_t count,
          struct bao_output *out)
{
  struct walk w;
  w.mode = mode;
  w.impl = blake3_active_impl ();
  w.group_log = group_log;
  w.tree.in = tree;
  w.tree.pos = 0;
  w.content.in = content;
  w.content.pos = 0;
  w.outboard = content != NULL;
  w.out = out;
  w.leaf = w.stack_buf;
  w.leaf_size = sizeof w.stack_buf;

  enum bao_status st = walk_tree (&w, hash, start, count);
  if (w.leaf != w.stack_buf)
    {
      int e = errno;
      free (w.leaf);
      errno = e;
    }
  return st;
}
