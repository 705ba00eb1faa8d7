/* blake3-threads.c -- hash the subtrees of a large BLAKE3 input in parallel

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

/* The BLAKE3 tree makes the two halves of every subtree independent, so
   the recursion of the core can fork at each split: this file gives
   blake3_update_with a join (blake3-impl.h) that runs the two halves
   through workers_join2, and leaves everything else (chunks, parents,
   the hasher's CV stack, the recursion itself) to blake3.c.  The CVs
   come out in the same places and are combined by the same code as
   without threads, so the digest cannot differ from blake3_update's.

   A file is hashed through a mapping of it, whose page-table entries
   do not exist yet; a prefetch to a page without one is dropped, so
   the kernels' prefetches (blake3-impl.h) would miss at the start of
   every page.  The entries of each piece of a subtree are built with
   one madvise (MADV_POPULATE_READ) before it is hashed, by the thread
   that hashes it, which also spreads the faults over the threads; they
   are dropped once it is hashed.  doc/measurements.md has what was
   measured for this and for the sizes below.  */

#include <config.h>

#include "blake3-threads.h"

#include <stdbool.h>
#include <stdint.h>

#include "blake3-impl.h"
#include "core/mapped-pages.h"
#include "core/workers.h"

/* The sizes of the split (doc/measurements.md has the measurements):

   MIN_LEN: inputs shorter than this are hashed on one thread, since
   waking a sleeping helper costs as much as hashing some 100 KB.

   GRAIN: within a longer input, halves shorter than this are not
   offered to other threads; offering is cheap, so a small grain lets
   the threads even out at the end.

   POPULATE_LEN: a mapping is populated in pieces of at most this size,
   each by the thread that takes the subtree it covers, or a piece at a
   time just before it is hashed on one thread: each madvise call has a
   fixed cost.

   RELEASE_LEN: once hashed, a mapping's page-table entries are dropped
   (mapped-pages.h) in pieces of at most this size, each by the thread
   that hashed it: with several threads, so that the last one is not
   left to tear the whole mapping down, and on one thread too, so that
   the file does not stay resident (there, a piece at a time, as it is
   populated).

   MIN_PIECE_LEN: with many threads, the pieces shrink to each
   thread's share of MAPPED_RESIDENT_BUDGET (mapped-pages.h), but no
   lower than this, since each piece costs two madvise calls, which
   with many threads wait for each other: 64 threads on 2 CPUs took
   0.17 s a GiB with pieces of 256 KiB, 0.14 s with 512 KiB and
   0.12 s with 4 MiB (doc/measurements.md).  But 64 threads, each
   stopped in the middle of a piece of 512 KiB, hold 32 MiB, past the
   32 MiB that every thread count must keep within.  With 256 KiB, 64
   threads hold 16 MiB of pieces at most; and since pieces of less
   than MAPPED_FOLIO_MAX can leave more of a file mapped than
   themselves, such pieces are kept within a window (mapped-pages.h).

   None of them changes a digest.  */
#ifndef BLAKE3_THREADS_GRAIN
# define BLAKE3_THREADS_GRAIN (128 * 1024)
#endif
#ifndef BLAKE3_THREADS_MIN_LEN
# define BLAKE3_THREADS_MIN_LEN (1024 * 1024)
#endif
#ifndef BLAKE3_THREADS_RELEASE_LEN
# define BLAKE3_THREADS_RELEASE_LEN (4 * 1024 * 1024)
#endif
#ifndef BLAKE3_THREADS_MIN_PIECE_LEN
# define BLAKE3_THREADS_MIN_PIECE_LEN (256 * 1024)
#endif
enum
{
  GRAIN = BLAKE3_THREADS_GRAIN,
  MIN_LEN = BLAKE3_THREADS_MIN_LEN,
  POPULATE_LEN = BLAKE3_THREADS_POPULATE_LEN,
  RELEASE_LEN = BLAKE3_THREADS_RELEASE_LEN,
  MIN_PIECE_LEN = BLAKE3_THREADS_MIN_PIECE_LEN
};

/* What every join of one update shares.  */
struct update_ctx
{
  struct workers *pool;
  /* For a mapping whose pages are populated and released as it goes,
     the page size less one; 0 for memory that needs nothing done.  */
  uintptr_t page_mask;
  /* The pieces it is populated and released in: POPULATE_LEN and
     RELEASE_LEN, or less with many threads.  */
  size_t populate_len;
  size_t release_len;
  /* The window the threads keep within (mapped-pages.h), or 0.  */
  size_t window_len;
};

/* One half of a split, as a job for workers_join2.  */
struct half_job
{
  struct blake3_subtree *half;
  uintptr_t page_mask;
  bool populate;                /* whether to populate it first */
  bool release;                 /* whether to release it after */
};

