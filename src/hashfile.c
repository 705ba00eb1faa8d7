/* hashfile.c -- feed a file or standard input to a hash

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

#include <config.h>

#include "hashfile.h"

#include <errno.h>
#include <setjmp.h>
#include <signal.h>
#include <stdbool.h>
#include <stdint.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#include "system.h"
#include "fcntl--.h"
#include "full-read.h"
#include "core/mapped-pages.h"
#include "core/cold-read.h"
#include "core/map-or-read.h"
#include "core/populate-ahead.h"
#include "core/read-pipeline.h"
#include "pipe-size.h"
#include "progress.h"
#include "rust-error.h"
#include "safe-read.h"
#include "core/workers.h"

bool hash_read_stdin;
bool hash_debug;

static struct workers *hash_workers;

void
hash_use_workers (struct workers *pool)
{
  hash_workers = pool;
}

struct workers *
hash_used_workers (void)
{
  return hash_workers;
}

/* Large reads cost fewer system calls, and let the SIMD kernels see many
   whole blocks at once; 128 KiB stays well inside the L2 cache.  An
   input longer than that, with a pool of several threads, goes on
   through read_pipeline (core/read-pipeline.h): one thread reads the
   next buffer while the others hash the last.  */
enum { READ_BUFFER_SIZE = 128 * 1024 };

/* A context to feed from a read pipeline.  */
struct pipeline_target
{
  struct digest_ops const *ops;
  union digest_ctx *ctx;
};

static void
update_buffer (void *arg, unsigned char const *buf, size_t len)
{
  struct pipeline_target *t = arg;
  if (t->ops->update_parallel)
    t->ops->update_parallel (t->ctx, buf, len, hash_workers, false);
  else
    t->ops->update (t->ctx, buf, len);
}

static void
pipeline_progress (void *arg, size_t len)
{
  progress_add (len);
}

/* When hash_by_reading hands the rest of its input to read_pipeline,
   which reads on one thread while the others hash.  */
enum read_ahead_when
{
  READ_ALONE,                   /* never */
  READ_AHEAD_LONG,              /* once a full first buffer shows that
                                   the input may be long */
  READ_AHEAD_BEHIND             /* once FULL_READS_BEHIND reads in a row
                                   found a full buffer waiting: the
                                   writer of a pipe is ahead */
};

/* Set *ST to FD's status and *AT to its offset, from KNOWN if not null
   (FD is then at its start), else by asking the kernel.  Return false
   if that fails.  A file this program opened is looked at once, in
   hash_fd: a small file costs only a few system calls, and two more
   were a quarter of them.  */
static bool
fd_status (int fd, struct stat const *known, struct stat *st, off_t *at)
{
  if (known)
    {
      *st = *known;
      *at = 0;
      return true;
    }
  return fstat (fd, st) == 0 && 0 <= (*at = lseek (fd, 0, SEEK_CUR));
}

/* A pipe that has a full buffer waiting at every read is written
   faster than one thread hashes it; one that does not, slower, and a
   thread reading ahead would have nothing to overlap.  16 reads are
   2 MiB.  */
enum { FULL_READS_BEHIND = 16 };

/* Feed FD to CTX with read () until end of file, for hash_by_reading,
   reading ahead on another thread from where WHEN says.  If READER is
   not null, FD is a regular file none of whose bytes from COLD_FROM,
   its offset, was in memory: each read is told to READER first, and the
   pipeline drops what it reads as READER does.  */
