/* dispatch.h -- kernel tables: the rows this CPU runs, and the row in use

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

/* Each algorithm lists its kernels in a table of rows, least preferred
   first, led by the portable row, which needs no CPU feature.  A row is
   a struct of the algorithm's own with at least the members NAME (a
   string) and FEATURES (an unsigned int of CPU_FEATURE_* bits: every
   feature its code uses).  A row may run when all its features are
   allowed.  This is the code the algorithms share about such tables;
   it sees a row as bytes, with the features at an offset.

   DISPATCH_DEFINE (PREFIX, ROW, TABLE) writes one algorithm's
   accessors, which are thus the same for all of them:

     ROW const *PREFIX_impls (size_t *n)
       Return the rows that cpu_features_supported () allows, in table
       order, and store their number in *N.  Copies, made on the first
       call: call it first from one thread (tests and benchmarks do).

     void PREFIX_use_impl (ROW const *impl)
       Use IMPL from now on (tests, benchmarks).  Hashes under way
       finish their current call with the row they read.

     ROW const *PREFIX_active_impl (void)
       Return the row in use, first choosing the last row of TABLE
       that cpu_features () allows if none is chosen yet.  Hashing code
       reads it once per call and passes it down, so that one call
       never mixes kernels even if a test switches rows meanwhile.

     char const *PREFIX_select (void)
       Return the name of the row in use, choosing it as above first.
       Idempotent; call it once before starting threads.  */

#ifndef BLAKESUM_DISPATCH_H
#define BLAKESUM_DISPATCH_H

#include <stddef.h>

/* configure defines USE_SSE41 and its kind only where it can build that
   instruction set's kernels; default them to 0 so that the guards of
   the tables' rows are explicit even under -Wundef.  */
#ifndef USE_SSE41
# define USE_SSE41 0
#endif
#ifndef USE_AVX2
# define USE_AVX2 0
#endif
#ifndef USE_AVX512
# define USE_AVX512 0
#endif
#ifndef USE_NEON
# define USE_NEON 0
#endif

#include "atomic-once.h"

/* One table and what is known about it.  */
struct dispatch
{
  void const *rows;
  size_t n_rows;
  size_t row_size;
  size_t features_offset;       /* of the unsigned int in each row */

  /* Room for N_ROWS rows, and how many of them hold the rows that the
     CPU supports: 0 until filled, since the portable row always is.  */
  void *supported;
  size_t n_supported;

  /* The row in use, or null until chosen.  It is atomic only so that
     two threads hashing before anyone chose cannot race: both would
     store the same pointer.  */
  void const *ONCE_ATOMIC active;
};

/* The implementations of the accessors, over D.  */
void const *dispatch_supported (struct dispatch *d, size_t *n);
void dispatch_use (struct dispatch *d, void const *row);
void const *dispatch_choose (struct dispatch *d);

/* The hot path of PREFIX_active_impl, inline: one acquire load, which
   on x86 is a plain load.  */
static inline void const *
dispatch_active (struct dispatch *d)
{
#if defined __STDC_NO_ATOMICS__
  void const *row = d->active;
#else
  void const *row = atomic_load_explicit (&d->active, memory_order_acquire);
#endif
  return row ? row : dispatch_choose (d);
}

#define DISPATCH_DEFINE(prefix, row_type, table)                        \
  static row_type prefix##_supported_rows[sizeof table / sizeof table[0]]; \
  static struct dispatch prefix##_dispatch =                            \
    {                                                                   \
      table, sizeof table / sizeof table[0], sizeof table[0],           \
      offsetof (row_type, features), prefix##_supported_rows, 0, NULL   \
    };                                                                  \
                                                                        \
  row_type const *                                                      \
  prefix##_impls (size_t *n)                                            \
  {                                                                     \
    return dispatch_supported (&prefix##_dispatch, n);                  \
  }                                                                     \
                                                                        \
  void                                                                  \
  prefix##_use_impl (row_type const *impl)                              \
  {                                                                     \
    dispatch_use (&prefix##_dispatch, impl);                            \
  }                                                                     \
                                                                        \
  row_type const *                                                      \
  prefix##_active_impl (void)                                           \
  {                                                                     \
    return dispatch_active (&prefix##_dispatch);                        \
  }                                                                     \
                                                                        \
  char const *                                                          \
  prefix##_select (void)                                                \
  {                                                                     \
    return prefix##_active_impl ()->name;                               \
  }

#endif
