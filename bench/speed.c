/* speed.c -- in-memory throughput of every hash kernel this CPU runs

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

/* Run by bench/bench.sh, never by make check: timings belong to a
   benchmark, not to a test.  For each algorithm, each implementation
   the CPU supports and each input size, it hashes the same buffer
   repeatedly for a fixed time, several rounds, and prints the median
   in GB/s and in cycles per byte (at the frequency given as the first
   argument, in GHz, or the nominal one from /proc/cpuinfo).  */

#include <config.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "blake2/blake2b.h"
#include "blake2/blake2bp.h"
#include "blake2/blake2s.h"
#include "blake2/blake2sp.h"
#include "blake3/blake3.h"

enum { ROUNDS = 5 };
static double const ROUND_SECONDS = 0.2;

static double
now (void)
{
  struct timespec ts;
  clock_gettime (CLOCK_MONOTONIC, &ts);
  return ts.tv_sec + ts.tv_nsec / 1e9;
}

static int
compare_doubles (void const *a, void const *b)
{
  double x = *(double const *) a, y = *(double const *) b;
  return (x > y) - (x < y);
}

/* Keep results live so that the compiler cannot drop the hashing.  */
static volatile uint8_t sink;

static void
hash_blake2b (uint8_t const *buf, size_t len)
{
  uint8_t out[64];
  blake2b (out, 64, buf, len, NULL, 0);
  sink ^= out[0];
}

static void
hash_blake2bp (uint8_t const *buf, size_t len)
{
  uint8_t out[64];
  blake2bp (out, 64, buf, len, NULL, 0);
  sink ^= out[0];
}

static void
hash_blake2s (uint8_t const *buf, size_t len)
{
  uint8_t out[32];
  blake2s (out, 32, buf, len, NULL, 0);
  sink ^= out[0];
}

static void
hash_blake2sp (uint8_t const *buf, size_t len)
{
  uint8_t out[32];
  blake2sp (out, 32, buf, len, NULL, 0);
  sink ^= out[0];
}

/* Leaves 0 and 1 of BLAKE2bp over BUF, as one of the two threads of
   blake2bp-threads.c hashes them.  */
static void
hash_two_leaves (uint8_t const *buf, size_t len)
{
  uint64_t h[2][8] = { { 0 } }, t[2][2] = { { 0 } };
  blake2bp_compress_leaves (blake2b_active_impl (), h, t, 0, 2, buf,
                            len / BLAKE2BP_GROUPBYTES);
  sink ^= (uint8_t) h[1][0];
}

static void
hash_blake3 (uint8_t const *buf, size_t len)
{
  struct blake3_hasher h;
  uint8_t out[32];
  blake3_init (&h);
  blake3_update (&h, buf, len);
  blake3_finalize (&h, out, sizeof out);
  sink ^= out[0];
}

/* Median throughput of HASH over LEN bytes, in bytes per second.  */
static double
measure (void (*hash) (uint8_t const *, size_t), uint8_t const *buf,
         size_t len)
{
  double rates[ROUNDS];
  for (int r = 0; r < ROUNDS; r++)
    {
      size_t iterations = 0;
      double start = now (), elapsed;
      do
        {
          for (int k = 0; k < 16; k++)
            hash (buf, len);
          iterations += 16;
          elapsed = now () - start;
        }
      while (elapsed < ROUND_SECONDS);
      rates[r] = (double) iterations * len / elapsed;
    }
  qsort (rates, ROUNDS, sizeof *rates, compare_doubles);
  return rates[ROUNDS / 2];
}

/* The nominal frequency in GHz, from /proc/cpuinfo, or 0.  */
static double
nominal_ghz (void)
{
  FILE *f = fopen ("/proc/cpuinfo", "r");
  double mhz = 0;
  char line[256];
  while (f && fgets (line, sizeof line, f))
    if (sscanf (line, "cpu MHz : %lf", &mhz) == 1)
      break;
  if (f)
    fclose (f);
  return mhz / 1000;
}

