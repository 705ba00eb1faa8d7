/* jaro.c -- the Jaro similarity of two strings

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

/* Jaro (1989): a byte of A matches an equal, not yet matched byte of
   B at most max (|A|, |B|) / 2 - 1 places away; with M matches, of
   which T pairs are out of order, the score is the mean of M/|A|,
   M/|B| and (M - T)/M.  T is counted as the strsim crate 0.11 counts
   it, which clap 4.5 calls: the matched bytes of A and of B are read
   off side by side, and T is half the places where they differ,
   rounded down.  */

#include <config.h>

#include "jaro.h"

#include <stdbool.h>
#include <stdlib.h>

#include "xalloc.h"

double
jaro_similarity (char const *a, size_t a_len, char const *b, size_t b_len)
{
  if (a_len == 0 || b_len == 0)
    return a_len == b_len;

  size_t longer = a_len < b_len ? b_len : a_len;
  size_t reach = longer / 2 ? longer / 2 - 1 : 0;
  bool *a_matched = xcalloc (a_len + b_len, sizeof *a_matched);
  bool *b_matched = a_matched + a_len;
  size_t matches = 0;
  for (size_t i = 0; i < a_len; i++)
    {
      size_t from = i < reach ? 0 : i - reach;
      size_t to = i + reach + 1 < b_len ? i + reach + 1 : b_len;
      for (size_t j = from; j < to; j++)
        if (!b_matched[j] && a[i] == b[j])
          {
            a_matched[i] = b_matched[j] = true;
            matches++;
            break;
          }
    }

  size_t differ = 0;
  for (size_t i = 0, j = 0; i < a_len; i++)
    if (a_matched[i])
      {
        while (!b_matched[j])
          j++;
        differ += a[i] != b[j];
        j++;
      }
  free (a_matched);

  if (matches == 0)
    return 0;
  double m = matches;
  return (m / a_len + m / b_len
          + (m - differ / 2) / m) / 3;
}
