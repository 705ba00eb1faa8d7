/* digest-blake3.c -- BLAKE3 behind the digest operations table

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
#include "blake3/blake3-batch.h"
#include "blake3/blake3-threads.h"

static void
b3_init (union digest_ctx *ctx, struct digest_params const *p)
{
  if (p->key)
    blake3_init_keyed (&ctx->b3, p->key);
  else if (p->context)
    blake3_init_derive_key (&ctx->b3, p->context, p->context_len);
  else
    blake3_init (&ctx->b3);
}

static void
b3_update (union digest_ctx *ctx, void const *buf, size_t len)
{
  blake3_update (&ctx->b3, buf, len);
}

static void
b3_update_parallel (union digest_ctx *ctx, void const *buf, size_t len,
                    struct workers *pool, bool mapped)
{
  blake3_update_threaded (&ctx->b3, buf, len, pool, mapped);
}

static int
b3_update_file (union digest_ctx *ctx, int fd, off_t offset, uint64_t len,
                struct workers *pool, int *err)
{
  return blake3_update_file_threaded (&ctx->b3, fd, offset, len, pool, err);
}

static void
b3_output (union digest_ctx *ctx, struct digest_params const *p,
           uint64_t offset, uint8_t *out, size_t len)
{
  /* OFFSET bytes past --seek, in blocks and bytes: their sum as one
     byte count may pass 2^64 - 1, and the official b3sum's stream then
     goes on in the next block rather than wrapping to byte 0.  */
  uint64_t block = p->seek / BLAKE3_BLOCK_LEN + offset / BLAKE3_BLOCK_LEN;
  size_t byte = p->seek % BLAKE3_BLOCK_LEN + offset % BLAKE3_BLOCK_LEN;
  blake3_finalize_block (&ctx->b3, block + byte / BLAKE3_BLOCK_LEN,
                         byte % BLAKE3_BLOCK_LEN, out, len);
}

static bool
b3_hash_batch (struct digest_params const *p, size_t n,
               uint8_t const *const *msgs, size_t const *lens,
               uint8_t *const *outs)
{
  if (p->seek != 0 || BLAKE3_OUT_LEN < p->outlen)
    return false;
  union digest_ctx template;
  b3_init (&template, p);
  /* As many at a time as the widest kernel's lanes take.  */
  enum { MOST = BLAKE3_BATCH_WIDTH };
  uint8_t hashes[MOST][BLAKE3_OUT_LEN];
  for (size_t done = 0; done < n; done += MOST)
    {
      size_t k = n - done < MOST ? n - done : MOST;
      blake3_hash_batch (&template.b3, k, msgs + done, lens + done, hashes);
      /* The first OUTLEN bytes of the output are those of the hash.  */
      for (size_t i = 0; i < k; i++)
        memcpy (outs[done + i], hashes[i], p->outlen);
    }
  if (p->key)
    explicit_bzero (&template, sizeof template);
  return true;
}

static char const *
b3_select (struct digest_params const *p)
{
  return blake3_select ();
}

struct digest_ops const blake3_digest_ops =
  {
    .tag = "BLAKE3",
    .name = "blake3",
    .max_outlen = UINT64_MAX,
    .max_keylen = BLAKE3_KEY_LEN,
    .tree_algo = -1,
    .tag_bits = DIGEST_TAG_BITS_NEVER,
    .init = b3_init,
    .update = b3_update,
    .update_parallel = b3_update_parallel,
    .update_file = b3_update_file,
    .outruns_pipes = true,
    .output = b3_output,
    .hash_batch = b3_hash_batch,
    .batch_max_len = BLAKE3_BATCH_MAX_LEN,
    .select = b3_select,
  };
