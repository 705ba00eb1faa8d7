/* bao-slice.c -- cutting Bao slices out of encodings

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

/* A slice is the header plus the nodes that a decoder of the range
   visits, in the order it visits them; the walk of bao-walk.c, which
   the decoder uses too, copies them instead of verifying them, so the
   two cannot disagree about which nodes those are.  */

#include <config.h>

#include "bao.h"

#include "bao-walk.h"

enum bao_status
bao_slice (struct bao_input *tree, struct bao_input *content,
           unsigned int group_log, uint64_t start, uint64_t count,
           struct bao_output *out)
{
  return bao_walk (BAO_WALK_SLICE, NULL, tree, content, group_log, start,
                   count, NULL, out);
}
