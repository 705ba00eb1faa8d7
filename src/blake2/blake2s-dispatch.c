/* blake2s-dispatch.c -- choose the BLAKE2s compression function for this CPU

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
#include "cpu.h"

/* Start with the portable code, so that hashing works even if nobody
   calls blake2s_select.  */
blake2s_compress_fn *blake2s_compress = blake2s_compress_ref;

/* Every implementation compiled in, in ascending level order; the same
   shape as BLAKE2b's table so that SIMD kernels can be added the same
   way (a guarded entry here and a USE_ macro from configure).  The order
   matters: the implementations a CPU supports are then a prefix of the
   table, which lets blake2s_impls return a slice of it without copying,
   and the best allowed one is the last of that prefix.  */
static struct blake2s_impl const all_impls[] =
{
  { "portable", CPU_ISA_PORTABLE, blake2s_compress_ref },
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

struct blake2s_impl const *
blake2s_impls (size_t *n)
{
  *n = count_up_to (cpu_isa_supported ());
  return all_impls;
}

char const *
blake2s_select (void)
{
  /* The choice never changes within a process (cpu_isa decides once),
     so remember it.  Still assign the pointer on every call: a test may
     have pointed it elsewhere since.  */
  static struct blake2s_impl const *chosen;

  if (!chosen)
    {
      /* The portable entry has level 0, so the count is at least 1.  */
      chosen = &all_impls[count_up_to (cpu_isa ()) - 1];
    }
  blake2s_compress = chosen->compress;
  return chosen->name;
}
