/* bao-commands.h -- bao's subcommands other than hash

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

#ifndef BLAKESUM_BAO_COMMANDS_H
#define BLAKESUM_BAO_COMMANDS_H

#include <stdbool.h>
#include <stdint.h>

struct workers;

enum bao_command_name
{
  BAO_CMD_HASH, BAO_CMD_ENCODE, BAO_CMD_DECODE, BAO_CMD_SLICE,
  BAO_CMD_DECODE_SLICE
};

/* What the command line asked for.  A null file, or "-", is standard
   input or output.  */
struct bao_command
{
  enum bao_command_name name;
  char const *hash;             /* hex, not yet parsed */
  char const *input;
  char const *output;
  char const *outboard;
  bool has_start;               /* decode --start */
  uint64_t start;               /* <start> or --start */
  bool has_count;               /* decode --count; slices always */
  uint64_t count;
  bool has_group_log;           /* --chunk-group-log was given */
  unsigned int group_log;       /* --chunk-group-log, or 0 */
};

/* The text of errno value ERR as Rust shows it: "strerror (os error
   ERR)", in a static buffer.  */
char const *bao_os_error_text (int err);

/* Run C (any command but hash) with the threads of POOL, reporting
   errors as the bao tool does, and return the exit status.  */
int bao_run_command (struct bao_command const *c, struct workers *pool);

#endif
