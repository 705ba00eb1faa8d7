/* fail-alloc.c -- a shared object for LD_PRELOAD that makes one
   allocation fail, for the allocation-failure sweeps of tests/faults.

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

/* malloc, calloc and realloc are counted, on every thread, from the
   first call in the process.  With BLAKESUM_FAIL_ALLOC=N (N > 0) the
   Nth call fails, once, with ENOMEM, as an exhausted heap would; the
   others go to the C library.  With N = 0, or unset, none fails.  In
   either case, if BLAKESUM_ALLOC_COUNT names a file, the number of
   calls is written there at exit, which is how a test learns how many
   positions a run has.  */

#define _GNU_SOURCE 1
#include <dlfcn.h>
#include <errno.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void *(*real_malloc) (size_t);
static void *(*real_calloc) (size_t, size_t);
static void *(*real_realloc) (void *, size_t);
static void (*real_free) (void *);

/* dlsym may itself allocate (older glibc's calloc for its error
   state): those calls, while resolving, are served from this arena,
   which is never freed.  */
static _Alignas (max_align_t) unsigned char arena[4096];
static size_t arena_used;
static int resolving;

static unsigned long fail_at;
static unsigned long calls;

static void
resolve (void)
{
  if (real_free || resolving)
    return;
  resolving = 1;
  real_malloc = (void *(*) (size_t)) dlsym (RTLD_NEXT, "malloc");
  real_calloc = (void *(*) (size_t, size_t)) dlsym (RTLD_NEXT, "calloc");
  real_realloc = (void *(*) (void *, size_t)) dlsym (RTLD_NEXT, "realloc");
  real_free = (void (*) (void *)) dlsym (RTLD_NEXT, "free");
  char const *n = getenv ("BLAKESUM_FAIL_ALLOC");
  fail_at = n ? strtoul (n, NULL, 10) : 0;
  resolving = 0;
}

static void *
from_arena (size_t size)
{
  size_t align = _Alignof (max_align_t);
  size_t at = (arena_used + align - 1) / align * align;
  if (sizeof arena - at < size)
    return NULL;
  arena_used = at + size;
  return memset (arena + at, 0, size);
}

static int
in_arena (void const *p)
{
  unsigned char const *q = p;
  return arena <= q && q < arena + sizeof arena;
}

/* Count one call; return nonzero if it is the one to fail.  */
static int
fails (void)
{
  unsigned long k = __atomic_add_fetch (&calls, 1, __ATOMIC_RELAXED);
  if (k == fail_at)
    {
      errno = ENOMEM;
      return 1;
    }
  return 0;
}

void *
malloc (size_t size)
{
  resolve ();
  if (!real_malloc)
    return from_arena (size);
  return fails () ? NULL : real_malloc (size);
}

void *
calloc (size_t n, size_t size)
{
  resolve ();
  if (!real_calloc)
    return size && n > (size_t) -1 / size ? NULL : from_arena (n * size);
  return fails () ? NULL : real_calloc (n, size);
}

void *
realloc (void *p, size_t size)
{
  resolve ();
  if (!real_realloc || in_arena (p))
    {
      /* Only the resolving calls get here, with blocks of the arena,
         whose sizes are not kept: copy what the arena holds from P.  */
      void *q = real_malloc ? real_malloc (size) : from_arena (size);
      if (q && p)
        {
          size_t left = arena + sizeof arena - (unsigned char *) p;
          memcpy (q, p, size < left ? size : left);
        }
      return q;
    }
  return fails () ? NULL : real_realloc (p, size);
}

void
free (void *p)
{
  if (!p || in_arena (p))
    return;
  resolve ();
  if (real_free)
    real_free (p);
}

/* Report the count at exit: destructors run after the program's
   atexit handlers, whose allocations are thus counted too.  */
__attribute__ ((destructor)) static void
report (void)
{
  char const *name = getenv ("BLAKESUM_ALLOC_COUNT");
  if (!name)
    return;
  FILE *f = fopen (name, "w");
  if (f)
    {
      fprintf (f, "%lu\n", __atomic_load_n (&calls, __ATOMIC_RELAXED));
      fclose (f);
    }
}
