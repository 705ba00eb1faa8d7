/* digest-blake2.c -- the BLAKE2 family behind the digest operations table

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

#include <signal.h>
#include <stdlib.h>
#include <string.h>

#include "digest.h"
#include "blake2/blake2bp-threads.h"
#include "workers.h"
#include "xalloc.h"

void
digest_params_default (struct digest_params *p, uint64_t outlen)
{
  memset (p, 0, sizeof *p);
  p->outlen = outlen;
  p->fanout = 1;
  p->depth = 1;
}

/* BLAKE2b, with the whole parameter block.  */

static void
b2b_init (union digest_ctx *ctx, struct digest_params const *p)
{
  struct blake2b_param bp;
  blake2b_param_default (&bp, p->outlen);
  bp.key_length = p->keylen;
  bp.fanout = p->fanout;
  bp.depth = p->depth;
  bp.leaf_length = p->leaf_length;
  bp.node_offset = p->node_offset;
  bp.node_depth = p->node_depth;
  bp.inner_length = p->inner_length;
  memcpy (bp.salt, p->salt, sizeof bp.salt);
  memcpy (bp.personal, p->personal, sizeof bp.personal);
  blake2b_init_param (&ctx->b2b, &bp);
  if (p->keylen)
    blake2b_update_key (&ctx->b2b, p->key, p->keylen);
  blake2b_set_last_node (&ctx->b2b, p->last_node);
}

static void
b2b_update (union digest_ctx *ctx, void const *buf, size_t len)
{
  blake2b_update (&ctx->b2b, buf, len);
}

static void
b2b_output (union digest_ctx *ctx, struct digest_params const *p,
            uint64_t offset, uint8_t *out, size_t len)
{
  blake2b_final (&ctx->b2b, out);
}

struct digest_ops const blake2b_digest_ops =
  {
    .tag = "BLAKE2b",
    .name = "blake2b",
    .max_outlen = BLAKE2B_OUTBYTES,
    .init = b2b_init,
    .update = b2b_update,
    .output = b2b_output,
    .select = blake2b_select,
  };

/* BLAKE2s, with the whole parameter block; the options that fill it
   check the BLAKE2s limits (8-byte salt, 48-bit node offset...).  */

static void
b2s_init (union digest_ctx *ctx, struct digest_params const *p)
{
  struct blake2s_param sp;
  blake2s_param_default (&sp, p->outlen);
  sp.key_length = p->keylen;
  sp.fanout = p->fanout;
  sp.depth = p->depth;
  sp.leaf_length = p->leaf_length;
  sp.node_offset = p->node_offset;
  sp.node_depth = p->node_depth;
  sp.inner_length = p->inner_length;
  memcpy (sp.salt, p->salt, sizeof sp.salt);
  memcpy (sp.personal, p->personal, sizeof sp.personal);
  blake2s_init_param (&ctx->b2s, &sp);
  if (p->keylen)
    blake2s_update_key (&ctx->b2s, p->key, p->keylen);
  blake2s_set_last_node (&ctx->b2s, p->last_node);
}

static void
b2s_update (union digest_ctx *ctx, void const *buf, size_t len)
{
  blake2s_update (&ctx->b2s, buf, len);
}

static void
b2s_output (union digest_ctx *ctx, struct digest_params const *p,
            uint64_t offset, uint8_t *out, size_t len)
{
  blake2s_final (&ctx->b2s, out);
}

struct digest_ops const blake2s_digest_ops =
  {
    .tag = "BLAKE2s",
    .name = "blake2s",
    .max_outlen = BLAKE2S_OUTBYTES,
    .init = b2s_init,
    .update = b2s_update,
    .output = b2s_output,
    .select = blake2s_select,
  };

/* BLAKE2bp and BLAKE2sp: only the length and the key are parameters.  */

static void
b2bp_init (union digest_ctx *ctx, struct digest_params const *p)
{
  blake2bp_init (&ctx->b2bp, p->outlen, p->key, p->keylen);
}

static void
b2bp_update (union digest_ctx *ctx, void const *buf, size_t len)
{
  blake2bp_update (&ctx->b2bp, buf, len);
}

static void
b2bp_update_parallel (union digest_ctx *ctx, void const *buf, size_t len,
                      struct workers *pool, bool mapped)
{
  blake2bp_update_threaded (&ctx->b2bp, buf, len, pool);
}

static void
b2bp_output (union digest_ctx *ctx, struct digest_params const *p,
             uint64_t offset, uint8_t *out, size_t len)
{
  blake2bp_final (&ctx->b2bp, out);
}

struct digest_ops const blake2bp_digest_ops =
  {
    .tag = "BLAKE2bp",
    .name = "blake2bp",
    .max_outlen = BLAKE2B_OUTBYTES,
    .init = b2bp_init,
    .update = b2bp_update,
    .update_parallel = b2bp_update_parallel,
    .output = b2bp_output,
    .select = blake2b_select,
  };

static void
b2sp_init (union digest_ctx *ctx, struct digest_params const *p)
{
  blake2sp_init (&ctx->b2sp, p->outlen, p->key, p->keylen);
}

