/* progress-line.c -- the text of the --progress display

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

#include "progress-line.h"

#include <stdio.h>
#include <string.h>

#if HAVE_LIBBSD
# include <bsd/libutil.h>
#endif

/* The units, one per power of 1024; the first is bytes.  */
static char const units[][4] = { "B", "KiB", "MiB", "GiB", "TiB", "PiB",
                                 "EiB" };

/* How libbsd rounds, which progress_size_own follows so that a size
   reads the same in every build: the number is divided by 1024 until
   it has at most three digits, each division truncating, and only the
   last division's remainder R (of 1024) rounds what is shown.  A
   quotient of 999 with R of a half or more moves up a unit, since it
   would round to four digits.  Below ten, one decimal is shown, the
   rounded tenths of R, unless R is that close to the next unit (from
   DECIMAL_CUT, 0.95) that the decimal would read ten.  */
enum { DECIMAL_CUT = 973 };

void
progress_size_own (char buf[PROGRESS_SIZE_LEN], uintmax_t n)
{
  int last = sizeof units / sizeof *units - 1;
  uintmax_t q = n;
  unsigned r = 0;
  int scale = 0;
  while ((q >= 1000 || (q == 999 && r >= 512)) && scale < last)
    {
      r = q % 1024;
      q /= 1024;
      scale++;
    }
  if (0 < scale && q < 10 && (q < 9 || r < DECIMAL_CUT))
    {
      unsigned tenths = (r * 10 + 512) / 1024;
      if (tenths == 10)
        {
          q++;
          tenths = 0;
        }
      snprintf (buf, PROGRESS_SIZE_LEN, "%u.%u %s", (unsigned) q, tenths,
                units[scale]);
    }
  else
    snprintf (buf, PROGRESS_SIZE_LEN, "%ju %s", q + (r >= 512), units[scale]);
}

void
progress_size (char buf[PROGRESS_SIZE_LEN], uintmax_t n)
{
#if HAVE_LIBBSD
  if (n <= INT64_MAX
      && 0 <= humanize_number (buf, PROGRESS_SIZE_LEN, n, "B", HN_AUTOSCALE,
                               HN_DECIMAL | HN_IEC_PREFIXES))
    return;
#endif
  progress_size_own (buf, n);
}

/* Write SECONDS as "M:SS", or "H:MM:SS" from an hour, to BUF.  */
static void
clock_time (char buf[32], double seconds)
{
  uintmax_t s = seconds < 0 ? 0 : seconds < 1e15 ? (uintmax_t) seconds : 0;
  if (s < 3600)
    snprintf (buf, 32, "%u:%02u", (unsigned) (s / 60), (unsigned) (s % 60));
  else
    snprintf (buf, 32, "%ju:%02u:%02u", s / 3600, (unsigned) (s / 60 % 60),
              (unsigned) (s % 60));
}

/* The columns the name gets, when it can, before the rate and the time
   left are dropped to make room for it.  */
enum { MIN_NAME = 12 };

size_t
progress_line (char *buf, size_t width, char const *name, uintmax_t done,
               intmax_t total, double seconds)
{
  /* The figures after the name, first: the name makes room for them.  */
  char figures[128];
  char done_text[PROGRESS_SIZE_LEN];
  progress_size (done_text, done);
  int len;
  if (total >= 0)
    {
      char total_text[PROGRESS_SIZE_LEN];
      progress_size (total_text, total);
      unsigned percent = (total == 0 ? 100
                          : done >= (uintmax_t) total ? 100
                          : (unsigned) ((double) done * 100 / total));
      len = snprintf (figures, sizeof figures, "  %s of %s (%u%%)", done_text,
                      total_text, percent);
    }
  else
    len = snprintf (figures, sizeof figures, "  %s", done_text);

  /* A rate from a tenth of a second's worth is noise.  */
  char rate_part[32] = "", left_part[48] = "";
  if (seconds >= 0.1 && done > 0)
    {
      double rate = done / seconds;
      char rate_text[PROGRESS_SIZE_LEN];
      progress_size (rate_text, rate < 1e18 ? (uintmax_t) rate : 0);
      snprintf (rate_part, sizeof rate_part, "  %s/s", rate_text);
      if (total >= 0 && done < (uintmax_t) total)
        {
          char left[32];
          clock_time (left, (total - done) / rate);
          snprintf (left_part, sizeof left_part, "  %s left", left);
        }
    }
  /* On a narrow screen the name matters more than the rate and the
     time left: they go first, the time left before the rate.  */
  size_t rate_len = strlen (rate_part), left_len = strlen (left_part);
  if (width < len + rate_len + left_len + MIN_NAME)
    left_len = 0;
  if (width < len + rate_len + left_len + MIN_NAME)
    rate_len = 0;
  memcpy (figures + len, rate_part, rate_len);
  len += rate_len;
  memcpy (figures + len, left_part, left_len);
  len += left_len;

  size_t figures_len = len;
  if (width < figures_len)
    figures_len = width;
  size_t room = width - figures_len;
  size_t name_len = strlen (name);
  size_t out = 0;
  char const *shown = name;
  if (name_len > room)
    {
      /* Keep the end of the name, which tells files apart best.  */
      size_t dots = room < 3 ? room : 3;
      memcpy (buf, "...", dots);
      out = dots;
      shown = name + name_len - (room - dots);
      name_len = room - dots;
    }
  for (size_t i = 0; i < name_len; i++)
    {
      unsigned char c = shown[i];
      buf[out++] = (' ' <= c && c < 0x7f) ? c : '?';
    }
  memcpy (buf + out, figures, figures_len);
  out += figures_len;
  buf[out] = '\0';
  return out;
}
