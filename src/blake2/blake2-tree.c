/* blake2-tree.c -- streaming BLAKE2 tree hashing (s3git's and general trees)

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

#include "blake2-tree.h"

#include <assert.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "blake2b.h"
#include "blake2s.h"
#include "core/mapped-pages.h"
#include "core/read-at.h"

/* How the streaming state works.

   A node cannot be finished until we know whether it is the last one of
   its level (the f1 flag), and an inner node until we know whether it is
   the root (its digest_length is then S).  So:

   * The current leaf is an open BLAKE2 state.  When it holds a whole
     leaf it stays open until one more byte arrives; only then is it
     finished as "not last".  blake2_tree_final finishes it as last.

   * Each inner level below the top keeps the outputs of the children of
     its current node in a buffer of FANOUT slots.  A full buffer is
     hashed only when the next child arrives, for the same reason.  This
     is the O(depth * fanout * 64) stack.

   * The top level, node_depth TOP, takes every node of the level below
     it, so its single node can only be the root: it is an open state
     with the root's parameters from the start, fed as children arrive.
     That is the whole of s3git's root, and it keeps the memory bounded
     however many children it gets.

   TOP is MAX_DEPTH - 1, but never more than the number of levels that
   2^64 - 1 leaves can need: levels above that would always stay empty,
   so no buffer is made for them.  */

/* Node parameters that vary within one tree.  */
struct node
{
  size_t digest_length;
  uint64_t offset;
  unsigned int depth;           /* node_depth */
};

/* One BLAKE2 state of either algorithm.  */
union node_state
{
  struct blake2b_state b;
  struct blake2s_state s;
};

/* The SIMD lanes that leaves of one algorithm go through side by
   side: the kernel row in use, read once a call, and the widths of its
   lane kernels.  */
struct leaf_lanes
{
  union
  {
    struct blake2b_impl const *b;
    struct blake2s_impl const *s;
  } row;
  int widest;                   /* 8 or 4, or 0: no lanes */
  int narrow;                   /* 4 where the row has 4 lanes; or 0 */
};

/* What the tree code needs from a BLAKE2 algorithm.  The wrappers take
   union node_state so that they can be called through one pointer type
   without casting function pointers.  */
struct tree_algo
{
  size_t block;                 /* block size, bytes */
  size_t max_out;               /* full output size, bytes */
  void (*init) (union node_state *s, struct blake2_tree_params const *p,
                size_t inner_length, struct node const *n);
  void (*update) (union node_state *s, void const *in, size_t len);
  void (*final) (union node_state *s, uint8_t *out);
  void (*set_last_node) (union node_state *s, bool last);
  /* Set *L to the lanes of the row in use.  */
  void (*lanes_in_use) (struct leaf_lanes *l);
  /* Compress the N whole blocks at each FROM[J] into the state S[J],
     none of them final and nothing buffered, for J below WIDTH, one of
     L's widths: in L's kernel of that many lanes.  */
  void (*lanes) (struct leaf_lanes const *l, int width, union node_state *s,
                 uint8_t const *const from[8], size_t n);
};

static void
b_init (union node_state *s, struct blake2_tree_params const *p,
        size_t inner_length, struct node const *n)
{
  struct blake2b_param bp;

  /* All fields start at zero: no key, salt or personalization.  */
  memset (&bp, 0, sizeof bp);
  bp.digest_length = (uint8_t) n->digest_length;
  bp.fanout = (uint8_t) p->fanout;
  bp.depth = (uint8_t) p->max_depth;
  bp.leaf_length = (uint32_t) p->leaf_length;
  bp.node_offset = n->offset;
  bp.node_depth = (uint8_t) n->depth;
  bp.inner_length = (uint8_t) inner_length;
  blake2b_init_param (&s->b, &bp);
}

static void
b_update (union node_state *s, void const *in, size_t len)
{
  blake2b_update (&s->b, in, len);
}

