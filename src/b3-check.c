/* b3-check.c -- verify checksum lists the way the official b3sum does

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

/* The rules are those of b3sum 1.8's parse_check_line: a line is
   "HEX  NAME" (split at the first two spaces) or "BLAKE3 (NAME) = HEX"
   (split at the last ") = "), the hex is exactly 64 lower-case digits,
   and a line that starts with a backslash has an escaped name.  Unlike
   GNU's, a malformed line is a failure.  Two upstream bugs are not
   copied: a tagged name may hold two spaces, and --seek does apply but
   a line naming "-" while the list itself is standard input fails
   instead of hanging.  */

#include <config.h>

#include "b3-check.h"

#include <inttypes.h>
#include <stdlib.h>
#include <string.h>

#include "check-ahead.h"
#include "core/hex.h"
#include "lines.h"
#include "names.h"
#include "rust-error.h"
#include "system.h"
#include "idx.h"
#include "xalloc.h"

void
b3_fatal (char const *message)
{
  fflush (stdout);
  fprintf (stderr, "Error: %s\n", message);
  exit (EXIT_FAILURE);
}

void
b3_check_stdout (void)
{
  if (ferror (stdout))
    {
      int err = errno;
      fprintf (stderr, "b3sum: write error: %s\n", strerror (err));
      /* Reported once: drop what stdio still holds and forget the
         error, or close_stdout would report it again at exit.  */
      fpurge (stdout);
      clearerr (stdout);
      exit (EXIT_FAILURE);
    }
}

/* Report a per-line problem on standard error.  */
static void
line_error (char const *message)
{
  fflush (stdout);
  fprintf (stderr, "b3sum: %s\n", message);
}

char const *
b3_check_parse_line (char *line, size_t len, char *shown, struct b3_line *l)
{
  if (len == 0)
    return "Empty line";
  bool escaped = line[0] == '\\';
  char *s = line + escaped;
  size_t slen = len - escaped;
  char *hex;
  char *name;
  size_t hex_len, name_len;

  static char const tag[] = "BLAKE3 (";
  static char const tag_end[] = ") = ";
  char *split = NULL;
  if (strncmp (s, tag, sizeof tag - 1) == 0)
    for (char *p = s + slen - (sizeof tag_end - 1);
         s + sizeof tag - 1 <= p; p--)
      if (memcmp (p, tag_end, sizeof tag_end - 1) == 0)
        {
          split = p;
          break;
        }
  if (split)
    {
      name = s + sizeof tag - 1;
      name_len = split - name;
      hex = split + sizeof tag_end - 1;
      hex_len = s + slen - hex;
    }
  else
    {
      char *two = strstr (s, "  ");
      if (!two || (size_t) (two - s) >= slen)
        return "Invalid check line format";
      hex = s;
      hex_len = two - s;
      name = two + 2;
      name_len = s + slen - name;
    }

  if (hex_len != 2 * BLAKE3_OUT_LEN)
    return "Invalid hash length";
  if (!hex_decode (l->digest, hex, BLAKE3_OUT_LEN, false))
    return "Invalid hex";

  /* The name is shown as written, escapes and all.  */
  size_t shown_len = 0;
  if (escaped)
    shown[shown_len++] = '\\';
  memcpy (shown + shown_len, name, name_len);
  shown[shown_len + name_len] = '\0';
  l->shown = shown;

  if (escaped)
    {
      ptrdiff_t n = unescape_name (name, name_len, true);
      if (n < 0)
        return "Invalid backslash escape";
      name_len = n;
    }
  name[name_len] = '\0';
  if (name_len == 0)
    return "empty file path";
  if (memchr (name, '\0', name_len))
    return "Null character in path";
  if (strstr (name, "\xef\xbf\xbd"))
    return "Unicode replacement character in path";
  l->file = name;
  return NULL;
}

/* A line of the list read ahead: one that failed to parse (BAD), or
   the file of a parsed one with its digest and name as shown (copies:
   the line's buffer is read into again).  */
struct pending_line
{
  char const *bad;
  uint8_t digest[BLAKE3_OUT_LEN];
  char *file;
  char *shown;
};

/* Check the line P: print its result, and count it in *FAILURES if it
   failed.  AHEAD, if not null, is what check_ahead found of its file.
   IS_STDIN says that the list is standard input.  */
