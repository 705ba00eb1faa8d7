/* fuzz-gnu-check.c -- fuzz b2sum's and bt2sum's check-line parser

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

/* The first byte picks the algorithm (-a of b2sum, or bt2sum's trees)
   and whether the list is standard input; the rest is a checksum list,
   cut into lines as getline does and each prepared as gnu_check_list
   prepares it, then parsed by gnu_check_parse_line.  Each line lives
   in a buffer of exactly its size, so that AddressSanitizer sees any
   read past its end.  A -z list has no newlines, only NULs: one long
   line with NULs inside.

   The model: a line that is accepted names a digest length, a hex
   digest of exactly that many digits and a file; printed back as
   sum.c prints lines (tagged and untagged, escaped when the name needs
   it, with the same shared printers) and parsed afresh, it gives the
   same length, digest, file and tree parameters.  The one exception
   is an untagged line with an empty name, which the printer cannot
   write: b2sum never prints one.  */

#include <config.h>

#include "fuzz-input.h"

#include <stdbool.h>

#include "c-ctype.h"
#include "digest.h"
#include "gnu-check.h"
#include "names.h"

static struct digest_ops const *const algorithms[] =
  {
    &blake2b_digest_ops, &blake2bp_digest_ops, &blake2s_digest_ops,
    &blake2sp_digest_ops, &blake2_tree_digest_ops
  };
enum { N_ALGORITHMS = sizeof algorithms / sizeof algorithms[0] };

/* Write the line for L as sum.c does, tagged or not, and return it in
   a malloc'ed string of *LEN bytes.  */
static char *
print_line (struct gnu_check_options const *o, struct gnu_check_line const *l,
            bool tagged, size_t *len)
{
  char *buf;
  size_t name_len = strlen (l->name);
  bool escape = name_needs_escape (l->name, name_len);
  struct digest_params p = l->params;
  p.outlen = l->bits / 8;
  FUZZ_CAPTURE_STDOUT (&buf, len,
    {
      if (escape)
        putchar ('\\');
      if (tagged)
        {
          digest_print_tag (o->ops, &p);
          fputs (" (", stdout);
          print_name (l->name, name_len, escape);
          fputs (") = ", stdout);
          fputs (l->hex, stdout);
        }
      else
        {
          fputs (l->hex, stdout);
          fputs ("  ", stdout);
          print_name (l->name, name_len, escape);
        }
    });
  return buf;
}

static bool
same_tree (struct blake2_tree_params const *a,
           struct blake2_tree_params const *b)
{
  return (a->algo == b->algo && a->leaf_length == b->leaf_length
          && a->fanout == b->fanout && a->max_depth == b->max_depth);
}

/* L was just accepted: check what it says, and that printed back it
   parses to the same.  */
static void
check_accepted (struct gnu_check_options const *o, bool is_stdin,
                struct gnu_check_line const *l)
{
  FUZZ_CHECK (l->bits % 8 == 0 && 8 <= l->bits && l->bits <= o->max_bits);
  FUZZ_CHECK (strlen (l->hex) == l->bits / 4);
  for (char const *h = l->hex; *h; h++)
    FUZZ_CHECK (c_isxdigit (*h));
  FUZZ_CHECK (! (is_stdin && strcmp (l->name, "-") == 0));

  for (int tagged = 0; tagged <= 1; tagged++)
    {
      if (!tagged && !*l->name)
        continue;
      size_t len;
      char *line = print_line (o, l, tagged, &len);
      struct gnu_check_line again;
      /* A fresh parse, so that the form of the list's untagged lines
         does not matter; the next input starts afresh anyway.  */
      gnu_check_forget_form ();
      char *shown = strdup (line);
      if (!shown)
        abort ();
      bool ok = gnu_check_parse_line (line, len, is_stdin, o, &again);
      if (!ok)
        fprintf (stderr, "printed back: \"%s\"\n", shown);
      free (shown);
      FUZZ_CHECK (ok);
      FUZZ_CHECK (again.bits == l->bits);
      FUZZ_CHECK (strcmp (again.hex, l->hex) == 0);
      FUZZ_CHECK (strcmp (again.name, l->name) == 0);
      if (tagged && o->ops->parse_tag)
        FUZZ_CHECK (same_tree (&again.params.tree, &l->params.tree));
      free (line);
    }
}

/* An accepted line, copied out of its buffer.  */
struct accepted
{
  struct gnu_check_line l;
  char *hex;
  char *name;
};

int
LLVMFuzzerTestOneInput (uint8_t const *data, size_t size)
{
  struct fuzz_input in = { data, size };
  uint8_t pick = fuzz_u8 (&in);
  struct gnu_check_options o;
  memset (&o, 0, sizeof o);
  o.ops = algorithms[(pick & 0x7f) % N_ALGORITHMS];
  o.max_bits = o.ops->max_outlen * 8;
  digest_params_default (&o.params, o.ops->max_outlen);
  if (o.ops->parse_tag)
    {
      /* bt2sum's defaults, which untagged lines keep.  */
      o.params.tree.algo = BLAKE2_TREE_B;
      o.params.tree.leaf_length = 8192;
      o.params.tree.fanout = 0;
      o.params.tree.max_depth = 2;
    }
  bool is_stdin = pick & 0x80;

  /* The whole list first, in order, as gnu_check_list parses it; then
     the model, whose fresh parses forget the list's form.  */
  struct accepted *acc = malloc ((size + 1) * sizeof *acc);
  if (!acc)
    abort ();
  size_t n_acc = 0;
  gnu_check_forget_form ();
  while (in.n)
    {
      /* One line as getline gives it, newline included, in a buffer
         of exactly its size and a NUL.  */
      uint8_t const *nl = memchr (in.p, '\n', in.n);
      size_t got = nl ? (size_t) (nl - in.p) + 1 : in.n;
      char *line = malloc (got + 1);
      if (!line)
        abort ();
      memcpy (line, in.p, got);
      line[got] = '\0';
      in.p += got;
      in.n -= got;

      /* What gnu_check_list does before parsing.  */
      size_t len = got;
      if (line[0] == '#')
        {
          free (line);
          continue;
        }
      len -= line[len - 1] == '\n';
      len -= line[len - (0 < len)] == '\r';
      if (len == 0)
        {
          free (line);
          continue;
        }
      line[len] = '\0';
      char *exact = malloc (len + 1);
      if (!exact)
        abort ();
      memcpy (exact, line, len + 1);
      free (line);

      struct gnu_check_line l;
      if (gnu_check_parse_line (exact, len, is_stdin, &o, &l))
        {
          FUZZ_CHECK (exact <= l.name && l.name <= exact + len);
          FUZZ_CHECK (exact <= l.hex && l.hex <= exact + len);
          struct accepted *a = &acc[n_acc++];
          a->l = l;
          a->hex = strdup (l.hex);
          a->name = strdup (l.name);
          if (!a->hex || !a->name)
            abort ();
          a->l.hex = a->hex;
          a->l.name = a->name;
        }
      free (exact);
    }

  for (size_t i = 0; i < n_acc; i++)
    {
      check_accepted (&o, is_stdin, &acc[i].l);
      free (acc[i].hex);
      free (acc[i].name);
    }
  free (acc);
  return 0;
}
