/* fuzz-kernels.c -- every kernel row, threaded or not, gives the portable digest

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

/* The input picks an algorithm and every parameter its descriptor
   takes (length, key, salt, personalization, the tree fields, bt2sum's
   tree shape, BLAKE3's mode, seek and output length), where updates
   are cut, and the data.  The reference is the portable row, without
   any lane kernel, with the whole data in one update.  Then every row
   of the algorithm's kernel table that this CPU runs (BLAKE2b's and
   BLAKE2s's also with their lane kernels turned off in turn, as
   test-lanes does) hashes the same data three ways: cut in pieces on
   one thread, in one update_parallel call on a pool of four, and a
   piece first then the rest in parallel; the two last again on a pool
   of two, where BLAKE2bp gives each thread two leaves on a row with a
   2-lane kernel (blake2bp-threads.c); BLAKE3's output is also read in
   two calls.  Each must equal the reference byte for byte.  This
   target is built with BLAKE3's thread thresholds lowered
   (tests/fuzz/local.mk), so that inputs of a few KiB split; BLAKE2bp's
   fixed 1 MiB threshold is reached by a rare large input made from a
   seed.  */

#include <config.h>

#include "fuzz-input.h"

#include <stdbool.h>

#include "digest.h"
#include "core/workers.h"

enum
{
  MAX_OUT = 2048,               /* BLAKE3 output bytes tried */
  MAX_ROWS = 32,
  LARGE_MIN = 1024 * 1024       /* BLAKE2bp's thread threshold */
};

static struct digest_ops const *const algorithms[] =
  {
    &blake2b_digest_ops, &blake2bp_digest_ops, &blake2s_digest_ops,
    &blake2sp_digest_ops, &blake2_tree_digest_ops, &blake3_digest_ops
  };
enum { N_ALGORITHMS = sizeof algorithms / sizeof algorithms[0] };

/* Which table's rows an algorithm's hashes run on.  */
enum table { TABLE_B2B, TABLE_B2S, TABLE_B3 };

/* Pools of four threads and of two.  */
static struct workers *pool, *pool2;
static struct blake2b_impl b2b_rows[MAX_ROWS];
static size_t n_b2b_rows;
static struct blake2s_impl b2s_rows[MAX_ROWS];
static size_t n_b2s_rows;
/* The portable BLAKE2s row without its lanes: the reference.  */
static struct blake2s_impl b2s_plain;
static struct blake3_impl const *b3_rows;
static size_t n_b3_rows;

/* The rows, once: BLAKE2b's and BLAKE2s's with each of their lane
   kernels dropped in turn, as separate rows.  */
static void
init_rows (void)
{
  size_t n;
  struct blake2b_impl const *rows = blake2b_impls (&n);
  for (size_t i = 0; i < n; i++)
    {
      struct blake2b_impl r = rows[i];
      /* A row and the three it gives with its lane kernels dropped.  */
      if (MAX_ROWS < n_b2b_rows + 4)
        abort ();
      b2b_rows[n_b2b_rows++] = r;
      if (r.x8)
        {
          r.x8 = NULL;
          b2b_rows[n_b2b_rows++] = r;
        }
      if (r.x4)
        {
          r.x4 = NULL;
          b2b_rows[n_b2b_rows++] = r;
        }
      if (r.x2)
        {
          r.x2 = NULL;
          b2b_rows[n_b2b_rows++] = r;
        }
    }
  struct blake2s_impl const *s_rows = blake2s_impls (&n);
  for (size_t i = 0; i < n; i++)
    {
      struct blake2s_impl r = s_rows[i];
      /* A row and the two it gives with its lane kernels dropped.  */
      if (MAX_ROWS < n_b2s_rows + 3)
        abort ();
      b2s_rows[n_b2s_rows++] = r;
      if (r.x8)
        {
          r.x8 = NULL;
          b2s_rows[n_b2s_rows++] = r;
        }
      if (r.x4)
        {
          r.x4 = NULL;
          b2s_rows[n_b2s_rows++] = r;
        }
    }
  b2s_plain = s_rows[0];
  b2s_plain.x4 = NULL;
  b2s_plain.x8 = NULL;
  b3_rows = blake3_impls (&n_b3_rows);
  pool = workers_create (4);
  pool2 = workers_create (2);
  if (!pool || !pool2)
    abort ();
}