static enum hash_status
read_and_hash (int fd, struct digest_ops const *ops, union digest_ctx *ctx,
               enum read_ahead_when when, struct cold_reader *reader,
               off_t cold_from, int *err)
{
  static unsigned char buffer[READ_BUFFER_SIZE] __attribute__ ((aligned (64)));
  off_t at = cold_from;
  int full_reads = 0;
  for (;;)
    {
      if (reader)
        cold_reader_next (reader, at, sizeof buffer);
      size_t n = safe_read (fd, buffer, sizeof buffer);
      if (n == SAFE_READ_ERROR)
        {
          *err = errno;
          return HASH_READ_FAILED;
        }
      if (n == 0)
        return HASH_OK;
      at += n;
      ops->update (ctx, buffer, n);
      progress_add (n);
      full_reads = n == sizeof buffer ? full_reads + 1 : 0;
      /* Without the memory for the pipeline, read on here.  */
      if ((when == READ_AHEAD_LONG && full_reads == 1)
          || (when == READ_AHEAD_BEHIND && full_reads == FULL_READS_BEHIND))
        {
          struct pipeline_target target = { ops, ctx };
          struct read_pipeline hooks = { update_buffer, pipeline_progress,
                                         &target };
          int failed = read_pipeline (fd, hash_workers, &hooks,
                                      reader ? cold_from : -1);
          if (failed == 0)
            return HASH_OK;
          if (0 < failed)
            {
              *err = failed;
              return HASH_READ_FAILED;
            }
          when = READ_ALONE;
        }
    }
}

/* Feed FD to CTX with read () until end of file, reading ahead on
   another thread from where WHEN says, if the pool has two threads.
   KNOWN, if not null, is FD's status, taken with FD at its start (see
   hash_fd).  A regular file none of which was in memory is dropped from
   the page cache as it is read (cold-read.h), on one thread as on two:
   read on one thread, a cold 1 GiB had stayed cached whole.  */
static enum hash_status
hash_by_reading (int fd, struct digest_ops const *ops, union digest_ctx *ctx,
                 enum read_ahead_when when, struct stat const *known,
                 int *err)
{
  if (!hash_workers || workers_threads (hash_workers) < 2)
    when = READ_ALONE;
  /* Looked at before the first read, whose own read-ahead would
     otherwise make a cold file seem partly cached; and only for a
     regular file longer than one buffer, which is all a small file
     costs.  */
  struct stat st;
  off_t at;
  if (! (fd_status (fd, known, &st, &at) && S_ISREG (st.st_mode)
         && READ_BUFFER_SIZE < st.st_size - at
         && cold_read_is_cold (fd, at, st.st_size - at)))
    return read_and_hash (fd, ops, ctx, when, NULL, -1, err);
  struct cold_reader reader;
  cold_reader_init (&reader, fd);
  enum hash_status status = read_and_hash (fd, ops, ctx, when, &reader, at,
                                           err);
  cold_reader_finish (&reader);
  return status;
}

/* Feed CTX, fresh from OPS->init (CTX, P), the regular file FD from its
   offset on, through OPS->update_file: each thread reads with pread the
   parts it hashes, so that reading is spread over the threads as
   hashing is.  Then read on from where the file ended when it was
   looked at, in case it grew, and leave FD's offset at its end as
   reading would.  If the file turns out shorter, hash it again from
   that offset by reading.

   KNOWN is as for hash_by_reading.  Return true if FD was hashed, well
   or not, as *STATUS (with *ERR) says.  Return false, having done
   nothing, to decline FD, which the caller then reads with read ().  */
static bool
hash_by_pread (int fd, struct digest_ops const *ops,
               struct digest_params const *p, union digest_ctx *ctx,
               struct stat const *known, enum hash_status *status, int *err)
{
  /* Declined when OPS has no such form (BLAKE3, BLAKE2bp and bt2sum's
     tree have one), when there are no threads to spread the reads
     over, and with --progress, whose display is updated from one
     thread.  */
  if (!ops->update_file || !hash_workers || progress_on)
    return false;
  /* Declined too when pread cannot work (a pipe, a device: FD has no
     size to divide, or no offset) or FD has nothing left to read.  */
  struct stat st;
  off_t at;
  if (!fd_status (fd, known, &st, &at) || !S_ISREG (st.st_mode)
      || st.st_size <= at)
    return false;

  uint64_t len = st.st_size - at;
  int read_err = 0;
  int done = ops->update_file (ctx, fd, at, len, hash_workers, &read_err);
  /* And declined when OPS->update_file finds that it would not gain (a
     file too short to split, a single thread) or cannot get the memory
     it needs: it has then done nothing either.  */
  if (done == 0)
    return false;
  *status = HASH_READ_FAILED;
  if (done < 0 && read_err != 0)
    {
      *err = read_err;
      return true;
    }
  if (done < 0)
    /* The file ended early: what was hashed is of no use.  */
    ops->init (ctx, p);
  else
    at += len;
  if (lseek (fd, at, SEEK_SET) < 0)
    {
      *err = errno;
      return true;
    }
  *status = hash_by_reading (fd, ops, ctx, READ_ALONE, NULL, err);
  return true;
}

