/* test-blake3-batch.c -- blake3_hash_batch against the streaming hasher

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

/* For every implementation blake3_impls () reports, and for plain,
   keyed and derive-key hashers: a few literal hashes, then batches of
   N = 0, 1, 2, 3, 15, 16, 17 and 40 messages whose lengths are drawn
   from every boundary of blocks, chunks and subtrees up to
   BLAKE3_BATCH_MAX_LEN (and a little beyond, where the batch falls back
   to the hasher) and at random, mixed within a batch, each hash compared
   with blake3_update and blake3_finalize of the same message.  That
   hasher is pinned to the official vectors by test-blake3.  A canary
   after OUT[N - 1] catches writes past the batch.  */

#include <config.h>

#include "blake3/blake3.h"
#include "blake3/blake3-batch.h"
#include "blake3/blake3-impl.h"
#include "kat.h"

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum mode { MODE_HASH, MODE_KEYED, MODE_DERIVE, N_MODES };

/* The key and context of the official vectors, so the literals below
   can be read off them.  */
static uint8_t const vector_key[BLAKE3_KEY_LEN + 1] =
  "whats the Elvish word for friend";
static char const vector_context[] =
  "BLAKE3 2019-12-27 16:29:52 test vectors context";

static char const *const mode_name[N_MODES] = { "hash", "keyed", "derive" };

static void
init_mode (struct blake3_hasher *h, enum mode mode)
{
  switch (mode)
    {
    case MODE_HASH:
      blake3_init (h);
      break;
    case MODE_KEYED:
      blake3_init_keyed (h, vector_key);
      break;
    case MODE_DERIVE:
      blake3_init_derive_key (h, vector_context, strlen (vector_context));
      break;
    default:
      abort ();
    }
}

static uint64_t rng_state = 0x2545f4914f6cdd1du;

static uint64_t
next_random (void)
{
  return kat_xorshift (&rng_state);
}


/* The literals: the first 32 bytes of "hash", "keyed_hash" and
   "derive_key" of the official BLAKE3 test_vectors.json (input byte I
   is I % 251), checked once against Debian's b3sum 1.2.0
   (/usr/bin/b3sum, plain, --keyed and --derive-key), never against
   this code.  */

static size_t const literal_lens[] = { 1024, 4096, 8193, 16384 };

static char const *const literal_hex[N_MODES][countof (literal_lens)] =
  {
    {
      "42214739f095a406f3fc83deb889744ac00df831c10daa55189b5d121c855af7",
      "015094013f57a5277b59d8475c0501042c0b642e531b0a1c8f58d2163229e969",
      "bab6c09cb8ce8cf459261398d2e7aef35700bf488116ceb94a36d0f5f1b7bc3b",
      "f875d6646de28985646f34ee13be9a576fd515f76b5b0a26bb324735041ddde4"
    },
    {
      "75c46f6f3d9eb4f55ecaaee480db732e6c2105546f1e675003687c31719c7ba4",
      "befc660aea2f1718884cd8deb9902811d332f4fc4a38cf7c7300d597a081bfc0",
      "954a2a75420c8d6547e3ba5b98d963e6fa6491addc8c023189cc519821b4a1f5",
      "9e9fc4eb7cf081ea7c47d1807790ed211bfec56aa25bb7037784c13c4b707b0d"
    },
    {
      "7356cd7720d5b66b6d0697eb3177d9f8d73a4a5c5e968896eb6a689684302706",
      "1e0d7f3db8c414c97c6307cbda6cd27ac3b030949da8e23be1a1a924ad2f25b9",
      "af1e0346e389b17c23200270a64aa4e1ead98c61695d917de7d5b00491c9b0f1",
      "160e18b5878cd0df1c3af85eb25a0db5344d43a6fbd7a8ef4ed98d0714c3f7e1"
    }
  };

static void
test_literals (void)
{
  enum { N = countof (literal_lens) };
  uint8_t *data = kat_xmalloc (N * BLAKE3_BATCH_MAX_LEN);
  uint8_t const *msgs[N];

  for (size_t i = 0; i < N; i++)
    {
      msgs[i] = data + i * BLAKE3_BATCH_MAX_LEN;
      kat_fill_pattern (data + i * BLAKE3_BATCH_MAX_LEN, literal_lens[i], 0);
    }
  for (int mode = 0; mode < N_MODES; mode++)
    {
      struct blake3_hasher h;
      uint8_t out[N][BLAKE3_OUT_LEN];
      init_mode (&h, mode);
      blake3_hash_batch (&h, N, msgs, literal_lens, out);
      for (size_t i = 0; i < N; i++)
        {
          char what[64];
          snprintf (what, sizeof what, "%s literal of %zu bytes",
                    mode_name[mode], literal_lens[i]);
          kat_check_hex (out[i], BLAKE3_OUT_LEN, literal_hex[mode][i], what);
        }
    }
  free (data);
}


/* The sweep.  */

/* The lengths where the shape of the tree or of a chunk changes; the
   last two are past BLAKE3_BATCH_MAX_LEN.  */
