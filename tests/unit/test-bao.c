/* test-bao.c -- unit tests of the Bao core: encode, decode, slice

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

/* Every check runs once per BLAKE3 implementation that blake3_impls ()
   reports.  Literals taken from the vector files (bao 0.13.1's
   test_vectors.json and the chunk-group vectors made with
   lukechampine.com/blake3/bao) run on any clone; with
   BLAKESUM_VECTORS_DIR set, every case of both files runs too.  The
   content is the vectors' pattern: a 4-byte little-endian counter from
   1, cut to the length.  */

#include <config.h>

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "bao/bao.h"
#include "blake3/blake3.h"
#include "kat.h"
#include "core/workers.h"

static void
fill_input (uint8_t *buf, size_t n)
{
  for (size_t i = 0; i < n; i++)
    buf[i] = (uint8_t) ((i / 4 + 1) >> (8 * (i % 4)));
}

static uint8_t *
make_input (size_t n)
{
  uint8_t *buf = kat_xmalloc (n);
  fill_input (buf, n);
  return buf;
}

static void
b3 (uint8_t const *p, size_t n, uint8_t out[BAO_HASH_LEN])
{
  struct blake3_hasher h;
  blake3_init (&h);
  blake3_update (&h, p, n);
  blake3_finalize (&h, out, BAO_HASH_LEN);
}

static bool
check_b3 (uint8_t const *p, size_t n, char const *hex, char const *what)
{
  uint8_t d[BAO_HASH_LEN];
  b3 (p, n, d);
  return kat_check_hex (d, sizeof d, hex, what);
}


/* Inputs and outputs in memory.  */

struct mem_in
{
  uint8_t const *p;
  uint64_t n, pos;
  size_t max_read;              /* short reads: at most this many bytes */
  int fail_errno;               /* nonzero: every read fails with it */
  uint64_t reads;               /* bytes handed out, skips excluded */
};

static ptrdiff_t
mem_read (void *arg, void *buf, size_t n)
{
  struct mem_in *m = arg;
  if (m->fail_errno)
    {
      errno = m->fail_errno;
      return -1;
    }
  if (m->pos >= m->n)
    return 0;
  uint64_t k = m->n - m->pos;
  if (k > n)
    k = n;
  if (m->max_read && k > m->max_read)
    k = m->max_read;
  memcpy (buf, m->p + m->pos, k);
  m->pos += k;
  m->reads += k;
  return (ptrdiff_t) k;
}

static int
mem_skip (void *arg, uint64_t n)
{
  struct mem_in *m = arg;
  m->pos = n > UINT64_MAX - m->pos ? UINT64_MAX : m->pos + n;
  return 0;
}

static uint8_t const *
mem_view (void *arg, size_t n)
{
  struct mem_in *m = arg;
  if (m->fail_errno || m->n < m->pos || m->n - m->pos < n)
    return NULL;
  uint8_t const *p = m->p + m->pos;
  m->pos += n;
  m->reads += n;
  return p;
}

/* READ_AT of a source in memory, which threads may call at once: it
   touches nothing but BUF.  */
static int
mem_read_at (void *arg, void *buf, size_t n, uint64_t at)
{
  struct mem_in const *m = arg;
  if (m->fail_errno || m->n < at || m->n - at < n)
    return -1;
  memcpy (buf, m->p + at, n);
  return 0;
}

/* READ_AT that always fails, having written over BUF: the caller must
   read the bytes again, and not trust any it was given.  */
static int
failing_read_at (void *arg, void *buf, size_t n, uint64_t at)
{
  (void) arg;
  (void) at;
  memset (buf, 0x5a, n);
  return -1;
}

/* A source of LEN bytes in memory, skipping by seeking or not, and
   seen in place (as a mapped file is) or not.  */
static struct bao_input
mem_input (struct mem_in *m, uint8_t const *p, uint64_t len, bool seekable,
           size_t max_read)
{
  *m = (struct mem_in) { p, len, 0, max_read, 0, 0 };
  return (struct bao_input) { mem_read, seekable ? mem_skip : NULL, NULL, m };
}

struct mem_out
{
  uint8_t *p;
  size_t n, size;
  size_t fail_after;            /* nonzero: fail once N would pass it */
};

static int
mem_write (void *arg, void const *buf, size_t n)
{
  struct mem_out *m = arg;
  if (m->fail_after && m->n + n > m->fail_after)
    {
      errno = ENOSPC;
      return -1;
    }
  if (m->n + n > m->size)
    {
      m->size = 2 * (m->n + n);
      m->p = realloc (m->p, m->size);
      if (!m->p)
        abort ();
    }
  memcpy (m->p + m->n, buf, n);
  m->n += n;
  return 0;
}

/* WRITEV, as WRITE would write the buffers one after another.  */
static int
mem_writev (void *arg, struct iovec const *iov, int n)
{
  for (int i = 0; i < n; i++)
    if (mem_write (arg, iov[i].iov_base, iov[i].iov_len) != 0)
      return -1;
  return 0;
}

static struct bao_output
mem_output (struct mem_out *m)
{
  *m = (struct mem_out) { NULL, 0, 0, 0 };
  return (struct bao_output) { mem_write, m };
}

/* The ways to feed a decoder: seeking, reading in short pieces, in
   place (as a mapped file) with a thread pool, read at offsets (as a
   regular file in the page cache) with a thread pool, and the same
   with reads at offsets that always fail.  */
enum { N_FEEDS = 5, FEED_VIEW = 2, FEED_READ_AT = 3, FEED_READ_AT_FAILS = 4 };
static struct workers *decode_pool;

/* Decode ENC (ENC_LEN bytes: combined, or outboard with CONTENT not
   null) through FEED into OUT.  */
static enum bao_status
decode_mem (uint8_t const hash[BAO_HASH_LEN], uint8_t const *enc,
            size_t enc_len, uint8_t const *content, size_t n,
            unsigned int g, uint64_t start, uint64_t count, int feed,
            struct mem_out *out)
{
  struct mem_in mt, mc;
  bool seekable = feed != 1;
  struct bao_input t = mem_input (&mt, enc, enc_len, seekable,
                                  seekable ? 0 : 7);
  struct bao_input c = mem_input (&mc, content, n, seekable,
                                  seekable ? 0 : 13);
  if (feed == FEED_VIEW)
    t.view = c.view = mem_view;
  if (feed == FEED_READ_AT)
    t.read_at = c.read_at = mem_read_at;
  if (feed == FEED_READ_AT_FAILS)
    t.read_at = c.read_at = failing_read_at;
  /* Gathered writes, except for the first feed.  */
  struct bao_output o = mem_output (out);
  if (feed != 0)
    o.writev = mem_writev;
  return bao_decode (hash, &t, content ? &c : NULL, g, start, count,
                     FEED_VIEW <= feed ? decode_pool : NULL, &o);
}

static enum bao_status
slice_mem (uint8_t const *enc, size_t enc_len, uint8_t const *content,
           size_t n, unsigned int g, uint64_t start, uint64_t count,
           int feed, struct mem_out *out)
{
  struct mem_in mt, mc;
  struct bao_input t = mem_input (&mt, enc, enc_len, feed == 0,
                                  feed == 0 ? 0 : 5);
  struct bao_input c = mem_input (&mc, content, n, feed == 0, 0);
  struct bao_output o = mem_output (out);
  return bao_slice (&t, content ? &c : NULL, g, start, count, &o);
}