static void
use_portable (void)
{
  blake2b_use_impl (&b2b_rows[0]);
  blake2s_use_impl (&b2s_plain);
  blake3_use_impl (&b3_rows[0]);
}

/* The xorshift generator that makes the large inputs.  */
static uint64_t
next_random (uint64_t *s)
{
  *s ^= *s << 13;
  *s ^= *s >> 7;
  *s ^= *s << 17;
  return *s;
}

/* What is hashed, and how.  */
struct fuzz_case
{
  struct digest_ops const *ops;
  enum table table;
  struct digest_params p;
  uint8_t key[BLAKE2B_KEYBYTES];
  char context[64];
  uint8_t const *data;
  size_t len;
  size_t piece1, piece2;        /* the first updates' sizes */
  size_t out_split;             /* BLAKE3: the first output call's size */
};

/* Fill *C from IN; the data stays for the caller.  */
static void
read_case (struct fuzz_input *in, struct fuzz_case *c)
{
  uint8_t pick = fuzz_u8 (in);
  c->ops = algorithms[pick % N_ALGORITHMS];
  struct digest_ops const *ops = c->ops;
  struct digest_params *p = &c->p;
  digest_params_default (p, 0);

  if (ops == &blake3_digest_ops)
    {
      c->table = TABLE_B3;
      p->outlen = 1 + fuzz_uint (in, 2) % MAX_OUT;
      uint8_t seek_kind = fuzz_u8 (in);
      uint64_t seek = fuzz_uint (in, 8);
      /* Near the end of the 64-bit offsets, and past it: the output
         stream goes on past byte 2^64 - 1, in one call or in several.  */
      p->seek = (seek_kind % 3 == 0 ? 0 : seek_kind % 3 == 1 ? seek % 100000
                 : UINT64_MAX - seek % 100000);
      uint8_t mode = fuzz_u8 (in);
      if (mode % 3 == 1)
        {
          fuzz_bytes (in, c->key, BLAKE3_KEY_LEN);
          p->key = c->key;
          p->keylen = BLAKE3_KEY_LEN;
        }
      else if (mode % 3 == 2)
        {
          p->context_len = fuzz_u8 (in) % (sizeof c->context + 1);
          fuzz_bytes (in, c->context, p->context_len);
          p->context = c->context;
        }
      c->out_split = fuzz_uint (in, 2) % p->outlen;
    }
  else if (ops == &blake2_tree_digest_ops)
    {
      uint8_t shape = fuzz_u8 (in);
      struct blake2_tree_params *t = &p->tree;
      t->algo = shape & 1 ? BLAKE2_TREE_S : BLAKE2_TREE_B;
      c->table = shape & 1 ? TABLE_B2S : TABLE_B2B;
      size_t max = shape & 1 ? BLAKE2S_OUTBYTES : BLAKE2B_OUTBYTES;
      p->outlen = 1 + fuzz_u8 (in) % max;
      uint32_t leaf = fuzz_uint (in, 4);
      /* Mostly small leaves, so that a small input has many.  */
      t->leaf_length = shape & 2 ? 1 + leaf % 600 : leaf ? leaf : 1;
      unsigned int fanout = fuzz_u8 (in);
      unsigned int depth = fuzz_u8 (in);
      t->fanout = fanout == 1 ? 2 : fanout;
      t->max_depth = t->fanout == 0 ? 2 : depth < 2 ? 2 : depth;
    }
  else
    {
      bool is_b = ops == &blake2b_digest_ops || ops == &blake2bp_digest_ops;
      c->table = is_b ? TABLE_B2B : TABLE_B2S;
      p->outlen = 1 + fuzz_u8 (in) % ops->max_outlen;
      p->keylen = fuzz_u8 (in) % (ops->max_keylen + 1);
      fuzz_bytes (in, c->key, p->keylen);
      p->key = p->keylen ? c->key : NULL;
      if (ops->salt_len)
        {
          fuzz_bytes (in, p->salt, ops->salt_len);
          fuzz_bytes (in, p->personal, ops->personal_len);
        }
      if (ops->node_offset_bits)
        {
          p->fanout = fuzz_u8 (in);
          p->depth = 1 + fuzz_u8 (in) % 255;
          p->leaf_length = fuzz_uint (in, 4);
          p->node_offset = fuzz_uint (in, 8);
          if (ops->node_offset_bits < 64)
            p->node_offset &= (UINT64_C (1) << ops->node_offset_bits) - 1;
          p->node_depth = fuzz_u8 (in);
          p->inner_length = fuzz_u8 (in) % (ops->max_outlen + 1);
          p->last_node = fuzz_u8 (in) & 1;
        }
    }
  c->piece1 = fuzz_uint (in, 2);
  c->piece2 = fuzz_uint (in, 2);
}

