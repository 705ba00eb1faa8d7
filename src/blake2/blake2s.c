/* blake2s.c -- portable BLAKE2s with the full parameter block

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

#include "blake2s.h"

#include <assert.h>
#include <string.h>

#include "blake2s-impl.h"

/* Flag word value meaning "set" for f[0] and f[1]: the compression
   function XORs it into v[14] or v[15], inverting them.  */
#define BLAKE2S_FLAG_SET UINT32_MAX

void
blake2s_param_default (struct blake2s_param *p, size_t outlen)
{
  memset (p, 0, sizeof *p);
  p->digest_length = (uint8_t) outlen;
  p->fanout = 1;
  p->depth = 1;
}

void
blake2s_init_param (struct blake2s_state *s, struct blake2s_param const *p)
{
  /* Serialize P into the 32-byte parameter block exactly as the BLAKE2
     paper lays it out, then XOR the block's words into the IV.  Going
     through the byte image keeps the odd 48-bit node offset visible and
     the result independent of the host's byte order.  */
  uint8_t block[32];

  assert (1 <= p->digest_length && p->digest_length <= BLAKE2S_OUTBYTES);
  assert (p->key_length <= BLAKE2S_KEYBYTES);
  assert (p->node_offset < UINT64_C (1) << 48);

  block[0] = p->digest_length;
  block[1] = p->key_length;
  block[2] = p->fanout;
  block[3] = p->depth;
  blake2s_store32 (block + 4, p->leaf_length);
  blake2s_store32 (block + 8, (uint32_t) p->node_offset);
  blake2s_store16 (block + 12, (uint32_t) (p->node_offset >> 32));
  block[14] = p->node_depth;
  block[15] = p->inner_length;
  memcpy (block + 16, p->salt, BLAKE2S_SALTBYTES);
  memcpy (block + 24, p->personal, BLAKE2S_PERSONALBYTES);

  for (int i = 0; i < 8; i++)
    s->h[i] = blake2s_iv[i] ^ blake2s_load32 (block + 4 * i);
  s->t[0] = s->t[1] = 0;
  s->f[0] = s->f[1] = 0;
  memset (s->buf, 0, sizeof s->buf);
  s->buflen = 0;
  s->outlen = p->digest_length;
  s->last_node = false;
}

void
blake2s_update_key (struct blake2s_state *s, void const *key, size_t keylen)
{
  uint8_t block[BLAKE2S_BLOCKBYTES];

  assert (keylen <= BLAKE2S_KEYBYTES);

  memset (block, 0, sizeof block);
  if (keylen > 0)
    memcpy (block, key, keylen);
  /* The key block is ordinary input as far as the counter and the
     hold-back of the final block are concerned: for an empty message it
     is the final block itself.  */
  blake2s_update (s, block, sizeof block);
  explicit_bzero (block, sizeof block);
}

void
blake2s_init (struct blake2s_state *s, size_t outlen,
              void const *key, size_t keylen)
{
  struct blake2s_param p;

  blake2s_param_default (&p, outlen);
  p.key_length = (uint8_t) keylen;
  blake2s_init_param (s, &p);
  if (keylen > 0)
    blake2s_update_key (s, key, keylen);
}

void
blake2s_set_last_node (struct blake2s_state *s, bool last)
{
  s->last_node = last;
}

void
blake2s_update (struct blake2s_state *s, void const *in, size_t inlen)
{
  static uint32_t const no_flags[2] = { 0, 0 };
  uint8_t const *p = in;

  /* Return early so that a null IN with INLEN 0 never reaches memcpy.  */
  if (inlen == 0)
    return;
  /* One kernel for the whole call.  */
  blake2s_compress_fn *compress = blake2s_active_impl ()->compress;

  /* More input follows the buffered bytes, so the buffered block cannot
     be the final one: complete it and compress it.  */
  if (s->buflen > 0 && inlen > BLAKE2S_BLOCKBYTES - s->buflen)
    {
      size_t fill = BLAKE2S_BLOCKBYTES - s->buflen;
      memcpy (s->buf + s->buflen, p, fill);
      compress (s->h, s->t, no_flags, s->buf, 1, BLAKE2S_BLOCKBYTES);
      s->buflen = 0;
      p += fill;
      inlen -= fill;
    }

  /* Now either the buffer is empty or the rest of the input fits in it.
     Compress whole blocks straight from the caller's memory in one call,
     holding back at least one byte (so at most one full block), because
     the last block must wait for blake2s_final and its flag.  */
  if (inlen > BLAKE2S_BLOCKBYTES)
    {
      size_t nblocks = (inlen - 1) / BLAKE2S_BLOCKBYTES;
      compress (s->h, s->t, no_flags, p, nblocks, BLAKE2S_BLOCKBYTES);
      p += nblocks * BLAKE2S_BLOCKBYTES;
      inlen -= nblocks * BLAKE2S_BLOCKBYTES;
    }

  memcpy (s->buf + s->buflen, p, inlen);
  s->buflen += inlen;
}

void
blake2s_final (struct blake2s_state *s, uint8_t *out)
{
  uint8_t digest[BLAKE2S_OUTBYTES];

  s->f[0] = BLAKE2S_FLAG_SET;
  if (s->last_node)
    s->f[1] = BLAKE2S_FLAG_SET;
  memset (s->buf + s->buflen, 0, BLAKE2S_BLOCKBYTES - s->buflen);
  blake2s_active_impl ()->compress (s->h, s->t, s->f, s->buf, 1,
                                    (uint32_t) s->buflen);

  for (int i = 0; i < 8; i++)
    blake2s_store32 (digest + 4 * i, s->h[i]);
  memcpy (out, digest, s->outlen);

  /* The buffer may still hold the key block (keyed hash of an empty
     message), so do not leave it behind.  */
  explicit_bzero (s->buf, sizeof s->buf);
}

void
blake2s (uint8_t *out, size_t outlen, void const *in, size_t inlen,
         void const *key, size_t keylen)
{
  struct blake2s_state s;

  blake2s_init (&s, outlen, key, keylen);
  blake2s_update (&s, in, inlen);
  blake2s_final (&s, out);
  /* A keyed state is as secret as the key; an unkeyed one is not, and
     wiping it would only cost time.  */
  if (keylen > 0)
    explicit_bzero (&s, sizeof s);
}
