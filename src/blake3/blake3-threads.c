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
   the recursion of blake3_compress_subtree_wide can fork at each split:
   this file repeats that recursion with a workers_join2 at each level
   and leaves everything else (chunks, parents, the hasher's CV stack)
   to blake3.c through blake3_update_with.  The CVs come out in the same
   places and are combined by the same blake3_join_subtrees, so the
   digest cannot differ from blake3_update's.

   A file can be hashed the same way without mapping it: each leaf of
   the recursion reads its own bytes with pread into a buffer on its
   thread's stack and hashes them from there, while they are in that
   core's cache.  On the 2-core VM this was written on, that hashed a
   cached 4 GiB file 15 to 35% faster than hashing a mapping of it:
   setting up the page tables of a mapping costs more than copying the
   data, and pread cannot raise SIGBUS.
   blake3_update_with wants a pointer, not a file offset, so the file
   gets an address range of its own, reserved with PROT_NONE so that
   nothing can read it: the leaves only subtract its base from their
   input pointers to find their offsets.  blake3_update_with hands an
   input to the subtree function whole, without reading any of it,
   when the input is a power-of-two number of chunks and the hasher has
   hashed a multiple of that many (blake3.c's update loop: such an
   input is one complete subtree); the windows below are chosen so,
   and the code checks that the subtree function did get the whole
   window.  */

#include <config.h>

#include "blake3-threads.h"

#include <errno.h>
#include <signal.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

#include "blake3-impl.h"
#include "workers.h"

/* Sizes, measured on a 2-core Zen 4 VM with the AVX-512 kernels, which
   hash cached data at about 6 GB/s per core:

   MIN_LEN: inputs shorter than this are hashed on one thread.  The
   first fork of an input has to wake a sleeping helper, which takes
   10 to 20 us there, as long as hashing 60 to 120 KB.  Below about
   512 KiB two threads were no faster than one; they were 1.3 times
   as fast at 1 MiB, 1.8 times at 4 MiB, 1.9 to 2 times from 16 MiB.

   GRAIN: within a longer input in memory, halves shorter than this are
   not offered to other threads.  Offering a half while every thread is
   busy costs only two lock round trips, so the grain can be small,
   which lets the threads even out at the end to within about 20 us of
   work; the BLAKE3 authors give the same 128 KiB as the break-even of
   their Rayon version.  Within 128 KiB to 512 KiB the speed of large
   inputs did not measurably change.

   READ_LEN: the leaves of a file are read and hashed in pieces of this
   size, which is also their grain.  Small enough to stay in a core's
   L2 cache; 256 KiB and 512 KiB were equally fast, 128 KiB 4% and
   64 KiB 7% slower (more system calls).

   WINDOW_MAX: the longest address range reserved for a file; a longer
   file is hashed as several windows, each a fork-join of its own.
   Reserving address space costs nothing, but 32-bit hosts have little
   of it.

   None of them changes a digest.  */
#ifndef BLAKE3_THREADS_GRAIN
# define BLAKE3_THREADS_GRAIN (128 * 1024)
#endif
#ifndef BLAKE3_THREADS_MIN_LEN
# define BLAKE3_THREADS_MIN_LEN (1024 * 1024)
#endif
#ifndef BLAKE3_THREADS_WINDOW_MAX
# define BLAKE3_THREADS_WINDOW_MAX (256 * 1024 * 1024)
#endif
enum
{
  GRAIN = BLAKE3_THREADS_GRAIN,
  MIN_LEN = BLAKE3_THREADS_MIN_LEN,
  READ_LEN = 256 * 1024,
  WINDOW_MAX = BLAKE3_THREADS_WINDOW_MAX
};

/* The leaves' buffers are big, so a leaf must have a frame of its own
   rather than be inlined into every level of the recursion.  */
#if defined __GNUC__ || defined __clang__
# define NOINLINE __attribute__ ((__noinline__))
#else
# define NOINLINE
#endif

/* What every task of one update shares.  */
struct update_ctx
{
  struct workers *pool;
  /* Halves shorter than this are not offered to other threads.  */
  size_t grain;

  /* Whether the input is a file, not memory; then its descriptor, the
     address that stands for byte FILE_OFFSET of it, and the window
     that blake3_update_with is expected to pass whole.  */
  bool file;
  int fd;
  uint8_t const *base;
  off_t file_offset;
  size_t window_len;
  /* Set once the subtree function was called with the whole window.  */
  bool saw_window;
  /* 0, an errno value, or BLAKE3_FD_SHORT.  */
  int error;
};

/* One half of a split, as a job for workers_join2.  */
struct subtree_task
{
  struct update_ctx const *ctx;
  struct blake3_impl const *impl;
  uint8_t const *input;
  size_t len;
  uint32_t const *key;
  uint64_t chunk_counter;
  uint8_t flags;
  uint8_t *out;                 /* where the CVs go */
  size_t n_out;                 /* how many there are */
  int error;                    /* a read error in this half, or 0 */
};

/* Read LEN bytes at OFFSET of FD into BUF.  Return 0, an errno value,
   or BLAKE3_FD_SHORT if the file ends first; in the last two cases
   the rest of BUF is zeroed, so that it is defined.  */
static int
read_fully (int fd, uint8_t *buf, size_t len, off_t offset)
{
  size_t got = 0;
  int error = 0;
  while (got < len)
    {
      ssize_t n = pread (fd, buf + got, len - got, offset + (off_t) got);
      if (n > 0)
        got += (size_t) n;
      else if (n < 0 && errno == EINTR)
        continue;
      else
        {
          error = n == 0 ? BLAKE3_FD_SHORT : errno;
          memset (buf + got, 0, len - got);
          break;
        }
    }
  return error;
}

/* A leaf of a file: read it, then hash it while it is in the cache.
   Kept out of line so that only a leaf's frame holds the buffer.  */
static size_t NOINLINE
file_leaf (struct update_ctx const *ctx, struct blake3_impl const *impl,
           uint8_t const *input, size_t len, uint32_t const key[8],
           uint64_t chunk_counter, uint8_t flags, uint8_t *out, int *error)
{
  uint8_t buf[READ_LEN];
  off_t offset = ctx->file_offset + (off_t) (input - ctx->base);
  *error = read_fully (ctx->fd, buf, len, offset);
  return blake3_compress_subtree_wide (impl, buf, len, key, chunk_counter,
                                       flags, out);
}

static size_t parallel_subtree (struct update_ctx const *ctx,
                                struct blake3_impl const *impl,
                                uint8_t const *input, size_t len,
                                uint32_t const key[8],
                                uint64_t chunk_counter, uint8_t flags,
                                uint8_t *out, int *error);

static void
run_task (void *arg)
{
  struct subtree_task *t = arg;
  t->n_out = parallel_subtree (t->ctx, t->impl, t->input, t->len, t->key,
                               t->chunk_counter, t->flags, t->out,
                               &t->error);
}

/* blake3_compress_subtree_wide, with the halves forked on CTX->pool
   while both are at least CTX->grain long, and with a file's leaves
   read in.  Store a read error in *ERROR, else 0.  */
static size_t
parallel_subtree (struct update_ctx const *ctx,
                  struct blake3_impl const *impl, uint8_t const *input,
                  size_t len, uint32_t const key[8], uint64_t chunk_counter,
                  uint8_t flags, uint8_t *out, int *error)
{
  *error = 0;
  if (ctx->file ? len <= READ_LEN : len < 2 * ctx->grain)
    return (ctx->file
            ? file_leaf (ctx, impl, input, len, key, chunk_counter, flags,
                         out, error)
            : blake3_compress_subtree_wide (impl, input, len, key,
                                            chunk_counter, flags, out));

  size_t left_len = blake3_left_subtree_len (len);
  size_t wide = blake3_subtree_wide_count (impl);
  uint8_t cvs[2 * BLAKE3_MAX_SIMD_DEGREE_OR_2 * BLAKE3_OUT_LEN];

  /* The right half's CVs go at a fixed offset, so the halves write
     disjoint parts of CVS and need no synchronization beyond the
     join.  */
  struct subtree_task left =
    {
      ctx, impl, input, left_len, key, chunk_counter, flags, cvs, 0, 0
    };
  struct subtree_task right =
    {
      ctx, impl, input + left_len, len - left_len, key,
      chunk_counter + left_len / BLAKE3_CHUNK_LEN, flags,
      cvs + wide * BLAKE3_OUT_LEN, 0, 0
    };

  /* The right half is the smaller, so it alone decides.  */
  int fault = 0;
  if (right.len >= ctx->grain)
    fault = workers_join2 (ctx->pool, run_task, &left, run_task, &right);
  else
    {
      run_task (&left);
      run_task (&right);
    }

  if (fault != 0)
    {
      /* Both halves are finished or abandoned, so no other thread
         touches this frame any more: make the fault this thread's, as
         if it had happened here, so that it reaches the next fault
         target up.  If a handler returns instead, go on with defined
         (zero) CVs; the digest is garbage either way.  */
      raise (fault);
      memset (cvs, 0, sizeof cvs);
      left.n_out = wide;
      right.n_out = wide;
    }

  *error = left.error != 0 ? left.error : right.error;
  return blake3_join_subtrees (impl, cvs, left.n_out, right.n_out, key,
                               flags, out);
}

/* blake3_subtree_fn has no argument for user data, so the context
   reaches the top of the recursion through this variable, set by the
   thread that calls blake3_update_with; below the top, it travels in
   the tasks.  Thread-local so that two threads may hash at once.  */
#if USE_POSIX_THREADS
static _Thread_local struct update_ctx *entry_ctx;
#else
static struct update_ctx *entry_ctx;
#endif

static size_t
threaded_subtree (struct blake3_impl const *impl, uint8_t const *input,
                  size_t len, uint32_t const key[8], uint64_t chunk_counter,
                  uint8_t flags, uint8_t *out)
{
  struct update_ctx *ctx = entry_ctx;
  int error;
  size_t n = parallel_subtree (ctx, impl, input, len, key, chunk_counter,
                               flags, out, &error);
  if (ctx->file)
    {
      if (input == ctx->base && len == ctx->window_len)
        ctx->saw_window = true;
      if (ctx->error == 0)
        ctx->error = error;
    }
  return n;
}

void
blake3_update_threaded (struct blake3_hasher *self, void const *input,
                        size_t len, struct workers *pool)
{
  if (!pool || len < (size_t) MIN_LEN || workers_threads (pool) < 2)
    {
      blake3_update (self, input, len);
      return;
    }
  struct update_ctx ctx =
    {
      pool, GRAIN, false, -1, NULL, 0, 0, false, 0
    };
  /* Set on every call, never cleared: a fault may leave through
     blake3_update_with, and the value is read only below it.  */
  entry_ctx = &ctx;
  blake3_update_with (self, input, len, threaded_subtree);
}


/* Files.  */

/* The number of bytes SELF has hashed.  */
static uint64_t
hashed_len (struct blake3_hasher const *self)
{
  struct blake3_chunk_state const *cs = &self->chunk;
  return (cs->chunk_counter * BLAKE3_CHUNK_LEN
          + cs->blocks_compressed * (uint64_t) BLAKE3_BLOCK_LEN
          + cs->buf_len);
}

/* The longest window, at most LIMIT bytes, that can follow HASHED
   bytes: a power of two of at least MIN_LEN that divides HASHED; or 0
   if there is none.  As HASHED is then a multiple of the chunk size,
   the hasher's chunk state is empty or full, and either way
   blake3_update_with takes nothing from the window to complete it.  */
static size_t
window_for (uint64_t hashed, uint64_t limit)
{
  size_t w = MIN_LEN;
  if (limit < w || hashed % w != 0)
    return 0;
  while (w <= limit / 2 && hashed % (2 * (uint64_t) w) == 0)
    w *= 2;
  return w;
}

/* Hash the CTX->window_len bytes of CTX->fd at CTX->file_offset as one
   window.  Return 0, an errno value or BLAKE3_FD_SHORT.  */
static int
hash_window (struct blake3_hasher *self, struct update_ctx *ctx)
{
  ctx->saw_window = false;
  ctx->error = 0;
  entry_ctx = ctx;
  blake3_update_with (self, ctx->base, ctx->window_len, threaded_subtree);
  /* Had blake3_update_with not passed the window whole, it would have
     read the reserved range and crashed, or computed a wrong digest
     from bytes no leaf read: never let that go unnoticed.  */
  if (!ctx->saw_window)
    abort ();
  return ctx->error;
}

/* Read N <= READ_LEN bytes of FD at OFFSET and hash them on this
   thread.  Out of line, so that its buffer is not on the stack while
   the leaves of a window have theirs.  */
static int NOINLINE
hash_piece (struct blake3_hasher *self, int fd, off_t offset, size_t n)
{
  uint8_t buf[READ_LEN];
  int error = read_fully (fd, buf, n, offset);
  if (error == 0)
    blake3_update (self, buf, n);
  return error;
}

int
blake3_update_fd (struct blake3_hasher *self, int fd, off_t offset,
                  uint64_t len, struct workers *pool)
{
  struct update_ctx ctx =
    {
      pool, READ_LEN, true, fd, NULL, 0, 0, false, 0
    };
  void *space = NULL;
  size_t space_len = 0;
  int error = 0;

  /* Reserve the longest window this file can use, or less if address
     space is short.  */
  if (pool && workers_threads (pool) > 1 && len >= MIN_LEN)
    for (space_len = WINDOW_MAX; space_len >= MIN_LEN; space_len /= 2)
      if (space_len <= len)
        {
          space = mmap (NULL, space_len, PROT_NONE,
                        MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
          if (space != MAP_FAILED)
            break;
          space = NULL;
        }
  ctx.base = space;

  while (len > 0 && error == 0)
    {
      uint64_t hashed = hashed_len (self);
      size_t n = space ? window_for (hashed, len < space_len ? len : space_len)
                       : 0;
      if (n > 0)
        {
          ctx.file_offset = offset;
          ctx.window_len = n;
          error = hash_window (self, &ctx);
        }
      else
        {
          /* Up to where a window may start, a piece at a time.  */
          n = len < READ_LEN ? (size_t) len : READ_LEN;
          if (hashed % MIN_LEN != 0 && MIN_LEN - hashed % MIN_LEN < n)
            n = (size_t) (MIN_LEN - hashed % MIN_LEN);
          error = hash_piece (self, fd, offset, n);
        }
      offset += (off_t) n;
      len -= n;
    }

  if (space)
    munmap (space, space_len);
  return error;
}
