/* bao.h -- BLAKE3 verified streaming (Bao): encode, decode, slice

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

/* The formats are those of the bao tool 0.13.1 and, for a chunk-group
   log G above 0, of lukechampine.com/blake3/bao with group = G (leaves
   of 1024 << G bytes, no parent nodes inside a leaf); G = 0 is plain
   Bao.  The root hash is BLAKE3 of the content whatever G is.  See
   doc/bao-format.md.  Nothing here opens a file or prints: the
   caller supplies the bytes through the callbacks below.  */

#ifndef BLAKESUM_BAO_H
#define BLAKESUM_BAO_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <sys/uio.h>

struct workers;

enum
{
  BAO_HASH_LEN = 32,
  BAO_HEADER_LEN = 8,           /* the content length, little-endian */
  BAO_PARENT_LEN = 64,          /* left CV, then right CV */
  BAO_MAX_GROUP_LOG = 16        /* leaves of at most 64 MiB */
};

/* What an operation ended with.  */
enum bao_status
{
  BAO_OK,
  BAO_MISMATCH,                 /* a node or leaf failed verification */
  BAO_TRUNCATED,                /* the input ended before a needed byte */
  BAO_READ_ERROR,               /* a read callback failed; errno says why
                                   (ENOMEM: no room for a large leaf) */
  BAO_WRITE_ERROR,              /* the write callback failed; errno */
  BAO_OVERFLOW                  /* an offset passed 2^64 (bogus length) */
};

/* A source of bytes.  READ stores up to N bytes at BUF and returns how
   many (0 only at the end), or -1 with errno set; short reads are
   allowed, the core loops.  SKIP, if not null, moves the source N bytes
   forward (a seek) and returns 0, or -1 with errno set; a null SKIP
   means skipping by reading.  VIEW, if not null, is for a source that
   is in memory (a mapped file): it returns the address of the next N
   bytes and moves past them, or returns null and moves nowhere if
   fewer than N are left (READ then gives what there is); the bytes
   stay valid until the operation returns.  MAPPED says that what VIEW
   gives is a fresh mapping of a file, whose pages are then read in a
   piece at a time just before they are verified.  READ_AT, if not
   null, is for a source that SKIP moves by seeking and that can also
   be read at an offset, from several threads at once (a regular file
   in the page cache): it stores at BUF the N bytes that lie AT bytes
   past the source's start, without moving the source, and returns 0;
   or it returns -1, having read any number of them, and the caller
   reads them again through READ, which then says why it cannot.  */
struct bao_input
{
  ptrdiff_t (*read) (void *arg, void *buf, size_t n);
  int (*skip) (void *arg, uint64_t n);
  uint8_t const *(*view) (void *arg, size_t n);
  void *arg;
  bool mapped;
  int (*read_at) (void *arg, void *buf, size_t n, uint64_t at);
};

/* A sink of bytes.  WRITE writes all N bytes at BUF and returns 0, or
   -1 with errno set.  WRITEV, if not null, writes all the bytes of the
   N buffers at IOV, in order, as WRITE would write them one after
   another, and returns as WRITE does.  */
struct bao_output
{
  int (*write) (void *arg, void const *buf, size_t n);
  void *arg;
  int (*writev) (void *arg, struct iovec const *iov, int n);
};

/* The content length that the header HEADER of an encoding gives.  */
static inline uint64_t
bao_header_length (uint8_t const header[BAO_HEADER_LEN])
{
  uint64_t len = 0;
  for (int i = BAO_HEADER_LEN - 1; 0 <= i; i--)
    len = len << 8 | header[i];
  return len;
}

/* The size of the encoding of CONTENT_LEN bytes with leaves of
   1024 << GROUP_LOG bytes: combined (header, parents and content) or
   OUTBOARD (header and parents only).  */
uint64_t bao_encoded_size (uint64_t content_len, unsigned int group_log,
                           bool outboard);

/* The content of an encoding: LEN bytes in memory at IN, or, with IN
   null, bytes 0 .. LEN - 1 of the regular file open on FD, which the
   encoder reads with pread a piece at a time, each piece on the thread
   that encodes it, just before it does.  MAPPED says that IN is a
   fresh mapping of a file, whose pages are then read in a piece at a
   time just before they are hashed, as blake3_update_threaded does.
   COLD says that none of FD was in memory (cold_read_is_cold): what is
   read of it is dropped from the page cache again as it goes.  */
