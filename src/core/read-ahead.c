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

#include <fcntl.h>
#include <sys/mman.h>
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
   told.  */
static bool
page_resident (int fd, off_t at, long page_size)
{
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
  off_t probes[3] = { at, at + (off_t) (len / 2), at + (off_t) (len - 1) };
  int resident = 0;
  for (int i = 0; i < 3; i++)
    resident += page_resident (fd, probes[i], page_size);
  return (resident == 0 ? READ_AHEAD_NONE
          : resident < 3 ? READ_AHEAD_SOME : READ_AHEAD_ALL);
}

void
read_ahead_init (struct read_ahead *r, int fd, off_t end, bool drop)
{
  r->fd = fd;
  r->end = end;
  r->first = r->next = r->kept = 0;
  r->drop = drop;
}

void
read_ahead_for (struct read_ahead *r, off_t at, size_t len)
{
  if (at < r->first || r->next < at)
    r->first = r->next = r->kept = at;
  /* In a memory cgroup smaller than the file, each page read in would
     otherwise have the kernel reclaim one on the reader's time.  */
  if (r->drop && READ_AHEAD_WINDOW <= at - r->kept)
    {
      posix_fadvise (r->fd, r->kept, at - r->kept, POSIX_FADV_DONTNEED);
      r->kept = at;
    }
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
