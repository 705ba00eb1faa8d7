/* map-or-read.h -- whether a cached file is hashed faster here through
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

/* On most machines the first touch of a populated page of a mapped file
   costs a page walk, less than copying the page would; but on a guest
   whose page tables the host shadows (a PVM guest, say), it traps to
   the host, and reading a cached 1 GiB took a third of the time that
   hashing it through a mapping did (doc/measurements.md).  Which one
   a machine is, is measured once a process, on the first large cached
   file that would be mapped, and kept for the files after it.  */

#ifndef BLAKESUM_MAP_OR_READ_H
#define BLAKESUM_MAP_OR_READ_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <sys/types.h>

/* What the environment variable BLAKESUM_MAPPING asks for.  */
enum map_or_read_setting
{
  MAP_OR_READ_PROBE,            /* unset or empty, or "probe" */
  MAP_OR_READ_MAP,              /* "map": map, as before the probe */
  MAP_OR_READ_READ,             /* "read": read, as the probe may choose */
  MAP_OR_READ_UNKNOWN,          /* anything else: probe */
};
enum map_or_read_setting map_or_read_setting (void);

/* The valid values of BLAKESUM_MAPPING, for a warning.  */
#define MAP_OR_READ_VALUES "probe, map, read"

/* Files shorter than this are never probed: they follow the choice
   that an earlier file made, or are mapped if none has.  */
enum { MAP_OR_READ_PROBE_MIN = 16 * 1024 * 1024 };

/* The probe that made the choice, for --debug: the least time that
   reading a block of MAPPED_FOLIO_MAX bytes took, MAP_OR_READ_PIECE
   bytes at a time, and the least that hashing one through the mapping
   would cost beside the hashing itself (populating it, a load from each
   page, dropping it) where that was less than reading at the same
   place, or 0 if it never was, and how long the whole probe took, in
   nanoseconds.  */
enum { MAP_OR_READ_PIECE = 64 * 1024 };
struct map_or_read_probe
{
  bool probed;                  /* whether this call measured */
  double map_ns;
  double read_ns;
  double took_ns;
};

/* Whether the SIZE bytes of the regular file FD, mapped whole at MAP
   (mapped_file), are to be hashed through MAP rather than read.  If
   no choice was made yet and FD is at least MAP_OR_READ_PROBE_MIN
   bytes and in memory where probed, measure and keep the choice, and
   say so in *PROBE.  Call within hash_guard_mapping: the probe loads a
   few of MAP's pages, and FD may have shrunk.  */
bool map_or_read_map (int fd, void const *map, size_t size,
                      struct map_or_read_probe *probe);

/* Whether the SIZE bytes of the regular file FD from byte AT are to be
   read rather than mapped because none of them is in memory
   (cold_read_is_cold): at least MAP_OR_READ_PROBE_MIN bytes, unless
   BLAKESUM_MAPPING says "map".  Read, such a file is dropped from the
   page cache as it is hashed (cold-read.h); mapped, its pages stay
   until memory runs short, and in a memory cgroup smaller than the
   file every page read in past the limit had another reclaimed on the
   hashing threads' time: a cold 1 GiB in a cgroup of 256 MiB took
   bt2sum 0.78 s mapped and 0.43 s read and dropped, b3sum 0.29 and
   0.25 s (doc/measurements.md).  A few system calls.  */
bool map_or_read_cold (int fd, off_t at, uint64_t size);

/* Whether files are to be read rather than mapped, as far as is known
   before a file is mapped: BLAKESUM_MAPPING says "read", or a probe
   chose reading.  */
bool map_or_read_reading (void);

#endif
