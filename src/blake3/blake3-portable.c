/* blake3-portable.c -- BLAKE3 compression and hash_many in plain C

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

#include <config.h>

#include "blake3-impl.h"

/* The quarter-round, mixing message words X and Y into column or
   diagonal A B C D of the state V.  Macros rather than functions: only
   when all seven rounds are expanded with constant indices do compilers
   keep the state in registers and fold the schedule lookups, and
   inlining a function seven times is beyond -O2's size budget.  */
#define G(v, a, b, c, d, x, y)                  \
  do                                            \
    {                                           \
      v[a] = v[a] + v[b] + (x);                 \
      v[d] = rotr32 (v[d] ^ v[a], 16);          \
      v[c] = v[c] + v[d];                       \
      v[b] = rotr32 (v[b] ^ v[c], 12);          \
      v[a] = v[a] + v[b] + (y);                 \
      v[d] = rotr32 (v[d] ^ v[a], 8);           \
      v[c] = v[c] + v[d];                       \
      v[b] = rotr32 (v[b] ^ v[c], 7);           \
    }                                           \
  while (0)

/* Round R reads the message through the schedule rather than permuting
   M between rounds.  */
#define S(r, i) m[blake3_msg_schedule[r][i]]
#define ROUND(v, r)                                     \
  do                                                    \
    {                                                   \
      G (v, 0, 4, 8, 12, S (r, 0), S (r, 1));           \
      G (v, 1, 5, 9, 13, S (r, 2), S (r, 3));           \
      G (v, 2, 6, 10, 14, S (r, 4), S (r, 5));          \
      G (v, 3, 7, 11, 15, S (r, 6), S (r, 7));          \
      G (v, 0, 5, 10, 15, S (r, 8), S (r, 9));          \
      G (v, 1, 6, 11, 12, S (r, 10), S (r, 11));        \
      G (v, 2, 7, 8, 13, S (r, 12), S (r, 13));         \
      G (v, 3, 4, 9, 14, S (r, 14), S (r, 15));         \
    }                                                   \
  while (0)

/* Run the seven rounds, leaving the untruncated state in V; the two
   public forms differ only in how much of it they keep.  */
static inline void
compress_pre (uint32_t v[16], uint32_t const cv[8], uint8_t const block[64],
              uint8_t block_len, uint64_t counter, uint8_t flags)
{
  uint32_t m[16];
  for (int i = 0; i < 16; i++)
    m[i] = load32 (block + 4 * i);

  for (int i = 0; i < 8; i++)
    v[i] = cv[i];
  v[8] = blake3_iv[0];
  v[9] = blake3_iv[1];
  v[10] = blake3_iv[2];
  v[11] = blake3_iv[3];
  v[12] = counter_low (counter);
  v[13] = counter_high (counter);
  v[14] = block_len;
  v[15] = flags;

  ROUND (v, 0);
  ROUND (v, 1);
  ROUND (v, 2);
  ROUND (v, 3);
  ROUND (v, 4);
  ROUND (v, 5);
  ROUND (v, 6);
}

void
blake3_compress_in_place_portable (uint32_t cv[8], uint8_t const block[64],
                                   uint8_t block_len, uint64_t counter,
                                   uint8_t flags)
{
  uint32_t v[16];
  compress_pre (v, cv, block, block_len, counter, flags);
  for (int i = 0; i < 8; i++)
    cv[i] = v[i] ^ v[i + 8];
}

void
blake3_compress_xof_portable (uint32_t const cv[8], uint8_t const block[64],
                              uint8_t block_len, uint64_t counter,
                              uint8_t flags, uint8_t out[64])
{
  uint32_t v[16];
  compress_pre (v, cv, block, block_len, counter, flags);
  for (int i = 0; i < 8; i++)
    {
      store32 (out + 4 * i, v[i] ^ v[i + 8]);
      store32 (out + 32 + 4 * i, v[i + 8] ^ cv[i]);
    }
}

/* One input of BLOCKS whole blocks, chained from KEY.  */
static void
hash_one (uint8_t const *input, size_t blocks, uint32_t const key[8],
          uint64_t counter, uint8_t flags, uint8_t flags_start,
          uint8_t flags_end, uint8_t out[BLAKE3_OUT_LEN])
{
  uint32_t cv[8];
  for (int i = 0; i < 8; i++)
    cv[i] = key[i];

  uint8_t block_flags = flags | flags_start;
  for (; blocks > 0; blocks--)
    {
      if (blocks == 1)
        block_flags |= flags_end;
      blake3_compress_in_place_portable (cv, input, BLAKE3_BLOCK_LEN,
                                         counter, block_flags);
      input += BLAKE3_BLOCK_LEN;
      block_flags = flags;
    }
  store_cv_words (out, cv);
}

void
blake3_hash_many_portable (uint8_t const *const *inputs, size_t num_inputs,
                           size_t blocks, uint32_t const key[8],
                           uint64_t counter, bool increment_counter,
                           uint8_t flags, uint8_t flags_start,
                           uint8_t flags_end, uint8_t *out)
{
  for (size_t i = 0; i < num_inputs; i++)
    {
      hash_one (inputs[i], blocks, key, counter, flags, flags_start,
                flags_end, out + i * BLAKE3_OUT_LEN);
      if (increment_counter)
        counter++;
    }
}
