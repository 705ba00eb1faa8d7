/* blake2sp.c -- BLAKE2sp: eight striped BLAKE2s leaves and a root

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

/* The construction is the reference one (BLAKE2 ref/blake2sp-ref.c),
   BLAKE2bp's design with eight leaves: 64-byte block J of the message
   goes to leaf J mod 8; leaf I has node_offset I, node_depth 0 and
   absorbs the key block first when keyed; only leaf 7 has the last-node
   flag; every leaf emits all 32 bytes whatever the digest length; the
   root has node_depth 1, the last-node flag, the same key_length byte
   but no key block, and hashes the eight leaf outputs.  All nodes have
   fanout 8, depth 2 and inner_length 32.

   As in blake2bp.c, input is held back at the group level rather than
   in each leaf, so that whole groups go to the leaves in one call of
   leaves_compress.  */

#include <config.h>

#include "blake2sp.h"

#include <assert.h>
#include <string.h>

#include "blake2s-impl.h"

enum
{
  LEAVES = BLAKE2SP_LEAVES,
  BLOCK = BLAKE2S_BLOCKBYTES,
  GROUP = BLAKE2SP_GROUPBYTES,
  HOLD = BLAKE2SP_BUFBYTES
};

static uint32_t const no_flags[2] = { 0, 0 };

/* Fill *P with the parameters shared by every node of the tree, for the
   node at NODE_OFFSET and NODE_DEPTH.  */
static void
node_param (struct blake2s_param *p, size_t outlen, size_t keylen,
            uint64_t node_offset, uint8_t node_depth)
{
  blake2s_param_default (p, outlen);
  p->key_length = (uint8_t) keylen;
  p->fanout = LEAVES;
  p->depth = 2;
  p->node_offset = node_offset;
  p->node_depth = node_depth;
  p->inner_length = BLAKE2S_OUTBYTES;
}

/* Compress the NGROUPS whole groups at IN into the leaves H and T, block
   J of each group into leaf J, none of them final, with the kernels of
   IMPL.  The bulk of every message passes through here and nowhere
   else, so this is the one place to run the eight leaves side by side
   in SIMD lanes, where IMPL has an 8-lane kernel.  Note that a leaf's
   consecutive blocks are GROUP bytes apart in IN.  */
static void
leaves_compress (struct blake2s_impl const *impl, uint32_t h[LEAVES][8],
                 uint32_t t[LEAVES][2], uint8_t const *in, size_t ngroups)
{
  if (impl->x8 && ngroups)
    {
      static uint32_t const none[LEAVES][2];
      uint8_t const *blocks[LEAVES];
      for (int i = 0; i < LEAVES; i++)
        blocks[i] = in + i * BLOCK;
      impl->x8 (h, t, none, blocks, ngroups, GROUP, BLOCK);
      return;
    }
  /* Group by group, so that each group is read while it is in L1.  */
  for (size_t g = 0; g < ngroups; g++, in += GROUP)
    for (int i = 0; i < LEAVES; i++)
      impl->compress (h[i], t[i], no_flags, in + i * BLOCK, 1, BLOCK);
}

/* Compress NGROUPS whole groups at IN, none holding a leaf's final
   block; first absorb the key block if it is still pending, since it
   precedes the data in every leaf.  */
static void
compress_groups (struct blake2s_impl const *impl, struct blake2sp_state *s,
                 uint8_t const *in, size_t ngroups)
{
  if (s->key_pending)
    {
      for (int i = 0; i < LEAVES; i++)
        impl->compress (s->h[i], s->t[i], no_flags, s->key, 1, BLOCK);
      explicit_bzero (s->key, sizeof s->key);
      s->key_pending = false;
    }
  leaves_compress (impl, s->h, s->t, in, ngroups);
}

void
blake2sp_init (struct blake2sp_state *s, size_t outlen,
               void const *key, size_t keylen)
{
  struct blake2s_param p;
  struct blake2s_state leaf;

  assert (1 <= outlen && outlen <= BLAKE2S_OUTBYTES);
  assert (keylen <= BLAKE2S_KEYBYTES);

  /* The leaves' digest_length field is OUTLEN even though they emit 32
     bytes; that is what the reference does since 2016.  */
  for (int i = 0; i < LEAVES; i++)
    {
      node_param (&p, outlen, keylen, (uint64_t) i, 0);
      blake2s_init_param (&leaf, &p);
      memcpy (s->h[i], leaf.h, sizeof s->h[i]);
      s->t[i][0] = s->t[i][1] = 0;
    }

  memset (s->key, 0, sizeof s->key);
  if (keylen > 0)
    memcpy (s->key, key, keylen);
  s->key_pending = keylen > 0;
  s->buflen = 0;
  s->outlen = (uint8_t) outlen;
  s->keylen = (uint8_t) keylen;
}

