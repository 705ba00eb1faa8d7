/* gnu-check.h -- verify checksum lists the way GNU coreutils does

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

#ifndef BLAKESUM_GNU_CHECK_H
#define BLAKESUM_GNU_CHECK_H

#include <stdbool.h>

#include "digest.h"
#include "hashfile.h"

struct gnu_check_options
{
  /* The algorithm; its parse_tag, if any, reads the tag words, and
     otherwise coreutils' rules with its tag do.  */
  struct digest_ops const *ops;
  /* b2sum without -a: the N_ALGORITHMS algorithms that a tagged line
     may name as "TAG-BITS", as cksum -c takes each line's algorithm
     from its tag.  Lines that name none of them are OPS's.  NULL when
     OPS alone is checked.  */
  struct digest_ops const *const *algorithms;
  size_t n_algorithms;
  /* A new string saying why the options given cannot hash with OPS,
     or NULL if they can; for the algorithms other than OPS, which the
     options were checked against already.  */
  char *(*params_misfit) (struct digest_ops const *ops);
  /* Parameters other than the length, which each line gives.  */
  struct digest_params params;
  /* Largest digest a line may carry, in bits.  */
  unsigned int max_bits;
  enum mmap_policy mmap;
  /* The threads that may hash the files of a list ahead
     (check-ahead.h), or null.  */
  struct workers *pool;
  bool quiet;                   /* --quiet */
  bool status_only;             /* --status */
  bool warn;                    /* --warn */
  bool strict;                  /* --strict */
  bool ignore_missing;          /* --ignore-missing */
  /* The key was read from standard input, so "-" cannot be checked;
     KEY_ON_STDIN_TEXT (translated) says why.  */
  bool key_from_stdin;
  char const *key_on_stdin_text;
  /* Called once a list is read and closed: the front-end's check of
     standard output, which may end the run.  NULL for none.  */
  void (*check_stdout) (void);
};

/* One line of a checksum list, as parsed.  */
struct gnu_check_line
{
  char const *hex;              /* digest as written, NUL-terminated */
  char *name;                   /* file name, NUL-terminated */
  unsigned int bits;            /* digest length */
  struct digest_ops const *ops; /* the line's algorithm */
  bool tagged;                  /* whether the line is BSD-style */
  struct digest_params params;  /* what to hash with */
};

/* Parse the line LINE of a checksum list into *L, as gnu_check_list
   does: LINE holds LEN bytes (its line end removed, neither empty nor a
   comment) and a NUL after them, and may be changed; IS_STDIN says the
   list is standard input.  Return true if the line is well formed.
   Exposed for the fuzz tests.  */
bool gnu_check_parse_line (char *line, size_t len, bool is_stdin,
                           struct gnu_check_options const *o,
                           struct gnu_check_line *l);

/* Forget whether the untagged lines seen so far were BSD-reversed, as
   at the start of the program: for a caller that parses unrelated
   lists in one process, such as a fuzz test.  */
void gnu_check_forget_form (void);

/* Verify each line of the checksum list LIST ("-" is standard input),
   printing results and the list's summary as coreutils 9.1 does.
   Return true if the list passes.  */
bool gnu_check_list (char const *list, struct gnu_check_options const *o);

#endif
