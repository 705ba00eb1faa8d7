/* bao-threads.c -- the Bao tree's halves on the thread pool

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

/* The two halves of every split of the Bao tree are independent: the
   encoder's write to disjoint parts of the output (bao-encode.c), the
   verifier's only read (bao-verify.c).  So a split can hand one half
   to another thread; the bytes, the hash and the verdict are the same
   whichever thread took what.  Leaves are hashed whole by the thread
   that takes them, so with large chunk groups an input of few leaves
   has few pieces to share out.  */

#include <config.h>


#include "bao-threads.h"
#include "core/workers.h"

/* Sizes, taken from blake3-threads.c, which measured them for the same
   compression work (a Bao encoder does BLAKE3's hashing plus a copy, a
   verifier BLAKE3's hashing plus comparisons):

   MIN_LEN: inputs shorter than this are done on one thread; waking a
   helper costs about as much as hashing 60 to 120 KB, and below about
   512 KiB two threads were no faster than one.

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
bao_pool_for (struct workers *pool, uint64_t len)
{
  if (!pool || len < (uint64_t) MIN_LEN || workers_threads (pool) < 2)
    return NULL;
  return pool;
}

bool
bao_split_pays (struct workers const *pool, uint64_t right_len)
{
  /* The right half is the smaller, so it alone decides.  */
  return pool && right_len >= (uint64_t) GRAIN;
}

void
bao_run_halves (struct workers *pool, uint64_t right_len,
                void (*fn) (void *), void *left, void *right)
{
  if (bao_split_pays (pool, right_len))
    {
      /* A fault on a helper (a mapping that shrank) is raised here, as
         if this thread had read the bad page; if a handler returns,
         the result is garbage, as after any fault.  */
      workers_join2_raise (pool, fn, left, fn, right);
      return;
    }
  fn (left);
  fn (right);
}
