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

/* The columns the name gets, when it can, before the time left, the
   rate, the size and the share are dropped to make room for it; and
   the fewest it gets beside the bytes done ("..." and five of its
   characters), which go only when even that would not fit.  */
enum { MIN_NAME = 12, MIN_NAME_CUT = 8 };

/* The fields after the name, in the order they are shown.  */
enum { F_DONE, F_TOTAL, F_SHARE, F_RATE, F_LEFT, N_FIELDS };

/* The order they are dropped in, the least needed first.  */
static int const drop_order[] = { F_LEFT, F_RATE, F_TOTAL, F_SHARE };

size_t
progress_line (char *buf, size_t width, char const *name, uintmax_t done,
               intmax_t total, double seconds)
{
  char field[N_FIELDS][48];
  for (int i = 0; i < N_FIELDS; i++)
    field[i][0] = '\0';
  char size_text[PROGRESS_SIZE_LEN];
  progress_size (size_text, done);
  snprintf (field[F_DONE], sizeof field[F_DONE], "  %s", size_text);
  if (total >= 0)
    {
      progress_size (size_text, total);
      snprintf (field[F_TOTAL], sizeof field[F_TOTAL], " of %s", size_text);
      unsigned percent = (total == 0 ? 100
                          : done >= (uintmax_t) total ? 100
                          : (unsigned) ((double) done * 100 / total));
      snprintf (field[F_SHARE], sizeof field[F_SHARE], " (%u%%)", percent);
    }

  /* A rate from a tenth of a second's worth is noise.  */
  if (seconds >= 0.1 && done > 0)
    {
      double rate = done / seconds;
      progress_size (size_text, rate < 1e18 ? (uintmax_t) rate : 0);
      snprintf (field[F_RATE], sizeof field[F_RATE], "  %s/s", size_text);
      if (total >= 0 && done < (uintmax_t) total)
        {
          char left[32];
          clock_time (left, (total - done) / rate);
          snprintf (field[F_LEFT], sizeof field[F_LEFT], "  %s left", left);
        }
    }

  /* On a narrow screen the name matters more than the figures: they go
     whole, from the last, rather than be cut in the middle.  */
  size_t name_len = strlen (name);
  size_t len[N_FIELDS], figures_len = 0;
  for (int i = 0; i < N_FIELDS; i++)
    figures_len += len[i] = strlen (field[i]);
  size_t want = name_len < MIN_NAME ? name_len : MIN_NAME;
  for (size_t i = 0; (i < sizeof drop_order / sizeof *drop_order
                      && width < figures_len + want); i++)
    {
      figures_len -= len[drop_order[i]];
      len[drop_order[i]] = 0;
    }
  want = name_len < MIN_NAME_CUT ? name_len : MIN_NAME_CUT;
  if (width < figures_len + want)
    {
      figures_len = 0;
      len[F_DONE] = 0;
    }

  size_t room = width < figures_len ? 0 : width - figures_len;
  size_t out = 0;
  char const *shown = name;
  if (name_len > room)
    {
      /* Keep the end of the name, which tells files apart best, behind
         "..." when there is room for more than that.  */
      size_t dots = room <= 3 ? 0 : 3;
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
  for (int i = 0; i < N_FIELDS && out + len[i] <= width; i++)
    {
      memcpy (buf + out, field[i], len[i]);
      out += len[i];
    }
  buf[out] = '\0';
  return out;
}
