/* test-progress.c -- the text of the --progress display, exactly

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

/* progress_line's text for hand-worked cases (sizes, share, rate, time
   left, cutting, unprintable names), and progress_size for sizes at
   its rounding edges; with libbsd, our own size arithmetic against
   humanize_number for every size below 2^20 and two million others at
   every scale, since a build without libbsd must read the same.  */

#include <config.h>

#include <stdint.h>
#include <stdio.h>
#include <string.h>

#if HAVE_LIBBSD
# include <bsd/libutil.h>
#endif

#include "progress-line.h"

static int failures;

static void
expect_line (size_t width, char const *name, uintmax_t done, intmax_t total,
             double seconds, char const *want)
{
  char buf[600];
  size_t len = progress_line (buf, width, name, done, total, seconds);
  if (strcmp (buf, want) != 0 || len != strlen (want) || len > width)
    {
      printf ("progress_line (%zu, \"%s\", %ju, %jd, %g):\n"
              "  got  \"%s\"\n  want \"%s\"\n",
              width, name, done, total, seconds, buf, want);
      failures++;
    }
}

static void
expect_size (uintmax_t n, char const *want)
{
  char buf[PROGRESS_SIZE_LEN];
  progress_size (buf, n);
  char own[PROGRESS_SIZE_LEN];
  progress_size_own (own, n);
  if (strcmp (buf, want) != 0 || strcmp (own, want) != 0)
    {
      printf ("size %ju: got \"%s\" (own \"%s\"), want \"%s\"\n", n, buf,
              own, want);
      failures++;
    }
}

#if HAVE_LIBBSD
static int
compare_with_libbsd (uintmax_t n)
{
  char own[PROGRESS_SIZE_LEN], bsd[PROGRESS_SIZE_LEN];
  progress_size_own (own, n);
  humanize_number (bsd, sizeof bsd, n, "B", HN_AUTOSCALE,
                   HN_DECIMAL | HN_IEC_PREFIXES);
  if (strcmp (own, bsd) == 0)
    return 0;
  if (failures++ < 20)
    printf ("size %ju: own \"%s\", humanize_number \"%s\"\n", n, own, bsd);
  return 1;
}
#endif

int
main (void)
{
  expect_size (0, "0 B");
  expect_size (999, "999 B");
  expect_size (1000, "1.0 KiB");
  expect_size (1075, "1.0 KiB");
  expect_size (1076, "1.1 KiB");
  expect_size (1996, "1.9 KiB");
  expect_size (1997, "2.0 KiB");
  expect_size (10188, "9.9 KiB");
  expect_size (10189, "10 KiB");
  expect_size (10752, "11 KiB");
  expect_size (1022975, "999 KiB");
  expect_size (1023487, "999 KiB");
  expect_size (1023488, "1.0 MiB");
  expect_size (1206016, "1.1 MiB");
  expect_size (5000000000, "4.7 GiB");
  expect_size (INT64_MAX, "8.0 EiB");

  expect_line (79, "file", 0, 1048576, 0, "file  0 B of 1.0 MiB (0%)");
  expect_line (79, "file", 524288, 1048576, 1,
               "file  512 KiB of 1.0 MiB (50%)  512 KiB/s  0:01 left");
  expect_line (79, "-", 2048, -1, 2, "-  2.0 KiB  1.0 KiB/s");
  expect_line (79, "f", 1024, 1024, 0.5, "f  1.0 KiB of 1.0 KiB (100%)"
               "  2.0 KiB/s");
  expect_line (79, "e", 0, 0, 0.5, "e  0 B of 0 B (100%)");
  expect_line (79, "big", 1048576, 4294967296, 1,
               "big  1.0 MiB of 4.0 GiB (0%)  1.0 MiB/s  1:08:15 left");
  /* Less than a tenth of a second: no rate yet.  */
  expect_line (79, "f", 1024, -1, 0.05, "f  1.0 KiB");
  /* Narrow: the time left goes, then the rate, then the name's start.  */
  expect_line (40, "file", 524288, 1048576, 1,
               "file  512 KiB of 1.0 MiB (50%)");
  expect_line (20, "a-file-with-a-long-name", 1024, -1, 1,
               "...ong-name  1.0 KiB");
  /* The size goes after the rate, then the share; the bytes done stay
     while the name gets eight columns, and then go too: no figure is
     ever cut.  */
  expect_line (30, "a-file-with-a-long-name", 3072, 4096, 1,
               "...-a-long-name  3.0 KiB (75%)");
  expect_line (24, "a-file-with-a-long-name", 3072, 4096, 1,
               "...-a-long-name  3.0 KiB");
  expect_line (20, "f", 3072, 4096, 1, "f  3.0 KiB (75%)");
  expect_line (17, "a-file-with-a-long-name", 3072, -1, 1,
               "...-name  3.0 KiB");
  expect_line (16, "a-file-with-a-long-name", 3072, -1, 1,
               "...h-a-long-name");
  expect_line (5, "name", 1024, -1, 1, "name");
  expect_line (3, "abcdef", 1024, -1, 1, "def");
  /* What is not printable ASCII shows as '?', one column each.  */
  expect_line (79, "a\nb\303\251\033", 0, -1, 0, "a?b???  0 B");

  int checked = 0;
#if HAVE_LIBBSD
  for (uintmax_t n = 0; n < 1 << 20; n++)
    compare_with_libbsd (n);
  uint64_t x = 88172645463325252u;
  for (int i = 0; i < 2000000; i++)
    {
      x ^= x << 13;
      x ^= x >> 7;
      x ^= x << 17;
      compare_with_libbsd ((x >> 1) >> (x % 63));
    }
  checked = 1;
#endif
  printf ("test-progress: %d failures%s\n", failures,
          checked ? "" : " (built without libbsd: not compared with it)");
  return failures != 0;
}