static enum bao_status
decode_slice_mem (uint8_t const hash[BAO_HASH_LEN], uint8_t const *slice,
                  size_t len, unsigned int g, uint64_t start,
                  uint64_t count, struct mem_out *out)
{
  struct mem_in m;
  struct bao_input in = mem_input (&m, slice, len, false, 3);
  struct bao_output o = mem_output (out);
  return bao_decode_slice (hash, &in, g, start, count, NULL, &o);
}

/* An encoding of the vectors' content of N bytes, with its hash.  */
struct encoding
{
  uint8_t *content;
  size_t n;
  unsigned int g;
  uint8_t *comb, *ob;
  size_t comb_len, ob_len;
  uint8_t hash[BAO_HASH_LEN];
};

static void
encode_both (struct encoding *e, size_t n, unsigned int g)
{
  e->content = make_input (n);
  e->n = n;
  e->g = g;
  e->comb_len = bao_encoded_size (n, g, false);
  e->ob_len = bao_encoded_size (n, g, true);
  e->comb = kat_xmalloc (e->comb_len);
  e->ob = kat_xmalloc (e->ob_len);
  uint8_t h2[BAO_HASH_LEN];
  bao_encode (bao_in_memory (e->content, n), g, false, NULL, e->comb,
              e->hash);
  bao_encode (bao_in_memory (e->content, n), g, true, NULL, e->ob, h2);
  kat_check_same (h2, e->hash, BAO_HASH_LEN, "outboard hash = combined");
}

static void
encoding_free (struct encoding *e)
{
  free (e->content);
  free (e->comb);
  free (e->ob);
}

/* Whether OUT is a prefix of EXPECT (N bytes).  */
static bool
is_prefix (struct mem_out const *out, uint8_t const *expect, size_t n)
{
  return out->n <= n && (out->n == 0 || memcmp (out->p, expect, out->n) == 0);
}

/* Decode E whole, combined and outboard, through every feed: OK and
   the content.  */
static bool
check_round_trip (struct encoding const *e)
{
  bool ok = true;
  for (int ob = 0; ob < 2; ob++)
    for (int feed = 0; feed < N_FEEDS; feed++)
      {
        struct mem_out out;
        enum bao_status st
          = decode_mem (e->hash, ob ? e->ob : e->comb,
                        ob ? e->ob_len : e->comb_len,
                        ob ? e->content : NULL, e->n, e->g, 0, UINT64_MAX,
                        feed, &out);
        ok &= kat_check (st == BAO_OK && out.n == e->n
                         && (e->n == 0 || !memcmp (out.p, e->content, e->n)),
                         "decode n=%zu g=%u outboard=%d feed=%d: status %d,"
                         " %zu bytes", e->n, e->g, ob, feed, (int) st, out.n);
        free (out.p);
      }
  return ok;
}

/* Decoding E with the byte at OFF of the combined encoding (or, with
   WHICH 1, the outboard, 2, the content) flipped must fail, after
   writing a prefix of the content.  */
static bool
check_corrupt (struct encoding const *e, int which, size_t off)
{
  uint8_t *enc = which == 0 ? e->comb : e->ob;
  size_t enc_len = which == 0 ? e->comb_len : e->ob_len;
  uint8_t *content = e->content;
  if (which == 2)
    {
      content = kat_xmalloc (e->n);
      memcpy (content, e->content, e->n);
      content[off] ^= 1;
    }
  else
    enc[off] ^= 1;
  bool ok = true;
  for (int feed = 0; feed < N_FEEDS; feed++)
    {
      struct mem_out out;
      enum bao_status st = decode_mem (e->hash, enc, enc_len,
                                       which ? content : NULL, e->n, e->g,
                                       0, UINT64_MAX, feed, &out);
      ok &= kat_check (st != BAO_OK && is_prefix (&out, e->content, e->n),
                       "corrupt n=%zu g=%u %s byte %zu feed=%d: status %d,"
                       " %zu bytes", e->n, e->g,
                       which == 0 ? "combined" : which == 1 ? "outboard"
                       : "content", off, feed, (int) st, out.n);
      free (out.p);
    }
  if (which == 2)
    free (content);
  else
    enc[off] ^= 1;
  return ok;
}

/* Decoding E from START must give content[min(START, n):].  */
static bool
check_seek (struct encoding const *e, uint64_t start)
{
  bool ok = true;
  size_t from = start < e->n ? start : e->n;
  for (int ob = 0; ob < 2; ob++)
    for (int feed = 0; feed < N_FEEDS; feed++)
      {
        struct mem_out out;
        enum bao_status st
          = decode_mem (e->hash, ob ? e->ob : e->comb,
                        ob ? e->ob_len : e->comb_len,
                        ob ? e->content : NULL, e->n, e->g, start,
                        UINT64_MAX, feed, &out);
        ok &= kat_check (st == BAO_OK && out.n == e->n - from
                         && (out.n == 0
                             || !memcmp (out.p, e->content + from, out.n)),
                         "seek n=%zu g=%u start=%llu outboard=%d feed=%d:"
                         " status %d, %zu bytes", e->n, e->g,
                         (unsigned long long) start, ob, feed, (int) st,
                         out.n);
        free (out.p);
      }
  return ok;
}

/* Slice E at START, COUNT, from the combined and the outboard form,
   with and without seeking: all four the same bytes, of length
   EXPECT_LEN (unless UINT64_MAX) and BLAKE3 EXPECT_HEX (unless null);
   then decode the slice, and check that flipping the byte at each of
   the N_CORRUPT offsets CORRUPT makes that fail, after writing a
   prefix of the range.  */
static bool
check_slice (struct encoding const *e, uint64_t start, uint64_t count,
             uint64_t expect_len, char const *expect_hex,
             uint64_t const *corrupt, size_t n_corrupt)
{
  bool ok = true;
  struct mem_out first = { NULL, 0, 0, 0 };
  /* Slicing reads in order, seeking or not: the feeds from
     FEED_READ_AT on are for decoding.  */
  for (int ob = 0; ob < 2; ob++)
    for (int feed = 0; feed < FEED_READ_AT; feed++)
      {
        struct mem_out out;
        enum bao_status st
          = slice_mem (ob ? e->ob : e->comb, ob ? e->ob_len : e->comb_len,
                       ob ? e->content : NULL, e->n, e->g, start, count,
                       feed, &out);
        char what[200];
        snprintf (what, sizeof what,
                  "slice n=%zu g=%u start=%llu count=%llu outboard=%d"
                  " feed=%d", e->n, e->g, (unsigned long long) start,
                  (unsigned long long) count, ob, feed);
        ok &= kat_check (st == BAO_OK
                         && (expect_len == UINT64_MAX || out.n == expect_len),
                         "%s: status %d, %zu bytes, expected %llu", what,
                         (int) st, out.n, (unsigned long long) expect_len);
        if (expect_hex)
          ok &= check_b3 (out.p, out.n, expect_hex, what);
        if (!first.p && !first.n)
          first = out;
        else
          {
            ok &= kat_check (out.n == first.n
                             && !memcmp (out.p, first.p, out.n),
                             "%s: differs from the combined slice", what);
            free (out.p);
          }
      }

  size_t lo = start < e->n ? start : e->n;
  size_t hi = count > e->n - lo ? e->n : lo + count;
  struct mem_out out;
  enum bao_status st = decode_slice_mem (e->hash, first.p, first.n, e->g,
                                         start, count, &out);
  ok &= kat_check (st == BAO_OK && out.n == hi - lo
                   && (out.n == 0 || !memcmp (out.p, e->content + lo, out.n)),
                   "decode-slice n=%zu g=%u start=%llu count=%llu:"
                   " status %d, %zu bytes", e->n, e->g,
                   (unsigned long long) start, (unsigned long long) count,
                   (int) st, out.n);
  free (out.p);

  for (size_t i = 0; i < n_corrupt; i++)
    {
      size_t off = corrupt[i];
      if (!kat_check (off < first.n, "slice corruption %zu out of range",
                      off))
        continue;
      first.p[off] ^= 1;
      st = decode_slice_mem (e->hash, first.p, first.n, e->g, start, count,
                             &out);
      ok &= kat_check (st != BAO_OK && is_prefix (&out, e->content + lo,
                                                  hi - lo),
                       "corrupt slice n=%zu g=%u start=%llu count=%llu"
                       " byte %zu: status %d, %zu bytes", e->n, e->g,
                       (unsigned long long) start,
                       (unsigned long long) count, off, (int) st, out.n);
      free (out.p);
      first.p[off] ^= 1;
    }
  free (first.p);
  return ok;
}

