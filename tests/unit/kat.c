/* kat.c -- shared helpers of the C unit tests: reporting, hex, vector files

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

#include "kat.h"

#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The largest BLAKE2 key and digest of any official vector.  */
enum { MAX_KEY = 64, MAX_OUT = 64 };

/* The longest input of an official BLAKE2 vector.  */
enum { MAX_IN = 256 };

static char const *program = "test";
static char subject[128] = "?";
static int failures;
static long checks;

static char const hex_digits[] = "0123456789abcdef";

void
kat_init (char const *name)
{
  program = name;
  strcpy (subject, "?");
}

void
kat_set_subject (char const *format, ...)
{
  va_list args;

  va_start (args, format);
  vsnprintf (subject, sizeof subject, format, args);
  va_end (args);
}

char const *
kat_subject (void)
{
  return subject;
}

/* Count a failure and start its message; the caller ends the line.  */
static void
begin_failure (void)
{
  failures++;
  fprintf (stderr, "%s: %s: ", program, subject);
}

static void
vfail (char const *format, va_list args)
{
  begin_failure ();
  vfprintf (stderr, format, args);
  putc ('\n', stderr);
}

void
kat_fail (char const *format, ...)
{
  va_list args;

  va_start (args, format);
  vfail (format, args);
  va_end (args);
}

bool
kat_check (bool ok, char const *format, ...)
{
  checks++;
  if (!ok)
    {
      va_list args;

      va_start (args, format);
      vfail (format, args);
      va_end (args);
    }
  return ok;
}

/* Write the N bytes at D to stderr in lower-case hex.  Printing them
   directly leaves no buffer to size for the longest digest.  */
static void
put_hex (uint8_t const *d, size_t n)
{
  for (size_t i = 0; i < n; i++)
    {
      putc (hex_digits[d[i] >> 4], stderr);
      putc (hex_digits[d[i] & 0xf], stderr);
    }
}

bool
kat_check_hex (uint8_t const *got, size_t n, char const *expect,
               char const *what)
{
  bool ok = strlen (expect) == 2 * n;

  checks++;
  for (size_t i = 0; ok && i < n; i++)
    ok = (expect[2 * i] == hex_digits[got[i] >> 4]
          && expect[2 * i + 1] == hex_digits[got[i] & 0xf]);
  if (!ok)
    {
      begin_failure ();
      fprintf (stderr, "%s: got ", what);
      put_hex (got, n);
      fprintf (stderr, ", expected %s\n", expect);
    }
  return ok;
}

bool
kat_check_same (uint8_t const *got, uint8_t const *expect, size_t n,
                char const *what)
{
  checks++;
  if (memcmp (got, expect, n) == 0)
    return true;
  begin_failure ();
  fprintf (stderr, "%s: got ", what);
  put_hex (got, n);
  fputs (", expected ", stderr);
  put_hex (expect, n);
  putc ('\n', stderr);
  return false;
}

void
kat_check_canary (uint8_t const *p, size_t n, char const *what)
{
  for (size_t i = 0; i < n; i++)
    if (p[i] != 0xa5)
      {
        kat_fail ("%s: wrote past the digest", what);
        return;
      }
}

int
kat_failures (void)
{
  return failures;
}

long
kat_checks (void)
{
  return checks;
}

void
kat_summary (char const *name)
{
  printf ("%s: %ld checks, %d failure%s\n", name, checks, failures,
          failures == 1 ? "" : "s");
}

int
kat_exit_status (void)
{
  return failures == 0 ? EXIT_SUCCESS : EXIT_FAILURE;
}

void *
kat_xmalloc (size_t n)
{
  void *p = malloc (n ? n : 1);

  if (!p)
    {
      fprintf (stderr, "%s: out of memory\n", program);
      exit (EXIT_FAILURE);
    }
  return p;
}

void
kat_fill_pattern (uint8_t *buf, size_t n, size_t start)
{
  for (size_t i = 0; i < n; i++)
    buf[i] = (uint8_t) ((start + i) % 251);
}

void
kat_fill_key (uint8_t *key, size_t n)
{
  for (size_t i = 0; i < n; i++)
    key[i] = (uint8_t) i;
}

uint64_t
kat_xorshift (uint64_t *state)
{
  uint64_t x = *state;
  x ^= x << 13;
  x ^= x >> 7;
  x ^= x << 17;
  return *state = x;
}

