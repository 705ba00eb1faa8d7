/* batch.c -- many small files read ahead and hashed together

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

/* A file of a few KiB takes longer to open, read and close than to
   hash, and alone it fills few of the kernels' lanes: BLAKE3 hashes a
   4 KiB file's four chunks in a call that could take sixteen, BLAKE2b
   has a single chain of compressions.  So regular files of at most
   the algorithm's batch_max_len bytes are read into memory one after
   another, up to BATCH_FILES of them, and hashed by one hash_batch
   call, which gives the lanes to several files at once; then their
   lines are printed, in order.

   Anything else met on the way (a larger file, standard input, a FIFO,
   a file that cannot be opened or read) first flushes the files
   pending, then goes the usual way; so does any message about a file
   from elsewhere, as the walk of --recursive (walk.c) flushes before
   it reports.  Every line and message thus comes at its file's
   place in the operands' order, the exit status is the same, and the
   digests are those of hashing each file alone, which is what
   hash_batch computes.  */

#include <config.h>

#include "batch.h"

#include <errno.h>
#include <limits.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "alignalloc.h"
#include "blake3/blake3-batch.h"
#include "hashfile.h"
#include "core/workers.h"
#include "xalloc.h"

/* Files per batch: as many as the widest BLAKE3 kernel has lanes for
   single chunks.  A digest of at most BATCH_DIGEST_MAX bytes, which
   covers every BLAKE2 length and BLAKE3's default.  */
enum { BATCH_FILES = BLAKE3_BATCH_WIDTH, BATCH_DIGEST_MAX = 64 };

/* Each file's buffer starts a page of its own (the usual 4 KiB one),
   so that a file of one page, read into memory not yet touched, costs
   one page fault rather than two: 64 faults of a process's 240 on 500
   files of 4 KiB.  */
enum { SLOT_ALIGN = 4096 };

static struct batch_hooks const *hooks;
static size_t max_len;
/* The room of each file's buffer: MAX_LEN + 1 bytes, to SLOT_ALIGN.  */
static size_t slot_size;
/* BATCH_FILES buffers, one per pending file; allocated at the first
   file, since a process that reads ahead on two threads (below) or
   meets no small file never needs them.  */
static uint8_t *buffers;
static size_t pending;
static char *names[BATCH_FILES];
static size_t lens[BATCH_FILES];

/* Where the lines of a batch are printed before they are written: one
   stream for the whole run, emptied after each batch, rather than one
   opened and closed each time, which cost glibc a calloc and a memset
   of 8 KiB, about 550 instructions a file of a batch of 16.  The
   stream appends to TEXT (TEXT_ROOM bytes, TEXT_LEN of them used), our
   own buffer: glibc's open_memstream, when it cannot grow its buffer,
   drops what does not fit and tells no one (neither the stream's error
   flag nor fflush says so), which printed a line cut short with exit
   status 0.  Without fopencookie, lines go straight to stdout.  */
static FILE *mem;
static char *text;
static size_t text_len;
static size_t text_room;

#if HAVE_FOPENCOOKIE
/* The write function of MEM: append SIZE bytes at BUF to TEXT, or fail
   with ENOMEM, which sets MEM's error flag for fflush to report.  */
static ssize_t
text_append (void *cookie, char const *buf, size_t size)
{
  if (text_room - text_len < size)
    {
      size_t room = text_room ? text_room : 8192;
      while (room - text_len < size && room <= SIZE_MAX / 2)
        room *= 2;
      char *grown = room - text_len < size ? NULL : realloc (text, room);
      if (!grown)
        {
          errno = ENOMEM;
          return -1;
        }
      text = grown;
      text_room = room;
    }
  memcpy (text + text_len, buf, size);
  text_len += size;
  return size;
}

static FILE *
text_stream (void)
{
  return fopencookie (NULL, "w", (cookie_io_functions_t) {
                        .write = text_append });
}
#else
static FILE *
text_stream (void)
{
  return NULL;
}
#endif

static uint8_t *
buffer (size_t i)
{
  return buffers + i * slot_size;
}

/* N buffers of slot_size bytes, each at a multiple of SLOT_ALIGN.  */
static uint8_t *
slots_alloc (size_t n)
{
  uint8_t *p = NULL;
  if (n <= PTRDIFF_MAX / slot_size)
    p = alignalloc (SLOT_ALIGN, n * slot_size);
  if (!p)
    xalloc_die ();
  return p;
}

static bool
is_stdin (char const *name)
{
  return name[0] == '-' && name[1] == '\0';
}

