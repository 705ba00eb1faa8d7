/* blake2bp.c -- BLAKE2bp: four striped BLAKE2b leaves and a root

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

/* The construction is the reference one (BLAKE2 ref/blake2bp-ref.c):
   128-byte block J of the message goes to leaf J mod 4; leaf I has
   node_offset I, node_depth 0 and absorbs the key block first when
   keyed; only leaf 3 has the last-node flag; every leaf emits all 64
   bytes whatever the digest length; the root has node_depth 1, the
   last-node flag, the same key_length byte but no key block, and hashes
   the four leaf outputs.  All nodes have fanout 4, depth 2 and
   inner_length 64.

   Unlike the reference, the leaves do not buffer their own blocks: this
   file holds back input at the group level instead (see
   BLAKE2BP_BUFBYTES), so that whole groups can go to the leaves in one
   call of leaves_compress.  */

#include <config.h>

#include "blake2bp.h"

#include <assert.h>
#include <string.h>

#include "blake2b-impl.h"

enum
{
  LEAVES = BLAKE2BP_LEAVES,
  BLOCK = BLAKE2B_BLOCKBYTES,
  GROUP = BLAKE2BP_GROUPBYTES,
  HOLD = BLAKE2BP_BUFBYTES
};

static uint64_t const no_flags[2] = { 0, 0 };

/* Fill *P with the parameters shared by every node of the tree, for the
   node at NODE_OFFSET and NODE_DEPTH.  */
static void
node_param (struct blake2b_param *p, size_t outlen, size_t keylen,
            uint64_t node_offset, uint8_t node_depth)
{
  blake2b_param_default (p, outlen);
  p->key_length = (uint8_t) keylen;
  p->fanout = LEAVES;
  p->depth = 2;
  p->node_offset = node_offset;
  p->node_depth = node_depth;
  p->inner_length = BLAKE2B_OUTBYTES;
}

/* Compress the NGROUPS whole groups at IN into the leaves H and T, block
   J of each group into leaf J, none of them final, with the kernels of
   IMPL.  The bulk of every message passes through here and nowhere
   else, so this is the one place to run the four leaves side by side in
   SIMD lanes.  Note that a leaf's consecutive blocks are GROUP bytes
   apart in IN.  */
static void
leaves_compress (struct blake2b_impl const *impl, uint64_t h[LEAVES][8],
                 uint64_t t[LEAVES][2], uint8_t const *in, size_t ngroups)
{
  /* With a 4-lane kernel the four leaves advance together, all groups
     in one call; leaf I's blocks start at block I, a group apart.  One
     call per group was 6% slower (2.34 against 2.49 GB/s with AVX2 on
     Zen 4): the states went in and out of the lanes every block.  */
  if (impl->x4)
    {
      static uint64_t const no_flags4[LEAVES][2];
      uint8_t const *blocks[LEAVES] =
        { in, in + BLOCK, in + 2 * BLOCK, in + 3 * BLOCK };
      impl->x4 (h, t, no_flags4, blocks, ngroups, GROUP, BLOCK);
      return;
    }

  /* Group by group, so that each group is read while it is in L1.  */
  for (size_t g = 0; g < ngroups; g++, in += GROUP)
    for (int i = 0; i < LEAVES; i++)
      impl->compress (h[i], t[i], no_flags, in + i * BLOCK, 1, BLOCK);
}

/* Absorb the key block, with IMPL's compress function, if it is still
   pending: it precedes the data in every leaf.  */
static void
absorb_key (struct blake2b_impl const *impl, struct blake2bp_state *s)
{
  if (s->key_pending)
    {
      for (int i = 0; i < LEAVES; i++)
        impl->compress (s->h[i], s->t[i], no_flags, s->key, 1, BLOCK);
      explicit_bzero (s->key, sizeof s->key);
      s->key_pending = false;
    }
}

/* Compress NGROUPS whole groups at IN, none holding a leaf's final
   block.  */
static void
compress_groups (struct blake2b_impl const *impl, struct blake2bp_state *s,
                 uint8_t const *in, size_t ngroups)
{
  absorb_key (impl, s);
  leaves_compress (impl, s->h, s->t, in, ngroups);
}

/* As many groups as leave more than HOLD - GROUP bytes behind: the
   count blake2bp_update compresses straight from the caller's memory,
   leaving at most HOLD bytes.  */
static size_t
groups_to_compress (size_t inlen)
{
  return (inlen - (HOLD - GROUP) - 1) / GROUP;
}

size_t
blake2bp_direct_groups (struct blake2bp_state *s, size_t inlen)
{
  if (s->buflen != 0 || inlen <= HOLD)
    return 0;
  absorb_key (blake2b_active_impl (), s);
  return groups_to_compress (inlen);
}

