/* blake3-batch.c -- BLAKE3 of many short messages, in the SIMD lanes together

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

/* A message of a few KiB hashed alone leaves most SIMD lanes idle: a
   4 KiB file gives hash_many four chunks, a quarter of AVX-512's
   sixteen lanes, and its three parents are compressed one at a time.
   Here a group of messages is hashed node by node across the group
   instead, each step one hash_many call over every message that has
   such a node:

     - chunk J of every message that has a whole chunk J (and more than
       one chunk), with counter J;
     - the messages of exactly one chunk, which is their root;
     - the partial last chunks (and messages shorter than a chunk), those
       with the same chunk index and number of whole blocks before the
       last block together, and then their last blocks one by one, since
       hash_many takes only whole blocks;
     - each level of parents of every message, the pairs from the left
       (the tree of a whole message is left-complete, so an odd last CV
       is carried up), but for each message's last pair, its root;
     - all the roots at once, whatever level they were found at.

   Every hash_many in the tree takes any number of inputs, so a call may
   hold more than simd_degree of them (up to 128 parents): the kernel
   loops over its widest batches.  */

#include <config.h>

#include "blake3-batch.h"
#include "blake3-impl.h"

#include <stdbool.h>
#include <string.h>

enum
{
  /* Messages hashed together: as many as AVX-512 has lanes, so one
     chunk index of a group of equal messages fills one call.  */
  GROUP = BLAKE3_MAX_SIMD_DEGREE,
  MAX_CHUNKS = BLAKE3_BATCH_MAX_LEN / BLAKE3_CHUNK_LEN,
  CHUNK_BLOCKS = BLAKE3_CHUNK_LEN / BLAKE3_BLOCK_LEN,
  /* The most inputs of one call: the first level of parents of a group
     of messages of MAX_CHUNKS chunks.  */
  MAX_CALL = GROUP * MAX_CHUNKS / 2
};

/* One group being hashed.  */
struct group
{
  struct blake3_impl const *impl;
  uint32_t const *key;
  uint8_t flags;

  /* The messages, and where each one's hash goes.  */
  size_t n;
  uint8_t const *msg[GROUP];
  size_t len[GROUP];
  uint8_t *out[GROUP];

  /* Each message's chunk CVs, then its CVs of each parent level in
     turn, from the start of its row.  */
  uint8_t cvs[GROUP][MAX_CHUNKS][BLAKE3_OUT_LEN];

  /* The inputs of the call being gathered, and where each output
     goes.  */
  size_t count;
  uint8_t const *inputs[MAX_CALL];
  uint8_t *dest[MAX_CALL];
  uint8_t outs[MAX_CALL][BLAKE3_OUT_LEN];
};

static void
add_input (struct group *g, uint8_t const *input, uint8_t *dest)
{
  g->inputs[g->count] = input;
  g->dest[g->count] = dest;
  g->count++;
}

/* Run hash_many over the inputs gathered, BLOCKS blocks each, all with
   COUNTER, and copy each output to its destination.  The outputs go
   through G->outs because the destinations are scattered, and for
   parents they are CV slots that other inputs of the same call still
   read.  */
static void
run_call (struct group *g, size_t blocks, uint64_t counter, uint8_t flags,
          uint8_t flags_start, uint8_t flags_end)
{
  if (g->count == 0)
    return;
  g->impl->hash_many (g->inputs, g->count, blocks, g->key, counter, false,
                      flags, flags_start, flags_end, &g->outs[0][0]);
  for (size_t i = 0; i < g->count; i++)
    memcpy (g->dest[i], g->outs[i], BLAKE3_OUT_LEN);
  g->count = 0;
}

/* The number of chunks of a message of LEN bytes: an empty message is
   one empty chunk.  */
static size_t
n_chunks (size_t len)
{
  return len == 0 ? 1 : (len + BLAKE3_CHUNK_LEN - 1) / BLAKE3_CHUNK_LEN;
}

