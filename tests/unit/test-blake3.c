/* test-blake3.c -- check every BLAKE3 implementation against known answers

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

/* Every check runs once per implementation that blake3_impls () reports,
   so one machine tests every kernel it can run.  Parts:
     1. literals computed with /usr/bin/b3sum;
     2. the official test_vectors.json, when BLAKESUM_VECTORS_DIR is set;
     3. XOF windows at any seek;
     4. incremental updates split every way;
     5. misaligned buffers;
     6. every implementation against the portable one, and every
        hash_many against the single-block compression;
     7. the tree layer on lengths the hasher never gives it;
     8. the join hook: every split it sees, and every subtree's CV.
   Exit status 0 when all pass, 1 otherwise.  */

#include <config.h>

#include "blake3/blake3.h"
#include "blake3/blake3-impl.h"
#include "kat.h"

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#if USE_POSIX_THREADS
# include <pthread.h>
# include <stdatomic.h>
#endif

/* The input of the literal cases: not periodic in 64 or 1024 bytes, so
   a block or chunk hashed at the wrong position shows.  The files that
   b3sum hashed for part 1 were written with this formula, byte I being
   (I * 167 + (I >> 8) * 13) mod 256 (in Python, bytes ((i * 167
   + (i >> 8) * 13) % 256 for i in range (n))).  */
static void
fill_pattern (uint8_t *buf, size_t n)
{
  for (size_t i = 0; i < n; i++)
    buf[i] = (uint8_t) (i * 167 + (i >> 8) * 13);
}

enum mode { MODE_HASH, MODE_KEYED, MODE_DERIVE };

/* The key and context of the literal cases.  */
static uint8_t const lit_key[BLAKE3_KEY_LEN + 1] =
  "blakesum unit test key, 32 bytes";
static char const lit_context[] = "blakesum 2026 unit test context";

static void
init_mode (struct blake3_hasher *h, enum mode mode, uint8_t const *key,
           char const *context)
{
  switch (mode)
    {
    case MODE_HASH:
      blake3_init (h);
      break;
    case MODE_KEYED:
      blake3_init_keyed (h, key);
      break;
    case MODE_DERIVE:
      blake3_init_derive_key (h, context, strlen (context));
      break;
    }
}

static void
hash_oneshot (enum mode mode, void const *in, size_t len, uint8_t *out,
              size_t out_len)
{
  struct blake3_hasher h;
  init_mode (&h, mode, lit_key, lit_context);
  blake3_update (&h, in, len);
  blake3_finalize (&h, out, out_len);
}


/* Part 1.  These digests were computed ONCE with Debian's b3sum 1.2.0
   (/usr/bin/b3sum), never with this code:
     b3sum --no-names -l LEN FILE
     printf %s 'blakesum unit test key, 32 bytes' | b3sum --keyed ...
     b3sum --derive-key 'blakesum 2026 unit test context' ...
   where FILE holds STR, or PATTERN_LEN bytes of fill_pattern.  */

struct literal
{
  enum mode mode;
  char const *str;              /* the input, or null for the pattern */
  size_t pattern_len;
  size_t out_len;
  char const *hex[8];           /* concatenated, up to 8 x 32 bytes */
};

static struct literal const literals[] =
  {
    { MODE_HASH, "", 0, 32,
      { "af1349b9f5f9a1a6a0404dea36dcc9499bcb25c9adc112b7cc9a93cae41f3262" } },
    { MODE_HASH, "abc", 0, 32,
      { "6437b3ac38465133ffb63b75273a8db548c558465d79db03fd359c6cd5bd9d85" } },
    { MODE_HASH, NULL, 1, 32,
      { "2d3adedff11b61f14c886e35afa036736dcd87a74d27b5c1510225d0f592e213" } },
    { MODE_HASH, NULL, 63, 32,
      { "8f750b75d1861b95f74de67db8f1f2e4b52e6dc6f2a1aa8e4d98344c28d04e22" } },
    { MODE_HASH, NULL, 64, 32,
      { "072a256d1c244e565e5d73a01619cb4aa257e29da9957eb4d2b971ab6ad42f5d" } },
    { MODE_HASH, NULL, 65, 32,
      { "58550d25231bcb25324d2c880090669433c071134e50b91b56f87e6a282aec5c" } },
    { MODE_HASH, NULL, 1023, 32,
      { "0e090e8004ac0f257749c20f425607f9baf6850cdc8a61110939763fa4b7f4ca" } },
    { MODE_HASH, NULL, 1024, 32,
      { "7c9ae4d6ed6954f849ae3d6d5a6a7f759bc1f3cba985c86b9b5c3a729fe86d36" } },
    { MODE_HASH, NULL, 1025, 32,
      { "5abb6c4e5673f798d6092ce5343501e6051fe6b9770d165d791747d31ae1cd0c" } },
    { MODE_HASH, NULL, 2048, 32,
      { "ea5d22925594eb9868caad2a1568b9964d29d9d03770759ca1820508878bcff2" } },
    { MODE_HASH, NULL, 2049, 32,
      { "a00aeede13c8a4fb9d9778648c7c768068ab808d8465820bc6c27dadbd7cc0a9" } },
    { MODE_HASH, NULL, 3073, 32,
      { "e32cd04a5bd3b61570de0c5f51a3a6cbf22af9e0b9527448ec5f3da7a06ed1af" } },
    { MODE_HASH, NULL, 4097, 32,
      { "5270e98aa56cb19a07110f67ddfe5dc23a5e22ef189c2e9be94ca3dd93442091" } },
    { MODE_HASH, NULL, 65537, 32,
      { "e54b469c5224793b2038f85c948e5dc4273a0fb22ba9dc62e1b2fffff288b752" } },
    { MODE_HASH, NULL, 1048583, 32,
      { "7b88f1ab51b491d3702629937c7642132be4fd2fb09309cc8977f08eba808c3f" } },
    { MODE_KEYED, "", 0, 32,
      { "a94ce510242ff0c1a871e3477bdf92ed393a96645a8fafda25f91bb90298574c" } },
    { MODE_KEYED, "abc", 0, 32,
      { "256b01e1c7a2f9bc87f738b07e69bd0d33195a1116d97f136592b4bf3dee0b51" } },
    { MODE_KEYED, NULL, 2049, 32,
      { "f943bc974e095da268d8d44d1ef785fa83460e29829474cb864e62458aef9fa7" } },
    { MODE_KEYED, NULL, 65537, 32,
      { "5f809d612b6a8d0fadb24d49d942ed6ab19565d71502bf1cbdd245e28ddb7d8c" } },
    { MODE_DERIVE, "", 0, 32,
      { "68dfa15cb1b578fc53f617ba287607dc502f8d7da95d88276489f856edf8d68a" } },
    { MODE_DERIVE, NULL, 1025, 32,
      { "19f9c439318a492b65231ef0ca4156da75b7338da28bb9ada463c663b4a61b19" } },
    { MODE_DERIVE, NULL, 8193, 32,
      { "7309077ec467e144bb9e8944c37809dd48340ce197df59b9cc5770d43bb8f77a" } },
    { MODE_HASH, NULL, 1025, 200,
      { "5abb6c4e5673f798d6092ce5343501e6051fe6b9770d165d791747d31ae1cd0c",
        "9db9942510a25b0a911d7e7ef2b86c984a831719056a86f5135923e5979ce10c",
        "f3b91c0c772469bdbe8918140eb4ff962462d25cf6d3812042cd95daa8844d5f",
        "f4660707a6223e6bf17671e7a9f22d7c4de0c707b49276d881ce1465ce2eff6f",
        "91a02463a6c9de9cda7c8771a149101b225ef4637500bab09a07d0c6945b9a35",
        "d5f01e476523e29e78b5a413780a5a392e7241c3899c027db2a57c2a39bb34ac",
        "b8cde278280e0024" } },
    { MODE_KEYED, NULL, 3073, 200,
      { "2ee1b77be75592d8ea80bf2408092e28361359c1965f81f89d35210d38bbd6b2",
        "badc9782549961a785e124be504881bde4bdbfd1109ddd25e9d576be110287e6",
        "c379dacf195d4e4bf2c222b3f71b6c39738aedd485bb8c44ec91f0a5b4c5eceb",
        "4b418c728dec70a913677f2f8d9f5a12364c1bda2af2662c38f6aa2d8e5df9f7",
        "0c1fe6926b7969ac9fb10f5f09986bb543d5158ccb597ddaf11ea2b74a1fd039",
        "896fd088ac83af970ad6136c66f0233658adeda8d1dab79a8faee22a07b6482e",
        "fe8a17e047ab9396" } },
    { MODE_DERIVE, "abc", 0, 200,
      { "76196c970f78d37cd0fdc2cd22dae482337a1dc427cf666df9743038235bfc0b",
        "a91feaa45a65b1d6735363e67be99a190ae48416ba2f7bc72d76e2041b43397b",
        "d3caad87842ac3df15930d53bd525d6414bec2259791c829cc2fbd8de7123ca9",
        "255c4c85432a41e4dd5087ce8e6679307530939917f77ef97a19c2f0193c71ee",
        "ea984f1e013b567b881eeca63b473be2a4a090a472be785c2a14199d1419761e",
        "438aa9e2e353ad38bcbd61d30ad8e4c401d26562fe435333181e3645717f7592",
        "38ad836bb531c8e5" } },
    { MODE_HASH, "", 0, 131,
      { "af1349b9f5f9a1a6a0404dea36dcc9499bcb25c9adc112b7cc9a93cae41f3262",
        "e00f03e7b69af26b7faaf09fcd333050338ddfe085b8cc869ca98b206c08243a",
        "26f5487789e8f660afe6c99ef9e0c52b92e7393024a80459cf91f476f9ffdbda",
        "7001c22e159b402631f277ca96f2defdf1078282314e763699a31c5363165421",
        "cce14d" } },
  };

