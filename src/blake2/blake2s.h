/* blake2s.h -- BLAKE2s with the full parameter block and pluggable compression

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

#ifndef BLAKESUM_BLAKE2S_H
#define BLAKESUM_BLAKE2S_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

enum
{
  BLAKE2S_BLOCKBYTES = 64,
  BLAKE2S_OUTBYTES = 32,
  BLAKE2S_KEYBYTES = 32,
  BLAKE2S_SALTBYTES = 8,
  BLAKE2S_PERSONALBYTES = 8
};

/* All fields of the BLAKE2s parameter block (32 bytes, see the BLAKE2
   paper).  The integers are host values here; blake2s_init_param
   serializes them little-endian into the block.  */
struct blake2s_param
{
  uint8_t digest_length;        /* 1..32 */
  uint8_t key_length;           /* 0..32 */
  uint8_t fanout;               /* 0..255, default 1 */
  uint8_t depth;                /* 1..255, default 1 */
  uint32_t leaf_length;
  uint64_t node_offset;         /* a 48-bit field in BLAKE2s: < 2^48 */
  uint8_t node_depth;
  uint8_t inner_length;         /* 0..32 */
  uint8_t salt[BLAKE2S_SALTBYTES];
  uint8_t personal[BLAKE2S_PERSONALBYTES];
};

struct blake2s_state
{
  uint32_t h[8];
  uint32_t t[2];                /* byte counter, low word first */
  uint32_t f[2];                /* finalization flags: f[0] last block,
                                   f[1] last node */
  uint8_t buf[BLAKE2S_BLOCKBYTES];
  size_t buflen;
  uint8_t outlen;
  bool last_node;
};

/* Compress NBLOCKS consecutive 64-byte blocks at BLOCKS into H.  Before
   each block, add INC to the 64-bit counter T (with carry into T[1]); F
   holds the finalization flags used for every block.  Callers pass
   NBLOCKS > 1 only with INC == 64 and F == {0,0}; the final block is
   compressed alone with INC equal to its real byte count (0..64).
   BLOCKS need not be aligned.  */
typedef void blake2s_compress_fn (uint32_t h[8], uint32_t t[2],
                                  uint32_t const f[2],
                                  uint8_t const *blocks, size_t nblocks,
                                  uint32_t inc);

/* The portable implementation, always available.  */
blake2s_compress_fn blake2s_compress_ref;

/* A lane kernel: compress NBLOCKS blocks into each of 8 (or 4)
   independent states at once, state J reading its blocks from
   BLOCKS[J] on, each STRIDE bytes after the one before (a whole group
   of blocks in BLAKE2sp); INC and F as for blake2s_compress_fn.  */
typedef void blake2s_compress_x4_fn (uint32_t h[4][8], uint32_t t[4][2],
                                     uint32_t const f[4][2],
                                     uint8_t const *const blocks[4],
                                     size_t nblocks, size_t stride,
                                     uint32_t inc);
typedef void blake2s_compress_x8_fn (uint32_t h[8][8], uint32_t t[8][2],
                                     uint32_t const f[8][2],
                                     uint8_t const *const blocks[8],
                                     size_t nblocks, size_t stride,
                                     uint32_t inc);

/* The portable lane kernels: four states at a time in plain C that
   compilers vectorize, and eight as two fours
   (blake2s-lanes-portable.c).  */
blake2s_compress_x4_fn blake2s_compress_x4_portable;
blake2s_compress_x8_fn blake2s_compress_x8_portable;

/* One set of kernels, a row of the table in blake2s-dispatch.c.  */
struct blake2s_impl
{
  char const *name;             /* "portable", ... */
  unsigned int features;        /* the CPU_FEATURE_* bits its code needs */
  blake2s_compress_fn *compress;
  blake2s_compress_x4_fn *x4;   /* a few tree leaves, or null */
  blake2s_compress_x8_fn *x8;   /* BLAKE2sp's eight leaves, or null */
};

/* The rows compiled in and supported by this CPU, portable first, and
   the one in use; see blake2b_impls and its neighbours in blake2b.h,
   which these mirror.  */
struct blake2s_impl const *blake2s_impls (size_t *n);
void blake2s_use_impl (struct blake2s_impl const *impl);
struct blake2s_impl const *blake2s_active_impl (void);
char const *blake2s_select (void);

/* Fill *P with the defaults for an unkeyed sequential hash of OUTLEN
   bytes: fanout 1, depth 1, everything else 0.  */
void blake2s_param_default (struct blake2s_param *p, size_t outlen);

/* Initialise S from P (P->digest_length must be 1..32, key_length 0..32,
   node_offset < 2^48).  If P->key_length > 0 the caller must then call
   blake2s_update_key.  */
void blake2s_init_param (struct blake2s_state *s,
                         struct blake2s_param const *p);

/* After blake2s_init_param with key_length = KEYLEN: absorb the key block
   (the KEYLEN bytes at KEY padded with zeros to 64 bytes), wiping the
   local copy.  */
void blake2s_update_key (struct blake2s_state *s, void const *key,
                         size_t keylen);

/* Convenience: sequential BLAKE2s of OUTLEN bytes (1..32), keyed with the
   KEYLEN (0..32) bytes at KEY when KEYLEN > 0.  */
void blake2s_init (struct blake2s_state *s, size_t outlen,
                   void const *key, size_t keylen);

/* Mark this state as the last node of its tree level (sets f[1] at
   finalization).  */
void blake2s_set_last_node (struct blake2s_state *s, bool last);

/* Absorb the INLEN bytes at IN.  IN may be null when INLEN is 0.  */
void blake2s_update (struct blake2s_state *s, void const *in, size_t inlen);

/* Write S->outlen bytes to OUT.  S must not be updated afterwards.  */
void blake2s_final (struct blake2s_state *s, uint8_t *out);

/* One-shot: write the OUTLEN-byte (1..32) BLAKE2s of the INLEN bytes at IN
   to OUT, keyed with the KEYLEN (0..32) bytes at KEY when KEYLEN > 0.  */
void blake2s (uint8_t *out, size_t outlen, void const *in, size_t inlen,
              void const *key, size_t keylen);

#endif