static void
b_final (union node_state *s, uint8_t *out)
{
  blake2b_final (&s->b, out);
}

static void
b_set_last_node (union node_state *s, bool last)
{
  blake2b_set_last_node (&s->b, last);
}

static void
b_lanes_in_use (struct leaf_lanes *l)
{
  struct blake2b_impl const *impl = blake2b_active_impl ();
  l->row.b = impl;
  l->widest = impl->x8 ? 8 : impl->x4 ? 4 : 0;
  l->narrow = impl->x4 ? 4 : 0;
}

static void
b_lanes (struct leaf_lanes const *l, int width, union node_state *s,
         uint8_t const *const from[8], size_t n)
{
  static uint64_t const no_flags[8][2];
  uint64_t h[8][8], t[8][2];
  for (int j = 0; j < width; j++)
    {
      memcpy (h[j], s[j].b.h, sizeof h[j]);
      memcpy (t[j], s[j].b.t, sizeof t[j]);
    }
  if (width == 8)
    l->row.b->x8 (h, t, no_flags, from, n, BLAKE2B_BLOCKBYTES,
                  BLAKE2B_BLOCKBYTES);
  else
    l->row.b->x4 (h, t, no_flags, from, n, BLAKE2B_BLOCKBYTES,
                  BLAKE2B_BLOCKBYTES);
  for (int j = 0; j < width; j++)
    {
      memcpy (s[j].b.h, h[j], sizeof h[j]);
      memcpy (s[j].b.t, t[j], sizeof t[j]);
    }
}

static void
s_init (union node_state *s, struct blake2_tree_params const *p,
        size_t inner_length, struct node const *n)
{
  struct blake2s_param sp;

  memset (&sp, 0, sizeof sp);
  sp.digest_length = (uint8_t) n->digest_length;
  sp.fanout = (uint8_t) p->fanout;
  sp.depth = (uint8_t) p->max_depth;
  sp.leaf_length = (uint32_t) p->leaf_length;
  /* The BLAKE2s field has 48 bits; an offset of 2^48 would need at least
     256 TiB of input, and blake2s_init_param rejects it.  */
  sp.node_offset = n->offset;
  sp.node_depth = (uint8_t) n->depth;
  sp.inner_length = (uint8_t) inner_length;
  blake2s_init_param (&s->s, &sp);
}

static void
s_update (union node_state *s, void const *in, size_t len)
{
  blake2s_update (&s->s, in, len);
}

static void
s_final (union node_state *s, uint8_t *out)
{
  blake2s_final (&s->s, out);
}

static void
s_set_last_node (union node_state *s, bool last)
{
  blake2s_set_last_node (&s->s, last);
}

static void
s_lanes_in_use (struct leaf_lanes *l)
{
  struct blake2s_impl const *impl = blake2s_active_impl ();
  l->row.s = impl;
  l->widest = impl->x8 ? 8 : impl->x4 ? 4 : 0;
  l->narrow = impl->x4 ? 4 : 0;
}

static void
s_lanes (struct leaf_lanes const *l, int width, union node_state *s,
         uint8_t const *const from[8], size_t n)
{
  static uint32_t const no_flags[8][2];
  uint32_t h[8][8], t[8][2];
  for (int j = 0; j < width; j++)
    {
      memcpy (h[j], s[j].s.h, sizeof h[j]);
      memcpy (t[j], s[j].s.t, sizeof t[j]);
    }
  if (width == 8)
    l->row.s->x8 (h, t, no_flags, from, n, BLAKE2S_BLOCKBYTES,
                  BLAKE2S_BLOCKBYTES);
  else
    l->row.s->x4 (h, t, no_flags, from, n, BLAKE2S_BLOCKBYTES,
                  BLAKE2S_BLOCKBYTES);
  for (int j = 0; j < width; j++)
    {
      memcpy (s[j].s.h, h[j], sizeof h[j]);
      memcpy (s[j].s.t, t[j], sizeof t[j]);
    }
}

