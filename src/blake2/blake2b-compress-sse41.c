/* blake2b-compress-sse41.c -- BLAKE2b compression with SSSE3 and SSE4.1

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

/* This file must be compiled with -mssse3 -msse4.1 and its function called
   only when the CPU has SSE4.1.

   Layout: each row of the 4x4 working matrix lives in two 128-bit
   registers, low half (words 0, 1) and high half (words 2, 3), so one
   pass of G mixes all four columns at once.  For the diagonal step the
   rows A, C and D are rotated so that the diagonals line up under B;
   B is left alone because it is the last value G produces and the first
   one the next G needs, so moving it would put a shuffle on the critical
   path.  */

#include <config.h>

#include <immintrin.h>

#include "blake2b.h"
#include "blake2b-impl.h"
#include "core/kernel-inline.h"

KERNEL_CODE_BEGIN

/* Rotations of each 64-bit lane right by 32, 24, 16 and 63 bits.  Byte
   multiples are byte shuffles; 63 is a left rotation by 1, done as an add
   (x + x == x << 1) and a shift.  */

KERNEL_INLINE __m128i
ror32_128 (__m128i x)
{
  return _mm_shuffle_epi32 (x, _MM_SHUFFLE (2, 3, 0, 1));
}

KERNEL_INLINE __m128i
ror24_128 (__m128i x)
{
  return _mm_shuffle_epi8 (x, _mm_setr_epi8 (3, 4, 5, 6, 7, 0, 1, 2,
                                             11, 12, 13, 14, 15, 8, 9, 10));
}

KERNEL_INLINE __m128i
ror16_128 (__m128i x)
{
  return _mm_shuffle_epi8 (x, _mm_setr_epi8 (2, 3, 4, 5, 6, 7, 0, 1,
                                             10, 11, 12, 13, 14, 15, 8, 9));
}

KERNEL_INLINE __m128i
ror63_128 (__m128i x)
{
  return _mm_xor_si128 (_mm_srli_epi64 (x, 63), _mm_add_epi64 (x, x));
}

/* Return A + M.  The empty asm hides the sum from GCC's reassociation,
   which would otherwise turn (A + M) + B into (M + B) + A and so put two
   additions instead of one on the critical path through B.  */
KERNEL_INLINE __m128i
add_msg (__m128i a, __m128i m)
{
  __m128i s = _mm_add_epi64 (a, m);
  __asm__ ("" : "+x" (s));
  return s;
}

/* Return the message words I and J (I != J) as one vector, M being the
   block loaded as eight pairs (M[K] holds words 2K and 2K + 1).  I and J
   are constants after inlining, so only one branch survives and each
   pair costs at most one instruction.  The immediates are literals, so
   the function also compiles without optimization.  */
KERNEL_INLINE __m128i
msg_pair (__m128i const m[8], int i, int j)
{
  __m128i x = m[i >> 1];
  __m128i y = m[j >> 1];

  if ((i & 1) == 0 && (j & 1) == 0)
    return _mm_unpacklo_epi64 (x, y);
  if ((i & 1) != 0 && (j & 1) != 0)
    return _mm_unpackhi_epi64 (x, y);
  if ((i & 1) == 0)
    return j == i + 1 ? x : _mm_blend_epi16 (x, y, 0xF0);
  return _mm_alignr_epi8 (y, x, 8);
}

/* Half of G on all four columns (or diagonals): add the message words
   ML (lanes 0, 1) and MH (lanes 2, 3), then the two mixing steps with
   rotations ROT_D and ROT_B.  */
#define HALF_G(ml, mh, rot_d, rot_b)                            \
  do                                                            \
    {                                                           \
      al = _mm_add_epi64 (add_msg (al, ml), bl);                \
      ah = _mm_add_epi64 (add_msg (ah, mh), bh);                \
      dl = rot_d (_mm_xor_si128 (dl, al));                      \
      dh = rot_d (_mm_xor_si128 (dh, ah));                      \
      cl = _mm_add_epi64 (cl, dl);                              \
      ch = _mm_add_epi64 (ch, dh);                              \
      bl = rot_b (_mm_xor_si128 (bl, cl));                      \
      bh = rot_b (_mm_xor_si128 (bh, ch));                      \
    }                                                           \
  while (0)

/* Move to the diagonals: lane K of B holds word 4 + K, which belongs to
   diagonal K - 1, so A is rotated up by one lane, C down by one and D by
   two (a plain swap of the halves).  Lanes 0..3 then hold diagonals
   3, 0, 1, 2.  */
#define DIAGONALIZE()                                           \
  do                                                            \
    {                                                           \
      __m128i t0_ = _mm_alignr_epi8 (al, ah, 8);                \
      ah = _mm_alignr_epi8 (ah, al, 8);                         \
      al = t0_;                                                 \
      __m128i t1_ = _mm_alignr_epi8 (ch, cl, 8);                \
      ch = _mm_alignr_epi8 (cl, ch, 8);                         \
      cl = t1_;                                                 \
      __m128i t2_ = dl;                                         \
      dl = dh;                                                  \
      dh = t2_;                                                 \
    }                                                           \
  while (0)

