/* blake2b-batch.h -- BLAKE2b of many small messages at once, one per lane

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

#ifndef BLAKESUM_BLAKE2B_BATCH_H
#define BLAKESUM_BLAKE2B_BATCH_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "blake2b.h"

/* The longest message blake2b_hash_batch takes.  */
enum { BLAKE2B_BATCH_MAX_LEN = 16 * 1024 };

/* Hash the N messages MSGS[I] of LENS[I] bytes (each at most
   BLAKE2B_BATCH_MAX_LEN) as TEMPLATE would: TEMPLATE is a state just
   set up by blake2b_init_param (and blake2b_update_key if keyed), with
   nothing else fed; its parameters (digest length, salt, personal,
   tree fields, last-node flag) and key block apply to every message.
   Write each message's digest (TEMPLATE->outlen bytes, what
   blake2b_final gives) to OUTS[I].  Return false, having written
   nothing, if TEMPLATE is not in that state (bytes already compressed,
   or a partial buffer other than a key block).  Any N >= 0.

   A buffered block counts as a key block when the parameter block's
   key_length byte is nonzero and the block is zero past that many
   bytes; 128 bytes of data fed to such a state before its key cannot
   be told from one.  MSGS[I] may be null when LENS[I] is 0.  The
   kernel row in use is read once, on entry.  */
bool blake2b_hash_batch (struct blake2b_state const *template, size_t n,
                         uint8_t const *const *msgs, size_t const *lens,
                         uint8_t *const *outs);

#endif