/* Where the SIGBUS handler jumps while a mapping is being hashed, or NULL
   when no mapping is being read.  A file that shrinks under its mapping
   raises SIGBUS on the first page past its new end; jumping out turns
   that into a per-file error instead of a crash.  */
static sigjmp_buf *volatile sigbus_target;

static void
sigbus_handler (int sig)
{
  /* A helper thread reading the mapping for the main one: let the pool
     hand the fault back to the main thread.  */
  workers_on_fault (sig);
  if (sigbus_target)
    siglongjmp (*sigbus_target, 1);
  /* A SIGBUS from anywhere else is a real fault: die of it.  */
  signal (sig, SIG_DFL);
  raise (sig);
}

static void
install_sigbus_handler (void)
{
  static bool installed;
  if (installed)
    return;
  struct sigaction act;
  memset (&act, 0, sizeof act);
  act.sa_handler = sigbus_handler;
  sigemptyset (&act.sa_mask);
  sigaction (SIGBUS, &act, NULL);
  installed = true;
}

/* A mapped file to feed to a hash, for hash_guard_mapping.  */
struct mapped_update
{
  struct digest_ops const *ops;
  union digest_ctx *ctx;
  void const *map;
  size_t size;
  struct populate_ahead *ahead; /* reading it in ahead, or NULL */
  int cold_fd;                  /* the file if none of it was in memory,
                                   else -1 */
};

/* With --progress, a mapping is hashed in pieces of this many bytes,
   so that the display moves; a power of two, so that BLAKE3 and the
   lanes of BLAKE2bp still see whole subtrees.  A hash with no parallel
   form is fed pieces of UPDATE_PIECE bytes, whose page-table entries
   are dropped once hashed (mapped-pages.h): otherwise the pages of the
   file mapped whole would all stay resident, as much as the file (the
   parallel forms drop their own, on one thread as on several).  A file
   read in ahead (populate-ahead.h) is fed in its pieces, so that the
   thread reading it in learns how far the hashing has got, and each
   piece is dropped whole once hashed, by any form: the reading thread
   may have mapped again the part of a piece that a parallel form had
   hashed and dropped while the piece was being read in (it lags behind
   the hashing there), and those pages then stayed mapped to the end;
   a cold 1 GiB in a memory cgroup of 256 MiB had b3sum --num-threads 1
   hold 35 to 75 MB rather than 18 to 22, its pages left 2 MiB here and
   there behind the hashing.  A file none of which was in memory has
   each piece dropped from the page cache as well once hashed, as its
   readers drop what they read (cold-read.h): the whole file had stayed
   cached.  A parallel form is fed such a file in pieces of
   PROGRESS_PIECE for that.  */
enum
{
  PROGRESS_PIECE = 32 * 1024 * 1024,
  UPDATE_PIECE = 4 * 1024 * 1024
};

static void
update_mapped (void *arg)
{
  struct mapped_update const *u = arg;
  bool parallel = u->ops->update_parallel && hash_workers;
  size_t piece = (u->ahead ? POPULATE_AHEAD_PIECE
                  : !parallel ? UPDATE_PIECE
                  : progress_on || 0 <= u->cold_fd ? PROGRESS_PIECE
                  : u->size);
  uintptr_t page_mask = mapped_page_mask (!parallel || u->ahead
                                          || 0 <= u->cold_fd);
  for (size_t at = 0; at < u->size; at += piece)
    {
      unsigned char const *p = (unsigned char const *) u->map + at;
      size_t len = u->size - at < piece ? u->size - at : piece;
      if (parallel)
        u->ops->update_parallel (u->ctx, p, len, hash_workers, true);
      else
        u->ops->update (u->ctx, p, len);
      populate_ahead_hashed (u->ahead, at + len);
      mapped_release (p, len, page_mask);
      if (0 <= u->cold_fd)
        cold_read_done (u->cold_fd, at, len);
      progress_add (len);
    }
}

