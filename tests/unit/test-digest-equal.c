/* test-digest-equal.c -- digest_equal finds every difference

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

/* digest_equal compares a word at a time and then the bytes left
   over, so every length from 0 to past two words, at every alignment,
   with each single bit flipped in turn, must be told apart from the
   original; and equal bytes must compare equal.  */

#include <config.h>

#include <stdio.h>
#include <string.h>

#include "core/hex.h"

int
main (void)
{
  int failures = 0;
  uint8_t a[96], b[96];
  for (size_t i = 0; i < sizeof a; i++)
    a[i] = (uint8_t) (i * 37 + 11);

  for (size_t align = 0; align < 8; align++)
    for (size_t len = 0; len <= 80; len++)
      {
        uint8_t *x = a + align, *y = b + (7 - align);
        memcpy (y, x, len);
        if (!digest_equal (x, y, len))
          {
            printf ("FAIL: equal bytes differ, length %zu\n", len);
            failures++;
          }
        for (size_t at = 0; at < len; at++)
          for (int bit = 0; bit < 8; bit++)
            {
              y[at] ^= 1u << bit;
              if (digest_equal (x, y, len))
                {
                  printf ("FAIL: length %zu, bit %d of byte %zu not seen\n",
                          len, bit, at);
                  failures++;
                }
              y[at] ^= 1u << bit;
            }
      }
  return failures ? 1 : 0;
}
