/* hex.h -- hexadecimal digests

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

#ifndef BLAKESUM_HEX_H
#define BLAKESUM_HEX_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* Write the lower-case hex of BIN[0..LEN) to OUT: 2 * LEN characters,
   no terminating NUL.  */
void hex_encode (char *out, uint8_t const *bin, size_t len);

/* Decode the 2 * LEN hex digits at HEX into BIN.  Upper-case digits are
   accepted only when ANY_CASE.  Return false if a character is not a
   digit accepted.  */
bool hex_decode (uint8_t *bin, char const *hex, size_t len, bool any_case);

/* Compare A and B of LEN bytes in time that does not depend on where
   they differ, so that a keyed digest cannot be guessed byte by byte
   from timings.  */
bool digest_equal (uint8_t const *a, uint8_t const *b, size_t len);

#endif