static void
test_literals (void)
{
  size_t n_lit = sizeof literals / sizeof literals[0];
  for (size_t i = 0; i < n_lit; i++)
    {
      struct literal const *l = &literals[i];
      uint8_t const *in;
      uint8_t *buf = NULL;
      size_t len;
      if (l->str)
        {
          in = (uint8_t const *) l->str;
          len = strlen (l->str);
        }
      else
        {
          buf = kat_xmalloc (l->pattern_len);
          fill_pattern (buf, l->pattern_len);
          in = buf;
          len = l->pattern_len;
        }

      char expect[8 * 64 + 1] = "";
      for (int j = 0; j < 8 && l->hex[j]; j++)
        strcat (expect, l->hex[j]);

      uint8_t out[8 * 32];
      char what[100];
      snprintf (what, sizeof what, "literal %zu (mode %d, %zu bytes)", i,
                (int) l->mode, len);
      hash_oneshot (l->mode, in, len, out, l->out_len);
      kat_check_hex (out, l->out_len, expect, what);
      free (buf);
    }
}


/* Part 2: the official vectors, read with kat.c's JSON scanner.  */

enum { VEC_HEX_MAX = 2 * 131, VEC_MAX_CASES = 100 };

struct vector_case
{
  uint64_t input_len;
  char hex[3][VEC_HEX_MAX + 1];   /* hash, keyed_hash, derive_key */
};

struct vectors
{
  char key[BLAKE3_KEY_LEN + 1];
  char context[256];
  size_t n_cases;
  struct vector_case cases[VEC_MAX_CASES];
};

static char const *const mode_fields[3] =
  { "hash", "keyed_hash", "derive_key" };

static void
scan_case (struct kat_json *j, struct vector_case *vc)
{
  unsigned int seen = 0;
  kat_json_expect (j, '{');
  if (kat_json_take (j, '}'))
    {
      j->ok = false;
      return;
    }
  do
    {
      char name[64];
      kat_json_string (j, name, sizeof name);
      kat_json_expect (j, ':');
      if (strcmp (name, "input_len") == 0)
        {
          kat_json_uint (j, &vc->input_len);
          seen |= 1;
        }
      else
        {
          int m;
          for (m = 0; m < 3; m++)
            if (strcmp (name, mode_fields[m]) == 0)
              break;
          if (m < 3)
            {
              kat_json_string (j, vc->hex[m], sizeof vc->hex[m]);
              seen |= 2u << m;
            }
          else
            kat_json_skip (j);
        }
    }
  while (kat_json_take (j, ','));
  kat_json_expect (j, '}');
  if (seen != 15)
    j->ok = false;
}

static bool
scan_vectors (char const *text, size_t len, struct vectors *v)
{
  struct kat_json j;
  unsigned int seen = 0;
  kat_json_init (&j, text, len);
  v->n_cases = 0;
  kat_json_expect (&j, '{');
  do
    {
      char name[64];
      kat_json_string (&j, name, sizeof name);
      kat_json_expect (&j, ':');
      if (strcmp (name, "key") == 0)
        {
          kat_json_string (&j, v->key, sizeof v->key);
          seen |= 1;
        }
      else if (strcmp (name, "context_string") == 0)
        {
          kat_json_string (&j, v->context, sizeof v->context);
          seen |= 2;
        }
      else if (strcmp (name, "cases") == 0)
        {
          kat_json_expect (&j, '[');
          do
            {
              if (v->n_cases == VEC_MAX_CASES)
                j.ok = false;
              else
                scan_case (&j, &v->cases[v->n_cases++]);
            }
          while (kat_json_take (&j, ','));
          kat_json_expect (&j, ']');
          seen |= 4;
        }
      else
        kat_json_skip (&j);
    }
  while (kat_json_take (&j, ','));
  kat_json_expect (&j, '}');
  return j.ok && seen == 7 && strlen (v->key) == BLAKE3_KEY_LEN;
}

/* Read the vectors from $BLAKESUM_VECTORS_DIR.  Return null when the
   variable is unset; exit on a broken file, which must not pass as a
   skip.  */
