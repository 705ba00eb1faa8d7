/* bao-walk.h -- the one walk over a Bao tree that decoding and slicing share

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

#ifndef BLAKESUM_BAO_WALK_H
#define BLAKESUM_BAO_WALK_H

#include <stdint.h>

#include "bao.h"

struct workers;

/* What the walk does with the nodes it meets.  */
enum bao_walk_mode
{
  BAO_WALK_DECODE,              /* verify; skip what lies before START */
  BAO_WALK_DECODE_SLICE,        /* verify; what lies outside is absent */
  BAO_WALK_SLICE                /* copy the nodes; verify nothing */
};

/* Walk the tree read from TREE (and CONTENT, for an outboard tree) in
   pre-order, meeting the nodes on the path to the leaves that hold
   [START, START + COUNT) as the rules of bao_slice define them (COUNT 0
   means 1, a START at or past the end names the final leaf).  MODE
   says what to do with them; the decoding modes check them against
   HASH and write the verified bytes of [START, START + COUNT) to OUT,
   the slicing mode copies them to OUT.  The decoding modes verify
   large subtrees on the threads of POOL (which may be null).  */
enum bao_status bao_walk (enum bao_walk_mode mode,
                          uint8_t const hash[BAO_HASH_LEN],
                          struct bao_input *tree, struct bao_input *content,
                          unsigned int group_log, uint64_t start,
                          uint64_t count, struct workers *pool,
                          struct bao_output *out);

#endif
