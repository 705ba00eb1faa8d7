/* blake2-tree-threads.c -- tree-mode leaves hashed on several threads

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

/* The leaves of a tree are independent until they are combined, and
   blake2_tree_hash_leaves hashes any run of whole leaves on its own:
   so a long input is taken a batch of leaves at a time, each batch's
   leaves are split in halves across the pool down to a grain, and the
   outputs are handed to the tree in order with blake2_tree_add_leaves.
   The tree then combines exactly the outputs blake2_tree_update would
   have made, so the digest cannot differ.

   The page-table entries of a mapped input are dropped by the thread
   that hashed each job's leaves, as soon as it has (mapped-pages.h
   says why): a cached 1 GiB file then took 275 ms rather than 288 ms
   on the 2-core Zen 3 VM, of which unmapping had taken 33 ms on one
   thread at the end.

   But each lane of each thread reads a leaf of its own, and each keeps
   a whole folio of the page cache mapped (mapped-pages.h): 4 threads
   of 4 lanes held 34.7 MB of a 256 MiB file read in by cat, 16 threads
   46.5 MB.  With more threads and lanes than that allows, the threads
   read their leaves with pread instead (blake2_tree_hash_file_leaves):
   3.0 and 3.6 MB.  Reading copies every byte, which costs: on 2
   threads (Zen 1, 4 lanes), 680 ms for a cached 1 GiB against 612 ms
   mapped, so 2 threads of 4 lanes keep the mapping.  */

#include <config.h>

#include "blake2-tree-threads.h"

#include <errno.h>
#include <stdint.h>
#include <stdlib.h>
#include <sys/mman.h>
#include <unistd.h>

#include "core/cold-read.h"
#include "core/mapped-pages.h"
#include "core/map-or-read.h"
#include "core/populate-ahead.h"
#include "core/read-at.h"
#include "core/workers.h"

enum
{
  /* Leaves per job below which a job is not split further: each leaf
     is at least a few KiB of work, so a few leaves outweigh a fork.
     It is also the widest lane kernel's count of leaves (blake2-tree.c
     hashes 8 leaves at once with AVX-512), and jobs are split on its
     multiples, so that every job but the last of a batch fills the
     lanes: halving 76 leaves of s3git's 5 MiB down to jobs of 4 and 5
     had most of a 1 GiB file hashed one leaf at a time, and two
     threads were no faster than one.  */
  LEAF_GRAIN = 8,
  /* Leaves per batch and thread: enough to keep every thread busy,
     few enough for the batch's outputs to stay in the cache.  */
  BATCH_PER_THREAD = 64,
  /* What each thread keeps mapped in of the leaves it reads at once:
     its share of MAPPED_RESIDENT_BUDGET, between these.  With 4 MiB,
     8 lanes read 512 KiB of each leaf before dropping it.  */
  MIN_RESIDENT = 512 * 1024,
  MAX_RESIDENT = 4 * 1024 * 1024
};

/* A cold file's leaves, read by lanes each a stretch of a leaf of its
   own at a time, make 16 streams of reads through the file at once on
   two threads, 5 MiB apart with s3git's leaves; the kernel reads them
   ahead in requests of under 1 MiB, and on a virtio disk that took 1.2
   to 1.5 times as long as the same bytes read straight through.  So
   the file is read in ahead on a thread of its own, in one ascending
   stream of 4 MiB pieces (populate-ahead.h), and each job waits until
   its leaves are in memory before it reads them.  For that the
   batches must be short, the threads' leaves neighbours, and what is
   read in ahead must cover two batches: one made the jobs wait at each
   batch, and bt2sum no faster (doc/measurements.md).  COLD_BATCH_BYTES
   is each thread's share of a batch, in whole grains of leaves; what
   is read in ahead must fit in a quarter of the file, or the file is
   read as before: two threads over s3git's leaves read 164 MiB ahead,
   and four in a memory cgroup of 256 MiB, reading 324 MiB ahead over
   1 GiB, took longer than without.  */
enum
{
  COLD_BATCH_BYTES = 32 * 1024 * 1024,
  AHEAD_BATCHES = 2
};

/* Leaves per thread in a batch of a cold file whose leaves are LEAF
   bytes long.  */
static size_t
cold_batch (size_t leaf)
{
  size_t n = COLD_BATCH_BYTES / leaf / LEAF_GRAIN * LEAF_GRAIN;
  return (n < LEAF_GRAIN ? LEAF_GRAIN
          : BATCH_PER_THREAD < n ? BATCH_PER_THREAD : n);
}