/* Decoding E against a wrong hash must fail.  */
static bool
check_wrong_hash (struct encoding const *e)
{
  bool ok = true;
  uint8_t bad[2][BAO_HASH_LEN];
  memset (bad[0], 0, BAO_HASH_LEN);
  memcpy (bad[1], e->hash, BAO_HASH_LEN);
  bad[1][0] ^= 1;
  for (int i = 0; i < 2; i++)
    {
      struct mem_out out;
      enum bao_status st = decode_mem (bad[i], e->comb, e->comb_len, NULL,
                                       e->n, e->g, 0, UINT64_MAX, 0, &out);
      ok &= kat_check (st == BAO_MISMATCH && out.n == 0,
                       "wrong hash %d n=%zu g=%u: status %d", i, e->n, e->g,
                       (int) st);
      free (out.p);
      st = decode_mem (bad[i], e->comb, e->comb_len, NULL, e->n, e->g,
                       e->n + 5, 0, 1, &out);
      ok &= kat_check (st == BAO_MISMATCH,
                       "wrong hash %d n=%zu g=%u, start past the end:"
                       " status %d", i, e->n, e->g, (int) st);
      free (out.p);
    }
  return ok;
}

/* Self-made corruptions of E, for groups without listed ones: each
   header byte 0 and 7, every STEP-th byte of the combined encoding, up
   to 32 parents of the outboard and first bytes of leaves of the
   content, spread over the whole, and the last byte.  Large inputs
   would take too long with every node, and each node decodes the
   same way.  */
static bool
check_corruptions_everywhere (struct encoding const *e, size_t step)
{
  bool ok = true;
  ok &= check_corrupt (e, 0, 0);
  ok &= check_corrupt (e, 0, 7);
  ok &= check_corrupt (e, 1, 0);
  for (size_t off = 8; off < e->comb_len; off += step)
    ok &= check_corrupt (e, 0, off);
  size_t ostep = e->ob_len / 64 > 32 ? e->ob_len / 64 / 32 * 64 : 64;
  for (size_t off = 8; off < e->ob_len; off += ostep)
    ok &= check_corrupt (e, 1, off);
  if (e->n > 0)
    {
      ok &= check_corrupt (e, 0, e->comb_len - 1);
      ok &= check_corrupt (e, 2, e->n - 1);
      size_t leaf = (size_t) 1024 << e->g;
      size_t lstep = e->n / leaf > 32 ? e->n / leaf / 32 * leaf : leaf;
      for (size_t off = 0; off < e->n; off += lstep)
        ok &= check_corrupt (e, 2, off);
    }
  return ok;
}


/* Part 1: literals from the vector files.  */

struct lit
{
  unsigned int g;
  size_t n;
  char const *hash;
  uint64_t comb_len;
  char const *comb_b3;
  uint64_t ob_len;
  char const *ob_b3;            /* null: not taken from the files */
};

static struct lit const lits[] =
  {
    { 0, 0, "af1349b9f5f9a1a6a0404dea36dcc9499bcb25c9adc112b7cc9a93cae41f3262",
      8, "71e0a99173564931c0b8acc52d2685a8e39c64dc52e3d02390fdac2a12b155cb",
      8, NULL },
    { 0, 1, "48fc721fbbc172e0925fa27af1671de225ba927134802998b10a1568a188652b",
      9, "fa1fd2786e8860a7aa94276683579b3ed999ebdc2257a924811c4bcdbe5ee9f4",
      8, NULL },
    { 0, 1025,
      "3613596275c4ea790774dedf20835b2daf86cacc892feef6ce720c121572f1f9",
      1097, "04a7fc9414f25fbb4529968d4eb32e569691ad3517f45fa736cfddaed99d66f5",
      72, "025f630e00fbdcc023b970c9f1f21016c56c0a34e384e712c66428bf1c7999b9" },
    { 0, 13312,
      "3e88d1dd20f426640077dcf82d6d4e18ee0062aa72f8ae547a0e65fcd36a0f06",
      14088,
      "e5ca844ba6ac49fad8f888b63b437d7d25ee15d80a7bc01edac16f78e2a65271",
      776,
      "ad01dbb6b7d0fefd1f8e52783d6212856546f382b815a7c370377bc79e0bd41a" },
    { 0, 65537,
      "afa20428b671f2bd94be90ab77ef131aa16ea122b5dc25790768586bee79f323",
      69641,
      "7c746b2d685fc0a0678a104c7c8fe8a57d8f17a0f2de10d4f92bcf62d778a155",
      4104,
      "655ea48bc052de18fae4bd35e63e4052dad9f055c831341d9e12ae153265eaa4" },
    { 1, 65537,
      "afa20428b671f2bd94be90ab77ef131aa16ea122b5dc25790768586bee79f323",
      67593,
      "9142b3488da0a587433db3429d39d258912d1f70c7d13cffb6a3d07917449e98",
      2056,
      "40c319711ca68f5417b9247f4b83c0c1e7081ed7fabb8c8700501288722f78a4" },
    { 2, 8193,
      "9f1bcf9773195c465f22e6f1223f5d6030a544be6a599e8a36b0900029800de9",
      8329, "3cbf8d3c8101e0423f9bdc66c51d033678033641c09e256e10b0e459a33a17ce",
      136,
      "cbb13c9ffa6a4b6a0b8e1ae20d444fe9b4cece9f3b69e5af1e9907c6ec893f03" },
    { 2, 65537,
      "afa20428b671f2bd94be90ab77ef131aa16ea122b5dc25790768586bee79f323",
      66569,
      "abf392b3e2e85bf5ba7d27e6d6d905fc2ed11aab787c8899f98bb154aff39db2",
      1032,
      "72ac29031b5b6237623263efd3903801e42040d6422e55bab2ca177c3c933019" },
    { 4, 65537,
      "afa20428b671f2bd94be90ab77ef131aa16ea122b5dc25790768586bee79f323",
      65801,
      "c7534b80f6f7e61bdf3da585b2b27732d8f72d581bbbe45c03600477d3c2dbf9",
      264,
      "f80cec95e3b426b896ca8adbce53ca5b19dd9080a45679243f05bc1d1d1ab981" },
  };

struct lit_slice
{
  unsigned int g;
  size_t n;
  uint64_t start, count, out_len;
  char const *out_b3;
};