/* Indexed by enum blake2_tree_algo.  */
static struct tree_algo const algos[] =
{
  { BLAKE2B_BLOCKBYTES, BLAKE2B_OUTBYTES,
    b_init, b_update, b_final, b_set_last_node, b_lanes_in_use, b_lanes },
  { BLAKE2S_BLOCKBYTES, BLAKE2S_OUTBYTES,
    s_init, s_update, s_final, s_set_last_node, s_lanes_in_use, s_lanes },
};

enum { N_ALGOS = sizeof algos / sizeof algos[0] };

/* With fanout 2 and 2^64 - 1 leaves, level 64 is the first with a
   single node, so no tree has more levels above the leaves.  */
enum { MAX_LEVELS = 64 };

/* Leaves hashed per blake2_tree_hash_leaves call from the streaming
   path: enough to fill SIMD lanes later, small enough for the stack.  */
enum { LEAF_BATCH = 16 };

/* An inner level below the top.  */
struct level
{
  uint8_t *children;            /* FANOUT slots of NODE_LENGTH bytes */
  unsigned int count;           /* children of the current node so far */
  uint64_t offset;              /* node_offset of the current node */
};

struct blake2_tree
{
  struct blake2_tree_params p;
  struct tree_algo const *algo;
  size_t node_length;           /* output and inner_length of non-roots */
  unsigned int top;             /* node_depth of the level that takes all */

  union node_state leaf;        /* the current leaf, when LEAF_OPEN */
  bool leaf_open;
  uint64_t leaf_fill;           /* bytes in the current leaf */
  uint64_t leaf_index;          /* node_offset of the current or next leaf */

  union node_state root;        /* the node at node_depth TOP */

  /* levels[d] for 1 <= d < TOP; levels[0] is unused.  */
  struct level levels[MAX_LEVELS];
  uint8_t *children;            /* the storage of every level's slots */
};

/* Return the number of levels above the leaves that a tree of fanout F
   (>= 2) can ever need: the least M with F^M >= 2^64 - 1.  */
static unsigned int
levels_needed (unsigned int f)
{
  uint64_t reach = 1;
  unsigned int m = 0;

  while (reach <= UINT64_MAX / f)
    {
      reach *= f;
      m++;
    }
  /* Now reach * F > UINT64_MAX, so F^(M + 1) >= 2^64.  */
  return m + 1;
}

static bool
params_valid (struct blake2_tree_params const *p)
{
  if (! (0 <= (int) p->algo && (int) p->algo < N_ALGOS))
    return false;
  if (! (1 <= p->digest_length && p->digest_length <= algos[p->algo].max_out))
    return false;
  if (! (1 <= p->leaf_length && p->leaf_length <= UINT32_MAX))
    return false;
  /* Fanout 0 means "unlimited": one root over every leaf, which is a tree
     of depth 2 and nothing else.  Fanout 1 would never shrink a level.
     Depth 1 leaves no room for a root above the leaves.  */
  if (p->fanout == 0)
    return p->max_depth == 2;
  return (2 <= p->fanout && p->fanout <= 255
          && 2 <= p->max_depth && p->max_depth <= 255);
}

size_t
blake2_tree_node_length (struct blake2_tree_params const *p)
{
  /* s3git's nodes all output S bytes.  For general trees the inner
     nodes get full-length child outputs whatever S is, as in the BLAKE2
     paper's and Python's examples, so that truncating the root does not
     weaken the rest of the tree.  */
  return p->fanout == 0 ? p->digest_length : algos[p->algo].max_out;
}