/* The whole chunks of every message, and the messages that are one
   whole chunk.  */
static void
hash_whole_chunks (struct group *g)
{
  for (size_t j = 0; j < MAX_CHUNKS; j++)
    {
      for (size_t m = 0; m < g->n; m++)
        if (g->len[m] > BLAKE3_CHUNK_LEN
            && g->len[m] >= (j + 1) * BLAKE3_CHUNK_LEN)
          add_input (g, g->msg[m] + j * BLAKE3_CHUNK_LEN, g->cvs[m][j]);
      /* A message with chunk J + 1 whole has chunk J whole too.  */
      if (g->count == 0)
        break;
      run_call (g, CHUNK_BLOCKS, j, g->flags, BLAKE3_CHUNK_START,
                BLAKE3_CHUNK_END);
    }

  /* The 32 bytes that hash_many writes are the first half of the
     compression output, which for the root is the hash.  */
  for (size_t m = 0; m < g->n; m++)
    if (g->len[m] == BLAKE3_CHUNK_LEN)
      add_input (g, g->msg[m], g->out[m]);
  run_call (g, CHUNK_BLOCKS, 0, g->flags, BLAKE3_CHUNK_START,
            BLAKE3_CHUNK_END | BLAKE3_ROOT);
}

/* The last chunk of message M when it is not whole (or the message is
   empty): its index, its length, and the number of whole blocks before
   its last block, which has 0 to 64 bytes.  */
static bool
partial_tail (struct group const *g, size_t m, size_t *index, size_t *len,
              size_t *lead_blocks)
{
  size_t l = g->len[m];
  if (l != 0 && l % BLAKE3_CHUNK_LEN == 0)
    return false;
  *index = l / BLAKE3_CHUNK_LEN;
  *len = l % BLAKE3_CHUNK_LEN;
  *lead_blocks = *len == 0 ? 0 : (*len - 1) / BLAKE3_BLOCK_LEN;
  return true;
}

/* The partial last chunks.  Those of the same index and with the same
   number of whole blocks before the last one share a hash_many call for
   those blocks: with no end flag, its output is the chunk's CV before
   its last block.  Each last block is then one compression, with ROOT
   when the chunk is the whole message.  */
static void
hash_partial_tails (struct group *g)
{
  bool pending[GROUP];
  size_t index[GROUP], tail_len[GROUP], lead[GROUP];
  for (size_t m = 0; m < g->n; m++)
    pending[m] = partial_tail (g, m, &index[m], &tail_len[m], &lead[m]);

  for (size_t m = 0; m < g->n; m++)
    {
      if (!pending[m])
        continue;

      size_t members[GROUP];
      size_t n_members = 0;
      for (size_t k = m; k < g->n; k++)
        if (pending[k] && index[k] == index[m] && lead[k] == lead[m])
          {
            pending[k] = false;
            members[n_members++] = k;
          }

      /* The CVs before the last blocks stay in G->outs, in member
         order, for the loop below: no copy through run_call.  */
      if (lead[m] > 0)
        {
          for (size_t i = 0; i < n_members; i++)
            g->inputs[i] = g->msg[members[i]] + index[m] * BLAKE3_CHUNK_LEN;
          g->impl->hash_many (g->inputs, n_members, lead[m], g->key,
                              index[m], false, g->flags, BLAKE3_CHUNK_START,
                              0, &g->outs[0][0]);
        }

      for (size_t i = 0; i < n_members; i++)
        {
          size_t k = members[i];
          bool root = index[k] == 0;
          size_t last_len = tail_len[k] - lead[k] * BLAKE3_BLOCK_LEN;
          uint32_t cv[8];
          uint8_t block[BLAKE3_BLOCK_LEN];

          if (lead[k] > 0)
            load_key_words (g->outs[i], cv);
          else
            memcpy (cv, g->key, sizeof cv);
          /* The unused tail of a short last block must be zero.  */
          memset (block, 0, sizeof block);
          if (last_len > 0)
            memcpy (block, (g->msg[k] + index[k] * BLAKE3_CHUNK_LEN
                            + lead[k] * BLAKE3_BLOCK_LEN), last_len);
          g->impl->compress_in_place (cv, block, (uint8_t) last_len,
                                      index[k],
                                      (g->flags | BLAKE3_CHUNK_END
                                       | (lead[k] == 0
                                          ? BLAKE3_CHUNK_START : 0)
                                       | (root ? BLAKE3_ROOT : 0)));
          store_cv_words (root ? g->out[k] : g->cvs[k][index[k]], cv);
        }
    }
}