#define UNDIAGONALIZE()                                         \
  do                                                            \
    {                                                           \
      __m128i t0_ = _mm_alignr_epi8 (ah, al, 8);                \
      ah = _mm_alignr_epi8 (al, ah, 8);                         \
      al = t0_;                                                 \
      __m128i t1_ = _mm_alignr_epi8 (cl, ch, 8);                \
      ch = _mm_alignr_epi8 (ch, cl, 8);                         \
      cl = t1_;                                                 \
      __m128i t2_ = dl;                                         \
      dl = dh;                                                  \
      dh = t2_;                                                 \
    }                                                           \
  while (0)

#define S(r, k) blake2b_sigma[r][k]

/* Round R (a literal, so that the sigma lookups fold to constants).  The
   diagonal step takes its message words in lane order 3, 0, 1, 2.  */
#define ROUND(r)                                                        \
  do                                                                    \
    {                                                                   \
      HALF_G (msg_pair (m, S (r, 0), S (r, 2)),                         \
              msg_pair (m, S (r, 4), S (r, 6)), ror32_128, ror24_128);        \
      HALF_G (msg_pair (m, S (r, 1), S (r, 3)),                         \
              msg_pair (m, S (r, 5), S (r, 7)), ror16_128, ror63_128);        \
      DIAGONALIZE ();                                                   \
      HALF_G (msg_pair (m, S (r, 14), S (r, 8)),                        \
              msg_pair (m, S (r, 10), S (r, 12)), ror32_128, ror24_128);      \
      HALF_G (msg_pair (m, S (r, 15), S (r, 9)),                        \
              msg_pair (m, S (r, 11), S (r, 13)), ror16_128, ror63_128);      \
      UNDIAGONALIZE ();                                                 \
    }                                                                   \
  while (0)

void
blake2b_compress_sse41 (uint64_t h[8], uint64_t t[2], uint64_t const f[2],
                        uint8_t const *blocks, size_t nblocks, uint64_t inc)
{
  __m128i const iv0 = _mm_loadu_si128 ((__m128i const *) &blake2b_iv[0]);
  __m128i const iv1 = _mm_loadu_si128 ((__m128i const *) &blake2b_iv[2]);
  __m128i const iv2 = _mm_loadu_si128 ((__m128i const *) &blake2b_iv[4]);
  __m128i const iv3f = _mm_xor_si128 (_mm_loadu_si128 ((__m128i const *)
                                                        &blake2b_iv[6]),
                                      _mm_loadu_si128 ((__m128i const *) f));
  __m128i h0 = _mm_loadu_si128 ((__m128i const *) &h[0]);
  __m128i h1 = _mm_loadu_si128 ((__m128i const *) &h[2]);
  __m128i h2 = _mm_loadu_si128 ((__m128i const *) &h[4]);
  __m128i h3 = _mm_loadu_si128 ((__m128i const *) &h[6]);
  uint64_t t0 = t[0];
  uint64_t t1 = t[1];

  for (; nblocks > 0; nblocks--, blocks += BLAKE2B_BLOCKBYTES)
    {
      __m128i m[8];
      for (int i = 0; i < 8; i++)
        m[i] = _mm_loadu_si128 ((__m128i const *) (blocks + 16 * i));

      t0 += inc;
      t1 += t0 < inc;

      __m128i al = h0, ah = h1, bl = h2, bh = h3;
      __m128i cl = iv0, ch = iv1;
      __m128i dl = _mm_xor_si128 (iv2, _mm_set_epi64x ((long long) t1,
                                                       (long long) t0));
      __m128i dh = iv3f;

      ROUND (0);
      ROUND (1);
      ROUND (2);
      ROUND (3);
      ROUND (4);
      ROUND (5);
      ROUND (6);
      ROUND (7);
      ROUND (8);
      ROUND (9);
      ROUND (10);
      ROUND (11);

      h0 = _mm_xor_si128 (h0, _mm_xor_si128 (al, cl));
      h1 = _mm_xor_si128 (h1, _mm_xor_si128 (ah, ch));
      h2 = _mm_xor_si128 (h2, _mm_xor_si128 (bl, dl));
      h3 = _mm_xor_si128 (h3, _mm_xor_si128 (bh, dh));
    }

  _mm_storeu_si128 ((__m128i *) &h[0], h0);
  _mm_storeu_si128 ((__m128i *) &h[2], h1);
  _mm_storeu_si128 ((__m128i *) &h[4], h2);
  _mm_storeu_si128 ((__m128i *) &h[6], h3);
  t[0] = t0;
  t[1] = t1;
}

KERNEL_CODE_END
