/* atomic-once.h -- the qualifier of values computed once, then shared

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

/* A value that is computed on first use and kept (the CPU's features,
   the kernel row in use) may be computed by two threads at once: both
   store the same value, but a plain variable read by one thread while
   another writes it is a data race all the same.  Such variables are
   declared ONCE_ATOMIC, which makes every access atomic where the
   compiler has C11 atomics, and is nothing where it does not.  */

#ifndef BLAKESUM_ATOMIC_ONCE_H
#define BLAKESUM_ATOMIC_ONCE_H

#if defined __STDC_NO_ATOMICS__
# define ONCE_ATOMIC
#else
# include <stdatomic.h>
# define ONCE_ATOMIC _Atomic
#endif

#endif
