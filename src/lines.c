/* lines.c -- read the lines of a checksum list

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

/* stdio does not retry an interrupted read: glibc sets the stream's
   error flag and getline returns the part of the line it had, or -1.
   An EINTR is no error of the list, so it must neither end the list
   ("read error") nor cut a line in two.  */

#include <config.h>

#include "lines.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

ssize_t
read_line (char **line, size_t *alloc, FILE *stream)
{
  ssize_t got = getline (line, alloc, stream);
  while (ferror (stream) && errno == EINTR)
    {
      clearerr (stream);
      if (0 < got && (*line)[got - 1] == '\n')
        break;

      /* Read the rest of the line, and join it to what there is.  */
      char *rest = NULL;
      size_t rest_alloc = 0;
      ssize_t more = getline (&rest, &rest_alloc, stream);
      int err = errno;
      if (0 < more)
        {
          size_t used = got < 0 ? 0 : got;
          size_t need = used + more + 1;
          if (*alloc < need)
            {
              char *grown = realloc (*line, need);
              if (!grown)
                {
                  free (rest);
                  errno = ENOMEM;
                  return -1;
                }
              *line = grown;
              *alloc = need;
            }
          memcpy (*line + used, rest, more + 1);
          got = used + more;
        }
      free (rest);
      errno = err;
      /* No memory for the rest: no line at all, as getline says.  */
      if (more < 0 && !feof (stream) && !ferror (stream))
        return -1;
    }
  return got;
}