static void
b2sp_update (union digest_ctx *ctx, void const *buf, size_t len)
{
  blake2sp_update (&ctx->b2sp, buf, len);
}

static void
b2sp_output (union digest_ctx *ctx, struct digest_params const *p,
             uint64_t offset, uint8_t *out, size_t len)
{
  blake2sp_final (&ctx->b2sp, out);
}

struct digest_ops const blake2sp_digest_ops =
  {
    .tag = "BLAKE2sp",
    .name = "blake2sp",
    .max_outlen = BLAKE2S_OUTBYTES,
    .init = b2sp_init,
    .update = b2sp_update,
    .output = b2sp_output,
    .select = blake2s_select,
  };

/* bt2sum's trees.  One tree state serves every file in turn, so that
   hashing many files allocates once.  */

static struct blake2_tree *tree_state;
static struct blake2_tree_params tree_state_params;

static void
tree_init (union digest_ctx *ctx, struct digest_params const *p)
{
  struct blake2_tree_params tp = p->tree;
  tp.digest_length = p->outlen;
  if (tree_state && tp.algo == tree_state_params.algo
      && tp.digest_length == tree_state_params.digest_length
      && tp.leaf_length == tree_state_params.leaf_length
      && tp.fanout == tree_state_params.fanout
      && tp.max_depth == tree_state_params.max_depth)
    blake2_tree_reset (tree_state);
  else
    {
      blake2_tree_free (tree_state);
      tree_state = blake2_tree_new (&tp);
      if (!tree_state)
        xalloc_die ();
      tree_state_params = tp;
    }
  ctx->tree = tree_state;
}

static void
tree_update (union digest_ctx *ctx, void const *buf, size_t len)
{
  blake2_tree_update (ctx->tree, buf, len);
}

/* A share of the leaves of one batch, for one thread.  */
struct leaf_job
{
  struct blake2_tree_params const *p;
  uint8_t const *in;            /* the first leaf */
  size_t n;                     /* how many leaves */
  uint64_t first;               /* the first leaf's index */
  uint8_t *out;                 /* their outputs */
  size_t node_length;
  struct workers *pool;
};

/* Leaves per job below which a job is not split further: each leaf is
   at least a few KiB of work, so a few leaves outweigh a fork.  */
enum { LEAF_GRAIN = 8 };

static void
hash_leaf_job (void *arg)
{
  struct leaf_job *j = arg;
  if (j->n <= LEAF_GRAIN || workers_threads (j->pool) < 2)
    {
      blake2_tree_hash_leaves (j->p, j->in, j->n, j->first, j->out);
      return;
    }
  struct leaf_job left = *j, right = *j;
  left.n = j->n / 2;
  right.n = j->n - left.n;
  right.in += left.n * j->p->leaf_length;
  right.first += left.n;
  right.out += left.n * j->node_length;
  int sig = workers_join2 (j->pool, hash_leaf_job, &left,
                           hash_leaf_job, &right);
  if (sig)
    /* A helper faulted reading the input (a truncated mapping): fault
       here too, where the caller's handler expects it.  */
    raise (sig);
}

/* Hash the whole leaves of BUF on the threads of POOL, a batch at a
   time, and the rest as usual.  */
static void
tree_update_parallel (union digest_ctx *ctx, void const *buf, size_t len,
                      struct workers *pool, bool mapped)
{
  struct blake2_tree_params const *p = &tree_state_params;
  uint8_t const *in = buf;
  uint64_t first;
  size_t leaf = p->leaf_length;
  if (pool && 1 < workers_threads (pool)
      && blake2_tree_leaf_boundary (ctx->tree, &first) && leaf < len)
    {
      /* Batches big enough to keep every thread busy, small enough
         for their outputs to stay in the cache.  */
      size_t node_length = blake2_tree_node_length (p);
      size_t batch = 64 * workers_threads (pool);
      uint8_t *outputs = xnmalloc (batch, node_length);
      /* Keep at least one byte back: the last leaf is hashed by the
         tree itself, flagged as the last.  */
      size_t whole = (len - 1) / leaf;
      while (whole)
        {
          size_t n = whole < batch ? whole : batch;
          struct leaf_job job = { p, in, n, first, outputs, node_length,
                                  pool };
          hash_leaf_job (&job);
          blake2_tree_add_leaves (ctx->tree, outputs, n);
          in += n * leaf;
          len -= n * leaf;
          first += n;
          whole -= n;
        }
      free (outputs);
    }
  blake2_tree_update (ctx->tree, in, len);
}

static void
tree_output (union digest_ctx *ctx, struct digest_params const *p,
             uint64_t offset, uint8_t *out, size_t len)
{
  blake2_tree_final (ctx->tree, out);
}

static char const *
tree_select (void)
{
  blake2s_select ();
  return blake2b_select ();
}

struct digest_ops const blake2_tree_digest_ops =
  {
    .tag = "BT2",
    .name = "tree",
    .max_outlen = BLAKE2B_OUTBYTES,
    .init = tree_init,
    .update = tree_update,
    .update_parallel = tree_update_parallel,
    .output = tree_output,
    .select = tree_select,
  };