static struct lit_slice const lit_slices[] =
  {
    { 0, 13312, 3072, 0, 1288,
      "48b346a012751417fb9ce0d2f468fb267bb784d4b1c5e64b68499990974c42e4" },
    { 0, 13312, 3072, 1024, 1288,
      "48b346a012751417fb9ce0d2f468fb267bb784d4b1c5e64b68499990974c42e4" },
    { 2, 65537, 0, 1, 4424,
      "f312e3a1a47bdc767561c3a0ccd61e9402fb70d056f983359dd60e5a62427e5e" },
    { 2, 65537, 32768, 1, 4424,
      "e23b51ea7cb6b4363a01ad41df0a3586afcd55991ee3d6928357d0489a4dc6a4" },
    { 2, 65537, 65536, 1, 73,
      "f01308a99e95e3876c1a7de222b6805e75076faf0eee1c79e0c0439d174bc68b" },
  };

static void
test_literals (void)
{
  for (size_t i = 0; i < countof (lits); i++)
    {
      struct lit const *l = &lits[i];
      struct encoding e;
      char what[100];
      encode_both (&e, l->n, l->g);
      snprintf (what, sizeof what, "literal n=%zu g=%u", l->n, l->g);
      kat_check_hex (e.hash, BAO_HASH_LEN, l->hash, what);
      kat_check (e.comb_len == l->comb_len && e.ob_len == l->ob_len,
                 "%s: sizes %zu, %zu", what, e.comb_len, e.ob_len);
      check_b3 (e.comb, e.comb_len, l->comb_b3, what);
      if (l->ob_b3)
        check_b3 (e.ob, e.ob_len, l->ob_b3, what);
      check_round_trip (&e);
      check_wrong_hash (&e);
      check_corruptions_everywhere (&e, l->n < 20000 ? 64 : 4093);
      check_seek (&e, 0);
      check_seek (&e, l->n / 2);
      check_seek (&e, l->n);
      check_seek (&e, UINT64_MAX);
      encoding_free (&e);
    }
  for (size_t i = 0; i < countof (lit_slices); i++)
    {
      struct lit_slice const *l = &lit_slices[i];
      struct encoding e;
      encode_both (&e, l->n, l->g);
      uint64_t corrupt[] = { 7, 8, l->out_len - 1 };
      check_slice (&e, l->start, l->count, l->out_len, l->out_b3, corrupt,
                   countof (corrupt));
      encoding_free (&e);
    }
}


/* Part 2: what the vectors do not cover: other group logs, the slice
   rules past the end, a decoder told the wrong group, the error
   statuses.  */

static void
test_groups (void)
{
  static size_t const sizes[] = { 0, 1, 1024, 1025, 4096, 4097, 70000 };
  static unsigned int const groups[] = { 0, 1, 3, 5, 8, 16 };
  for (size_t gi = 0; gi < countof (groups); gi++)
    for (size_t si = 0; si < countof (sizes); si++)
      {
        struct encoding e;
        uint8_t want[BAO_HASH_LEN];
        size_t n = sizes[si];
        unsigned int g = groups[gi];
        encode_both (&e, n, g);
        b3 (e.content, n, want);
        kat_check_same (e.hash, want, BAO_HASH_LEN, "group hash = BLAKE3");
        check_round_trip (&e);
        check_wrong_hash (&e);
        check_seek (&e, n > 3000 ? 3000 : n);
        check_seek (&e, n + 1);
        /* The official rules for every group: count 0, past the end.  */
        check_slice (&e, n / 3, 0, UINT64_MAX, NULL, NULL, 0);
        check_slice (&e, n / 3, UINT64_MAX, UINT64_MAX, NULL, NULL, 0);
        check_slice (&e, n, 1, UINT64_MAX, NULL, NULL, 0);
        check_slice (&e, UINT64_MAX, UINT64_MAX, UINT64_MAX, NULL, NULL, 0);
        encoding_free (&e);
      }
}

/* A hand count of slice sizes, through check_slice's length check.
   Checked: 2049 bytes, slice 1024 1 is 1160 bytes (bao.md, from the
   vectors).  */
static void
test_slice_sizes (void)
{
  struct encoding e;
  encode_both (&e, 2049, 0);
  check_slice (&e, 1024, 1, 1160, NULL, NULL, 0);
  /* Past the end: header, root, right leaf of 1 byte.  */
  check_slice (&e, 5000, 7, 8 + 64 + 1, NULL, NULL, 0);
  encoding_free (&e);

  encode_both (&e, 0, 0);
  check_slice (&e, 0, 0, 8, NULL, NULL, 0);
  check_slice (&e, 9, 9, 8, NULL, NULL, 0);
  encoding_free (&e);
}

/* A source of an encoding of 2^64 - 1 bytes: the header, then zeros
   without end; skips always succeed.  */
static ptrdiff_t
huge_read (void *arg, void *buf, size_t n)
{
  uint64_t *pos = arg;
  uint8_t *p = buf;
  for (size_t i = 0; i < n; i++, ++*pos)
    p[i] = *pos < 8 ? 0xff : 0;
  return (ptrdiff_t) n;
}

static int
huge_skip (void *arg, uint64_t n)
{
  uint64_t *pos = arg;
  *pos += n;
  return 0;
}

static void
test_errors (void)
{
  struct encoding e;
  struct mem_out out;
  encode_both (&e, 5000, 0);

  /* The wrong group: the tree has another shape.  */
  enum bao_status st = decode_mem (e.hash, e.comb, e.comb_len, NULL, e.n, 1,
                                   0, UINT64_MAX, 0, &out);
  kat_check (st != BAO_OK && is_prefix (&out, e.content, e.n),
             "wrong group: status %d", (int) st);
  free (out.p);

  /* Truncations: every length short of the whole.  */
  for (size_t k = 0; k < e.comb_len; k += k < 100 ? 1 : 97)
    {
      st = decode_mem (e.hash, e.comb, k, NULL, e.n, 0, 0, UINT64_MAX, 1,
                       &out);
      kat_check (st == BAO_TRUNCATED && is_prefix (&out, e.content, e.n),
                 "truncated to %zu: status %d", k, (int) st);
      free (out.p);
    }
  st = decode_mem (e.hash, e.ob, e.ob_len - 1, e.content, e.n, 0, 0,
                   UINT64_MAX, 1, &out);
  kat_check (st == BAO_TRUNCATED, "truncated outboard: status %d", (int) st);
  free (out.p);
  st = decode_mem (e.hash, e.ob, e.ob_len, e.content, e.n - 1, 0, 0,
                   UINT64_MAX, 1, &out);
  kat_check (st == BAO_TRUNCATED, "truncated content: status %d", (int) st);
  free (out.p);

  /* Trailing bytes are never read.  */
  {
    uint8_t *longer = kat_xmalloc (e.comb_len + 10);
    memcpy (longer, e.comb, e.comb_len);
    memset (longer + e.comb_len, 'x', 10);
    struct mem_in m;
    struct bao_input in = mem_input (&m, longer, e.comb_len + 10, false, 0);
    struct bao_output o = mem_output (&out);
    st = bao_decode (e.hash, &in, NULL, 0, 0, UINT64_MAX, NULL, &o);
    kat_check (st == BAO_OK && out.n == e.n && m.pos == e.comb_len,
               "trailing data: status %d, read %llu", (int) st,
               (unsigned long long) m.pos);
    free (out.p);
    free (longer);
  }

  /* Read and write failures keep errno.  */
  {
    struct mem_in m;
    struct bao_input in = mem_input (&m, e.comb, e.comb_len, false, 0);
    m.fail_errno = EIO;
    struct bao_output o = mem_output (&out);
    errno = 0;
    st = bao_decode (e.hash, &in, NULL, 0, 0, UINT64_MAX, NULL, &o);
    kat_check (st == BAO_READ_ERROR && errno == EIO,
               "read error: status %d, errno %d", (int) st, errno);
    free (out.p);

    in = mem_input (&m, e.comb, e.comb_len, false, 0);
    o = mem_output (&out);
    out.fail_after = 2000;
    errno = 0;
    st = bao_decode (e.hash, &in, NULL, 0, 0, UINT64_MAX, NULL, &o);
    kat_check (st == BAO_WRITE_ERROR && errno == ENOSPC && out.n == 1024,
               "write error: status %d, errno %d, %zu bytes", (int) st,
               errno, out.n);
    free (out.p);
  }

  /* A count: only the leaves up to its end are read.  */
  {
    struct mem_in m;
    struct bao_input in = mem_input (&m, e.comb, e.comb_len, false, 0);
    struct bao_output o = mem_output (&out);
    st = bao_decode (e.hash, &in, NULL, 0, 100, 1000, NULL, &o);
    kat_check (st == BAO_OK && out.n == 1000
               && !memcmp (out.p, e.content + 100, 1000)
               && m.pos < e.comb_len,
               "count: status %d, %zu bytes, read %llu", (int) st, out.n,
               (unsigned long long) m.pos);
    free (out.p);
  }

  /* The empty encoding verifies the empty chunk.  */
  {
    static uint8_t const zeros[8];
    uint8_t h[BAO_HASH_LEN];
    memset (h, 0x5a, sizeof h);
    st = decode_mem (h, zeros, 8, NULL, 0, 0, 0, UINT64_MAX, 0, &out);
    kat_check (st == BAO_MISMATCH, "empty, wrong hash: status %d", (int) st);
    free (out.p);
  }

  /* A huge header must fail at once, not allocate, for any group.  */
  for (unsigned int g = 0; g <= BAO_MAX_GROUP_LOG; g += 8)
    {
      uint8_t huge[8 + 64] = { 0 };
      huge[7] = 0x80;
      st = decode_mem (e.hash, huge, sizeof huge, NULL, 0, g, 0, UINT64_MAX,
                       0, &out);
      kat_check (st == BAO_MISMATCH, "huge header g=%u: status %d", g,
                 (int) st);
      free (out.p);
    }

  /* Offsets past 2^64: slicing the end of an encoding of 2^64 - 1
     bytes must stop with an overflow, not wrap around.  */
  {
    uint64_t pos = 0;
    struct bao_input in = { huge_read, huge_skip, NULL, &pos };
    struct bao_output o = mem_output (&out);
    st = bao_slice (&in, NULL, 0, UINT64_MAX - 1, 1, &o);
    kat_check (st == BAO_OVERFLOW, "slice past 2^64: status %d", (int) st);
    free (out.p);
  }
  encoding_free (&e);
}


