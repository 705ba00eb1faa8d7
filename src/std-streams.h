/* std-streams.h -- the standard descriptors and streams: closed ones
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

#ifndef BLAKESUM_STD_STREAMS_H
#define BLAKESUM_STD_STREAMS_H

#include <stdbool.h>
#include <stddef.h>
#include <sys/types.h>

/* Open /dev/null on each of descriptors 0, 1 and 2 that is closed, as
   the Rust runtime does at start, so that a closed standard input
   reads as empty and what is written to a closed standard output or
   error is lost without an error.  */
void std_streams_open_closed (void);

/* Make stdout and stderr streams whose writes retry on EINTR, on
   descriptors 1 and 2, before anything is written to them.  Where the
   C library cannot (no fopencookie), or a descriptor is closed, the
   stream is left as it is.  */
void std_streams_retry_eintr (void);

/* If set, what writes through those streams instead of gnulib's
   full_write, with the same contract: the --progress display
   (progress.c) takes its line off the terminal first.  */
extern ssize_t (*std_streams_writer) (int fd, char const *buf, size_t size);

/* True if std_streams_retry_eintr replaced both streams, so that the
   hook above sees every write.  */
extern bool std_streams_watched;

#endif
