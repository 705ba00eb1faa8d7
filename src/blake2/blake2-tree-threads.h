/* blake2-tree-threads.h -- tree-mode leaves hashed on several threads

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

#ifndef BLAKESUM_BLAKE2_TREE_THREADS_H
#define BLAKESUM_BLAKE2_TREE_THREADS_H

#include <stdbool.h>
#include <stddef.h>

#include "blake2-tree.h"

struct workers;

/* blake2_tree_update (TREE, IN, LEN), with the whole leaves of IN
   hashed on the threads of POOL; the result is the same.  A null POOL,
   a one-thread POOL, an input that does not start on a leaf boundary
   and an input of at most one leaf are hashed on the calling thread.

   A fault signal on a helper thread (SIGBUS on a truncated mapping) is
   raised again on the calling thread once no helper reads IN any more,
   as in blake3_update_threaded; the caller's handler must call
   workers_on_fault first.  Not reentrant: one buffer serves every call,
   so that a call abandoned by such a fault leaks nothing.

   If MAPPED, IN is a read-only mapping of a file, whose page-table
   entries are dropped as its leaves are hashed (mapped-pages.h).  */
void blake2_tree_update_threaded (struct blake2_tree *tree, void const *in,
                                  size_t len, struct workers *pool,
                                  bool mapped);

/* Feed TREE the LEN bytes of the regular file FD from byte OFFSET on,
   the threads of POOL each reading with pread the leaves it hashes
   (blake2_tree_hash_file_leaves), as a digest_ops update_file does
   (digest.h): return 1 when done, -1 on a failed read (*ERR its errno
   value) or a file that ended early (*ERR 0), and 0, having done
   nothing, where a mapping serves as well: with few enough threads and
   lanes that the whole folios they keep mapped (mapped-pages.h) stay
   within twice MAPPED_RESIDENT_BUDGET, unless mapping costs more than
   reading here (map-or-read.h).  */
int blake2_tree_update_file_threaded (struct blake2_tree *tree, int fd,
                                      off_t offset, uint64_t len,
                                      struct workers *pool, int *err);

#endif
