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
#include <sys/mman.h>
#include <unistd.h>

void const *
mapped_file (int fd, size_t len)
{
  return mapped_file_at (fd, 0, len);
}

void const *
mapped_file_at (int fd, off_t at, size_t len)
{
  void *map = mmap (NULL, len, PROT_READ, MAP_PRIVATE, fd, at);
  return map == MAP_FAILED ? NULL : map;
}

uintptr_t
mapped_page_mask (bool mapped)
{
  return mapped ? (uintptr_t) sysconf (_SC_PAGESIZE) - 1 : 0;
}

/* Failure is harmless: on a kernel without MADV_POPULATE_READ (before
   Linux 5.14) the hashing takes the faults itself, and past the end of
   a file that shrank it raises the SIGBUS the caller handles.

   A file that is not in memory is read in by the faults that populate
   it, each reading around it as much as the device's read-ahead allows
   (read_ahead_kb), from as many places of the file as there are
   threads; the kernel asks for nothing more.  Asking ahead for each
   thread's next 8 MiB (MADV_WILLNEED), with the mapping marked
   sequential, made a cold file hash 1.3 to 1.6 times slower than this
   on the virtio disk of doc/measurements.md, on one thread and on two;
   so neither is done.  */
void
mapped_populate (void const *input, size_t len, uintptr_t page_mask)
{
#ifdef MADV_POPULATE_READ
  if (page_mask && len)
    {
      uintptr_t start = (uintptr_t) input & ~page_mask;
      madvise ((void *) start, (uintptr_t) input + len - start,
               MADV_POPULATE_READ);
    }
#else
  (void) input;
  (void) len;
  (void) page_mask;
#endif
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
