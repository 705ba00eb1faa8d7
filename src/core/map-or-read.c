/* map-or-read.c -- whether a cached file is hashed faster here through
   a mapping of it or by reading it

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

#include "map-or-read.h"

#include "atomic-once.h"
#include "cold-read.h"
#include "mapped-pages.h"
#include "monotonic.h"

#include <errno.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/uio.h>
#include <time.h>
#include <unistd.h>

enum map_or_read_setting
map_or_read_setting (void)
{
  static int ONCE_ATOMIC setting = -1;
  if (setting < 0)
    {
      char const *v = getenv ("BLAKESUM_MAPPING");
      /* Empty is unset, as with BLAKESUM_ISA.  */
      setting = (!v || !*v || strcmp (v, "probe") == 0 ? MAP_OR_READ_PROBE
                 : strcmp (v, "map") == 0 ? MAP_OR_READ_MAP
                 : strcmp (v, "read") == 0 ? MAP_OR_READ_READ
                 : MAP_OR_READ_UNKNOWN);
    }
  return setting;
}

/* The choice a probe made: 0 none yet, 1 map, 2 read.  Only the thread
   that hashes files through mappings probes, but others may ask.  */
static int ONCE_ATOMIC chosen;

bool
map_or_read_reading (void)
{
  return (map_or_read_setting () == MAP_OR_READ_READ || chosen == 2);
}

bool
map_or_read_cold (int fd, off_t at, uint64_t size)
{
  return (MAP_OR_READ_PROBE_MIN <= size
          && map_or_read_setting () != MAP_OR_READ_MAP
          && cold_read_is_cold (fd, at, size));
}

#if defined MADV_POPULATE_READ && defined RWF_NOWAIT \
    && defined CLOCK_MONOTONIC

/* Read the LEN bytes of FD at AT into BUF if all of them are in memory,
   asking the disk for nothing.  */
static bool
read_if_cached (int fd, off_t at, void *buf, size_t len)
{
  return cold_read_nowait (fd, buf, len, at) == (ssize_t) len;
}

/* The probe measures at this many places spread over the file: a
   place whose populate allocated the first page-table pages of the
   mapping, or that an interrupt fell on, costs more.  Reading is
   measured on READ_LEN bytes and scaled, as its cost grows with the
   bytes; the mapping, on a whole block (below), is given up once it
   has cost more than the reading, which saves most of the probe's time
   where the mapping is slow.  Between the loads of each CHECK_PAGES
   pages, the clock is read.  */
enum { PLACES = 2, READ_LEN = MAPPED_FOLIO_MAX / 2, CHECK_PAGES = 64 };

/* The time of reading at one place, and of mapping if it cost less,
   else 0.  */
struct costs
{
  double read_ns;
  double map_ns;
};

/* Measure both ways at the block at AT, of MAPPED_FOLIO_MAX bytes at a
   multiple of it: the largest folio that the kernel may keep a file
   in (mapped-pages.h) and map whole at the first fault or populate in
   it.  Measured on less, a mapping of such a file would seem to cost as
   much as the whole folio for the few pages touched.  Read: READ_LEN
   bytes of the next block, MAP_OR_READ_PIECE bytes at a time into BUF,
   as the threads of b3sum --no-mmap read.  Mapped: the block populated
   and one byte of each page loaded, then its entries dropped, as
   hashfile.c and blake3-threads.c hash a mapping.  Return false if
   some of it was not in memory, when the times would be the disk's.  */
