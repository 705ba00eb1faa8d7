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

#include "blake3-kernel.h"
#include "core/g4-plain.h"
#include "core/kernel-inline.h"

KERNEL_CODE_BEGIN

/* How many inputs hash_lanes below hashes at once: four 32-bit words
   fill the 128-bit vectors that most targets have.  */
#define PORTABLE_LANES 4

/* Round R of state word accessor V, reading message word I through
   the accessor M and the schedule rather than permuting the message
   between rounds (g4-plain.h says why it is written so).  */
#define ROUND(V, M, r) G4_PLAIN_ROUND (V, M, blake3_msg_schedule[r])
#define SEVEN_ROUNDS(V, M)                      \
  do                                            \
    {                                           \
      ROUND (V, M, 0);                          \
      ROUND (V, M, 1);                          \
      ROUND (V, M, 2);                          \
      ROUND (V, M, 3);                          \
      ROUND (V, M, 4);                          \
      ROUND (V, M, 5);                          \
      ROUND (V, M, 6);                          \
    }                                           \
  while (0)

/* compress_pre must be inlined into both its callers, and written
   without loops: only then does GCC keep the whole state in registers
   (with loops, or not inlined, it stays in memory, and a chain of
   compressions took 96 to 108 ns each rather than 77 on the Zen 3 VM
   named in g4-plain.h): KERNEL_INLINE (core/kernel-inline.h).  */

/* Run the seven rounds, leaving the untruncated state in V; the two
   public forms differ only in how much of it they keep.  */
KERNEL_INLINE void
compress_pre (uint32_t v[16], uint32_t const cv[8], uint8_t const block[64],
              uint8_t block_len, uint64_t counter, uint8_t flags)
{
  uint32_t m[16];
  m[0] = load32 (block);
  m[1] = load32 (block + 4);
  m[2] = load32 (block + 8);
  m[3] = load32 (block + 12);
  m[4] = load32 (block + 16);
  m[5] = load32 (block + 20);
  m[6] = load32 (block + 24);
  m[7] = load32 (block + 28);
  m[8] = load32 (block + 32);
  m[9] = load32 (block + 36);
  m[10] = load32 (block + 40);
  m[11] = load32 (block + 44);
  m[12] = load32 (block + 48);
  m[13] = load32 (block + 52);
  m[14] = load32 (block + 56);
  m[15] = load32 (block + 60);

  v[0] = cv[0];
  v[1] = cv[1];
  v[2] = cv[2];
  v[3] = cv[3];
  v[4] = cv[4];
  v[5] = cv[5];
  v[6] = cv[6];
  v[7] = cv[7];
  v[8] = blake3_iv[0];
  v[9] = blake3_iv[1];
  v[10] = blake3_iv[2];
  v[11] = blake3_iv[3];
  v[12] = counter_low (counter);
  v[13] = counter_high (counter);
  v[14] = block_len;
  v[15] = flags;

#define ONE_V(i) v[i]
#define ONE_M(i) m[i]
  SEVEN_ROUNDS (ONE_V, ONE_M);
#undef ONE_V
#undef ONE_M
}

void
blake3_compress_in_place_portable (uint32_t cv[8], uint8_t const block[64],
                                   uint8_t block_len, uint64_t counter,
                                   uint8_t flags)
{
  uint32_t v[16];
  compress_pre (v, cv, block, block_len, counter, flags);
  cv[0] = v[0] ^ v[8];
  cv[1] = v[1] ^ v[9];
  cv[2] = v[2] ^ v[10];
  cv[3] = v[3] ^ v[11];
  cv[4] = v[4] ^ v[12];
  cv[5] = v[5] ^ v[13];
  cv[6] = v[6] ^ v[14];
  cv[7] = v[7] ^ v[15];
}

/* Output word I of the extended output, of state V and input CV.  */
#define XOF_WORD(out, v, cv, i)                                 \
  do                                                            \
    {                                                           \
      store32 ((out) + 4 * (i), (v)[i] ^ (v)[(i) + 8]);         \
      store32 ((out) + 32 + 4 * (i), (v)[(i) + 8] ^ (cv)[i]);   \
    }                                                           \
  while (0)

