/* fuzz-input.h -- take parameters from the front of a fuzz input

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

/* Every target reads its choices (an algorithm, a length, a key) from
   the first bytes of the input and keeps the rest as data.  An input
   that runs out reads as zeros, so that every input, however short,
   means one case: libFuzzer then never wastes runs on rejected
   inputs.  */

#ifndef BLAKESUM_FUZZ_INPUT_H
#define BLAKESUM_FUZZ_INPUT_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct fuzz_input
{
  uint8_t const *p;
  size_t n;
};

static inline uint8_t
fuzz_u8 (struct fuzz_input *in)
{
  if (!in->n)
    return 0;
  in->n--;
  return *in->p++;
}

/* N bytes (at most 8), little-endian.  */
static inline uint64_t
fuzz_uint (struct fuzz_input *in, int n)
{
  uint64_t v = 0;
  for (int i = 0; i < n; i++)
    v |= (uint64_t) fuzz_u8 (in) << (8 * i);
  return v;
}

/* Copy N bytes to BUF, zeros past the end of the input.  */
static inline void
fuzz_bytes (struct fuzz_input *in, void *buf, size_t n)
{
  size_t k = n < in->n ? n : in->n;
  memcpy (buf, in->p, k);
  memset ((uint8_t *) buf + k, 0, n - k);
  in->p += k;
  in->n -= k;
}

/* A failed property: say which, and abort, which libFuzzer reports as
   a crash and saves the input for.  */
#define FUZZ_CHECK(cond)                                                \
  do                                                                    \
    if (!(cond))                                                        \
      {                                                                 \
        fprintf (stderr, "%s:%d: property failed: %s\n",                \
                 __FILE__, __LINE__, #cond);                            \
        abort ();                                                       \
      }                                                                 \
  while (0)

/* Run BODY with standard output going to a memory buffer, and leave
   the bytes written in the malloc'ed *BUF of *LEN bytes, NUL-
   terminated: the line printers the programs share write to standard
   output.  Glibc's stdout is an assignable variable.  */
#define FUZZ_CAPTURE_STDOUT(buf, len, body)                             \
  do                                                                    \
    {                                                                   \
      FILE *saved_ = stdout;                                            \
      FILE *mem_ = open_memstream ((buf), (len));                       \
      if (!mem_)                                                        \
        abort ();                                                       \
      stdout = mem_;                                                    \
      body;                                                             \
      stdout = saved_;                                                  \
      if (fclose (mem_) != 0)                                           \
        abort ();                                                       \
    }                                                                   \
  while (0)

int LLVMFuzzerTestOneInput (uint8_t const *data, size_t size);

#endif
