/* digest-tree.c -- bt2sum's BLAKE2 trees behind the digest operations table

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

#include <inttypes.h>
#include <stdckdint.h>
#include <stdio.h>
#include <string.h>

#include "digest.h"
#include "blake2/blake2-tree-threads.h"
#include "blake2/blake2-tree.h"
#include "blake2/blake2b-batch.h"
#include "c-ctype.h"
#include "xalloc.h"

/* One tree state serves every file in turn, so that hashing many files
   allocates once.  */
static struct blake2_tree *tree_state;

static void
tree_init (union digest_ctx *ctx, struct digest_params const *p)
{
  struct blake2_tree_params tp = p->tree;
  tp.digest_length = p->outlen;
  tree_state = blake2_tree_renew (tree_state, &tp);
  if (!tree_state)
    xalloc_die ();
  ctx->tree = tree_state;
}

static void
tree_update (union digest_ctx *ctx, void const *buf, size_t len)
{
  blake2_tree_update (ctx->tree, buf, len);
}

static void
tree_update_parallel (union digest_ctx *ctx, void const *buf, size_t len,
                      struct workers *pool, bool mapped)
{
  blake2_tree_update_threaded (ctx->tree, buf, len, pool, mapped);
}

static int
tree_update_file (union digest_ctx *ctx, int fd, off_t offset, uint64_t len,
                  struct workers *pool, int *err)
{
  return blake2_tree_update_file_threaded (ctx->tree, fd, offset, len, pool,
                                           err);
}

static void
tree_output (union digest_ctx *ctx, struct digest_params const *p,
             uint64_t offset, uint8_t *out, size_t len)
{
  blake2_tree_final (ctx->tree, out);
}

/* A batch of small files (batch.c), each at most one leaf long, so
   that its tree is a leaf and a root over it: the leaves of up to
   BATCH_CHUNK files in the lanes of the BLAKE2b batch kernel, then
   their roots likewise.  An empty file has no leaf, and its root hashes
   nothing.  So a small file is read in one call and shares the lanes
   with others, as under b2sum, where hashed alone it would cost a
   second read to find its end and a leaf and a root of its own.  Only
   for BLAKE2b trees whose leaves hold every file a batch takes.  */
enum { BATCH_CHUNK = 16 };

static bool
tree_hash_batch (struct digest_params const *p, size_t n,
                 uint8_t const *const *msgs, size_t const *lens,
                 uint8_t *const *outs)
{
  struct blake2_tree_params tp = p->tree;
  tp.digest_length = p->outlen;
  struct blake2b_state leaf, root;
  if (tp.leaf_length < BLAKE2B_BATCH_MAX_LEN
      || !blake2_tree_one_leaf (&tp, &leaf, &root))
    return false;
  size_t node_len = blake2_tree_node_length (&tp);
  for (size_t done = 0; done < n; done += BATCH_CHUNK)
    {
      size_t k = n - done < BATCH_CHUNK ? n - done : BATCH_CHUNK;
      uint8_t leaf_out[BATCH_CHUNK][BLAKE2_TREE_MAX_OUTBYTES];
      uint8_t *leaf_outs[BATCH_CHUNK];
      uint8_t const *root_in[BATCH_CHUNK];
      size_t root_lens[BATCH_CHUNK];
      for (size_t i = 0; i < k; i++)
        {
          leaf_outs[i] = leaf_out[i];
          root_in[i] = leaf_out[i];
          root_lens[i] = lens[done + i] ? node_len : 0;
        }
      /* An empty file's leaf is hashed with the others, and not used.
         Neither template can be refused: both are fresh.  */
      if (!blake2b_hash_batch (&leaf, k, msgs + done, lens + done,
                               leaf_outs)
          || !blake2b_hash_batch (&root, k, root_in, root_lens, outs + done))
        return false;
    }
  return true;
}

/* The nodes are hashed by the kernels of the tree's algorithm.  */
static char const *
tree_select (struct digest_params const *p)
{
  return (p->tree.algo == BLAKE2_TREE_S
          ? blake2s_digest_ops.select (p) : blake2b_digest_ops.select (p));
}

/* The word of a tagged bt2sum line: every parameter of the tree.  */
static void
tree_print_tag (struct digest_params const *p)
{
  struct blake2_tree_params const *t = &p->tree;
  printf ("BT2%c-%" PRIu64 "-L%" PRIu64 "-F%u-D%u",
          t->algo == BLAKE2_TREE_S ? 's' : 'b', p->outlen * 8,
          t->leaf_length, t->fanout, t->max_depth);
}

/* Parse the decimal digits at *S (at least one) into *N, which must not
   exceed MAX, and advance *S past them.  */
static bool
parse_tag_number (char const **s, uintmax_t max, uintmax_t *n)
{
  char const *p = *s;
  *n = 0;
  if (!c_isdigit (*p))
    return false;
  for (; c_isdigit (*p); p++)
    if (ckd_mul (n, *n, 10) || ckd_add (n, *n, *p - '0') || max < *n)
      return false;
  *s = p;
  return true;
}

/* Parse the word of a tagged bt2sum line at S into *P, setting *BITS,
   and return the length of the word, or 0 if S holds no such word:
   "BT2" then 'b' or 's', then "-BITS-LLEAF-FFANOUT-DDEPTH", digits
   only.  */
static size_t
tree_parse_tag (char const *s, unsigned int *bits, struct digest_params *p)
{
  char const *q = s;
  uintmax_t b, leaf, fanout, depth;
  if (strncmp (q, "BT2", 3) != 0 || (q[3] != 'b' && q[3] != 's'))
    return 0;
  char algo = q[3];
  q += 4;
  if (! (*q++ == '-' && parse_tag_number (&q, 512, &b)
         && *q++ == '-' && *q++ == 'L'
         && parse_tag_number (&q, UINT32_MAX, &leaf)
         && *q++ == '-' && *q++ == 'F' && parse_tag_number (&q, 255, &fanout)
         && *q++ == '-' && *q++ == 'D' && parse_tag_number (&q, 255, &depth)))
    return 0;
  unsigned int algo_bits = algo == 'b' ? 512 : 256;
  if (b == 0 || algo_bits < b || b % 8 || leaf == 0 || fanout == 1
      || depth < 2 || (fanout == 0 && depth != 2))
    return 0;
  *bits = b;
  p->tree.algo = algo == 's' ? BLAKE2_TREE_S : BLAKE2_TREE_B;
  p->tree.leaf_length = leaf;
  p->tree.fanout = fanout;
  p->tree.max_depth = depth;
  return q - s;
}

struct digest_ops const blake2_tree_digest_ops =
  {
    .tag = "BT2",
    .name = "tree",
    .max_outlen = BLAKE2B_OUTBYTES,
    .tree_algo = -1,
    .print_tag = tree_print_tag,
    .parse_tag = tree_parse_tag,
    .init = tree_init,
    .update = tree_update,
    .update_parallel = tree_update_parallel,
    .update_file = tree_update_file,
    .file_before_mapping = true,
    .one_state = true,
    .output = tree_output,
    .hash_batch = tree_hash_batch,
    .batch_max_len = BLAKE2B_BATCH_MAX_LEN,
    .select = tree_select,
  };
