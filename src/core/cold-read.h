/* cold-read.h -- a file read that was not in memory: tell that it was
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

#ifndef BLAKESUM_COLD_READ_H
#define BLAKESUM_COLD_READ_H

#include <stdbool.h>
#include <stdint.h>
#include <sys/types.h>
#include <sys/uio.h>

/* Whether none of the LEN bytes of the regular file FD from byte AT
   seems to be in the page cache: none of the pages at the start,
   middle and end of the range is (mincore over a one-page mapping of
   each, which reads nothing, or where mincore cannot tell, a read of
   one byte that fails rather than wait for the disk).  A few system
   calls.  False when it cannot be told.  */
bool cold_read_is_cold (int fd, off_t at, uint64_t len);

#ifdef RWF_NOWAIT
/* Read up to LEN bytes of FD at AT into BUF from the page cache alone:
   preadv2 with RWF_NOWAIT, which fails with EAGAIN rather than wait
   for the disk (having started the read there).  */
ssize_t cold_read_nowait (int fd, void *buf, size_t len, off_t at);
#endif

/* One reader of a file that was not in memory, dropping what it has
   read from the page cache as it goes.  */
struct cold_reader
{
  int fd;
  off_t kept;                   /* the first byte read not dropped yet */
  off_t read_end;               /* where the reader's last read ended */
};

/* Set R up for reads of FD.  */
void cold_reader_init (struct cold_reader *r, int fd);

/* The reader of R is about to read the LEN bytes at AT, having read
   what it read before: drop from the page cache what it read itself,
   a window at a time, and all of it once it reads elsewhere.  */
void cold_reader_next (struct cold_reader *r, off_t at, size_t len);

/* The reader of R is done: drop from the page cache what it read and
   left there, its last window.  */
void cold_reader_finish (struct cold_reader *r);

/* Where the threads of a pool read one file, each a part of it, each
   thread is a reader of its own.  A number for the next file whose
   reads go through cold_read_by_thread, taken by the one thread that
   starts hashing each file.  */
unsigned long cold_read_file_number (void);

/* The calling thread is about to read the LEN bytes at AT of FD, the
   file numbered FILE: as cold_reader_next, with the calling thread's
   own reader of that file.  */
void cold_read_by_thread (int fd, unsigned long file, off_t at,
                          size_t len);

/* The readers of the LEN bytes of FD at AT are done: drop from the
   page cache what they left, each its last window.  */
void cold_read_done (int fd, off_t at, uint64_t len);

#endif