static size_t const boundary_lens[] =
  {
    0, 1, 63, 64, 65, 1023, 1024, 1025, 2047, 2048, 2049, 3071, 3072, 3073,
    4095, 4096, 4097, 8191, 8192, 8193, 15 * 1024, 16383, 16384,
    16385, 20000
  };

static size_t const batch_sizes[] = { 0, 1, 2, 3, 15, 16, 17, 40 };

enum
{
  MAX_N = 40,
  /* Each message has its own slot, so messages of the same length
     differ, and a hash that went to the wrong message shows.  */
  SLOT = 20000 + 64,
  CANARY = 3
};

/* How the lengths of a batch are drawn.  */
enum draw
{
  DRAW_BOUNDARIES,              /* the boundaries in turn, from a shift */
  DRAW_BOUNDARY_RANDOM,         /* each a boundary at random */
  DRAW_MIXED,                   /* a boundary or any length up to 16 KiB */
  DRAW_SAME                     /* all the same boundary */
};

static size_t
draw_len (enum draw draw, size_t i, size_t shift)
{
  size_t n_bounds = countof (boundary_lens);
  switch (draw)
    {
    case DRAW_BOUNDARIES:
      return boundary_lens[(i + shift) % n_bounds];
    case DRAW_BOUNDARY_RANDOM:
      return boundary_lens[next_random () % n_bounds];
    case DRAW_MIXED:
      return (next_random () % 2
              ? boundary_lens[next_random () % n_bounds]
              : next_random () % (BLAKE3_BATCH_MAX_LEN + 1));
    case DRAW_SAME:
      return boundary_lens[shift % n_bounds];
    default:
      abort ();
    }
}

/* Hash a batch of N messages from DATA with lengths drawn by DRAW, and
   compare with the streaming hasher.  */
static void
check_batch (uint8_t *data, enum mode mode, size_t n, enum draw draw,
             size_t shift)
{
  uint8_t const *msgs[MAX_N];
  size_t lens[MAX_N];
  uint8_t out[MAX_N + CANARY][BLAKE3_OUT_LEN];
  struct blake3_hasher template;

  for (size_t i = 0; i < n; i++)
    {
      lens[i] = draw_len (draw, i, shift);
      /* Misaligned, and null for some empty messages, as the interface
         allows.  */
      msgs[i] = data + i * SLOT + next_random () % 64;
      if (lens[i] == 0 && next_random () % 2)
        msgs[i] = NULL;
    }
  memset (out, 0xa5, sizeof out);
  init_mode (&template, mode);
  blake3_hash_batch (&template, n, msgs, lens, out);

  for (size_t i = 0; i < n; i++)
    {
      struct blake3_hasher h;
      uint8_t want[BLAKE3_OUT_LEN];
      init_mode (&h, mode);
      blake3_update (&h, msgs[i], lens[i]);
      blake3_finalize (&h, want, sizeof want);
      if (!kat_check (memcmp (out[i], want, sizeof want) == 0,
                      "%s: batch of %zu, draw %d, shift %zu: message %zu"
                      " of %zu bytes differs",
                      mode_name[mode], n, (int) draw, shift, i, lens[i]))
        break;
    }
  kat_check_canary (out[n], CANARY * BLAKE3_OUT_LEN, "batch");
}

static void
test_sweep (void)
{
  uint8_t *data = kat_xmalloc (MAX_N * SLOT);
  for (size_t i = 0; i < MAX_N * SLOT; i++)
    data[i] = (uint8_t) next_random ();
  size_t rounds = kat_quick () ? 2 : 12;

  for (int mode = 0; mode < N_MODES; mode++)
    {
      for (size_t b = 0; b < countof (batch_sizes); b++)
        {
          size_t n = batch_sizes[b];
          for (size_t shift = 0; shift < countof (boundary_lens); shift++)
            check_batch (data, mode, n, DRAW_BOUNDARIES, shift);
          for (size_t r = 0; r < rounds; r++)
            {
              check_batch (data, mode, n, DRAW_BOUNDARY_RANDOM, 0);
              check_batch (data, mode, n, DRAW_MIXED, 0);
            }
        }
      for (size_t shift = 0; shift < countof (boundary_lens); shift++)
        {
          check_batch (data, mode, 16, DRAW_SAME, shift);
          check_batch (data, mode, 17, DRAW_SAME, shift);
        }
    }
  free (data);
}

int
main (void)
{
  size_t n_impls;
  struct blake3_impl const *impls;

  kat_init ("test-blake3-batch");
  impls = blake3_impls (&n_impls);
  for (size_t i = 0; i < n_impls; i++)
    {
      int before = kat_failures ();
      kat_set_subject ("%s", impls[i].name);
      blake3_use_impl (&impls[i]);
      test_literals ();
      test_sweep ();
      printf ("test-blake3-batch: %s: %s\n", impls[i].name,
              kat_failures () == before ? "ok" : "FAILED");
    }
  kat_summary ("test-blake3-batch");
  return kat_exit_status ();
}
