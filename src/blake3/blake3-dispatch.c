/* blake3-dispatch.c -- the table of BLAKE3 kernels, and the one in use

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

#include <string.h>

#include "core/cpu.h"
#include "core/dispatch.h"

/* The single-block compressors an implementation borrows when its own
   instruction set has none (AVX2): the best one built below it.  */
#if USE_SSE41
# define BORROWED_COMPRESS_IN_PLACE blake3_compress_in_place_sse41
# define BORROWED_COMPRESS_XOF blake3_compress_xof_sse41
#else
# define BORROWED_COMPRESS_IN_PLACE blake3_compress_in_place_portable
# define BORROWED_COMPRESS_XOF blake3_compress_xof_portable
#endif

/* Every implementation compiled in, from the least preferred to the
   most; see dispatch.h.  Adding an instruction set means adding one
   guarded row here.  */
static struct blake3_impl const impls[] =
  {
    {
      "portable", 0, 4,
      blake3_compress_in_place_portable,
      blake3_compress_xof_portable,
      blake3_hash_many_portable,
      NULL
    },
#if USE_SSE41
    {
      "sse41", CPU_FEATURE_SSE41, 4,
      blake3_compress_in_place_sse41,
      blake3_compress_xof_sse41,
      blake3_hash_many_sse41,
      blake3_hash_batch_copy_sse41
    },
#endif
#if USE_AVX2
    {
      "avx2", CPU_FEATURE_SSE41 | CPU_FEATURE_AVX2, 8,
      BORROWED_COMPRESS_IN_PLACE,
      BORROWED_COMPRESS_XOF,
      blake3_hash_many_avx2,
      blake3_hash_batch_copy_avx2
    },
#endif
#if USE_AVX512
    {
      "avx512", CPU_FEATURE_SSE41 | CPU_FEATURE_AVX2 | CPU_FEATURE_AVX512,
      16,
      blake3_compress_in_place_avx512,
      blake3_compress_xof_avx512,
      blake3_hash_many_avx512,
      blake3_hash_batch_copy_avx512
    },
    /* For Zen 5, where every vector step costs two cycles before the
       next can use it: two 16-way states stepped together, and the
       portable single-block compressors, the faster there (1 KiB in
       memory, bench/speed: 1.1 GB/s against 0.66 on an AMD EPYC of
       family 0x1a model 2).  */
    {
      "avx512-zen5",
      CPU_FEATURE_SSE41 | CPU_FEATURE_AVX2 | CPU_FEATURE_AVX512
      | CPU_TUNE_ZEN5,
      32,
      blake3_compress_in_place_portable,
      blake3_compress_xof_portable,
      blake3_hash_many_avx512_x32,
      blake3_hash_batch_copy_avx512_x32
    },
#endif
#if USE_NEON
    {
      "neon", CPU_FEATURE_NEON, 4,
      blake3_compress_in_place_portable,
      blake3_compress_xof_portable,
      blake3_hash_many_neon,
      NULL
    },
#endif
  };

DISPATCH_DEFINE (blake3, struct blake3_impl, impls)

size_t
blake3_simd_degree (void)
{
  return blake3_active_impl ()->simd_degree;
}

void
blake3_hash_many_copy (struct blake3_impl const *impl,
                       uint8_t const *const *inputs, uint8_t *const *copies,
                       size_t num_inputs, size_t blocks,
                       uint32_t const key[8], uint64_t counter,
                       bool increment_counter, uint8_t flags,
                       uint8_t flags_start, uint8_t flags_end, uint8_t *out,
                       uint8_t const *stream_end)
{
  size_t width = impl->simd_degree;
  size_t done = 0;
  if (impl->hash_batch_copy)
    for (; width <= num_inputs - done; done += width)
      impl->hash_batch_copy (inputs + done, copies + done, blocks, key,
                             counter + (increment_counter ? done : 0),
                             increment_counter, flags, flags_start,
                             flags_end, out + done * BLAKE3_OUT_LEN,
                             stream_end);
  if (done == num_inputs)
    return;

  /* The rest is copied first and hashed from the copies.  */
  for (size_t i = done; i < num_inputs; i++)
    memcpy (copies[i], inputs[i], blocks * BLAKE3_BLOCK_LEN);
  impl->hash_many ((uint8_t const *const *) copies + done, num_inputs - done,
                   blocks, key, counter + (increment_counter ? done : 0),
                   increment_counter, flags, flags_start, flags_end,
                   out + done * BLAKE3_OUT_LEN, NULL);
}
