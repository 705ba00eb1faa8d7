/* blake2bp-threads.c -- BLAKE2bp's four leaves on four threads

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
/* BLAKE2bp deals its message out to four leaves, block J to leaf
   J mod 4, and each leaf is a plain sequential BLAKE2b chain: the leaves
   are the only parallelism there is, and there are four of them.

   One thread already runs all four side by side in the SIMD lanes of
   the 4-lane kernel (2.5 GB/s with AVX2 on the Zen 4 VM this was
   written on), while a leaf on its own runs at the speed of one
   BLAKE2b, 1.2 GB/s there with AVX-512.  Two threads of two leaves each
   would reach the same 2.5 GB/s with twice the CPU time, so threads
   are used only when there are four of them: one leaf each, about
   4.8 GB/s on four free cores.

   Each leaf's task works on its own copy of the leaf's chaining value
   and counter: the four counters share a cache line, which the four
   cores would otherwise pass around at every block.  */

#include <config.h>

#include "blake2bp-threads.h"

#include <stdint.h>
#include <string.h>

#include "core/mapped-pages.h"
#include "core/workers.h"

enum
{
  LEAVES = BLAKE2BP_LEAVES,
  /* Below this, waking three helpers (10 to 20 us each) costs more
     than it saves: a 1 MiB input gives each leaf 256 KiB, about
     200 us of work.  */
  MIN_LEN = 1024 * 1024,
  /* A mapping is hashed this many bytes at a time, each piece's
     page-table entries dropped once it is (mapped-pages.h): each leaf
     reads every fourth block of the whole input, so that otherwise all
     of a mapped file would stay resident until the end.  A multiple of
     the group, and large enough that a join per piece costs nothing
     (4 MiB a thread, some 3 ms of work).  */
  MAPPED_PIECE = 16 * 1024 * 1024
};

/* One leaf's share of the groups at IN.  */
struct leaf_task
{
  uint64_t h[8];
  uint64_t t[2];
  int leaf;
  uint8_t const *in;
  size_t ngroups;
};

/* Two leaves, as one side of the outer join.  */
struct leaf_pair
{
  struct workers *pool;
  struct leaf_task *a, *b;
};

static void
run_leaf (void *arg)
{
  struct leaf_task *task = arg;
  blake2bp_compress_leaf (task->h, task->t, task->leaf, task->in,
                          task->ngroups);
}

static void
run_pair (void *arg)
{
  struct leaf_pair *pair = arg;
  /* A helper's fault reading IN is raised here too, so that the outer
     join passes it on to the caller.  */
  workers_join2_raise (pair->pool, run_leaf, pair->a, run_leaf, pair->b);
}

/* Compress the NGROUPS whole groups at IN straight into S's leaves,
   each leaf on its own thread of POOL.  */
static void
compress_on_threads (struct blake2bp_state *s, uint8_t const *in,
                     size_t ngroups, struct workers *pool)
{
  struct leaf_task tasks[LEAVES];
  for (int i = 0; i < LEAVES; i++)
    {
      memcpy (tasks[i].h, s->h[i], sizeof tasks[i].h);
      memcpy (tasks[i].t, s->t[i], sizeof tasks[i].t);
      tasks[i].leaf = i;
      tasks[i].in = in;
      tasks[i].ngroups = ngroups;
    }
  struct leaf_pair low = { pool, &tasks[0], &tasks[1] };
  struct leaf_pair high = { pool, &tasks[2], &tasks[3] };
  /* A fault reading IN becomes the caller's.  */
  workers_join2_raise (pool, run_pair, &low, run_pair, &high);
  for (int i = 0; i < LEAVES; i++)
    {
      memcpy (s->h[i], tasks[i].h, sizeof s->h[i]);
      memcpy (s->t[i], tasks[i].t, sizeof s->t[i]);
    }
}

void
blake2bp_update_threaded (struct blake2bp_state *s, void const *in,
                          size_t len, struct workers *pool, bool mapped)
{
  uint8_t const *p = in;
  uintptr_t page_mask = mapped_page_mask (mapped);
  size_t piece = page_mask ? MAPPED_PIECE : SIZE_MAX;
  size_t ngroups = 0;
  if (pool && LEAVES <= workers_threads (pool) && MIN_LEN <= len)
    ngroups = blake2bp_direct_groups (s, len);

  while (ngroups > 0)
    {
      size_t most = piece / BLAKE2BP_GROUPBYTES;
      size_t n = ngroups < most ? ngroups : most;
      compress_on_threads (s, p, n, pool);
      mapped_release (p, n * BLAKE2BP_GROUPBYTES, page_mask);
      p += n * BLAKE2BP_GROUPBYTES;
      len -= n * BLAKE2BP_GROUPBYTES;
      ngroups -= n;
    }
  for (; piece < len; p += piece, len -= piece)
    {
      blake2bp_update (s, p, piece);
      mapped_release (p, piece, page_mask);
    }
  blake2bp_update (s, p, len);
}