/* Part 3: the vector files, every case.  A purpose-built reader turns
   the JSON into a tree of values, which the checks below walk.  */

enum jtype { J_NULL, J_NUM, J_STR, J_ARR, J_OBJ };

struct jv
{
  enum jtype type;
  uint64_t num;
  char *str;
  size_t n;                     /* items, for J_ARR and J_OBJ */
  struct jv *items;
  char **keys;                  /* for J_OBJ */
};

static char
json_peek (struct kat_json *j)
{
  while (j->p < j->end && strchr (" \t\r\n", *j->p))
    j->p++;
  return j->p < j->end ? *j->p : '\0';
}

static bool
json_value (struct kat_json *j, struct jv *v, int depth)
{
  char buf[1024];
  char c = json_peek (j);
  memset (v, 0, sizeof *v);
  if (depth > 10)
    return j->ok = false;
  if (c == '{' || c == '[')
    {
      bool obj = c == '{';
      char close = obj ? '}' : ']';
      size_t alloc = 0;
      v->type = obj ? J_OBJ : J_ARR;
      kat_json_expect (j, c);
      if (kat_json_take (j, close))
        return j->ok;
      do
        {
          if (v->n == alloc)
            {
              alloc = 2 * alloc + 4;
              v->items = realloc (v->items, alloc * sizeof *v->items);
              v->keys = realloc (v->keys, alloc * sizeof *v->keys);
              if (!v->items || !v->keys)
                abort ();
            }
          v->keys[v->n] = NULL;
          if (obj)
            {
              if (!kat_json_string (j, buf, sizeof buf)
                  || !kat_json_expect (j, ':'))
                return false;
              v->keys[v->n] = strdup (buf);
            }
          if (!json_value (j, &v->items[v->n++], depth + 1))
            return false;
        }
      while (kat_json_take (j, ','));
      return kat_json_expect (j, close);
    }
  if (c == '"')
    {
      v->type = J_STR;
      if (kat_json_string (j, buf, sizeof buf))
        v->str = strdup (buf);
      return j->ok;
    }
  if ('0' <= c && c <= '9')
    {
      v->type = J_NUM;
      return kat_json_uint (j, &v->num);
    }
  v->type = J_NULL;
  return kat_json_skip (j);
}

static void
json_free (struct jv *v)
{
  for (size_t i = 0; i < v->n; i++)
    {
      json_free (&v->items[i]);
      free (v->keys[i]);
    }
  free (v->items);
  free (v->keys);
  free (v->str);
}

/* The member KEY of the object V, or a J_NULL value if there is none
   (which the getters below report).  */
static struct jv const *
json_get (struct jv const *v, char const *key)
{
  static struct jv const none;
  if (v->type == J_OBJ)
    for (size_t i = 0; i < v->n; i++)
      if (!strcmp (v->keys[i], key))
        return &v->items[i];
  return &none;
}

static uint64_t
json_num (struct jv const *v, char const *key)
{
  struct jv const *m = json_get (v, key);
  kat_check (m->type == J_NUM, "vectors: no number %s", key);
  return m->num;
}

static char const *
json_str (struct jv const *v, char const *key)
{
  struct jv const *m = json_get (v, key);
  kat_check (m->type == J_STR, "vectors: no string %s", key);
  return m->str ? m->str : "";
}

/* The array KEY of V; a missing one is reported, and is empty.  */
static struct jv const *
json_arr (struct jv const *v, char const *key, bool null_ok)
{
  struct jv const *m = json_get (v, key);
  if (!(null_ok && m->type == J_NULL))
    kat_check (m->type == J_ARR, "vectors: no array %s", key);
  return m;
}

static bool
load_json (char const *dir, char const *name, struct jv *v)
{
  char *path = kat_path (dir, name);
  size_t size;
  char *text = kat_read_file (path, &size);
  bool ok = false;
  if (text)
    {
      struct kat_json j;
      kat_json_init (&j, text, size);
      ok = json_value (&j, v, 0) && kat_json_end (&j);
      if (!ok)
        kat_json_fail (&j, path);
    }
  free (text);
  free (path);
  return ok;
}

/* The offsets of the array KEY of V, in a buffer from malloc.  */
static uint64_t *
json_offsets (struct jv const *v, char const *key, size_t *n)
{
  struct jv const *a = json_arr (v, key, false);
  uint64_t *offs = kat_xmalloc ((a->n + 1) * sizeof *offs);
  for (size_t i = 0; i < a->n; i++)
    offs[i] = a->items[i].num;
  *n = a->n;
  return offs;
}

/* Every case of bao's test_vectors.json; return how many failed
   checks there were.  */
