/* blake2bp-threads.c -- BLAKE2bp's four leaves on two or four threads

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
   written on, 2.0 on an Intel Xeon of family 6 model 207), while a
   leaf on its own runs at the speed of one BLAKE2b, 1.2 GB/s there
   with AVX-512 (1.1 on the Xeon).  So with four threads or more, each
   leaf gets one: about 4.8 GB/s on four free cores.

   With two or three, it depends on the kernels.  Two leaves one after
   the other on each of two threads would reach the 4-lane kernel's
   speed with twice the CPU time, so by default one thread hashes.  But
   one chain leaves much of a core idle, waiting on G's latency, and a
   row with a 2-lane kernel (blake2b_compress_x2_fn) runs two chains in
   little more than the time of one: then each of two threads takes two
   leaves, 3.6 GB/s on the Xeon, for some 12% more CPU time than the
   one thread's 2.0.

   Each thread works on its own copy of its leaves' chaining values and
   counters: the four counters share a cache line, which the cores
   would otherwise pass around at every block.  */

#include <config.h>

#include "blake2bp-threads.h"

#include <stdint.h>
#include <string.h>

#include "core/mapped-pages.h"
#include "core/workers.h"

enum
{
  LEAVES = BLAKE2BP_LEAVES,
  /* Below this, waking helpers (10 to 20 us each) costs more than it
     saves: a 1 MiB input gives each leaf 256 KiB, about 200 us of
     work.  */
  MIN_LEN = 1024 * 1024,
  /* A mapping is hashed this many bytes at a time, each piece's
     page-table entries dropped once it is (mapped-pages.h): each leaf
     reads every fourth block of the whole input, so that otherwise all
     of a mapped file would stay resident until the end.  A multiple of
     the group, and large enough that a join per piece costs nothing
     (4 MiB a thread, some 3 ms of work).  */
  MAPPED_PIECE = 16 * 1024 * 1024
};

/* One thread's share of the groups at IN: COUNT leaves from FIRST.  */
struct leaf_task
{
  uint64_t h[2][8];
  uint64_t t[2][2];
  struct blake2b_impl const *impl;
  int first, count;
  uint8_t const *in;
  size_t ngroups;
};

/* Two tasks, as one side of the outer join.  */
struct task_pair
{
  struct workers *pool;
  struct leaf_task *a, *b;
};

static void
run_leaves (void *arg)
{
  struct leaf_task *task = arg;
  blake2bp_compress_leaves (task->impl, task->h, task->t, task->first,
                            task->count, task->in, task->ngroups);
}

static void
run_pair (void *arg)
{
  struct task_pair *pair = arg;
  /* A helper's fault reading IN is raised here too, so that the outer
     join passes it on to the caller.  */
  workers_join2_raise (pair->pool, run_leaves, pair->a, run_leaves,
                       pair->b);
}

/* Compress the NGROUPS whole groups at IN straight into S's leaves,
   PER_THREAD leaves (1 or 2) on each thread of POOL, with the kernels
   of IMPL.  */
static void
compress_on_threads (struct blake2bp_state *s, uint8_t const *in,
                     size_t ngroups, struct workers *pool,
                     struct blake2b_impl const *impl, int per_thread)
{
  struct leaf_task tasks[LEAVES];
  int ntasks = LEAVES / per_thread;
  for (int i = 0; i < ntasks; i++)
    {
      int first = i * per_thread;
      memcpy (tasks[i].h, s->h[first], per_thread * sizeof s->h[0]);
      memcpy (tasks[i].t, s->t[first], per_thread * sizeof s->t[0]);
      tasks[i].impl = impl;
      tasks[i].first = first;
      tasks[i].count = per_thread;
      tasks[i].in = in;
      tasks[i].ngroups = ngroups;
    }
  /* A fault reading IN becomes the caller's.  */
  if (ntasks == 2)
    workers_join2_raise (pool, run_leaves, &tasks[0], run_leaves,
                         &tasks[1]);
  else
    {
      struct task_pair low = { pool, &tasks[0], &tasks[1] };
      struct task_pair high = { pool, &tasks[2], &tasks[3] };
      workers_join2_raise (pool, run_pair, &low, run_pair, &high);
    }
  for (int i = 0; i < ntasks; i++)
    {
      int first = tasks[i].first;
      memcpy (s->h[first], tasks[i].h, per_thread * sizeof s->h[0]);
      memcpy (s->t[first], tasks[i].t, per_thread * sizeof s->t[0]);
    }
}

/* How many leaves each thread of POOL takes with the kernels of IMPL:
   1 or 2, or 0 where one thread does best (see above).  */
static int
leaves_per_thread (struct workers *pool, struct blake2b_impl const *impl)
{
  size_t threads = pool ? workers_threads (pool) : 1;
  if (LEAVES <= threads)
    return 1;
  if (2 <= threads && impl->x2)
    return 2;
  return 0;
}

void
blake2bp_update_threaded (struct blake2bp_state *s, void const *in,
                          size_t len, struct workers *pool, bool mapped)
{
  struct blake2b_impl const *impl = blake2b_active_impl ();
  uint8_t const *p = in;
  uintptr_t page_mask = mapped_page_mask (mapped);
  size_t piece = page_mask ? MAPPED_PIECE : SIZE_MAX;
  int per_thread = leaves_per_thread (pool, impl);
  size_t ngroups = 0;
  if (per_thread && MIN_LEN <= len)
    ngroups = blake2bp_direct_groups (s, len);

  while (ngroups > 0)
    {
      size_t most = piece / BLAKE2BP_GROUPBYTES;
      size_t n = ngroups < most ? ngroups : most;
      compress_on_threads (s, p, n, pool, impl, per_thread);
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