/* A share of the leaves of one batch, for one thread.  */
struct leaf_job
{
  struct blake2_tree_params const *p;
  uint8_t const *in;            /* the first leaf, or null: */
  int fd;                       /* read from FD, the first at OFFSET */
  off_t offset;
  size_t n;                     /* how many leaves */
  uint64_t first;               /* the first leaf's index */
  uint8_t *out;                 /* their outputs */
  size_t node_length;
  struct workers *pool;
  uintptr_t page_mask;          /* mapped_page_mask's, for IN */
  size_t resident;              /* how much of IN a thread maps at once */
  bool cold;                    /* FD was not in memory: drop it */
  unsigned long file_id;        /* FD's number for cold_read_by_thread */
  struct populate_ahead *ahead; /* reading FD in ahead, or null */
  off_t ahead_start;            /* where its mapping starts in FD */
  int failure;                  /* from FD: 0, an errno value, or -1 */
};

/* Hash J's leaves on this thread.  */
static void
hash_leaves_here (struct leaf_job *j)
{
  if (j->in)
    {
      blake2_tree_hash_mapped_leaves (j->p, j->in, j->n, j->first, j->out,
                                      j->page_mask, j->resident);
      mapped_release (j->in, j->n * j->p->leaf_length, j->page_mask);
      return;
    }
  uint8_t *buf = malloc (BLAKE2_TREE_FILE_BUFFER);
  if (!buf)
    {
      j->failure = ENOMEM;
      return;
    }
  /* A cold file's leaves go from the page cache once hashed, a window
     at a time (cold-read.h), LEAF_GRAIN leaves read before each look:
     a single thread hashes a whole batch here, more than a memory
     cgroup may hold.  */
  size_t leaf = j->p->leaf_length;
  size_t step = j->cold ? LEAF_GRAIN : j->n;
  for (size_t i = 0; i < j->n && !j->failure; i += step)
    {
      size_t n = j->n - i < step ? j->n - i : step;
      off_t at = j->offset + (off_t) (i * leaf);
      populate_ahead_wait (j->ahead,
                           (size_t) (at - j->ahead_start) + n * leaf);
      if (j->cold)
        cold_read_by_thread (j->fd, j->file_id, at, n * leaf);
      j->failure = blake2_tree_hash_file_leaves (j->p, j->fd, at, n,
                                                 j->first + i,
                                                 j->out + i * j->node_length,
                                                 buf);
    }
  free (buf);
}

static void
hash_leaf_job (void *arg)
{
  struct leaf_job *j = arg;
  size_t half = ((j->n / 2 + LEAF_GRAIN - 1) / LEAF_GRAIN) * LEAF_GRAIN;
  if (j->n <= LEAF_GRAIN || j->n <= half || workers_threads (j->pool) < 2)
    {
      hash_leaves_here (j);
      return;
    }
  struct leaf_job left = *j, right = *j;
  size_t skip = half * j->p->leaf_length;
  left.n = half;
  right.n = j->n - left.n;
  if (right.in)
    right.in += skip;
  right.offset += (off_t) skip;
  right.first += left.n;
  right.out += left.n * j->node_length;
  /* A helper's fault reading the input (a truncated mapping) is
     raised here, where the caller's handler expects it.  */
  workers_join2_raise (j->pool, hash_leaf_job, &left, hash_leaf_job, &right);
  j->failure = left.failure ? left.failure : right.failure;
}

/* A buffer for the outputs of BATCH leaves of P, or null.  It is kept
   from one call to the next, never freed: a file that shrinks under
   its mapping leaves blake2_tree_update_threaded by a siglongjmp from
   the SIGBUS handler (hashfile.c), which would leak a buffer freed at
   the end.  */
static uint8_t *
outputs_for (struct blake2_tree_params const *p, size_t batch)
{
  static uint8_t *outputs;
  static size_t outputs_size;
  size_t size = batch * blake2_tree_node_length (p);
  if (outputs_size < size)
    {
      free (outputs);
      outputs = malloc (size);
      outputs_size = outputs ? size : 0;
    }
  return outputs;
}

/* Hash the WHOLE leaves of JOB, from JOB->first on, on the threads of
   JOB->pool, a batch of BATCH leaves at a time into JOB->out, and give
   their outputs to TREE.  Stop at a failed read, and return it.  */
static int
hash_batches (struct blake2_tree *tree, struct leaf_job *job, size_t whole,
              size_t batch)
{
  size_t leaf = job->p->leaf_length;
  while (whole)
    {
      size_t n = whole < batch ? whole : batch;
      populate_ahead_hashed (job->ahead,
                             (size_t) (job->offset - job->ahead_start));
      job->n = n;
      hash_leaf_job (job);
      if (job->failure)
        return job->failure;
      blake2_tree_add_leaves (tree, job->out, n);
      if (job->in)
        job->in += n * leaf;
      job->offset += (off_t) (n * leaf);
      job->first += n;
      whole -= n;
    }
  return 0;
}