static struct vectors *
load_vectors (void)
{
  char const *dir = kat_vectors_dir ();
  if (!dir)
    return NULL;

  char *path = kat_path (dir, "blake3/test_vectors.json");
  size_t size;
  char *text = kat_read_file (path, &size);
  if (!text)
    exit (EXIT_FAILURE);

  struct vectors *v = kat_xmalloc (sizeof *v);
  if (!scan_vectors (text, size, v))
    {
      kat_fail ("%s: cannot parse", path);
      exit (EXIT_FAILURE);
    }
  free (text);
  free (path);
  return v;
}

/* Run every case in every mode; return how many cases passed.  */
static size_t
test_vectors (struct vectors const *v)
{
  size_t passed = 0;
  for (size_t i = 0; i < v->n_cases; i++)
    {
      struct vector_case const *vc = &v->cases[i];
      size_t len = (size_t) vc->input_len;
      uint8_t *in = kat_xmalloc (len);
      kat_fill_pattern (in, len, 0);
      bool ok = true;
      for (int m = 0; m < 3; m++)
        {
          struct blake3_hasher h;
          uint8_t out[131];
          char what[100];
          init_mode (&h, (enum mode) m, (uint8_t const *) v->key,
                     v->context);
          blake3_update (&h, in, len);

          snprintf (what, sizeof what, "vector %zu bytes, %s, 131 bytes",
                    len, mode_fields[m]);
          blake3_finalize (&h, out, sizeof out);
          ok &= kat_check_hex (out, sizeof out, vc->hex[m], what);

          char expect32[65];
          memcpy (expect32, vc->hex[m], 64);
          expect32[64] = '\0';
          snprintf (what, sizeof what, "vector %zu bytes, %s, 32 bytes",
                    len, mode_fields[m]);
          blake3_finalize (&h, out, BLAKE3_OUT_LEN);
          ok &= kat_check_hex (out, BLAKE3_OUT_LEN, expect32, what);
        }
      passed += ok;
      free (in);
    }
  return passed;
}


/* Part 3: any window of the output stream, fetched with finalize_seek,
   is the same bytes as in one long output.  */

static void
test_xof_input (enum mode mode, uint8_t const *in, size_t len)
{
  enum { LONG = 400 };
  struct blake3_hasher h;
  uint8_t whole[LONG];
  uint8_t window[LONG + 1];

  init_mode (&h, mode, lit_key, lit_context);
  blake3_update (&h, in, len);
  blake3_finalize (&h, whole, sizeof whole);

  for (size_t k = 0; k <= 200; k++)
    for (size_t n = 0; n <= 130; n++)
      {
        /* A guard byte after the window catches writes past OUT_LEN.  */
        window[n] = 0xA5;
        blake3_finalize_seek (&h, k, window, n);
        if (!kat_check (memcmp (window, whole + k, n) == 0
                        && window[n] == 0xA5,
                        "xof window seek %zu len %zu (input %zu bytes)",
                        k, n, len))
          return;
      }
}

/* The output counter is 64 bits wide: block 2^32 must use the high
   word.  The expected bytes of "abc" at these seeks come from a
   throwaway Python transcription of the spec (ref.py, not this code),
   which was first checked against 300 bytes of b3sum -l output.  */
static void
test_xof_far (void)
{
  static uint8_t const abc[] = "abc";
  struct blake3_hasher h;
  uint8_t out[20];

  blake3_init (&h);
  blake3_update (&h, abc, 3);

  blake3_finalize_seek (&h, ((uint64_t) 1 << 32) * 64 - 10, out, 20);
  kat_check_hex (out, 20, "46066300116a459bbbb227db0cdf9952a2ccff10",
                 "abc xof at 2^38 - 10");
  blake3_finalize_seek (&h, UINT64_MAX - 19, out, 20);
  kat_check_hex (out, 20, "ede7f54282345591b595b66b52ef72f23a0258fa",
                 "abc xof at 2^64 - 20");

  /* Around the same counter crossing, on a multi-chunk input: windows
     at every offset agree with one block-aligned window.  */
  enum { LEN = 5000 };
  uint8_t *in = kat_xmalloc (LEN);
  fill_pattern (in, LEN);
  blake3_init (&h);
  blake3_update (&h, in, LEN);
  uint64_t base = ((uint64_t) 1 << 32) * 64 - 128;
  uint8_t wide[256];
  uint8_t window[130];
  blake3_finalize_seek (&h, base, wide, sizeof wide);
  for (size_t k = 0; k + 130 <= sizeof wide; k += 7)
    {
      blake3_finalize_seek (&h, base + k, window, 130);
      if (!kat_check_same (window, wide + k, 130, "xof window near 2^38"))
        break;
    }
  /* And block 2^32 is not block 0 (a dropped high counter word).  */
  uint8_t block0[64];
  blake3_finalize_seek (&h, 0, block0, 64);
  kat_check (memcmp (block0, wide + 128, 64) != 0,
             "xof block 2^32 equals block 0");
  free (in);
}


/* Part 4: however the input is cut into updates, the result is the
   same, and finalizing in between changes nothing.  */

/* Hash IN in pieces of the sizes in SIZES (cycled), finalizing after
   each piece when PEEK, and return 64 output bytes in OUT.  */
static void
hash_pieces (uint8_t const *in, size_t len, size_t const *sizes,
             size_t n_sizes, bool peek, uint8_t out[64])
{
  struct blake3_hasher h;
  blake3_init (&h);
  for (size_t pos = 0, i = 0; pos < len; i++)
    {
      size_t n = sizes[i % n_sizes];
      if (n > len - pos)
        n = len - pos;
      blake3_update (&h, in + pos, n);
      pos += n;
      if (peek)
        {
          uint8_t tmp[64];
          blake3_finalize (&h, tmp, sizeof tmp);
        }
    }
  blake3_finalize (&h, out, 64);
}

