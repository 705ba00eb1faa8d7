/* read-at.h -- read or write a stretch of a file at an offset, whole

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

#ifndef BLAKESUM_READ_AT_H
#define BLAKESUM_READ_AT_H

#include <stddef.h>
#include <sys/types.h>

/* Read the LEN bytes at offset AT of the file FD into BUF with pread,
   as many calls as it takes, without moving FD's offset, so that
   threads may read one file at once.  Return 0, an errno value, or -1
   if the file ended first (it shrank, say).  */
int read_at (int fd, void *buf, size_t len, off_t at);

/* Write the LEN bytes at BUF to offset AT of the file FD with pwrite,
   as many calls as it takes, without moving FD's offset.  Return 0 or
   an errno value (EIO for a write that took nothing).  */
int write_at (int fd, void const *buf, size_t len, off_t at);

#endif
