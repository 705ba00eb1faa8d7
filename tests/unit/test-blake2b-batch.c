/* test-blake2b-batch.c -- blake2b_hash_batch against one message at a time

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

/* Under each kernel row this CPU runs (and, for a row with both lane
   kernels, under copies of it with only one of them), hash batches of
   messages with blake2b_hash_batch and each message alone with
   blake2b_update and blake2b_final from a state set up the same way,
   which test-blake2 pins to the official vectors; the two must agree,
   and no digest may be written past its length.  The batches vary in
   size, in their lengths (every block boundary, random, mixed or all
   equal) and in the parameters (key, digest length, salt, personal,
   tree fields, last node).  A few digests are literals from Python's
   hashlib, and templates that are not fresh must be refused.  Each
   message has a buffer of its own length, so that AddressSanitizer
   sees any read past it.  */

#include <config.h>

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "blake2/blake2b.h"
#include "blake2/blake2b-batch.h"
#include "kat.h"

enum
{
  MAX_BATCH = 150,
  MAX_LEN = BLAKE2B_BATCH_MAX_LEN,
  /* Each output sits in a cell with canary bytes on both sides.  */
  GUARD = 8,
  CELL = GUARD + BLAKE2B_OUTBYTES + GUARD
};

static size_t const batch_sizes[] = { 0, 1, 2, 3, 7, 8, 9, 16, 17, 40 };

/* Every length around a block boundary the code may treat apart, up to
   the longest message.  */
static size_t const boundaries[] =
  { 0, 1, 127, 128, 129, 255, 256, 257, 1023, 1024, 4095, 4096, 4097,
    8192, 16383, 16384 };

/* Short lengths that put several equal final blocks in the queue.  */
static size_t const shorts[] = { 1, 5, 127, 200, 0 };

/* How the states are set up: the parameters, and the key.  */
struct setup
{
  char const *name;
  size_t outlen;
  size_t keylen;
  bool key_block;       /* feed the key block (else only key_length) */
  bool salt_personal;
  bool tree;
  bool last_node;
};

static struct setup const setups[] =
  {
    { "unkeyed 64", 64, 0, false, false, false, false },
    { "unkeyed 32", 32, 0, false, false, false, false },
    { "unkeyed 1", 1, 0, false, false, false, false },
    { "key 1, 64", 64, 1, true, false, false, false },
    { "key 32, 32", 32, 32, true, false, false, false },
    { "key 64, 64", 64, 64, true, false, false, false },
    { "key 64, 1", 1, 64, true, false, false, false },
    { "salt personal 64", 64, 0, false, true, false, false },
    { "key 32 salt personal 32", 32, 32, true, true, false, false },
    { "last node 64", 64, 0, false, false, false, true },
    { "key 1 last node tree 32", 32, 1, true, true, true, true },
    { "tree fields 64", 64, 0, false, false, true, false },
    { "key_length without key block", 64, 40, false, false, false, false },
  };

static uint64_t rng_state = 0x2545f4914f6cdd1du;

static uint64_t
next_random (void)
{
  return kat_xorshift (&rng_state);
}

/* Set S up as SU says.  */
static void
set_up (struct blake2b_state *s, struct setup const *su)
{
  struct blake2b_param p;
  uint8_t key[BLAKE2B_KEYBYTES];

  blake2b_param_default (&p, su->outlen);
  p.key_length = (uint8_t) su->keylen;
  if (su->salt_personal)
    {
      memcpy (p.salt, "salt of a batch.", BLAKE2B_SALTBYTES);
      memcpy (p.personal, "personal: batch!", BLAKE2B_PERSONALBYTES);
    }
  if (su->tree)
    {
      p.fanout = 4;
      p.depth = 3;
      p.leaf_length = 4096;
      p.node_offset = UINT64_C (0x0123456789abcdef);
      p.node_depth = 1;
      p.inner_length = 64;
    }
  blake2b_init_param (s, &p);
  if (su->key_block)
    {
      kat_fill_key (key, su->keylen);
      blake2b_update_key (s, key, su->keylen);
    }
  blake2b_set_last_node (s, su->last_node);
}

/* Random bytes that the messages are copied from, at random offsets
   below POOL_SLACK.  */
enum { POOL_SLACK = 4093 };
static uint8_t pool[MAX_LEN + POOL_SLACK];

/* The messages of one batch, each in a buffer of its own length.  */
static uint8_t *msgs[MAX_BATCH];
static size_t lens[MAX_BATCH];
static uint8_t cells[MAX_BATCH][CELL];

/* Hash the N messages in LENS, which the caller chose, as SU says, in
   a batch and one by one, and compare.  */
