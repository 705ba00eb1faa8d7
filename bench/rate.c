/* rate.c -- bytes per second of one BLAKE hash over one buffer size

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

/* Usage: rate ALGORITHM SIZE SECONDS
   Hash a buffer of SIZE bytes again and again for SECONDS, one thread,
   and print the bytes hashed per second.  bench/bench.sh runs it in
   turn with the same driver built against a reference (the official
   BLAKE3 C with its assembly, libsodium's BLAKE2b), so that the two
   sides differ only in the library: the same buffer, the same loop,
   the same clock.  The same source is built three ways:

     by make, against our core: ALGORITHM is blake3 or blake2b, and
       BLAKESUM_ISA picks the kernel as for the programs;
     by bench.sh with -DRATE_OFFICIAL_BLAKE3 and the official C;
     by bench.sh with -DRATE_SODIUM and libsodium.  */

#if defined RATE_OFFICIAL_BLAKE3
# include "blake3.h"
#elif defined RATE_SODIUM
# include <sodium.h>
#else
# include <config.h>
# include "blake2/blake2b.h"
# include "blake3/blake3.h"
#endif

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

/* Keep results live so that the compiler cannot drop the hashing.  */
static volatile uint8_t sink;

static void
hash_blake3 (uint8_t const *buf, size_t len)
{
  uint8_t out[32];
#if defined RATE_OFFICIAL_BLAKE3
  blake3_hasher h;
  blake3_hasher_init (&h);
  blake3_hasher_update (&h, buf, len);
  blake3_hasher_finalize (&h, out, sizeof out);
#elif defined RATE_SODIUM
  (void) buf;
  (void) len;
  abort ();
#else
  struct blake3_hasher h;
  blake3_init (&h);
  blake3_update (&h, buf, len);
  blake3_finalize (&h, out, sizeof out);
#endif
  sink ^= out[0];
}

static void
hash_blake2b (uint8_t const *buf, size_t len)
{
  uint8_t out[64];
#if defined RATE_SODIUM
  crypto_generichash (out, sizeof out, buf, len, NULL, 0);
#elif defined RATE_OFFICIAL_BLAKE3
  (void) buf;
  (void) len;
  abort ();
#else
  blake2b (out, sizeof out, buf, len, NULL, 0);
#endif
  sink ^= out[0];
}

static double
now (void)
{
  struct timespec ts;
  clock_gettime (CLOCK_MONOTONIC, &ts);
  return ts.tv_sec + ts.tv_nsec / 1e9;
}

int
main (int argc, char **argv)
{
  if (argc != 4)
    {
      fputs ("usage: rate blake3|blake2b SIZE SECONDS\n", stderr);
      return 2;
    }
  void (*hash) (uint8_t const *, size_t)
    = !strcmp (argv[1], "blake3") ? hash_blake3 : hash_blake2b;
  size_t len = strtoull (argv[2], NULL, 10);
  double seconds = atof (argv[3]);
#if defined RATE_SODIUM
  /* As every libsodium program must: without it crypto_generichash
     keeps its portable compress and never picks its SIMD ones.  */
  if (sodium_init () < 0)
    return 1;
#endif
  /* 64-byte aligned, as a page-cache or malloc'd buffer would be.  */
  uint8_t *buf = aligned_alloc (64, (len + 63) / 64 * 64);
  if (!buf)
    return 1;
  for (size_t i = 0; i < len; i++)
    buf[i] = (uint8_t) (i * 7 + 3);

  /* A tenth of the time to warm the caches and the clock up.  */
  for (double end = now () + seconds / 10; now () < end; )
    hash (buf, len);
  size_t iterations = 0;
  double start = now (), elapsed;
  do
    {
      size_t batch = len < 65536 ? 64 : 1;
      for (size_t k = 0; k < batch; k++)
        hash (buf, len);
      iterations += batch;
      elapsed = now () - start;
    }
  while (elapsed < seconds);
  printf ("%.6g\n", (double) iterations * len / elapsed);
  free (buf);
  return 0;
}
