/* blake2sp.h -- BLAKE2sp, the 8-way parallel mode of BLAKE2s

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

#ifndef BLAKESUM_BLAKE2SP_H
#define BLAKESUM_BLAKE2SP_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "blake2s.h"

enum
{
  /* The number of leaves.  */
  BLAKE2SP_LEAVES = 8,
  /* One 64-byte block for each leaf: the unit the message is dealt
     out in.  */
  BLAKE2SP_GROUPBYTES = BLAKE2SP_LEAVES * BLAKE2S_BLOCKBYTES,
  /* The most input the state holds back.  A group may be compressed only
     once every leaf is known to receive more data after it, i.e. once
     more than (LEAVES - 1) blocks follow it; otherwise it may hold some
     leaf's final block, which needs the finalization flag.  */
  BLAKE2SP_BUFBYTES = 2 * BLAKE2SP_GROUPBYTES - BLAKE2S_BLOCKBYTES
};

/* The leaves are kept as bare chaining values and counters rather than
   as struct blake2s_state, in the array shape that multi-lane kernels
   (one leaf per SIMD lane) take, so that they can work in place.  */
struct blake2sp_state
{
  uint32_t h[BLAKE2SP_LEAVES][8];
  uint32_t t[BLAKE2SP_LEAVES][2];
  uint8_t buf[BLAKE2SP_BUFBYTES];
  /* The zero-padded key block, kept until the leaves absorb it: a leaf
     that never gets data must compress it as its final block.  */
  uint8_t key[BLAKE2S_BLOCKBYTES];
  size_t buflen;
  uint8_t outlen;
  uint8_t keylen;
  bool key_pending;
};

/* Start a BLAKE2sp hash of OUTLEN bytes (1..32), keyed with the KEYLEN
   (0..32) bytes at KEY when KEYLEN > 0.  */
void blake2sp_init (struct blake2sp_state *s, size_t outlen,
                    void const *key, size_t keylen);

/* Absorb the INLEN bytes at IN.  IN may be null when INLEN is 0.  */
void blake2sp_update (struct blake2sp_state *s, void const *in,
                      size_t inlen);

/* Write S->outlen bytes to OUT.  S must not be updated afterwards.  */
void blake2sp_final (struct blake2sp_state *s, uint8_t *out);

/* One-shot: write the OUTLEN-byte (1..32) BLAKE2sp of the INLEN bytes at
   IN to OUT, keyed with the KEYLEN (0..32) bytes at KEY when
   KEYLEN > 0.  */
void blake2sp (uint8_t *out, size_t outlen, void const *in, size_t inlen,
               void const *key, size_t keylen);

#endif
