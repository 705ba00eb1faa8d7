/* dispatch.c -- kernel tables: the rows this CPU runs, and the row in use

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

#include "dispatch.h"

#include <stdbool.h>
#include <string.h>

#include "cpu.h"

static char const *
row_at (struct dispatch const *d, size_t i)
{
  return (char const *) d->rows + i * d->row_size;
}

/* Whether row I of D needs only features in ALLOWED.  */
static bool
runs (struct dispatch const *d, size_t i, unsigned int allowed)
{
  unsigned int const *needs = (void const *) (row_at (d, i)
                                              + d->features_offset);
  return (*needs & ~allowed) == 0;
}

static void
store_active (struct dispatch *d, void const *row)
{
#if defined __STDC_NO_ATOMICS__
  d->active = row;
#else
  atomic_store_explicit (&d->active, row, memory_order_release);
#endif
}

void const *
dispatch_supported (struct dispatch *d, size_t *n)
{
  if (d->n_supported == 0)
    {
      unsigned int supported = cpu_features_supported ();
      char *out = d->supported;
      size_t k = 0;

      for (size_t i = 0; i < d->n_rows; i++)
        if (runs (d, i, supported))
          memcpy (out + k++ * d->row_size, row_at (d, i), d->row_size);
      d->n_supported = k;
    }
  *n = d->n_supported;
  return d->supported;
}

void
dispatch_use (struct dispatch *d, void const *row)
{
  store_active (d, row);
}

void const *
dispatch_choose (struct dispatch *d)
{
  /* The rows are listed from the least preferred, so the best is the
     last that may run; row 0, the portable one, always may.  */
  unsigned int allowed = cpu_features ();
  size_t best = 0;

  for (size_t i = 1; i < d->n_rows; i++)
    if (runs (d, i, allowed))
      best = i;

  void const *row = row_at (d, best);
  store_active (d, row);
  return row;
}
