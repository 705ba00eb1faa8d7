/* names.h -- escaping file names in checksum lines

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

#ifndef BLAKESUM_NAMES_H
#define BLAKESUM_NAMES_H

#include <stdbool.h>
#include <stddef.h>

/* Does NAME, of LEN bytes, contain a backslash, a newline or a carriage
   return: a byte that a checksum line must escape?  */
bool name_needs_escape (char const *name, size_t len);

/* Does NAME contain a newline?  */
bool name_has_newline (char const *name, size_t len);

/* Write NAME, of LEN bytes, to standard output; when ESCAPE, write
   backslash, newline and carriage return as \\, \n and \r.  */
void print_name (char const *name, size_t len, bool escape);

/* Undo that escaping in place in S[0..LEN).  Return the new length, or
   -1 if S holds an escape other than those three, ends in a lone
   backslash, or holds a NUL byte while not NUL_OK.  */
ptrdiff_t unescape_name (char *s, size_t len, bool nul_ok);

/* Is S[0..LEN) valid UTF-8?  */
bool utf8_valid (char const *s, size_t len);

/* Return a new string: S with each invalid UTF-8 sequence replaced by
   U+FFFD, as b3sum shows file names.  */
char *utf8_lossy (char const *s);

#endif
