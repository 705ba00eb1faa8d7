/* read-at.c -- read or write a stretch of a file at an offset, whole

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

#include "read-at.h"

#include <errno.h>
#include <stdint.h>
#include <unistd.h>

int
read_at (int fd, void *buf, size_t len, off_t at)
{
  uint8_t *p = buf;
  while (len > 0)
    {
      ssize_t n = pread (fd, p, len, at);
      if (n < 0)
        {
          /* A signal caught before anything was read.  */
          if (errno == EINTR)
            continue;
          return errno;
        }
      if (n == 0)
        return -1;
      p += n;
      len -= n;
      at += n;
    }
  return 0;
}

int
write_at (int fd, void const *buf, size_t len, off_t at)
{
  uint8_t const *p = buf;
  while (len > 0)
    {
      ssize_t n = pwrite (fd, p, len, at);
      if (n < 0 && errno == EINTR)
        continue;
      if (n < 0)
        return errno;
      /* A regular file takes at least a byte unless it fails.  */
      if (n == 0)
        return EIO;
      p += n;
      len -= n;
      at += n;
    }
  return 0;
}
