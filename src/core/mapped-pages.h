/* mapped-pages.h -- a file mapped as an input, and its page-table
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

#ifndef BLAKESUM_MAPPED_PAGES_H
#define BLAKESUM_MAPPED_PAGES_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <sys/types.h>

/* Map the LEN bytes (not 0) of the regular file FD from its start,
   read-only and private, as hashfile.c and bao-commands.c read their
   inputs: return the mapping, for munmap to end, or NULL if mmap
   refuses it.  A file that shrinks under the mapping raises SIGBUS on
   a read past its new end, which hash_guard_mapping (hashfile.h) turns
   into an error.  */
void const *mapped_file (int fd, size_t len);

/* The same for the LEN bytes of FD from byte AT, a multiple of the
   page size.  */
void const *mapped_file_at (int fd, off_t at, size_t len);

/* The page-size mask the two calls below need for an input that is
   MAPPED (a fresh read-only private mapping of a file, which nothing
   writes), or 0 if it is not; with 0 they do nothing.  Call it before
   any thread starts: it asks the system.  */
uintptr_t mapped_page_mask (bool mapped);

/* Build the page-table entries of the LEN mapped bytes at INPUT, so
   that hashing them takes no fault and the kernels' prefetches are not
   dropped (blake3-threads.c), reading them in first where they are not
   in memory.  */
void mapped_populate (void const *input, size_t len, uintptr_t page_mask);

/* Drop the page-table entries of the whole pages within the LEN mapped
   bytes at INPUT, once they are hashed.  The pages stay in the page
   cache and the mapping stays valid: a later read takes a fault and
   gets the same bytes, so this can cost time but never change a
   digest.  Why: unmapping a file tears its entries down on one thread
   after all the hashing, 33 ms for a cached 1 GiB on a 2-core Zen 3
   VM, a seventh of b3sum's time there; dropped by the threads that
   hashed each piece, the same work is spread over them and overlaps
   the hashing.  */
void mapped_release (void const *input, size_t len, uintptr_t page_mask);

/* A system call given mapped bytes to read (a pwrite from the
   mapping) failed with EFAULT: the file shrank under the mapping, and
   the pages past its new end are gone.  Raise the SIGBUS that reading
   them would have raised, so that it is handled as one (workers.h,
   hash_guard_mapping).  */
void mapped_lost (void);

/* The most of a mapping that the threads hashing it keep populated at
   once, together, whatever their number: each thread's pieces shrink
   to its share.  64 threads of b3sum, a piece or two of 4 MiB each,
   had kept 130 MB of a cached file resident.  With 16 MiB, what the
   threads hold besides (stacks, buffers, the program) took bao encode
   on 64 threads to 24-29 MiB on a loaded machine, too near the 32 MiB
   that every thread count keeps within; with 8 MiB, 19 MiB.  On 2
   threads no piece is smaller than it was; b3sum's and bt2sum's are
   from 3 threads, bao's from 9 (5 for a combined encoding).  */
enum { MAPPED_RESIDENT_BUDGET = 8 * 1024 * 1024 };

/* The largest folio (block of the page cache) that a file's pages come
   in, with 4 KiB pages: Linux 6.18 reads a file read in order into
   folios of up to 2 MiB, aligned to their size in the file, and a
   fault, or MADV_POPULATE_READ, maps the whole folio of the page it
   asks for, not only that page.  So each thread that reads a mapping
   may have up to this much of it mapped, whatever the size of its
   pieces, and a piece released before its neighbour is populated is
   mapped again, and stays so.  64 threads of b3sum, with pieces of
   256 KiB, held 41 MB of a cached 256 MiB file that cat had read
   before (Zen 1 VM); 64 of bao encode, 70 MB.

   MAPPED_WINDOW: so with more threads than MAPPED_RESIDENT_BUDGET has
   room for such folios, the threads work on one window of the input
   at a time, aligned to its size, and each window is dropped whole
   once it is done, whatever faults mapped.  */
enum
{
  MAPPED_FOLIO_MAX = 2 * 1024 * 1024,
  MAPPED_WINDOW = 16 * 1024 * 1024
};

/* The window within which THREADS threads reading a mapping must work,
   as above, or 0 for none.  */
static inline size_t
mapped_window (size_t threads)
{
  return (threads > MAPPED_RESIDENT_BUDGET / MAPPED_FOLIO_MAX
          ? MAPPED_WINDOW : 0);
}

/* One of THREADS threads' share of MAPPED_RESIDENT_BUDGET, kept within
   LO and HI: at most HI, the size a piece has with few threads, and at
   least LO, below which a piece's fixed costs would show.  */
static inline size_t
mapped_share (size_t threads, size_t lo, size_t hi)
{
  size_t share = MAPPED_RESIDENT_BUDGET / (threads ? threads : 1);
  return share < lo ? lo : share < hi ? share : hi;
}

#endif
