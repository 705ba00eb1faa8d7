/* jaro.h -- how alike two names are, as clap measures it to suggest one

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

#ifndef BLAKESUM_JARO_H
#define BLAKESUM_JARO_H

#include <stddef.h>

/* The Jaro similarity of the A_LEN bytes at A and the B_LEN bytes at
   B, from 0 (nothing alike) to 1 (the same): clap suggests an option
   whose long name scores above 0.7 against an unknown one.  */
double jaro_similarity (char const *a, size_t a_len,
                        char const *b, size_t b_len);

#endif
