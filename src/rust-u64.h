/* rust-u64.h -- numbers read as the Rust tools read them

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

#ifndef BLAKESUM_RUST_U64_H
#define BLAKESUM_RUST_U64_H

#include <stdint.h>

/* Parse ARG as Rust's u64::from_str does (b3sum's clap and bao's
   docopt both use it): an optional '+' before at least one digit, then
   decimal digits only, no overflow.  Store the value in *N and return
   a null pointer, or return Rust's reason for refusing ARG ("invalid
   digit found in string", ...).  */
char const *rust_parse_u64 (char const *arg, uint64_t *n);

#endif