static void
test_incremental (void)
{
  enum { SMALL = 3 * 1024 + 1 };
  uint8_t *in = kat_xmalloc (SMALL);
  fill_pattern (in, SMALL);
  uint8_t whole[64], got[64];
  char what[100];

  /* Digests of every prefix, each in one update.  */
  uint8_t (*prefix)[32] = kat_xmalloc ((SMALL + 1) * sizeof *prefix);
  for (size_t s = 0; s <= SMALL; s++)
    hash_oneshot (MODE_HASH, in, s, prefix[s], 32);
  hash_oneshot (MODE_HASH, in, SMALL, whole, 64);

  /* Two pieces, split anywhere, with a finalize after the first.  */
  for (size_t s = 0; s <= SMALL; s++)
    {
      struct blake3_hasher h;
      uint8_t mid[32];
      blake3_init (&h);
      blake3_update (&h, in, s);
      blake3_finalize (&h, mid, sizeof mid);
      blake3_update (&h, in + s, SMALL - s);
      blake3_finalize (&h, got, sizeof got);
      snprintf (what, sizeof what, "split at %zu", s);
      if (!kat_check_same (mid, prefix[s], 32, what)
          || !kat_check_same (got, whole, 64, what))
        break;
    }

  /* Three pieces around the chunk boundaries.  */
  for (size_t a = 1000; a <= 1100; a++)
    for (size_t b = a; b <= a + 1100 && b <= SMALL; b += 61)
      {
        struct blake3_hasher h;
        blake3_init (&h);
        blake3_update (&h, in, a);
        blake3_update (&h, in + a, b - a);
        blake3_update (&h, in + b, SMALL - b);
        blake3_finalize (&h, got, sizeof got);
        if (!kat_check (memcmp (got, whole, sizeof got) == 0,
                        "three pieces %zu %zu", a, b))
          goto three_done;
      }
 three_done:;

  static size_t const fixed[] = { 1, 63, 64, 65, 1023, 1024, 1025 };
  for (size_t i = 0; i < sizeof fixed / sizeof fixed[0]; i++)
    for (int peek = 0; peek <= 1; peek++)
      {
        hash_pieces (in, SMALL, &fixed[i], 1, peek, got);
        snprintf (what, sizeof what, "pieces of %zu%s", fixed[i],
                  peek ? " with finalize" : "");
        kat_check_same (got, whole, sizeof got, what);
      }

  /* A reset hasher is a fresh one.  */
  {
    struct blake3_hasher h;
    blake3_init (&h);
    blake3_update (&h, in, 2000);
    blake3_reset (&h);
    blake3_update (&h, in, SMALL);
    blake3_finalize (&h, got, sizeof got);
    kat_check_same (got, whole, sizeof got, "reset");
  }
  free (prefix);
  free (in);

  /* Large input: the subtree path, with uneven pieces that start
     subtrees at odd chunk counts.  Its one-shot digest is a literal.  */
  enum { BIG = 1024 * 1024 + 7 };
  uint8_t *big = kat_xmalloc (BIG);
  fill_pattern (big, BIG);
  uint8_t big_whole[64];
  hash_oneshot (MODE_HASH, big, BIG, big_whole, 64);
  kat_check_hex (big_whole, 32,
                 "7b88f1ab51b491d3702629937c7642132be4fd2f"
                 "b09309cc8977f08eba808c3f", "1 MiB + 7 one-shot");

  static size_t const uneven1[] = { 1, 1000, 4096, 65539, 17, 300000, 2048,
                                    1025, 123457 };
  static size_t const uneven2[] = { 1024, 3072, 16384, 65536, 7 };
  static size_t const uneven3[] = { 31744, 102400, 1 };
  static size_t const uneven4[] = { 65536 };
  static size_t const uneven5[] = { 524288, 524287 };
  struct { size_t const *s; size_t n; } const plans[] =
    {
      { uneven1, sizeof uneven1 / sizeof *uneven1 },
      { uneven2, sizeof uneven2 / sizeof *uneven2 },
      { uneven3, sizeof uneven3 / sizeof *uneven3 },
      { uneven4, 1 },
      { uneven5, 2 },
    };
  for (size_t i = 0; i < sizeof plans / sizeof plans[0]; i++)
    for (int peek = 0; peek <= 1; peek++)
      {
        hash_pieces (big, BIG, plans[i].s, plans[i].n, peek, got);
        snprintf (what, sizeof what, "1 MiB + 7 in plan %zu%s", i,
                  peek ? " with finalize" : "");
        kat_check_same (got, big_whole, sizeof got, what);
      }

  /* Pseudo-random piece sizes, up to 40 KiB.  */
  uint32_t seed = 12345;
  for (int round = 0; round < 4; round++)
    {
      struct blake3_hasher h;
      blake3_init (&h);
      for (size_t pos = 0; pos < BIG;)
        {
          seed = seed * 1103515245 + 12345;
          size_t n = (seed >> 8) % (40 * 1024) + 1;
          if (n > BIG - pos)
            n = BIG - pos;
          blake3_update (&h, big + pos, n);
          pos += n;
        }
      blake3_finalize (&h, got, sizeof got);
      kat_check_same (got, big_whole, sizeof got,
                      "1 MiB + 7 in random pieces");
    }

  /* A first piece of each interesting size, then the rest.  */
  static size_t const firsts[] = { 1, 1023, 1024, 1025, 4096, 65536, 65537,
                                   131072, 524288, 524289 };
  for (size_t i = 0; i < sizeof firsts / sizeof firsts[0]; i++)
    {
      struct blake3_hasher h;
      blake3_init (&h);
      blake3_update (&h, big, firsts[i]);
      blake3_update (&h, big + firsts[i], BIG - firsts[i]);
      blake3_finalize (&h, got, sizeof got);
      snprintf (what, sizeof what, "1 MiB + 7 split at %zu", firsts[i]);
      kat_check_same (got, big_whole, sizeof got, what);
    }
  free (big);
}


/* Part 5: input and output at every alignment.  */

static void
test_misaligned (void)
{
  static size_t const lens[] = { 3073, 65537 };
  for (size_t i = 0; i < sizeof lens / sizeof lens[0]; i++)
    {
      size_t len = lens[i];
      uint8_t *src = kat_xmalloc (len);
      uint8_t *buf = kat_xmalloc (len + 64);
      fill_pattern (src, len);
      uint8_t expect[100];
      hash_oneshot (MODE_KEYED, src, len, expect, sizeof expect);
      for (size_t off = 1; off < 64; off++)
        {
          uint8_t out[100 + 64];
          char what[100];
          memcpy (buf + off, src, len);
          hash_oneshot (MODE_KEYED, buf + off, len, out + off,
                        sizeof expect);
          snprintf (what, sizeof what, "%zu bytes at offset %zu", len, off);
          if (!kat_check_same (out + off, expect, sizeof expect, what))
            break;
        }
      free (buf);
      free (src);
    }

  /* An unaligned key.  */
  uint8_t key_buf[BLAKE3_KEY_LEN + 3];
  memcpy (key_buf + 3, lit_key, BLAKE3_KEY_LEN);
  struct blake3_hasher h;
  uint8_t out[32];
  blake3_init_keyed (&h, key_buf + 3);
  blake3_update (&h, "abc", 3);
  blake3_finalize (&h, out, sizeof out);
  uint8_t expect[32];
  hash_oneshot (MODE_KEYED, "abc", 3, expect, sizeof expect);
  kat_check_same (out, expect, sizeof out, "unaligned key");
}


/* Part 6: every implementation gives the portable one's answers for
   many lengths, in every mode.  Catches kernel bugs the fixed lengths
   above might miss (odd input counts, counters per lane).  */