bool
blake2_tree_one_leaf (struct blake2_tree_params const *p,
                      struct blake2b_state *leaf, struct blake2b_state *root)
{
  if (p->algo != BLAKE2_TREE_B)
    return false;
  size_t len = blake2_tree_node_length (p);
  /* The only leaf is leaf 0, and the last; the first level above it
     has a single node, which is then the root, whatever the fanout
     and depth: blake2_tree_final's, or the open top state at depth 1.
     Both hash their children's outputs, here the leaf's, as the last
     node of their level.  */
  struct node only_leaf = { len, 0, 0 };
  struct node the_root = { p->digest_length, 0, 1 };
  union node_state s;
  b_init (&s, p, len, &only_leaf);
  b_set_last_node (&s, true);
  *leaf = s.b;
  b_init (&s, p, len, &the_root);
  b_set_last_node (&s, true);
  *root = s.b;
  return true;
}

/* With a PAGE_MASK, the lanes go through their leaves a stretch at a
   time, dropping what they have read, and a leaf hashed alone likewise:
   the caller's RESIDENT bytes shared among the leaves read at once, but
   no less than this of each, so that a call and its madvise stay small
   beside the hashing of a stretch.  */
enum { MIN_STRETCH = 64 * 1024 };

/* The stretch of each of WIDTH leaves read at once, within RESIDENT
   bytes, in whole blocks of BLOCK bytes.  */
static size_t
stretch_blocks (size_t resident, int width, size_t block)
{
  size_t each = resident / width;
  return (each < MIN_STRETCH ? MIN_STRETCH : each) / block;
}

/* Hash the LEN bytes at IN as the whole input of the node N of a tree
   with parameters P, writing N->digest_length bytes to OUT.  */
static void
hash_node (struct blake2_tree_params const *p, size_t node_length,
           struct node const *n, bool last, void const *in, size_t len,
           uint8_t *out)
{
  struct tree_algo const *a = &algos[p->algo];
  union node_state s;

  a->init (&s, p, node_length, n);
  a->set_last_node (&s, last);
  a->update (&s, in, len);
  a->final (&s, out);
}

/* Where leaves are read from, for the two functions below: memory,
   maybe a mapping whose pages are dropped (mapped_release, with
   PAGE_MASK) once read; or a file, read with pread a stretch of each
   leaf at a time into a buffer for each lane (blake2-tree.h says why).
   Leaf I of the run being hashed lies at IN + I * leaf length in
   memory, at OFFSET + I * leaf length in the file.  */
struct leaf_reader
{
  size_t leaf_length;
  uint8_t const *in;            /* memory; null for a file */
  uintptr_t page_mask;
  size_t resident;
  int fd;                       /* the file */
  off_t offset;
  uint8_t *buf;                 /* 8 buffers of CAP bytes */
  size_t cap;
  int failure;                  /* 0, an errno value, or -1: it ended */
};

/* The bytes AT to AT + LEN of leaf I of R, for lane J: where they lie
   in memory, or a buffer they were read into.  A failed read is
   recorded in R, and leaves the buffer as it was, to be hashed for
   nothing.  */
static uint8_t const *
leaf_bytes (struct leaf_reader *r, size_t i, size_t at, size_t len, int j)
{
  if (r->in)
    return r->in + i * r->leaf_length + at;
  uint8_t *buf = r->buf + j * r->cap;
  if (r->failure == 0)
    r->failure = read_at (r->fd, buf, len,
                          (r->offset + (off_t) i * (off_t) r->leaf_length
                           + (off_t) at));
  return buf;
}

/* Done with the LEN bytes at BYTES, from leaf_bytes.  */
static void
leaf_bytes_done (struct leaf_reader const *r, uint8_t const *bytes,
                 size_t len)
{
  if (r->in)
    mapped_release (bytes, len, r->page_mask);
}

/* How many bytes of each of WIDTH leaves R reads at once, in whole
   blocks of BLOCK bytes: all of a leaf in memory that is not a mapping;
   a mapping's share of RESIDENT; a stretch that fits a file's
   buffers.  */
static size_t
leaf_stretch (struct leaf_reader const *r, int width, size_t block)
{
  if (!r->in)
    return (r->cap - BLAKE2B_BLOCKBYTES) / block * block;
  if (!r->page_mask)
    return r->leaf_length;
  return stretch_blocks (r->resident, width, block) * block;
}

