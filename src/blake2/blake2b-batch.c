/* blake2b-batch.c -- BLAKE2b of many small messages at once, one per lane

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

/* One message alone is bound by the latency of the compression
   function; the lane kernels (blake2b_compress_x4_fn, _x8_fn) hide it
   by running 4 or 8 independent states side by side.  Here each lane
   (a "slot") holds one message.  A lane call shares one block count
   and one counter increment among its lanes but has per-lane counters,
   flags and block pointers, so:

   - every slot compresses its next K blocks in one call, K being the
     fewest non-final blocks any slot has left;
   - when some slot's next block is its final one and that block is
     full (128 bytes, increment 128 like the others), one call of one
     block finishes it, with the final flags in its lane only, while
     the other slots advance by a block;
   - a final block shorter than 128 bytes needs its own increment: the
     slot's state and a zero-padded copy of the block wait in a small
     queue, and the queued blocks of equal length are compressed
     together, in lanes when there are enough of them;
   - a finished slot is refilled at once with the next message, so
     that mixed lengths keep the lanes full until the messages run out.

   Lanes without a message read another lane's blocks and compute a
   state that is thrown away; when too few lanes would be busy for a
   lane call to beat single compressions (LANES_MIN below), the rest is
   done one message at a time.  Rows without lane kernels hash the
   messages one after another with their compress function.  */

#include <config.h>

#include "blake2b-batch.h"

#include <string.h>

#include "blake2b-impl.h"

enum
{
  BLOCK = BLAKE2B_BLOCKBYTES,
  MAX_LANES = 8,

  /* The fewest busy lanes for which a lane call is worth making rather
     than one compression per busy lane.  On an AVX-512 Xeon one block
     took 140-150 ns alone, 270-310 ns in the 4 lanes of the AVX2
     kernel and about 310 ns in the 8 of the AVX-512 one: two busy
     lanes break even, three gain.  The AVX-512 row also has the
     4-lane kernel, which run_lanes takes for up to 4 lanes.  */
  LANES_MIN_X4 = 3,
  LANES_MIN_X8 = 3,

  /* How many messages are put in order at a time (order_chunk).  The
     front-end's batches are smaller.  */
  ORDER_CHUNK = 64
};

static uint64_t const no_flags[MAX_LANES][2];

/* Where one message starts: the state it starts from (after the key
   block, if any) and its bytes.  */
struct message
{
  uint64_t const *h;
  uint64_t const *t;
  uint8_t const *p;
  size_t len;
};

/* A lane holding a message under way.  FULL blocks of 128 bytes at P
   remain to be compressed in place; the last of them is the final block
   if ENDS, else a final block of TAIL (0..127) bytes follows them.  */
struct slot
{
  size_t msg;
  uint8_t const *p;
  size_t full;
  size_t tail;
  bool ends;
};

/* Everything one call works on.  */
struct batch
{
  struct blake2b_impl const *impl;
  int width;                    /* lanes filled: 8 or 4 */
  uint64_t fin[2];              /* the flags of a final block */
  uint8_t outlen;
  uint8_t *const *outs;

  /* The states at the start of a message, after the key block if
     there is one; and for a keyed empty message, whose only block is
     the key block, the template's.  */
  uint64_t start_h[8], start_t[2];
  struct message keyed_empty;
  bool keyed;

  /* The slots under way, 0 .. NSLOTS - 1, and the states of their
     lanes.  */
  struct slot slot[MAX_LANES];
  uint64_t h[MAX_LANES][8], t[MAX_LANES][2], f[MAX_LANES][2];
  int nslots;

  /* The queue of short final blocks: state, padded block, byte count
     and message of each.  */
  uint64_t qh[MAX_LANES][8], qt[MAX_LANES][2];
  uint8_t qblock[MAX_LANES][BLOCK];
  size_t qlen[MAX_LANES], qmsg[MAX_LANES];
  bool qdone[MAX_LANES];
  int nqueued;
  /* The lanes that queued blocks are compressed in.  */
  uint64_t lh[MAX_LANES][8], lt[MAX_LANES][2], lf[MAX_LANES][2];

  /* The messages ORDER[NEXT .. NORDER - 1] are still to start, and
     those from FED on still to be put in order.  */
  size_t order[ORDER_CHUNK];
  size_t norder, next, fed;
};

/* Return true if S is as blake2b_init_param and perhaps
   blake2b_update_key left it.  */
