/* blake2s-dispatch.c -- the table of BLAKE2s kernels, and the one in use

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

#include "blake2s.h"

#include "blake2s-impl.h"
#include "core/cpu.h"
#include "core/dispatch.h"

/* The portable lanes where the compiler turns them into vector code:
   on x86-64 (SSE2) BLAKE2sp went from 0.52 to 0.96 GB/s with them
   (1 MiB, Intel Xeon); aarch64's NEON runs BLAKE3 in four lanes of
   the same shape (blake3-neon.c).  Elsewhere (i686 without SSE2,
   s390x before z13) they would be scalar code with the state in
   memory, and BLAKE2sp keeps hashing its leaves one after another.  */
#if defined __SSE2__ || defined __ARM_NEON
# define PORTABLE_X4 blake2s_compress_x4_portable
# define PORTABLE_X8 blake2s_compress_x8_portable
#else
# define PORTABLE_X4 NULL
# define PORTABLE_X8 NULL
#endif

/* Every implementation compiled in, from the least preferred to the
   most, in the shape of BLAKE2b's table (see dispatch.h), so that SIMD
   kernels can be added the same way: a guarded row here and a USE_
   macro from configure.  */
static struct blake2s_impl const all_impls[] =
{
  { "portable", 0, blake2s_compress_ref, PORTABLE_X4, PORTABLE_X8 },
#if USE_AVX2
  /* The portable single-state compress, and the eight leaves of
     BLAKE2sp side by side, a state per 32-bit lane.  */
  { "avx2", CPU_FEATURE_SSE41 | CPU_FEATURE_AVX2, blake2s_compress_ref,
    NULL, blake2s_compress_x8_avx2 },
#endif
};

DISPATCH_DEFINE (blake2s, struct blake2s_impl, all_impls)
