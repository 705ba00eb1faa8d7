/* read-ahead.c -- ask the kernel for the bytes of a file that is not
   in memory, in large requests ahead of the reads that need them

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

/* Why: the kernel's own read-ahead follows one stream of reads a file
   (its state is the open file's), so the pread calls of several
   threads, each going up its own part of a file, look random to it and
   are read a few pages at a time, each thread waiting for its own;
   and a single reader waits for each read-ahead window in turn.  Asked
   for in windows of 4 MiB, each reader's part goes to the disk as
   large requests in ascending order while the bytes before them are
   hashed: at 10 ms a seek and 150 MB/s, a spinning disk still reads
   70% of the time whatever the number of readers.  A file that is in
   memory is not asked for at all: the question would cost a lookup of
   every page for nothing.  */

#include <config.h>

#include "read-ahead.h"

#include <errno.h>
#include <fcntl.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <sys/uio.h>
#include <unistd.h>

/* READ_AHEAD_WINDOW: the bytes of one request.  Linux reads at most
   the larger of the device's read-ahead and its largest request
   (read_ahead_kb, max_sectors_kb: 8 and 4 MiB on the virtio disk of
   doc/measurements.md) for one POSIX_FADV_WILLNEED, so a larger
   window would be cut short there.
   READ_AHEAD_IN_FLIGHT: the windows asked for past the one being read;
   doc/measurements.md says what more of them gained.  */
enum
{
  READ_AHEAD_WINDOW = 4 * 1024 * 1024,
  READ_AHEAD_IN_FLIGHT = 2
};

/* Whether the page of FD at AT is in memory; true if that cannot be
   told.  mincore over a mapping of it tells, and costs no read; but of
   a file the caller neither owns nor may write, Linux (from 5.0) says
   that every page is in memory: MINCORE_TELLS is false for such a
   file.  A read of one byte with RWF_NOWAIT tells instead: it takes
   the byte from the page cache, or fails with EAGAIN (having started a
   read of a few pages there, as a page-cache miss does).  */
static bool
page_resident (int fd, off_t at, long page_size, bool mincore_tells)
{
#ifdef RWF_NOWAIT
  if (!mincore_tells)
    {
      char byte;
      struct iovec iov = { &byte, 1 };
      ssize_t n = preadv2 (fd, &iov, 1, at, RWF_NOWAIT);
      return ! (n < 0 && errno == EAGAIN);
    }
#endif
  off_t page = at - at % page_size;
  void *map = mmap (NULL, page_size, PROT_READ, MAP_SHARED, fd, page);
  if (map == MAP_FAILED)
    return true;
  unsigned char in_core = 1;
  bool told = mincore (map, page_size, &in_core) == 0;
  munmap (map, page_size);
  return !told || (in_core & 1);
}

enum read_ahead_residency
read_ahead_residency (int fd, off_t at, uint64_t len)
{
  long page_size = sysconf (_SC_PAGESIZE);
  if (len == 0 || page_size <= 0)
    return READ_AHEAD_ALL;
  /* The owner, or root, whose CAP_FOWNER counts as owning.  A file the
     caller may write but does not own gets the read probe too.  */
  struct stat st;
  uid_t euid = geteuid ();
  bool looked_at = fstat (fd, &st) == 0;
  bool mincore_tells = euid == 0 || (looked_at && st.st_uid == euid);

  /* A read probe that fails starts a read of a few pages where it
     probed, which the same probes made again would find in memory: so
     its answer is kept, for the next question about the same range of
     the same file (hashfile.c asks before it decides how to read a
     file, and the threads that then read it ask again).  */
  static _Thread_local struct
  {
    dev_t dev;
    ino_t ino;
    off_t at;
    uint64_t len;
    enum read_ahead_residency residency;
  } kept;
  if (!mincore_tells && looked_at && kept.len == len && kept.at == at
      && kept.ino == st.st_ino && kept.dev == st.st_dev)
    {
      kept.len = 0;
      return kept.residency;
    }

  off_t probes[3] = { at, at + (off_t) (len / 2), at + (off_t) (len - 1) };
  int resident = 0;
  for (int i = 0; i < 3; i++)
    resident += page_resident (fd, probes[i], page_size, mincore_tells);
  enum read_ahead_residency residency
    = (resident == 0 ? READ_AHEAD_NONE
       : resident < 3 ? READ_AHEAD_SOME : READ_AHEAD_ALL);
  if (!mincore_tells && looked_at)
    {
      kept.dev = st.st_dev;
      kept.ino = st.st_ino;
      kept.at = at;
      kept.len = len;
      kept.residency = residency;
    }
  return residency;
}

void
read_ahead_init (struct read_ahead *r, int fd, off_t end, bool drop)
{
  r->fd = fd;
  r->end = end;
  r->first = r->next = r->kept = r->read_end = 0;
  r->drop = drop;
}

/* Drop the bytes of R's file from R->kept to END, which R's reader has
   read, and count them as dropped.  */
static void
drop_read (struct read_ahead *r, off_t end)
{
  if (r->drop && r->kept < end)
    posix_fadvise (r->fd, r->kept, end - r->kept, POSIX_FADV_DONTNEED);
  r->kept = end;
}

void
read_ahead_for (struct read_ahead *r, off_t at, size_t len)
{
  /* In a memory cgroup smaller than the file, each page read in would
     otherwise have the kernel reclaim one on the reader's time.  Only
     what this reader read goes: a thread that takes work from another
     thread's part of the file may land inside its run of requests,
     whose bytes up to there the other thread has yet to read.  */
  if (at != r->read_end)
    {
      drop_read (r, r->read_end);
      r->kept = at;
    }
  else if (READ_AHEAD_WINDOW <= at - r->kept)
    drop_read (r, at);
  r->read_end = at + (off_t) len;
  if (at < r->first || r->next < at)
    r->first = r->next = at;
  off_t want = at + (off_t) len
               + (off_t) READ_AHEAD_IN_FLIGHT * READ_AHEAD_WINDOW;
  if (r->end < want)
    want = r->end;
  while (r->next < want)
    {
      off_t n = r->end - r->next;
      if (READ_AHEAD_WINDOW < n)
        n = READ_AHEAD_WINDOW;
      /* Failure is harmless: the read then waits for its bytes, as
         before.  */
      posix_fadvise (r->fd, r->next, n, POSIX_FADV_WILLNEED);
      r->next += n;
    }
}