/* hash_node for leaf I of R, the leaf N and not the last, read a
   stretch at a time, rather than all of a leaf of megabytes staying
   resident until it is done.  */
static void
hash_leaf_read (struct blake2_tree_params const *p, size_t node_length,
                struct node const *n, struct leaf_reader *r, size_t i,
                uint8_t *out)
{
  struct tree_algo const *a = &algos[p->algo];
  size_t len = (size_t) p->leaf_length;
  size_t stretch = leaf_stretch (r, 1, a->block);
  union node_state s;

  a->init (&s, p, node_length, n);
  a->set_last_node (&s, false);
  for (size_t done = 0; done < len; done += stretch)
    {
      size_t part = len - done < stretch ? len - done : stretch;
      uint8_t const *bytes = leaf_bytes (r, i, done, part, 0);
      a->update (&s, bytes, part);
      leaf_bytes_done (r, bytes, part);
    }
  a->final (&s, out);
}

/* Hash the N leaves of R from leaf I on, the first of them the leaf
   LEAF, in the lanes of L that are WIDTH wide (at least N): all but
   each leaf's final block go through the lanes together, and the
   final blocks one by one.  Lanes past the N leaves hash the first
   leaf's bytes again, for nothing.  R's leaves are read a stretch at a
   time, and a mapping's pages of each stretch dropped once the lanes
   have read it.  */
static void
hash_leaves_in_lanes (struct leaf_lanes const *l,
                      struct blake2_tree_params const *p, size_t node_length,
                      struct leaf_reader *r, size_t i, int n, int width,
                      struct node leaf, uint8_t *out)
{
  struct tree_algo const *a = &algos[p->algo];
  size_t block = a->block;
  size_t leaf_length = (size_t) p->leaf_length;
  size_t nblocks = (leaf_length - 1) / block;
  size_t tail = leaf_length - nblocks * block;
  union node_state s[8];

  for (int j = 0; j < width; j++)
    {
      a->init (&s[j], p, node_length, &leaf);
      a->set_last_node (&s[j], false);
      leaf.offset++;
    }
  /* All but the last stretch of the leaves is read a stretch at a
     time; the last goes with the final blocks.  */
  size_t stride = leaf_stretch (r, n, block) / block;
  size_t done = 0;
  uint8_t const *from[8];
  for (; done + stride < nblocks; done += stride)
    {
      for (int j = 0; j < width; j++)
        from[j] = (j < n
                   ? leaf_bytes (r, i + j, done * block, stride * block, j)
                   : from[0]);
      a->lanes (l, width, s, from, stride);
      /* One call for the stretches of all the lanes, from the first's
         to the last's end: what lies between them is either dropped
         already or not read yet, and so has next to no entries.  A
         call for each lane took 45% more time with 16 threads on 2
         CPUs, where each call's TLB flush is costly.  */
      if (r->in)
        leaf_bytes_done (r, from[0], (size_t) (from[n - 1] - from[0])
                                     + stride * block);
    }
  size_t rest = leaf_length - done * block;
  for (int j = 0; j < width; j++)
    from[j] = (j < n
               ? leaf_bytes (r, i + j, done * block, rest, j)
               : from[0]);
  a->lanes (l, width, s, from, nblocks - done);
  for (int j = 0; j < n; j++)
    {
      a->update (&s[j], from[j] + (nblocks - done) * block, tail);
      a->final (&s[j], out + j * node_length);
      leaf_bytes_done (r, from[j], rest);
    }
}

/* The width of the lanes of L that whole batches of the leaves of P go
   through, or 0: none for leaves of one block, which the lanes could
   only take through the final blocks they leave out.  */
static int
lane_width (struct leaf_lanes const *l, struct blake2_tree_params const *p)
{
  return p->leaf_length <= algos[p->algo].block ? 0 : l->widest;
}

