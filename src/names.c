/* names.c -- escaping file names in checksum lines

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

#include "names.h"

#include <stdio.h>
#include <string.h>

#include "xalloc.h"

bool
name_needs_escape (char const *name, size_t len)
{
  for (size_t i = 0; i < len; i++)
    if (name[i] == '\\' || name[i] == '\n' || name[i] == '\r')
      return true;
  return false;
}

bool
name_has_newline (char const *name, size_t len)
{
  return memchr (name, '\n', len) != NULL;
}

void
print_name (char const *name, size_t len, bool escape)
{
  if (!escape)
    {
      fwrite (name, 1, len, stdout);
      return;
    }
  for (size_t i = 0; i < len; i++)
    switch (name[i])
      {
      case '\\': fputs ("\\\\", stdout); break;
      case '\n': fputs ("\\n", stdout); break;
      case '\r': fputs ("\\r", stdout); break;
      default: putchar (name[i]); break;
      }
}

ptrdiff_t
unescape_name (char *s, size_t len, bool nul_ok)
{
  size_t out = 0;
  for (size_t i = 0; i < len; i++)
    {
      char c = s[i];
      if (c == '\0' && !nul_ok)
        return -1;
      if (c == '\\')
        {
          if (++i == len)
            return -1;
          switch (s[i])
            {
            case '\\': c = '\\'; break;
            case 'n': c = '\n'; break;
            case 'r': c = '\r'; break;
            default: return -1;
            }
        }
      s[out++] = c;
    }
  return out;
}

/* Look at the UTF-8 sequence that starts S, of at most LEN > 0 bytes.
   Return how many bytes it spans, and set *VALID.  An invalid sequence
   spans its longest prefix that could still have begun a valid one
   (at least one byte), which is the unit that Unicode and Rust's
   from_utf8_lossy replace by one U+FFFD.  */
static size_t
utf8_sequence (unsigned char const *s, size_t len, bool *valid)
{
  unsigned char c = s[0];
  size_t need;
  unsigned char lo = 0x80, hi = 0xbf;   /* range of the second byte */
  *valid = true;
  if (c < 0x80)
    return 1;
  if (0xc2 <= c && c <= 0xdf)
    need = 1;
  else if (0xe0 <= c && c <= 0xef)
    {
      need = 2;
      if (c == 0xe0)
        lo = 0xa0;
      else if (c == 0xed)
        hi = 0x9f;
    }
  else if (0xf0 <= c && c <= 0xf4)
    {
      need = 3;
      if (c == 0xf0)
        lo = 0x90;
      else if (c == 0xf4)
        hi = 0x8f;
    }
  else
    {
      *valid = false;
      return 1;
    }
  for (size_t k = 1; k <= need; k++)
    {
      unsigned char min = k == 1 ? lo : 0x80;
      unsigned char max = k == 1 ? hi : 0xbf;
      if (len <= k || s[k] < min || max < s[k])
        {
          *valid = false;
          return k;
        }
    }
  return need + 1;
}

bool
utf8_valid (char const *s, size_t len)
{
  unsigned char const *u = (unsigned char const *) s;
  for (size_t i = 0; i < len; )
    {
      bool valid;
      i += utf8_sequence (u + i, len - i, &valid);
      if (!valid)
        return false;
    }
  return true;
}

char *
utf8_lossy (char const *s)
{
  size_t len = strlen (s);
  /* Each replaced byte grows to at most three.  */
  char *out = xnmalloc (len + 1, 3);
  unsigned char const *u = (unsigned char const *) s;
  size_t o = 0;
  for (size_t i = 0; i < len; )
    {
      bool valid;
      size_t n = utf8_sequence (u + i, len - i, &valid);
      if (valid)
        memcpy (out + o, s + i, n), o += n;
      else
        memcpy (out + o, "\xef\xbf\xbd", 3), o += 3;
      i += n;
    }
  out[o] = '\0';
  return out;
}
