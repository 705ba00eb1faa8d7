/* rust-u64.c -- numbers read as the Rust tools read them

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

#include "rust-u64.h"

#include <stdckdint.h>
#include <stddef.h>

char const *
rust_parse_u64 (char const *arg, uint64_t *n)
{
  if (!*arg)
    return "cannot parse integer from empty string";
  /* A lone '+' is a digit that is not one.  */
  char const *p = arg + (arg[0] == '+' && arg[1]);
  uint64_t v = 0;
  for (; *p; p++)
    {
      if (*p < '0' || '9' < *p)
        return "invalid digit found in string";
      if (ckd_mul (&v, v, 10) || ckd_add (&v, v, *p - '0'))
        return "number too large to fit in target type";
    }
  *n = v;
  return NULL;
}