static void
run_half (void *arg)
{
  struct half_job *j = arg;
  if (j->populate)
    mapped_populate (j->half->input, j->half->len, j->page_mask);
  blake3_subtree_run (j->half);
  if (j->release)
    mapped_release (j->half->input, j->half->len, j->page_mask);
}

/* Whether a subtree of LEN bytes is populated (LIMIT = populate_len)
   or released (release_len) whole, if nothing that encloses it is: one
   of at most LIMIT bytes, or one too short to be split across threads
   (only if LIMIT < 2 * GRAIN).  */
static bool
piece_whole (size_t len, size_t limit)
{
  return len <= limit || len < 2 * (size_t) GRAIN;
}

/* The join of blake3_update_threaded: fork the halves LEFT and RIGHT
   on the pool of the update_ctx ARG while both are at least GRAIN
   long.  The first subtree on the way down that piece_whole accepts
   for the context's populate_len is populated, by the thread that
   takes it: the subtree blake3_update_with hands over whole, at the
   top split (depth 0), on the calling thread; otherwise a half of a
   split whose parent was too long.  Pieces of release_len are
   released the same way, once hashed.  The core makes the top split
   of every such subtree go through here, so none is missed.  A fault
   that workers_join2 reports goes back to the core, which raises it
   again on this thread.  */
static int
threaded_join (void *arg, struct blake3_subtree *left,
               struct blake3_subtree *right)
{
  struct update_ctx const *ctx = arg;
  size_t len = left->len + right->len;
  struct half_job a = { left, ctx->page_mask, false, false };
  struct half_job b = { right, ctx->page_mask, false, false };
  bool release_here = false;

  if (!piece_whole (len, ctx->populate_len))
    {
      a.populate = piece_whole (left->len, ctx->populate_len);
      b.populate = piece_whole (right->len, ctx->populate_len);
    }
  else if (left->depth == 0)
    mapped_populate (left->input, len, ctx->page_mask);
  if (!piece_whole (len, ctx->release_len))
    {
      a.release = piece_whole (left->len, ctx->release_len);
      b.release = piece_whole (right->len, ctx->release_len);
    }
  else
    release_here = left->depth == 0;

  /* Above a window, the halves run in turn on this thread, so that all
     threads work within one window (whose pieces of release_len are
     windows).  A fault here is this thread's own.  */
  if (ctx->window_len && len > ctx->window_len)
    {
      run_half (&a);
      run_half (&b);
      return 0;
    }

  /* Below 2 * GRAIN nothing is offered to other threads and all lies
     within a populated piece, so the rest of such a half is the plain
     recursion.  */
  if (left->len < 2 * (size_t) GRAIN)
    left->join = NULL;
  if (right->len < 2 * (size_t) GRAIN)
    right->join = NULL;

  /* The right half is the smaller, so it alone decides.  */
  int sig = 0;
  if (right->len >= (size_t) GRAIN)
    sig = workers_join2 (ctx->pool, run_half, &a, run_half, &b);
  else
    {
      run_half (&a);
      run_half (&b);
    }
  if (release_here)
    mapped_release (left->input, len, ctx->page_mask);
  return sig;
}

void
blake3_update_threaded (struct blake3_hasher *self, void const *input,
                        size_t len, struct workers *pool, bool mapped)
{
  if (!pool || len < (size_t) MIN_LEN || workers_threads (pool) < 2)
    {
      /* One thread: populate a mapping a piece at a time, just ahead
         of hashing it, while its entries are still in the cache, and
         drop them once it is hashed, so that the file does not stay
         resident as it is read (as much as the file, else).  */
      uint8_t const *in = input;
      size_t step = mapped ? POPULATE_LEN : len;
      uintptr_t page_mask = mapped_page_mask (mapped);
      while (len > 0)
        {
          size_t n = len < step ? len : step;
          mapped_populate (in, n, page_mask);
          blake3_update (self, in, n);
          mapped_release (in, n, page_mask);
          in += n;
          len -= n;
        }
      return;
    }
  size_t release_len = mapped_share (workers_threads (pool), MIN_PIECE_LEN,
                                     RELEASE_LEN);
  size_t populate_len = (release_len < POPULATE_LEN ? release_len
                         : POPULATE_LEN);
  /* Pieces within a window are not released one by one: a fault maps
     more than its piece, and would map again what a piece beside it
     had released.  Released one by one, a cached 256 MiB took 0.155 s
     on 64 threads (2 CPUs); dropped a window at a time, 0.123 s.  */
  uintptr_t page_mask = mapped_page_mask (mapped);
  size_t window_len = page_mask ? mapped_window (workers_threads (pool)) : 0;
  if (window_len)
    release_len = window_len;
  struct update_ctx ctx = { pool, page_mask, populate_len, release_len,
                            window_len };
  struct blake3_join join = { threaded_join, &ctx };
  blake3_update_with (self, input, len, &join);
}