static bool
fresh_template (struct blake2b_state const *s)
{
  if (s->t[0] | s->t[1] | s->f[0] | s->f[1])
    return false;
  /* Nothing has been compressed, so H still holds the parameter block
     XORed into the IV: its first bytes are digest_length and
     key_length.  */
  uint64_t word0 = s->h[0] ^ blake2b_iv[0];
  size_t outlen = word0 & 0xff;
  size_t keylen = (word0 >> 8) & 0xff;
  if (outlen != s->outlen || outlen < 1 || BLAKE2B_OUTBYTES < outlen)
    return false;
  /* A key_length byte without a key block is legitimate (BLAKE2bp's
     root has one), so an empty buffer is fresh whatever the byte.  */
  if (s->buflen == 0)
    return true;
  if (s->buflen != BLOCK || keylen == 0 || BLAKE2B_KEYBYTES < keylen)
    return false;
  for (size_t i = keylen; i < BLOCK; i++)
    if (s->buf[i] != 0)
      return false;
  return true;
}

/* Write the digest in H to message I's output.  */
static void
put_digest (struct batch const *b, uint64_t const h[8], size_t i)
{
  uint8_t digest[BLAKE2B_OUTBYTES];

  for (int w = 0; w < 8; w++)
    blake2b_store64 (digest + 8 * w, h[w]);
  memcpy (b->outs[i], digest, b->outlen);
}

/* Message I as it starts.  */
static struct message
message_of (struct batch const *b, size_t i,
            uint8_t const *const *msgs, size_t const *lens)
{
  if (b->keyed && lens[i] == 0)
    return b->keyed_empty;
  struct message m = { b->start_h, b->start_t, msgs[i], lens[i] };
  return m;
}

/* Split LEN bytes into FULL in-place blocks, the last final if *ENDS,
   and a final block of *TAIL bytes otherwise.  The empty message is a
   final block of 0 bytes.  */
static size_t
split_blocks (size_t len, bool *ends, size_t *tail)
{
  *ends = len > 0 && len % BLOCK == 0;
  *tail = len % BLOCK;
  return len / BLOCK;
}

/* Finish message I from the state H, T, one compression at a time:
   FULL blocks at P, then the final block as split_blocks says.  */
static void
finish_alone (struct batch const *b, uint64_t h[8], uint64_t t[2],
              uint8_t const *p, size_t full, bool ends, size_t tail,
              size_t i)
{
  blake2b_compress_fn *compress = b->impl->compress;
  size_t nonfinal = full - ends;

  /* P is null for an empty message, and may not be offset even by 0.  */
  if (nonfinal > 0)
    {
      compress (h, t, no_flags[0], p, nonfinal, BLOCK);
      p += nonfinal * BLOCK;
    }
  if (ends)
    compress (h, t, b->fin, p, 1, BLOCK);
  else
    {
      uint8_t last[BLOCK];
      memset (last, 0, sizeof last);
      if (tail > 0)
        memcpy (last, p, tail);
      compress (h, t, b->fin, last, 1, tail);
    }
  put_digest (b, h, i);
}

/* Return true if a lane call for COUNT busy lanes beats COUNT single
   compressions.  */
static bool
lanes_pay (struct batch const *b, int count)
{
  if (b->impl->x4 && count <= 4)
    return count >= LANES_MIN_X4;
  return b->impl->x8 && count >= LANES_MIN_X8;
}

/* Compress NBLOCKS consecutive blocks from BLOCKS[J] on into lane J of
   H and T, for the COUNT (1..8) busy lanes,
   with flags F and increment INC, in the narrowest lane kernel that
   holds them.  The idle lanes up to its width compute garbage from
   lane 0's blocks.  */
static void
run_lanes (struct batch const *b, int count, uint64_t h[][8],
           uint64_t t[][2], uint64_t const f[][2],
           uint8_t const *const blocks[], size_t nblocks, uint64_t inc)
{
  struct blake2b_impl const *impl = b->impl;
  bool eight = !impl->x4 || 4 < count;
  int width = eight ? 8 : 4;
  uint8_t const *lane_blocks[MAX_LANES];

  for (int j = 0; j < width; j++)
    lane_blocks[j] = j < count ? blocks[j] : blocks[0];
  if (eight)
    impl->x8 (h, t, f, lane_blocks, nblocks, BLOCK, inc);
  else
    impl->x4 (h, t, f, lane_blocks, nblocks, BLOCK, inc);
}

/* Compress every queued final block and write its digest.  Blocks of
   one length share a lane call when enough of them are queued.  */