void
blake2sp_update (struct blake2sp_state *s, void const *in, size_t inlen)
{
  struct blake2s_impl const *impl = blake2s_active_impl ();
  uint8_t const *p = in;

  /* While more than HOLD bytes are pending, the first whole group of
     them has at least LEAVES - 1 blocks after it plus one more byte, so
     every leaf gets data after it and none of its blocks is final.  */
  while (s->buflen + inlen > HOLD)
    {
      if (s->buflen == 0)
        {
          /* Compress straight from the caller's memory as many groups as
             leave more than HOLD - GROUP bytes behind; then at most HOLD
             bytes remain.  */
          size_t ngroups = (inlen - (HOLD - GROUP) - 1) / GROUP;
          compress_groups (impl, s, p, ngroups);
          p += ngroups * GROUP;
          inlen -= ngroups * GROUP;
          break;
        }
      if (s->buflen < GROUP)
        {
          /* INLEN is large enough: BUFLEN + INLEN > HOLD >= GROUP.  */
          size_t fill = GROUP - s->buflen;
          memcpy (s->buf + s->buflen, p, fill);
          s->buflen = GROUP;
          p += fill;
          inlen -= fill;
        }
      compress_groups (impl, s, s->buf, 1);
      /* At most HOLD - GROUP bytes to move, and only once per call in
         the worst case.  */
      memmove (s->buf, s->buf + GROUP, s->buflen - GROUP);
      s->buflen -= GROUP;
    }

  /* INLEN may be 0 with P null.  */
  if (inlen > 0)
    memcpy (s->buf + s->buflen, p, inlen);
  s->buflen += inlen;
}

void
blake2sp_final (struct blake2sp_state *s, uint8_t *out)
{
  uint8_t leaves[LEAVES * BLAKE2S_OUTBYTES];
  struct blake2s_param p;
  struct blake2s_state root;
  blake2s_compress_fn *compress = blake2s_active_impl ()->compress;
  size_t n = s->buflen;

  assert (n <= HOLD);

  /* Zero-pad the pending bytes.  Every block used below lies inside BUF:
     with N <= HOLD, leaf I has a block in the second group only when
     I < LEAVES - 1.  */
  memset (s->buf + n, 0, sizeof s->buf - n);

  for (int i = 0; i < LEAVES; i++)
    {
      uint32_t const f[2] = { UINT32_MAX, i == LEAVES - 1 ? UINT32_MAX : 0 };
      size_t first = (size_t) i * BLOCK, second = GROUP + first;
      uint8_t const *blocks[3];
      size_t lens[3];
      int nb = 0;

      /* This leaf's remaining blocks in order: the key block if no group
         has been compressed yet, then its blocks among the pending
         bytes.  If it has a block in the second group, the one in the
         first group is full.  */
      if (s->key_pending)
        {
          blocks[nb] = s->key;
          lens[nb++] = BLOCK;
        }
      if (n > first)
        {
          blocks[nb] = s->buf + first;
          lens[nb++] = n - first < BLOCK ? n - first : BLOCK;
        }
      if (n > second)
        {
          blocks[nb] = s->buf + second;
          lens[nb++] = n - second < BLOCK ? n - second : BLOCK;
        }
      /* A leaf without key or data hashes the empty message: one zero
         block, which is what BUF holds at FIRST when N <= FIRST.  */
      if (nb == 0)
        {
          blocks[nb] = s->buf + first;
          lens[nb++] = 0;
        }

      for (int j = 0; j < nb - 1; j++)
        compress (s->h[i], s->t[i], no_flags, blocks[j], 1, BLOCK);
      compress (s->h[i], s->t[i], f, blocks[nb - 1], 1,
                (uint32_t) lens[nb - 1]);

      for (int w = 0; w < 8; w++)
        blake2s_store32 (leaves + i * BLAKE2S_OUTBYTES + 4 * w, s->h[i][w]);
    }

  node_param (&p, s->outlen, s->keylen, 0, 1);
  blake2s_init_param (&root, &p);
  blake2s_set_last_node (&root, true);
  blake2s_update (&root, leaves, sizeof leaves);
  blake2s_final (&root, out);

  /* With a key, everything here derives from it.  */
  if (s->keylen > 0)
    {
      explicit_bzero (leaves, sizeof leaves);
      explicit_bzero (&root, sizeof root);
      explicit_bzero (s, sizeof *s);
    }
}

void
blake2sp (uint8_t *out, size_t outlen, void const *in, size_t inlen,
          void const *key, size_t keylen)
{
  struct blake2sp_state s;

  blake2sp_init (&s, outlen, key, keylen);
  blake2sp_update (&s, in, inlen);
  blake2sp_final (&s, out);
}