/* The width of the lanes of L that K leaves, fewer than its widest
   lanes hold, go through together, some lanes idle; or 0 to hash them
   one at a time.  On a Zen 5 one pass of BLAKE2b's lanes cost about
   what two leaves hashed alone did, so from three leaves on it pays:
   s3git's tree over 3, 5 and 7 leaves of 5 MiB and a part of one
   took 0.021 s rather than 0.024, 0.023 rather than 0.034, 0.025
   rather than 0.045 (two threads, cached).  BLAKE2s's lanes cost
   about as much: a pass of the 8 AVX2 lanes what 2.2 leaves hashed
   alone do, of the 4 portable ones 2.3 (on an Intel Xeon).  */
static int
remainder_width (struct leaf_lanes const *l, size_t k)
{
  if (k < 3)
    return 0;
  return l->narrow && k <= (size_t) l->narrow ? l->narrow : l->widest;
}

int
blake2_tree_lanes (struct blake2_tree_params const *p)
{
  struct leaf_lanes l;
  algos[p->algo].lanes_in_use (&l);
  int width = lane_width (&l, p);
  return width ? width : 1;
}

/* The N whole leaves of R, the first of them leaf FIRST, into OUT, as
   blake2_tree_hash_leaves.  */
static void
hash_leaves_read (struct blake2_tree_params const *p, struct leaf_reader *r,
                  size_t n, uint64_t first, uint8_t *out)
{
  size_t node_length = blake2_tree_node_length (p);
  struct node leaf = { node_length, first, 0 };
  size_t i = 0;

  assert (params_valid (p));
  /* Whole batches of leaves go through the lanes, when there are any
     and the leaves are longer than one block.  */
  struct leaf_lanes l;
  algos[p->algo].lanes_in_use (&l);
  int width = lane_width (&l, p);
  if (width)
    for (; i + width <= n; i += width)
      {
        hash_leaves_in_lanes (&l, p, node_length, r, i, width, width,
                              leaf, out);
        leaf.offset += width;
        out += width * node_length;
      }
  /* The leaves left over go through the lanes too, some lanes idle,
     where that is faster than hashing them one at a time.  */
  int rest_width = width ? remainder_width (&l, n - i) : 0;
  if (rest_width)
    {
      hash_leaves_in_lanes (&l, p, node_length, r, i, (int) (n - i),
                            rest_width, leaf, out);
      out += (n - i) * node_length;
      leaf.offset += n - i;
      i = n;
    }
  /* The rest one at a time, a stretch at a time.  */
  for (; i < n; i++)
    {
      hash_leaf_read (p, node_length, &leaf, r, i, out);
      out += node_length;
      leaf.offset++;
    }
}

void
blake2_tree_hash_leaves (struct blake2_tree_params const *p,
                         uint8_t const *in, size_t n, uint64_t first,
                         uint8_t *out)
{
  blake2_tree_hash_mapped_leaves (p, in, n, first, out, 0, 0);
}

void
blake2_tree_hash_mapped_leaves (struct blake2_tree_params const *p,
                                uint8_t const *in, size_t n, uint64_t first,
                                uint8_t *out, uintptr_t page_mask,
                                size_t resident)
{
  struct leaf_reader r = { (size_t) p->leaf_length, in, page_mask,
                           resident, -1, 0, NULL, 0, 0 };
  hash_leaves_read (p, &r, n, first, out);
}

int
blake2_tree_hash_file_leaves (struct blake2_tree_params const *p, int fd,
                              off_t offset, size_t n, uint64_t first,
                              uint8_t *out, uint8_t *buf)
{
  struct leaf_reader r = { (size_t) p->leaf_length, NULL, 0, 0, fd, offset,
                           buf, BLAKE2_TREE_LANE_BUFFER, 0 };
  hash_leaves_read (p, &r, n, first, out);
  return r.failure;
}

