/* fuzz-bao.c -- the Bao decoders never write a byte they did not verify

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

/* The input picks a content (its length, and a seed for its bytes), a
   chunk-group log 0..4, a decoder (combined, outboard, decode-slice), a
   START and a COUNT, how the inputs are read (short reads, seeking or
   not), and a list of mutations (flip a byte, truncate, overwrite or
   append input bytes, or replace everything by the rest of the input)
   of the encoding, the outboard tree, the content beside it, or the
   slice.  The content is encoded, the mutated bytes are decoded
   against the true root hash, and:

   - every byte written must be the true content at its place in the
     range asked for, [START, START + COUNT) capped at the end: BLAKE3
     being collision resistant, nothing else can pass verification, so
     this holds for any mutation and any bytes whatever;
   - when the mutated inputs begin with the intact ones (no mutation,
     or bytes added after the end, which the decoders never read), the
     decoder must succeed and write the whole range;
   - a slice cut from the combined encoding and one cut from the
     outboard tree and the content are the same bytes;
   - the slicer, given the mutated bytes, copies no more than it read.

   The checks are made as the bytes are written, so a failure names
   the first wrong write.  */

#include <config.h>

#include "fuzz-input.h"

#include <errno.h>
#include <stdbool.h>

#include "bao/bao.h"
#include "blake3/blake3.h"
#include "core/workers.h"

enum { MAX_GROUP_LOG = 4 };

/* A growable byte buffer.  */
struct bytes
{
  uint8_t *p;
  size_t len;
};

static void
bytes_set (struct bytes *b, void const *p, size_t len)
{
  b->p = malloc (len + 1);
  if (!b->p)
    abort ();
  memcpy (b->p, p, len);
  b->len = len;
}

/* A source reading B, at most CHUNK bytes a call.  */
struct source
{
  struct bytes const *b;
  size_t pos;
  size_t chunk;
};

static ptrdiff_t
source_read (void *arg, void *buf, size_t n)
{
  struct source *s = arg;
  size_t left = s->b->len - s->pos;
  if (n > left)
    n = left;
  if (n > s->chunk)
    n = s->chunk;
  memcpy (buf, s->b->p + s->pos, n);
  s->pos += n;
  return n;
}

static int
source_skip (void *arg, uint64_t n)
{
  struct source *s = arg;
  size_t left = s->b->len - s->pos;
  s->pos += n < left ? n : left;
  return 0;
}

/* The decoders read a mapped file in place: the source as one.  */
static uint8_t const *
source_view (void *arg, size_t n)
{
  struct source *s = arg;
  if (s->b->len - s->pos < n)
    return NULL;
  uint8_t const *p = s->b->p + s->pos;
  s->pos += n;
  return p;
}

/* A pool for the decoders' threads, made once; this target is built
   with the thresholds lowered so that inputs of a few KiB use it.  */
static struct workers *
decode_pool (void)
{
  static struct workers *pool;
  if (!pool)
    pool = workers_create (2);
  return pool;
}

/* A sink that checks every write against the expected bytes.  */
struct sink
{
  uint8_t const *want;          /* the range of the content asked for */
  size_t want_len;
  size_t done;
};

static int
sink_write (void *arg, void const *buf, size_t n)
{
  struct sink *s = arg;
  FUZZ_CHECK (n <= s->want_len - s->done);
  FUZZ_CHECK (memcmp (buf, s->want + s->done, n) == 0);
  s->done += n;
  return 0;
}

/* A sink that keeps what it is given.  */
static int
keep_write (void *arg, void const *buf, size_t n)
{
  struct bytes *b = arg;
  uint8_t *p = realloc (b->p, b->len + n + 1);
  if (!p)
    abort ();
  memcpy (p + b->len, buf, n);
  b->p = p;
  b->len += n;
  return 0;
}

static uint64_t
next_random (uint64_t *s)
{
  *s ^= *s << 13;
  *s ^= *s >> 7;
  *s ^= *s << 17;
  return *s;
}

