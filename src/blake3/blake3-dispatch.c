/* blake3-dispatch.c -- choose the BLAKE3 kernels once, from cpu_isa ()

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

#include "cpu.h"

/* The single-block compressors an implementation borrows when its own
   instruction set has none (AVX2): the best one built below it.  */
#if USE_SSE41
# define BORROWED_COMPRESS_IN_PLACE blake3_compress_in_place_sse41
# define BORROWED_COMPRESS_XOF blake3_compress_xof_sse41
#else
# define BORROWED_COMPRESS_IN_PLACE blake3_compress_in_place_portable
# define BORROWED_COMPRESS_XOF blake3_compress_xof_portable
#endif

/* Every implementation compiled in, in increasing level, so that the
   ones a CPU supports form a prefix.  Adding an instruction set means
   adding one guarded entry here.  */
static struct blake3_impl const impls[] =
  {
    {
      "portable", CPU_ISA_PORTABLE, 1,
      blake3_compress_in_place_portable,
      blake3_compress_xof_portable,
      blake3_hash_many_portable
    },
#if USE_SSE41
    {
      "sse41", CPU_ISA_SSE41, 4,
      blake3_compress_in_place_sse41,
      blake3_compress_xof_sse41,
      blake3_hash_many_sse41
    },
#endif
#if USE_AVX2
    {
      "avx2", CPU_ISA_AVX2, 8,
      BORROWED_COMPRESS_IN_PLACE,
      BORROWED_COMPRESS_XOF,
      blake3_hash_many_avx2
    },
#endif
#if USE_AVX512
    {
      "avx512", CPU_ISA_AVX512, 16,
      blake3_compress_in_place_avx512,
      blake3_compress_xof_avx512,
      blake3_hash_many_avx512
    },
#endif
  };

enum { N_IMPLS = sizeof impls / sizeof impls[0] };

/* The implementation in use; null until chosen.  It is atomic only so
   that two threads hashing before anyone called blake3_select cannot
   race: both would store the same pointer.  */
#if defined __STDC_NO_ATOMICS__
static struct blake3_impl const *active;
# define LOAD_ACTIVE() active
# define STORE_ACTIVE(p) (active = (p))
#else
# include <stdatomic.h>
static struct blake3_impl const *_Atomic active;
# define LOAD_ACTIVE() \
   atomic_load_explicit (&active, memory_order_acquire)
# define STORE_ACTIVE(p) \
   atomic_store_explicit (&active, p, memory_order_release)
#endif

/* The number of entries of IMPLS whose level is at most LEVEL.  */
static size_t
count_up_to (enum cpu_isa level)
{
  size_t n = 0;
  while (n < N_IMPLS && impls[n].level <= (int) level)
    n++;
  return n;
}

struct blake3_impl const *
blake3_impls (size_t *n)
{
  *n = count_up_to (cpu_isa_supported ());
  return impls;
}

void
blake3_use_impl (struct blake3_impl const *impl)
{
  STORE_ACTIVE (impl);
}

char const *
blake3_select (void)
{
  return blake3_active_impl ()->name;
}

struct blake3_impl const *
blake3_active_impl (void)
{
  struct blake3_impl const *impl = LOAD_ACTIVE ();
  if (!impl)
    {
      /* The portable entry has level 0, so the count is at least 1.  */
      impl = &impls[count_up_to (cpu_isa ()) - 1];
      STORE_ACTIVE (impl);
    }
  return impl;
}

size_t
blake3_simd_degree (void)
{
  return blake3_active_impl ()->simd_degree;
}
