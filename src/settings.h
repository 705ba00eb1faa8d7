/* settings.h -- which program this is, and what its command line asked for

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

/* Every file of a program is built with the program's -DHASH_ALGO_...
   flag, as coreutils builds its digest programs, so that each can ask
   which program it is part of.  The settings are one structure, written
   by the front-end's option parsing and read by main, the printers and
   the checkers.  */

#ifndef BLAKESUM_SETTINGS_H
#define BLAKESUM_SETTINGS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "digest.h"
#include "hashfile.h"

#if HASH_ALGO_BLAKE2B
# define PROGRAM_NAME "b2sum"
# define DIGEST_OPS (&blake2b_digest_ops)
# define GNU_FRONT_END 1
/* coreutils' b2sum reads; --mmap maps.  */
# define DEFAULT_MMAP_POLICY MMAP_NEVER
#elif HASH_ALGO_BT2
# define PROGRAM_NAME "bt2sum"
# define DIGEST_OPS (&blake2_tree_digest_ops)
# define GNU_FRONT_END 1
/* Large files are mapped, so that their parts can be hashed on several
   threads.  */
# define DEFAULT_MMAP_POLICY MMAP_LARGE
#elif HASH_ALGO_BLAKE3
# define PROGRAM_NAME "b3sum"
# define DIGEST_OPS (&blake3_digest_ops)
# define GNU_FRONT_END 0
# define DEFAULT_MMAP_POLICY MMAP_LARGE
#elif HASH_ALGO_BAO
# define PROGRAM_NAME "bao"
# define DIGEST_OPS (&blake3_digest_ops)
# define GNU_FRONT_END 0
/* bao hash maps files as b3sum does; the other subcommands open their
   files themselves (bao-commands.c).  */
# define DEFAULT_MMAP_POLICY MMAP_LARGE
#else
# error "Can't decide which hash algorithm to compile."
#endif

struct settings
{
  /* The algorithm: b2sum's -a, or the program's own.  */
  struct digest_ops const *ops;
  struct digest_params params;
  bool do_check;
  bool prefix_tag;
  bool no_names;
  bool raw_output;
  /* Print names exactly as given, never escaped (bao hash).  */
  bool unescaped_names;
  bool debug;
  /* --recursive: walk directory operands; --dereference: follow the
     symbolic links met there.  */
  bool recursive;
  bool dereference;
  /* --progress: show the display of progress.h, if stderr is a
     terminal.  */
  bool progress;
  /* -1 unset, 0 text (-t), 1 binary (-b, or --tag).  */
  int binary;
  char digest_delim;
  enum mmap_policy mmap_policy;
  /* --num-threads: 0 for as many as there are processors.  */
  size_t num_threads;
  /* The owned copy of a key, wiped at exit.  */
  uint8_t *key_buffer;
  /* Whether the key was read from standard input, which then cannot be
     hashed too.  */
  bool key_from_stdin;

  /* --check's options.  b2sum and bt2sum take them all, b3sum only
     --quiet.  */
  bool quiet;
  bool status_only;
  bool warn;
  bool strict;
  bool ignore_missing;
  /* Largest digest a checked line may carry, in bits.  */
  unsigned int max_bits;

  /* b3sum: the checked lines that failed so far, in all lists.  */
  uintmax_t check_failures;
};

extern struct settings settings;

/* Read a key of at most MAX bytes (MAX < BLAKE2B_KEYBYTES + 1) from FD
   into a new settings.key_buffer, replacing any earlier key, and use
   it.  Return the number of bytes read, MAX + 1 if FD holds more than
   MAX, or -1 with errno set on a read error.  */
ptrdiff_t read_key (int fd, size_t max);

/* Wipe and free settings.key_buffer, if any.  */
void wipe_key (void);

#endif