/* Reduce the chunk CVs of every message of more than one chunk to its
   hash.  */
static void
hash_parents (struct group *g)
{
  size_t n_cvs[GROUP];
  uint8_t const *root_pair[GROUP];
  uint8_t *root_out[GROUP];
  size_t n_roots = 0;

  for (size_t m = 0; m < g->n; m++)
    n_cvs[m] = g->len[m] > BLAKE3_CHUNK_LEN ? n_chunks (g->len[m]) : 0;

  for (;;)
    {
      for (size_t m = 0; m < g->n; m++)
        {
          if (n_cvs[m] == 2)
            {
              /* The last pair: leave it for the call of roots, which
                 needs other flags.  Its row is not touched again.  */
              root_pair[n_roots] = g->cvs[m][0];
              root_out[n_roots] = g->out[m];
              n_roots++;
              n_cvs[m] = 0;
            }
          else
            for (size_t i = 0; i < n_cvs[m] / 2; i++)
              add_input (g, g->cvs[m][2 * i], g->cvs[m][i]);
        }
      if (g->count == 0)
        break;
      run_call (g, 1, 0, g->flags | BLAKE3_PARENT, 0, 0);

      /* Only now may an odd last CV move down to its place in the next
         level: that slot was part of a pair the call read.  */
      for (size_t m = 0; m < g->n; m++)
        if (n_cvs[m] > 2)
          {
            if (n_cvs[m] % 2 != 0)
              memcpy (g->cvs[m][n_cvs[m] / 2], g->cvs[m][n_cvs[m] - 1],
                      BLAKE3_OUT_LEN);
            n_cvs[m] = (n_cvs[m] + 1) / 2;
          }
    }

  for (size_t r = 0; r < n_roots; r++)
    add_input (g, root_pair[r], root_out[r]);
  run_call (g, 1, 0, g->flags | BLAKE3_PARENT | BLAKE3_ROOT, 0, 0);
}

static void
hash_group (struct group *g)
{
  hash_whole_chunks (g);
  hash_partial_tails (g);
  hash_parents (g);
  g->n = 0;
}

void
blake3_hash_batch (struct blake3_hasher const *template, size_t n,
                   uint8_t const *const *msgs, size_t const *lens,
                   uint8_t (*out)[BLAKE3_OUT_LEN])
{
  struct group g;
  g.impl = blake3_active_impl ();
  g.key = template->key;
  g.flags = template->chunk.flags;
  g.n = 0;
  g.count = 0;

  for (size_t i = 0; i < n; i++)
    {
      if (lens[i] > BLAKE3_BATCH_MAX_LEN)
        {
          /* Too long for a row of G.cvs: hash it alone.  */
          struct blake3_hasher h = *template;
          blake3_update (&h, msgs[i], lens[i]);
          blake3_finalize (&h, out[i], BLAKE3_OUT_LEN);
          continue;
        }
      g.msg[g.n] = msgs[i];
      g.len[g.n] = lens[i];
      g.out[g.n] = out[i];
      g.n++;
      if (g.n == GROUP)
        hash_group (&g);
    }
  if (g.n > 0)
    hash_group (&g);
}