static void
test_against_portable (struct blake3_impl const *portable,
                       struct blake3_impl const *impl)
{
  enum { MAX = 40 * 1024 + 1 };
  uint8_t *in = kat_xmalloc (MAX);
  fill_pattern (in, MAX);
  /* Quick runs step by 7 and 427: every phase of a block still.  */
  size_t const small = kat_quick () ? 7 : 1, large = kat_quick () ? 427 : 61;
  for (size_t len = 0; len <= MAX; len += len < 2100 ? small : large)
    for (int m = 0; m < 3; m++)
      {
        uint8_t ref[72], got[72];
        blake3_use_impl (portable);
        hash_oneshot ((enum mode) m, in, len, ref, sizeof ref);
        blake3_use_impl (impl);
        hash_oneshot ((enum mode) m, in, len, got, sizeof got);
        char what[100];
        snprintf (what, sizeof what, "%zu bytes, mode %d, vs portable",
                  len, m);
        if (!kat_check_same (got, ref, sizeof got, what))
          {
            free (in);
            return;
          }
      }
  free (in);
}


/* Part 6b: blake3_hash_many_copy gives hash_many's CVs, from the
   portable kernel, and copies every input byte for byte, no more:
   every count of inputs around the kernel's batch width, whole chunks
   and single blocks, inputs spaced as in a combined Bao encoding (not
   aligned), with and without counters that count up.  */

static void
test_hash_many_copy (struct blake3_impl const *portable,
                     struct blake3_impl const *impl)
{
  enum { MAX_INPUTS = 2 * BLAKE3_MAX_SIMD_DEGREE + 3, STRIDE = 1024 + 72,
         GUARD = 64 };
  uint8_t *in = kat_xmalloc (MAX_INPUTS * STRIDE + 8);
  uint8_t *copy = kat_xmalloc (MAX_INPUTS * (1024 + GUARD));
  fill_pattern (in, MAX_INPUTS * STRIDE + 8);
  uint8_t const *inputs[MAX_INPUTS];
  uint8_t *copies[MAX_INPUTS];
  for (size_t i = 0; i < MAX_INPUTS; i++)
    {
      inputs[i] = in + 8 + i * STRIDE;
      copies[i] = copy + i * (1024 + GUARD);
    }

  for (size_t n = 0; n <= MAX_INPUTS; n++)
    for (int chunks = 0; chunks < 2; chunks++)
      {
        size_t blocks = chunks ? 16 : 1;
        bool inc = chunks;
        uint8_t start = chunks ? BLAKE3_CHUNK_START : 0;
        uint8_t end = chunks ? BLAKE3_CHUNK_END : 0;
        uint8_t flags = chunks ? 0 : BLAKE3_PARENT;
        uint8_t want[MAX_INPUTS * BLAKE3_OUT_LEN];
        uint8_t got[MAX_INPUTS * BLAKE3_OUT_LEN];
        portable->hash_many (inputs, n, blocks, blake3_iv,
                             (uint64_t) 0xfffffffe, inc, flags, start, end,
                             want, NULL);
        memset (copy, 0xa5, MAX_INPUTS * (1024 + GUARD));
        blake3_hash_many_copy (impl, inputs, copies, n, blocks, blake3_iv,
                               (uint64_t) 0xfffffffe, inc, flags, start,
                               end, got, NULL);
        char what[100];
        snprintf (what, sizeof what, "hash_many_copy, %zu inputs of %zu"
                  " blocks: CVs", n, blocks);
        if (!kat_check_same (got, want, n * BLAKE3_OUT_LEN, what))
          goto done;
        for (size_t i = 0; i < MAX_INPUTS; i++)
          {
            uint8_t expect[1024 + GUARD];
            size_t copied = i < n ? blocks * BLAKE3_BLOCK_LEN : 0;
            memcpy (expect, inputs[i], copied);
            memset (expect + copied, 0xa5, sizeof expect - copied);
            snprintf (what, sizeof what, "hash_many_copy, %zu inputs of %zu"
                      " blocks: copy %zu", n, blocks, i);
            if (!kat_check_same (copies[i], expect, sizeof expect, what))
              goto done;
          }
      }
 done:
  free (in);
  free (copy);
}


/* Part 6d: hash_many itself against the single-block compression,
   which the tree code and the spec transcription below also use: every
   count of inputs around each kernel's width (the portable kernel too
   hashes several inputs at once), whole chunks and single blocks,
   counters that cross 2^32 between inputs or stay put, and distinct
   start, end and common flags.  */

static void
test_hash_many_by_compress (struct blake3_impl const *impl)
{
  enum { MAX_INPUTS = 2 * BLAKE3_MAX_SIMD_DEGREE + 3, STRIDE = 1024 + 72 };
  uint8_t *in = kat_xmalloc (MAX_INPUTS * STRIDE);
  fill_pattern (in, MAX_INPUTS * STRIDE);
  uint8_t const *inputs[MAX_INPUTS];
  for (size_t i = 0; i < MAX_INPUTS; i++)
    inputs[i] = in + i * STRIDE;
  uint32_t key[8];
  for (int w = 0; w < 8; w++)
    key[w] = blake3_iv[w] ^ (0x01010101u * (uint32_t) (w + 1));

  for (size_t n = 0; n <= MAX_INPUTS; n++)
    for (int shape = 0; shape < 3; shape++)
      {
        size_t blocks = shape == 0 ? 1 : shape == 1 ? 16 : 3;
        bool inc = shape != 0;
        uint8_t flags = shape == 0 ? BLAKE3_PARENT : BLAKE3_KEYED_HASH;
        uint8_t start = shape == 0 ? 0 : BLAKE3_CHUNK_START;
        uint8_t end = shape == 0 ? BLAKE3_ROOT : BLAKE3_CHUNK_END;
        uint64_t counter = (uint64_t) 0xffffffff - n / 2;
        uint8_t want[MAX_INPUTS * BLAKE3_OUT_LEN];
        uint8_t got[MAX_INPUTS * BLAKE3_OUT_LEN];
        for (size_t i = 0; i < n; i++)
          {
            uint32_t cv[8];
            memcpy (cv, key, sizeof cv);
            for (size_t b = 0; b < blocks; b++)
              blake3_compress_in_place_portable
                (cv, inputs[i] + b * BLAKE3_BLOCK_LEN, BLAKE3_BLOCK_LEN,
                 counter + (inc ? i : 0),
                 (uint8_t) (flags | (b == 0 ? start : 0)
                            | (b + 1 == blocks ? end : 0)));
            store_cv_words (want + i * BLAKE3_OUT_LEN, cv);
          }
        memset (got, 0xa5, sizeof got);
        /* A prefetch changes no output: let the kernel ask ahead,
           as far as the buffer goes.  */
        impl->hash_many (inputs, n, blocks, key, counter, inc, flags, start,
                         end, got, inc ? in + MAX_INPUTS * STRIDE : NULL);
        char what[100];
        snprintf (what, sizeof what, "hash_many, %zu inputs of %zu blocks",
                  n, blocks);
        if (!kat_check_same (got, want, n * BLAKE3_OUT_LEN, what))
          break;
        uint8_t untouched[BLAKE3_OUT_LEN];
        memset (untouched, 0xa5, sizeof untouched);
        if (n < MAX_INPUTS
            && !kat_check_same (got + n * BLAKE3_OUT_LEN, untouched,
                                BLAKE3_OUT_LEN, "hash_many: past its CVs"))
          break;
      }
  free (in);
}