/* Give the output OUT of a finished node to level D as its next child.
   The node is not the root; it may be the last of its level.  */
static void
push (struct blake2_tree *t, unsigned int d, uint8_t const *out)
{
  size_t len = t->node_length;
  uint8_t carry[BLAKE2_TREE_MAX_OUTBYTES];

  for (;; d++)
    {
      if (d == t->top)
        {
          t->algo->update (&t->root, out, len);
          return;
        }

      struct level *lv = &t->levels[d];
      if (lv->count == t->p.fanout)
        {
          /* The held full node now has a right neighbour, so it is
             neither the last of its level nor the root: finish it, and
             start the neighbour with OUT.  */
          struct node n = { len, lv->offset, d };
          uint8_t node_out[BLAKE2_TREE_MAX_OUTBYTES];

          hash_node (&t->p, len, &n, false, lv->children, lv->count * len,
                     node_out);
          lv->offset++;
          memcpy (lv->children, out, len);
          lv->count = 1;
          memcpy (carry, node_out, len);
          out = carry;
          continue;
        }

      memcpy (lv->children + lv->count * len, out, len);
      lv->count++;
      return;
    }
}

/* Finish the open leaf, which is the last one if LAST, and hand its
   output up.  */
static void
finish_leaf (struct blake2_tree *t, bool last)
{
  uint8_t out[BLAKE2_TREE_MAX_OUTBYTES];

  t->algo->set_last_node (&t->leaf, last);
  t->algo->final (&t->leaf, out);
  t->leaf_open = false;
  t->leaf_fill = 0;
  t->leaf_index++;
  push (t, 1, out);
}

static void
open_leaf (struct blake2_tree *t)
{
  struct node n = { t->node_length, t->leaf_index, 0 };

  t->algo->init (&t->leaf, &t->p, t->node_length, &n);
  t->leaf_open = true;
  t->leaf_fill = 0;
}

void
blake2_tree_reset (struct blake2_tree *t)
{
  struct node root = { t->p.digest_length, 0, t->top };

  t->leaf_open = false;
  t->leaf_fill = 0;
  t->leaf_index = 0;
  for (unsigned int d = 1; d < t->top; d++)
    {
      t->levels[d].count = 0;
      t->levels[d].offset = 0;
    }
  t->algo->init (&t->root, &t->p, t->node_length, &root);
  t->algo->set_last_node (&t->root, true);
}

struct blake2_tree *
blake2_tree_new (struct blake2_tree_params const *p)
{
  struct blake2_tree *t;
  unsigned int top;
  size_t slots;

  if (!params_valid (p))
    {
      errno = EINVAL;
      return NULL;
    }
  top = p->fanout == 0 ? 1 : p->max_depth - 1;
  if (p->fanout != 0)
    {
      unsigned int needed = levels_needed (p->fanout);
      if (needed < top)
        top = needed;
    }

  t = malloc (sizeof *t);
  if (!t)
    return NULL;
  t->p = *p;
  t->algo = &algos[p->algo];
  t->node_length = blake2_tree_node_length (p);
  t->top = top;
  t->children = NULL;
  slots = (size_t) (top - 1) * p->fanout;
  if (slots > 0)
    {
      t->children = malloc (slots * t->node_length);
      if (!t->children)
        {
          free (t);
          return NULL;
        }
    }
  for (unsigned int d = 1; d < top; d++)
    t->levels[d].children = (t->children
                             + (size_t) (d - 1) * p->fanout * t->node_length);
  blake2_tree_reset (t);
  return t;
}

struct blake2_tree *
blake2_tree_renew (struct blake2_tree *t, struct blake2_tree_params const *p)
{
  if (t && t->p.algo == p->algo && t->p.digest_length == p->digest_length
      && t->p.leaf_length == p->leaf_length && t->p.fanout == p->fanout
      && t->p.max_depth == p->max_depth)
    {
      blake2_tree_reset (t);
      return t;
    }
  blake2_tree_free (t);
  return blake2_tree_new (p);
}

