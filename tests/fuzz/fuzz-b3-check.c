/* fuzz-b3-check.c -- fuzz b3sum's check-line parser

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

/* The input is a checksum list, cut into lines as getline does and
   each prepared as b3_check_list prepares it (a list that is not UTF-8
   ends the program there), then parsed by b3_check_parse_line, the
   line and the buffer for its shown name each of exactly their size.

   The model: an accepted line gives a digest and a file name that is
   not empty and holds no NUL and no U+FFFD; printed back as sum.c
   prints b3sum's lines (tagged and untagged, escaped when the name
   needs it) and parsed again, it gives the same digest and file.  */

#include <config.h>

#include "fuzz-input.h"

#include <stdbool.h>

#include "b3-check.h"
#include "core/hex.h"
#include "names.h"

/* Write the line of DIGEST and FILE as sum.c does for b3sum, and
   return it in a malloc'ed string of *LEN bytes.  */
static char *
print_line (uint8_t const *digest, char const *file, bool tagged,
            size_t *len)
{
  char hex[2 * BLAKE3_OUT_LEN + 1];
  hex_encode (hex, digest, BLAKE3_OUT_LEN);
  hex[sizeof hex - 1] = '\0';
  char *name = utf8_lossy (file);
  size_t name_len = strlen (name);
  bool escape = name_needs_escape (name, name_len);
  char *buf;
  FUZZ_CAPTURE_STDOUT (&buf, len,
    {
      if (escape)
        putchar ('\\');
      if (tagged)
        {
          fputs ("BLAKE3 (", stdout);
          print_name (name, name_len, escape);
          fputs (") = ", stdout);
          fputs (hex, stdout);
        }
      else
        {
          fputs (hex, stdout);
          fputs ("  ", stdout);
          print_name (name, name_len, escape);
        }
    });
  free (name);
  return buf;
}

/* Parse LINE of LEN bytes as b3_check_list would, in buffers of
   exactly the sizes it promises; return NULL or the rejection.  On
   success the file name, copied, is left in *FILE and the digest in
   DIGEST.  */
static char const *
parse_exact (char const *line, size_t len, uint8_t *digest, char **file)
{
  char *exact = malloc (len + 1);
  char *shown = malloc (len + 2);
  if (!exact || !shown)
    abort ();
  memcpy (exact, line, len);
  exact[len] = '\0';
  struct b3_line l;
  char const *bad = b3_check_parse_line (exact, len, shown, &l);
  if (!bad)
    {
      FUZZ_CHECK (exact <= l.file && l.file < exact + len);
      FUZZ_CHECK (strlen (l.shown) <= len + 1);
      size_t file_len = strlen (l.file);
      FUZZ_CHECK (0 < file_len);
      FUZZ_CHECK (!strstr (l.file, "\xef\xbf\xbd"));
      memcpy (digest, l.digest, BLAKE3_OUT_LEN);
      *file = strdup (l.file);
      if (!*file)
        abort ();
    }
  free (exact);
  free (shown);
  return bad;
}

int
LLVMFuzzerTestOneInput (uint8_t const *data, size_t size)
{
  struct fuzz_input in = { data, size };
  while (in.n)
    {
      uint8_t const *nl = memchr (in.p, '\n', in.n);
      size_t len = nl ? (size_t) (nl - in.p) + 1 : in.n;
      char const *line = (char const *) in.p;
      in.p += len;
      in.n -= len;

      /* What b3_check_list does before parsing.  */
      if (!utf8_valid (line, len))
        break;
      while (len && (line[len - 1] == '\n' || line[len - 1] == '\r'))
        len--;

      uint8_t digest[BLAKE3_OUT_LEN];
      char *file;
      if (parse_exact (line, len, digest, &file))
        continue;
      for (int tagged = 0; tagged <= 1; tagged++)
        {
          size_t out_len;
          char *out = print_line (digest, file, tagged, &out_len);
          uint8_t digest2[BLAKE3_OUT_LEN];
          char *file2;
          char const *bad = parse_exact (out, out_len, digest2, &file2);
          if (bad)
            fprintf (stderr, "printed back: \"%s\": %s\n", out, bad);
          FUZZ_CHECK (!bad);
          FUZZ_CHECK (memcmp (digest, digest2, sizeof digest) == 0);
          FUZZ_CHECK (strcmp (file, file2) == 0);
          free (file2);
          free (out);
        }
      free (file);
    }
  return 0;
}