void
blake2_tree_update_threaded (struct blake2_tree *tree, void const *in,
                             size_t len, struct workers *pool,
                             bool mapped)
{
  struct blake2_tree_params const *p = blake2_tree_params_of (tree);
  uint8_t const *bytes = in;
  size_t leaf = p->leaf_length;
  uint64_t first;
  /* One thread takes this way too for a mapping, whose pages are
     dropped as the leaves are hashed.  */
  size_t threads = pool ? workers_threads (pool) : 1;
  if ((1 < threads || mapped) && pool
      && blake2_tree_leaf_boundary (tree, &first) && leaf < len)
    {
      size_t batch = BATCH_PER_THREAD * threads;
      uint8_t *outputs = outputs_for (p, batch);
      /* Keep at least one byte back: the last leaf is hashed by the
         tree itself, flagged as the last.  Without memory for the
         outputs, the tree hashes it all on this thread: slower, and the
         same digest.  */
      size_t whole = outputs ? (len - 1) / leaf : 0;
      struct leaf_job job =
        {
          .p = p, .in = bytes, .fd = -1, .first = first, .out = outputs,
          .node_length = blake2_tree_node_length (p), .pool = pool,
          .page_mask = mapped_page_mask (mapped),
          .resident = mapped_share (threads, MIN_RESIDENT, MAX_RESIDENT)
        };
      hash_batches (tree, &job, whole, batch);
      bytes += whole * leaf;
      len -= whole * leaf;
    }
  blake2_tree_update (tree, bytes, len);
}

int
blake2_tree_update_file_threaded (struct blake2_tree *tree, int fd,
                                  off_t offset, uint64_t len,
                                  struct workers *pool, int *err)
{
  struct blake2_tree_params const *p = blake2_tree_params_of (tree);
  size_t leaf = p->leaf_length;
  size_t threads = pool ? workers_threads (pool) : 1;
  uint64_t first;
  /* On one thread, or below this many leaves read at once, a mapping
     serves, unless mapping a file costs more than reading it on this
     machine, or the file is not in memory (map-or-read.h).  */
  bool cold = map_or_read_cold (fd, offset, len);
  if ((!cold && !map_or_read_reading ()
       && (threads < 2
           || (threads * blake2_tree_lanes (p)
               <= 2 * MAPPED_RESIDENT_BUDGET / MAPPED_FOLIO_MAX)))
      || !blake2_tree_leaf_boundary (tree, &first) || len <= leaf
      || SIZE_MAX < len)
    return 0;
  size_t batch = BATCH_PER_THREAD * threads;
  uint8_t *outputs = outputs_for (p, batch);
  uint8_t *rest = malloc (BLAKE2_TREE_LANE_BUFFER);
  if (!outputs || !rest)
    {
      free (rest);
      return 0;
    }
  size_t whole = (len - 1) / leaf;
  struct leaf_job job =
    {
      .p = p, .fd = fd, .offset = offset, .first = first, .out = outputs,
      .node_length = blake2_tree_node_length (p), .pool = pool,
      .cold = cold, .file_id = cold ? cold_read_file_number () : 0
    };
  void const *map = NULL;
  size_t map_size = 0;
  if (cold)
    {
      size_t cold_batch_leaves = cold_batch (leaf) * threads;
      uint64_t ahead = ((uint64_t) AHEAD_BATCHES * cold_batch_leaves * leaf
                        + POPULATE_AHEAD_PIECE);
      job.ahead_start = offset - offset % sysconf (_SC_PAGESIZE);
      map_size = (size_t) (offset - job.ahead_start) + whole * leaf;
      if (ahead <= len / 4)
        map = mapped_file_at (fd, job.ahead_start, map_size);
      if (map)
        job.ahead = populate_ahead_start_for_readers (map, map_size,
                                                      (size_t) ahead);
      if (job.ahead)
        batch = cold_batch_leaves;
    }
  int failure = hash_batches (tree, &job, whole, batch);
  populate_ahead_stop (job.ahead);
  if (map)
    munmap ((void *) map, map_size);

  /* The rest, at most a leaf, through the tree itself.  */
  off_t at = job.offset;
  off_t end = offset + (off_t) len;
  while (!failure && at < end)
    {
      size_t want = (end - at < BLAKE2_TREE_LANE_BUFFER
                     ? (size_t) (end - at) : BLAKE2_TREE_LANE_BUFFER);
      failure = read_at (fd, rest, want, at);
      if (!failure)
        blake2_tree_update (tree, rest, want);
      at += want;
    }
  free (rest);
  /* Dropped only now that the rest is read too: dropped before it, a
     cold file's last leaf stayed in the page cache.  */
  if (cold)
    cold_read_done (fd, offset, len);
  if (!failure)
    return 1;
  *err = failure < 0 ? 0 : failure;
  return -1;
}