struct blake2_tree_params const *
blake2_tree_params_of (struct blake2_tree const *t)
{
  return &t->p;
}

void
blake2_tree_free (struct blake2_tree *t)
{
  if (t)
    {
      free (t->children);
      free (t);
    }
}

void
blake2_tree_update (struct blake2_tree *t, void const *in, size_t len)
{
  uint8_t const *p = in;
  uint64_t leaf_length = t->p.leaf_length;

  while (len > 0)
    {
      /* A whole leaf followed by more input is not the last leaf.  */
      if (t->leaf_open && t->leaf_fill == leaf_length)
        finish_leaf (t, false);

      /* Whole leaves followed by more input in this very call need no
         open state: hash them straight from the caller's memory, in
         batches that a multi-lane blake2_tree_hash_leaves can use.  */
      if (!t->leaf_open && len > leaf_length)
        {
          size_t whole = (size_t) ((len - 1) / leaf_length);
          uint8_t outs[LEAF_BATCH * BLAKE2_TREE_MAX_OUTBYTES];

          while (whole > 0)
            {
              size_t batch = whole < LEAF_BATCH ? whole : LEAF_BATCH;
              blake2_tree_hash_leaves (&t->p, p, batch, t->leaf_index, outs);
              for (size_t i = 0; i < batch; i++)
                push (t, 1, outs + i * t->node_length);
              t->leaf_index += batch;
              /* LEAF_LENGTH < 2^32 fits in size_t, and the product is
                 less than LEN.  */
              p += batch * (size_t) leaf_length;
              len -= batch * (size_t) leaf_length;
              whole -= batch;
            }
          /* 1 to LEAF_LENGTH bytes remain.  */
        }

      if (!t->leaf_open)
        open_leaf (t);
      size_t room = (size_t) (leaf_length - t->leaf_fill < len
                              ? leaf_length - t->leaf_fill : len);
      t->algo->update (&t->leaf, p, room);
      t->leaf_fill += room;
      p += room;
      len -= room;
    }
}

bool
blake2_tree_leaf_boundary (struct blake2_tree const *t, uint64_t *first)
{
  if (!t->leaf_open)
    *first = t->leaf_index;
  else if (t->leaf_fill == t->p.leaf_length)
    *first = t->leaf_index + 1;
  else
    return false;
  return true;
}

void
blake2_tree_add_leaves (struct blake2_tree *t, uint8_t const *outputs,
                        size_t n)
{
  if (n == 0)
    return;
  assert (!t->leaf_open || t->leaf_fill == t->p.leaf_length);
  if (t->leaf_open)
    finish_leaf (t, false);
  for (size_t i = 0; i < n; i++)
    push (t, 1, outputs + i * t->node_length);
  t->leaf_index += n;
}

void
blake2_tree_final (struct blake2_tree *t, uint8_t *out)
{
  uint8_t carry[BLAKE2_TREE_MAX_OUTBYTES];
  size_t len = t->node_length;

  /* Leaves added by blake2_tree_add_leaves are never the last, so some
     input must have come after them.  */
  assert (t->leaf_open || t->leaf_index == 0);
  if (t->leaf_open)
    finish_leaf (t, true);

  /* Close the levels from the bottom up.  The current node of each is
     the last of its level; if it is also the first, it is alone and is
     the root.  Empty input reaches level 1 with no children, and the
     root then hashes the empty string.  */
  for (unsigned int d = 1; d < t->top; d++)
    {
      struct level *lv = &t->levels[d];
      bool root = lv->offset == 0;
      struct node n = { root ? t->p.digest_length : len, lv->offset, d };

      hash_node (&t->p, len, &n, true, lv->children, lv->count * len,
                 root ? out : carry);
      if (root)
        return;
      push (t, d + 1, carry);
    }
  t->algo->final (&t->root, out);
}
