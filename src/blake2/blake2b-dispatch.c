/* blake2b-dispatch.c -- the table of BLAKE2b kernels, and the one in use

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

#include "blake2b.h"

#include "blake2b-impl.h"
#include "core/cpu.h"
#include "core/dispatch.h"

/* The lane kernel of the rows that have AVX2, which the AVX-512 row
   borrows: every AVX-512 CPU has AVX2, and a 4-lane kernel serves
   BLAKE2bp's four leaves.  */
#if USE_AVX2
# define AVX2_X4 blake2b_compress_x4_avx2
#else
# define AVX2_X4 NULL
#endif

/* Every implementation compiled in, from the least preferred to the
   most; see dispatch.h.  To add one, add a row here and make configure
   define its USE_ macro.  */
static struct blake2b_impl const all_impls[] =
{
  { "portable", 0, blake2b_compress_ref, NULL, NULL, NULL },
#if USE_SSE41
  { "sse41", CPU_FEATURE_SSE41, blake2b_compress_sse41, NULL, NULL, NULL },
#endif
#if USE_AVX2
  /* Its 2-lane kernel runs two chains in 1.5 times the time of one
     (Intel Xeon of family 6 model 207, this row forced: 1.50 GB/s of
     input against 1.01), so two threads of two BLAKE2bp leaves each
     reach 3.0 GB/s where the 4-lane kernel's one thread reaches 2.1,
     for some 40% more CPU time.  */
  { "avx2", CPU_FEATURE_SSE41 | CPU_FEATURE_AVX2, blake2b_compress_avx2,
    blake2b_compress_x2_avx2, blake2b_compress_x4_avx2, NULL },
#endif
#if USE_SSE41 && USE_AVX2
  /* The 4-lane kernel, but the SSE4.1 single-state compress: on Zen 1,
     whose 128-bit units split each AVX2 instruction, the AVX2 one's
     moves of words across the halves for the diagonal step make it
     slower (bench/speed, 1 MiB: 0.70 GB/s against SSE4.1's 0.84 on an
     AMD EPYC of family 0x17 model 1).  */
  { "avx2-zen1", CPU_FEATURE_SSE41 | CPU_FEATURE_AVX2 | CPU_TUNE_ZEN1,
    blake2b_compress_sse41, NULL, blake2b_compress_x4_avx2, NULL },
#endif
#if USE_AVX512
  /* Its 2-lane kernel runs two chains in 1.2 times the time of one
     (on an Intel Xeon of family 6 model 207: 1.8 GB/s of input
     against 1.1), so two threads of two BLAKE2bp leaves each reach
     3.6 GB/s where the 4-lane kernel's one thread reaches 2.0.  */
  { "avx512", CPU_FEATURE_SSE41 | CPU_FEATURE_AVX2 | CPU_FEATURE_AVX512,
    blake2b_compress_avx512, blake2b_compress_x2_avx512, AVX2_X4,
    blake2b_compress_x8_avx512 },
  /* The same kernels but the single-state compress, which rotates
     in the form that is faster on AMD's Zen 4 (see
     blake2b-compress-avx512.c).  No 2-lane kernel: it has not been
     measured on an AMD CPU, where each 512-bit instruction takes two
     256-bit units.  */
  { "avx512-amd",
    CPU_FEATURE_SSE41 | CPU_FEATURE_AVX2 | CPU_FEATURE_AVX512 | CPU_TUNE_AMD,
    blake2b_compress_avx512_split, NULL, AVX2_X4,
    blake2b_compress_x8_avx512 },
  /* The lane kernels, whose lanes are independent chains, but the
     portable single-state compress: on Zen 5 each vector step of its
     one chain costs two cycles, a scalar one one (bench/speed, 1 MiB,
     alternated: 1.29 GB/s against the best vector compress's 0.78 on
     an AMD EPYC of family 0x1a model 2).  */
  { "avx512-zen5",
    CPU_FEATURE_SSE41 | CPU_FEATURE_AVX2 | CPU_FEATURE_AVX512 | CPU_TUNE_ZEN5,
    blake2b_compress_ref, NULL, AVX2_X4, blake2b_compress_x8_avx512 },
#endif
#if USE_NEON
  { "neon", CPU_FEATURE_NEON, blake2b_compress_neon, NULL, NULL, NULL },
#endif
};

DISPATCH_DEFINE (blake2b, struct blake2b_impl, all_impls)
