/* gnu-check.c -- verify checksum lists the way GNU coreutils does

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

/* The rules here are those of GNU coreutils 9.1's digest.c, which
   scripts written for b2sum rely on, oddities included: the digest
   length comes from each line, BSD-reversed lines ("HEX NAME") may not
   follow standard ones for the rest of the run, and the last ')' ends a
   tagged name.  */

#include <config.h>

#include "gnu-check.h"

#include <inttypes.h>
#include <sys/stat.h>

#include "c-ctype.h"
#include "check-ahead.h"
#include "core/hex.h"
#include "lines.h"
#include "names.h"
/* A list opened while standard input is closed must not take
   descriptor 0, which its "-" lines name: fopen is fopen_safer.  */
#include "stdio--.h"
#include "system.h"
#include "xalloc.h"
#include "xstrtol.h"

/* -1 until the first untagged line; then 1 if it was in BSD-reversed
   form ("HEX NAME"), 0 if standard ("HEX  NAME").  Shared by every line
   of every list, as in coreutils, so that a file whose name begins with
   a space cannot be smuggled in by mixing the two forms.  */
static int bsd_reversed = -1;

static bool
is_white (char c)
{
  return c == ' ' || c == '\t';
}

/* Parse the part of a tagged line after its tag word, the S of LEN
   bytes: an optional blank, then "(NAME) = HEX".  The last ')' on the
   line ends the name.  */
static bool
split_tagged (char *s, size_t len, bool escaped, struct gnu_check_line *l)
{
  size_t open = s[0] == ' ';
  if (s[open] != '(')
    return false;
  s += open + 1;
  len -= open + 1;
  if (len == 0)
    return false;
  size_t i = len - 1;
  while (i && s[i] != ')')
    i--;
  if (s[i] != ')')
    return false;
  l->name = s;
  size_t name_len = i;
  if (escaped)
    {
      ptrdiff_t n = unescape_name (s, name_len, false);
      if (n < 0)
        return false;
      s[n] = '\0';
    }
  s[i++] = '\0';
  while (is_white (s[i]))
    i++;
  if (s[i] != '=')
    return false;
  i++;
  while (is_white (s[i]))
    i++;
  l->hex = s + i;
  return true;
}

/* Parse the tagged line S of LEN bytes whose tag word OPS->tag starts
   at S + I, as coreutils 9.1 parses its BLAKE2b lines, into *L.  */
static bool
split_tag_word (char *s, size_t len, size_t i, bool escaped,
                struct digest_ops const *ops, struct gnu_check_line *l)
{
  unsigned int max_bits = ops->max_outlen * 8;
  i += strlen (ops->tag);
  l->ops = ops;
  l->tagged = true;
  l->bits = max_bits;
  if (s[i] == '-')
    {
      uintmax_t bits;
      char *end;
      if (xstrtoumax (s + i + 1, &end, 0, &bits, NULL) != LONGINT_OK
          || ! (0 < bits && bits <= max_bits && bits % 8 == 0))
        return false;
      l->bits = bits;
      i = end - s;
    }
  else if (s[i] != '(')
    {
      /* coreutils 9.1 skips one byte here, whatever it is (but not the
         end of the line).  */
      if (s[i] == '\0')
        return false;
      i++;
    }
  return split_tagged (s + i, len - i, escaped, l);
}

/* The algorithm of O->algorithms whose tag word, followed by '-', S
   starts with, or NULL.  Only the algorithms whose tagged lines always
   give the length count: "BLAKE2bp (" is read as coreutils 9.1 reads
   it, as BLAKE2b with one byte skipped, since this program never
   writes it.  */
static struct digest_ops const *
named_algorithm (char const *s, struct gnu_check_options const *o)
{
  for (size_t k = 0; k < o->n_algorithms; k++)
    {
      struct digest_ops const *a = o->algorithms[k];
      size_t n = strlen (a->tag);
      if (a->tag_bits == DIGEST_TAG_BITS_ALWAYS
          && strncmp (s, a->tag, n) == 0 && s[n] == '-')
        return a;
    }
  return NULL;
}

/* Parse line S of LEN bytes (NUL-terminated at LEN) into *L.  */
static bool
split_line (char *s, size_t len, struct gnu_check_options const *o,
            struct gnu_check_line *l)
{
  unsigned int max_bits = o->max_bits;
  size_t i = 0;
  bool escaped = false;

  l->ops = o->ops;
  l->tagged = false;
  while (is_white (s[i]))
    i++;
  if (s[i] == '\\')
    {
      i++;
      escaped = true;
    }

