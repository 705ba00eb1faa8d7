/* digest-blake2b.c -- BLAKE2b behind the digest operations table

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

#include "digest.h"

static void
b2b_init (union digest_ctx *ctx, struct digest_params const *p)
{
  blake2b_init (&ctx->b2b, p->outlen, p->key, p->keylen);
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
  (void) p;
  (void) offset;
  (void) len;
  blake2b_final (&ctx->b2b, out);
}

struct digest_ops const blake2b_digest_ops =
  {
    .tag = "BLAKE2b",
    .max_outlen = BLAKE2B_OUTBYTES,
    .init = b2b_init,
    .update = b2b_update,
    .output = b2b_output,
    .select = blake2b_select,
  };