/* Apply one mutation read from IN to B.  */
static void
mutate (struct fuzz_input *in, struct bytes *b)
{
  uint8_t kind = fuzz_u8 (in);
  size_t at = fuzz_uint (in, 3);
  at = b->len ? at % b->len : 0;
  switch (kind % 6)
    {
    case 0:
    case 1:
      if (b->len)
        b->p[at] ^= fuzz_u8 (in) | 1;
      break;
    case 2:
      b->len = at;
      break;
    case 3:
      {
        size_t n = fuzz_u8 (in);
        n = n < b->len - at ? n : b->len - at;
        fuzz_bytes (in, b->p + at, n);
      }
      break;
    case 4:
      {
        size_t n = fuzz_u8 (in);
        uint8_t *p = realloc (b->p, b->len + n + 1);
        if (!p)
          abort ();
        b->p = p;
        fuzz_bytes (in, b->p + b->len, n);
        b->len += n;
      }
      break;
    default:
      {
        free (b->p);
        bytes_set (b, in->p, in->n);
        in->p += in->n;
        in->n = 0;
      }
      break;
    }
}

/* Does B begin with ORIG?  */
static bool
intact (struct bytes const *b, struct bytes const *orig)
{
  return orig->len <= b->len && memcmp (b->p, orig->p, orig->len) == 0;
}

/* A START or COUNT of the kind read from IN, for content of LEN.  */
static uint64_t
position (struct fuzz_input *in, uint64_t len)
{
  uint8_t kind = fuzz_u8 (in);
  uint64_t v = fuzz_uint (in, 3);
  switch (kind % 5)
    {
    case 0: return 0;
    case 1: return UINT64_MAX - v % 4096;
    case 2: return v % 2048;
    default: return v % (len + 2048);
    }
}