/* What became of a file offered to hash_by_mapping.  */
enum mapping_outcome
{
  MAPPING_HASHED,               /* hashed, *STATUS saying how */
  MAPPING_REFUSED,              /* mmap refused the file */
  MAPPING_SLOWER,               /* reading it costs less here */
};

/* For hash_guard_mapping: whether the file mapped at P->map is to be
   hashed through it (map-or-read.h).  */
struct mapping_choice
{
  int fd;
  void const *map;
  size_t size;
  struct map_or_read_probe probe;
  bool map_it;
};

static void
choose_mapping (void *arg)
{
  struct mapping_choice *c = arg;
  c->map_it = map_or_read_map (c->fd, c->map, c->size, &c->probe);
}

/* Whether the SIZE bytes of FD, mapped whole at MAP, are hashed faster
   through MAP than read (hash_mapping_if_it_pays).  */
static bool
mapping_pays (int fd, void const *map, size_t size)
{
  struct mapping_choice c = { fd, map, size, { false, 0, 0, 0 }, true };
  if (!hash_guard_mapping (choose_mapping, &c))
    return true;
  if (c.probe.probed && hash_debug && c.map_it)
    error (0, 0, _("a mapped 2 MiB took %.0f us, a read one %.0f us:"
                   " mapping files (the probe took %.0f us)"),
           c.probe.map_ns / 1000, c.probe.read_ns / 1000,
           c.probe.took_ns / 1000);
  else if (c.probe.probed && hash_debug)
    error (0, 0, _("a mapped 2 MiB took longer than a read one, %.0f us:"
                   " reading files (the probe took %.0f us)"),
           c.probe.read_ns / 1000, c.probe.took_ns / 1000);
  return c.map_it;
}

void const *
hash_mapping_if_it_pays (int fd, size_t size, bool *refused)
{
  *refused = false;
  if (map_or_read_reading ())
    return NULL;
  void const *map = mapped_file (fd, size);
  if (!map)
    *refused = true;
  else if (!mapping_pays (fd, map, size))
    {
      munmap ((void *) map, size);
      map = NULL;
    }
  return map;
}

/* Feed the SIZE bytes of FD to CTX through a mapping, under POLICY,
   reading it in ahead of the hashing on a thread of its own if COLD
   (none of it is in memory), the hashing takes a single thread and
   POLICY is not MMAP_ALWAYS, and dropping it from the page cache as it
   goes if COLD.  Return MAPPING_HASHED with *STATUS HASH_OK, or
   HASH_TRUNCATED if the file shrank under the mapping.  Return
   MAPPING_REFUSED if mmap refuses FD, and (unless POLICY is
   MMAP_ALWAYS, which asks for the mapping) MAPPING_SLOWER if reading
   the file costs less here (map-or-read.h), having done nothing: the
   caller then reads it.  */
static enum mapping_outcome
hash_by_mapping (int fd, size_t size, struct digest_ops const *ops,
                 union digest_ctx *ctx, enum mmap_policy policy, bool cold,
                 enum hash_status *status)
{
  bool refused = true;
  void const *map = (policy == MMAP_ALWAYS ? mapped_file (fd, size)
                     : hash_mapping_if_it_pays (fd, size, &refused));
  if (!map)
    return refused ? MAPPING_REFUSED : MAPPING_SLOWER;
  /* Not POSIX_MADV_SEQUENTIAL: the kernel then reads a cold file ahead
     by the one read-ahead state of the open file, which the threads'
     faults at two places of the file confuse; read around each fault
     instead, a cold 1 GiB hashed 1.5 times as fast on two threads, and
     as fast on one (doc/measurements.md).  */
  bool one_thread = ! (ops->update_parallel && hash_workers
                       && 2 <= workers_threads (hash_workers));
  /* Not for a mapping asked for (b2sum --mmap): BLAKE2b hashes on one
     thread slower than a disk reads, and the kernel's read-ahead of
     the faults keeps up.  A cold 1 GiB took 1.02 s with the thread and
     1.03 s without, 256 MiB read at 150 MB/s 1.70 s both, and the
     thread held 18 MB more.  */
  bool read_ahead = cold && one_thread && policy != MMAP_ALWAYS;
  struct mapped_update u = { ops, ctx, map, size,
                             (read_ahead
                              ? populate_ahead_start (map, size) : NULL),
                             cold ? fd : -1 };
  bool whole = hash_guard_mapping (update_mapped, &u);
  /* Stopped here, after a fault as after the end.  */
  populate_ahead_stop (u.ahead);
  munmap ((void *) map, size);
  /* What the reading thread mapped again of a piece once it had been
     dropped (it lags behind the hashing at times) stayed cached: 4 MiB
     of a cold 16 MiB in a third of the runs.  */
  if (cold)
    cold_read_done (fd, 0, size);
  *status = whole ? HASH_OK : HASH_TRUNCATED;
  return MAPPING_HASHED;
}

