/* read-pipeline.h -- read a file on one thread while the others hash

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

#ifndef BLAKESUM_READ_PIPELINE_H
#define BLAKESUM_READ_PIPELINE_H

#include <stddef.h>
#include <sys/types.h>

struct workers;

/* What a pipeline does with the bytes it reads.  */
struct read_pipeline
{
  /* Hash the LEN bytes at BUF, on whichever thread of the pool runs
     it; it may join on the pool itself.  */
  void (*hash) (void *arg, unsigned char const *buf, size_t len);
  /* LEN bytes more were hashed: called on the caller's thread after
     each buffer, or NULL.  */
  void (*hashed) (void *arg, size_t len);
  void *arg;
};

/* Read FD from its offset to its end in buffers of READ_PIPELINE_BUFFER
   bytes (read-pipeline.c), handing each to P->hash while the next is
   read on another thread of POOL.  Unless COLD_FROM is negative, FD is
   a regular file none of whose bytes from COLD_FROM (where its caller
   began to read it) was in memory (cold_read_is_cold): what was read
   of it from there is dropped from the page cache again as it goes,
   and the rest at the end.

   Return 0 at the end of FD, or the errno value of a read that failed
   (the bytes before it were hashed).  Return -1, having read nothing,
   if there is no memory for the buffers: the caller then reads FD as
   it would without a pool.  One thread at a time may run a pipeline.  */
int read_pipeline (int fd, struct workers *pool, struct read_pipeline const *p,
                   off_t cold_from);

#endif
