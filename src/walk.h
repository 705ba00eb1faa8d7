/* walk.h -- the files below a directory operand, for --recursive

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

#ifndef BLAKESUM_WALK_H
#define BLAKESUM_WALK_H

#include <stdbool.h>
#include <stddef.h>

/* Whether OPERAND is to be walked: a directory (after symbolic links,
   as for any operand).  */
bool walk_wanted (char const *operand);

/* Call HASH on every regular file below the directory OPERAND, in
   order of their names (byte order) at each level, each named by its
   path below OPERAND.  Symbolic links are followed only with
   DEREFERENCE.  What cannot be walked (an unreadable directory, a
   loop) and what is not a regular file (a FIFO, a device) is reported
   (args.h), and the walk goes on.  Return true if
   nothing was reported and every HASH returned true.  */
bool walk_operand (char const *operand, bool dereference,
                   bool (*hash) (char const *file));

/* Return how many regular files walk_operand (OPERAND, DEREFERENCE,
   ...) would hash, counting no further than LIMIT.  Nothing is
   reported: what cannot be walked is left for walk_operand to say.  */
size_t walk_count (char const *operand, bool dereference, size_t limit);

#endif
