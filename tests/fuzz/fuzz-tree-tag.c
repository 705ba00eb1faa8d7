/* fuzz-tree-tag.c -- fuzz the parser of bt2sum's tag words

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

/* The input, as a string of exactly its size, goes to the descriptor's
   parse_tag hook, as the check-line parser calls it.  The model: an
   accepted word lies within the string and describes a tree that
   blake2_tree_new takes, with a length its algorithm allows; the
   descriptor's print_tag writes it back as a word that parses, whole,
   to the same tree, and prints the same again.  */

#include <config.h>

#include "fuzz-input.h"

#include "digest.h"

static struct digest_ops const *const ops = &blake2_tree_digest_ops;

/* Print the tag word of BITS and P; return it in a malloc'ed string.  */
static char *
print_tag (unsigned int bits, struct digest_params const *p, size_t *len)
{
  struct digest_params q = *p;
  q.outlen = bits / 8;
  char *buf;
  FUZZ_CAPTURE_STDOUT (&buf, len, digest_print_tag (ops, &q));
  return buf;
}

int
LLVMFuzzerTestOneInput (uint8_t const *data, size_t size)
{
  char *s = malloc (size + 1);
  if (!s)
    abort ();
  memcpy (s, data, size);
  s[size] = '\0';

  unsigned int bits = 0;
  struct digest_params p;
  digest_params_default (&p, 0);
  size_t word = ops->parse_tag (s, &bits, &p);
  if (word)
    {
      FUZZ_CHECK (word <= strlen (s));
      unsigned int algo_bits = p.tree.algo == BLAKE2_TREE_S ? 256 : 512;
      FUZZ_CHECK (bits % 8 == 0 && 8 <= bits && bits <= algo_bits);
      struct blake2_tree_params tp = p.tree;
      tp.digest_length = bits / 8;
      struct blake2_tree *t = blake2_tree_new (&tp);
      FUZZ_CHECK (t);
      blake2_tree_free (t);

      size_t len;
      char *printed = print_tag (bits, &p, &len);
      unsigned int bits2 = 0;
      struct digest_params p2;
      digest_params_default (&p2, 0);
      FUZZ_CHECK (ops->parse_tag (printed, &bits2, &p2) == len);
      FUZZ_CHECK (bits2 == bits);
      FUZZ_CHECK (p2.tree.algo == p.tree.algo
                  && p2.tree.leaf_length == p.tree.leaf_length
                  && p2.tree.fanout == p.tree.fanout
                  && p2.tree.max_depth == p.tree.max_depth);
      size_t len2;
      char *again = print_tag (bits2, &p2, &len2);
      FUZZ_CHECK (len2 == len && memcmp (again, printed, len) == 0);
      /* The word alone, as a check line gives it, parses the same.  */
      FUZZ_CHECK (ops->parse_tag (s, &bits2, &p2) == word);
      free (again);
      free (printed);
    }
  free (s);
  return 0;
}
