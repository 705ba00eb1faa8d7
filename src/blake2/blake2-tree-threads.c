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
   thread at the end.  */

#include <config.h>

#include "blake2-tree-threads.h"

#include <stdint.h>
#include <stdlib.h>

#include "core/mapped-pages.h"
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

/* A share of the leaves of one batch, for one thread.  */
struct leaf_job
{
  struct blake2_tree_params const *p;
  uint8_t const *in;            /* the first leaf */
  size_t n;                     /* how many leaves */
  uint64_t first;               /* the first leaf's index */
  uint8_t *out;                 /* their outputs */
  size_t node_length;
  struct workers *pool;
  uintptr_t page_mask;          /* mapped_page_mask's, for IN */
  size_t resident;              /* how much of IN a thread maps at once */
};

static void
hash_leaf_job (void *arg)
{
  struct leaf_job *j = arg;
  size_t half = ((j->n / 2 + LEAF_GRAIN - 1) / LEAF_GRAIN) * LEAF_GRAIN;
  if (j->n <= LEAF_GRAIN || j->n <= half || workers_threads (j->pool) < 2)
    {
      blake2_tree_hash_mapped_leaves (j->p, j->in, j->n, j->first, j->out,
                                      j->page_mask, j->resident);
      mapped_release (j->in, j->n * j->p->leaf_length, j->page_mask);
      return;
    }
  struct leaf_job left = *j, right = *j;
  left.n = half;
  right.n = j->n - left.n;
  right.in += left.n * j->p->leaf_length;
  right.first += left.n;
  right.out += left.n * j->node_length;
  /* A helper's fault reading the input (a truncated mapping) is
     raised here, where the caller's handler expects it.  */
  workers_join2_raise (j->pool, hash_leaf_job, &left, hash_leaf_job, &right);
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
      size_t node_length = blake2_tree_node_length (p);
      size_t batch = BATCH_PER_THREAD * threads;
      /* The outputs' buffer is kept from one call to the next, never
         freed: a file that shrinks under its mapping leaves this
         function by a siglongjmp from the SIGBUS handler (hashfile.c),
         which would leak a buffer freed at the end.  Without memory for
         the outputs, the tree hashes it all on this thread: slower, and
         the same digest.  */
      static uint8_t *outputs;
      static size_t outputs_size;
      if (outputs_size < batch * node_length)
        {
          free (outputs);
          outputs = malloc (batch * node_length);
          outputs_size = outputs ? batch * node_length : 0;
        }
      /* Keep at least one byte back: the last leaf is hashed by the
         tree itself, flagged as the last.  */
      size_t whole = outputs ? (len - 1) / leaf : 0;
      uintptr_t page_mask = mapped_page_mask (mapped);
      size_t resident = mapped_share (threads, MIN_RESIDENT, MAX_RESIDENT);
      while (whole)
        {
          size_t n = whole < batch ? whole : batch;
          struct leaf_job job = { p, bytes, n, first, outputs, node_length,
                                  pool, page_mask, resident };
          hash_leaf_job (&job);
          blake2_tree_add_leaves (tree, outputs, n);
          bytes += n * leaf;
          len -= n * leaf;
          first += n;
          whole -= n;
        }
    }
  blake2_tree_update (tree, bytes, len);
}
