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

#include <stddef.h>
#include <stdint.h>
#include <sys/types.h>

#include "blake3.h"

struct workers;

/* blake3_update (SELF, INPUT, LEN), with the subtrees of INPUT spread
   over the threads of POOL; the result is the same.  Inputs too small
   to gain from threads (under 1 MiB), a NULL POOL and a one-thread
   POOL go straight to blake3_update.  Meant for a whole file in memory
   (a mapping), given in one call: each call is a fork-join of its own.

   If a fault signal hits a helper thread while it reads INPUT (SIGBUS
   on a truncated mapping), the signal is raised again on the calling
   thread once every helper has let go of INPUT, so the caller's fault
   handler sees it as if it had hashed INPUT alone; that handler must
   call workers_on_fault first (see workers.h).  SELF is then garbage,
   as after any fault.  */
void blake3_update_threaded (struct blake3_hasher *self, void const *input,
                             size_t len, struct workers *pool);

/* blake3_update with the LEN bytes of FD from byte OFFSET, read with
   pread (FD's file offset does not move), on the threads of POOL (NULL
   for one).  FD must allow pread: a regular file or a block device.
   For a large cached file this is faster than hashing a mapping of it
   (see blake3-threads.c), and a file that shrinks meanwhile is a
   return value, not a SIGBUS.  Return 0 on success, an errno value if
   a read failed, or BLAKE3_FD_SHORT if the file ended before LEN
   bytes; SELF is garbage after a failure.  Needs about 300 KiB of
   stack on each thread of POOL.  */
enum { BLAKE3_FD_SHORT = -1 };
int blake3_update_fd (struct blake3_hasher *self, int fd, off_t offset,
                      uint64_t len, struct workers *pool);

#endif