  if (o->ops->parse_tag)
    {
      size_t word = o->ops->parse_tag (s + i, &l->bits, &l->params);
      if (word)
        {
          i += word;
          l->tagged = true;
          return split_tagged (s + i, len - i, escaped, l);
        }
    }
  else
    {
      struct digest_ops const *named = (o->algorithms
                                        ? named_algorithm (s + i, o) : NULL);
      if (named)
        return split_tag_word (s, len, i, escaped, named, l);
      if (strncmp (s + i, o->ops->tag, strlen (o->ops->tag)) == 0)
        return split_tag_word (s, len, i, escaped, o->ops, l);
    }

  /* An untagged line: HEX, one blank, then the name.  */
  if (len - i < 3 + (s[i] == '\\'))
    return false;
  l->hex = s + i;
  size_t digits = 0;
  while (c_isxdigit (s[i + digits]))
    digits++;
  if (digits < 2 || digits % 2 != 0 || max_bits / 4 < digits)
    return false;
  l->bits = digits * 4;
  i += digits;
  if (!is_white (s[i]))
    return false;
  s[i++] = '\0';

  if (len - i == 1 || (s[i] != ' ' && s[i] != '*'))
    {
      if (bsd_reversed == 0)
        return false;
      bsd_reversed = 1;
    }
  else if (bsd_reversed != 1)
    {
      bsd_reversed = 0;
      i++;                      /* the mode character */
    }
  l->name = s + i;
  if (escaped)
    {
      ptrdiff_t n = unescape_name (s + i, len - i, false);
      if (n < 0)
        return false;
      s[i + n] = '\0';
    }
  return true;
}

/* Is HEX exactly BITS / 4 hex digits?  */
static bool
hex_digits_ok (char const *hex, unsigned int bits)
{
  size_t n = bits / 4;
  for (size_t i = 0; i < n; i++)
    if (!c_isxdigit (hex[i]))
      return false;
  return hex[n] == '\0';
}

bool
gnu_check_parse_line (char *line, size_t len, bool is_stdin,
                      struct gnu_check_options const *o,
                      struct gnu_check_line *l)
{
  l->params = o->params;
  return (split_line (line, len, o, l)
          && ! (is_stdin && STREQ (l->name, "-"))
          && hex_digits_ok (l->hex, l->bits));
}

void
gnu_check_forget_form (void)
{
  bsd_reversed = -1;
}

/* Print NAME as the start of a result line.  coreutils 9.1 escapes a
   name here only when it contains a newline, which would otherwise
   split the line.  */
static void
print_result_name (char const *name, bool status_only)
{
  size_t len = strlen (name);
  bool escape = !status_only && name_has_newline (name, len);
  if (escape)
    putchar ('\\');
  print_name (name, len, escape);
}

/* The untagged line *L, hashed with *P, did not match the digest
   EXPECTED: if the file's digest by another algorithm of
   O->algorithms, of the same full length, does, say so for line
   LINE_NUMBER of LIST_NAME and return true.  Only the full lengths are
   tried, as they are what b2sum -a X writes by default, and only on a
   mismatch, so that a list that checks pays nothing; a genuine BLAKE2b
   line never matches another algorithm, so coreutils' output for such
   lists is unchanged.  */
static bool
hint_algorithm (struct gnu_check_line const *l,
                struct digest_params const *p, uint8_t const *expected,
                struct gnu_check_options const *o, char const *list_name,
                uintmax_t line_number)
{
  /* Only a regular file can be read again: standard input or a FIFO
     would give other bytes, or none, or wait for a writer.  */
  struct stat st;
  if (STREQ (l->name, "-") || stat (l->name, &st) != 0
      || !S_ISREG (st.st_mode))
    return false;
  for (size_t k = 0; k < o->n_algorithms; k++)
    {
      struct digest_ops const *a = o->algorithms[k];
      if (a == l->ops || a->max_outlen != p->outlen)
        continue;
      char *misfit = o->params_misfit ? o->params_misfit (a) : NULL;
      if (misfit)
        {
          free (misfit);
          continue;
        }
      union digest_ctx ctx;
      uint8_t digest[BLAKE2B_OUTBYTES];
      int err;
      if (hash_file (l->name, a, p, &ctx, o->mmap, &err) != HASH_OK)
        return false;
      a->output (&ctx, p, 0, digest, p->outlen);
      if (digest_equal (digest, expected, p->outlen))
        {
          error (0, 0, _("%s: %" PRIuMAX ": the checksum is %s's, not %s's:"
                         " check with -a %s"),
                 quotef (list_name), line_number, a->tag, l->ops->tag,
                 a->name);
          return true;
        }
    }
  return false;
}

/* What gnu_check_list counts and remembers over the lines of a list.  */
struct check_tally
{
  uintmax_t n_misformatted;
  uintmax_t n_unreadable;
  uintmax_t n_mismatched;
  bool any_well_formed;
  bool any_matched;
  /* Whether the list's first mismatching untagged line has been tried
     with the other algorithms: only that one is, so that a list of
     damaged files costs one more read of one file, not of each.  */
  bool hint_tried;
};