struct bao_content
{
  uint8_t const *in;
  uint64_t len;
  bool mapped;
  int fd;
  bool cold;
};

/* The LEN bytes at IN, which are not a mapping, as a content.  */
static inline struct bao_content
bao_in_memory (uint8_t const *in, uint64_t len)
{
  return (struct bao_content) { in, len, false, -1, false };
}

/* Encode CONTENT into OUT, which has room for exactly bao_encoded_size
   (CONTENT.len, GROUP_LOG, OUTBOARD) bytes, and store the root hash in
   HASH.  Large inputs are hashed on the threads of POOL (which may be
   null); the bytes do not depend on it.  Return 0, or for a content
   read from a file, the errno of the first read that failed, or -1 if
   the file ended first; nothing more was read after it, and OUT and
   HASH are then garbage.  */
int bao_encode (struct bao_content content, unsigned int group_log,
                bool outboard, struct workers *pool, uint8_t *out,
                uint8_t hash[BAO_HASH_LEN]);

/* The buffers that bao_encode_to_fd calls are using: a call abandoned
   by a fault (a mapped input that shrank, see hash_guard_mapping)
   leaves them behind on the threads that stopped where they were.  */
struct bao_pieces;

/* Return an empty set of buffers, or null if out of memory.  */
struct bao_pieces *bao_pieces_new (void);

/* Free PIECES and every buffer still in it.  No call may be using it.  */
void bao_pieces_free (struct bao_pieces *pieces);

/* Likewise, but write the encoding to bytes 0 .. bao_encoded_size - 1 of
   the file (or device) open on FD (with pwrite; a file need not have
   that size yet), with buffers kept in PIECES while in use.  Return 0,
   or the errno of the first read or write that failed, or -1 as
   bao_encode; nothing more was read or written after it.  */
int bao_encode_to_fd (struct bao_content content, unsigned int group_log,
                      bool outboard, struct workers *pool, int fd,
                      struct bao_pieces *pieces, uint8_t hash[BAO_HASH_LEN]);

/* Decode and verify the encoding read from TREE against HASH, writing
   to OUT the content bytes [START, START + COUNT) (capped at the end;
   COUNT may be UINT64_MAX), each leaf only once it has been verified.
   With CONTENT null TREE is a combined encoding; otherwise TREE is the
   outboard encoding and CONTENT the original content.  Subtrees wholly
   before START are skipped, through the inputs' SKIP when they have
   one.  The final leaf is verified before the header's length is
   trusted: a START at or past the end still verifies the path to the
   final leaf, then writes nothing.  Trailing bytes are never read.
   Memory is bounded by the tree depth and a few MiB (the larger of a
   batch of leaves and one leaf), not the size.  Large subtrees are
   verified on the threads of POOL (which may be null); what is written
   does not depend on it.  */
enum bao_status bao_decode (uint8_t const hash[BAO_HASH_LEN],
                            struct bao_input *tree,
                            struct bao_input *content,
                            unsigned int group_log, uint64_t start,
                            uint64_t count, struct workers *pool,
                            struct bao_output *out);

/* Write to OUT the slice of [START, START + COUNT) of the encoding read
   from TREE (combined, or outboard with CONTENT the original content),
   in combined form: the header, then in pre-order every parent whose
   subtree overlaps the range and every leaf that does.  COUNT 0 means 1;
   a START at or past the end means the final leaf; a COUNT past the
   end is capped.  Nothing is verified.  */
enum bao_status bao_slice (struct bao_input *tree, struct bao_input *content,
                           unsigned int group_log, uint64_t start,
                           uint64_t count, struct bao_output *out);

/* Verify the slice read from SLICE (made by bao_slice with the same
   START, COUNT and GROUP_LOG) against HASH and write to OUT the content
   bytes [START, START + COUNT) capped at the end (nothing for COUNT 0 or
   START at or past the end, though the leaf they name is verified).  */
enum bao_status bao_decode_slice (uint8_t const hash[BAO_HASH_LEN],
                                  struct bao_input *slice,
                                  unsigned int group_log, uint64_t start,
                                  uint64_t count, struct workers *pool,
                                  struct bao_output *out);

#endif