static void
check_batch (struct setup const *su, size_t n, char const *pattern)
{
  struct blake2b_state template, s;
  uint8_t *outs[MAX_BATCH];

  for (size_t i = 0; i < n; i++)
    {
      /* Some empty messages have no buffer at all.  */
      msgs[i] = lens[i] == 0 && i % 2 ? NULL : kat_xmalloc (lens[i]);
      if (lens[i] > 0)
        memcpy (msgs[i], pool + next_random () % POOL_SLACK, lens[i]);
      memset (cells[i], 0xa5, CELL);
      outs[i] = cells[i] + GUARD;
    }

  set_up (&template, su);
  bool ok = blake2b_hash_batch (&template, n,
                                (uint8_t const *const *) msgs, lens, outs);
  kat_check (ok, "%s, %zu messages, %s: refused", su->name, n, pattern);

  for (size_t i = 0; ok && i < n; i++)
    {
      uint8_t expect[BLAKE2B_OUTBYTES];
      char what[200];

      set_up (&s, su);
      blake2b_update (&s, msgs[i], lens[i]);
      blake2b_final (&s, expect);
      snprintf (what, sizeof what, "%s, %zu messages, %s: message %zu (%zu"
                " bytes)", su->name, n, pattern, i, lens[i]);
      kat_check_same (outs[i], expect, su->outlen, what);
      kat_check_canary (cells[i], GUARD, what);
      kat_check_canary (outs[i] + su->outlen,
                        CELL - GUARD - su->outlen, what);
    }

  for (size_t i = 0; i < n; i++)
    free (msgs[i]);
}

/* Every batch size, with lengths from each pattern, under SU.  QUICK
   keeps a sample of the equal-length batches.  */
static void
check_setup (struct setup const *su, bool quick)
{
  enum { NB = sizeof boundaries / sizeof boundaries[0] };

  for (size_t b = 0; b < countof (batch_sizes); b++)
    {
      size_t n = batch_sizes[b];

      for (size_t i = 0; i < n; i++)
        lens[i] = boundaries[(i + b) % NB];
      check_batch (su, n, "boundaries mixed");

      for (size_t k = 0; k < NB; k++)
        {
          if (quick && (k + b) % 5 != 0)
            continue;
          for (size_t i = 0; i < n; i++)
            lens[i] = boundaries[k];
          char pattern[64];
          snprintf (pattern, sizeof pattern, "all %zu bytes", boundaries[k]);
          check_batch (su, n, pattern);
        }

      for (size_t i = 0; i < n; i++)
        lens[i] = next_random () % (MAX_LEN + 1);
      check_batch (su, n, "random mixed");

      size_t len = next_random () % (MAX_LEN + 1);
      for (size_t i = 0; i < n; i++)
        lens[i] = len;
      check_batch (su, n, "random all equal");

      for (size_t i = 0; i < n; i++)
        lens[i] = shorts[next_random () % countof (shorts)];
      check_batch (su, n, "short mixed");

      /* Lengths a few blocks apart, with the same final block length,
         as files of similar sizes give.  */
      for (size_t i = 0; i < n; i++)
        lens[i] = 4000 + (next_random () % 5) * BLAKE2B_BLOCKBYTES;
      check_batch (su, n, "same tail mixed");
    }
}

/* One batch longer than the chunks the batch code sorts by length,
   under each setup.  */
static void
check_long_batch (void)
{
  for (size_t i = 0; i < countof (setups); i++)
    {
      for (size_t k = 0; k < MAX_BATCH; k++)
        lens[k] = next_random () % (MAX_LEN + 1);
      check_batch (&setups[i], MAX_BATCH, "long batch, random");
    }
}

/* Digests from Python's hashlib (3.11), e.g.
     hashlib.blake2b (bytes (i % 251 for i in range (4096))).hexdigest ()
   for the first; the key is bytes (range (KEYLEN)).  */
