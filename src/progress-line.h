/* progress-line.h -- the text of the --progress display

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

#ifndef BLAKESUM_PROGRESS_LINE_H
#define BLAKESUM_PROGRESS_LINE_H

#include <stddef.h>
#include <stdint.h>

/* Room for a size as progress_size writes it, with its NUL: at most
   three digits (or one, a point and one), a space and an IEC unit.  */
enum { PROGRESS_SIZE_LEN = 8 };

/* Write N bytes to BUF as people read sizes: "999 B", "1.0 KiB",
   "10 KiB", "4.7 GiB" (powers of 1024, rounded to nearest, one decimal
   below ten).  This is what libbsd's humanize_number gives with
   HN_AUTOSCALE, HN_DECIMAL and HN_IEC_PREFIXES in PROGRESS_SIZE_LEN
   bytes; it is used when the program is built with libbsd.  */
void progress_size (char buf[PROGRESS_SIZE_LEN], uintmax_t n);

/* The same, by our own arithmetic, whether or not libbsd is there (the
   unit test compares the two).  */
void progress_size_own (char buf[PROGRESS_SIZE_LEN], uintmax_t n);

/* Write to BUF, in at most WIDTH bytes and a NUL, the line that shows
   NAME after DONE bytes in SECONDS: with TOTAL (the size, or -1 when it
   is unknown) the share done and the time left, and the rate once
   there is one to give.  When the line would not fit, whole figures
   are dropped (the time left, the rate, the size, the share, and last
   the bytes done) until NAME gets a few columns, and NAME is cut from
   the left, behind "...": no figure is ever cut in the middle.  Each
   byte of NAME that is not printable ASCII is shown as '?', so that the
   line's length is its width on the screen.  Return the line's
   length.  */
size_t progress_line (char *buf, size_t width, char const *name,
                      uintmax_t done, intmax_t total, double seconds);

#endif
