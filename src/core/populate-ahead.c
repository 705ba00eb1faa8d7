/* populate-ahead.c -- read a mapped file into memory on a thread of its
   own, a little ahead of the thread that hashes it or the threads that
   read it

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

/* Why a thread of its own rather than a join on the pool (workers.h):
   the hashing thread must never wait for the populating one, which
   only saves it faults, and must be able to leave at a fault
   (hash_guard_mapping) while the other is still at work.  A join waits
   for both sides, and a side left untaken runs after the other, when
   reading ahead is of no use.  batch.c's reader is a thread of its own
   for a like reason.  */

#include <config.h>

#include "populate-ahead.h"

#include <stdbool.h>
#include <stdint.h>
#include <stdlib.h>
#include <sys/mman.h>

#if USE_POSIX_THREADS && defined MADV_POPULATE_READ

# include "workers.h"

struct populate_ahead
{
  unsigned char const *map;
  size_t size;
  size_t ahead;                 /* how far past HASHED it may read in */
  bool unmap;                   /* drop each piece's entries at once */
  pthread_t thread;
  pthread_mutex_t lock;
  pthread_cond_t moved;         /* the hashing moved on, or must stop */
  pthread_cond_t advanced;      /* more is in memory, or it has ended */
  /* Under LOCK.  */
  size_t hashed;                /* the bytes the hashing thread is done with */
  size_t populated;             /* read in from the start; SIZE_MAX: ended */
  bool stop;
  bool waiting;                 /* the populating thread waits on MOVED */
  int readers_waiting;          /* threads in populate_ahead_wait */
};

/* The first DONE bytes of P's mapping have been read in, or skipped
   (SIZE_MAX: the thread has ended): wake the readers waiting for
   them.  */
static void
advance (struct populate_ahead *p, size_t done)
{
  pthread_mutex_lock (&p->lock);
  p->populated = done;
  if (p->readers_waiting)
    pthread_cond_broadcast (&p->advanced);
  pthread_mutex_unlock (&p->lock);
}

/* Read in the mapping a piece at a time, from the start, never more
   than P->ahead bytes past what was hashed, and skipping what the
   hashing thread has passed already.  A piece that the hashing thread
   passed, and dropped, while it was being read in is dropped again
   here: its pages would otherwise stay mapped to the end, and a run of
   them had kept 129 MB resident.  */
static void *
populate (void *arg)
{
  struct populate_ahead *p = arg;
  for (size_t at = 0; at < p->size; at += POPULATE_AHEAD_PIECE)
    {
      pthread_mutex_lock (&p->lock);
      while (!p->stop && p->hashed + p->ahead <= at)
        {
          p->waiting = true;
          if (p->readers_waiting)
            pthread_cond_broadcast (&p->advanced);
          pthread_cond_wait (&p->moved, &p->lock);
        }
      bool stop = p->stop;
      size_t hashed = p->hashed;
      pthread_mutex_unlock (&p->lock);
      if (stop)
        break;
      size_t len = (p->size - at < POPULATE_AHEAD_PIECE
                    ? p->size - at : POPULATE_AHEAD_PIECE);
      if (hashed < at + len)
        {
          void *piece = (void *) (p->map + at);
          /* EFAULT where the file shrank, EINVAL on a kernel before
             5.14: the hashing thread then takes its own faults, or
             reads, as without this thread.  */
          if (madvise (piece, len, MADV_POPULATE_READ) != 0)
            break;
          pthread_mutex_lock (&p->lock);
          hashed = p->hashed;
          pthread_mutex_unlock (&p->lock);
          if (p->unmap || at + len <= hashed)
            madvise (piece, len, MADV_DONTNEED);
        }
      advance (p, at + len);
    }
  advance (p, SIZE_MAX);
  return NULL;
}

/* Start P's thread over the SIZE bytes at MAP, reading in at most
   AHEAD bytes past what was hashed; with UNMAP, dropping the
   page-table entries of each piece once it is in memory.  */
static struct populate_ahead *
start (void const *map, size_t size, size_t ahead, bool unmap)
{
  struct populate_ahead *p = malloc (sizeof *p);
  if (!p)
    return NULL;
  p->map = map;
  p->size = size;
  p->ahead = ahead;
  p->unmap = unmap;
  p->hashed = 0;
  p->populated = 0;
  p->stop = false;
  p->waiting = false;
  p->readers_waiting = 0;
  if (pthread_mutex_init (&p->lock, NULL) != 0)
    {
      free (p);
      return NULL;
    }
  if (pthread_cond_init (&p->moved, NULL) != 0)
    {
      pthread_mutex_destroy (&p->lock);
      free (p);
      return NULL;
    }
  if (pthread_cond_init (&p->advanced, NULL) != 0)
    {
      pthread_cond_destroy (&p->moved);
      pthread_mutex_destroy (&p->lock);
      free (p);
      return NULL;
    }
  int started = workers_thread_create (&p->thread, populate, p);
  if (started != 0)
    {
      pthread_cond_destroy (&p->advanced);
      pthread_cond_destroy (&p->moved);
      pthread_mutex_destroy (&p->lock);
      free (p);
      return NULL;
    }
  return p;
}

struct populate_ahead *
populate_ahead_start (void const *map, size_t size)
{
  return start (map, size,
                POPULATE_AHEAD_PIECES * (size_t) POPULATE_AHEAD_PIECE,
                false);
}

struct populate_ahead *
populate_ahead_start_for_readers (void const *map, size_t size,
                                  size_t ahead)
{
  return start (map, size, ahead, true);
}

void
populate_ahead_wait (struct populate_ahead *p, size_t upto)
{
  if (!p)
    return;
  pthread_mutex_lock (&p->lock);
  while (p->populated < upto && !p->waiting)
    {
      p->readers_waiting++;
      pthread_cond_wait (&p->advanced, &p->lock);
      p->readers_waiting--;
    }
  pthread_mutex_unlock (&p->lock);
}

void
populate_ahead_hashed (struct populate_ahead *p, size_t hashed)
{
  if (!p)
    return;
  pthread_mutex_lock (&p->lock);
  p->hashed = hashed;
  /* Woken, the thread is no longer taken to wait, so that no reader
     leaves populate_ahead_wait before it has read on.  */
  if (p->waiting)
    {
      p->waiting = false;
      pthread_cond_signal (&p->moved);
    }
  pthread_mutex_unlock (&p->lock);
}

void
populate_ahead_stop (struct populate_ahead *p)
{
  if (!p)
    return;
  pthread_mutex_lock (&p->lock);
  p->stop = true;
  pthread_cond_signal (&p->moved);
  pthread_mutex_unlock (&p->lock);
  pthread_join (p->thread, NULL);
  pthread_cond_destroy (&p->advanced);
  pthread_cond_destroy (&p->moved);
  pthread_mutex_destroy (&p->lock);
  free (p);
}

#else /* !(USE_POSIX_THREADS && MADV_POPULATE_READ) */

struct populate_ahead *
populate_ahead_start (void const *map, size_t size)
{
  return NULL;
}

struct populate_ahead *
populate_ahead_start_for_readers (void const *map, size_t size,
                                  size_t ahead)
{
  return NULL;
}

void
populate_ahead_wait (struct populate_ahead *p, size_t upto)
{
}

void
populate_ahead_hashed (struct populate_ahead *p, size_t hashed)
{
}

void
populate_ahead_stop (struct populate_ahead *p)
{
}

#endif
