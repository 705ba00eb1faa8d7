/* bao-threads.h -- the Bao tree's halves on the thread pool


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

#ifndef BLAKESUM_BAO_THREADS_H
#define BLAKESUM_BAO_THREADS_H

#include <stdbool.h>
#include <stdint.h>

struct workers;

/* The pool that an encode or a verification of LEN bytes should use,
   given POOL: null when threads would not pay.  */
struct workers *bao_pool_for (struct workers *pool, uint64_t len);

/* Whether the halves of a split whose right half is RIGHT_LEN bytes
   should go to two threads of POOL (which may be null).  */
bool bao_split_pays (struct workers const *pool, uint64_t right_len);

/* Call FN on LEFT and on RIGHT, the halves of one split, RIGHT being
   RIGHT_LEN bytes: one after the other, or at the same time on POOL
   (which may be null) when RIGHT is worth a thread.  */
void bao_run_halves (struct workers *pool, uint64_t right_len,
                     void (*fn) (void *), void *left, void *right);

#endif
