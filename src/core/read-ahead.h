/* read-ahead.h -- ask the kernel for the bytes of a file that is not
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

#ifndef BLAKESUM_READ_AHEAD_H
#define BLAKESUM_READ_AHEAD_H

#include <stdbool.h>
#include <stdint.h>
#include <sys/types.h>

/* How much of the LEN bytes of the regular file FD from byte AT seems
   to be in the page cache, from the pages at the start, middle and end
   of the range (mincore over a one-page mapping of each, which reads
   nothing, or where mincore cannot tell, a read of one byte that fails
   rather than wait for the disk): a few system calls.  READ_AHEAD_ALL
   when it cannot be told, so that a caller then reads as it would have
   without asking.  */
enum read_ahead_residency
{
  READ_AHEAD_NONE,              /* none of the pages probed */
  READ_AHEAD_SOME,
  READ_AHEAD_ALL
};
enum read_ahead_residency read_ahead_residency (int fd, off_t at,
                                                uint64_t len);

/* One reader's requests, going up a file: READ_AHEAD_WINDOW bytes at
   a time, READ_AHEAD_IN_FLIGHT windows past the one being read.  */
struct read_ahead
{
  int fd;
  off_t end;                    /* where the reads end */
  off_t first;                  /* where this run of reads started */
  off_t next;                   /* the first byte not asked for yet */
  off_t kept;                   /* the first byte read not dropped yet */
  off_t read_end;               /* where the reader's last read ended */
  bool drop;                    /* drop what the reader is done with */
};

/* Set R up for reads of FD up to byte END; ask for nothing until
   read_ahead_for.  If DROP, the pages of the file that the reader is
   done with are dropped from the page cache as it goes: only for a
   file none of which was in memory, whose pages nobody else had.  */
void read_ahead_init (struct read_ahead *r, int fd, off_t end, bool drop);

/* The reader of R is about to read the LEN bytes at AT, having read
   what it read before: ask, in the background (POSIX_FADV_WILLNEED),
   for the windows that reach READ_AHEAD_IN_FLIGHT windows past them,
   those not asked for yet; and if R drops, drop what it read itself, a
   window at a time, and all of it once it reads elsewhere.  A read
   below where this run started or past what was asked starts a new
   run from AT.  */
void read_ahead_for (struct read_ahead *r, off_t at, size_t len);

#endif