bool
batch_start (struct batch_hooks const *h)
{
  struct digest_ops const *ops = h->ops;
  if (!ops->hash_batch || ops->batch_max_len == 0
      || BATCH_DIGEST_MAX < h->params->outlen
      || !ops->hash_batch (h->params, 0, NULL, NULL, NULL))
    return false;
  max_len = ops->batch_max_len;
  if (SIZE_MAX - SLOT_ALIGN < max_len)
    return false;
  slot_size = (max_len + SLOT_ALIGN) / SLOT_ALIGN * SLOT_ALIGN;
  hooks = h;
  return true;
}

/* End the program for want of memory while the lines of a batch were
   printed into memory: none of them has been written, and the message
   says that they cannot be.  */
_Noreturn static void
memstream_failed (void)
{
  fclose (mem);
  free (text);
  xalloc_die ();
}

/* Hash the N files NAMES[I], read whole into MSGS[I] (LENS[I] bytes),
   with one hash_batch call, and print their lines.  */
static void
hash_and_print (size_t n, char const *const *files,
                uint8_t const *const *msgs, size_t const *sizes)
{
  uint8_t digests[BATCH_FILES][BATCH_DIGEST_MAX];
  uint8_t *outs[BATCH_FILES];
  for (size_t i = 0; i < n; i++)
    outs[i] = digests[i];
  /* batch_start asked whether the parameters are taken.  */
  if (!hooks->ops->hash_batch (hooks->params, n, msgs, sizes, outs))
    abort ();

  /* The lines are printed into memory, then written as many whole
     lines at a time as fit in PIPE_BUF bytes (a longer line alone):
     one write a batch, mostly, rather than one a line, and a write to
     a pipe still atomic, so that parallel runs writing to one pipe
     (xargs -P) never interleave within a line, as with one write per
     line.  */
  size_t ends[BATCH_FILES];
  FILE *out = stdout;
  if (!mem)
    mem = text_stream ();
  if (mem)
    stdout = mem;
  for (size_t i = 0; i < n; i++)
    {
      hooks->print (files[i], digests[i]);
      /* After a flush, TEXT_LEN counts the bytes of this batch's lines
         so far.  */
      if (mem && fflush (mem) != 0)
        {
          stdout = out;
          memstream_failed ();
        }
      ends[i] = text_len;
    }
  if (mem)
    {
      stdout = out;
      size_t start = 0;
      for (size_t i = 0; i < n; )
        {
          size_t j = i + 1;
          while (j < n && ends[j] - start <= PIPE_BUF)
            j++;
          /* Line-buffered, it is written at once, ending as it does
             with a newline (with -z, as ever, when the buffer fills).
             Lines of no bytes (--raw -l 0) leave TEXT unallocated.  */
          if (start < ends[j - 1])
            fwrite (text + start, 1, ends[j - 1] - start, stdout);
          start = ends[j - 1];
          i = j;
        }
      /* The next batch writes over this one's lines.  */
      text_len = 0;
      hooks->check ();
    }
}

void
batch_flush (void)
{
  size_t n = pending;
  if (n == 0)
    return;
  /* Emptied first: a line that cannot be written ends the program,
     and nothing must then try to print these again.  */
  pending = 0;

  uint8_t const *msgs[BATCH_FILES];
  for (size_t i = 0; i < n; i++)
    msgs[i] = buffer (i);
  hash_and_print (n, (char const *const *) names, msgs, lens);
  for (size_t i = 0; i < n; i++)
    free (names[i]);
}

bool
batch_hash (char const *file)
{
  struct small_file r = { HASH_OK, 0, -1, 0 };
  if (!is_stdin (file))
    {
      if (!buffers)
        buffers = slots_alloc (BATCH_FILES);
      hash_read_small (file, buffer (pending), max_len, &r);
      if (r.status == HASH_OK && r.fd < 0)
        {
          lens[pending] = r.len;
          names[pending++] = xstrdup (file);
          if (pending == BATCH_FILES)
            batch_flush ();
          return true;
        }
    }
  batch_flush ();
  return hooks->hash (file, r.fd, r.status, r.err);
}