static void
flush_queue (struct batch *b)
{
  for (int i = 0; i < b->nqueued; i++)
    b->qdone[i] = false;

  for (int i = 0; i < b->nqueued; i++)
    {
      if (b->qdone[i])
        continue;

      int same[MAX_LANES];
      int count = 0;
      for (int j = i; j < b->nqueued; j++)
        if (!b->qdone[j] && b->qlen[j] == b->qlen[i])
          same[count++] = j;

      if (lanes_pay (b, count))
        {
          uint8_t const *blocks[MAX_LANES];

          /* The idle lanes keep whatever defined values they hold.  */
          for (int k = 0; k < count; k++)
            {
              int q = same[k];
              memcpy (b->lh[k], b->qh[q], sizeof b->lh[k]);
              memcpy (b->lt[k], b->qt[q], sizeof b->lt[k]);
              memcpy (b->lf[k], b->fin, sizeof b->lf[k]);
              blocks[k] = b->qblock[q];
            }
          run_lanes (b, count, b->lh, b->lt, (uint64_t const (*)[2]) b->lf,
                     blocks, 1, b->qlen[i]);
          for (int k = 0; k < count; k++)
            put_digest (b, b->lh[k], b->qmsg[same[k]]);
        }
      else
        for (int k = 0; k < count; k++)
          {
            int q = same[k];
            b->impl->compress (b->qh[q], b->qt[q], b->fin, b->qblock[q], 1,
                               b->qlen[q]);
            put_digest (b, b->qh[q], b->qmsg[q]);
          }

      for (int k = 0; k < count; k++)
        b->qdone[same[k]] = true;
    }
  b->nqueued = 0;
}

/* Queue the final block of TAIL (0..127) bytes at P of message I, whose
   state before it is H, T.  */
static void
enqueue (struct batch *b, uint64_t const h[8], uint64_t const t[2],
         uint8_t const *p, size_t tail, size_t i)
{
  if (b->nqueued == b->width)
    flush_queue (b);

  int q = b->nqueued++;
  memcpy (b->qh[q], h, sizeof b->qh[q]);
  memcpy (b->qt[q], t, sizeof b->qt[q]);
  memset (b->qblock[q], 0, BLOCK);
  if (tail > 0)
    memcpy (b->qblock[q], p, tail);
  b->qlen[q] = tail;
  b->qmsg[q] = i;
}

/* Put message I, which starts as M, in a new slot, or straight in the
   queue if all it has is a short final block.  */
static void
start_message (struct batch *b, struct message m, size_t i)
{
  bool ends;
  size_t tail;
  size_t full = split_blocks (m.len, &ends, &tail);

  if (full == 0)
    {
      enqueue (b, m.h, m.t, m.p, tail, i);
      return;
    }

  int j = b->nslots++;
  struct slot *s = &b->slot[j];
  s->msg = i;
  s->p = m.p;
  s->full = full;
  s->ends = ends;
  s->tail = tail;
  memcpy (b->h[j], m.h, sizeof b->h[j]);
  memcpy (b->t[j], m.t, sizeof b->t[j]);
}

/* Take slot J out, moving the last slot into its place.  */
static void
remove_slot (struct batch *b, int j)
{
  int last = --b->nslots;
  if (j != last)
    {
      b->slot[j] = b->slot[last];
      memcpy (b->h[j], b->h[last], sizeof b->h[j]);
      memcpy (b->t[j], b->t[last], sizeof b->t[j]);
    }
}

/* One lane call over all slots, then retire the slots it finished.  */
static void
advance_slots (struct batch *b)
{
  int n = b->nslots;
  uint8_t const *blocks[MAX_LANES];
  size_t k = SIZE_MAX;

  for (int j = 0; j < n; j++)
    {
      struct slot const *s = &b->slot[j];
      size_t nonfinal = s->full - s->ends;
      if (nonfinal < k)
        k = nonfinal;
      blocks[j] = s->p;
    }

  if (k > 0)
    run_lanes (b, n, b->h, b->t, no_flags, blocks, k, BLOCK);
  else
    {
      /* Some slot's next block is its full final block: one block for
         everyone, flagged final in those lanes.  */
      k = 1;
      for (int j = 0; j < n; j++)
        {
          bool final = b->slot[j].full == 1 && b->slot[j].ends;
          b->f[j][0] = final ? b->fin[0] : 0;
          b->f[j][1] = final ? b->fin[1] : 0;
        }
      run_lanes (b, n, b->h, b->t, (uint64_t const (*)[2]) b->f, blocks, 1,
                 BLOCK);
    }

  for (int j = 0; j < n; j++)
    {
      b->slot[j].p += k * BLOCK;
      b->slot[j].full -= k;
    }

  /* A slot moved into J's place is looked at in its turn.  */
  for (int j = 0; j < b->nslots; )
    {
      struct slot const *s = &b->slot[j];
      if (s->full > 0)
        {
          j++;
          continue;
        }
      if (s->ends)
        put_digest (b, b->h[j], s->msg);
      else
        enqueue (b, b->h[j], b->t[j], s->p, s->tail, s->msg);
      remove_slot (b, j);
    }
}

