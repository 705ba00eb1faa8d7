/* blake3-threads.h -- BLAKE3 updates that hash large inputs on several threads

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

#ifndef BLAKESUM_BLAKE3_THREADS_H
#define BLAKESUM_BLAKE3_THREADS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <sys/types.h>

#include "blake3.h"

struct workers;

/* blake3_update (SELF, INPUT, LEN), with the subtrees of INPUT spread
   over the threads of POOL; the result is the same.  Inputs too small
   to gain from threads (under 1 MiB), a NULL POOL and a one-thread
   POOL are hashed on the calling thread.  Meant for a whole file in
   memory, given in one call: each call is a fork-join of its own.
   MAPPED says that INPUT is a fresh mapping of a file, whose pages are
   then populated a piece at a time just before they are hashed.

   If a fault signal hits a helper thread while it reads INPUT (SIGBUS
   on a truncated mapping), the signal is raised again on the calling
   thread once every helper has let go of INPUT, so the caller's fault
   handler sees it as if it had hashed INPUT alone; that handler must
   call workers_on_fault first (see workers.h).  SELF is then garbage,
   as after any fault.  */
void blake3_update_threaded (struct blake3_hasher *self, void const *input,
                             size_t len, struct workers *pool, bool mapped);

/* Feed to SELF, which must have had no input yet, the LEN bytes of the
   regular file FD from byte OFFSET on, reading them with pread on the
   threads of POOL, each thread the subtrees it hashes, so that no byte
   moves from one core's cache to another's (blake3-file-threads.c says
   why).  Return 1 when done; SELF then holds the file's LEN bytes, and
   may take more.  Return 0, having done nothing, when threads would not
   gain (a file under 1 MiB, a one-thread or NULL POOL, a build without
   threads) or the address space for LEN bytes cannot be reserved.
   Return -1 when a read failed, with *ERR its errno value, or when the
   file ended before LEN bytes, with *ERR 0; SELF is then garbage.  */
int blake3_update_file_threaded (struct blake3_hasher *self, int fd,
                                 off_t offset, uint64_t len,
                                 struct workers *pool, int *err);

/* The size of the pieces a mapping is populated in, each just before
   it is hashed, by the thread that hashes it (blake3-threads.c says
   why this size).  */
#ifndef BLAKE3_THREADS_POPULATE_LEN
# define BLAKE3_THREADS_POPULATE_LEN (1024 * 1024)
#endif

#endif
