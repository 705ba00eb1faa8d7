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

#include <string.h>

#include "digest.h"
#include "blake2/blake2b-batch.h"
#include "blake2/blake2bp-threads.h"

/* The kernels that run: BLAKE2bp and BLAKE2sp hash with those of
   BLAKE2b and BLAKE2s.  */

static char const *
b2b_select (struct digest_params const *p)
{
  return blake2b_select ();
}

static char const *
b2s_select (struct digest_params const *p)
{
  return blake2s_select ();
}

/* Start the hash ALGO (blake2b or blake2s, whose parameter blocks
   have fields of the same names) in *STATE with the whole parameter
   block of P, its key and its last-node flag.  The options that fill P
   checked it against the algorithm's limits (digest_ops).  */
#define BLAKE2_INIT_FROM_PARAMS(algo, state, p)                        \
  do                                                                   \
    {                                                                  \
      struct algo##_param block_;                                      \
      algo##_param_default (&block_, (p)->outlen);                     \
      block_.key_length = (p)->keylen;                                 \
      block_.fanout = (p)->fanout;                                     \
      block_.depth = (p)->depth;                                       \
      block_.leaf_length = (p)->leaf_length;                           \
      block_.node_offset = (p)->node_offset;                           \
      block_.node_depth = (p)->node_depth;                             \
      block_.inner_length = (p)->inner_length;                         \
      memcpy (block_.salt, (p)->salt, sizeof block_.salt);             \
      memcpy (block_.personal, (p)->personal, sizeof block_.personal); \
      algo##_init_param (state, &block_);                              \
      if ((p)->keylen)                                                 \
        algo##_update_key (state, (p)->key, (p)->keylen);              \
      algo##_set_last_node (state, (p)->last_node);                    \
    }                                                                  \
  while (0)

/* BLAKE2b, with the whole parameter block.  */

static void
b2b_init (union digest_ctx *ctx, struct digest_params const *p)
{
  BLAKE2_INIT_FROM_PARAMS (blake2b, &ctx->b2b, p);
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

static bool
b2b_hash_batch (struct digest_params const *p, size_t n,
                uint8_t const *const *msgs, size_t const *lens,
                uint8_t *const *outs)
{
  union digest_ctx template;
  b2b_init (&template, p);
  bool ok = blake2b_hash_batch (&template.b2b, n, msgs, lens, outs);
  /* Keyed, the template holds the key block.  */
  if (p->keylen)
    explicit_bzero (&template, sizeof template);
  return ok;
}

struct digest_ops const blake2b_digest_ops =
  {
    .tag = "BLAKE2b",
    .name = "blake2b",
    .max_outlen = BLAKE2B_OUTBYTES,
    .max_keylen = BLAKE2B_KEYBYTES,
    .salt_len = BLAKE2B_SALTBYTES,
    .personal_len = BLAKE2B_PERSONALBYTES,
    .node_offset_bits = 64,
    .tree_algo = BLAKE2_TREE_B,
    .tag_bits = DIGEST_TAG_BITS_BELOW_MAX,
    .init = b2b_init,
    .update = b2b_update,
    .output = b2b_output,
    .hash_batch = b2b_hash_batch,
    .batch_max_len = BLAKE2B_BATCH_MAX_LEN,
    .select = b2b_select,
  };

/* BLAKE2s, with the whole parameter block.  */

static void
b2s_init (union digest_ctx *ctx, struct digest_params const *p)
{
  BLAKE2_INIT_FROM_PARAMS (blake2s, &ctx->b2s, p);
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
    .max_keylen = BLAKE2S_KEYBYTES,
    .salt_len = BLAKE2S_SALTBYTES,
    .personal_len = BLAKE2S_PERSONALBYTES,
    .node_offset_bits = 48,
    .tree_algo = BLAKE2_TREE_S,
    .tag_bits = DIGEST_TAG_BITS_ALWAYS,
    .init = b2s_init,
    .update = b2s_update,
    .output = b2s_output,
    .select = b2s_select,
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
  blake2bp_update_threaded (&ctx->b2bp, buf, len, pool, mapped);
}

static int
b2bp_update_file (union digest_ctx *ctx, int fd, off_t offset, uint64_t len,
                  struct workers *pool, int *err)
{
  return blake2bp_update_file_threaded (&ctx->b2bp, fd, offset, len, pool,
                                        err);
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
    .max_keylen = BLAKE2B_KEYBYTES,
    .tree_algo = -1,
    .tag_bits = DIGEST_TAG_BITS_ALWAYS,
    .init = b2bp_init,
    .update = b2bp_update,
    .update_parallel = b2bp_update_parallel,
    .update_file = b2bp_update_file,
    .output = b2bp_output,
    .select = b2b_select,
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
    .max_keylen = BLAKE2S_KEYBYTES,
    .tree_algo = -1,
    .tag_bits = DIGEST_TAG_BITS_ALWAYS,
    .init = b2sp_init,
    .update = b2sp_update,
    .output = b2sp_output,
    .select = b2s_select,
  };