/* Hash C's data with the rows in use: WAY 0 in pieces, 1 in one
   parallel update, 2 a piece then the rest in parallel, on the pool of
   four; 3 and 4 as 1 and 2 on the pool of two.  */
static void
hash (struct fuzz_case const *c, int way, uint8_t *out)
{
  struct digest_ops const *ops = c->ops;
  union digest_ctx ctx;
  size_t len = c->len, a = c->piece1 < len ? c->piece1 : len;
  size_t b = c->piece2 < len - a ? c->piece2 : len - a;
  struct workers *threads = way < 3 ? pool : pool2;
  ops->init (&ctx, &c->p);
  if (way == 0)
    {
      ops->update (&ctx, c->data, a);
      ops->update (&ctx, c->data + a, b);
      ops->update (&ctx, c->data + a + b, len - a - b);
    }
  else if (way == 1 || way == 3)
    ops->update_parallel (&ctx, c->data, len, threads, false);
  else
    {
      ops->update (&ctx, c->data, a);
      ops->update_parallel (&ctx, c->data + a, len - a, threads, false);
    }
  if (c->table == TABLE_B3)
    {
      ops->output (&ctx, &c->p, 0, out, c->out_split);
      ops->output (&ctx, &c->p, c->out_split, out + c->out_split,
                   c->p.outlen - c->out_split);
    }
  else
    ops->output (&ctx, &c->p, 0, out, c->p.outlen);
}

/* The reference: the portable row, all the data in one update.  */
static void
hash_reference (struct fuzz_case const *c, uint8_t *out)
{
  use_portable ();
  union digest_ctx ctx;
  c->ops->init (&ctx, &c->p);
  c->ops->update (&ctx, c->data, c->len);
  c->ops->output (&ctx, &c->p, 0, out, c->p.outlen);
}

static void
use_row (enum table table, size_t i)
{
  use_portable ();
  if (table == TABLE_B2B)
    blake2b_use_impl (&b2b_rows[i]);
  else if (table == TABLE_B2S)
    blake2s_use_impl (&b2s_rows[i]);
  else
    blake3_use_impl (&b3_rows[i]);
}

int
LLVMFuzzerTestOneInput (uint8_t const *data, size_t size)
{
  if (!pool)
    init_rows ();
  struct fuzz_input in = { data, size };
  struct fuzz_case c;
  read_case (&in, &c);

  /* The data: the rest of the input at an offset that misaligns it,
     or, rarely, a large input from a seed.  */
  uint8_t shape = fuzz_u8 (&in);
  uint8_t *buf;
  if (c.ops == &blake2bp_digest_ops && shape == 0xff)
    {
      uint64_t seed = fuzz_uint (&in, 8) | 1;
      c.len = LARGE_MIN + fuzz_uint (&in, 2) * 3;
      buf = malloc (c.len);
      if (!buf)
        abort ();
      for (size_t i = 0; i < c.len; i++)
        buf[i] = next_random (&seed);
      c.data = buf;
    }
  else
    {
      size_t skew = shape % 8;
      buf = malloc (skew + in.n + 1);
      if (!buf)
        abort ();
      memcpy (buf + skew, in.p, in.n);
      c.data = buf + skew;
      c.len = in.n;
    }

  static uint8_t want[MAX_OUT], got[MAX_OUT];
  hash_reference (&c, want);
  size_t n_rows = (c.table == TABLE_B2B ? n_b2b_rows
                   : c.table == TABLE_B2S ? n_b2s_rows : n_b3_rows);
  for (size_t i = 0; i < n_rows; i++)
    {
      use_row (c.table, i);
      for (int way = 0; way < 5; way++)
        {
          if (way && !c.ops->update_parallel)
            break;
          memset (got, 0, c.p.outlen);
          hash (&c, way, got);
          if (memcmp (got, want, c.p.outlen) != 0)
            fprintf (stderr, "row %zu, way %d differs\n", i, way);
          FUZZ_CHECK (memcmp (got, want, c.p.outlen) == 0);
        }
    }
  use_portable ();
  free (buf);
  return 0;
}