#if USE_POSIX_THREADS
/* Part 6c: while another thread rewrites the inputs all the time, each
   CV that blake3_hash_many_copy returns is still that of the bytes it
   copied, as bao decoding needs for a mapped file that another process
   writes meanwhile.  A kernel that hashed one load and stored another
   would fail here, and so would the copy-first fallback hashing the
   inputs rather than the copies.  */

struct scribbler
{
  uint8_t volatile *buf;
  size_t len;
  atomic_bool stop;
};

static void *
scribble (void *arg)
{
  struct scribbler *s = arg;
  uint32_t x = 1;
  while (!atomic_load_explicit (&s->stop, memory_order_relaxed))
    {
      x = x * 1103515245 + 12345;
      s->buf[(x >> 8) % s->len] ^= (uint8_t) (x >> 24 | 1);
    }
  return NULL;
}

static void
test_hash_many_copy_race (struct blake3_impl const *portable,
                          struct blake3_impl const *impl)
{
  enum { N = 2 * BLAKE3_MAX_SIMD_DEGREE + 1 };
  uint8_t *in = kat_xmalloc (N * 1024);
  uint8_t *copy = kat_xmalloc (N * 1024);
  fill_pattern (in, N * 1024);
  uint8_t const *inputs[N];
  uint8_t *copies[N];
  for (size_t i = 0; i < N; i++)
    {
      inputs[i] = in + i * 1024;
      copies[i] = copy + i * 1024;
    }
  struct scribbler s = { in, N * 1024, false };
  pthread_t t;
  if (pthread_create (&t, NULL, scribble, &s) != 0)
    {
      kat_fail ("hash_many_copy race: no thread");
      goto done;
    }
  size_t rounds = kat_quick () ? 200 : 2000, bad = 0;
  for (size_t r = 0; r < rounds; r++)
    {
      uint8_t got[N * BLAKE3_OUT_LEN], want[N * BLAKE3_OUT_LEN];
      blake3_hash_many_copy (impl, inputs, copies, N, 16, blake3_iv, r,
                             true, 0, BLAKE3_CHUNK_START, BLAKE3_CHUNK_END,
                             got, NULL);
      portable->hash_many ((uint8_t const *const *) copies, N, 16,
                           blake3_iv, r, true, 0, BLAKE3_CHUNK_START,
                           BLAKE3_CHUNK_END, want, NULL);
      bad += memcmp (got, want, sizeof got) != 0;
    }
  atomic_store (&s.stop, true);
  pthread_join (t, NULL);
  if (bad)
    kat_fail ("hash_many_copy race: %zu of %zu rounds hashed bytes other"
              " than those copied", bad, rounds);
 done:
  free (in);
  free (copy);
}
#endif


/* Part 7: blake3_compress_subtree_wide is exported for a thread layer,
   which may hand it any length above one chunk; the hasher itself only
   gives it power-of-two numbers of chunks, so odd CV counts and partial
   chunks are checked here.  The root of the CVs it returns, built by
   hand, must be the hasher's digest.  */

static void
test_subtree_any_length (struct blake3_impl const *impl)
{
  enum { MAX = 20 * 1024 + 1 };
  uint8_t *in = kat_xmalloc (MAX);
  fill_pattern (in, MAX);
  for (size_t len = BLAKE3_CHUNK_LEN + 1; len <= MAX; len += 37)
    {
      uint8_t cvs[BLAKE3_MAX_SIMD_DEGREE_OR_2 * BLAKE3_OUT_LEN];
      uint8_t parents[BLAKE3_MAX_SIMD_DEGREE_OR_2 * BLAKE3_OUT_LEN];
      size_t n = blake3_compress_subtree_wide (impl, in, len, in + len,
                                               blake3_iv, 0, 0, NULL, cvs);
      if (!kat_check (2 <= n && n <= BLAKE3_MAX_SIMD_DEGREE_OR_2,
                      "subtree of %zu bytes gave %zu CVs", len, n))
        break;
      while (n > 2)
        {
          n = blake3_hash_parents (impl, cvs, n, blake3_iv, 0, parents);
          memcpy (cvs, parents, n * BLAKE3_OUT_LEN);
        }
      uint8_t root[64], expect[32];
      impl->compress_xof (blake3_iv, cvs, BLAKE3_BLOCK_LEN, 0,
                          BLAKE3_PARENT | BLAKE3_ROOT, root);
      hash_oneshot (MODE_HASH, in, len, expect, sizeof expect);
      char what[100];
      snprintf (what, sizeof what, "subtree of %zu bytes, rooted by hand",
                len);
      if (!kat_check_same (root, expect, sizeof expect, what))
        break;
    }
  free (in);
}


/* Part 8: the join hook of the tree layer.  A recording join runs the
   right half before the left, to show that they are independent, and
   keeps every split it sees.  Each split must tile its parent, which
   must be a half of a split one level up or, at depth 0, a whole
   subtree of the hasher (or the whole input, for a caller that hashes
   it through blake3_compress_subtree_wide as a Bao encoder would);
   each half's CV from blake3_subtree_cv must be what a transcription
   of the spec gives for its bytes, and the root of the depth-0 split
   of a whole input must be the digest that b3sum gives.  */

/* The spec, transcribed with nothing but the portable compression and
   none of the tree code under test: the CV of the LEN bytes (LEN > 0)
   at IN from chunk COUNTER on, with ROOT_FLAG on its last compression
   (BLAKE3_ROOT for a whole input, which gives its 32-byte hash).  */
static void
ref_tree_cv (uint8_t const *in, size_t len, uint64_t counter,
             uint8_t root_flag, uint8_t out[BLAKE3_OUT_LEN])
{
  uint32_t cv[8];
  memcpy (cv, blake3_iv, sizeof cv);
  if (len <= BLAKE3_CHUNK_LEN)
    {
      size_t n_blocks = (len + BLAKE3_BLOCK_LEN - 1) / BLAKE3_BLOCK_LEN;
      for (size_t b = 0; b < n_blocks; b++)
        {
          uint8_t block[BLAKE3_BLOCK_LEN] = { 0 };
          size_t n = len - b * BLAKE3_BLOCK_LEN;
          if (n > BLAKE3_BLOCK_LEN)
            n = BLAKE3_BLOCK_LEN;
          memcpy (block, in + b * BLAKE3_BLOCK_LEN, n);
          uint8_t flags = ((b == 0 ? BLAKE3_CHUNK_START : 0)
                           | (b + 1 == n_blocks
                              ? BLAKE3_CHUNK_END | root_flag : 0));
          blake3_compress_in_place_portable (cv, block, (uint8_t) n,
                                             counter, flags);
        }
    }
  else
    {
      /* The left subtree: the most whole chunks, a power of two, that
         leave at least a byte on the right.  */
      size_t left = BLAKE3_CHUNK_LEN;
      while (2 * left < len)
        left *= 2;
      uint8_t block[BLAKE3_BLOCK_LEN];
      ref_tree_cv (in, left, counter, 0, block);
      ref_tree_cv (in + left, len - left, counter + left / BLAKE3_CHUNK_LEN,
                   0, block + BLAKE3_OUT_LEN);
      blake3_compress_in_place_portable (cv, block, BLAKE3_BLOCK_LEN, 0,
                                         BLAKE3_PARENT | root_flag);
    }
  store_cv_words (out, cv);
}

