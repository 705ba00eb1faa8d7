/* read-pipeline.c -- read a file on one thread while the others hash

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

/* Why: a file that is read rather than mapped (b2sum as coreutils
   reads, a pipe of a hash that is slower than the pipe) would have the
   hashing wait for each read and the reading for each hash.  With two
   buffers, one thread reads the next while the others hash the last,
   so the slower of the two sets the pace.  */

#include <config.h>

#include "read-pipeline.h"

#include <errno.h>
#include <stdbool.h>
#include <stdlib.h>
#include <unistd.h>

#include "cold-read.h"
#include "full-read.h"
#include "workers.h"

/* READ_PIPELINE_BUFFER: the bytes of each of the two buffers.  Large,
   so that the hashing of one buffer can itself be spread over the
   threads (BLAKE3 splits from 1 MiB, BLAKE2bp gives each leaf a
   quarter).  */
enum { READ_PIPELINE_BUFFER = 4 * 1024 * 1024 };

/* A buffer to fill from a descriptor, as a task for workers_join2.  */
struct fill_task
{
  int fd;
  unsigned char *buf;
  size_t got;                   /* READ_PIPELINE_BUFFER unless at the end */
  int err;                      /* errno of a failed read, or 0 */
};

static void
fill_buffer (void *arg)
{
  struct fill_task *t = arg;
  t->got = full_read (t->fd, t->buf, READ_PIPELINE_BUFFER);
  /* full_read sets errno to 0 at end of file.  */
  t->err = t->got < READ_PIPELINE_BUFFER ? errno : 0;
}

/* Bytes to hash, as a task for workers_join2.  */
struct hash_task
{
  struct read_pipeline const *p;
  unsigned char const *buf;
  size_t len;
};

static void
hash_buffer (void *arg)
{
  struct hash_task *t = arg;
  t->p->hash (t->p->arg, t->buf, t->len);
}

static void
hashed (struct read_pipeline const *p, size_t len)
{
  if (p->hashed)
    p->hashed (p->arg, len);
}

/* Hand the buffers read from FD to P->hash, each as the next is read,
   for read_pipeline; what each read is told to READER (if not null)
   first.  */
static int
run_pipeline (int fd, struct workers *pool, struct read_pipeline const *p,
              struct cold_reader *reader)
{
  /* Kept from one file to the next.  */
  static unsigned char *buffers[2];
  for (int i = 0; i < 2; i++)
    if (!buffers[i] && !(buffers[i] = malloc (READ_PIPELINE_BUFFER)))
      return -1;

  off_t at = reader ? lseek (fd, 0, SEEK_CUR) : -1;
  struct fill_task filled = { fd, buffers[0], 0, 0 };
  if (0 <= at)
    cold_reader_next (reader, at, READ_PIPELINE_BUFFER);
  fill_buffer (&filled);
  for (int next = 1; filled.err == 0 && filled.got > 0; next = !next)
    {
      struct hash_task hashing = { p, filled.buf, filled.got };
      if (filled.got < READ_PIPELINE_BUFFER)
        {
          /* The end of the file: nothing more to read.  */
          hash_buffer (&hashing);
          hashed (p, hashing.len);
          return 0;
        }
      struct fill_task reading = { fd, buffers[next], 0, 0 };
      if (0 <= at)
        {
          at += filled.got;
          cold_reader_next (reader, at, READ_PIPELINE_BUFFER);
        }
      /* Neither side reads a mapping, but a fault is passed on all the
         same rather than hashed on as if nothing had happened.  */
      workers_join2_raise (pool, hash_buffer, &hashing, fill_buffer,
                           &reading);
      hashed (p, hashing.len);
      filled = reading;
    }
  return filled.err;
}

int
read_pipeline (int fd, struct workers *pool, struct read_pipeline const *p,
               off_t cold_from)
{
  if (cold_from < 0)
    return run_pipeline (fd, pool, p, NULL);

  /* A file none of which was in memory is dropped from the page cache
     as it is read (cold-read.h), from where its caller began: the
     caller's own reads, before the pipeline, are this reader's too.
     Left there, the first and last buffers of a cold 1 GiB stayed
     cached (tests/misc/cold-read-drops.sh).  */
  struct cold_reader reader;
  cold_reader_init (&reader, fd);
  off_t at = lseek (fd, 0, SEEK_CUR);
  if (cold_from < at)
    cold_reader_next (&reader, cold_from, at - cold_from);
  int r = run_pipeline (fd, pool, p, &reader);
  cold_reader_finish (&reader);
  return r;
}
