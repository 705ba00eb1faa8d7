/* bao-threads.c -- the Bao encoder's halves on the thread pool

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

/* The two halves of every split of the Bao tree are independent and
   write to disjoint parts of the output (bao-encode.c), so a split can
   hand one half to another thread.  The bytes and the hash are the
   same whichever thread hashed what.  Leaves are hashed whole by the
   thread that takes them, so with large chunk groups an input of few
   leaves has few pieces to share out.  */

#include <config.h>

#include <signal.h>

#include "bao-encode.h"
#include "workers.h"

/* Sizes, taken from blake3-threads.c, which measured them for the same
   compression work (a Bao encoder does BLAKE3's hashing plus a copy):

   MIN_LEN: inputs shorter than this are encoded on one thread; waking
   a helper costs about as much as hashing 60 to 120 KB, and below
   about 512 KiB two threads were no faster than one.

   GRAIN: halves shorter than this are not offered to other threads,
   so that the threads even out at the end within tens of
   microseconds of work while offering stays cheap.

   Neither changes a byte of the output.  */
#ifndef BAO_THREADS_GRAIN
# define BAO_THREADS_GRAIN (128 * 1024)
#endif
#ifndef BAO_THREADS_MIN_LEN
# define BAO_THREADS_MIN_LEN (1024 * 1024)
#endif
enum
{
  GRAIN = BAO_THREADS_GRAIN,
  MIN_LEN = BAO_THREADS_MIN_LEN
};

struct workers *
bao_encode_pool (struct workers *pool, uint64_t len)
{
  if (!pool || len < (uint64_t) MIN_LEN || workers_threads (pool) < 2)
    return NULL;
  return pool;
}

static void
run_subtree (void *arg)
{
  bao_encode_subtree (arg);
}

void
bao_encode_halves (struct bao_enc_subtree *left,
                   struct bao_enc_subtree *right)
{
  struct workers *pool = left->e->pool;

  /* The right half is the smaller, so it alone decides.  */
  if (pool && right->len >= (size_t) GRAIN)
    {
      int sig = workers_join2 (pool, run_subtree, left, run_subtree, right);
      /* A fault on a helper (a mapping that shrank): raise it here, as
         if this thread had read the bad page; if a handler returns,
         the output is garbage, as after any fault.  */
      if (sig)
        raise (sig);
      return;
    }
  run_subtree (left);
  run_subtree (right);
}