static int
test_official (struct jv const *t)
{
  int before = kat_failures ();
  char what[100];

  struct jv const *a = json_arr (t, "hash", false);
  for (size_t i = 0; i < a->n; i++)
    {
      struct jv const *c = &a->items[i];
      struct encoding e;
      encode_both (&e, json_num (c, "input_len"), 0);
      snprintf (what, sizeof what, "hash n=%zu", e.n);
      kat_check_hex (e.hash, BAO_HASH_LEN, json_str (c, "bao_hash"), what);
      encoding_free (&e);
    }

  a = json_arr (t, "encode", false);
  for (size_t i = 0; i < a->n; i++)
    {
      struct jv const *c = &a->items[i];
      struct encoding e;
      encode_both (&e, json_num (c, "input_len"), 0);
      snprintf (what, sizeof what, "encode n=%zu", e.n);
      kat_check_hex (e.hash, BAO_HASH_LEN, json_str (c, "bao_hash"), what);
      kat_check (e.comb_len == json_num (c, "output_len"), "%s: %zu bytes",
                 what, e.comb_len);
      check_b3 (e.comb, e.comb_len, json_str (c, "encoded_blake3"), what);
      check_round_trip (&e);
      check_wrong_hash (&e);
      size_t n;
      uint64_t *offs = json_offsets (c, "corruptions", &n);
      for (size_t k = 0; k < n; k++)
        check_corrupt (&e, 0, offs[k]);
      free (offs);
      encoding_free (&e);
    }

  a = json_arr (t, "outboard", false);
  for (size_t i = 0; i < a->n; i++)
    {
      struct jv const *c = &a->items[i];
      struct encoding e;
      encode_both (&e, json_num (c, "input_len"), 0);
      snprintf (what, sizeof what, "outboard n=%zu", e.n);
      kat_check_hex (e.hash, BAO_HASH_LEN, json_str (c, "bao_hash"), what);
      kat_check (e.ob_len == json_num (c, "output_len"), "%s: %zu bytes",
                 what, e.ob_len);
      check_b3 (e.ob, e.ob_len, json_str (c, "encoded_blake3"), what);
      size_t n;
      uint64_t *offs = json_offsets (c, "outboard_corruptions", &n);
      for (size_t k = 0; k < n; k++)
        check_corrupt (&e, 1, offs[k]);
      free (offs);
      offs = json_offsets (c, "input_corruptions", &n);
      for (size_t k = 0; k < n; k++)
        check_corrupt (&e, 2, offs[k]);
      free (offs);
      encoding_free (&e);
    }

  a = json_arr (t, "seek", false);
  for (size_t i = 0; i < a->n; i++)
    {
      struct jv const *c = &a->items[i];
      struct encoding e;
      encode_both (&e, json_num (c, "input_len"), 0);
      size_t n;
      uint64_t *offs = json_offsets (c, "seek_offsets", &n);
      for (size_t k = 0; k < n; k++)
        check_seek (&e, offs[k]);
      free (offs);
      encoding_free (&e);
    }

  a = json_arr (t, "slice", false);
  for (size_t i = 0; i < a->n; i++)
    {
      struct jv const *c = &a->items[i];
      struct encoding e;
      encode_both (&e, json_num (c, "input_len"), 0);
      snprintf (what, sizeof what, "slice n=%zu", e.n);
      kat_check_hex (e.hash, BAO_HASH_LEN, json_str (c, "bao_hash"), what);
      struct jv const *s = json_arr (c, "slices", false);
      for (size_t k = 0; k < s->n; k++)
        {
          struct jv const *sl = &s->items[k];
          size_t n;
          uint64_t *offs = json_offsets (sl, "corruptions", &n);
          check_slice (&e, json_num (sl, "start"), json_num (sl, "len"),
                       json_num (sl, "output_len"),
                       json_str (sl, "output_blake3"), offs, n);
          free (offs);
        }
      encoding_free (&e);
    }
  return kat_failures () - before;
}

/* Every case of chunk-group-vectors.json.  */
static int
test_chunk_groups (struct jv const *t)
{
  int before = kat_failures ();
  struct jv const *a = json_arr (t, "cases", false);
  for (size_t i = 0; i < a->n; i++)
    {
      struct jv const *c = &a->items[i];
      struct encoding e;
      char what[100];
      unsigned int g = json_num (c, "group");
      encode_both (&e, json_num (c, "input_len"), g);
      snprintf (what, sizeof what, "group %u n=%zu", g, e.n);
      kat_check_hex (e.hash, BAO_HASH_LEN, json_str (c, "bao_hash"), what);
      kat_check (e.comb_len == json_num (c, "encoded_len")
                 && e.ob_len == json_num (c, "outboard_len"),
                 "%s: sizes %zu, %zu", what, e.comb_len, e.ob_len);
      check_b3 (e.comb, e.comb_len, json_str (c, "encoded_blake3"), what);
      check_b3 (e.ob, e.ob_len, json_str (c, "outboard_blake3"), what);
      check_round_trip (&e);
      check_wrong_hash (&e);
      check_corruptions_everywhere (&e, e.n < 20000 ? 64 : e.n / 61);
      struct jv const *s = json_arr (c, "slices", true);
      for (size_t k = 0; k < s->n; k++)
        {
          struct jv const *sl = &s->items[k];
          uint64_t corrupt[] = { 7, 8, json_num (sl, "output_len") - 1 };
          check_slice (&e, json_num (sl, "start"), json_num (sl, "len"),
                       json_num (sl, "output_len"),
                       json_str (sl, "output_blake3"), corrupt,
                       countof (corrupt));
        }
      encoding_free (&e);
    }
  return kat_failures () - before;
}


/* Part 4: threads do not change a byte, nor does writing to a file.  */

/* Encode the N bytes at IN (chunk groups of 2^G, OUTBOARD or not) to a
   temporary file on the threads of POOL, and check that the file holds
   the LEN bytes WANT and the hash is WANT_HASH.  */
static void
check_to_file (uint8_t const *in, size_t n, unsigned int g, int outboard,
               struct workers *pool, uint8_t const *want, size_t len,
               uint8_t const *want_hash)
{
  FILE *f = tmpfile ();
  if (!f)
    {
      kat_fail ("cannot make a temporary file");
      return;
    }
  uint8_t hash[BAO_HASH_LEN];
  struct bao_pieces *pieces = bao_pieces_new ();
  if (!pieces)
    {
      kat_fail ("out of memory");
      fclose (f);
      return;
    }
  int err = bao_encode_to_fd (bao_in_memory (in, n), g, outboard, pool,
                              fileno (f), pieces, hash);
  bao_pieces_free (pieces);
  /* One byte more than the encoding, to see that there is none.  */
  uint8_t *got = kat_xmalloc (len + 1);
  ssize_t r = pread (fileno (f), got, len + 1, 0);
  kat_check (err == 0 && r == (ssize_t) len && !memcmp (got, want, len)
             && !memcmp (hash, want_hash, sizeof hash),
             "to a file g=%u outboard=%d threads=%d: error %d, %zd bytes,"
             " or bytes differ", g, outboard, pool != NULL, err, r);
  free (got);
  fclose (f);
}

/* The same, but with the content read by the encoder from a temporary
   file holding IN, into memory; then from the file cut to half its
   length, which must fail as one that ended early.  */
