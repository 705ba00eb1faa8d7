/* blake3-rows.h -- the BLAKE3 one-block compressor on 128-bit rows

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

/* The SSE4.1 and AVX-512 kernels include this once each, inside their
   own files and so with their own -m flags: the same code, where the
   AVX-512 file's rotations are single instructions.  Before including
   it define ROWS_COMPRESS_IN_PLACE and ROWS_COMPRESS_XOF, the names of
   the file's two compressors; the file must have load_128, store_128,
   add_128, xor_128 and ror16_128, ror12_128, ror8_128, ror7_128,
   NO_REASSOC, and blake3-kernel.h included before.  This defines those
   two compressors and the static helpers SHUFFLE2, g_rows,
   diagonalize, undiagonalize, compress_rows and hash_one.  */

#ifndef BLAKESUM_BLAKE3_ROWS_H
#define BLAKESUM_BLAKE3_ROWS_H

/* ---------------------------------------------------------------------
   One block, row layout: ROW[i] holds state words 4i..4i+3, so one G
   step works on all four columns (or diagonals) at once.  */

/* _mm_shuffle_ps on integer vectors: two lanes from A, two from B.  */
#define SHUFFLE2(a, b, imm) \
  _mm_castps_si128 (_mm_shuffle_ps (_mm_castsi128_ps (a), \
                                    _mm_castsi128_ps (b), (imm)))

/* Half of G on all four lanes with message vector M: the first half
   (rotations 16 and 12) unless SECOND.  */
KERNEL_INLINE void
g_rows (__m128i row[4], __m128i m, bool second)
{
  row[0] = add_128 (row[0], m);
  NO_REASSOC (row[0]);
  row[0] = add_128 (row[0], row[1]);
  row[3] = xor_128 (row[3], row[0]);
  row[3] = second ? ror8_128 (row[3]) : ror16_128 (row[3]);
  row[2] = add_128 (row[2], row[3]);
  row[1] = xor_128 (row[1], row[2]);
  row[1] = second ? ror7_128 (row[1]) : ror12_128 (row[1]);
}

/* Line the diagonals up in the lanes by rotating rows 0, 2 and 3 (by
   3, 1 and 2 lanes) and leaving row 1 in place: lane I then holds the
   diagonal through state word 4 + I.  Row 1 is the last one G writes,
   so a shuffle of it would lie on the chain from one half-round to the
   next; the other rows are ready earlier and their shuffles overlap
   the end of G.  The diagonal Gs then meet their message words rotated
   the same way (row 0's rotation): see compress_rows.  */
KERNEL_INLINE void
diagonalize (__m128i row[4])
{
  row[0] = _mm_shuffle_epi32 (row[0], _MM_SHUFFLE (2, 1, 0, 3));
  row[2] = _mm_shuffle_epi32 (row[2], _MM_SHUFFLE (0, 3, 2, 1));
  row[3] = _mm_shuffle_epi32 (row[3], _MM_SHUFFLE (1, 0, 3, 2));
}

KERNEL_INLINE void
undiagonalize (__m128i row[4])
{
  row[0] = _mm_shuffle_epi32 (row[0], _MM_SHUFFLE (0, 3, 2, 1));
  row[2] = _mm_shuffle_epi32 (row[2], _MM_SHUFFLE (2, 1, 0, 3));
  row[3] = _mm_shuffle_epi32 (row[3], _MM_SHUFFLE (1, 0, 3, 2));
}

/* Run the seven rounds on the state for CV and BLOCK, leaving the four
   rows before the final feed-forward.  The message is kept as four
   vectors in the order the G steps consume it: A holds the words for
   the first half of the column Gs (m0 m2 m4 m6), B the second half
   (m1 m3 m5 m7), C and D the same for the diagonals.  Between rounds
   these four vectors are permuted in registers instead of being
   gathered again from memory.  */
