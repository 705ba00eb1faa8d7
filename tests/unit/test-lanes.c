/* test-lanes.c -- the multi-lane BLAKE2b kernels against the single-state code

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

/* For each kernel row this CPU runs that has multi-lane kernels,
   compress random states and blocks in its lanes and one by one with
   the portable kernel, and compare; then hash BLAKE2bp and tree leaves
   with the lanes on and off, and BLAKE2bp with the 2-lane kernel on
   two threads; and the same for the 4- and 8-lane kernels of BLAKE2s
   and its tree leaves (BLAKE2sp under each row is compared with a
   model in test-blake2p).  The single-state code is itself pinned to
   hashlib and the official vectors by test-blake2, test-blake2p and
   test-tree.  */

#include <config.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "blake2/blake2b.h"
#include "blake2/blake2bp.h"
#include "blake2/blake2bp-threads.h"
#include "blake2/blake2s.h"
#include "blake2/blake2-tree.h"
#include "core/workers.h"
#include "kat.h"

static int failures;
static uint64_t rng_state = 0x9e3779b97f4a7c15u;

static uint64_t
next_random (void)
{
  return kat_xorshift (&rng_state);
}

static void
fill_random (void *buf, size_t len)
{
  uint8_t *p = buf;
  for (size_t i = 0; i < len; i++)
    p[i] = (uint8_t) next_random ();
}

static void
check (bool ok, char const *what, int width, size_t case_number)
{
  if (!ok)
    {
      fprintf (stderr, "test-lanes: %d lanes: %s differs (case %zu)\n",
               width, what, case_number);
      failures++;
    }
}

/* Compare the WIDTH-lane kernel of ROW with the portable single-state
   one.  */
static void
test_kernel (struct blake2b_impl const *row, int width)
{
  enum { MAX_BLOCKS = 9, MAX_STRIDE = 512 };
  static uint8_t data[8][MAX_BLOCKS * MAX_STRIDE + 7];
  for (size_t c = 0; c < 2000; c++)
    {
      uint64_t h[8][8], t[8][2], f[8][2], h1[8][8], t1[8][2];
      uint8_t const *blocks[8];
      size_t nblocks = next_random () % (MAX_BLOCKS + 1);
      uint64_t inc = nblocks > 1 ? 128 : next_random () % 129;
      /* Consecutive blocks, and blocks a BLAKE2bp group apart.  */
      size_t stride = c % 3 == 0 ? MAX_STRIDE : c % 3 == 1 ? 128 : 256;
      fill_random (h, sizeof h);
      fill_random (t, sizeof t);
      memset (f, 0, sizeof f);
      if (nblocks <= 1 && c % 2)
        for (int j = 0; j < width; j++)
          f[j][0] = UINT64_MAX, f[j][1] = c % 4 == 1 ? UINT64_MAX : 0;
      if (c % 7 == 0)
        for (int j = 0; j < width; j++)
          t[j][0] = UINT64_MAX - next_random () % 300;   /* carries */
      for (int j = 0; j < width; j++)
        {
          fill_random (data[j], sizeof data[j]);
          blocks[j] = data[j] + next_random () % 8;     /* misaligned */
        }
      memcpy (h1, h, sizeof h);
      memcpy (t1, t, sizeof t);
      if (width == 8)
        row->x8 (h, t, (uint64_t const (*)[2]) f, blocks, nblocks, stride,
                 inc);
      else if (width == 4)
        row->x4 (h, t, (uint64_t const (*)[2]) f, blocks, nblocks, stride,
                 inc);
      else
        row->x2 (h, t, (uint64_t const (*)[2]) f, blocks, nblocks, stride,
                 inc);
      for (int j = 0; j < width; j++)
        {
          /* F is set only when there is at most one block.  */
          for (size_t k = 0; k < nblocks; k++)
            blake2b_compress_ref (h1[j], t1[j], f[j],
                                  blocks[j] + k * stride, 1, inc);
          check (memcmp (h[j], h1[j], sizeof h[j]) == 0
                 && memcmp (t[j], t1[j], sizeof t[j]) == 0,
                 "compress", width, c);
        }
    }
}

/* The 2-lane kernel of the row under test, and the blocks that it
   compressed into each of its states, from any thread.  */
static blake2b_compress_x2_fn *counted_x2;
static size_t x2_blocks;

static void
counting_x2 (uint64_t h[2][8], uint64_t t[2][2], uint64_t const f[2][2],
             uint8_t const *const blocks[2], size_t nblocks, size_t stride,
             uint64_t inc)
{
  __atomic_fetch_add (&x2_blocks, nblocks, __ATOMIC_RELAXED);
  counted_x2 (h, t, f, blocks, nblocks, stride, inc);
}

/* Hash BLAKE2bp with ROW's 2-lane kernel in two calls on a pool of two
   threads, the first call's length not a whole number of groups, and
   check that the second call's input went to the threads too: that
   is what the read pipeline and a mapping's pieces do.  */
