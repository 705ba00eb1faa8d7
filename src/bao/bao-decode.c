/* bao-decode.c -- verified Bao decoding, of whole encodings and of slices

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

/* The decoder's public entry points: a whole encoding (combined or
   outboard) or a slice, both through the walk of bao-walk.c, which
   verifies every node before anything under it is written.  */

#include <config.h>

#include "bao.h"

#include "bao-walk.h"

enum bao_status
bao_decode (uint8_t const hash[BAO_HASH_LEN], struct bao_input *tree,
            struct bao_input *content, unsigned int group_log,
            uint64_t start, uint64_t count, struct workers *pool,
            struct bao_output *out)
{
  return bao_walk (BAO_WALK_DECODE, hash, tree, content, group_log, start,
                   count, pool, out);
}

/* A slice holds just the nodes that the walk visits, so nothing is
   skipped: what lies outside the range is simply not there.  */
enum bao_status
bao_decode_slice (uint8_t const hash[BAO_HASH_LEN], struct bao_input *slice,
                  unsigned int group_log, uint64_t start, uint64_t count,
                  struct workers *pool, struct bao_output *out)
{
  return bao_walk (BAO_WALK_DECODE_SLICE, hash, slice, NULL, group_log,
                   start, count, pool, out);
}
