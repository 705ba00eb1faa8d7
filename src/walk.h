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

#include "hashfile.h"

/* Whether OPERAND is to be walked: a directory (after symbolic links,
   as for any operand).  */
bool walk_wanted (char const *operand);

/* What walk_operand does with the files it meets: the hashing of each
   regular file, and the front-end's reports of the rest, so that the
   walk words nothing itself.  */
struct walk_options
{
  /* Follow the symbolic links met in the walk.  */
  bool dereference;
  /* Hash FILE and print its line; return true if all went well.  */
  bool (*hash) (char const *file);
  /* Report that FILE could not be read: hash_file's failure STATUS
     with errno value ERR.  */
  void (*report_error) (char const *file, enum hash_status status, int err);
  /* Report a problem of FILE in the walk's words TEXT (translated).  */
  void (*report_problem) (char const *file, char const *text);
};

/* Call O->hash on every regular file below the directory OPERAND, in
   order of their names (byte order) at each level, each named by its
   path below OPERAND.  Symbolic links are followed only with
   O->dereference.  What cannot be walked (an unreadable directory, a
   loop) and what is not a regular file (a FIFO, a device) is reported
   through O, and the walk goes on.  Return true if nothing was
   reported and every O->hash returned true.  */
bool walk_operand (char const *operand, struct walk_options const *o);

/* Return how many regular files walk_operand would hash below
   OPERAND, following links if DEREFERENCE, counting no further than
   LIMIT.  Nothing is
   reported: what cannot be walked is left for walk_operand to say.  */
size_t walk_count (char const *operand, bool dereference, size_t limit);

#endif