static void
test_pieces (struct blake2b_impl const *row, struct workers *pool,
             uint8_t const *input, size_t len)
{
  size_t cut = 1024 * 1024 + 300;
  struct blake2b_impl counting = *row;
  counted_x2 = row->x2;
  counting.x2 = counting_x2;
  x2_blocks = 0;

  uint8_t with[64], without[64];
  struct blake2bp_state s;
  blake2b_use_impl (&counting);
  blake2bp_init (&s, 64, NULL, 0);
  blake2bp_update_threaded (&s, input, cut, pool, false);
  blake2bp_update_threaded (&s, input + cut, len - cut, pool, false);
  blake2bp_final (&s, with);
  blake2b_use_impl (row);
  blake2bp (without, 64, input, len, NULL, 0);
  check (memcmp (with, without, 64) == 0, "BLAKE2bp in two calls", 2, len);
  /* Each group is a block for each of the four leaves, two in each of
     the kernel's two calls per step: all but the few blocks that the
     state holds back, or that the first call held back went through
     it.  */
  size_t blocks = len / BLAKE2B_BLOCKBYTES;
  check (blocks - 2 * x2_blocks <= 16, "BLAKE2bp on threads, second call",
         2, 2 * x2_blocks);
}

/* Hash BLAKE2bp with ROW's 2-lane kernel, two leaves on each of the
   two threads of a pool (blake2bp-threads.c), and on one thread with
   ROW's compress function alone, and compare.  */
static void
test_pairs (struct blake2b_impl const *row)
{
  enum { LEN = 3 * 1024 * 1024 + 1000 };
  static uint8_t input[LEN];
  struct blake2b_impl no_lanes = *row;
  no_lanes.x2 = no_lanes.x4 = no_lanes.x8 = NULL;
  struct workers *pool = workers_create (2);
  if (!pool)
    abort ();

  fill_random (input, sizeof input);
  /* From the least that threads take, past a mapped piece's end.  */
  for (size_t len = 1024 * 1024; len <= LEN; len += 1024 * 1024 - 129)
    {
      uint8_t with[64], without[64];
      struct blake2bp_state s;
      blake2b_use_impl (row);
      blake2bp_init (&s, 64, input, len % 3 ? 0 : 64);
      blake2bp_update_threaded (&s, input, len, pool, false);
      blake2bp_final (&s, with);
      blake2b_use_impl (&no_lanes);
      blake2bp (without, 64, input, len, input, len % 3 ? 0 : 64);
      check (memcmp (with, without, 64) == 0, "BLAKE2bp on threads", 2,
             len);
    }
  test_pieces (row, pool, input, sizeof input);
  workers_destroy (pool);
  blake2b_use_impl (row);
}

/* Hash with ROW's lanes up to WIDTH, then with its compress function
   alone, and compare.  The two are rows made here from ROW.  */
static void
test_users (struct blake2b_impl const *row, int width)
{
  static uint8_t input[70000];
  struct blake2b_impl lanes = *row, no_lanes = *row;
  if (width == 4)
    lanes.x8 = NULL;
  no_lanes.x2 = NULL;
  no_lanes.x4 = NULL;
  no_lanes.x8 = NULL;

  fill_random (input, sizeof input);
  for (size_t len = 0; len < sizeof input; len += 1 + len / 3)
    {
      uint8_t with[64], without[64];
      blake2b_use_impl (&lanes);
      blake2bp (with, 64, input, len, NULL, 0);
      blake2b_use_impl (&no_lanes);
      blake2bp (without, 64, input, len, NULL, 0);
      check (memcmp (with, without, 64) == 0, "BLAKE2bp", width, len);

      struct blake2_tree_params p =
        { BLAKE2_TREE_B, 64, 129 + len % 1000, len % 3 ? 0 : 4,
          len % 3 ? 2 : 5 };
      size_t n = len / p.leaf_length;
      if (n)
        {
          uint8_t out_without[64 * 80];
          uint8_t out_with[64 * 80];
          n = n < 80 ? n : 80;
          blake2_tree_hash_leaves (&p, input, n, len, out_without);
          blake2b_use_impl (&lanes);
          blake2_tree_hash_leaves (&p, input, n, len, out_with);
          check (memcmp (out_with, out_without,
                         n * blake2_tree_node_length (&p)) == 0,
                 "tree leaves", width, len);
        }
    }
  /* Not a row of the stack once this returns.  */
  blake2b_use_impl (row);
}

/* Compare the WIDTH-lane BLAKE2s kernel of ROW with the portable
   single-state one, on random states, counters (some about to carry)
   and flags.  */