bool
hash_guard_mapping (void (*fn) (void *arg), void *arg)
{
  install_sigbus_handler ();
  sigjmp_buf target;
  /* Volatile, since it changes between sigsetjmp and siglongjmp; and
     sigsetjmp stands alone in an if, the only uses C allows.  */
  volatile bool truncated = false;
  if (sigsetjmp (target, 1) != 0)
    truncated = true;
  else
    {
      sigbus_target = &target;
      fn (arg);
    }
  sigbus_target = NULL;
  return !truncated;
}

/* Should FD, described by ST, be mapped under POLICY?  A mapping saves
   copying the file, and lets the threads hash their parts of it in
   place.  It is not wanted:
   - under MMAP_NEVER (b2sum without --mmap, as coreutils reads; b3sum
     --no-mmap);
   - for anything but a regular file (a pipe or a device has no size to
     map, or cannot be mapped at all);
   - for an empty file, which mmap refuses (EINVAL), and a file larger
     than the address space;
   - under MMAP_LARGE, for a file under MMAP_MIN_SIZE bytes, as b3sum
     does: setting up and tearing down a mapping costs more than
     reading a few pages.  */
static bool
want_mapping (struct stat const *st, enum mmap_policy policy)
{
  if (policy == MMAP_NEVER || !S_ISREG (st->st_mode) || st->st_size <= 0
      || (uintmax_t) st->st_size > SIZE_MAX)
    return false;
  return policy == MMAP_ALWAYS || st->st_size >= MMAP_MIN_SIZE;
}

/* How many bytes FD, with status ST if known, has left to read, for
   the progress display: -1 if that cannot be known.  */
static intmax_t
bytes_to_read (int fd, bool is_stdin, struct stat const *st)
{
  struct stat st_stdin;
  if (!st)
    {
      if (!is_stdin || fstat (fd, &st_stdin) != 0)
        return -1;
      st = &st_stdin;
    }
  if (!S_ISREG (st->st_mode))
    return -1;
  off_t at = is_stdin ? lseek (fd, 0, SEEK_CUR) : 0;
  return at < 0 || st->st_size < at ? -1 : st->st_size - at;
}

/* Feed CTX the rest of FD, which is not to be mapped: in the pread form
   where hash_by_pread takes it, otherwise with read ().  KNOWN is as
   for hash_by_reading.  */
static enum hash_status
hash_unmapped (int fd, struct digest_ops const *ops,
               struct digest_params const *p, union digest_ctx *ctx,
               struct stat const *known, int *err)
{
  /* A regular file that one read takes whole has nothing to read
     ahead.  */
  if (! (known && S_ISREG (known->st_mode)
         && known->st_size <= READ_BUFFER_SIZE))
    posix_fadvise (fd, 0, 0, POSIX_FADV_SEQUENTIAL);
  enum hash_status status;
  if (hash_by_pread (fd, ops, p, ctx, known, &status, err))
    return status;
  /* A pipe widened as pipe-size.c does delivered a cached 1 GiB in 0.4
     to 0.5 s on a 2-core Zen 3 VM, slower than one thread hashes BLAKE3
     there (0.2 s): a thread reading ahead gained 2 to 7% when the
     machine was quiet, and beside two busy processes lost 10 to 25% in
     most runs (one wake-up per buffer).  So BLAKE3 reads a pipe on one
     thread unless the pipe shows that the hashing falls behind: on a
     2-core Zen 1 VM, whose one thread hashes 1 GiB in 0.7 s, the
     system b3sum was faster through a pipe than a single thread.  */
  bool pipe = (!known || S_ISFIFO (known->st_mode)) && pipe_widen (fd);
  return hash_by_reading (fd, ops, ctx,
                          (pipe && ops->outruns_pipes
                           ? READ_AHEAD_BEHIND : READ_AHEAD_LONG),
                          known, err);
}

