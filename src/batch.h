/* batch.h -- many small files read ahead and hashed together

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

#ifndef BLAKESUM_BATCH_H
#define BLAKESUM_BATCH_H

#include <stdbool.h>
#include <stdint.h>

#include "digest.h"
#include "hashfile.h"

struct workers;

/* What batching needs of the program.  */
struct batch_hooks
{
  struct digest_ops const *ops;
  struct digest_params const *params;
  /* Print the line of FILE, whose digest is DIGEST (PARAMS->outlen
     bytes), exactly as for a file hashed alone.  */
  void (*print) (char const *file, uint8_t const *digest);
  /* Hash FILE the usual way and print its line or its error: FILE
     open as FD at its start, or by name if FD is -1; but if FAILED is
     not HASH_OK, FILE already failed so, with errno value ERR, and
     only that is to be reported.  Return true if all went well.  */
  bool (*hash) (char const *file, int fd, enum hash_status failed,
                int err);
  /* End the program if standard output has failed, as PRINT does after
     each line.  */
  void (*check) (void);
  /* The pool whose size says how many threads may run (one: the files
     are read on the calling thread).  */
  struct workers *pool;
};

/* Hash from now on with HOOKS (kept, not copied) if its algorithm has
   a batch form for its parameters; return whether it has.  */
bool batch_start (struct batch_hooks const *hooks);

/* Hash FILE and print its line, maybe later, with other small files:
   return false if it is already known to have failed.  */
bool batch_hash (char const *file);

/* Hash and print the N_FILES operands FILES in order, as batch_hash of
   each would, reading them ahead on a thread of its own when the pool
   allows two; return true if all went well.  Nothing may be pending
   from batch_hash.  */
bool batch_hash_list (char *const *files, size_t n_files);

/* Hash and print the files still pending.  Call it before any message
   about a file, so that messages and lines keep the operands' order,
   and at the end.  With nothing pending, or without batches, it does
   nothing.  */
void batch_flush (void);

#endif