int
LLVMFuzzerTestOneInput (uint8_t const *data, size_t size)
{
  struct fuzz_input in = { data, size };
  size_t n_rows;
  struct blake3_impl const *rows = blake3_impls (&n_rows);
  blake3_use_impl (&rows[fuzz_u8 (&in) % n_rows]);

  uint8_t pick = fuzz_u8 (&in);
  int decoder = pick % 3;
  unsigned int group_log = (pick / 3) % (MAX_GROUP_LOG + 1);
  bool seeks = pick & 0x80;
  uint8_t size_kind = fuzz_u8 (&in);
  uint64_t len = fuzz_uint (&in, 3);
  len %= (size_kind % 4 < 2 ? 3 * 1024 + 2 : size_kind % 4 == 2 ? 20000
          : 1 << 17);
  uint64_t seed = fuzz_uint (&in, 8) | 1;
  uint64_t start = position (&in, len);
  uint64_t count = position (&in, len);
  if (fuzz_u8 (&in) & 1)
    count = UINT64_MAX - count;
  size_t chunk = 1 + fuzz_uint (&in, 2);

  /* The content, its encodings and its hash.  */
  uint8_t *content = malloc (len + 1);
  if (!content)
    abort ();
  for (uint64_t i = 0; i < len; i++)
    content[i] = next_random (&seed) >> 24;
  struct bytes combined, outboard, plain;
  combined.len = bao_encoded_size (len, group_log, false);
  outboard.len = bao_encoded_size (len, group_log, true);
  combined.p = malloc (combined.len + 1);
  outboard.p = malloc (outboard.len + 1);
  if (!combined.p || !outboard.p)
    abort ();
  uint8_t hash[BAO_HASH_LEN], hash2[BAO_HASH_LEN], b3[BLAKE3_OUT_LEN];
  bao_encode (bao_in_memory (content, len), group_log, false, NULL,
              combined.p, hash);
  bao_encode (bao_in_memory (content, len), group_log, true, NULL,
              outboard.p, hash2);
  FUZZ_CHECK (memcmp (hash, hash2, sizeof hash) == 0);
  struct blake3_hasher h;
  blake3_init (&h);
  blake3_update (&h, content, len);
  blake3_finalize (&h, b3, sizeof b3);
  FUZZ_CHECK (memcmp (hash, b3, sizeof hash) == 0);
  bytes_set (&plain, content, len);

  /* The slice, cut both ways from the intact encodings.  */
  struct bytes slice = { NULL, 0 }, slice2 = { NULL, 0 };
  if (decoder == 2)
    {
      struct bytes const *tree[2] = { &combined, &outboard };
      struct bytes *out[2] = { &slice, &slice2 };
      for (int k = 0; k < 2; k++)
        {
          struct source t = { tree[k], 0, SIZE_MAX };
          struct source c = { &plain, 0, SIZE_MAX };
          struct bao_input ti = { source_read, source_skip, NULL, &t };
          struct bao_input ci = { source_read, source_skip, NULL, &c };
          struct bao_output o = { keep_write, out[k] };
          FUZZ_CHECK (bao_slice (&ti, k ? &ci : NULL, group_log, start,
                                 count, &o) == BAO_OK);
        }
      FUZZ_CHECK (slice.len == slice2.len
                  && memcmp (slice.p, slice2.p, slice.len) == 0);
    }

  /* The mutations, each of one of the decoder's inputs.  */
  struct bytes tree, side;
  struct bytes const *tree_orig = (decoder == 0 ? &combined
                                   : decoder == 1 ? &outboard : &slice);
  bytes_set (&tree, tree_orig->p, tree_orig->len);
  bytes_set (&side, plain.p, plain.len);
  for (int k = fuzz_u8 (&in) % 4; k > 0 && in.n; k--)
    mutate (&in, decoder == 1 && (fuzz_u8 (&in) & 1) ? &side : &tree);

  /* What the decoder may write: the range asked for.  */
  uint64_t first = start < len ? start : len;
  uint64_t end = count <= UINT64_MAX - start ? start + count : UINT64_MAX;
  end = end < len ? end : len;
  if (end < first)
    end = first;
  struct sink sink = { content + first, end - first, 0 };
  struct bao_output out = { sink_write, &sink };
  struct source t = { &tree, 0, chunk };
  struct source c = { &side, 0, chunk };
  /* An odd read size also gives the decoder the bytes in place.  */
  uint8_t const *(*view) (void *, size_t) = chunk & 1 ? source_view : NULL;
  struct bao_input ti = { source_read, seeks ? source_skip : NULL, view, &t };
  struct bao_input ci = { source_read, seeks ? source_skip : NULL, view, &c };
  enum bao_status st;
  if (decoder == 2)
    st = bao_decode_slice (hash, &ti, group_log, start, count,
                           view ? decode_pool () : NULL, &out);
  else
    st = bao_decode (hash, &ti, decoder == 1 ? &ci : NULL, group_log,
                     start, count, view ? decode_pool () : NULL, &out);
  FUZZ_CHECK (st <= BAO_OVERFLOW);
  if (intact (&tree, tree_orig) && intact (&side, &plain))
    {
      if (st != BAO_OK)
        fprintf (stderr, "intact input, status %d\n", (int) st);
      FUZZ_CHECK (st == BAO_OK);
      FUZZ_CHECK (sink.done == sink.want_len);
    }
  if (st == BAO_OK)
    FUZZ_CHECK (sink.done == sink.want_len);

  /* The slicer verifies nothing, but on any bytes it must not crash,
     and it only copies what it reads.  */
  if (decoder != 2)
    {
      struct bytes cut = { NULL, 0 };
      struct source t2 = { &tree, 0, chunk };
      struct source c2 = { &side, 0, chunk };
      struct bao_input ti2 = { source_read, seeks ? source_skip : NULL,
                               NULL, &t2 };
      struct bao_input ci2 = { source_read, seeks ? source_skip : NULL,
                               NULL, &c2 };
      struct bao_output o2 = { keep_write, &cut };
      st = bao_slice (&ti2, decoder == 1 ? &ci2 : NULL, group_log, start,
                      count, &o2);
      FUZZ_CHECK (st <= BAO_OVERFLOW);
      FUZZ_CHECK (cut.len <= tree.len + side.len);
      free (cut.p);
    }

  free (tree.p);
  free (side.p);
  free (slice.p);
  free (slice2.p);
  free (plain.p);
  free (combined.p);
  free (outboard.p);
  free (content);
  return 0;
}
