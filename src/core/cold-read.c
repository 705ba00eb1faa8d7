/* cold-read.c -- a file read that was not in memory: tell that it was
   not, and drop what was read of it from the page cache

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

/* Why drop: hashing a large file that was not in memory would otherwise
   fill the page cache with it, evicting what others had there for
   bytes that are read once; and in a memory cgroup smaller than the
   file, each page read in past the limit has the kernel reclaim
   another on the reader's time (a cold 1 GiB in a cgroup of 256 MiB:
   0.93 s for b3sum --no-mmap with the drop, 1.07 s without, on the
   virtio disk of doc/measurements.md).  A file partly or wholly in
   memory keeps every page, so that nobody's cached file is evicted.

   Nothing is asked for ahead of the reads: the kernel's own read-ahead
   follows several threads' streams through one file, and asking ahead
   for each reader's next 4 MiB (POSIX_FADV_WILLNEED) made a cold file
   hash twice as slowly there (doc/measurements.md).  */

#include <config.h>

#include "cold-read.h"

#include <errno.h>
#include <fcntl.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <sys/uio.h>
#include <unistd.h>

/* What a reader reads before it drops it: a window's worth of its
   reads costs one call.  A window ends on a multiple of DROP_ALIGN,
   the largest folio the page cache reads files into (2 MiB on x86-64
   and arm64 with 4 KiB pages): a folio is dropped only whole, and one
   that lay across the end of a window was then left by both calls,
   2.3 MB of a cold 17 MB decoded (bao decode's reads are regions of
   4 MiB and their parents, which are not aligned).  */
enum
{
  DROP_WINDOW = 4 * 1024 * 1024,
  DROP_ALIGN = 2 * 1024 * 1024
};

#ifdef RWF_NOWAIT
ssize_t
cold_read_nowait (int fd, void *buf, size_t len, off_t at)
{
  struct iovec iov = { buf, len };
  return preadv2 (fd, &iov, 1, at, RWF_NOWAIT);
}
#endif

/* Whether the page of FD at AT is in memory; true if that cannot be
   told.  mincore over a mapping of it tells, and costs no read; but of
   a file the caller neither owns nor may write, Linux (from 5.0) says
   that every page is in memory: MINCORE_TELLS is false for such a
   file.  A read of one byte with RWF_NOWAIT tells instead: it takes
   the byte from the page cache, or fails with EAGAIN (having started a
   read of a few pages there, as a page-cache miss does).  A fast disk
   may finish that read before the call returns, which then gets its
   byte: on a loaded virtual machine, about half the cold files were
   taken for cached that way.  Such a file keeps its pages, as with any
   other reader; nothing else depends on the answer.  */
static bool
page_resident (int fd, off_t at, long page_size, bool mincore_tells)
{
#ifdef RWF_NOWAIT
  if (!mincore_tells)
    {
      char byte;
      ssize_t n = cold_read_nowait (fd, &byte, 1, at);
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

bool
cold_read_is_cold (int fd, off_t at, uint64_t len)
{
  long page_size = sysconf (_SC_PAGESIZE);
  if (len == 0 || page_size <= 0)
    return false;
  /* The owner, or root, whose CAP_FOWNER counts as owning.  A file the
     caller may write but does not own gets the read probe too.  */
  struct stat st;
  uid_t euid = geteuid ();
  bool mincore_tells = (euid == 0
                        || (fstat (fd, &st) == 0 && st.st_uid == euid));
  off_t probes[3] = { at, at + (off_t) (len / 2), at + (off_t) (len - 1) };
  for (int i = 0; i < 3; i++)
    if (page_resident (fd, probes[i], page_size, mincore_tells))
      return false;
  return true;
}

void
cold_reader_init (struct cold_reader *r, int fd)
{
  r->fd = fd;
  r->kept = r->read_end = 0;
}

/* Drop the bytes of R's file from R->kept to END, which R's reader has
   read, and count them as dropped.  Failure is harmless: the pages
   then stay, as they would have.  */
static void
drop_read (struct cold_reader *r, off_t end)
{
  if (r->kept < end)
    posix_fadvise (r->fd, r->kept, end - r->kept, POSIX_FADV_DONTNEED);
  r->kept = end;
}

void
cold_reader_next (struct cold_reader *r, off_t at, size_t len)
{
  /* Only what this reader read goes: a thread that takes work from
     another thread's part of the file lands among bytes that the other
     thread may not have read yet.  */
  if (at != r->read_end)
    {
      drop_read (r, r->read_end);
      r->kept = at;
    }
  else if (DROP_WINDOW <= at - r->kept)
    drop_read (r, at - at % DROP_ALIGN);
  r->read_end = at + (off_t) len;
}

void
cold_reader_finish (struct cold_reader *r)
{
  drop_read (r, r->read_end);
}

unsigned long
cold_read_file_number (void)
{
  static unsigned long files;
  return ++files;
}

void
cold_read_by_thread (int fd, unsigned long file, off_t at, size_t len)
{
  static _Thread_local struct cold_reader reader;
  static _Thread_local unsigned long reader_file;
  if (reader_file != file)
    {
      cold_reader_init (&reader, fd);
      reader_file = file;
    }
  cold_reader_next (&reader, at, len);
}

void
cold_read_done (int fd, off_t at, uint64_t len)
{
  struct cold_reader all = { fd, at, at };
  drop_read (&all, at + (off_t) len);
}