/* A line of the list read ahead of its check (at most a window of
   CHECK_AHEAD_LINES of them): its number, and whether it was well
   formed; if so the line as parsed, its name and digest in copies of
   their own (the line's buffer is read into again), the length in
   L.PARAMS.OUTLEN, and the text of MISFIT, if any.  */
struct pending_line
{
  uintmax_t number;
  bool well_formed;
  struct gnu_check_line l;
  char *misfit;
};

/* Parse the line LINE of LEN bytes, number NUMBER, into *PL.  */
static void
parse_pending (char *line, size_t len, uintmax_t number, bool is_stdin,
               struct gnu_check_options const *o, struct pending_line *pl)
{
  pl->number = number;
  pl->misfit = NULL;
  pl->well_formed = gnu_check_parse_line (line, len, is_stdin, o, &pl->l);
  if (!pl->well_formed)
    return;
  struct gnu_check_line *l = &pl->l;
  l->params.outlen = l->bits / 8;
  l->name = xstrdup (l->name);
  l->hex = xstrdup (l->hex);
  /* A line that names an algorithm that the key, salt or other
     parameter given does not fit cannot be verified, and must not pass
     for verified: it fails as an unreadable file does, with the cause.
     (The key read from standard input is the first cause, below.)  */
  if (! (o->key_from_stdin && STREQ (l->name, "-"))
      && l->ops != o->ops && o->params_misfit)
    pl->misfit = o->params_misfit (l->ops);
}

static void
free_pending (struct pending_line *pl)
{
  if (pl->well_formed)
    {
      free (pl->l.name);
      free ((char *) pl->l.hex);
      free (pl->misfit);
    }
}

/* Check the line PL of the list LIST_NAME, whose file check_ahead
   has hashed if AHEAD->hashed, printing its result and counting it in
   *T.  Return false if standard output failed, which ends the list
   (once it is closed: it may hold descriptor 1, whose close_stdout
   reports).  */
static bool
check_pending (struct pending_line const *pl,
               struct check_ahead_file const *ahead,
               struct gnu_check_options const *o, char const *list_name,
               struct check_tally *t)
{
  if (!pl->well_formed)
    {
      t->n_misformatted++;
      if (o->warn)
        error (0, 0, _("%s: %" PRIuMAX ": improperly formatted %s checksum line"),
               quotef (list_name), pl->number, o->ops->tag);
      return true;
    }

  struct gnu_check_line const *l = &pl->l;
  struct digest_params const *p = &l->params;
  t->any_well_formed = true;
  uint8_t digest[BLAKE2B_OUTBYTES];
  char const *unreadable = NULL;
  if (o->key_from_stdin && STREQ (l->name, "-"))
    {
      /* The key drained standard input: hashing what is left would
         "verify" a file nobody listed.  Refused as in hash mode.  */
      unreadable = o->key_on_stdin_text;
    }
  else if (pl->misfit)
    error (0, 0, _("%s: not checked as %s: %s"), quotef (l->name),
           l->ops->tag, pl->misfit);
  else if (ahead && ahead->hashed)
    memcpy (digest, ahead->digest, p->outlen);
  else
    {
      union digest_ctx ctx;
      int err;
      enum hash_status st = hash_file (l->name, l->ops, p, &ctx, o->mmap,
                                       &err);
      if (st == HASH_OPEN_FAILED && o->ignore_missing && err == ENOENT)
        return true;
      if (st != HASH_OK)
        unreadable = hash_error_text (st, err);
      else
        l->ops->output (&ctx, p, 0, digest, p->outlen);
    }
  if (unreadable || pl->misfit)
    {
      if (unreadable)
        error (0, 0, "%s: %s", quotef (l->name), unreadable);
      t->n_unreadable++;
      if (!o->status_only)
        {
          print_result_name (l->name, o->status_only);
          printf (": %s\n", _("FAILED open or read"));
          if (ferror (stdout))
            return false;
        }
      return true;
    }

  uint8_t expected[BLAKE2B_OUTBYTES];
  hex_decode (expected, l->hex, p->outlen, true);
  bool match = digest_equal (digest, expected, p->outlen);
  if (match)
    t->any_matched = true;
  else
    t->n_mismatched++;
  if (!o->status_only && (!match || !o->quiet))
    {
      print_result_name (l->name, o->status_only);
      printf (": %s\n", match ? _("OK") : _("FAILED"));
      if (ferror (stdout))
        return false;
    }
  if (!match && !t->hint_tried && !o->status_only && !l->tagged
      && o->algorithms)
    {
      hint_algorithm (l, p, expected, o, list_name, pl->number);
      t->hint_tried = true;
    }
  return true;
}

/* Check the N lines PL, with their files hashed ahead first if AHEAD,
   and free their copies.  Return false if standard output failed.  */
