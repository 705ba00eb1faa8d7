/* system.h -- declarations every front-end file needs

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

#ifndef BLAKESUM_SYSTEM_H
#define BLAKESUM_SYSTEM_H

#include <errno.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "error.h"
#include "quotearg.h"

#define STREQ(a, b) (strcmp (a, b) == 0)

/* Quote a file name for a diagnostic, as coreutils does: shell quoting,
   with colons quoted too so that "NAME: message" stays unambiguous.  */
#define quotef(arg) \
  quotearg_n_style_colon (0, shell_escape_quoting_style, arg)

/* The messages that b2sum and bt2sum share with coreutils' b2sum are
   its own, word for word, so that coreutils' message catalog (the
   domain "coreutils", which main chooses for them) translates them as
   it translates coreutils' b2sum.  Ours alone stay in English.  b3sum
   and bao never set the locale, as the Rust programs do not: to them
   gettext gives every message back as it is.  Without gettext in the C
   library, _() is the identity.  */
#if ENABLE_NLS
# include <libintl.h>
# define _(msgid) gettext (msgid)
#else
# define _(msgid) (msgid)
# define dgettext(domain, msgid) (msgid)
/* gettext's form for a message with a count: the singular for N == 1,
   the plural otherwise (a translation chooses by N itself).  */
# define ngettext(msgid, msgid_plural, n) \
  ((n) == 1 ? (msgid) : (msgid_plural))
#endif
#define N_(msgid) msgid

#endif
