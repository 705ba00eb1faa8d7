/* blake2b-dispatch.c -- choose the BLAKE2b compression function for this CPU

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
#include "cpu.h"

/* configure defines these only when it can build the file; default them
   to 0 so that the tests below are explicit even under -Wundef.  */
#ifndef USE_SSE41
# define USE_SSE41 0
#endif
#ifndef USE_AVX2
# define USE_AVX2 0
#endif
#ifndef USE_AVX512
# define USE_AVX512 0
#endif

/* Start with the portable code, so that hashing works even if nobody
   calls blake2b_select.  */
blake2b_compress_fn *blake2b_compress = blake2b_compress_ref;
blake2b_compress_x4_fn *blake2b_compress_x4;
blake2b_compress_x8_fn *blake2b_compress_x8;

/* Every implementation compiled in, in ascending level order.  The order
   matters: the implementations a CPU supports are then a prefix of the
   table, which lets blake2b_impls return a slice of it without copying,
   and the best allowed one is the last of that prefix.  To add one, add
   a block here and make configure define its USE_ macro.  */
static struct blake2b_impl const all_impls[] =
{
  { "portable", CPU_ISA_PORTABLE, blake2b_compress_ref },
#if USE_SSE41
  { "sse41", CPU_ISA_SSE41, blake2b_compress_sse41 },
#endif
#if USE_AVX2
  { "avx2", CPU_ISA_AVX2, blake2b_compress_avx2 },
#endif
#if USE_AVX512
  { "avx512", CPU_ISA_AVX512, blake2b_compress_avx512 },
#endif
};

enum { N_IMPLS = sizeof all_impls / sizeof all_impls[0] };

/* Return how many leading entries of all_impls may run at LEVEL.  */
static size_t
count_up_to (enum cpu_isa level)
{
  size_t n = 0;
  while (n < N_IMPLS && all_impls[n].level <= (int) level)
    n++;
  return n;
}

struct blake2b_impl const *
blake2b_impls (size_t *n)
{
  *n = count_up_to (cpu_isa_supported ());
  return all_impls;
}

char const *
blake2b_select (void)
{
  /* The choice never changes within a process (cpu_isa decides once),
     so remember it.  Still assign the pointer on every call: a test may
     have pointed it elsewhere since.  */
  static struct blake2b_impl const *chosen;

  if (!chosen)
    {
      /* The portable entry has level 0, so the count is at least 1.  */
      chosen = &all_impls[count_up_to (cpu_isa ()) - 1];
    }
  blake2b_compress = chosen->compress;
#if USE_AVX2
  if (CPU_ISA_AVX2 <= chosen->level)
    blake2b_compress_x4 = blake2b_compress_x4_avx2;
#endif
#if USE_AVX512
  if (CPU_ISA_AVX512 <= chosen->level)
    blake2b_compress_x8 = blake2b_compress_x8_avx512;
#endif
  return chosen->name;
}