/* Reading ahead on two threads.

   With the files named in advance (the operands, not a walk), the
   calling thread and a reader thread of its own both open and read
   them, each taking the next file not yet taken, into a ring of RING
   buffers; the calling thread alone hashes and prints them, in order,
   a batch at a time, and reads when it has no whole batch to hash.
   The system calls are most of a small file's cost, so sharing them
   keeps both processors busy.  A reader that only read, while the
   caller only hashed, was measured first: the reader was then the
   bottleneck, 4.5 us a file against the caller's 1.2, and the run
   hardly faster.  The pool's fork-join (workers.h), a join per window
   of 32 files, gained nothing at all: its helper sleeps between joins,
   and on the 2-CPU machine it was measured on, woken every 80 us, it
   ran on the waker's processor.

   A file too long for a batch but at most HASH_WHOLE_MAX bytes is
   hashed whole by the thread that opened it, reader or caller, which
   leaves its digest for the caller to print: alone, such a file is
   hashed on one thread (BLAKE3 spreads one file over the threads from 1 MiB,
   blake3-threads.c; BLAKE2b never), while the other thread only opens
   files ahead, so a run of them took one processor.  On a 2-CPU
   AMD EPYC (Zen 1) VM, b3sum hashed 200 files of 128 KiB in 23 ms
   rather than 44, and of 512 KiB in 64 ms rather than 138 (the system
   b3sum, which spreads each file over the threads: 28 and 72 ms);
   doc/measurements.md has more.

   A thread that reads any other file that is not small keeps it open
   for the caller, and takes no other file until the caller has had it,
   so at most one descriptor per thread is held ahead.  The reader
   prints nothing: every line and message is the caller's, in order,
   as without it.

   Batching holds back the lines of at most BATCH_FILES small files
   while the next files are opened.  A FIFO among the operands whose
   writer waits for those lines would then wait, as it would behind
   coreutils' fully buffered output; the caller never sleeps with
   lines held back, though.  */

#if USE_POSIX_THREADS

# include <pthread.h>

enum { RING = 4 * BATCH_FILES };

struct ahead
{
  char *const *files;
  size_t n_files;
  uint8_t *buffers;             /* RING buffers of slot_size bytes */
  struct small_file r[RING];
  bool ready[RING];             /* whether slot K % RING is read */
  /* Whether slot K % RING was hashed whole (hash_medium), and its
     digest.  */
  bool hashed[RING];
  uint8_t digests[RING][BATCH_DIGEST_MAX];
  /* The buffers of hash_medium: the reader's, then the caller's.  */
  uint8_t *medium;

  pthread_mutex_t lock;
  pthread_cond_t changed;
  /* Files taken to be read, and files hashed and printed: counts from
     the start, the slot of file K being K % RING.  */
  size_t taken, consumed;
  /* The file each thread holds open ahead, or SIZE_MAX.  */
  size_t reader_holds, caller_holds;
  bool reader_waits, caller_waits;
};

static bool
is_small (struct ahead const *a, size_t k)
{
  struct small_file const *r = &a->r[k % RING];
  return (r->status == HASH_OK && r->fd < 0 && !a->hashed[k % RING]
          && !is_stdin (a->files[k]));
}

/* If the file that hash_read_small left open as R->fd is one that a
   thread hashes whole (hash_whole), hash it through BUF and return
   true with its digest in DIGEST, or false with R saying how it failed;
   either way R->fd is then -1.  Return false, having done nothing, for
   any other file.  The digest and a failure's message are those of
   hash_open_file.  */
static bool
hash_medium (struct small_file *r, uint8_t *buf, uint8_t *digest)
{
  if (!hash_whole (r->fd, hooks->ops, hooks->params, buf, digest,
                   &r->status, &r->err))
    return false;
  r->fd = -1;
  return r->status == HASH_OK;
}

static uint8_t *
ring_buffer (struct ahead *a, size_t k)
{
  return a->buffers + (k % RING) * slot_size;
}

/* With A's lock held: whether the thread holding *HOLDS may take a
   file to read.  */
static bool
may_take (struct ahead const *a, size_t const *holds)
{
  return (a->taken < a->n_files && a->taken - a->consumed < RING
          && (*holds == SIZE_MAX || *holds < a->consumed));
}

/* With A's lock held: take the next file, read it with the lock
   released, and record it, for the thread holding *HOLDS.  */
static void
take_and_read (struct ahead *a, size_t *holds)
{
  size_t k = a->taken++;
  pthread_mutex_unlock (&a->lock);

  struct small_file r = { HASH_OK, 0, -1, 0 };
  bool hashed = false;
  if (!is_stdin (a->files[k]))
    {
      hash_read_small (a->files[k], ring_buffer (a, k), max_len, &r);
      if (r.status == HASH_OK && 0 <= r.fd)
        hashed = hash_medium (&r, (a->medium
                                   + (holds == &a->reader_holds
                                      ? 0 : HASH_WHOLE_BUFFER)),
                              a->digests[k % RING]);
    }

  pthread_mutex_lock (&a->lock);
  a->r[k % RING] = r;
  a->hashed[k % RING] = hashed;
  a->ready[k % RING] = true;
  *holds = r.fd < 0 ? SIZE_MAX : k;
  if (a->caller_waits)
    pthread_cond_broadcast (&a->changed);
}

