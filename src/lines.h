/* lines.h -- read the lines of a checksum list

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

#ifndef BLAKESUM_LINES_H
#define BLAKESUM_LINES_H

#include <stdio.h>
#include <sys/types.h>

/* Like getline, but a read that a signal interrupted (EINTR) is
   retried, and the line goes on where it stopped.  As with getline,
   -1 with neither feof nor ferror set on STREAM means the line could
   not be allocated (errno says why).  */
ssize_t read_line (char **line, size_t *alloc, FILE *stream);

#endif