void
kat_selftest_seq (uint8_t *out, size_t len, uint32_t seed)
{
  uint32_t a = UINT32_C (0xdead4bad) * seed;
  uint32_t b = 1;

  for (size_t i = 0; i < len; i++)
    {
      uint32_t t = a + b;
      a = b;
      b = t;
      out[i] = (uint8_t) (t >> 24);
    }
}

static int
hex_value (char c)
{
  if ('0' <= c && c <= '9')
    return c - '0';
  if ('a' <= c && c <= 'f')
    return c - 'a' + 10;
  if ('A' <= c && c <= 'F')
    return c - 'A' + 10;
  return -1;
}

long
kat_from_hex (uint8_t *out, size_t max, char const *hex, size_t len)
{
  if (len % 2 != 0 || len / 2 > max)
    return -1;
  for (size_t i = 0; i < len / 2; i++)
    {
      int hi = hex_value (hex[2 * i]);
      int lo = hex_value (hex[2 * i + 1]);
      if (hi < 0 || lo < 0)
        return -1;
      out[i] = (uint8_t) (hi << 4 | lo);
    }
  return (long) (len / 2);
}

bool
kat_quick (void)
{
  char const *q = getenv ("BLAKESUM_TEST_QUICK");

  return q && *q && strcmp (q, "0") != 0;
}

char const *
kat_vectors_dir (void)
{
  char const *dir = getenv ("BLAKESUM_VECTORS_DIR");

  return dir && *dir ? dir : NULL;
}

char *
kat_path (char const *dir, char const *name)
{
  size_t dirlen = strlen (dir), namelen = strlen (name);
  char *path = kat_xmalloc (dirlen + 1 + namelen + 1);

  memcpy (path, dir, dirlen);
  path[dirlen] = '/';
  memcpy (path + dirlen + 1, name, namelen + 1);
  return path;
}

char *
kat_read_file (char const *path, size_t *size)
{
  FILE *f = fopen (path, "rb");
  char *buf = NULL;
  size_t n = 0, alloc = 0;

  if (!f)
    {
      kat_fail ("%s: %s", path, strerror (errno));
      return NULL;
    }
  for (;;)
    {
      /* Grow before every read, so that the last, empty one leaves room
         for the NUL.  */
      if (n == alloc)
        {
          char *b;
          alloc = alloc ? 2 * alloc : 1 << 20;
          b = realloc (buf, alloc);
          if (!b)
            {
              kat_fail ("%s: out of memory", path);
              free (buf);
              fclose (f);
              return NULL;
            }
          buf = b;
        }
      size_t got = fread (buf + n, 1, alloc - n, f);
      n += got;
      if (got == 0)
        break;
    }
  if (ferror (f))
    {
      kat_fail ("%s: read error", path);
      free (buf);
      fclose (f);
      return NULL;
    }
  fclose (f);
  buf[n] = '\0';
  *size = n;
  return buf;
}

/* JSON.  */

void
kat_json_init (struct kat_json *j, char const *text, size_t size)
{
  j->start = j->p = text;
  j->end = text + size;
  j->ok = true;
}

static void
skip_space (struct kat_json *j)
{
  while (j->p < j->end
         && (*j->p == ' ' || *j->p == '\t' || *j->p == '\n' || *j->p == '\r'))
    j->p++;
}

bool
kat_json_take (struct kat_json *j, char c)
{
  if (!j->ok)
    return false;
  skip_space (j);
  if (j->p < j->end && *j->p == c)
    {
      j->p++;
      return true;
    }
  return false;
}

bool
kat_json_expect (struct kat_json *j, char c)
{
  if (!kat_json_take (j, c))
    j->ok = false;
  return j->ok;
}

/* Read a string into BUF (SIZE bytes with the NUL), or just past it if
   BUF is null, whatever its length.  */