/* One half of a recorded split, as the join saw it after running it.  */
struct rec_half
{
  size_t offset;                /* of its input in the whole input */
  size_t len;
  uint64_t chunk_counter;
  size_t n_cvs;
  uint8_t cv[BLAKE3_OUT_LEN];   /* blake3_subtree_cv of its CVs */
};

struct rec_split
{
  unsigned int depth;
  struct rec_half half[2];
};

struct recorder
{
  uint8_t const *base;          /* the whole input */
  size_t n, cap;
  struct rec_split *splits;
};

static void
record_half (struct recorder const *r, struct blake3_subtree const *t,
             struct rec_half *h)
{
  h->offset = (size_t) (t->input - r->base);
  h->len = t->len;
  h->chunk_counter = t->chunk_counter;
  h->n_cvs = t->n_cvs;
  memset (h->cv, 0, sizeof h->cv);
  if (1 <= t->n_cvs && t->n_cvs <= BLAKE3_MAX_SIMD_DEGREE_OR_2)
    blake3_subtree_cv (t->impl, t->cvs, t->n_cvs, t->key, t->flags, h->cv);
}

static int
recording_join (void *arg, struct blake3_subtree *left,
                struct blake3_subtree *right)
{
  struct recorder *r = arg;
  blake3_subtree_run (right);
  blake3_subtree_run (left);
  if (r->n == r->cap)
    {
      kat_fail ("more splits than chunks");
      return 0;
    }
  struct rec_split *s = &r->splits[r->n++];
  s->depth = left->depth;
  record_half (r, left, &s->half[0]);
  record_half (r, right, &s->half[1]);
  return 0;
}

static void
recorder_init (struct recorder *r, uint8_t const *base, size_t len)
{
  r->base = base;
  r->n = 0;
  r->cap = len / BLAKE3_CHUNK_LEN + 1;
  r->splits = kat_xmalloc (r->cap * sizeof *r->splits);
}

static bool
is_pow2 (uint64_t x)
{
  return x != 0 && (x & (x - 1)) == 0;
}

/* Whether some split of R at DEPTH has a half of LEN bytes at OFFSET.  */
static bool
find_half (struct recorder const *r, unsigned int depth, size_t offset,
           size_t len)
{
  for (size_t j = 0; j < r->n; j++)
    for (int k = 0; k < 2; k++)
      if (r->splits[j].depth == depth
          && r->splits[j].half[k].offset == offset
          && r->splits[j].half[k].len == len)
        return true;
  return false;
}

/* Whether some split of R at DEPTH splits the LEN bytes at OFFSET.  */
static bool
find_split (struct recorder const *r, unsigned int depth, size_t offset,
            size_t len)
{
  for (size_t j = 0; j < r->n; j++)
    if (r->splits[j].depth == depth
        && r->splits[j].half[0].offset == offset
        && r->splits[j].half[0].len + r->splits[j].half[1].len == len)
      return true;
  return false;
}

/* Check the splits R recorded under IMPL over an input of LEN bytes.
   With WHOLE, the input went to blake3_compress_subtree_wide whole, so
   the one depth-0 split is of all of it; otherwise each depth-0 split
   is of a subtree that the hasher cut: a power-of-two number of chunks
   at a multiple of its size.  */
static void
check_splits (struct recorder const *r, struct blake3_impl const *impl,
              size_t len, bool whole, char const *what)
{
  size_t leaf = impl->simd_degree * BLAKE3_CHUNK_LEN;
  for (size_t i = 0; i < r->n; i++)
    {
      struct rec_split const *s = &r->splits[i];
      struct rec_half const *l = &s->half[0], *rt = &s->half[1];
      size_t plen = l->len + rt->len;
      uint64_t l_chunks = l->len / BLAKE3_CHUNK_LEN;
      uint64_t p_chunks = plen / BLAKE3_CHUNK_LEN;

      /* The left half is the largest power-of-two number of chunks
         that leaves a byte, and the right half follows it.  */
      if (!kat_check (l->len % BLAKE3_CHUNK_LEN == 0 && is_pow2 (l_chunks)
                      && 0 < rt->len && rt->len <= l->len
                      && l->offset == l->chunk_counter * BLAKE3_CHUNK_LEN
                      && rt->offset == l->offset + l->len
                      && rt->chunk_counter == l->chunk_counter + l_chunks
                      && rt->offset + rt->len <= len,
                      "%s: split of %zu+%zu bytes at chunk %llu, depth %u,"
                      " does not tile its parent", what, l->len, rt->len,
                      (unsigned long long) l->chunk_counter, s->depth))
        return;

      bool parent_ok;
      if (s->depth > 0)
        parent_ok = plen > leaf && find_half (r, s->depth - 1, l->offset,
                                              plen);
      else if (whole)
        parent_ok = l->offset == 0 && plen == len;
      else
        parent_ok = (plen % BLAKE3_CHUNK_LEN == 0 && is_pow2 (p_chunks)
                     && l->chunk_counter % p_chunks == 0);
      if (!kat_check (parent_ok, "%s: split of %zu+%zu bytes at chunk %llu,"
                      " depth %u, has no parent", what, l->len, rt->len,
                      (unsigned long long) l->chunk_counter, s->depth))
        return;

      for (int k = 0; k < 2; k++)
        {
          struct rec_half const *h = &s->half[k];
          uint8_t ref[BLAKE3_OUT_LEN];
          char half_what[200];
          snprintf (half_what, sizeof half_what,
                    "%s: CV of the %zu bytes at chunk %llu, depth %u",
                    what, h->len, (unsigned long long) h->chunk_counter,
                    s->depth);
          /* Every half longer than a leaf is split in turn.  */
          if (!kat_check (1 <= h->n_cvs
                          && h->n_cvs <= BLAKE3_MAX_SIMD_DEGREE_OR_2
                          && (h->len <= leaf
                              || find_split (r, s->depth + 1, h->offset,
                                             h->len)),
                          "%s: %zu CVs, or not split", half_what, h->n_cvs))
            return;
          ref_tree_cv (r->base + h->offset, h->len, h->chunk_counter, 0,
                       ref);
          if (!kat_check_same (h->cv, ref, sizeof ref, half_what))
            return;
        }
    }
}

