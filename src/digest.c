/* digest.c -- what every algorithm of the digest table shares

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

#include "digest.h"

#include <inttypes.h>
#include <stdio.h>
#include <string.h>

void
digest_params_default (struct digest_params *p, uint64_t outlen)
{
  memset (p, 0, sizeof *p);
  p->outlen = outlen;
  p->fanout = 1;
  p->depth = 1;
}

void
digest_print_tag (struct digest_ops const *ops, struct digest_params const *p)
{
  if (ops->print_tag)
    {
      ops->print_tag (p);
      return;
    }
  fputs (ops->tag, stdout);
  if (ops->tag_bits == DIGEST_TAG_BITS_ALWAYS
      || (ops->tag_bits == DIGEST_TAG_BITS_BELOW_MAX
          && p->outlen < ops->max_outlen))
    printf ("-%" PRIu64, p->outlen * 8);
}
