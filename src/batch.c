/* batch.c -- many small files read ahead and hashed together

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

/* A file of a few KiB takes longer to open, read and close than to
   hash, and alone it fills few of the kernels' lanes: BLAKE3 hashes a
   4 KiB file's four chunks in a call that could take sixteen, BLAKE2b
   has a single chain of compressions.  So regular files of at most
   the algorithm's batch_max_len bytes are read into memory one after
   another, up to BATCH_FILES of them, and hashed by one hash_batch
   call, which gives the lanes to several files at once; then their
   lines are printed, in order.

   Anything else met on the way (a larger file, standard input, a FIFO,
   a file that cannot be opened or read) first flushes the files
   pending, then goes the usual way; so does any message about a file
   from elsewhere (the walk of --recursive), as report_file_error
   flushes first.  Every line and message thus comes at its file's
   place in the operands' order, the exit status is the same, and the
   digests are those of hashing each file alone, which is what
   hash_batch computes.  */

#include <config.h>

#include "batch.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>

#include "hashfile.h"
#include "xalloc.h"

/* Files per batch: as many as the widest BLAKE3 kernel has lanes for
   single chunks.  A digest of at most BATCH_DIGEST_MAX bytes, which
   covers every BLAKE2 length and BLAKE3's default.  */
enum { BATCH_FILES = 16, BATCH_DIGEST_MAX = 64 };

static struct batch_hooks const *hooks;
static size_t max_len;
/* BATCH_FILES buffers of MAX_LEN + 1 bytes, one per pending file.  */
static uint8_t *buffers;
static size_t pending;
static char *names[BATCH_FILES];
static size_t lens[BATCH_FILES];

static uint8_t *
buffer (size_t i)
{
  return buffers + i * (max_len + 1);
}

bool
batch_start (struct batch_hooks const *h)
{
  struct digest_ops const *ops = h->ops;
  if (!ops->hash_batch || ops->batch_max_len == 0
      || BATCH_DIGEST_MAX < h->params->outlen
      || !ops->hash_batch (h->params, 0, NULL, NULL, NULL))
    return false;
  max_len = ops->batch_max_len;
  buffers = xnmalloc (BATCH_FILES, max_len + 1);
  hooks = h;
  return true;
}

void
batch_flush (void)
{
  size_t n = pending;
  if (n == 0)
    return;
  /* Callers about to report an error may still need errno.  */
  int saved_errno = errno;
  /* Emptied first: a line that cannot be written ends the program,
     and nothing must then try to print these again.  */
  pending = 0;

  uint8_t digests[BATCH_FILES][BATCH_DIGEST_MAX];
  uint8_t const *msgs[BATCH_FILES];
  uint8_t *outs[BATCH_FILES];
  for (size_t i = 0; i < n; i++)
    {
      msgs[i] = buffer (i);
      outs[i] = digests[i];
    }
  /* batch_start asked whether the parameters are taken.  */
  if (!hooks->ops->hash_batch (hooks->params, n, msgs, lens, outs))
    abort ();
  /* The lines are printed into memory and written with one fwrite: the
     line-buffered standard output then makes one write of them all,
     still of whole lines, rather than one per line.  */
  char *text = NULL;
  size_t text_len = 0;
  FILE *out = stdout;
  FILE *mem = open_memstream (&text, &text_len);
  if (mem)
    stdout = mem;
  for (size_t i = 0; i < n; i++)
    {
      hooks->print (names[i], digests[i]);
      free (names[i]);
    }
  if (mem)
    {
      stdout = out;
      if (fclose (mem) != 0)
        xalloc_die ();
      fwrite (text, 1, text_len, stdout);
      free (text);
      hooks->check ();
    }
  errno = saved_errno;
}

bool
batch_hash (char const *file)
{
  struct small_file r = { HASH_OK, 0, -1, 0 };
  if (! (file[0] == '-' && file[1] == '\0'))
    {
      hash_read_small (file, buffer (pending), max_len, &r);
      if (r.status == HASH_OK && r.fd < 0)
        {
          lens[pending] = r.len;
          names[pending++] = xstrdup (file);
          if (pending == BATCH_FILES)
            batch_flush ();
          return true;
        }
    }
  batch_flush ();
  return hooks->hash (file, r.fd, r.status, r.err);
}