size_t
blake2bp_align (struct blake2bp_state *s, void const *in, size_t inlen)
{
  struct blake2b_impl const *impl = blake2b_active_impl ();
  uint8_t const *p = in;
  size_t taken = 0;
  /* While more than HOLD bytes are pending, the first whole group of
     them has at least LEAVES - 1 blocks after it plus one more byte, so
     every leaf gets data after it and none of its blocks is final.  BUF
     holds under two groups, so this takes at most two rounds, and
     moves at most HOLD - GROUP bytes each.  */
  while (s->buflen > 0 && s->buflen + (inlen - taken) > HOLD)
    {
      size_t fill = s->buflen < GROUP ? GROUP - s->buflen : 0;
      memcpy (s->buf + s->buflen, p + taken, fill);
      s->buflen += fill;
      taken += fill;
      compress_groups (impl, s, s->buf, 1);
      memmove (s->buf, s->buf + GROUP, s->buflen - GROUP);
      s->buflen -= GROUP;
    }
  return taken;
}

void
blake2bp_compress_leaves (struct blake2b_impl const *impl,
                          uint64_t h[][8], uint64_t t[][2], int first,
                          int count, uint8_t const *in, size_t ngroups)
{
  in += first * BLOCK;
  if (count == 2 && impl->x2)
    {
      static uint64_t const no_flags2[2][2];
      uint8_t const *blocks[2] = { in, in + BLOCK };
      impl->x2 (h, t, no_flags2, blocks, ngroups, GROUP, BLOCK);
      return;
    }
  for (int i = 0; i < count; i++)
    for (size_t g = 0; g < ngroups; g++)
      impl->compress (h[i], t[i], no_flags, in + g * GROUP + i * BLOCK, 1,
                      BLOCK);
}

void
blake2bp_init (struct blake2bp_state *s, size_t outlen,
               void const *key, size_t keylen)
{
  struct blake2b_param p;
  struct blake2b_state leaf;

  assert (1 <= outlen && outlen <= BLAKE2B_OUTBYTES);
  assert (keylen <= BLAKE2B_KEYBYTES);

  /* The leaves' digest_length field is OUTLEN even though they emit 64
     bytes; that is what the reference does since 2016.  */
  for (int i = 0; i < LEAVES; i++)
    {
      node_param (&p, outlen, keylen, (uint64_t) i, 0);
      blake2b_init_param (&leaf, &p);
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
blake2bp_update (struct blake2bp_state *s, void const *in, size_t inlen)
{
  uint8_t const *p = in;

  /* The pending groups first, while more than HOLD bytes are pending;
     then, with none pending, straight from the caller's memory as many
     groups as leave at most HOLD bytes.  */
  size_t taken = blake2bp_align (s, p, inlen);
  if (taken > 0)
    {
      p += taken;
      inlen -= taken;
    }
  if (s->buflen == 0 && inlen > HOLD)
    {
      size_t ngroups = groups_to_compress (inlen);
      compress_groups (blake2b_active_impl (), s, p, ngroups);
      p += ngroups * GROUP;
      inlen -= ngroups * GROUP;
    }

  /* INLEN may be 0 with P null.  */
  if (inlen > 0)
    memcpy (s->buf + s->buflen, p, inlen);
  s->buflen += inlen;
}

void
blake2bp_final (struct blake2bp_state *s, uint8_t *out)
{
  uint8_t leaves[LEAVES * BLAKE2B_OUTBYTES];
  struct blake2b_param p;
  struct blake2b_state root;
  blake2b_compress_fn *compress = blake2b_active_impl ()->compress;
  size_t n = s->buflen;

  assert (n <= HOLD);

  /* Zero-pad the pending bytes.  Every block used below lies inside BUF:
     with N <= HOLD, leaf I has a block in the second group only when
     I < LEAVES - 1.  */
  memset (s->buf + n, 0, sizeof s->buf - n);

  for (int i = 0; i < LEAVES; i++)
    {
      uint64_t const f[2] = { UINT64_MAX, i == LEAVES - 1 ? UINT64_MAX : 0 };
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
      compress (s->h[i], s->t[i], f, blocks[nb - 1], 1, lens[nb - 1]);

      for (int w = 0; w < 8; w++)
        blake2b_store64 (leaves + i * BLAKE2B_OUTBYTES + 8 * w, s->h[i][w]);
    }

  node_param (&p, s->outlen, s->keylen, 0, 1);
  blake2b_init_param (&root, &p);
  blake2b_set_last_node (&root, true);
  blake2b_update (&root, leaves, sizeof leaves);
  blake2b_final (&root, out);

  /* With a key, everything here derives from it.  */
  if (s->keylen > 0)
    {
      explicit_bzero (leaves, sizeof leaves);
      explicit_bzero (&root, sizeof root);
      explicit_bzero (s, sizeof *s);
    }
}

void
blake2bp (uint8_t *out, size_t outlen, void const *in, size_t inlen,
          void const *key, size_t keylen)
{
  struct blake2bp_state s;

  blake2bp_init (&s, outlen, key, keylen);
  blake2bp_update (&s, in, inlen);
  blake2bp_final (&s, out);
}
