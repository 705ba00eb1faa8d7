/* mapped-pages.c -- a file mapped as an input, and its page-table
   entries, built just before a thread hashes a piece of it and dropped
   just after

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

#include "mapped-pages.h"

#include <signal.h>
#include <stdbool.h>
#include <sys/mman.h>
#include <unistd.h>

void const *
mapped_file (int fd, size_t len)
{
  void *map = mmap (NULL, len, PROT_READ, MAP_PRIVATE, fd, 0);
  return map == MAP_FAILED ? NULL : map;
}

uintptr_t
mapped_page_mask (bool mapped)
{
  return mapped ? (uintptr_t) sysconf (_SC_PAGESIZE) - 1 : 0;
}

enum { PREFETCH_WINDOW = 8 * 1024 * 1024 };

/* Start reading the SIZE bytes of whole pages at START.  */
static void
prefetch (uintptr_t start, size_t size)
{
#ifdef MADV_WILLNEED
  madvise ((void *) start, size, MADV_WILLNEED);
#else
  (void) start;
  (void) size;
#endif
}

/* Whether the SIZE bytes of whole pages at START, a piece of a mapped
   file, seem to be in memory: the pages at its start, middle and end
   are.  Asking about every page would cost a lookup in the page cache
   for each, as much as the read it would spare when they are cached;
   three cost a few system calls a piece.  A piece only partly cached
   then counts as cached, and is read by faults as before.  */
static bool
seems_resident (uintptr_t start, size_t size, uintptr_t page_mask)
{
  uintptr_t last = start + size - 1;
  uintptr_t probes[3] = { start, (start + size / 2) & ~page_mask,
                          last & ~page_mask };
  for (int i = 0; i < 3; i++)
    {
      unsigned char in_core;
      if (mincore ((void *) probes[i], 1, &in_core) != 0 || !(in_core & 1))
        return false;
    }
  return true;
}

/* A piece that is not in memory is first asked for, with the pieces
   that follow it up to PREFETCH_WINDOW bytes, as one read in the
   background (MADV_WILLNEED), which the kernel sends to the disk as a
   few large requests in ascending order; the next pieces then find
   their pages on the way, and the next such read is asked for by the
   first piece past the window.  The faults that populating would take
   a page at a time each read no more than the read-ahead window (128
   KiB on many disks), and those of several threads at once, from as
   many places in the file, would make a spinning disk seek between
   them: at 10 ms a seek and 150 MB/s, reads of 8 MiB keep it busy
   reading 85% of the time whatever the number of threads.  A window
   that runs past the end of the mapping asks for nothing more.

   Failure is harmless: on a kernel without MADV_POPULATE_READ (before
   Linux 5.14) the hashing takes the faults itself, and past the end of
   a file that shrank it raises the SIGBUS the caller handles.  */
void
mapped_populate (void const *input, size_t len, uintptr_t page_mask)
{
  if (page_mask && len)
    {
      uintptr_t start = (uintptr_t) input & ~page_mask;
      size_t size = (uintptr_t) input + len - start;
      /* The window this thread looked at last: asked for, its pages
         may still be on their way, which mincore does not count as in
         memory; found in memory, the rest of it most likely is too,
         and is not asked about again (a file is mostly cached whole or
         not at all, and a page that is not is still read by a fault).
         So the question costs a few system calls every 8 MiB.  */
      static _Thread_local uintptr_t window_start, window_end;
      static _Thread_local bool reading;
      if (! (window_start <= start && start + size <= window_end))
        {
          size_t window = size < PREFETCH_WINDOW ? PREFETCH_WINDOW : size;
          /* While this thread goes on through a file being read, each
             window was asked for as the one after the last, and the
             one after it is asked for now, so that the disk always has
             the next read to do.  Elsewhere, the pages tell.  */
          if (! (reading && start == window_end))
            {
              reading = !seems_resident (start, size, page_mask);
              if (reading)
                prefetch (start, window);
            }
          if (reading)
            prefetch (start + window, window);
          window_start = start;
          window_end = start + window;
        }
#ifdef MADV_POPULATE_READ
      madvise ((void *) start, size, MADV_POPULATE_READ);
#endif
    }
}

void
mapped_prefetch (void const *input, size_t len, uintptr_t page_mask)
{
  if (page_mask && len)
    {
      uintptr_t start = (uintptr_t) input & ~page_mask;
      uintptr_t end = ((uintptr_t) input + len + page_mask) & ~page_mask;
      if (!seems_resident (start, end - start, page_mask))
        prefetch (start, end - start);
    }
}

/* Only pages wholly inside the piece: a page it shares with the next
   piece may still be being read by another thread, which would then
   only take a fault, but need not.  MADV_DONTNEED on a private mapping
   would also discard pages the process had written, and nothing writes
   the mappings this is called on.  Failure leaves the entries to
   munmap, as before.  */
void
mapped_release (void const *input, size_t len, uintptr_t page_mask)
{
#ifdef MADV_DONTNEED
  if (page_mask)
    {
      uintptr_t start = ((uintptr_t) input + page_mask) & ~page_mask;
      uintptr_t end = ((uintptr_t) input + len) & ~page_mask;
      if (start < end)
        madvise ((void *) start, end - start, MADV_DONTNEED);
    }
#else
  (void) input;
  (void) len;
  (void) page_mask;
#endif
}

void
mapped_lost (void)
{
  raise (SIGBUS);
}