static void
check_from_file (uint8_t const *in, size_t n, unsigned int g, int outboard,
                 struct workers *pool, uint8_t const *want, size_t len,
                 uint8_t const *want_hash)
{
  FILE *f = tmpfile ();
  if (!f || fwrite (in, 1, n, f) != n || fflush (f) != 0)
    {
      kat_fail ("cannot write a temporary file");
      if (f)
        fclose (f);
      return;
    }
  struct bao_content content = { NULL, n, false, fileno (f), false };
  uint8_t hash[BAO_HASH_LEN];
  uint8_t *got = kat_xmalloc (len);
  int err = bao_encode (content, g, outboard, pool, got, hash);
  kat_check (err == 0 && !memcmp (got, want, len)
             && !memcmp (hash, want_hash, sizeof hash),
             "from a file g=%u outboard=%d threads=%d: error %d,"
             " or bytes differ", g, outboard, pool != NULL, err);
  if (ftruncate (fileno (f), n / 2) != 0)
    kat_fail ("cannot cut a temporary file");
  err = bao_encode (content, g, outboard, pool, got, hash);
  kat_check (err == -1, "from a file cut short g=%u outboard=%d"
             " threads=%d: error %d", g, outboard, pool != NULL, err);
  free (got);
  fclose (f);
}

static void
test_threads (struct workers *pool)
{
  static unsigned int const groups[] = { 0, 2, 7, 12, 16 };
  size_t n = 5 * 1024 * 1024 + 12345;
  uint8_t *in = make_input (n);
  uint8_t want[BAO_HASH_LEN];
  b3 (in, n, want);
  for (size_t gi = 0; gi < countof (groups); gi += kat_quick () ? 2 : 1)
    for (int ob = 0; ob < 2; ob++)
      {
        unsigned int g = groups[gi];
        size_t len = bao_encoded_size (n, g, ob);
        uint8_t *one = kat_xmalloc (len);
        uint8_t *two = kat_xmalloc (len);
        uint8_t h1[BAO_HASH_LEN], h2[BAO_HASH_LEN];
        bao_encode (bao_in_memory (in, n), g, ob, NULL, one, h1);
        bao_encode (bao_in_memory (in, n), g, ob, pool, two, h2);
        kat_check (!memcmp (one, two, len) && !memcmp (h1, h2, sizeof h1)
                   && !memcmp (h1, want, sizeof h1),
                   "threads g=%u outboard=%d: bytes differ", g, ob);
        check_to_file (in, n, g, ob, NULL, one, len, h1);
        check_to_file (in, n, g, ob, pool, one, len, h1);
        check_from_file (in, n, g, ob, NULL, one, len, h1);
        check_from_file (in, n, g, ob, pool, one, len, h1);
        for (int feed = 0; feed < N_FEEDS; feed++)
          {
            struct mem_out out;
            enum bao_status st = decode_mem (h1, one, len, ob ? in : NULL,
                                             n, g, 0, UINT64_MAX, feed,
                                             &out);
            kat_check (st == BAO_OK && out.n == n && !memcmp (out.p, in, n),
                       "threads g=%u outboard=%d feed=%d: decode status %d",
                       g, ob, feed, (int) st);
            free (out.p);
          }

        /* A bad byte deep in a subtree that the fast path takes whole:
           every feed writes the same verified prefix, then stops.  */
        size_t bad = len / 2 + 3;
        one[bad] ^= 1;
        size_t prefix = SIZE_MAX;
        /* (With one leaf, an outboard encoding is only the header.)  */
        for (int feed = 0; BAO_HEADER_LEN <= bad && feed < N_FEEDS; feed++)
          {
            struct mem_out out;
            enum bao_status st = decode_mem (h1, one, len, ob ? in : NULL,
                                             n, g, 0, UINT64_MAX, feed,
                                             &out);
            if (feed == 0)
              prefix = out.n;
            kat_check (st == BAO_MISMATCH && out.n == prefix && out.n < n
                       && (out.n == 0 || !memcmp (out.p, in, out.n)),
                       "threads g=%u outboard=%d feed=%d: bad byte %zu:"
                       " status %d, %zu bytes", g, ob, feed, bad, (int) st,
                       out.n);
            free (out.p);
          }
        free (one);
        free (two);
      }
  free (in);
}


/* Part 5: round trips as a property.  Sizes at every leaf boundary of
   each group log 0 to 4 (plus and minus one), and random ones; for
   each, the encodings decode back to the input through every feed, a
   random range decodes, slices and decodes from its slice to the same
   bytes, and random single flipped bits anywhere in an encoding or an
   outboard tree (or in the content beside it) make decoding fail with
   only a prefix of the input written.  The random numbers come from a
   fixed seed, BLAKESUM_TEST_SEED overriding it, so a failure repeats.  */

static uint64_t prng_state = 0x9e3779b97f4a7c15;

static uint64_t
prng (void)
{
  /* xorshift64*.  */
  prng_state ^= prng_state >> 12;
  prng_state ^= prng_state << 25;
  prng_state ^= prng_state >> 27;
  return prng_state * 0x2545f4914f6cdd1d;
}

static uint64_t
prng_below (uint64_t n)
{
  return n ? prng () % n : 0;
}

/* Flip one random bit of the LEN bytes at BUF, decode, and expect a
   failure having written a prefix of IN; then flip it back.  */
static void
flip_and_decode (uint8_t const hash[BAO_HASH_LEN], uint8_t *enc,
                 size_t enc_len, uint8_t *content, uint8_t const *in,
                 size_t n, unsigned int g, uint8_t *buf, size_t len,
                 char const *what)
{
  if (len == 0)
    return;
  size_t pos = prng_below (len);
  uint8_t bit = 1 << prng_below (8);
  int feed = prng_below (N_FEEDS);
  buf[pos] ^= bit;
  struct mem_out out;
  enum bao_status st = decode_mem (hash, enc, enc_len, content, n, g, 0,
                                   UINT64_MAX, feed, &out);
  kat_check (st != BAO_OK && is_prefix (&out, in, n),
             "flip n=%zu g=%u %s byte %zu bit %u feed=%d: status %d,"
             " %zu bytes", n, g, what, pos, bit, feed, (int) st, out.n);
  free (out.p);
  buf[pos] ^= bit;
}

static void
round_trip (size_t n, unsigned int g, struct workers *pool, int flips)
{
  uint8_t *in = make_input (n);
  uint8_t want[BAO_HASH_LEN];
  b3 (in, n, want);
  for (int ob = 0; ob < 2; ob++)
    {
      size_t len = bao_encoded_size (n, g, ob);
      uint8_t *enc = kat_xmalloc (len);
      uint8_t hash[BAO_HASH_LEN];
      bao_encode (bao_in_memory (in, n), g, ob, prng () & 1 ? pool : NULL,
                  enc, hash);
      kat_check (!memcmp (hash, want, sizeof hash),
                 "round trip n=%zu g=%u outboard=%d: hash", n, g, ob);
      uint8_t *content = ob ? in : NULL;

      for (int feed = 0; feed < N_FEEDS; feed++)
        {
          struct mem_out out;
          enum bao_status st = decode_mem (hash, enc, len, content, n, g, 0,
                                           UINT64_MAX, feed, &out);
          kat_check (st == BAO_OK && out.n == n
                     && (n == 0 || !memcmp (out.p, in, n)),
                     "round trip n=%zu g=%u outboard=%d feed=%d: status %d,"
                     " %zu bytes", n, g, ob, feed, (int) st, out.n);
          free (out.p);
        }

      /* A random range, at times past the end or of every byte.  */
      for (int k = 0; k < 3; k++)
        {
          uint64_t start = prng_below (n + 2048);
          uint64_t count = (k == 0 ? UINT64_MAX
                            : k == 1 ? prng_below (4096)
                            : prng_below (n + 1));
          uint64_t lo = start < n ? start : n;
          uint64_t hi = count < n - lo ? lo + count : n;
          int feed = prng_below (N_FEEDS);
          struct mem_out out, sl, out2;
          enum bao_status st = decode_mem (hash, enc, len, content, n, g,
                                           start, count, feed, &out);
          kat_check (st == BAO_OK && out.n == hi - lo
                     && (out.n == 0 || !memcmp (out.p, in + lo, out.n)),
                     "range n=%zu g=%u outboard=%d start=%llu count=%llu"
                     " feed=%d: status %d, %zu bytes", n, g, ob,
                     (unsigned long long) start, (unsigned long long) count,
                     feed, (int) st, out.n);
          enum bao_status st2 = slice_mem (enc, len, content, n, g, start,
                                           count, feed, &sl);
          enum bao_status st3 = decode_slice_mem (hash, sl.p, sl.n, g, start,
                                                  count, &out2);
          kat_check (st2 == BAO_OK && st3 == BAO_OK && out2.n == out.n
                     && (out.n == 0 || !memcmp (out2.p, out.p, out.n)),
                     "slice n=%zu g=%u outboard=%d start=%llu count=%llu:"
                     " status %d %d, %zu bytes", n, g, ob,
                     (unsigned long long) start, (unsigned long long) count,
                     (int) st2, (int) st3, out2.n);
          free (out.p);
          free (sl.p);
          free (out2.p);
        }

      for (int f = 0; f < flips; f++)
        {
          flip_and_decode (hash, enc, len, content, in, n, g, enc, len,
                           ob ? "outboard" : "encoding");
          if (ob)
            flip_and_decode (hash, enc, len, content, in, n, g, in, n,
                             "content");
        }
      free (enc);
    }
  free (in);
}