void
blake3_compress_xof_portable (uint32_t const cv[8], uint8_t const block[64],
                              uint8_t block_len, uint64_t counter,
                              uint8_t flags, uint8_t out[64])
{
  uint32_t v[16];
  compress_pre (v, cv, block, block_len, counter, flags);
  XOF_WORD (out, v, cv, 0);
  XOF_WORD (out, v, cv, 1);
  XOF_WORD (out, v, cv, 2);
  XOF_WORD (out, v, cv, 3);
  XOF_WORD (out, v, cv, 4);
  XOF_WORD (out, v, cv, 5);
  XOF_WORD (out, v, cv, 6);
  XOF_WORD (out, v, cv, 7);
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

/* PORTABLE_LANES inputs of BLOCKS whole blocks hashed in lock-step,
   each word of the state an array of one value per input.  Every
   operation on a word is then the same for all lanes, in a loop that
   compilers turn into vector instructions wherever the target has
   them (SSE2 on every x86-64, for one), with no code of our own for
   any instruction set: on x86-64 this hashes four chunks in about the
   time scalar code takes for two.  The message words are transposed
   into the same layout first, by a loop of plain loads, since each
   lane reads a different input.  The body of the lane loop is written
   out without inner loops: vectorizers take only a loop whose body is
   straight-line code.  */
static void
hash_lanes (uint8_t const *const inputs[PORTABLE_LANES], size_t blocks,
            uint32_t const key[8], uint64_t counter, bool increment_counter,
            uint8_t flags, uint8_t flags_start, uint8_t flags_end,
            uint8_t *out)
{
  uint32_t cv[8][PORTABLE_LANES];
  uint32_t counter_lo[PORTABLE_LANES], counter_hi[PORTABLE_LANES];
  for (int l = 0; l < PORTABLE_LANES; l++)
    {
      uint64_t lane_counter = counter + (increment_counter ? l : 0);
      counter_lo[l] = counter_low (lane_counter);
      counter_hi[l] = counter_high (lane_counter);
      for (int i = 0; i < 8; i++)
        cv[i][l] = key[i];
    }

  uint8_t block_flags = flags | flags_start;
  for (size_t b = 0; b < blocks; b++)
    {
      if (b + 1 == blocks)
        block_flags |= flags_end;
      uint32_t m[16][PORTABLE_LANES];
      for (int l = 0; l < PORTABLE_LANES; l++)
        for (int i = 0; i < 16; i++)
          m[i][l] = load32 (inputs[l] + b * BLAKE3_BLOCK_LEN + 4 * i);

      uint32_t v[16][PORTABLE_LANES];
      for (int l = 0; l < PORTABLE_LANES; l++)
        {
          v[0][l] = cv[0][l];
          v[1][l] = cv[1][l];
          v[2][l] = cv[2][l];
          v[3][l] = cv[3][l];
          v[4][l] = cv[4][l];
          v[5][l] = cv[5][l];
          v[6][l] = cv[6][l];
          v[7][l] = cv[7][l];
          v[8][l] = blake3_iv[0];
          v[9][l] = blake3_iv[1];
          v[10][l] = blake3_iv[2];
          v[11][l] = blake3_iv[3];
          v[12][l] = counter_lo[l];
          v[13][l] = counter_hi[l];
          v[14][l] = BLAKE3_BLOCK_LEN;
          v[15][l] = block_flags;
#define LANE_V(i) v[i][l]
#define LANE_M(i) m[i][l]
          SEVEN_ROUNDS (LANE_V, LANE_M);
#undef LANE_V
#undef LANE_M
          cv[0][l] = v[0][l] ^ v[8][l];
          cv[1][l] = v[1][l] ^ v[9][l];
          cv[2][l] = v[2][l] ^ v[10][l];
          cv[3][l] = v[3][l] ^ v[11][l];
          cv[4][l] = v[4][l] ^ v[12][l];
          cv[5][l] = v[5][l] ^ v[13][l];
          cv[6][l] = v[6][l] ^ v[14][l];
          cv[7][l] = v[7][l] ^ v[15][l];
        }
      block_flags = flags;
    }

  for (int l = 0; l < PORTABLE_LANES; l++)
    for (int i = 0; i < 8; i++)
      store32 (out + l * BLAKE3_OUT_LEN + 4 * i, cv[i][l]);
}

void
blake3_hash_many_portable (uint8_t const *const *inputs, size_t num_inputs,
                           size_t blocks, uint32_t const key[8],
                           uint64_t counter, bool increment_counter,
                           uint8_t flags, uint8_t flags_start,
                           uint8_t flags_end, uint8_t *out,
                           uint8_t const *stream_end)
{
  /* Nothing is asked for ahead here.  */
  (void) stream_end;
  size_t step = increment_counter ? PORTABLE_LANES : 0;
  for (; num_inputs >= PORTABLE_LANES; num_inputs -= PORTABLE_LANES)
    {
      hash_lanes (inputs, blocks, key, counter, increment_counter, flags,
                  flags_start, flags_end, out);
      inputs += PORTABLE_LANES;
      out += PORTABLE_LANES * BLAKE3_OUT_LEN;
      counter += step;
    }
  for (size_t i = 0; i < num_inputs; i++)
    {
      hash_one (inputs[i], blocks, key, counter, flags, flags_start,
                flags_end, out + i * BLAKE3_OUT_LEN);
      if (increment_counter)
        counter++;
    }
}

KERNEL_CODE_END
