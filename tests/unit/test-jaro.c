/* test-jaro.c -- jaro_similarity gives the published scores

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

/* The worked examples of the Jaro similarity in the literature (Winkler
   1990; Wikipedia's "Jaro-Winkler distance"), as exact fractions, and
   the edge cases of the strsim crate's tests: b3sum's suggestion of a
   similar option depends on these scores, above or below 0.7.  */

#include <config.h>

#include <stdbool.h>
#include <stdio.h>
#include <string.h>

#include "jaro.h"

struct example
{
  char const *a, *b;
  double score;
};

static struct example const examples[] =
  {
    { "MARTHA", "MARHTA", 17.0 / 18 },      /* 6 matches, 1 transposition */
    { "DWAYNE", "DUANE", 37.0 / 45 },       /* 4 matches, none */
    { "DIXON", "DICKSONX", 23.0 / 30 },     /* 4 matches, none */
    { "FAREMVIEL", "FARMVILLE", (8.0 / 9 + 8.0 / 9 + 7.0 / 8) / 3 },
    { "", "", 1 },
    { "foo", "", 0 },
    { "", "foo", 0 },
    { "a", "a", 1 },
    { "a", "b", 0 },
    { "abc", "xyz", 0 },
    { "length", "length", 1 },
  };

static bool
near (double x, double y)
{
  return x - y < 1e-12 && y - x < 1e-12;
}

int
main (void)
{
  int failures = 0;
  for (size_t i = 0; i < sizeof examples / sizeof *examples; i++)
    {
      struct example const *e = &examples[i];
      size_t a_len = strlen (e->a), b_len = strlen (e->b);
      double got = jaro_similarity (e->a, a_len, e->b, b_len);
      double back = jaro_similarity (e->b, b_len, e->a, a_len);
      if (!near (got, e->score) || !near (back, e->score))
        {
          printf ("FAIL: \"%s\", \"%s\": %.15f and %.15f, want %.15f\n",
                  e->a, e->b, got, back, e->score);
          failures++;
        }
    }
  return failures != 0;
}
