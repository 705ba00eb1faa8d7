/* blake2bp-threads.h -- BLAKE2bp updates on several threads

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
#ifndef BLAKESUM_BLAKE2BP_THREADS_H
#define BLAKESUM_BLAKE2BP_THREADS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <sys/types.h>

#include "blake2bp.h"

struct workers;

/* blake2bp_update (S, IN, LEN), with the four leaves hashed on
   threads of POOL; the result is the same.  Used only when LEN is 1 MiB
   or more and POOL has at least four threads (a leaf each), or two and
   the kernel row in use has a 2-lane kernel (two leaves each);
   otherwise the four SIMD lanes of one thread do as well (see
   blake2bp-threads.c), and this is blake2bp_update.

   A fault signal on a helper thread (SIGBUS on a truncated mapping) is
   raised again on the calling thread once no helper reads IN any more,
   as in blake3_update_threaded; the caller's handler must call
   workers_on_fault first.

   MAPPED says that IN is a fresh mapping of a file (see struct
   digest_ops): then its pages are dropped as they are hashed, so that
   at most a few MiB of it stay resident (mapped-pages.h).  */
void blake2bp_update_threaded (struct blake2bp_state *s, void const *in,
                               size_t len, struct workers *pool,
                               bool mapped);

/* Feed to S, which must hold no input held back (a fresh state, say),
   the LEN bytes of the regular file FD from byte OFFSET on, reading
   them with pread on two threads of POOL, each of which hashes two of
   the leaves and reads half of each piece, so that reading takes no
   thread of its own.  Return 1 when done; S then holds the file's LEN
   bytes and may take more.  Return 0, having done nothing, unless POOL
   has two or three threads and the kernel row in use a 2-lane kernel
   (with four threads or more, read_pipeline serves), when LEN is under
   1 MiB, or without memory for the buffers.  Return -1 when a read
   failed, with *ERR its errno value, or when the file ended before LEN
   bytes, with *ERR 0; S is then garbage.  A file none of which was in
   memory (cold_read_is_cold) is dropped from the page cache as it is
   read.  */
int blake2bp_update_file_threaded (struct blake2bp_state *s, int fd,
                                   off_t offset, uint64_t len,
                                   struct workers *pool, int *err);

#endif
