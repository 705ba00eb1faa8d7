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
     - the partial last chunks (and messages shorter than a chunk) of
       each chunk index: runs of them with similar numbers of whole
       blocks share a call for the blocks they all have, and go on one
       by one from there, since hash_many takes only whole blocks and
       starts every input from the key (hash_tails_of_index);
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
#include <stdint.h>
#include <string.h>

#include "verify.h"

verify ((int) BLAKE3_BATCH_WIDTH <= (int) BLAKE3_MAX_SIMD_DEGREE);

enum
{
  /* Messages hashed together: as many as a 16-way AVX-512 state has
     lanes, so one chunk index of a group of equal messages fills one
     of its calls.  */
  GROUP = BLAKE3_BATCH_WIDTH,
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

  /* lane_block_cost for each number of inputs up to GROUP, worked out
     once: the search in hash_tails_of_index reads it often.  */
  size_t lane_cost[GROUP + 1];

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
                      flags, flags_start, flags_end, &g->outs[0][0], NULL);
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

/* A partial last chunk (or an empty message) of message M: the chunk's
   index, and the number of whole blocks before its last block, which
   has 0 to 64 bytes.  */
struct tail
{
  size_t m;
  size_t index;
  size_t lead;
  size_t last_len;
};

/* The cost of one block of a hash_many call over COUNT inputs, in
   single compressions: as the kernels split it, each batch of four or
   more inputs costs about two (measured on a Xeon with AVX-512: 2.0
   for 4 and 8 lanes, 2.5 for 16), each input left over one.  */
static size_t
lane_block_cost (size_t simd_degree, size_t count)
{
  if (simd_degree < 4)
    return count;
  size_t batches = count / simd_degree;
  count %= simd_degree;
  for (size_t w = simd_degree / 2; w >= 4; w /= 2)
    if (count >= w)
      {
        batches++;
        count -= w;
      }
  return 2 * batches + count;
}

/* Finish the tail T from CV, the chunk's CV after its first FROM
   blocks: the rest of its whole blocks one by one, then its last block,
   with ROOT when the chunk is the whole message.  */
static void
finish_tail (struct group *g, struct tail const *t, uint32_t cv[8],
             size_t from)
{
  uint8_t const *chunk = (t->lead > 0 || t->last_len > 0
                          ? g->msg[t->m] + t->index * BLAKE3_CHUNK_LEN
                          : NULL);
  for (size_t b = from; b < t->lead; b++)
    g->impl->compress_in_place (cv, chunk + b * BLAKE3_BLOCK_LEN,
                                BLAKE3_BLOCK_LEN, t->index,
                                (g->flags
                                 | (b == 0 ? BLAKE3_CHUNK_START : 0)));

  bool root = t->index == 0;
  uint8_t block[BLAKE3_BLOCK_LEN];
  /* The unused tail of a short last block must be zero.  */
  memset (block, 0, sizeof block);
  if (t->last_len > 0)
    memcpy (block, chunk + t->lead * BLAKE3_BLOCK_LEN, t->last_len);
  g->impl->compress_in_place (cv, block, (uint8_t) t->last_len, t->index,
                              (g->flags | BLAKE3_CHUNK_END
                               | (t->lead == 0 ? BLAKE3_CHUNK_START : 0)
                               | (root ? BLAKE3_ROOT : 0)));
  store_cv_words (root ? g->out[t->m] : g->cvs[t->m][t->index], cv);
}

/* Hash the N tails T of one chunk index, sorted by lead blocks from the
   most.  hash_many starts every input from the key and takes one block
   count, but with no end flag its outputs are the CVs after those
   blocks: so a run of tails can share a call for as many blocks as the
   shortest of them has, and go on one by one from there.  Which runs
   to make is chosen for the least cost by lane_block_cost, over every
   split of the sorted tails into runs (a run may also be hashed one by
   one from the start).  With equal leads that is one call for all; with
   leads spread evenly, a few calls over runs of similar leads.  */
static void
hash_tails_of_index (struct group *g, struct tail const *t, size_t n)
{
  /* BEST[I]: the least cost of the first I tails; they end with the run
     from FIRST[I], in the lanes if LANES[I].  */
  size_t best[GROUP + 1], first[GROUP + 1];
  bool lanes[GROUP + 1];

  if (t[0].lead == t[n - 1].lead)
    {
      /* The common case, equal leads, needs no search: one run.  */
      first[n] = 0;
      lanes[n] = true;
    }
  else
    {
      best[0] = 0;
      for (size_t i = 1; i <= n; i++)
        {
          size_t blocks = 0;
          best[i] = SIZE_MAX;
          for (size_t j = i; j-- > 0; )
            {
              blocks += t[j].lead;
              size_t shared = t[i - 1].lead;
              size_t in_lanes = (shared * g->lane_cost[i - j]
                                 + blocks - shared * (i - j));
              bool use = shared > 0 && in_lanes < blocks;
              size_t cost = best[j] + (use ? in_lanes : blocks);
              if (cost < best[i])
                {
                  best[i] = cost;
                  first[i] = j;
                  lanes[i] = use;
                }
            }
        }
    }

  for (size_t i = n; i > 0; i = first[i])
    {
      size_t j = first[i];
      size_t shared = lanes[i] ? t[i - 1].lead : 0;
      if (shared > 0)
        {
          /* Their CVs stay in G->outs, in order, for the loop below.  */
          for (size_t k = j; k < i; k++)
            g->inputs[k - j] = g->msg[t[k].m] + t[k].index * BLAKE3_CHUNK_LEN;
          g->impl->hash_many (g->inputs, i - j, shared, g->key, t[j].index,
                              false, g->flags, BLAKE3_CHUNK_START, 0,
                              &g->outs[0][0], NULL);
        }
      for (size_t k = j; k < i; k++)
        {
          uint32_t cv[8];
          if (shared > 0)
            load_key_words (g->outs[k - j], cv);
          else
            memcpy (cv, g->key, sizeof cv);
          finish_tail (g, &t[k], cv, shared);
        }
    }
}

/* The partial last chunks of every message, and the messages shorter
   than a chunk, a chunk index at a time: tails of different indices
   need different counters, so never share a call.  */
static void
hash_partial_tails (struct group *g)
{
  struct tail tails[GROUP];
  size_t n_tails = 0;

  for (size_t m = 0; m < g->n; m++)
    {
      size_t l = g->len[m];
      if (l != 0 && l % BLAKE3_CHUNK_LEN == 0)
        continue;
      size_t len = l % BLAKE3_CHUNK_LEN;
      struct tail t;
      t.m = m;
      t.index = l / BLAKE3_CHUNK_LEN;
      t.lead = len == 0 ? 0 : (len - 1) / BLAKE3_BLOCK_LEN;
      t.last_len = len - t.lead * BLAKE3_BLOCK_LEN;

      /* Insertion sort by index, then by lead from the most.  */
      size_t k = n_tails++;
      for (; k > 0 && (tails[k - 1].index > t.index
                       || (tails[k - 1].index == t.index
                           && tails[k - 1].lead < t.lead)); k--)
        tails[k] = tails[k - 1];
      tails[k] = t;
    }

  for (size_t i = 0; i < n_tails; )
    {
      size_t j = i;
      while (j < n_tails && tails[j].index == tails[i].index)
        j++;
      hash_tails_of_index (g, tails + i, j - i);
      i = j;
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
  for (size_t i = 0; i <= GROUP; i++)
    g.lane_cost[i] = lane_block_cost (g.impl->simd_degree, i);
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
