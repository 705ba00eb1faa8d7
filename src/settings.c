/* settings.c -- the settings of this run, and the key they hold

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

/* Built once per program, like sum.c, so that the defaults are the
   program's own.  */

#include <config.h>

#include <errno.h>
#include <stdlib.h>
#include <string.h>

#if HAVE_SYS_PRCTL_H
# include <sys/prctl.h>
#endif

#include "settings.h"
#include "full-read.h"
#include "xalloc.h"

struct settings settings =
  {
    /* b2sum's -a may change it; bt2sum's -a changes the algorithm of
       the tree's nodes instead.  */
    .ops = DIGEST_OPS,
    .binary = -1,
    .digest_delim = '\n',
    .mmap_policy = DEFAULT_MMAP_POLICY,
  };

void
wipe_key (void)
{
  if (!settings.key_buffer)
    return;
#if HAVE_LIBBSD
  freezero (settings.key_buffer, BLAKE2B_KEYBYTES + 1);
#else
  explicit_bzero (settings.key_buffer, BLAKE2B_KEYBYTES + 1);
  free (settings.key_buffer);
#endif
  settings.key_buffer = NULL;
}

ptrdiff_t
read_key (int fd, size_t max)
{
  wipe_key ();
#ifdef PR_SET_DUMPABLE
  /* From here on no core dump holds the key, and no other process of
     the user can read it through ptrace or /proc/PID/mem.  A process
     killed by a signal never runs wipe_key.  */
  prctl (PR_SET_DUMPABLE, 0);
#endif
  settings.key_buffer = xmalloc (BLAKE2B_KEYBYTES + 1);
  /* One byte more than allowed tells a long key from one that fits.  */
  size_t got = full_read (fd, settings.key_buffer, max + 1);
  /* full_read sets errno to 0 at end of file.  */
  if (got <= max && errno != 0)
    return -1;
  settings.params.key = settings.key_buffer;
  settings.params.keylen = got;
  return got;
}
