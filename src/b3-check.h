/* b3-check.h -- verify checksum lists the way the official b3sum does

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

#ifndef BLAKESUM_B3_CHECK_H
#define BLAKESUM_B3_CHECK_H

#include <stdbool.h>
#include <stdint.h>

#include "digest.h"
#include "hashfile.h"

struct workers;

struct b3_check_options
{
  struct digest_ops const *ops;
  struct digest_params params;  /* the length is forced to 32 bytes */
  enum mmap_policy mmap;
  bool quiet;                   /* --quiet */
  struct workers *pool;         /* the threads there are, or null */
};

/* A parsed line: the digest, the file to open, and the name as it is
   shown in results.  */
struct b3_line
{
  uint8_t digest[BLAKE3_OUT_LEN];
  char *file;
  char *shown;
};

/* Parse LINE (NUL-terminated, LEN bytes, line end removed) into *L,
   which points into LINE and into the buffer SHOWN of LEN + 2 bytes.
   Return NULL or the message that rejects the line.  b3_check_list
   parses each line with it; exposed for the fuzz tests.  */
char const *b3_check_parse_line (char *line, size_t len, char *shown,
                                 struct b3_line *l);

/* Verify each line of the checksum list LIST ("-" is standard input),
   printing results as b3sum 1.8 does, and add the number of failed
   lines to *FAILURES.  A list that cannot be opened or read ends the
   program, as in b3sum.  */
void b3_check_list (char const *list, struct b3_check_options const *o,
                    uintmax_t *failures);

/* Report the fatal error MESSAGE in b3sum's style and exit with
   status 1.  */
_Noreturn void b3_fatal (char const *message);

/* If writing to standard output has failed, say why and exit with
   status 1, as soon as it happens: like the official b3sum, and so
   that a huge --length never runs on into a closed pipe.  */
void b3_check_stdout (void);

#endif