static void *
read_ahead (void *arg)
{
  struct ahead *a = arg;
  pthread_mutex_lock (&a->lock);
  while (a->taken < a->n_files)
    {
      if (may_take (a, &a->reader_holds))
        take_and_read (a, &a->reader_holds);
      else
        {
          a->reader_waits = true;
          pthread_cond_wait (&a->changed, &a->lock);
          a->reader_waits = false;
        }
    }
  pthread_mutex_unlock (&a->lock);
  return NULL;
}

/* With A's lock held: how many files from A->consumed on are read and
   small, at most a batch.  */
static size_t
ready_run (struct ahead const *a)
{
  size_t n = 0;
  while (n < BATCH_FILES && a->consumed + n < a->n_files
         && a->ready[(a->consumed + n) % RING]
         && is_small (a, a->consumed + n))
    n++;
  return n;
}

static bool
hash_ahead (struct ahead *a)
{
  bool ok = true;
  pthread_mutex_lock (&a->lock);
  while (a->consumed < a->n_files)
    {
      size_t k = a->consumed;
      size_t n = ready_run (a);
      /* Hash a whole batch, or what comes before a file that is not
         small, or, with nothing else to do, what there is; else read
         more, or wait for the reader, but never with lines held back
         (a FIFO that blocks the reader may wait for them).  */
      bool next_ready = (k + n < a->n_files
                         && a->ready[(k + n) % RING]);
      if (! (n == BATCH_FILES || (n > 0 && next_ready)
             || (n == 0 && a->ready[k % RING])))
        {
          if (may_take (a, &a->caller_holds))
            {
              take_and_read (a, &a->caller_holds);
              continue;
            }
          if (n == 0)
            {
              a->caller_waits = true;
              pthread_cond_wait (&a->changed, &a->lock);
              a->caller_waits = false;
              continue;
            }
        }
      pthread_mutex_unlock (&a->lock);

      if (n > 0)
        {
          char const *files[BATCH_FILES];
          uint8_t const *msgs[BATCH_FILES];
          size_t sizes[BATCH_FILES];
          for (size_t i = 0; i < n; i++)
            {
              files[i] = a->files[k + i];
              msgs[i] = ring_buffer (a, k + i);
              sizes[i] = a->r[(k + i) % RING].len;
            }
          hash_and_print (n, files, msgs, sizes);
        }
      else
        {
          if (a->hashed[k % RING])
            hooks->print (a->files[k], a->digests[k % RING]);
          else
            {
              struct small_file r = a->r[k % RING];
              ok &= hooks->hash (a->files[k], r.fd, r.status, r.err);
            }
          n = 1;
        }

      pthread_mutex_lock (&a->lock);
      for (size_t i = 0; i < n; i++)
        a->ready[(k + i) % RING] = false;
      a->consumed = k + n;
      if (a->reader_waits)
        pthread_cond_broadcast (&a->changed);
    }
  pthread_mutex_unlock (&a->lock);
  return ok;
}

bool
batch_hash_list (char *const *files, size_t n_files)
{
  struct ahead a = { .files = files, .n_files = n_files,
                     .reader_holds = SIZE_MAX, .caller_holds = SIZE_MAX };
  bool threaded = (2 <= workers_threads (hooks->pool) && 2 * RING <= n_files
                   && pthread_mutex_init (&a.lock, NULL) == 0);
  if (threaded && pthread_cond_init (&a.changed, NULL) != 0)
    {
      pthread_mutex_destroy (&a.lock);
      threaded = false;
    }
  pthread_t reader;
  if (threaded)
    {
      a.buffers = slots_alloc (RING);
      a.medium = xmalloc (2 * HASH_WHOLE_BUFFER);
      threaded = workers_thread_create (&reader, read_ahead, &a) == 0;
    }
  if (!threaded)
    {
      alignfree (a.buffers);
      free (a.medium);
      bool ok = true;
      for (size_t i = 0; i < n_files; i++)
        ok &= batch_hash (files[i]);
      return ok;
    }

  bool ok = hash_ahead (&a);
  pthread_join (reader, NULL);
  pthread_cond_destroy (&a.changed);
  pthread_mutex_destroy (&a.lock);
  alignfree (a.buffers);
  free (a.medium);
  return ok;
}

#else

bool
batch_hash_list (char *const *files, size_t n_files)
{
  bool ok = true;
  for (size_t i = 0; i < n_files; i++)
    ok &= batch_hash (files[i]);
  return ok;
}

#endif
