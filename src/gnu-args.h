/* gnu-args.h -- what b2sum and bt2sum add to coreutils' command line

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

/* gnu-args.c parses coreutils 9.1's b2sum command line, shared by
   b2sum and bt2sum.  What each of them adds (b2sum's -a over four
   algorithms, key, salt, personalization and parameter-block fields;
   bt2sum's tree shape) is described by the one struct gnu_program
   that its own file defines, b2sum-args.c or bt2sum-args.c, linked
   into that program alone.  */

#ifndef BLAKESUM_GNU_ARGS_H
#define BLAKESUM_GNU_ARGS_H

#include <getopt.h>
#include <limits.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "digest.h"

/* The least value that a program's own long options may give
   getopt_long: above those of the shared options.  */
enum { GNU_PROGRAM_OPTION = CHAR_MAX + 64 };

/* What one program adds to the shared command line.  All members are
   required, but SUMMARY and PARAMS_MISFIT, which may be NULL.  */
struct gnu_program
{
  /* The line of --help after the usage line: what the program does;
     NULL for coreutils' b2sum's own, "Print or check BLAKE2b (512-bit)
     checksums.", which is printed as coreutils prints it.  */
  char const *summary;
  /* The part of --help between coreutils' checking options and the
     shared lines of --recursive, --dereference, --progress and
     --debug: its heading, then -a, the program's own options and
     --num-threads, whose words are the program's.  */
  char const *options_help;
  /* The paragraphs of --help after the shared lines, before --help's
     own line.  */
  char const *notes_help;

  /* The algorithms -a names, N_ALGORITHMS of them, in the order that
     its error lists them; the first is the default.  */
  struct digest_ops const *const *algorithms;
  size_t n_algorithms;
  /* Whether, without -a, --check takes the algorithm of each tagged
     line among ALGORITHMS from its tag, as coreutils' cksum -c does;
     otherwise every line is checked with the one algorithm.  */
  bool check_takes_tag_algorithm;

  /* The program's own long options, ending in one with a null name.
     The shared table lists them after "algorithm" and "debug" and
     before "num-threads", the order in which getopt_long lists the
     possibilities of an ambiguous abbreviation.  Each gives
     getopt_long a value of at least GNU_PROGRAM_OPTION.  */
  struct option const *options;
  /* Take the program's option of value C, with argument ARG (NULL for
     none), when the command line gives it; exit on a bad ARG.  */
  void (*parse_option) (int c, char const *arg);
  /* Called once every option is parsed and coreutils' rules hold:
     apply ALGORITHM (-a's, or the default) and the program's options
     to settings, or exit if they do not fit together.  */
  void (*finish) (struct digest_ops const *algorithm);
  /* For --check: see struct gnu_check_options.  NULL for none.  */
  char *(*params_misfit) (struct digest_ops const *ops);
};

/* The program's additions, defined by its own file.  */
extern struct gnu_program const gnu_program;

/* Parse ARG, the value of the option called WHAT, as a number in
   0..MAX with the multiplier SUFFIXES allows (NULL for none), or exit
   with coreutils' kind of message.  */
uintmax_t gnu_parse_number (char const *arg, char const *what,
                            uintmax_t max, char const *suffixes);

/* Parse ARG, the value of the option called WHAT, which coreutils
   lacks, as a decimal number in MIN..MAX, or exit with a message that
   gives that range.  */
uintmax_t gnu_parse_field (char const *arg, char const *what,
                           uintmax_t min, uintmax_t max);

#endif
