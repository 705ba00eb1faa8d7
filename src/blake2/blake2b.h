/* blake2b.h -- BLAKE2b with the full parameter block and pluggable compression

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

#ifndef BLAKESUM_BLAKE2B_H
#define BLAKESUM_BLAKE2B_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

enum
{
  BLAKE2B_BLOCKBYTES = 128,
  BLAKE2B_OUTBYTES = 64,
  BLAKE2B_KEYBYTES = 64,
  BLAKE2B_SALTBYTES = 16,
  BLAKE2B_PERSONALBYTES = 16
};

/* All fields of RFC 7693's / the BLAKE2 paper's parameter block.  The
   integers are host values here; blake2b_init_param serializes them
   little-endian into the 64-byte block.  */
struct blake2b_param
{
  uint8_t digest_length;        /* 1..64 */
  uint8_t key_length;           /* 0..64 */
  uint8_t fanout;               /* 0..255, default 1 */
  uint8_t depth;                /* 1..255, default 1 */
  uint32_t leaf_length;
  uint64_t node_offset;         /* 64-bit field in BLAKE2b */
  uint8_t node_depth;
  uint8_t inner_length;         /* 0..64 */
  uint8_t salt[BLAKE2B_SALTBYTES];
  uint8_t personal[BLAKE2B_PERSONALBYTES];
};

struct blake2b_state
{
  uint64_t h[8];
  uint64_t t[2];                /* byte counter, low word first */
  uint64_t f[2];                /* finalization flags: f[0] last block,
                                   f[1] last node */
  uint8_t buf[BLAKE2B_BLOCKBYTES];
  size_t buflen;
  uint8_t outlen;
  bool last_node;
};

/* Compress NBLOCKS consecutive 128-byte blocks at BLOCKS into H.  Before
   each block, add INC to the 128-bit counter T (with carry into T[1]); F
   holds the finalization flags used for every block.  Callers pass
   NBLOCKS > 1 only with INC == 128 and F == {0,0}; the final block is
   compressed alone with INC equal to its real byte count (0..128).
   BLOCKS need not be aligned.  */
typedef void blake2b_compress_fn (uint64_t h[8], uint64_t t[2],
                                  uint64_t const f[2],
                                  uint8_t const *blocks, size_t nblocks,
                                  uint64_t inc);

/* The portable implementation, always available.  */
blake2b_compress_fn blake2b_compress_ref;

/* Multi-lane kernels: compress NBLOCKS blocks into each of 2, 4 or 8
   independent states at once, state J reading its blocks from BLOCKS[J]
   on, each STRIDE bytes after the one before (BLAKE2B_BLOCKBYTES for
   consecutive blocks, a whole group of blocks in BLAKE2bp); INC and F
   as for blake2b_compress_fn.  */
typedef void blake2b_compress_x2_fn (uint64_t h[2][8], uint64_t t[2][2],
                                     uint64_t const f[2][2],
                                     uint8_t const *const blocks[2],
                                     size_t nblocks, size_t stride,
                                     uint64_t inc);
typedef void blake2b_compress_x4_fn (uint64_t h[4][8], uint64_t t[4][2],
                                     uint64_t const f[4][2],
                                     uint8_t const *const blocks[4],
                                     size_t nblocks, size_t stride,
                                     uint64_t inc);
typedef void blake2b_compress_x8_fn (uint64_t h[8][8], uint64_t t[8][2],
                                     uint64_t const f[8][2],
                                     uint8_t const *const blocks[8],
                                     size_t nblocks, size_t stride,
                                     uint64_t inc);

/* One set of kernels, a row of the table in blake2b-dispatch.c.  */
struct blake2b_impl
{
  char const *name;             /* its name in that table */
  unsigned int features;        /* the CPU_FEATURE_* bits its code needs */
  blake2b_compress_fn *compress;
  /* Lane kernels, or null if it has none.  X2 is there only where two
     chains side by side run faster than one after the other, so that
     two leaves of BLAKE2bp on each of two threads beat the four on one
     (blake2bp-threads.c).  */
  blake2b_compress_x2_fn *x2;
  blake2b_compress_x4_fn *x4;
  blake2b_compress_x8_fn *x8;
};

/* The rows compiled in and supported by this CPU
   (cpu_features_supported), portable first; store their count in *N.
   Call it first from one thread.  */
struct blake2b_impl const *blake2b_impls (size_t *n);

/* Use IMPL for everything from now on (tests, benchmarks).  */
void blake2b_use_impl (struct blake2b_impl const *impl);

/* The row in use: on first use the best one that cpu_features ()
   allows.  Every hashing call reads it once and passes it down.  */
struct blake2b_impl const *blake2b_active_impl (void);

/* Return the name of the row in use, choosing it first if need be.
   Idempotent; call it once before starting threads that hash.  */
char const *blake2b_select (void);

/* Fill *P with the defaults for an unkeyed sequential hash of OUTLEN
   bytes: fanout 1, depth 1, everything else 0.  */
void blake2b_param_default (struct blake2b_param *p, size_t outlen);

/* Initialise S from P (P->digest_length must be 1..64, key_length 0..64).
   If P->key_length > 0 the caller must then call blake2b_update_key.  */
void blake2b_init_param (struct blake2b_state *s,
                         struct blake2b_param const *p);

/* After blake2b_init_param with key_length = KEYLEN: absorb the key block
   (the KEYLEN bytes at KEY padded with zeros to 128 bytes), wiping the
   local copy.  */
void blake2b_update_key (struct blake2b_state *s, void const *key,
                         size_t keylen);

/* Convenience: sequential BLAKE2b of OUTLEN bytes (1..64), keyed with the
   KEYLEN (0..64) bytes at KEY when KEYLEN > 0.  */
void blake2b_init (struct blake2b_state *s, size_t outlen,
                   void const *key, size_t keylen);

/* Mark this state as the last node of its tree level (sets f[1] at
   finalization).  */
void blake2b_set_last_node (struct blake2b_state *s, bool last);

/* Absorb the INLEN bytes at IN.  IN may be null when INLEN is 0.  */
void blake2b_update (struct blake2b_state *s, void const *in, size_t inlen);

/* Write S->outlen bytes to OUT.  S must not be updated afterwards.  */
void blake2b_final (struct blake2b_state *s, uint8_t *out);

/* One-shot: write the OUTLEN-byte (1..64) BLAKE2b of the INLEN bytes at IN
   to OUT, keyed with the KEYLEN (0..64) bytes at KEY when KEYLEN > 0.  */
void blake2b (uint8_t *out, size_t outlen, void const *in, size_t inlen,
              void const *key, size_t keylen);

#endif
