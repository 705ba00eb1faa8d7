/* bao-tree.c -- the chaining values of Bao leaves and parent nodes

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

/* Every CV comes from the BLAKE3 core's own pieces, so Bao hashes with
   whichever kernels BLAKE3 uses: a leaf is a BLAKE3 subtree of whole
   chunks (the last one maybe partial), hashed by the core's tree code
   and reduced to one CV; a parent is one compression.  */

#include <config.h>

#include "bao-tree.h"

#include "blake3/blake3-impl.h"
#include "blake3/blake3-threads.h"

void
bao_leaf_cv (struct blake3_impl const *impl, uint8_t const *in, size_t len,
             uint64_t chunk, bool root, struct workers *pool,
             uint8_t cv[BAO_HASH_LEN])
{
  if (root)
    {
      /* The whole input in one leaf: its hash is BLAKE3's, ROOT flag
         and all, so the hasher computes it (the empty leaf too).  */
      struct blake3_hasher h;
      blake3_init (&h);
      blake3_update_threaded (&h, in, len, pool, false);
      blake3_finalize (&h, cv, BAO_HASH_LEN);
      return;
    }

  uint8_t cvs[BLAKE3_MAX_SIMD_DEGREE_OR_2 * BLAKE3_OUT_LEN];
  size_t n;
  if (len <= impl->simd_degree * BLAKE3_CHUNK_LEN)
    n = blake3_hash_chunks (impl, in, len, in + len, blake3_iv, chunk, 0,
                            cvs);
  else
    n = blake3_compress_subtree_wide (impl, in, len, in + len, blake3_iv,
                                      chunk, 0, NULL, cvs);
  blake3_subtree_cv (impl, cvs, n, blake3_iv, 0, cv);
}

void
bao_parent_cv (struct blake3_impl const *impl,
               uint8_t const node[BAO_PARENT_LEN], bool root,
               uint8_t cv[BAO_HASH_LEN])
{
  uint32_t words[8];
  for (int i = 0; i < 8; i++)
    words[i] = blake3_iv[i];
  impl->compress_in_place (words, node, BLAKE3_BLOCK_LEN, 0,
                           BLAKE3_PARENT | (root ? BLAKE3_ROOT : 0));
  store_cv_words (cv, words);
}
