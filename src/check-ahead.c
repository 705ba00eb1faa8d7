/* check-ahead.c -- hash the files of a checksum list ahead, two at a time

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

/* Why: a list of many files of up to 1 MiB was checked one file at a
   time on one thread, since BLAKE3 spreads a file over the threads
   only from 1 MiB (blake3-threads.c) and BLAKE2b never; the system
   b3sum, which splits every file between its threads, checked 200
   files of 128 KiB in 36 ms against our 43 (now 30; 5,000 files of
   4 KiB: 97, 93, now 62; doc/measurements.md), and so were b2sum's.
   Here the two threads of a join take the files of a window of lines
   in turn, as each becomes free, and hash them whole with read () into
   a buffer of their own; the caller then reports the lines in order as
   before (hash_whole, in hashfile.h, says why not hash_open_file).

   Only what would succeed is done here: a file that is not regular is
   not even opened (opening a FIFO would block, a device may act on
   it), and one that cannot be opened or read is left to the caller,
   whose own attempt gives the usual message.  A file is looked at by
   name (stat) before it is opened, and again once open.  */

#include <config.h>

#include "check-ahead.h"

#include <stdlib.h>
#ifndef __STDC_NO_ATOMICS__
# include <stdatomic.h>
#endif
#include <sys/stat.h>
#include <unistd.h>

#include "fcntl--.h"
#include "hashfile.h"
#include "progress.h"
#include "system.h"
#include "core/workers.h"

/* The files of a window, which the two sides of the join take in
   turn as each becomes free: a static half each would leave one side
   idle whenever the other meets larger files or a slower processor.  */
struct window
{
  struct check_ahead_file *files;
  size_t n;
#ifndef __STDC_NO_ATOMICS__
  atomic_size_t next;           /* the next file to take */
#endif
};

/* What one thread of the join hashes, through BUF: files of W.  */
struct side
{
  struct window *w;
  size_t first;                 /* without atomics: it, and every other */
  uint8_t *buf;
};

/* Hash F through BUF, or leave F->hashed false.  */
static void
hash_one (uint8_t *buf, struct check_ahead_file *f)
{
  f->hashed = false;
  struct stat st;
  if (!f->name || STREQ (f->name, "-") || sizeof f->digest < f->p->outlen
      || stat (f->name, &st) != 0 || !S_ISREG (st.st_mode)
      || HASH_WHOLE_MAX < st.st_size)
    return;
  int fd = open (f->name, O_RDONLY | O_BINARY);
  if (fd < 0)
    return;
  enum hash_status status;
  int err;
  if (!hash_whole (fd, f->ops, f->p, buf, f->digest, &status, &err))
    close (fd);
  else
    f->hashed = status == HASH_OK;
}

static void
run_side (void *arg)
{
  struct side const *s = arg;
  struct window *w = s->w;
#ifndef __STDC_NO_ATOMICS__
  for (size_t i; (i = atomic_fetch_add (&w->next, 1)) < w->n; )
    hash_one (s->buf, &w->files[i]);
#else
  /* A compiler without C11 atomics: every other file each.  */
  for (size_t i = s->first; i < w->n; i += 2)
    hash_one (s->buf, &w->files[i]);
#endif
}

bool
check_ahead_wanted (struct workers *pool, FILE *list,
                    struct digest_ops const *ops, enum mmap_policy policy)
{
  struct stat st;
  return (pool && 2 <= workers_threads (pool) && !progress_on
          && policy != MMAP_ALWAYS && !ops->one_state
          && fstat (fileno (list), &st) == 0 && S_ISREG (st.st_mode));
}

void
check_ahead (struct check_ahead_file *files, size_t n, struct workers *pool)
{
  /* Kept from one window to the next.  */
  static uint8_t *buffers;
  for (size_t i = 0; i < n; i++)
    files[i].hashed = false;
  if (!buffers && !(buffers = malloc (2 * HASH_WHOLE_BUFFER)))
    return;

  struct window w = { files, n };
#ifndef __STDC_NO_ATOMICS__
  atomic_init (&w.next, 0);
#endif
  struct side a = { &w, 0, buffers };
  struct side b = { &w, 1, buffers + HASH_WHOLE_BUFFER };
  /* Nothing here reads a mapping; but should a fault come back all the
     same, no digest of the window is trusted.  */
  if (workers_join2 (pool, run_side, &a, run_side, &b) != 0)
    for (size_t i = 0; i < n; i++)
      files[i].hashed = false;
}
