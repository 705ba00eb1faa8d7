/* pipe-size.h -- give a pipe that is read or written in bulk a larger buffer

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

#ifndef BLAKESUM_PIPE_SIZE_H
#define BLAKESUM_PIPE_SIZE_H

#include <stdbool.h>

/* If FD is a pipe holding less than 256 KiB, ask the system to let it
   hold 256 KiB.  Nothing else changes, whether it agrees or not; errno
   is kept.  Return whether FD is a pipe.  */
bool pipe_widen (int fd);

#endif
