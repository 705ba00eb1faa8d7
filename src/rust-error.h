/* rust-error.h -- system errors shown as the Rust tools show them

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

#ifndef BLAKESUM_RUST_ERROR_H
#define BLAKESUM_RUST_ERROR_H

/* Return the text Rust's std::io::Error shows for the errno value ERR
   (b3sum and bao print those errors as they come): the system's
   message, then " (os error ERR)".  The text lives in a static buffer,
   valid until the next call.  */
char const *rust_os_error_text (int err);

#endif