static bool
scan_string (struct kat_json *j, char *buf, size_t size)
{
  size_t n = 0;

  /* BUF holds a string even after an error, so that a caller may test
     J->ok once at the end.  */
  if (buf && size > 0)
    buf[0] = '\0';
  if (!kat_json_expect (j, '"'))
    return false;
  for (;;)
    {
      if (j->p == j->end)
        {
          j->ok = false;
          break;
        }
      char c = *j->p++;
      if (c == '"')
        break;
      if (c == '\\')
        {
          if (j->p == j->end)
            {
              j->ok = false;
              break;
            }
          c = *j->p++;
          switch (c)
            {
            case '"': case '\\': case '/': break;
            case 'n': c = '\n'; break;
            case 't': c = '\t'; break;
            case 'r': c = '\r'; break;
            default: j->ok = false; break;
            }
          if (!j->ok)
            break;
        }
      if (buf)
        {
          if (n + 1 >= size)
            {
              j->ok = false;
              break;
            }
          buf[n++] = c;
        }
    }
  if (buf && size > 0)
    buf[n] = '\0';
  return j->ok;
}

bool
kat_json_string (struct kat_json *j, char *buf, size_t size)
{
  if (size == 0)
    {
      j->ok = false;
      return false;
    }
  return scan_string (j, buf, size);
}

bool
kat_json_uint (struct kat_json *j, uint64_t *v)
{
  *v = 0;
  if (!j->ok)
    return false;
  skip_space (j);
  if (! (j->p < j->end && '0' <= *j->p && *j->p <= '9'))
    j->ok = false;
  while (j->ok && j->p < j->end && '0' <= *j->p && *j->p <= '9')
    {
      unsigned int d = (unsigned int) (*j->p++ - '0');
      if (*v > (UINT64_MAX - d) / 10)
        j->ok = false;
      else
        *v = *v * 10 + d;
    }
  return j->ok;
}

/* Skip one value; DEPTH bounds the recursion on a hostile file.  */
static bool
skip_value (struct kat_json *j, int depth)
{
  uint64_t number;

  if (!j->ok)
    return false;
  skip_space (j);
  if (j->p == j->end || depth > 32)
    {
      j->ok = false;
      return false;
    }
  char c = *j->p;
  if (c == '"')
    scan_string (j, NULL, 0);
  else if (c == '{' || c == '[')
    {
      char close = c == '{' ? '}' : ']';
      j->p++;
      if (kat_json_take (j, close))
        return true;
      do
        {
          if (c == '{')
            {
              scan_string (j, NULL, 0);
              kat_json_expect (j, ':');
            }
          skip_value (j, depth + 1);
        }
      while (kat_json_take (j, ','));
      kat_json_expect (j, close);
    }
  else if ('0' <= c && c <= '9')
    kat_json_uint (j, &number);
  else if (j->end - j->p >= 4 && (memcmp (j->p, "true", 4) == 0
                                  || memcmp (j->p, "null", 4) == 0))
    j->p += 4;
  else if (j->end - j->p >= 5 && memcmp (j->p, "false", 5) == 0)
    j->p += 5;
  else
    j->ok = false;
  return j->ok;
}

bool
kat_json_skip (struct kat_json *j)
{
  return skip_value (j, 0);
}

bool
kat_json_end (struct kat_json *j)
{
  if (!j->ok)
    return false;
  skip_space (j);
  return j->p == j->end;
}

void
kat_json_fail (struct kat_json const *j, char const *path)
{
  kat_fail ("%s: parse error at byte %ld", path, (long) (j->p - j->start));
}

/* The official BLAKE2 vectors.  */

static size_t
min_size (size_t a, size_t b)
{
  return a < b ? a : b;
}

/* Check every vector in DIR/blake2/ALGO-kat.txt, blocks of "in:",
   "key:" and "hash:" lines.  Return their number, or -1 after reporting
   a failure to read or parse the file.  */
