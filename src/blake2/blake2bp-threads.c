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
   less than twice the time of one: then each of two threads takes two
   leaves.  On the Xeon that is 3.6 GB/s with AVX-512, for some 12% more
   CPU time than the one thread's 2.0, and 3.0 GB/s with AVX2, for some
   40% more.

   Each thread works on its own copy of its leaves' chaining values and
   counters: the four counters share a cache line, which the cores
   would otherwise pass around at every block.  */

#include <config.h>

#include "blake2bp-threads.h"

#include <errno.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "core/cold-read.h"
#include "core/mapped-pages.h"
#include "core/read-at.h"
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
  MAPPED_PIECE = 16 * 1024 * 1024,
  /* A file read in the pread form (blake2bp_update_file_threaded) is
     read this many bytes at a time, each of two threads reading half:
     4 MiB requests, as a cold file is read everywhere (cold-read.h).
     A multiple of the group.  */
  FILE_PIECE = 8 * 1024 * 1024
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
    {
      /* What S holds back from the call before goes first.  Without
         this, only the first of the calls that the read pipeline or a
         mapping's pieces make went to the threads.  */
      size_t taken = blake2bp_align (s, p, len);
      p += taken;
      len -= taken;
      ngroups = blake2bp_direct_groups (s, len);
    }

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

/* One of the two threads of blake2bp_update_file_threaded, for one
   piece: hash its two leaves from the piece read last, and read its
   half of the next one.  */
struct file_side
{
  struct leaf_task hash;
  int fd;
  unsigned char *buf;           /* where its half of the next piece goes */
  size_t len;                   /* its bytes, 0 if none */
  off_t at;
  bool cold;
  unsigned long file_id;
  int failure;                  /* read_at's */
};

static void
run_file_side (void *arg)
{
  struct file_side *side = arg;
  if (side->hash.ngroups)
    run_leaves (&side->hash);
  if (side->len)
    {
      if (side->cold)
        cold_read_by_thread (side->fd, side->file_id, side->at, side->len);
      side->failure = read_at (side->fd, side->buf, side->len, side->at);
    }
}

/* Set SIDES[0] and SIDES[1] to read the LEN bytes of FD at AT into
   BUF, each half of them.  */
static void
share_read (struct file_side sides[2], unsigned char *buf, size_t len,
            off_t at)
{
  size_t first = len / 2;
  sides[0].buf = buf;
  sides[0].len = first;
  sides[0].at = at;
  sides[1].buf = buf + first;
  sides[1].len = len - first;
  sides[1].at = at + (off_t) first;
}

int
blake2bp_update_file_threaded (struct blake2bp_state *s, int fd,
                               off_t offset, uint64_t len,
                               struct workers *pool, int *err)
{
  struct blake2b_impl const *impl = blake2b_active_impl ();
  if (leaves_per_thread (pool, impl) != 2 || len < MIN_LEN
      || SIZE_MAX < len || s->buflen != 0)
    return 0;
  /* Kept from one file to the next, as read_pipeline's buffers are.  */
  static unsigned char *pieces[2];
  for (int i = 0; i < 2; i++)
    if (!pieces[i] && !(pieces[i] = malloc (FILE_PIECE)))
      return 0;

  bool cold = cold_read_is_cold (fd, offset, len);
  struct file_side sides[2];
  for (int i = 0; i < 2; i++)
    sides[i] = (struct file_side)
      {
        .hash = { .impl = impl, .first = 2 * i, .count = 2 },
        .fd = fd, .cold = cold,
        .file_id = cold ? cold_read_file_number () : 0
      };
  size_t ngroups = blake2bp_direct_groups (s, len);
  uint64_t unread = len;
  off_t at = offset;
  size_t have = 0;              /* the bytes in the piece read last */
  int failure = 0;
  for (int next = 0; !failure && (have || unread); next = !next)
    {
      /* Hash the piece read last, in the piece that is not NEXT, and
         read the one after it into NEXT meanwhile.  */
      unsigned char const *piece = pieces[!next];
      size_t groups = have / BLAKE2BP_GROUPBYTES;
      groups = groups < ngroups ? groups : ngroups;
      size_t want = unread < FILE_PIECE ? unread : FILE_PIECE;
      share_read (sides, pieces[next], want, at);
      for (int i = 0; i < 2; i++)
        {
          struct leaf_task *t = &sides[i].hash;
          memcpy (t->h, s->h[t->first], sizeof t->h);
          memcpy (t->t, s->t[t->first], sizeof t->t);
          t->in = piece;
          t->ngroups = groups;
        }
      workers_join2 (pool, run_file_side, &sides[0], run_file_side,
                     &sides[1]);
      for (int i = 0; i < 2; i++)
        {
          struct leaf_task const *t = &sides[i].hash;
          memcpy (s->h[t->first], t->h, sizeof t->h);
          memcpy (s->t[t->first], t->t, sizeof t->t);
        }
      /* The bytes after the last group that may go straight to the
         leaves: at most the last HOLD, which S holds back.  */
      size_t done = groups * BLAKE2BP_GROUPBYTES;
      blake2bp_update (s, piece + done, have - done);
      ngroups -= groups;
      failure = sides[0].failure ? sides[0].failure : sides[1].failure;
      have = want;
      unread -= want;
      at += (off_t) want;
    }
  if (cold)
    cold_read_done (fd, offset, len);
  if (!failure)
    return 1;
  *err = failure < 0 ? 0 : failure;
  return -1;
}
