/* bao-verify.h -- verify a whole Bao subtree held in memory, at speed


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

#ifndef BLAKESUM_BAO_VERIFY_H
#define BLAKESUM_BAO_VERIFY_H

#include <stdbool.h>
#include <stdint.h>

#include "bao.h"

struct blake3_impl;
struct workers;

/* A subtree of LEN bytes at content offset OFF, longer than one leaf
   and not the whole tree, all of it in memory.  Combined, NODES holds
   its encoding (parents and leaves in pre-order) and CONTENT is null;
   outboard, NODES holds its parent nodes in pre-order and CONTENT its
   LEN content bytes.

   Bytes in a mapped file may change after they are read, so what is
   verified there is not what a later write would take.  Each parent
   node is therefore copied before it is verified, and its CVs are
   taken from the copy.  CONTENT_COPY, when not null, is a private
   buffer of LEN bytes: each leaf is copied there, in order, and the
   copy verified (blake3_hash_many_copy), so that on success it holds
   exactly the verified content to write.  */
struct bao_subtree
{
  uint8_t const *nodes;
  uint8_t const *content;
  uint8_t *content_copy;
  uint64_t off, len;
};

/* Whether every node and leaf of T verifies, T's root parent against
   CV.  It hashes what the walk would, leaf by leaf and node by node,
   but many at a time in the kernels' SIMD lanes and, for a large T, on
   the threads of POOL (which may be null).  It says only yes or no:
   on no, the walk goes over T again node by node to write the verified
   prefix and stop where the first bad node is.  PAGE_MASK, if not 0,
   says that T's sources are fresh mappings of files, whose pages are
   then read in a piece at a time by the threads that check them (it
   is mapped_page_mask's).  */
bool bao_verify_subtree (struct blake3_impl const *impl,
                         struct workers *pool, unsigned int group_log,
                         struct bao_subtree const *t,
                         uint8_t const cv[BAO_HASH_LEN],
                         uintptr_t page_mask);

#endif