static void
test_s_kernel (struct blake2s_impl const *row, int width)
{
  enum { MAX_BLOCKS = 9, MAX_STRIDE = 512 };
  static uint8_t data[8][MAX_BLOCKS * MAX_STRIDE + 7];
  for (size_t c = 0; c < 2000; c++)
    {
      uint32_t h[8][8], t[8][2], f[8][2], h1[8][8], t1[8][2];
      uint8_t const *blocks[8];
      size_t nblocks = next_random () % (MAX_BLOCKS + 1);
      uint32_t inc = nblocks > 1 ? 64 : next_random () % 65;
      /* Consecutive blocks, and blocks a BLAKE2sp group apart.  */
      size_t stride = c % 3 == 0 ? MAX_STRIDE : c % 3 == 1 ? 64 : 256;
      fill_random (h, sizeof h);
      fill_random (t, sizeof t);
      memset (f, 0, sizeof f);
      if (nblocks <= 1 && c % 2)
        for (int j = 0; j < width; j++)
          f[j][0] = UINT32_MAX, f[j][1] = c % 4 == 1 ? UINT32_MAX : 0;
      if (c % 7 == 0)
        for (int j = 0; j < width; j++)
          t[j][0] = UINT32_MAX - next_random () % 300;   /* carries */
      for (int j = 0; j < width; j++)
        {
          fill_random (data[j], sizeof data[j]);
          blocks[j] = data[j] + next_random () % 8;     /* misaligned */
        }
      memcpy (h1, h, sizeof h);
      memcpy (t1, t, sizeof t);
      if (width == 8)
        row->x8 (h, t, (uint32_t const (*)[2]) f, blocks, nblocks, stride,
                 inc);
      else
        row->x4 (h, t, (uint32_t const (*)[2]) f, blocks, nblocks, stride,
                 inc);
      for (int j = 0; j < width; j++)
        {
          for (size_t k = 0; k < nblocks; k++)
            blake2s_compress_ref (h1[j], t1[j], f[j],
                                  blocks[j] + k * stride, 1, inc);
          check (memcmp (h[j], h1[j], sizeof h[j]) == 0
                 && memcmp (t[j], t1[j], sizeof t[j]) == 0,
                 "BLAKE2s compress", width, c);
        }
    }
}

/* Hash BLAKE2s tree leaves with the lanes of ROW up to WIDTH and with
   its compress function alone, and compare: every count of leaves up
   to two batches of lanes and a few more, with leaves of one block and
   a byte (the shortest that the lanes take) to a few thousand
   bytes.  */
static void
test_s_tree_leaves (struct blake2s_impl const *row, int width)
{
  static uint8_t input[70000];
  struct blake2s_impl lanes = *row, no_lanes = *row;
  if (width == 4)
    lanes.x8 = NULL;
  no_lanes.x4 = NULL;
  no_lanes.x8 = NULL;

  fill_random (input, sizeof input);
  for (size_t c = 0; c < 300; c++)
    {
      struct blake2_tree_params p =
        { BLAKE2_TREE_S, 1 + c % 32, 65 + (c * 37) % 3000,
          c % 3 ? 0 : 2 + c % 7, c % 3 ? 2 : 3 + c % 5 };
      size_t n = c % 20;
      if (n * p.leaf_length > sizeof input)
        n = sizeof input / p.leaf_length;
      uint8_t with[32 * 20], without[32 * 20];
      uint64_t first = next_random () % 1000;
      blake2s_use_impl (&no_lanes);
      blake2_tree_hash_leaves (&p, input, n, first, without);
      blake2s_use_impl (&lanes);
      blake2_tree_hash_leaves (&p, input, n, first, with);
      check (memcmp (with, without, n * blake2_tree_node_length (&p)) == 0,
             "BLAKE2s tree leaves", width, c);
    }
}

int
main (void)
{
  size_t n;
  struct blake2b_impl const *rows = blake2b_impls (&n);
  int tested = 0;

  size_t ns;
  struct blake2s_impl const *s_rows = blake2s_impls (&ns);
  struct blake2s_impl const *s_saved = blake2s_active_impl ();
  for (size_t i = 0; i < ns; i++)
    {
      if (s_rows[i].x4)
        {
          test_s_kernel (&s_rows[i], 4);
          test_s_tree_leaves (&s_rows[i], 4);
          tested++;
        }
      if (s_rows[i].x8)
        {
          test_s_kernel (&s_rows[i], 8);
          test_s_tree_leaves (&s_rows[i], 8);
          tested++;
        }
    }
  blake2s_use_impl (s_saved);

  for (size_t i = 0; i < n; i++)
    {
      struct blake2b_impl const *row = &rows[i];
      if (row->x2)
        {
          test_kernel (row, 2);
          test_pairs (row);
          tested++;
        }
      if (row->x4)
        {
          test_kernel (row, 4);
          test_users (row, 4);
          tested++;
        }
      if (row->x8)
        {
          test_kernel (row, 8);
          test_users (row, 8);
          tested++;
        }
    }
  if (!tested)
    {
      puts ("test-lanes: no multi-lane kernel on this CPU or build");
      return 77;
    }
  printf ("test-lanes: %d lane kernel(s) of the rows, %d failures\n",
          tested, failures);
  return failures != 0;
}