/* Hash FILE, open as FD (standard input if IS_STDIN), for hash_file and
   hash_open_file; close FD unless it is standard input.  FD is then at
   its start (it was just opened, or hash_open_file says so), and what
   one fstat finds here serves every step after.  */
static enum hash_status
hash_fd (char const *file, int fd, bool is_stdin,
         struct digest_ops const *ops, struct digest_params const *p,
         union digest_ctx *ctx, enum mmap_policy policy, int *err)
{
  ops->init (ctx, p);
  enum hash_status status;
  struct stat st;
  bool cold = false;
  /* Standard input is never mapped, even when it is a regular file:
     b3sum reads it, and its file offset need not be at the start.  */
  bool looked_at = !is_stdin && fstat (fd, &st) == 0;
  if (progress_on)
    progress_start (file, fd,
                    bytes_to_read (fd, is_stdin, looked_at ? &st : NULL));
  if (!looked_at || !want_mapping (&st, policy))
    status = hash_unmapped (fd, ops, p, ctx, looked_at ? &st : NULL, err);
  else if (ops->file_before_mapping && policy != MMAP_ALWAYS
           && hash_by_pread (fd, ops, p, ctx, &st, &status, err))
    /* Read rather than mapped, where OPS finds that a mapping would
       cost more (digest.h).  */
    ;
  else if ((cold = map_or_read_cold (fd, 0, st.st_size))
           && policy != MMAP_ALWAYS
           && hash_by_pread (fd, ops, p, ctx, &st, &status, err))
    /* Not in memory: read where the pread form takes it, which drops
       what it has read from the page cache (map-or-read.h).  Elsewhere
       (b3sum on one thread) the mapping is read in ahead of the
       hashing: for a cold 1 GiB in a memory cgroup of 256 MiB, 0.33 s
       against 0.42 s mapped alone (cat: 0.37 s), where reading with
       read () had lost to the mapping, 0.39 s against 0.31.  Under
       --mmap, it is only looked at, to be dropped as it is hashed.  */
    ;
  else
    switch (hash_by_mapping (fd, st.st_size, ops, ctx, policy, cold,
                             &status))
      {
      case MAPPING_HASHED:
        break;

      case MAPPING_SLOWER:
        /* Read as the files that POLICY does not map are.  */
        status = hash_unmapped (fd, ops, p, ctx, &st, err);
        break;

      case MAPPING_REFUSED:
        /* mmap refused the file (a file system that cannot map it, no
           room left in the address space): read it instead, as a whole
           from its start, with read () and not the pread form, which
           serves the files that POLICY does not map.  mmap did not move
           FD's offset, which is at the start already; seek all the
           same, as a digest of less than the whole file would be wrong
           with no sign of it.  */
        if (lseek (fd, 0, SEEK_SET) != 0)
          {
            *err = errno;
            status = HASH_READ_FAILED;
          }
        else
          status = hash_by_reading (fd, ops, ctx, READ_AHEAD_LONG, &st,
                                    err);
        break;
      }

  if (!is_stdin && close (fd) != 0 && status == HASH_OK)
    {
      *err = errno;
      status = HASH_READ_FAILED;
    }
  if (progress_on)
    progress_end ();
  return status;
}