static long
blake2_txt (char const *dir, char const *algo, size_t keybytes,
            size_t outbytes, kat_blake2_check_fn *check, void const *arg)
{
  char name[64], where[KAT_WHERE_MAX];
  char line[2048];
  uint8_t in[MAX_IN], key[MAX_KEY], hash[MAX_OUT];
  long inlen = -1, keylen = -1, count = 0;
  size_t lineno = 0;
  char *path;
  FILE *f;

  snprintf (name, sizeof name, "blake2/%s-kat.txt", algo);
  path = kat_path (dir, name);
  f = fopen (path, "r");
  if (!f)
    {
      kat_fail ("%s: %s", path, strerror (errno));
      free (path);
      return -1;
    }

  while (fgets (line, sizeof line, f))
    {
      size_t len = strlen (line);
      lineno++;
      if (len > 0 && line[len - 1] == '\n')
        line[--len] = '\0';
      else if (!feof (f))
        {
          kat_fail ("%s:%zu: line too long", path, lineno);
          count = -1;
          break;
        }

      if (len == 0)
        continue;
      if (strncmp (line, "in:\t", 4) == 0)
        inlen = kat_from_hex (in, sizeof in, line + 4, len - 4);
      else if (strncmp (line, "key:\t", 5) == 0)
        keylen = kat_from_hex (key, min_size (keybytes, sizeof key),
                               line + 5, len - 5);
      else if (strncmp (line, "hash:\t", 6) == 0)
        {
          long hashlen = kat_from_hex (hash, min_size (outbytes, sizeof hash),
                                       line + 6, len - 6);
          if (inlen < 0 || keylen < 0 || hashlen <= 0)
            {
              kat_fail ("%s:%zu: malformed entry", path, lineno);
              count = -1;
              break;
            }
          snprintf (where, sizeof where, "%s:%zu", path, lineno);
          struct kat_blake2_vector v = { where, in, (size_t) inlen,
                                         key, (size_t) keylen,
                                         hash, (size_t) hashlen };
          check (&v, arg);
          count++;
          inlen = keylen = -1;
        }
      else
        {
          kat_fail ("%s:%zu: unexpected line", path, lineno);
          count = -1;
          break;
        }
    }
  if (count >= 0 && ferror (f))
    {
      kat_fail ("%s: read error", path);
      count = -1;
    }
  fclose (f);
  free (path);
  return count;
}

/* Check the entries of DIR/blake2/blake2-kat.json, an array of flat
   objects of strings, whose "hash" is ALGO.  Store the numbers of
   unkeyed and keyed ones in *UNKEYED and *KEYED.  Return false after
   reporting a failure to read or parse the file.  */
static bool
blake2_json (char const *dir, char const *algo, size_t keybytes,
             size_t outbytes, kat_blake2_check_fn *check, void const *arg,
             long *unkeyed, long *keyed)
{
  char where[KAT_WHERE_MAX];
  char *path = kat_path (dir, "blake2/blake2-kat.json");
  size_t size;
  char *text = kat_read_file (path, &size);
  struct kat_json j;
  bool ok = false;
  long entry = 0;

  *unkeyed = *keyed = 0;
  if (!text)
    {
      free (path);
      return false;
    }
  kat_json_init (&j, text, size);

  if (!kat_json_expect (&j, '['))
    goto parse_error;
  if (!kat_json_take (&j, ']'))
    {
      do
        {
          char field[16], value[1200], hash_name[16] = "";
          char in_hex[1200] = "", key_hex[1200] = "", out_hex[1200] = "";

          if (!kat_json_expect (&j, '{'))
            goto parse_error;
          do
            {
              if (!kat_json_string (&j, field, sizeof field)
                  || !kat_json_expect (&j, ':')
                  || !kat_json_string (&j, value, sizeof value))
                goto parse_error;
              if (strcmp (field, "hash") == 0
                  && strlen (value) < sizeof hash_name)
                strcpy (hash_name, value);
              else if (strcmp (field, "in") == 0)
                strcpy (in_hex, value);
              else if (strcmp (field, "key") == 0)
                strcpy (key_hex, value);
              else if (strcmp (field, "out") == 0)
                strcpy (out_hex, value);
            }
          while (kat_json_take (&j, ','));
          if (!kat_json_expect (&j, '}'))
            goto parse_error;
          entry++;

          if (strcmp (hash_name, algo) == 0)
            {
              uint8_t in[MAX_IN], key[MAX_KEY], out[MAX_OUT];
              long inlen = kat_from_hex (in, sizeof in, in_hex,
                                         strlen (in_hex));
              long keylen = kat_from_hex (key, min_size (keybytes, sizeof key),
                                          key_hex, strlen (key_hex));
              long outlen = kat_from_hex (out, min_size (outbytes, sizeof out),
                                          out_hex, strlen (out_hex));
              if (inlen < 0 || keylen < 0 || outlen <= 0)
                {
                  kat_fail ("%s: entry %ld: malformed", path, entry);
                  goto done;
                }
              snprintf (where, sizeof where, "%s: entry %ld", path, entry);
              struct kat_blake2_vector v = { where, in, (size_t) inlen,
                                             key, (size_t) keylen,
                                             out, (size_t) outlen };
              check (&v, arg);
              if (keylen > 0)
                ++*keyed;
              else
                ++*unkeyed;
            }
        }
      while (kat_json_take (&j, ','));
      if (!kat_json_expect (&j, ']'))
        goto parse_error;
    }
  if (!kat_json_end (&j))
    goto parse_error;
  ok = true;
  goto done;

 parse_error:
  kat_json_fail (&j, path);
 done:
  free (text);
  free (path);
  return ok;
}