/* Fill B's order with the next chunk of messages from B->FED on,
   longest first: started in that order, the messages that are left
   when the lanes can no longer be kept full are the shortest, and the
   time spent with idle lanes is the least.  */
static void
order_chunk (struct batch *b, size_t n, size_t const *lens)
{
  size_t count = n - b->fed < ORDER_CHUNK ? n - b->fed : ORDER_CHUNK;

  /* Insertion sort: the chunk is small, and often already in order
     (equal lengths).  */
  for (size_t k = 0; k < count; k++)
    {
      size_t i = b->fed + k, j = k;
      for (; j > 0 && lens[b->order[j - 1]] < lens[i]; j--)
        b->order[j] = b->order[j - 1];
      b->order[j] = i;
    }
  b->fed += count;
  b->norder = count;
  b->next = 0;
}

/* Hash the N messages with the lane kernels.  */
static void
hash_in_lanes (struct batch *b, size_t n, uint8_t const *const *msgs,
               size_t const *lens)
{
  for (;;)
    {
      while (b->nslots < b->width)
        {
          if (b->next == b->norder)
            {
              if (b->fed == n)
                break;
              order_chunk (b, n, lens);
            }
          size_t i = b->order[b->next++];
          start_message (b, message_of (b, i, msgs, lens), i);
        }
      if (b->nslots == 0)
        break;
      if (b->next == b->norder && b->fed == n && !lanes_pay (b, b->nslots))
        {
          /* Too few messages are left to fill the lanes.  */
          for (int j = 0; j < b->nslots; j++)
            {
              struct slot const *s = &b->slot[j];
              finish_alone (b, b->h[j], b->t[j], s->p, s->full, s->ends,
                            s->tail, s->msg);
            }
          b->nslots = 0;
          break;
        }
      advance_slots (b);
    }
  flush_queue (b);
}

bool
blake2b_hash_batch (struct blake2b_state const *template, size_t n,
                    uint8_t const *const *msgs, size_t const *lens,
                    uint8_t *const *outs)
{
  struct batch b;

  if (!fresh_template (template))
    return false;

  memset (&b, 0, sizeof b);
  b.impl = blake2b_active_impl ();
  b.width = b.impl->x8 ? 8 : 4;
  b.fin[0] = UINT64_MAX;
  b.fin[1] = template->last_node ? UINT64_MAX : 0;
  b.outlen = template->outlen;
  b.outs = outs;

  memcpy (b.start_h, template->h, sizeof b.start_h);
  memcpy (b.start_t, template->t, sizeof b.start_t);
  b.keyed = template->buflen == BLOCK;
  if (b.keyed)
    {
      /* The key block is every message's first block, and not its final
         one unless the message is empty: compress it once for all.  */
      b.impl->compress (b.start_h, b.start_t, no_flags[0], template->buf, 1,
                        BLOCK);
      b.keyed_empty.h = template->h;
      b.keyed_empty.t = template->t;
      b.keyed_empty.p = template->buf;
      b.keyed_empty.len = BLOCK;
    }

  if (b.impl->x4 || b.impl->x8)
    hash_in_lanes (&b, n, msgs, lens);
  else
    for (size_t i = 0; i < n; i++)
      {
        struct message m = message_of (&b, i, msgs, lens);
        uint64_t h[8], t[2];
        bool ends;
        size_t tail;
        size_t full = split_blocks (m.len, &ends, &tail);

        memcpy (h, m.h, sizeof h);
        memcpy (t, m.t, sizeof t);
        finish_alone (&b, h, t, m.p, full, ends, tail, i);
      }

  /* With a key, every state here derives from it.  */
  if (b.keyed)
    explicit_bzero (&b, sizeof b);
  return true;
}
