/* rust-error.c -- system errors shown as the Rust tools show them

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

#include "rust-error.h"

#include <stdio.h>
#include <string.h>

char const *
rust_os_error_text (int err)
{
  /* Rust's Display of an OS error is "{message} (os error {code})",
     with the message from strerror_r.  */
  static char buf[256];
  snprintf (buf, sizeof buf, "%s (os error %d)", strerror (err), err);
  return buf;
}