void
kat_blake2_vectors (char const *dir, char const *algo, size_t keybytes,
                    size_t outbytes, kat_blake2_check_fn *check,
                    void const *arg)
{
  int before = failures;
  long txt = blake2_txt (dir, algo, keybytes, outbytes, check, arg);
  long unkeyed, keyed;
  bool json = blake2_json (dir, algo, keybytes, outbytes, check, arg,
                           &unkeyed, &keyed);

  if (txt >= 0 && txt != 256)
    kat_fail ("%s-kat.txt: %ld vectors, expected 256", algo, txt);
  if (json && (unkeyed != 256 || keyed != 256))
    kat_fail ("blake2-kat.json: %ld unkeyed and %ld keyed %s vectors,"
              " expected 256 and 256", unkeyed, keyed, algo);
  printf ("%s: %ld kat.txt vectors, %ld json vectors %s\n", subject,
          txt < 0 ? 0 : txt, json ? unkeyed + keyed : 0,
          failures == before ? "ok" : "FAILED");
}

void
kat_report (int before)
{
  printf ("%s: %s\n", subject, failures == before ? "ok" : "FAILED");
}

void
kat_update_chunked (struct kat_hash const *h, void *state,
                    uint8_t const *in, size_t inlen, size_t chunk)
{
  size_t step = chunk ? chunk : inlen;

  for (size_t i = 0; i < inlen; i += step)
    h->update (state, in + i, inlen - i < step ? inlen - i : step);
}

void
kat_hash_chunked (struct kat_hash const *h, uint8_t *out, size_t outlen,
                  uint8_t const *in, size_t inlen, uint8_t const *key,
                  size_t keylen, size_t chunk)
{
  void *state = kat_xmalloc (h->state_size);

  h->init (state, outlen, key, keylen);
  kat_update_chunked (h, state, in, inlen, chunk);
  h->final (state, out);
  free (state);
}

void
kat_check_splits (struct kat_hash const *h, uint8_t const *in, size_t len,
                  uint8_t const *key, size_t const *second,
                  size_t nsecond, size_t stride)
{
  size_t const variants[][2] =
    {
      { h->outbytes, 0 }, { h->outbytes / 2 + 1, h->keybytes }, { 20, 1 }
    };
  uint8_t want[MAX_OUT], got[MAX_OUT];
  char what[160];
  void *s = kat_xmalloc (h->state_size);
  /* STRIDE is prime to the block size, so a sample of split points
     still cuts the block at every offset.  */
  size_t const step = kat_quick () ? stride : 1;

  for (size_t v = 0; v < countof (variants); v++)
    {
      size_t outlen = variants[v][0], keylen = variants[v][1];

      h->oneshot (want, outlen, in, len, key, keylen);

      for (size_t i = 0; i <= len; i += step)
        {
          h->init (s, outlen, key, keylen);
          h->update (s, in, i);
          h->update (s, NULL, 0);
          h->update (s, in + i, len - i);
          h->final (s, got);
          snprintf (what, sizeof what,
                    "split at %zu (outlen %zu, keylen %zu)", i, outlen,
                    keylen);
          kat_check_same (got, want, outlen, what);

          if (v > 0 && i % stride != 0)
            continue;
          for (size_t k = 0; k < nsecond; k++)
            {
              size_t j = i + second[k] < len ? i + second[k] : len;
              h->init (s, outlen, key, keylen);
              h->update (s, in, i);
              h->update (s, in + i, j - i);
              h->update (s, in + j, len - j);
              h->final (s, got);
              snprintf (what, sizeof what,
                        "split at %zu and %zu (outlen %zu, keylen %zu)", i,
                        j, outlen, keylen);
              kat_check_same (got, want, outlen, what);
            }
        }
    }
  free (s);
}

