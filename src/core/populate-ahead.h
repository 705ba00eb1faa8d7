/* populate-ahead.h -- read a mapped file into memory on a thread of its
   own, a little ahead of the thread that hashes it or the threads that
   read it

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

/* A file that is not in memory, mapped and hashed on one thread (b3sum
   --num-threads 1, b2sum --mmap), has that thread wait for the disk at
   each fault, and the disk idle while it hashes.  A second thread that
   only builds the page-table entries of the next pieces
   (MADV_POPULATE_READ), reading them in, keeps the disk busy while
   the first hashes: a cold 1 GiB took b3sum --num-threads 1 0.90 to
   1.07 times as long as cat rather than 1.14 to 1.18 times
   (doc/measurements.md).
   The populating thread never touches the mapping's bytes, so a file
   that shrinks under it costs it an error return and no signal; the
   hashing thread meets the SIGBUS as it would alone.  */

#ifndef BLAKESUM_POPULATE_AHEAD_H
#define BLAKESUM_POPULATE_AHEAD_H

#include <stddef.h>

/* How many bytes are read in at a time, and how far ahead of the
   hashing, in such pieces, the populating thread may be: so that at
   most about (POPULATE_AHEAD_PIECES + 1) pieces are mapped in at once.  */
enum
{
  POPULATE_AHEAD_PIECE = 4 * 1024 * 1024,
  POPULATE_AHEAD_PIECES = 4
};

struct populate_ahead;

/* Start reading the SIZE mapped bytes at MAP into memory on a thread
   of its own, ahead of the thread that hashes them, which then calls
   populate_ahead_hashed as it goes and populate_ahead_stop at the end.
   Return NULL, having started nothing, where no thread can be started
   (a build without threads, a kernel without MADV_POPULATE_READ, no
   memory): the hashing then goes on alone, as it would have.  */
struct populate_ahead *populate_ahead_start (void const *map, size_t size);

/* Start reading the SIZE mapped bytes at MAP into the page cache on a
   thread of its own, in ascending pieces of POPULATE_AHEAD_PIECE bytes,
   at most AHEAD bytes past what populate_ahead_hashed last said, and
   dropping each piece's page-table entries once it is in: for threads
   that read the file with pread, from the page cache, and wait for
   their bytes with populate_ahead_wait.  The mapping then never holds
   more than a piece, and the file is read from the disk in one
   ascending stream, whatever the order of the reads.  NULL as
   populate_ahead_start.  */
struct populate_ahead *populate_ahead_start_for_readers (void const *map,
                                                         size_t size,
                                                         size_t ahead);

/* Wait until the first UPTO bytes of P's mapping are in memory, so
   that a pread of them need not wait for the disk; or until P's thread
   waits for the hashing to move on (UPTO lay further ahead than it may
   read), or has ended (at the end, at a stop, or where it could not
   read a piece in: a file that shrank).  P may be NULL.  */
void populate_ahead_wait (struct populate_ahead *p, size_t upto);

/* The hashing thread is done with the first HASHED bytes of the
   mapping, and is about to drop their pages (mapped_release): called
   before it does, so that a piece read in meanwhile is dropped too.
   P may be NULL.  */
void populate_ahead_hashed (struct populate_ahead *p, size_t hashed);

/* Stop P's thread, wherever it is, wait for it and free P, which may
   be NULL: at the end of the hashing, or after the hashing thread met
   a fault and left.  */
void populate_ahead_stop (struct populate_ahead *p);

#endif