static void
report (char const *algo, char const *impl, size_t len, double rate,
        double ghz)
{
  printf ("%-8s %-9s %8zu  %7.2f GB/s", algo, impl, len, rate / 1e9);
  if (ghz > 0)
    printf ("  %6.2f cycles/byte", ghz * 1e9 / rate);
  putchar ('\n');
}

int
main (int argc, char **argv)
{
  static size_t const sizes[] = { 1024, 64 * 1024, 1024 * 1024 };
  double ghz = argc > 1 ? atof (argv[1]) : nominal_ghz ();
  uint8_t *buf = malloc (sizes[2]);
  if (!buf)
    return 1;
  for (size_t i = 0; i < sizes[2]; i++)
    buf[i] = (uint8_t) (i * 7 + 3);

  printf ("# algo    impl         bytes  throughput (median of %d rounds, %.2f GHz)\n",
          ROUNDS, ghz);
  /* The BLAKE2b row chosen for this CPU, before any other is used.  */
  struct blake2b_impl const *chosen = blake2b_active_impl ();
  size_t n;
  struct blake3_impl const *b3 = blake3_impls (&n);
  for (size_t i = 0; i < n; i++)
    {
      blake3_use_impl (&b3[i]);
      for (size_t s = 0; s < sizeof sizes / sizeof *sizes; s++)
        report ("BLAKE3", b3[i].name, sizes[s],
                measure (hash_blake3, buf, sizes[s]), ghz);
    }
  struct blake2b_impl const *b2 = blake2b_impls (&n);
  for (size_t i = 0; i < n; i++)
    {
      blake2b_use_impl (&b2[i]);
      for (size_t s = 0; s < sizeof sizes / sizeof *sizes; s++)
        report ("BLAKE2b", b2[i].name, sizes[s],
                measure (hash_blake2b, buf, sizes[s]), ghz);
    }
  /* BLAKE2bp with its leaves one by one, then in the 4-lane kernel:
     the chosen row without its lanes, then with its 4-lane one.  */
  struct blake2b_impl serial = *chosen, four_lanes = *chosen;
  serial.x4 = serial.x8 = NULL;
  four_lanes.x8 = NULL;
  blake2b_use_impl (&serial);
  for (size_t s = 0; s < sizeof sizes / sizeof *sizes; s++)
    report ("BLAKE2bp", "serial", sizes[s],
            measure (hash_blake2bp, buf, sizes[s]), ghz);
  if (chosen->x4)
    {
      blake2b_use_impl (&four_lanes);
      for (size_t s = 0; s < sizeof sizes / sizeof *sizes; s++)
        report ("BLAKE2bp", "4-lane", sizes[s],
                measure (hash_blake2bp, buf, sizes[s]), ghz);
    }
  /* The two leaves of one thread of two, in the 2-lane kernel; the
     rate counts their bytes, half the input, so that two threads
     would hash BLAKE2bp at twice it.  */
  if (chosen->x2)
    {
      blake2b_use_impl (chosen);
      for (size_t s = 0; s < sizeof sizes / sizeof *sizes; s++)
        report ("BLAKE2bp", "2-lane", sizes[s],
                measure (hash_two_leaves, buf, sizes[s]) / 2, ghz);
    }
  blake2b_use_impl (chosen);
  /* BLAKE2s, and BLAKE2sp's eight leaves, on each row of BLAKE2s's.  */
  struct blake2s_impl const *s_chosen = blake2s_active_impl ();
  struct blake2s_impl const *b2s = blake2s_impls (&n);
  for (size_t i = 0; i < n; i++)
    {
      blake2s_use_impl (&b2s[i]);
      for (size_t s = 0; s < sizeof sizes / sizeof *sizes; s++)
        report ("BLAKE2s", b2s[i].name, sizes[s],
                measure (hash_blake2s, buf, sizes[s]), ghz);
      for (size_t s = 0; s < sizeof sizes / sizeof *sizes; s++)
        report ("BLAKE2sp", b2s[i].name, sizes[s],
                measure (hash_blake2sp, buf, sizes[s]), ghz);
    }
  blake2s_use_impl (s_chosen);
  free (buf);
  return 0;
}
