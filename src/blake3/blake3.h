/* blake3.h -- BLAKE3 hashing: plain, keyed and key derivation, with XOF

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

#ifndef BLAKESUM_BLAKE3_H
#define BLAKESUM_BLAKE3_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

enum
{
  BLAKE3_KEY_LEN = 32,
  BLAKE3_OUT_LEN = 32,
  BLAKE3_BLOCK_LEN = 64,
  BLAKE3_CHUNK_LEN = 1024,
  /* 2^54 chunks of 2^10 bytes is 2^64 bytes, the most a 64-bit length
     can describe; so the tree is never deeper than this.  */
  BLAKE3_MAX_DEPTH = 54
};

/* The chunk being filled: up to 1024 bytes, of which the last block is
   always kept back in BUF because only at the end is it known whether
   it is the chunk's last.  */
struct blake3_chunk_state
{
  uint32_t cv[8];
  uint64_t chunk_counter;
  uint8_t buf[BLAKE3_BLOCK_LEN];
  uint8_t buf_len;
  uint8_t blocks_compressed;
  uint8_t flags;
};

/* A hasher is plain data of fixed size: copy it to fork a hash, and
   never free it.  */
struct blake3_hasher
{
  uint32_t key[8];
  struct blake3_chunk_state chunk;
  /* CVs of the finished subtrees to the left of CHUNK, largest first.
     Merging is lazy: the top entries are combined only once later input
     proves they are not the root, so there may be one more entry than
     the chunk count has one bits.  */
  uint8_t cv_stack_len;
  uint8_t cv_stack[(BLAKE3_MAX_DEPTH + 1) * BLAKE3_OUT_LEN];
};

void blake3_init (struct blake3_hasher *self);
void blake3_init_keyed (struct blake3_hasher *self,
                        uint8_t const key[BLAKE3_KEY_LEN]);
/* CONTEXT is CONTEXT_LEN bytes, not necessarily a string.  */
void blake3_init_derive_key (struct blake3_hasher *self,
                             void const *context, size_t context_len);
/* Forget the input so far but keep the key and the mode.  */
void blake3_reset (struct blake3_hasher *self);

/* LEN may be 0, and then INPUT may be null.  */
void blake3_update (struct blake3_hasher *self, void const *input,
                    size_t len);

/* Write OUT_LEN bytes of output, starting at byte SEEK of the output
   stream, to OUT.  Non-destructive: may be called again, and updates
   may continue.  */
void blake3_finalize_seek (struct blake3_hasher const *self, uint64_t seek,
                           uint8_t *out, size_t out_len);
/* The same from byte OFFSET (below BLAKE3_BLOCK_LEN) of 64-byte output
   block BLOCK: the stream is one 64-bit counter of blocks, so this
   reaches past byte 2^64 - 1, where a byte offset would wrap.  */
void blake3_finalize_block (struct blake3_hasher const *self, uint64_t block,
                            size_t offset, uint8_t *out, size_t out_len);
void blake3_finalize (struct blake3_hasher const *self, uint8_t *out,
                      size_t out_len);


/* The kernels of one instruction set, all of the same shape
   (blake3-kernel.h says what each does).  */
typedef void blake3_compress_in_place_fn (uint32_t cv[8],
                                          uint8_t const block[64],
                                          uint8_t block_len,
                                          uint64_t counter, uint8_t flags);
typedef void blake3_compress_xof_fn (uint32_t const cv[8],
                                     uint8_t const block[64],
                                     uint8_t block_len, uint64_t counter,
                                     uint8_t flags, uint8_t out[64]);
typedef void blake3_hash_many_fn (uint8_t const *const *inputs,
                                  size_t num_inputs, size_t blocks,
                                  uint32_t const key[8], uint64_t counter,
                                  bool increment_counter, uint8_t flags,
                                  uint8_t flags_start, uint8_t flags_end,
                                  uint8_t *out, uint8_t const *stream_end);

typedef void blake3_hash_batch_copy_fn (uint8_t const *const *inputs,
                                        uint8_t *const *copies,
                                        size_t blocks, uint32_t const key[8],
                                        uint64_t counter,
                                        bool increment_counter,
                                        uint8_t flags, uint8_t flags_start,
                                        uint8_t flags_end, uint8_t *out,
                                        uint8_t const *stream_end);

/* One set of kernels: a row of the table in blake3-dispatch.c.  */
struct blake3_impl
{
  char const *name;             /* its name in that table */
  unsigned int features;        /* the CPU_FEATURE_* bits its code needs */
  size_t simd_degree;           /* inputs per hash_many pass */
  blake3_compress_in_place_fn *compress_in_place;
  blake3_compress_xof_fn *compress_xof;
  blake3_hash_many_fn *hash_many;
  blake3_hash_batch_copy_fn *hash_batch_copy;   /* or null */
};

/* Implementations compiled in and supported by the CPU
   (cpu_features_supported ()), portable first, from the least
   preferred to the most.  Store their number in *N.  Call it first
   from one thread.  */
struct blake3_impl const *blake3_impls (size_t *n);

/* Use IMPL for everything from now on (tests).  Hashes already under
   way finish their current update or finalize with the old one.  */
void blake3_use_impl (struct blake3_impl const *impl);

/* Select the best implementation allowed by cpu_features (), unless
   one is in use already (idempotent), and return its name (as in the
   table of blake3-dispatch.c).  Call it once before starting threads.  */
char const *blake3_select (void);

#endif