static void
check_line (struct pending_line const *p, struct check_ahead_file const *ahead,
            struct b3_check_options const *o, bool is_stdin,
            uintmax_t *failures)
{
  if (p->bad)
    {
      line_error (p->bad);
      (*failures)++;
      return;
    }
  if (is_stdin && STREQ (p->file, "-"))
    {
      /* The list itself is being read from standard input, so its
         contents cannot also be hashed.  */
      printf ("%s: FAILED (standard input is the checkfile)\n", p->shown);
      b3_check_stdout ();
      (*failures)++;
      return;
    }
  uint8_t digest[BLAKE3_OUT_LEN];
  if (ahead && ahead->hashed)
    memcpy (digest, ahead->digest, sizeof digest);
  else
    {
      union digest_ctx ctx;
      int err;
      enum hash_status st = hash_file (p->file, o->ops, &o->params, &ctx,
                                       o->mmap, &err);
      if (st != HASH_OK)
        {
          printf ("%s: FAILED (%s)\n", p->shown,
                  hash_error_text_rust (st, err));
          b3_check_stdout ();
          (*failures)++;
          return;
        }
      o->ops->output (&ctx, &o->params, 0, digest, sizeof digest);
    }
  if (digest_equal (digest, p->digest, sizeof digest))
    {
      if (!o->quiet)
        printf ("%s: OK\n", p->shown);
      b3_check_stdout ();
    }
  else
    {
      printf ("%s: FAILED\n", p->shown);
      b3_check_stdout ();
      (*failures)++;
    }
}

/* Check the N lines P, hashing their files ahead first if AHEAD, and
   free their copies.  */
static void
check_lines (struct pending_line *p, size_t n, bool ahead,
             struct b3_check_options const *o, bool is_stdin,
             uintmax_t *failures)
{
  struct check_ahead_file files[CHECK_AHEAD_LINES];
  if (ahead)
    {
      for (size_t i = 0; i < n; i++)
        {
          files[i].name = p[i].bad ? NULL : p[i].file;
          files[i].ops = o->ops;
          files[i].p = &o->params;
        }
      check_ahead (files, n, o->pool);
    }
  for (size_t i = 0; i < n; i++)
    {
      check_line (&p[i], ahead ? &files[i] : NULL, o, is_stdin, failures);
      free (p[i].file);
      free (p[i].shown);
    }
}

void
b3_check_list (char const *list, struct b3_check_options const *o,
               uintmax_t *failures)
{
  bool is_stdin = STREQ (list, "-");
  FILE *stream = is_stdin ? stdin : fopen (list, "r");
  if (!stream)
    b3_fatal (rust_os_error_text (errno));
  if (is_stdin)
    hash_read_stdin = true;

  bool ahead = check_ahead_wanted (o->pool, stream, o->ops, o->mmap);
  size_t window = ahead ? CHECK_AHEAD_LINES : 1;
  struct pending_line pending[CHECK_AHEAD_LINES];
  size_t n_pending = 0;

  char *line = NULL;
  size_t alloc = 0;
  idx_t shown_alloc = 256;
  char *shown = xmalloc (shown_alloc);
  ssize_t got;
  int err = 0;
  while (0 < (got = read_line (&line, &alloc, stream)))
    {
      size_t len = got;
      if (!utf8_valid (line, len))
        {
          /* The lines before are checked first, as they would have
             been before this one was read.  */
          check_lines (pending, n_pending, ahead, o, is_stdin, failures);
          b3_fatal ("stream did not contain valid UTF-8");
        }
      while (len && (line[len - 1] == '\n' || line[len - 1] == '\r'))
        len--;
      line[len] = '\0';
      if ((size_t) shown_alloc < len + 2)
        shown = xpalloc (shown, &shown_alloc, len + 2 - shown_alloc, -1, 1);

      struct b3_line l;
      struct pending_line *p = &pending[n_pending++];
      p->bad = b3_check_parse_line (line, len, shown, &l);
      p->file = p->shown = NULL;
      if (!p->bad)
        {
          memcpy (p->digest, l.digest, sizeof p->digest);
          p->file = xstrdup (l.file);
          p->shown = xstrdup (l.shown);
        }
      if (n_pending == window)
        {
          check_lines (pending, n_pending, ahead, o, is_stdin, failures);
          n_pending = 0;
        }
    }
  err = errno;
  /* Neither flag is set when getline could not allocate a long line:
     the official b3sum fails then too, rather than end the list.  */
  bool failed = ferror (stream) || !feof (stream);
  check_lines (pending, n_pending, ahead, o, is_stdin, failures);
  free (line);
  free (shown);
  if (!is_stdin)
    fclose (stream);
  if (failed)
    b3_fatal (rust_os_error_text (err));
}
