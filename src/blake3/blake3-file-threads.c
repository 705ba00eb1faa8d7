/* blake3-file-threads.c -- hash a regular file on threads that each read
   the parts they hash

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

/* A file that is not mapped (b3sum --no-mmap, a regular file on standard
   input) used to be read by one thread into a large buffer while the
   other threads hashed the last one.  Every byte then moved from the
   core that read it to the core that hashed it, and on a 2-core AMD EPYC
   (Zen 3) VM that cost more than the threads gained: the read () calls
   copied at a quarter of their speed on one thread, and a cached 1 GiB
   took 0.44 s, against 0.38 s on one thread.  Here each thread reads with
   pread the subtree it is about to hash into a buffer of its own, so the
   bytes stay in the cache of the core that hashes them: 0.20 s.

   The tree recursion of blake3.c does the splitting.  It is given, as
   the input, the address range of a reservation as long as the file,
   with no memory behind it and no access allowed, that stands for the
   file: byte I of the file is at BASE + I.  At each split the join below
   either hands the halves on (to other threads, when they are long) or,
   for a half of at most LEAF_LEN bytes, reads that half's bytes into a
   buffer and points the half at the buffer before running it.  Every
   byte that the recursion reads lies in such a half, since a half longer
   than LEAF_LEN is always split through the join again.  The few bytes
   that blake3_update_with reads itself, the last chunk or two after the
   last subtree, are read into the reservation first (the only pages
   made accessible).  A read of any other byte of the reservation would
   be a fault, never a wrong digest.  */

#include <config.h>

#include "blake3-threads.h"

#include <errno.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdlib.h>
#include <sys/mman.h>
#include <unistd.h>

#if USE_POSIX_THREADS
# include <pthread.h>
# define HAVE_THREADS true
#else
# define HAVE_THREADS false
#endif

#include "blake3-impl.h"
#include "core/cold-read.h"
#include "core/read-at.h"
#include "core/workers.h"

/* LEAF_LEN: halves of at most this many bytes are read and hashed whole
   by one thread.  Measured on the Zen 3 VM with a cached 1 GiB that was
   just written (hyperfine, 10 runs): 16 KiB leaves took 0.24 s, 32 KiB
   0.21 s, 64 KiB 0.20 s, 128 KiB 0.26 s and 256 KiB or 1 MiB 0.36 s,
   the system time of the pread calls rising from 0.09 s to 0.42 s as
   the buffer outgrows what the core keeps close while the other core
   hashes.  One thread took 0.39 s, the official b3sum --no-mmap 0.37 s.

   MIN_LEN: shorter files are left to the caller, which reads them on
   one thread: the first fork wakes a sleeping helper (10 to 20 us),
   and below 1 MiB two threads gained nothing on the mapped path either
   (blake3-threads.c).

   Neither changes a digest.  */
enum
{
  LEAF_LEN = 64 * 1024,
  MIN_LEN = 1024 * 1024,
  /* blake3_update_with reads the bytes after its last whole subtree
     itself: fewer than two chunks.  */
  TAIL_LEN = 2 * BLAKE3_CHUNK_LEN
};

/* What every join of one file shares.  */
struct file_ctx
{
  struct workers *pool;
  int fd;
  off_t offset;                 /* where in the file BASE stands */
  uint8_t const *base;
  uint8_t const *end;           /* where the file's last byte ends */
  /* Whether none of the file seemed to be in memory when hashing
     began, and then the number that tells this file's reads from
     those of an earlier one (see drop_behind).  */
  bool cold;
  unsigned long file_id;

#if USE_POSIX_THREADS
  pthread_mutex_t lock;         /* guards what follows */
#endif
  /* Buffers of LEAF_LEN bytes not in use: room for one a thread, as a
     leaf runs no join and so no other leaf on its thread.  */
  uint8_t **free_buffers;
  size_t n_free;
  /* The first failure: an errno value, or -1 if the file ended early;
     0 while none.  */
  int failure;
};

static void
lock_ctx (struct file_ctx *c)
{
#if USE_POSIX_THREADS
  pthread_mutex_lock (&c->lock);
#else
  (void) c;
#endif
}

static void
unlock_ctx (struct file_ctx *c)
{
#if USE_POSIX_THREADS
  pthread_mutex_unlock (&c->lock);
#else
  (void) c;
#endif
}

/* Record FAILURE unless an earlier one is recorded.  */
static void
fail (struct file_ctx *c, int failure)
{
  lock_ctx (c);
  if (c->failure == 0)
    c->failure = failure;
  unlock_ctx (c);
}

static bool
failed (struct file_ctx *c)
{
  lock_ctx (c);
  bool f = c->failure != 0;
  unlock_ctx (c);
  return f;
}

