/* bao-tree.h -- what the Bao encoder, decoder and slicer share: the
   shape of the tree and the chaining values of its nodes

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

/* The tree is BLAKE3's with its lowest GROUP_LOG levels folded into the
   leaves (doc/bao-format.md): a subtree of at most 1024 << GROUP_LOG
   bytes is a leaf, a longer one splits like any BLAKE3 subtree.  Everything here is arithmetic on lengths, plus the
   few compressions that turn leaves and parent nodes into CVs.  */

#ifndef BLAKESUM_BAO_TREE_H
#define BLAKESUM_BAO_TREE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "bao.h"
#include "blake3/blake3.h"

/* The size of a leaf.  */
static inline uint64_t
bao_leaf_len (unsigned int group_log)
{
  return (uint64_t) BLAKE3_CHUNK_LEN << group_log;
}

/* The number of leaves of a subtree of LEN bytes: at least one, as the
   empty input is one empty leaf.  */
static inline uint64_t
bao_leaves (uint64_t len, unsigned int group_log)
{
  return len == 0 ? 1 : ((len - 1) >> (10 + group_log)) + 1;
}

/* The bytes of parent nodes in a subtree of LEN bytes.  At most
   64 * (2^54 - 1), so it cannot overflow.  */
static inline uint64_t
bao_parents_size (uint64_t len, unsigned int group_log)
{
  return BAO_PARENT_LEN * (bao_leaves (len, group_log) - 1);
}

/* The length of the left half of a subtree of LEN bytes that is longer
   than a leaf: the largest power of two below LEN, which is then a
   power-of-two number of whole leaves.  */
static inline uint64_t
bao_left_len (uint64_t len)
{
  uint64_t x = len - 1;
  unsigned int bits = 0;
#if defined __GNUC__ || defined __clang__
  bits = 63 - __builtin_clzll (x);
#else
  while (x >> 1 >> bits)
    bits++;
#endif
  return (uint64_t) 1 << bits;
}

struct blake3_impl;
struct workers;

/* Write to CV the CV of the leaf of LEN bytes at IN whose first chunk
   has the counter CHUNK.  ROOT says that the leaf is the whole input;
   its CV is then the root hash, BLAKE3 (IN), hashed on the threads of
   POOL (which may be null) when that pays.  */
void bao_leaf_cv (struct blake3_impl const *impl, uint8_t const *in,
                  size_t len, uint64_t chunk, bool root,
                  struct workers *pool, uint8_t cv[BAO_HASH_LEN]);

/* Write to CV the CV of the parent NODE (left CV, then right CV), the
   root hash if ROOT.  */
void bao_parent_cv (struct blake3_impl const *impl,
                    uint8_t const node[BAO_PARENT_LEN], bool root,
                    uint8_t cv[BAO_HASH_LEN]);

#endif