static void
test_join (struct blake3_impl const *impl)
{
  /* Digests of fill_pattern from /usr/bin/b3sum, as in part 1.  */
  static struct { size_t len; char const *hex; } const cases[] =
    {
      { 1025,
        "5abb6c4e5673f798d6092ce5343501e6051fe6b9770d165d791747d31ae1cd0c" },
      { 3 * 1024,
        "70b5d0f60b27af1bad1880e88096bb9243f5fbc67a81bc3a9774af4c2c4126c7" },
      { 64 * 1024 + 1,
        "e54b469c5224793b2038f85c948e5dc4273a0fb22ba9dc62e1b2fffff288b752" },
      { 1024 * 1024 + 5,
        "eea5e3ada41742044b57c471044e682df19740345d67dda5789f696f7da140d7" },
    };
  /* Hashed first with blake3_update, so that the hasher's subtrees
     start at chunks that are not powers of two.  */
  static size_t const prefixes[] = { 0, 1, 3 * 1024 + 5 };

  for (size_t c = 0; c < sizeof cases / sizeof cases[0]; c++)
    {
      size_t len = cases[c].len;
      uint8_t *in = kat_xmalloc (len);
      fill_pattern (in, len);
      char what[200];
      uint8_t got[BLAKE3_OUT_LEN], plain[BLAKE3_OUT_LEN];
      struct recorder r;
      struct blake3_join join = { recording_join, &r };

      /* The transcription of the spec has to be right first.  */
      snprintf (what, sizeof what, "join, %zu bytes, spec transcription",
                len);
      ref_tree_cv (in, len, 0, BLAKE3_ROOT, got);
      kat_check_hex (got, sizeof got, cases[c].hex, what);
      hash_oneshot (MODE_HASH, in, len, plain, sizeof plain);

      for (size_t p = 0; p < sizeof prefixes / sizeof prefixes[0]; p++)
        {
          size_t prefix = prefixes[p];
          if (prefix >= len)
            continue;
          snprintf (what, sizeof what,
                    "blake3_update_with, %zu bytes after %zu", len - prefix,
                    prefix);
          recorder_init (&r, in, len);
          struct blake3_hasher h;
          blake3_init (&h);
          blake3_update (&h, in, prefix);
          blake3_update_with (&h, in + prefix, len - prefix, &join);
          blake3_finalize (&h, got, sizeof got);
          kat_check_hex (got, sizeof got, cases[c].hex, what);
          kat_check_same (got, plain, sizeof got, what);
          check_splits (&r, impl, len, false, what);

          /* Each subtree of two chunks or more that the hasher cut went
             through the join at its top: what no depth-0 split covers
             is at most a partial chunk at each end and a single chunk
             next to each.  */
          size_t covered = 0;
          for (size_t i = 0; i < r.n; i++)
            if (r.splits[i].depth == 0)
              covered += r.splits[i].half[0].len + r.splits[i].half[1].len;
          kat_check (covered <= len - prefix
                     && len - prefix - covered < 4 * BLAKE3_CHUNK_LEN,
                     "%s: depth-0 splits cover %zu bytes", what, covered);
          free (r.splits);
        }

      /* A Bao encoder's way: the whole input through the tree layer.
         Its depth-0 split is the root node, from the halves' CVs.  */
      snprintf (what, sizeof what, "blake3_compress_subtree_wide, %zu bytes",
                len);
      recorder_init (&r, in, len);
      uint8_t cvs[BLAKE3_MAX_SIMD_DEGREE_OR_2 * BLAKE3_OUT_LEN];
      size_t n = blake3_compress_subtree_wide (impl, in, len, in + len,
                                               blake3_iv, 0, 0, &join, cvs);
      kat_check (2 <= n && n <= BLAKE3_MAX_SIMD_DEGREE_OR_2, "%s: %zu CVs",
                 what, n);
      check_splits (&r, impl, len, true, what);
      struct rec_split const *top = NULL;
      size_t n_top = 0;
      for (size_t i = 0; i < r.n; i++)
        if (r.splits[i].depth == 0)
          {
            top = &r.splits[i];
            n_top++;
          }
      if (len <= impl->simd_degree * BLAKE3_CHUNK_LEN)
        kat_check (r.n == 0, "%s: %zu splits of a leaf", what, r.n);
      else if (kat_check (n_top == 1, "%s: %zu root splits", what, n_top))
        {
          uint8_t block[BLAKE3_BLOCK_LEN], root[BLAKE3_BLOCK_LEN];
          memcpy (block, top->half[0].cv, BLAKE3_OUT_LEN);
          memcpy (block + BLAKE3_OUT_LEN, top->half[1].cv, BLAKE3_OUT_LEN);
          impl->compress_xof (blake3_iv, block, BLAKE3_BLOCK_LEN, 0,
                              BLAKE3_PARENT | BLAKE3_ROOT, root);
          kat_check_hex (root, BLAKE3_OUT_LEN, cases[c].hex, what);
        }
      free (r.splits);
      free (in);
    }
}


int
main (void)
{
  size_t n_impls;
  struct blake3_impl const *impls;
  struct vectors *vectors;

  kat_init ("test-blake3");
  impls = blake3_impls (&n_impls);
  vectors = load_vectors ();

  char const *selected = blake3_select ();
  printf ("test-blake3: selected %s; testing", selected);
  for (size_t i = 0; i < n_impls; i++)
    printf (" %s", impls[i].name);
  putchar ('\n');
  if (!vectors)
    puts ("test-blake3: BLAKESUM_VECTORS_DIR is unset;"
          " skipping the official vectors");

  for (size_t i = 0; i < n_impls; i++)
    {
      struct blake3_impl const *impl = &impls[i];
      int before = kat_failures ();
      kat_set_subject ("%s", impl->name);
      blake3_use_impl (impl);

      test_literals ();
      if (vectors)
        {
          size_t passed = test_vectors (vectors);
          printf ("test-blake3: %s: %zu of %zu official vector cases"
                  " passed\n", impl->name, passed, vectors->n_cases);
        }

      static uint8_t const abc[] = "abc";
      uint8_t *in = kat_xmalloc (5000);
      fill_pattern (in, 5000);
      test_xof_input (MODE_HASH, abc, 3);
      test_xof_input (MODE_KEYED, in, 5000);
      test_xof_input (MODE_DERIVE, in, 2048);
      free (in);
      test_xof_far ();

      test_incremental ();
      test_misaligned ();
      if (i > 0)
        test_against_portable (&impls[0], impl);
      test_hash_many_by_compress (impl);
      test_hash_many_copy (&impls[0], impl);
#if USE_POSIX_THREADS
      test_hash_many_copy_race (&impls[0], impl);
#endif
      blake3_use_impl (impl);
      test_subtree_any_length (impl);
      test_join (impl);
      blake3_use_impl (impl);

      printf ("test-blake3: %s: %s\n", impl->name,
              kat_failures () == before ? "ok" : "FAILED");
    }

  free (vectors);
  kat_summary ("test-blake3");
  return kat_exit_status ();
}
