/* blake2bp.h -- BLAKE2bp, the 4-way parallel mode of BLAKE2b

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

#ifndef BLAKESUM_BLAKE2BP_H
#define BLAKESUM_BLAKE2BP_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "blake2b.h"

enum
{
  /* The number of leaves.  */
  BLAKE2BP_LEAVES = 4,
  /* One 128-byte block for each leaf: the unit the message is dealt
     out in.  */
  BLAKE2BP_GROUPBYTES = BLAKE2BP_LEAVES * BLAKE2B_BLOCKBYTES,
  /* The most input the state holds back.  A group may be compressed only
     once every leaf is known to receive more data after it, i.e. once
     more than (LEAVES - 1) blocks follow it; otherwise it may hold some
     leaf's final block, which needs the finalization flag.  */
  BLAKE2BP_BUFBYTES = 2 * BLAKE2BP_GROUPBYTES - BLAKE2B_BLOCKBYTES
};

/* The leaves are kept as bare chaining values and counters rather than
   as struct blake2b_state, in the array shape that multi-lane kernels
   (one leaf per SIMD lane) take, so that they can work in place.  */
struct blake2bp_state
{
  uint64_t h[BLAKE2BP_LEAVES][8];
  uint64_t t[BLAKE2BP_LEAVES][2];
  uint8_t buf[BLAKE2BP_BUFBYTES];
  /* The zero-padded key block, kept until the leaves absorb it: a leaf
     that never gets data must compress it as its final block.  */
  uint8_t key[BLAKE2B_BLOCKBYTES];
  size_t buflen;
  uint8_t outlen;
  uint8_t keylen;
  bool key_pending;
};

/* Start a BLAKE2bp hash of OUTLEN bytes (1..64), keyed with the KEYLEN
   (0..64) bytes at KEY when KEYLEN > 0.  */
void blake2bp_init (struct blake2bp_state *s, size_t outlen,
                    void const *key, size_t keylen);

/* Absorb the INLEN bytes at IN.  IN may be null when INLEN is 0.  */
void blake2bp_update (struct blake2bp_state *s, void const *in,
                      size_t inlen);

/* Write S->outlen bytes to OUT.  S must not be updated afterwards.  */
void blake2bp_final (struct blake2bp_state *s, uint8_t *out);

/* For a thread layer, which hashes the leaves on different threads.
   Return how many whole groups at the start of the INLEN bytes that
   are to follow can go straight to the leaves, none of them holding a
   leaf's final block; 0 if S holds bytes back (they must go first).
   Before returning nonzero, absorb the key block, which precedes the
   data in every leaf.  */
size_t blake2bp_direct_groups (struct blake2bp_state *s, size_t inlen);

/* For a thread layer that is given the input in several calls: absorb
   the fewest of the INLEN bytes at IN that leave S holding no input
   back, so that blake2bp_direct_groups can give the groups after them
   to the leaves; none if S holds none, or if INLEN is too short for
   that.  Return how many bytes it took.  */
size_t blake2bp_align (struct blake2bp_state *s, void const *in,
                       size_t inlen);

/* Compress blocks FIRST .. FIRST + COUNT - 1 (COUNT is 1 or 2) of each
   of the NGROUPS groups at IN into those leaves' chaining values and
   counters H[0], T[0] .. H[COUNT - 1], T[COUNT - 1] (copies of
   S->h[FIRST] and S->t[FIRST] on: the leaves share cache lines), with
   the kernels of IMPL; two leaves side by side in the 2-lane kernel
   where IMPL has one.  Afterwards, blake2bp_update with the bytes after
   those groups goes on as if it had been given them all.  */
void blake2bp_compress_leaves (struct blake2b_impl const *impl,
                               uint64_t h[][8], uint64_t t[][2], int first,
                               int count, uint8_t const *in,
                               size_t ngroups);

/* One-shot: write the OUTLEN-byte (1..64) BLAKE2bp of the INLEN bytes at
   IN to OUT, keyed with the KEYLEN (0..64) bytes at KEY when
   KEYLEN > 0.  */
void blake2bp (uint8_t *out, size_t outlen, void const *in, size_t inlen,
               void const *key, size_t keylen);

#endif