static bool
check_window (struct pending_line *pl, size_t n, bool ahead,
              struct gnu_check_options const *o, char const *list_name,
              struct check_tally *t)
{
  struct check_ahead_file files[CHECK_AHEAD_LINES];
  if (ahead)
    {
      for (size_t i = 0; i < n; i++)
        {
          struct gnu_check_line const *l = &pl[i].l;
          files[i].name = (pl[i].well_formed && !pl[i].misfit
                           ? l->name : NULL);
          files[i].ops = l->ops;
          files[i].p = &l->params;
        }
      check_ahead (files, n, o->pool);
    }
  bool ok = true;
  for (size_t i = 0; i < n; i++)
    {
      if (ok)
        ok = check_pending (&pl[i], ahead ? &files[i] : NULL, o, list_name,
                            t);
      free_pending (&pl[i]);
    }
  return ok;
}

bool
gnu_check_list (char const *list, struct gnu_check_options const *o)
{
  bool is_stdin = STREQ (list, "-");
  char const *list_name = is_stdin ? _("standard input") : list;
  FILE *stream;
  if (is_stdin)
    {
      hash_read_stdin = true;
      stream = stdin;
    }
  else
    {
      stream = fopen (list, "r");
      if (!stream)
        {
          error (0, errno, "%s", quotef (list));
          return false;
        }
    }

  bool ahead = check_ahead_wanted (o->pool, stream, o->ops, o->mmap);
  size_t window = ahead ? CHECK_AHEAD_LINES : 1;
  struct pending_line pending[CHECK_AHEAD_LINES];
  size_t n_pending = 0;
  struct check_tally t = { 0 };
  bool write_failed = false;
  uintmax_t line_number = 0;
  char *line = NULL;
  size_t line_alloc = 0;

  for (;;)
    {
      ssize_t got = read_line (&line, &line_alloc, stream);
      if (got <= 0)
        break;
      line_number++;
      size_t len = got;
      if (line[0] == '#')
        continue;
      len -= line[len - 1] == '\n';
      len -= line[len - (0 < len)] == '\r';
      if (len == 0)
        continue;
      line[len] = '\0';

      parse_pending (line, len, line_number, is_stdin, o,
                     &pending[n_pending++]);
      if (n_pending == window)
        {
          write_failed = !check_window (pending, n_pending, ahead, o,
                                        list_name, &t);
          n_pending = 0;
          if (write_failed)
            break;
        }
    }

  /* getline fails with neither the end-of-file nor the error flag set
     when it cannot allocate a long line (ENOMEM, EOVERFLOW): that must
     not pass for the end of the list, with its later lines unchecked.
     coreutils 9.1 takes it for the end.  The lines read before are
     checked first, as they would have been one at a time.  */
  int read_errno = errno;
  if (!write_failed)
    check_window (pending, n_pending, ahead, o, list_name, &t);
  int getline_err = !feof (stream) && !ferror (stream) ? read_errno : 0;
  int read_err = ferror (stream) ? read_errno : -1;
  free (line);
  if (is_stdin)
    clearerr (stream);
  else if (fclose (stream) != 0 && read_err < 0)
    read_err = errno;
  if (o->check_stdout)
    o->check_stdout ();
  if (getline_err)
    {
      error (0, getline_err, "%s", quotef (list_name));
      return false;
    }
  if (0 <= read_err)
    {
      error (0, 0, _("%s: read error"), quotef (list_name));
      return false;
    }

  if (!t.any_well_formed)
    error (0, 0, _("%s: no properly formatted checksum lines found"),
           quotef (list_name));
  else if (!o->status_only)
    {
      if (t.n_misformatted != 0)
        error (0, 0,
               ngettext ("WARNING: %" PRIuMAX " line is improperly formatted",
                         "WARNING: %" PRIuMAX
                         " lines are improperly formatted", t.n_misformatted),
               t.n_misformatted);
      if (t.n_unreadable != 0)
        error (0, 0,
               ngettext ("WARNING: %" PRIuMAX " listed file could not be read",
                         "WARNING: %" PRIuMAX
                         " listed files could not be read", t.n_unreadable),
               t.n_unreadable);
      if (t.n_mismatched != 0)
        error (0, 0,
               ngettext ("WARNING: %" PRIuMAX
                         " computed checksum did NOT match",
                         "WARNING: %" PRIuMAX
                         " computed checksums did NOT match", t.n_mismatched),
               t.n_mismatched);
      if (o->ignore_missing && !t.any_matched)
        error (0, 0, _("%s: no file was verified"), quotef (list_name));
    }

  return (t.any_well_formed && t.any_matched && t.n_mismatched == 0
          && t.n_unreadable == 0 && (!o->strict || t.n_misformatted == 0));
}