static uint8_t *
take_buffer (struct file_ctx *c)
{
  uint8_t *buf = NULL;
  lock_ctx (c);
  if (c->n_free > 0)
    buf = c->free_buffers[--c->n_free];
  unlock_ctx (c);
  return buf ? buf : malloc (LEAF_LEN);
}

static void
give_back_buffer (struct file_ctx *c, uint8_t *buf)
{
  lock_ctx (c);
  c->free_buffers[c->n_free++] = buf;
  unlock_ctx (c);
}

/* One half of a split, as a job for workers_join2.  */
struct file_half
{
  struct file_ctx *ctx;
  struct blake3_subtree *half;
};

/* What a half whose bytes could not be read is hashed from instead, so
   that the tree keeps its shape; the digest is not used.  */
static uint8_t zeros[LEAF_LEN];

/* A file none of which was in memory: before a thread reads the LEN
   bytes at AT, drop from the page cache what it has read of the file
   (cold-read.h).  Each thread keeps track of its own reads.  */
static void
drop_behind (struct file_ctx *c, off_t at, size_t len)
{
  if (c->cold)
    cold_read_by_thread (c->fd, c->file_id, at, len);
}

/* Hash the half of J whole from a buffer read for it.  After a failure
   the half is not read.  */
static void
run_leaf (struct file_half *j)
{
  struct file_ctx *c = j->ctx;
  struct blake3_subtree *t = j->half;
  uint8_t *buf = failed (c) ? NULL : take_buffer (c);
  int r = ENOMEM;
  off_t at = c->offset + (t->input - c->base);
  if (buf)
    {
      drop_behind (c, at, t->len);
      r = read_at (c->fd, buf, t->len, at);
    }
  if (r != 0)
    fail (c, r);
  t->input = r == 0 ? buf : zeros;
  t->input_end = t->input + t->len;
  t->join = NULL;
  blake3_subtree_run (t);
  if (buf)
    give_back_buffer (c, buf);
}

static void
run_file_half (void *arg)
{
  struct file_half *j = arg;
  if (j->half->len <= LEAF_LEN)
    run_leaf (j);
  else
    blake3_subtree_run (j->half);
}

/* The join: halves longer than LEAF_LEN split again through it; the
   two halves go to two threads when the right one, the shorter, is at
   least half a leaf long.  */
static int
file_join (void *arg, struct blake3_subtree *left,
           struct blake3_subtree *right)
{
  struct file_ctx *c = arg;
  struct file_half a = { c, left };
  struct file_half b = { c, right };
  if (right->len >= LEAF_LEN / 2)
    return workers_join2 (c->pool, run_file_half, &a, run_file_half, &b);
  run_file_half (&a);
  run_file_half (&b);
  return 0;
}

int
blake3_update_file_threaded (struct blake3_hasher *self, int fd,
                             off_t offset, uint64_t len,
                             struct workers *pool, int *err)
{
  if (!HAVE_THREADS || !pool || workers_threads (pool) < 2
      || len < MIN_LEN || SIZE_MAX < len)
    return 0;

  long page_size = sysconf (_SC_PAGESIZE);
  void *region = mmap (NULL, len, PROT_NONE,
                       MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
  if (region == MAP_FAILED)
    return 0;
  uint8_t *base = region;

  struct file_ctx c =
    {
      .pool = pool, .fd = fd, .offset = offset, .base = base,
      .end = base + len,
      .cold = cold_read_is_cold (fd, offset, len),
      .file_id = cold_read_file_number (),
      .free_buffers = malloc (workers_threads (pool)
                              * sizeof *c.free_buffers),
    };
#if USE_POSIX_THREADS
  if (c.free_buffers && pthread_mutex_init (&c.lock, NULL) != 0)
    {
      free (c.free_buffers);
      c.free_buffers = NULL;
    }
#endif
  if (!c.free_buffers)
    {
      munmap (region, len);
      return 0;
    }

  /* The tail that blake3_update_with reads itself.  If its pages cannot
     be had, nothing has been done yet: decline.  */
  size_t tail_at = len - TAIL_LEN;
  size_t tail_page = tail_at & ~((size_t) page_size - 1);
  bool usable = mprotect (base + tail_page, len - tail_page,
                          PROT_READ | PROT_WRITE) == 0;
  int r = 0;
  if (usable)
    r = read_at (fd, base + tail_at, TAIL_LEN, offset + tail_at);
  if (usable && r == 0)
    {
      struct blake3_join join = { file_join, &c };
      blake3_update_with (self, base, len, &join);
      r = c.failure;
      if (c.cold)
        cold_read_done (fd, offset, len);
    }

  for (size_t i = 0; i < c.n_free; i++)
    free (c.free_buffers[i]);
  free (c.free_buffers);
#if USE_POSIX_THREADS
  pthread_mutex_destroy (&c.lock);
#endif
  munmap (region, len);
  if (!usable)
    return 0;
  if (r == 0)
    return 1;
  *err = r < 0 ? 0 : r;
  return -1;
}
