/* blake3-batch.h -- BLAKE3 of many short messages at once

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

#ifndef BLAKESUM_BLAKE3_BATCH_H
#define BLAKESUM_BLAKE3_BATCH_H

#include <stddef.h>
#include <stdint.h>

#include "blake3.h"

/* The longest message blake3_hash_batch hashes in the SIMD lanes, and
   the most messages it hashes together: the lanes of one 16-way
   AVX-512 state (no more than BLAKE3_MAX_SIMD_DEGREE, which
   blake3-batch.c checks), for callers that size their buffers by
   it.  */
enum
{
  BLAKE3_BATCH_MAX_LEN = 16 * 1024,
  BLAKE3_BATCH_WIDTH = 16
};

/* Hash the N messages MSGS[I] of LENS[I] bytes as TEMPLATE would, and
   write each message's 32-byte hash (what blake3_finalize (..., 32)
   gives) to OUT[I].  TEMPLATE is a hasher just initialised
   (blake3_init, blake3_init_keyed or blake3_init_derive_key, nothing fed
   yet): it gives the key words and the mode flags.  Any N >= 0; MSGS[I]
   may be null when LENS[I] is 0.  Messages of at most
   BLAKE3_BATCH_MAX_LEN bytes share the kernel's hash_many calls; a
   longer one is still hashed right, but alone, by the streaming
   hasher.  Uses the implementation in use (blake3_active_impl), no
   allocation and no threads.  */
void blake3_hash_batch (struct blake3_hasher const *template, size_t n,
                        uint8_t const *const *msgs, size_t const *lens,
                        uint8_t (*out)[BLAKE3_OUT_LEN]);

#endif