static void
check_literals (void)
{
  static struct
  {
    size_t len, keylen, outlen;
    bool salt_personal, last_node;
    char const *hex;
  } const literals[] =
    {
      { 4096, 0, 64, false, false,
        "c7a3d6a53bd11772ecf077c1dc9633a39c6fe691ec07a530e0e765c0a9d5a01a"
        "16f00995536578b83e54c2821766ac7ac6ae86e22269a5d14208ccac954cc95f" },
      /* digest_size=32, key=bytes (range (64)) */
      { 4097, 64, 32, false, false,
        "5ffa33cf992f9a10c81a7f9baac0297ddb03999feecd7f5110d631ff146d53b1" },
      /* b"", key=b"\0" */
      { 0, 1, 64, false, false,
        "aaf42280524929171e417e77be67f9edec3a8461bbe7b5c2bd1d9a3d0928f1db"
        "bd1f6600bb866b72f0e3b3e22282c145f69873a3d250ddc43c423685d1247657" },
      /* digest_size=20, key=bytes (range (32)), salt=b"0123456789abcdef",
         person=b"personalization!", last_node=True */
      { 300, 32, 20, true, true,
        "f3abba5c6cc6aed0a30a023720edba651c20cb5e" },
    };

  for (size_t c = 0; c < countof (literals); c++)
    {
      struct blake2b_param p;
      struct blake2b_state template;
      uint8_t key[BLAKE2B_KEYBYTES];
      uint8_t *in = kat_xmalloc (literals[c].len);
      uint8_t const *ins[MAX_BATCH];
      size_t inlens[MAX_BATCH];
      uint8_t *outs[MAX_BATCH];
      /* The same message 9 times, more than fill the lanes.  */
      size_t n = 9;

      kat_fill_pattern (in, literals[c].len, 0);
      blake2b_param_default (&p, literals[c].outlen);
      p.key_length = (uint8_t) literals[c].keylen;
      if (literals[c].salt_personal)
        {
          memcpy (p.salt, "0123456789abcdef", BLAKE2B_SALTBYTES);
          memcpy (p.personal, "personalization!", BLAKE2B_PERSONALBYTES);
        }
      blake2b_init_param (&template, &p);
      if (literals[c].keylen)
        {
          kat_fill_key (key, literals[c].keylen);
          blake2b_update_key (&template, key, literals[c].keylen);
        }
      blake2b_set_last_node (&template, literals[c].last_node);

      for (size_t i = 0; i < n; i++)
        {
          ins[i] = in;
          inlens[i] = literals[c].len;
          outs[i] = cells[i] + GUARD;
        }
      kat_check (blake2b_hash_batch (&template, n, ins, inlens, outs),
                 "literal %zu: refused", c);
      for (size_t i = 0; i < n; i++)
        {
          char what[64];
          snprintf (what, sizeof what, "literal %zu, message %zu", c, i);
          kat_check_hex (outs[i], literals[c].outlen, literals[c].hex, what);
        }
      free (in);
    }
}

/* States that have absorbed more than their key block are refused,
   and nothing is written.  */
static void
check_refused (void)
{
  static uint8_t const data[200];
  uint8_t const *ins[2] = { data, data };
  size_t inlens[2] = { 10, 10 };
  uint8_t *outs[2] = { cells[0] + GUARD, cells[1] + GUARD };
  uint8_t key[BLAKE2B_KEYBYTES];
  uint8_t digest[BLAKE2B_OUTBYTES];
  struct blake2b_state s;

  kat_fill_key (key, sizeof key);
  for (int c = 0; c < 6; c++)
    {
      char what[64];

      switch (c)
        {
        case 0:                 /* a partial block of data */
          blake2b_init (&s, 64, NULL, 0);
          blake2b_update (&s, data, 3);
          break;
        case 1:                 /* a whole block of data, buffered */
          blake2b_init (&s, 64, NULL, 0);
          blake2b_update (&s, data, 128);
          break;
        case 2:                 /* data compressed */
          blake2b_init (&s, 64, NULL, 0);
          blake2b_update (&s, data, 200);
          break;
        case 3:                 /* the key block compressed */
          blake2b_init (&s, 32, key, 32);
          blake2b_update (&s, data, 1);
          break;
        case 4:                 /* a key block, then a block of data */
          blake2b_init (&s, 32, key, 32);
          blake2b_update (&s, data, 128);
          break;
        case 5:                 /* finished */
          blake2b_init (&s, 64, NULL, 0);
          blake2b_final (&s, digest);
          break;
        }
      memset (cells[0], 0xa5, CELL);
      memset (cells[1], 0xa5, CELL);
      snprintf (what, sizeof what, "used template %d", c);
      kat_check (!blake2b_hash_batch (&s, 2, ins, inlens, outs),
                 "%s: accepted", what);
      kat_check_canary (cells[0], CELL, what);
      kat_check_canary (cells[1], CELL, what);
      /* Refused even with nothing to hash.  */
      kat_check (!blake2b_hash_batch (&s, 0, NULL, NULL, NULL),
                 "%s: accepted for no messages", what);
    }
}

/* Everything above under ROW.  */
static void
check_row (struct blake2b_impl const *row, char const *variant, bool quick)
{
  kat_set_subject ("blake2b %s%s", row->name, variant);
  blake2b_use_impl (row);
  check_literals ();
  check_refused ();
  for (size_t i = 0; i < countof (setups); i++)
    check_setup (&setups[i], quick);
  check_long_batch ();
}

int
main (void)
{
  size_t n;
  struct blake2b_impl const *rows = blake2b_impls (&n);
  bool quick = kat_quick ();

  kat_init ("test-blake2b-batch");
  for (size_t k = 0; k < sizeof pool; k++)
    pool[k] = (uint8_t) next_random ();
  for (size_t i = 0; i < n; i++)
    {
      struct blake2b_impl const *row = &rows[i];
      check_row (row, "", quick);
      if (row->x4 && row->x8)
        {
          /* The batch code picks between the two; make it use each
             alone.  */
          struct blake2b_impl only8 = *row, only4 = *row;
          only8.x4 = NULL;
          only4.x8 = NULL;
          check_row (&only8, " (8 lanes only)", quick);
          check_row (&only4, " (4 lanes only)", quick);
          /* Not a row of the stack once this returns.  */
          blake2b_use_impl (row);
        }
    }
  kat_summary ("test-blake2b-batch");
  return kat_exit_status ();
}