static bool
measure_at (int fd, unsigned char const *map, size_t at, long page_size,
            unsigned char *buf, struct costs *c)
{
  /* Whether the mapped block is in memory, a byte of each quarter of
     it read: populating it would read the rest from the disk and time
     that.  */
  for (size_t q = 0; q < MAPPED_FOLIO_MAX; q += MAPPED_FOLIO_MAX / 4)
    if (!read_if_cached (fd, at + q, buf, 1))
      return false;

  double start = monotonic_ns ();
  for (size_t r = 0; r < READ_LEN; r += MAP_OR_READ_PIECE)
    if (!read_if_cached (fd, at + MAPPED_FOLIO_MAX + r, buf,
                         MAP_OR_READ_PIECE))
      return false;
  double mapping = monotonic_ns ();
  c->read_ns = (mapping - start) * (MAPPED_FOLIO_MAX / READ_LEN);

  unsigned char const volatile *block = map + at;
  madvise ((void *) block, MAPPED_FOLIO_MAX, MADV_POPULATE_READ);
  size_t p = 0;
  double end = mapping;
  while (p < MAPPED_FOLIO_MAX && end - mapping <= c->read_ns)
    {
      size_t check = p + CHECK_PAGES * page_size;
      for (; p < check && p < MAPPED_FOLIO_MAX; p += page_size)
        (void) block[p];
      end = monotonic_ns ();
    }
  madvise ((void *) block, MAPPED_FOLIO_MAX, MADV_DONTNEED);
  end = monotonic_ns ();
  c->map_ns = p == MAPPED_FOLIO_MAX && end - mapping <= c->read_ns
              ? end - mapping : 0;
  return true;
}

/* Measure at PLACES places of the SIZE bytes mapped at MAP, and fill
   *PROBE: the least time of reading a block, and the least of mapping
   one where that cost less than reading at the same place (0 if it
   never did).  Return false if some of it was not in memory.  */
static bool
measure (int fd, unsigned char const *map, size_t size, long page_size,
         struct map_or_read_probe *probe)
{
  unsigned char buf[MAP_OR_READ_PIECE];
  /* The buffer's pages are in before the clock runs.  */
  memset (buf, 0, sizeof buf);
  probe->map_ns = probe->read_ns = 0;
  for (int i = 0; i < PLACES; i++)
    {
      size_t at = size / PLACES * i / MAPPED_FOLIO_MAX * MAPPED_FOLIO_MAX;
      struct costs c;
      if (!measure_at (fd, map, at, page_size, buf, &c))
        return false;
      if (i == 0 || c.read_ns < probe->read_ns)
        probe->read_ns = c.read_ns;
      if (c.map_ns && (!probe->map_ns || c.map_ns < probe->map_ns))
        probe->map_ns = c.map_ns;
    }
  return true;
}

bool
map_or_read_map (int fd, void const *map, size_t size,
                 struct map_or_read_probe *probe)
{
  probe->probed = false;
  switch (map_or_read_setting ())
    {
    case MAP_OR_READ_MAP:
      return true;
    case MAP_OR_READ_READ:
      return false;
    default:
      break;
    }
  long page_size = sysconf (_SC_PAGESIZE);
  if (chosen != 0 || size < MAP_OR_READ_PROBE_MIN || page_size <= 0
      || MAPPED_FOLIO_MAX % page_size != 0)
    return chosen != 2;
  int saved_errno = errno;
  double start = monotonic_ns ();
  bool told = measure (fd, map, size, page_size, probe);
  probe->took_ns = monotonic_ns () - start;
  errno = saved_errno;
  if (!told)
    return true;
  probe->probed = true;
  /* Map where a block cost less mapped than read at some place.  Here
     (the PVM guest of doc/measurements.md) a block of a file just
     written cost 720 to 980 us mapped against 150 to 300 us read, and
     one of a file read in by cat 40 to 100 us against 130 to 170 us
     (such a file, read or mapped, hashed as fast).  */
  chosen = probe->map_ns ? 1 : 2;
  return chosen == 1;
}

#else

/* Without the calls the probe needs, map, as before it.  */
bool
map_or_read_map (int fd, void const *map, size_t size,
                 struct map_or_read_probe *probe)
{
  (void) fd;
  (void) map;
  (void) size;
  probe->probed = false;
  return map_or_read_setting () != MAP_OR_READ_READ;
}

#endif
