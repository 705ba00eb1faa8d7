/* std-streams.c -- the standard descriptors and streams: closed ones
   opened as the Rust runtime opens them, and output and error that
   retry interrupted writes

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

/* glibc's stdio takes a write that fails with EINTR for an error: it
   sets the stream's error flag and drops the buffered bytes, so that a
   signal at the wrong moment would lose a line and fail the run with
   "write error".  A stream of fopencookie, whose write function is
   gnulib's full_write (which retries EINTR and short writes), on the
   same descriptor, replaces stdout and stderr; glibc lets a program
   assign them.  Everything else (buffering, close_stdout, the error
   flag on a real error, the errno of the final close) is unchanged.  */

#include <config.h>

#include "std-streams.h"

#include <errno.h>
#include <fcntl.h>
#include <stdint.h>
#include <stdio.h>
#include <unistd.h>

#include "full-write.h"

ssize_t (*std_streams_writer) (int fd, char const *buf, size_t size);
bool std_streams_watched;

void
std_streams_open_closed (void)
{
  for (int fd = STDIN_FILENO; fd <= STDERR_FILENO; fd++)
    if (fcntl (fd, F_GETFD) < 0 && errno == EBADF)
      {
        /* The lowest free descriptor: FD, as those below it are open.
           If /dev/null cannot be had, FD stays closed, and its reads
           and writes fail as they would have.  */
        int null = open ("/dev/null", O_RDWR);
        if (0 <= null && null != fd)
          close (null);
      }
}

#if HAVE_FOPENCOOKIE

static ssize_t
write_fd (void *cookie, char const *buf, size_t size)
{
  if (std_streams_writer)
    return std_streams_writer ((intptr_t) cookie, buf, size);
  /* A count short of SIZE, with errno set, is how stdio learns of an
     error.  */
  return full_write ((intptr_t) cookie, buf, size);
}

static int
close_fd (void *cookie)
{
  return close ((intptr_t) cookie);
}

/* Return a retrying stream on FD, or OLD.  */
static FILE *
retrying (int fd, FILE *old)
{
  /* A closed descriptor stays the old stream's: a later open may
     reuse it, and writes then fail as they always did.  */
  if (fcntl (fd, F_GETFD) < 0)
    return old;
  cookie_io_functions_t io = { .write = write_fd, .close = close_fd };
  FILE *stream = fopencookie ((void *) (intptr_t) fd, "w", io);
  return stream ? stream : old;
}

void
std_streams_retry_eintr (void)
{
  FILE *err = retrying (STDERR_FILENO, stderr);
  FILE *out = retrying (STDOUT_FILENO, stdout);
  /* A closed descriptor keeps its old stream, but nothing reaches a
     terminal through it either.  */
  std_streams_watched = ((err != stderr || fcntl (STDERR_FILENO, F_GETFD) < 0)
                         && (out != stdout
                             || fcntl (STDOUT_FILENO, F_GETFD) < 0));
  if (err != stderr)
    {
      /* Messages are written at once, as on the usual stderr.  */
      setvbuf (err, NULL, _IONBF, 0);
      stderr = err;
    }
  stdout = out;
}

#else

void
std_streams_retry_eintr (void)
{
}

#endif
