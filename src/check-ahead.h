/* check-ahead.h -- hash the files of a checksum list ahead, two at a time

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

#ifndef BLAKESUM_CHECK_AHEAD_H
#define BLAKESUM_CHECK_AHEAD_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "digest.h"
#include "hashfile.h"

struct workers;

/* The lines of a list that check_ahead takes at most at once.  */
enum { CHECK_AHEAD_LINES = 64 };

/* A file named by a line of a checksum list.  */
struct check_ahead_file
{
  char const *name;             /* to open, or null for none */
  struct digest_ops const *ops; /* the line's algorithm */
  struct digest_params const *p; /* and what it hashes with */
  bool hashed;                  /* set: DIGEST holds its digest */
  uint8_t digest[64];           /* longer digests are not hashed ahead */
};

/* Whether the files of the checksum list LIST, open for reading, are to
   be hashed ahead with POOL, the list's algorithm being OPS and its
   files read under POLICY: whether POOL has two threads or more, LIST
   is a regular file, the display of progress (which names each file as
   it is read) is off, POLICY does not ask for mappings (--mmap: the
   files hashed ahead are read), and OPS does not hand every context one
   state (ONE_STATE, bt2sum's tree: two threads must not hash with it).
   Lines are read ahead only from a regular file, which never makes them
   wait: a list from a pipe or a terminal may come a line at a time from
   a writer that waits for each line's answer.  */
bool check_ahead_wanted (struct workers *pool, FILE *list,
                         struct digest_ops const *ops,
                         enum mmap_policy policy);

/* Hash each of the N files (at most CHECK_AHEAD_LINES) that has a
   NAME, if it is a regular file of at most HASH_WHOLE_MAX bytes, on two
   threads of POOL, each hashing whole the files it takes as their OPS
   does for their P (hash_whole): P->outlen bytes into DIGEST, and
   HASHED set.  Any other file, any that cannot be opened or read, any
   that hash_whole declines, and "-" (standard input to hash_file, not
   a file of that name) is left with HASHED false: the caller hashes it
   the usual way, in its turn, which gives the usual messages.  Nothing
   is printed.  */
void check_ahead (struct check_ahead_file *files, size_t n,
                  struct workers *pool);

#endif