KERNEL_INLINE void
compress_rows (__m128i row[4], __m128i cv_lo, __m128i cv_hi,
               uint8_t const block[64], uint8_t block_len,
               uint64_t counter, uint8_t flags)
{
  row[0] = cv_lo;
  row[1] = cv_hi;
  row[2] = load_128 (blake3_iv);
  row[3] = _mm_setr_epi32 ((int32_t) counter_low (counter),
                           (int32_t) counter_high (counter),
                           (int32_t) block_len, (int32_t) flags);

  __m128i w0 = load_128 (block);
  __m128i w1 = load_128 (block + 16);
  __m128i w2 = load_128 (block + 32);
  __m128i w3 = load_128 (block + 48);
  __m128i a = SHUFFLE2 (w0, w1, _MM_SHUFFLE (2, 0, 2, 0));
  __m128i b = SHUFFLE2 (w0, w1, _MM_SHUFFLE (3, 1, 3, 1));
  __m128i c = SHUFFLE2 (w2, w3, _MM_SHUFFLE (2, 0, 2, 0));
  __m128i d = SHUFFLE2 (w2, w3, _MM_SHUFFLE (3, 1, 3, 1));

  for (int r = 0; r < 7; r++)
    {
      if (r > 0)
        {
          /* Apply the BLAKE3 permutation {2,6,3,10,7,0,4,13,1,11,12,5,
             9,14,15,8} to the message, written in terms of the four
             vectors: a' = (a1 b1 b3 a2), b' = (a3 c1 a0 d2),
             c' = (b0 c2 d0 d3), d' = (d1 b2 c3 c0).  */
          __m128i t = SHUFFLE2 (a, b, _MM_SHUFFLE (3, 1, 2, 1));
          __m128i na = _mm_shuffle_epi32 (t, _MM_SHUFFLE (1, 3, 2, 0));
          __m128i p = SHUFFLE2 (a, c, _MM_SHUFFLE (1, 1, 3, 3));
          __m128i q = SHUFFLE2 (a, d, _MM_SHUFFLE (2, 2, 0, 0));
          __m128i nb = SHUFFLE2 (p, q, _MM_SHUFFLE (2, 0, 2, 0));
          p = SHUFFLE2 (b, c, _MM_SHUFFLE (2, 2, 0, 0));
          __m128i nc = SHUFFLE2 (p, d, _MM_SHUFFLE (3, 0, 2, 0));
          p = SHUFFLE2 (d, b, _MM_SHUFFLE (2, 2, 1, 1));
          __m128i nd = SHUFFLE2 (p, c, _MM_SHUFFLE (0, 3, 2, 0));
          a = na;
          b = nb;
          c = nc;
          d = nd;
        }
      g_rows (row, a, false);
      g_rows (row, b, true);
      diagonalize (row);
      /* Lane I now holds diagonal I - 1 (mod 4): its message words are
         turned as row 0 is.  */
      g_rows (row, _mm_shuffle_epi32 (c, _MM_SHUFFLE (2, 1, 0, 3)), false);
      g_rows (row, _mm_shuffle_epi32 (d, _MM_SHUFFLE (2, 1, 0, 3)), true);
      undiagonalize (row);
    }
}

void
ROWS_COMPRESS_IN_PLACE (uint32_t cv[8], uint8_t const block[64],
                        uint8_t block_len, uint64_t counter, uint8_t flags)
{
  __m128i row[4];
  compress_rows (row, load_128 (cv), load_128 (cv + 4), block, block_len,
                 counter, flags);
  store_128 (cv, xor_128 (row[0], row[2]));
  store_128 (cv + 4, xor_128 (row[1], row[3]));
}

void
ROWS_COMPRESS_XOF (uint32_t const cv[8], uint8_t const block[64],
                   uint8_t block_len, uint64_t counter, uint8_t flags,
                   uint8_t out[64])
{
  __m128i cv_lo = load_128 (cv);
  __m128i cv_hi = load_128 (cv + 4);
  __m128i row[4];
  compress_rows (row, cv_lo, cv_hi, block, block_len, counter, flags);
  store_128 (out, xor_128 (row[0], row[2]));
  store_128 (out + 16, xor_128 (row[1], row[3]));
  store_128 (out + 32, xor_128 (row[2], cv_lo));
  store_128 (out + 48, xor_128 (row[3], cv_hi));
}

/* Hash the BLOCKS blocks at INPUT into the 32-byte chaining value OUT,
   one block at a time.  This serves the inputs left over after the
   word-sliced loops.  */
static void
hash_one (uint8_t const *input, size_t blocks, uint32_t const key[8],
          uint64_t counter, uint8_t flags, uint8_t flags_start,
          uint8_t flags_end, uint8_t out[32])
{
  __m128i cv_lo = load_128 (key);
  __m128i cv_hi = load_128 (key + 4);
  uint8_t block_flags = (uint8_t) (flags | flags_start);
  for (size_t b = 0; b < blocks; b++)
    {
      if (b + 1 == blocks)
        block_flags = (uint8_t) (block_flags | flags_end);
      __m128i row[4];
      compress_rows (row, cv_lo, cv_hi, input + 64 * b, 64, counter,
                     block_flags);
      cv_lo = xor_128 (row[0], row[2]);
      cv_hi = xor_128 (row[1], row[3]);
      block_flags = flags;
    }
  store_128 (out, cv_lo);
  store_128 (out + 16, cv_hi);
}

#undef ROWS_COMPRESS_IN_PLACE
#undef ROWS_COMPRESS_XOF

#endif
