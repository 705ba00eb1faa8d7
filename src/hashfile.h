/* hashfile.h -- feed a file or standard input to a hash

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

#ifndef BLAKESUM_HASHFILE_H
#define BLAKESUM_HASHFILE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "digest.h"

/* When to read a file through a memory mapping instead of read ().  */
enum mmap_policy
{
  MMAP_NEVER,
  /* Regular files of at least MMAP_MIN_SIZE bytes, as b3sum does.  */
  MMAP_LARGE,
  /* Every non-empty regular file.  */
  MMAP_ALWAYS,
};

/* b3sum maps regular files of at least this many bytes.  */
enum { MMAP_MIN_SIZE = 16 * 1024 };

enum hash_status
{
  HASH_OK,
  HASH_OPEN_FAILED,             /* errno value in *ERR */
  HASH_READ_FAILED,             /* errno value in *ERR */
  HASH_TRUNCATED,               /* the mapped file shrank */
};

/* Set once standard input has been read, so that main can check that
   closing it succeeds.  */
extern bool hash_read_stdin;

/* Set for --debug: say what the probe of whether to map or read files
   found (core/map-or-read.h).  */
extern bool hash_debug;

/* Hash large mapped inputs on the threads of POOL from now on (NULL:
   on the calling thread only).  */
void hash_use_workers (struct workers *pool);

/* The pool given to hash_use_workers, or NULL.  */
struct workers *hash_used_workers (void);

/* Initialise CTX for OPS with P, then feed it the contents of FILE ("-"
   is standard input) under POLICY.  On failure store the errno value in
   *ERR and return the stage that failed.  */
enum hash_status hash_file (char const *file, struct digest_ops const *ops,
                            struct digest_params const *p,
                            union digest_ctx *ctx, enum mmap_policy policy,
                            int *err);

/* The same for FILE already open as FD (not standard input), at its
   start; FD is closed.  */
enum hash_status hash_open_file (char const *file, int fd,
                                 struct digest_ops const *ops,
                                 struct digest_params const *p,
                                 union digest_ctx *ctx,
                                 enum mmap_policy policy, int *err);

/* What hash_read_small found: FILE read whole, LEN bytes (STATUS
   HASH_OK, FD -1); FILE failed to open or read as hash_file would have
   failed, with STATUS and the errno value ERR (FD -1); or FILE is not a
   small regular file, open as FD at its start for hash_open_file.  */
struct small_file
{
  enum hash_status status;
  int err;
  int fd;
  size_t len;
};

/* For hashing many small files together (batch.c): read FILE (not "-")
   into BUF, of MAX + 1 bytes, if it is a regular file of at most MAX
   bytes, and say in *R what came of it.  */
void hash_read_small (char const *file, uint8_t *buf, size_t max,
                      struct small_file *r);

/* Files that a thread hashes whole beside another (batch.c, check-ahead.c):
   regular files of at most HASH_WHOLE_MAX bytes, up to which BLAKE3
   hashes a file on one thread (blake3-threads.c), read through a buffer
   of HASH_WHOLE_BUFFER bytes of the thread's own, which stays in the L2
   cache.  */
enum { HASH_WHOLE_MAX = 1024 * 1024, HASH_WHOLE_BUFFER = 128 * 1024 };

/* If FD, open at its start, is a regular file of at most HASH_WHOLE_MAX
   bytes, hash it whole as OPS does for P, with read () into BUF
   (HASH_WHOLE_BUFFER bytes) on the calling thread alone, close it, and
   return true: *STATUS is then HASH_OK with P->outlen bytes of digest
   in DIGEST, or HASH_READ_FAILED with the errno value in *ERR, a failed
   close counting as a failed read as in hash_file.  Return false,
   having done nothing, for any other file, and for an OPS with one
   state for all (ONE_STATE), which two threads must not use at once.
   hash_open_file cannot serve two threads at once: its buffers, its
   mappings' fault handling and its pool are for one.  */
bool hash_whole (int fd, struct digest_ops const *ops,
                 struct digest_params const *p, uint8_t *buf,
                 uint8_t *digest, enum hash_status *status, int *err);

/* Call FN (ARG), which reads a mapping of a file, so that the file
   shrinking under it is no crash: return true if FN returned, false if
   it touched a page past the file's new end (SIGBUS), FN being then
   abandoned where it was.  FN may read the mapping on the threads of a
   pool whose joins pass faults back (workers.h).  */
bool hash_guard_mapping (void (*fn) (void *arg), void *arg);

/* Map the SIZE bytes of the regular file FD from its start where they
   are hashed faster here through a mapping than read, probing if that
   is not known yet (map-or-read.h); with --debug, tell what the probe
   found.  Return the mapping, or NULL with *REFUSED set if mmap refused
   FD, cleared if reading costs less.  A file that shrank under the
   probe is mapped, so that the hashing reports it.  */
void const *hash_mapping_if_it_pays (int fd, size_t size, bool *refused);

/* The text that explains failure STATUS with errno value ERR.  */
char const *hash_error_text (enum hash_status status, int err);

/* The same as b3sum and bao show it: a system error in the form of
   Rust's std::io::Error, "strerror (os error ERR)" (rust-error.h).  */
char const *hash_error_text_rust (enum hash_status status, int err);

#endif