void
kat_check_pieces (struct kat_hash const *h, struct kat_pieces const *p,
                  uint8_t const *in, size_t n, uint8_t const *key,
                  size_t keylen, size_t outlen, uint8_t *want)
{
  uint8_t got[MAX_OUT];
  char what[160];

  h->oneshot (want, outlen, in, n, key, keylen);

  for (size_t c = 0; c < p->nfixed; c++)
    {
      kat_hash_chunked (h, got, outlen, in, n, key, keylen, p->fixed[c]);
      snprintf (what, sizeof what, "length %zu in chunks of %zu", n,
                p->fixed[c]);
      kat_check_same (got, want, outlen, what);
    }

  void *s = kat_xmalloc (h->state_size);
  size_t done = 0;
  h->init (s, outlen, key, keylen);
  for (size_t c = 0; done < n; c = (c + 1) % p->ncycle)
    {
      size_t piece = n - done < p->cycle[c] ? n - done : p->cycle[c];
      h->update (s, in + done, piece);
      done += piece;
    }
  h->final (s, got);
  snprintf (what, sizeof what, "length %zu in irregular chunks", n);
  kat_check_same (got, want, outlen, what);
  free (s);
}

void
kat_check_misaligned (struct kat_hash const *h, uint8_t const *in,
                      size_t len, uint8_t const *key, size_t chunk,
                      size_t keyed_chunk)
{
  /* Unions, so that member + OFF is misaligned by exactly OFF; malloc
     aligns at least as well.  */
  static union
  {
    uint64_t align;
    uint8_t b[MAX_KEY + 16];
  } keybuf;
  static union
  {
    uint64_t align;
    uint8_t b[MAX_OUT + 16];
  } outbuf;
  uint8_t *inbuf = kat_xmalloc (len + 16);
  size_t const outlen = h->outbytes, keylen = h->keybytes;
  uint8_t want[MAX_OUT], want_keyed[MAX_OUT];
  char what[160];

  /* Both reference digests come from the caller's buffers.  */
  h->oneshot (want, outlen, in, len, NULL, 0);
  h->oneshot (want_keyed, outlen, in, len, key, keylen);

  for (size_t off = 0; off < 16; off++)
    {
      uint8_t *in_off = inbuf + off, *key_off = keybuf.b + off;
      uint8_t *out = outbuf.b + off;

      memcpy (in_off, in, len);
      memcpy (key_off, key, keylen);

      h->oneshot (out, outlen, in_off, len, NULL, 0);
      snprintf (what, sizeof what, "input at offset %zu", off);
      kat_check_same (out, want, outlen, what);

      kat_hash_chunked (h, out, outlen, in_off, len, NULL, 0, chunk);
      snprintf (what, sizeof what, "input at offset %zu, chunks of %zu",
                off, chunk);
      kat_check_same (out, want, outlen, what);

      h->oneshot (out, outlen, in_off, len, key_off, keylen);
      snprintf (what, sizeof what, "input and key at offset %zu", off);
      kat_check_same (out, want_keyed, outlen, what);

      kat_hash_chunked (h, out, outlen, in_off, len, key_off, keylen,
                        keyed_chunk);
      snprintf (what, sizeof what,
                "input and key at offset %zu, chunks of %zu", off,
                keyed_chunk);
      kat_check_same (out, want_keyed, outlen, what);
    }
  free (inbuf);
}

/* A kat_blake2_check_fn: check vector V under the struct kat_hash ARG
   both one-shot and fed byte by byte.  */
static void
check_vector (struct kat_blake2_vector const *v, void const *arg)
{
  struct kat_hash const *h = arg;
  uint8_t got[MAX_OUT];
  char what[KAT_WHERE_MAX + 32];

  h->oneshot (got, v->hashlen, v->in, v->inlen, v->key, v->keylen);
  snprintf (what, sizeof what, "%s (one-shot)", v->where);
  kat_check_same (got, v->hash, v->hashlen, what);

  kat_hash_chunked (h, got, v->hashlen, v->in, v->inlen, v->key,
                    v->keylen, 1);
  snprintf (what, sizeof what, "%s (byte by byte)", v->where);
  kat_check_same (got, v->hash, v->hashlen, what);
}

void
kat_check_vectors (char const *dir, struct kat_hash const *h)
{
  if (dir)
    kat_blake2_vectors (dir, h->name, h->keybytes, h->outbytes,
                        check_vector, h);
}