enum hash_status
hash_file (char const *file, struct digest_ops const *ops,
           struct digest_params const *p, union digest_ctx *ctx,
           enum mmap_policy policy, int *err)
{
  bool is_stdin = (file[0] == '-' && file[1] == '\0');
  int fd;
  if (is_stdin)
    {
      hash_read_stdin = true;
      fd = STDIN_FILENO;
    }
  else
    {
      fd = open (file, O_RDONLY | O_BINARY);
      if (fd < 0)
        {
          *err = errno;
          return HASH_OPEN_FAILED;
        }
    }
  return hash_fd (file, fd, is_stdin, ops, p, ctx, policy, err);
}

enum hash_status
hash_open_file (char const *file, int fd, struct digest_ops const *ops,
                struct digest_params const *p, union digest_ctx *ctx,
                enum mmap_policy policy, int *err)
{
  return hash_fd (file, fd, false, ops, p, ctx, policy, err);
}

void
hash_read_small (char const *file, uint8_t *buf, size_t max,
                 struct small_file *r)
{
  r->status = HASH_OK;
  r->err = 0;
  r->fd = -1;
  int fd = open (file, O_RDONLY | O_BINARY);
  if (fd < 0)
    {
      r->err = errno;
      r->status = HASH_OPEN_FAILED;
      return;
    }

  /* Anything but a small regular file goes to hash_open_file from its
     start, as does one that grows past MAX as it is read.  */
  struct stat st;
  if (fstat (fd, &st) != 0 || !S_ISREG (st.st_mode)
      || (uintmax_t) st.st_size > max)
    {
      r->fd = fd;
      return;
    }
  /* One byte of room past MAX shows a file that grew, which then goes
     the usual way.  full_read stops short only at the end (errno 0)
     or on an error.  A first read that stops at the size fstat gave
     has met the end: the read that would return 0 is not made, a
     fifth of the calls a small file costs.  */
  errno = 0;
  size_t got = safe_read (fd, buf, max + 1);
  if (got == SAFE_READ_ERROR)
    got = 0;
  else if (got != (uintmax_t) st.st_size && got <= max)
    got += full_read (fd, buf + got, max + 1 - got);
  if (max < got)
    {
      if (lseek (fd, 0, SEEK_SET) == 0)
        {
          r->fd = fd;
          return;
        }
    }
  else if (errno == 0)
    {
      /* As in hash_file, a failed close is a failed read.  */
      if (close (fd) == 0)
        {
          r->len = got;
          return;
        }
      fd = -1;
    }
  r->err = errno;
  r->status = HASH_READ_FAILED;
  if (0 <= fd)
    close (fd);
}

bool
hash_whole (int fd, struct digest_ops const *ops,
            struct digest_params const *p, uint8_t *buf, uint8_t *digest,
            enum hash_status *status, int *err)
{
  struct stat st;
  if (ops->one_state || fstat (fd, &st) != 0 || !S_ISREG (st.st_mode)
      || HASH_WHOLE_MAX < st.st_size)
    return false;
  union digest_ctx ctx;
  ops->init (&ctx, p);
  *status = HASH_OK;
  for (;;)
    {
      size_t n = safe_read (fd, buf, HASH_WHOLE_BUFFER);
      if (n == SAFE_READ_ERROR)
        {
          *err = errno;
          *status = HASH_READ_FAILED;
          break;
        }
      if (n == 0)
        break;
      ops->update (&ctx, buf, n);
    }
  if (close (fd) != 0 && *status == HASH_OK)
    {
      *err = errno;
      *status = HASH_READ_FAILED;
    }
  if (*status == HASH_OK)
    ops->output (&ctx, p, 0, digest, p->outlen);
  /* As for a batch's template (digest-blake3.c): the state holds what
     the key gave, on the stack of a thread that goes on to other
     work.  */
  if (p->key)
    explicit_bzero (&ctx, sizeof ctx);
  return true;
}

char const *
hash_error_text (enum hash_status status, int err)
{
  if (status == HASH_TRUNCATED)
    return "file shrank while it was being read";
  return strerror (err);
}

char const *
hash_error_text_rust (enum hash_status status, int err)
{
  return (status == HASH_TRUNCATED ? hash_error_text (status, err)
          : rust_os_error_text (err));
}
