/* args.h -- what each front-end provides to the shared main

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

/* There are three front-ends: gnu-args.c, coreutils' command line and
   messages (b2sum, bt2sum), b3-args.c, the official b3sum's, and
   bao-args.c, the bao tool's.  A program links exactly one, which
   defines the descriptor FRONT_END, and main reaches it only through
   that, so that hashing and printing stay shared.  */

#ifndef BLAKESUM_ARGS_H
#define BLAKESUM_ARGS_H

#include <stdbool.h>

#include "hashfile.h"

struct workers;

/* What a front-end gives the shared main: its command line, its
   subcommands and its own words for what goes wrong.  Members marked
   optional may be NULL where the front-end has no such thing.  */
struct front_end
{
  /* Parse the command line into settings, and leave optind at the
     first operand, as getopt_long does.  Exit on a usage error, --help
     or --version.  */
  void (*parse_options) (int argc, char **argv);

  /* Optional; NULL when every operand is hashed.  Run the subcommand
     the command line named, if it is one that does not hash each
     operand (bao's encode, decode, slice, decode-slice), on the
     threads of POOL; store its exit status in *STATUS and return
     true.  Return false to let main hash the operands.  */
  bool (*run_command) (struct workers *pool, int *status);

  /* Optional; NULL for a front-end that never sets settings.do_check.
     Verify the checksum list LIST ("-" is standard input) in the
     front-end's style.  Return true if it passes.  */
  bool (*check_list) (char const *list);

  /* Report that FILE could not be hashed: hash_file's failure STATUS,
     with errno value ERR where STATUS has one.  Each front-end words
     it in its own style.  */
  void (*report_file_error) (char const *file, enum hash_status status,
                             int err);

  /* Report a problem of FILE that no errno value describes, in the
     front-end's own words TEXT (already translated).  */
  void (*report_file_problem) (char const *file, char const *text);

  /* What FILE's error says when it is "-" and the key was read from
     standard input (translated when shown).  Optional; NULL for a
     front-end that never sets settings.key_from_stdin.  */
  char const *key_on_stdin_text;

  /* Optional; NULL to show names as given.  Return FILE as an output
     line shows it: FILE itself, or a new string that the caller
     frees.  */
  char *(*name_for_output) (char const *file);

  /* Called after each line printed: b3sum stops as soon as a write to
     standard output fails, while coreutils waits for close_stdout.  */
  void (*check_stdout) (void);

  /* Optional.  Called once every operand is done, before main
     returns: the front-end's last checks and reports.  */
  void (*finish_run) (void);

  /* True for a front-end that matches a Rust program (b3sum, bao),
     whose runtime main then copies: it never sets the locale, so that
     those programs' messages, the system's error texts among them, are
     the C locale's whatever LC_ALL, LC_MESSAGES or LANG say; and it
     opens /dev/null on a standard descriptor that is closed at start
     (std-streams.h).  False for the GNU front-ends, which follow the
     user's locale and report a closed descriptor as coreutils does.  */
  bool rust_runtime;
};

/* The front-end of this program.  */
extern struct front_end const front_end;

#endif