static void
test_round_trips (struct workers *pool, bool large)
{
  char const *seed = getenv ("BLAKESUM_TEST_SEED");
  prng_state = seed ? strtoull (seed, NULL, 0) | 1 : 0x9e3779b97f4a7c15;
  static unsigned int const leaves[] = { 1, 2, 3, 4, 5, 8, 16, 17, 33 };
  for (unsigned int g = 0; g <= 4; g++)
    {
      size_t leaf = (size_t) BLAKE3_CHUNK_LEN << g;
      round_trip (0, g, pool, 2);
      round_trip (1, g, pool, 2);
      for (size_t i = 0; i < countof (leaves); i++)
        for (int d = -1; d <= 1; d++)
          round_trip (leaves[i] * leaf + d, g, pool, 2);
      for (int k = 0; k < 3; k++)
        round_trip (prng_below (600 * 1024), g, pool, 4);
      /* Past the 4 MiB that the decoder verifies whole (16 MiB when
         it sees the input in place), and its boundaries: once, for
         the kernel in use, and not in quick mode.  */
      if (large)
        {
          round_trip (4 * 1024 * 1024 + 1, g, pool, 4);
          round_trip (8 * 1024 * 1024 - 1, g, pool, 4);
          round_trip (16 * 1024 * 1024 + 1, g, pool, 2);
          round_trip (prng_below (3 * 1024 * 1024) + 4 * 1024 * 1024, g,
                      pool, 8);
        }
    }
}

/* Part 6: a source seen in place (a mapped file) that changes once it
   has been verified, as another process writing the file would change
   it.  The decoder writes only the copies it verified, so what comes
   out is the content's first region exactly, and the decode then stops
   at the changed bytes.  Without the copies, the first write would
   already carry changed bytes.  */

/* An output that overwrites the source's bytes at its first write.  */
struct spoiler
{
  struct mem_out m;
  uint8_t *victim;
  size_t victim_len;
};

static int
spoil_and_write (void *arg, void const *buf, size_t n)
{
  struct spoiler *s = arg;
  if (s->victim)
    memset (s->victim, 0x5a, s->victim_len);
  s->victim = NULL;
  return mem_write (&s->m, buf, n);
}

static void
test_changing_source (struct workers *pool)
{
  /* The root's left half, 2 MiB, is the first region verified whole;
     the right half is read after the first write.  */
  size_t n = 3 * 1024 * 1024, first = 2 * 1024 * 1024;
  uint8_t *in = make_input (n);
  for (unsigned int g = 0; g <= 3; g += 3)
    for (int ob = 0; ob < 2; ob++)
      {
        size_t len = bao_encoded_size (n, g, ob);
        uint8_t *enc = kat_xmalloc (len);
        uint8_t *content = kat_xmalloc (n);
        memcpy (content, in, n);
        uint8_t hash[BAO_HASH_LEN];
        bao_encode (bao_in_memory (in, n), g, ob, NULL, enc, hash);

        struct mem_in mt, mc;
        struct bao_input t = mem_input (&mt, enc, len, true, 0);
        struct bao_input c = mem_input (&mc, content, n, true, 0);
        t.view = c.view = mem_view;
        struct spoiler sp;
        mem_output (&sp.m);
        sp.victim = ob ? content : enc + BAO_HEADER_LEN;
        sp.victim_len = ob ? n : len - BAO_HEADER_LEN;
        struct bao_output o = { spoil_and_write, &sp };
        enum bao_status st = bao_decode (hash, &t, ob ? &c : NULL, g, 0,
                                         UINT64_MAX, pool, &o);
        kat_check (st == BAO_MISMATCH && sp.m.n == first
                   && !memcmp (sp.m.p, in, first),
                   "group %u, %s, source changed after its first region:"
                   " status %d, %zu bytes out, %s", g,
                   ob ? "outboard" : "combined", (int) st, sp.m.n,
                   sp.m.n <= n && !memcmp (sp.m.p, in, sp.m.n)
                   ? "the verified content" : "NOT the verified content");
        free (sp.m.p);
        free (content);
        free (enc);
      }
  free (in);
}

int
main (void)
{
  size_t n_impls;
  struct blake3_impl const *impls;
  struct jv official, groups;
  bool have_official = false, have_groups = false;

  kat_init ("test-bao");
  impls = blake3_impls (&n_impls);
  char const *dir = kat_vectors_dir ();
  if (dir)
    {
      have_official = load_json (dir, "bao/test_vectors.json", &official);
      have_groups = load_json (dir, "bao/chunk-group-vectors.json",
                               &groups);
      if (!have_official || !have_groups)
        return EXIT_FAILURE;
    }
  else
    puts ("test-bao: BLAKESUM_VECTORS_DIR is unset;"
          " skipping the vector files");

  struct workers *pool = workers_create (2);
  if (!pool)
    abort ();
  decode_pool = pool;

  char const *selected = blake3_select ();
  printf ("test-bao: selected %s; testing", selected);
  for (size_t i = 0; i < n_impls; i++)
    printf (" %s", impls[i].name);
  putchar ('\n');

  for (size_t i = 0; i < n_impls; i++)
    {
      struct blake3_impl const *impl = &impls[i];
      int before = kat_failures ();
      kat_set_subject ("%s", impl->name);
      blake3_use_impl (impl);

      test_literals ();
      test_groups ();
      test_slice_sizes ();
      test_errors ();
      if (have_official)
        printf ("test-bao: %s: test_vectors.json: %s\n", impl->name,
                test_official (&official) ? "FAILED" : "ok");
      if (have_groups)
        printf ("test-bao: %s: chunk-group-vectors.json: %s\n", impl->name,
                test_chunk_groups (&groups) ? "FAILED" : "ok");
      test_threads (pool);
      test_round_trips (pool, !strcmp (impl->name, selected) && !kat_quick ());
      test_changing_source (pool);

      printf ("test-bao: %s: %s\n", impl->name,
              kat_failures () == before ? "ok" : "FAILED");
    }

  workers_destroy (pool);
  if (have_official)
    json_free (&official);
  if (have_groups)
    json_free (&groups);
  kat_summary ("test-bao");
  return kat_exit_status ();
}
