/* bao-encode.c -- Bao encoding, combined and outboard

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

/* The content is in memory and its length known, so every node's place
   in the pre-order output is known before it is hashed: a subtree's
   node comes first, then its left half, then its right half, whose
   place follows from the encoded size of the left.  The encoder writes
   each node straight to its place in one pass, and the two halves of a
   split are independent, which is what lets bao-threads.c run them at
   the same time.

   Hashing a chunk or a node at a time would waste the kernels' width.
   So a perfect subtree (a power-of-two number of whole chunks, as every
   left half is) of up to BATCH_CHUNKS chunks is hashed a level at a
   time: all its chunks, then all the parents of each level, as many in
   one hash_many call as the lanes take; its nodes are then copied to
   their places from the levels.  One parent compression at a time took
   a sixth of the encoder's time.  The few subtrees that are not
   perfect (along the right edge of the tree) and fit the kernels'
   width have their chunk CVs computed in one call and their nodes
   built one at a time from those.

   The input is either in memory (a mapping, or a buffer) or a file
   that the encoder reads: the first subtree on the way down that is at
   most a piece long is read into a buffer of its own by the thread
   that is about to encode it, which then encodes it from there, as
   blake3-file-threads.c does for b3sum.  Each subtree carries where its
   content is.

   The output is either in memory (a mapping, or a buffer) or a file
   written with pwrite.  Writing a new file through a mapping costs the
   kernel a page fault and the zeroing of every page before the encoder
   fills it: a quarter of a combined encode's time.  A file is written
   a piece at a time instead: the subtree of at most PIECE_LEN bytes of
   content that encloses the bytes being written is encoded into a
   buffer of its own, which one pwrite then copies into the file; the
   few nodes above the pieces are written one at a time.  The thread
   that encodes a piece writes it, while it is still in its cache: a
   queue that let one thread write the pieces of all, so that none
   waited for the file's lock, made a combined encode of 1 GiB slower
   (0.45 s against 0.34).  */

#include <config.h>

#include "bao.h"

#include <errno.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#if USE_POSIX_THREADS
# include <pthread.h>
#endif

#include "bao-encode.h"
#include "bao-threads.h"
#include "bao-tree.h"
#include "blake3/blake3-impl.h"
#include "core/cold-read.h"
#include "core/mapped-pages.h"
#include "core/read-at.h"
#include "core/workers.h"
#include "blake3/blake3-threads.h"

uint64_t
bao_encoded_size (uint64_t content_len, unsigned int group_log,
                  bool outboard)
{
  return (BAO_HEADER_LEN + bao_parents_size (content_len, group_log)
          + (outboard ? 0 : content_len));
}

/* The size of the encoding of a subtree of LEN bytes, header aside.  */
static size_t
subtree_size (struct bao_enc const *e, size_t len)
{
  return (bao_parents_size (len, e->group_log)
          + (e->outboard ? 0 : len));
}

/* The content of a piece written to a file with one pwrite (see
   above): the same as the one whose pages mapped_populate reads in, so
   that a piece's input is read once into the cache and its output
   written from it while both are still there.  A combined piece's
   buffer is that plus its nodes, 1/16 more.  With many threads, each
   holding a piece, a piece is their share of MAPPED_RESIDENT_BUDGET
   (half of it for a combined encoding to a file, whose buffer is as
   large as its input), but at least MIN_PIECE_LEN: 64 threads had
   held 138 MB.  With 128 KiB, 64 threads of a combined encoding held
   16 MiB of pieces and buffers; with 64 KiB, 8 MiB, and 1 GiB took as
   long (doc/measurements.md).

   An outboard encoding of a file none of which was in memory is read
   in pieces of COLD_OUTBOARD_PIECE_LEN: a cold 1 GiB, in a memory
   cgroup of 256 MiB, took 0.286 s so against 0.307 s in pieces of
   1 MiB (medians of 9; cat 0.26 s), the kernel's read-ahead still
   asking the disk for some 3.7 MiB at a time.  A combined one, which
   writes as much as it reads, took 6% longer so.  */
enum
{
  PIECE_LEN = BLAKE3_THREADS_POPULATE_LEN,
  COLD_OUTBOARD_PIECE_LEN = 256 * 1024,
  MIN_PIECE_LEN = 64 * 1024
};

/* The piece length of an encoding to OUT (null: a file) on POOL, of a
   content that is COLD.  */
static size_t
piece_len_for (struct workers *pool, bool outboard, uint8_t const *out,
               bool cold)
{
  size_t threads = pool ? workers_threads (pool) : 1;
  if (!out && !outboard)
    threads *= 2;
  size_t most = (cold && outboard && COLD_OUTBOARD_PIECE_LEN < PIECE_LEN
                 ? COLD_OUTBOARD_PIECE_LEN : PIECE_LEN);
  return mapped_share (threads, MIN_PIECE_LEN, most);
}

/* The errno of E's first failed write, or 0.  */
static int
write_error (struct bao_enc *e)
{
  return e->write_err;
}

/* Store ERR in *FIRST unless a failure is there already.  */
static void
set_first (BAO_ENC_ATOMIC int *first, int err)
{
#if defined __STDC_NO_ATOMICS__
  if (!*first)
    *first = err;
#else
  int none = 0;
  atomic_compare_exchange_strong (first, &none, err);
#endif
}

static void
set_write_error (struct bao_enc *e, int err)
{
  set_first (&e->write_err, err);
}

/* Whether a read or a write of E has failed, after which the encoding
   is garbage, and nothing more is read or written.  */
static bool
failed (struct bao_enc *e)
{
  return write_error (e) || e->read_err;
}

/* Return a buffer of its own holding the LEN bytes of content at OFF,
   read from E's file, or null after a failure (stored in E).  */
static uint8_t *
read_content (struct bao_enc *e, size_t off, size_t len)
{
  if (failed (e))
    return NULL;
  uint8_t *buf = malloc (len);
  int err = ENOMEM;
  if (buf)
    {
      if (e->in_cold)
        cold_read_by_thread (e->in_fd, e->in_file, off, len);
      err = read_at (e->in_fd, buf, len, off);
    }
  if (err == 0)
    return buf;
  free (buf);
  set_first (&e->read_err, err);
  return NULL;
}

/* Write the N bytes at SRC to byte POS of E's file, unless a write has
   failed already.  */
static void
write_piece (struct bao_enc *e, void const *src, size_t n, uint64_t pos)
{
  if (write_error (e))
    return;
  int err = write_at (e->out_fd, src, n, (off_t) pos);
  /* Only a leaf longer than a piece is written straight from the
     input, and our own buffers are always there: so EFAULT means that
     a mapped input shrank.  */
  if (err == EFAULT && e->mapped)
    mapped_lost ();
  if (err != 0)
    set_write_error (e, err);
}

/* Put the N bytes at SRC at byte POS of the encoding, which is at
   BUF + (POS - BUF_POS) if BUF is not null, else in E's file.  */
static void
put_bytes (struct bao_enc *e, uint8_t *buf, size_t buf_pos, size_t pos,
           void const *src, size_t n)
{
  if (buf)
    memcpy (buf + (pos - buf_pos), src, n);
  else
    write_piece (e, src, n, pos);
}

/* The same, for a byte of subtree T's part of the encoding.  */
static void
put (struct bao_enc_subtree const *t, size_t pos, void const *src,
     size_t n)
{
  put_bytes (t->e, t->buf, t->buf_pos, pos, src, n);
}

/* A piece's buffer, listed in its bao_pieces while in use.  */
struct piece
{
  struct piece *prev, *next;
  uint8_t data[];
};

struct bao_pieces
{
#if USE_POSIX_THREADS
  pthread_mutex_t lock;
#endif
  struct piece *head;
};

struct bao_pieces *
bao_pieces_new (void)
{
  struct bao_pieces *ps = malloc (sizeof *ps);
  if (ps)
    {
#if USE_POSIX_THREADS
      if (pthread_mutex_init (&ps->lock, NULL) != 0)
        {
          free (ps);
          return NULL;
        }
#endif
      ps->head = NULL;
    }
  return ps;
}

void
bao_pieces_free (struct bao_pieces *ps)
{
  while (ps->head)
    {
      struct piece *p = ps->head;
      ps->head = p->next;
      free (p);
    }
#if USE_POSIX_THREADS
  pthread_mutex_destroy (&ps->lock);
#endif
  free (ps);
}

static void
lock_pieces (struct bao_pieces *ps)
{
#if USE_POSIX_THREADS
  pthread_mutex_lock (&ps->lock);
#else
  (void) ps;
#endif
}

static void
unlock_pieces (struct bao_pieces *ps)
{
#if USE_POSIX_THREADS
  pthread_mutex_unlock (&ps->lock);
#else
  (void) ps;
#endif
}

/* Return a buffer of SIZE bytes listed in PS, or null.  */
static uint8_t *
piece_alloc (struct bao_pieces *ps, size_t size)
{
  struct piece *p = malloc (offsetof (struct piece, data) + size);
  if (!p)
    return NULL;
  lock_pieces (ps);
  p->prev = NULL;
  p->next = ps->head;
  if (ps->head)
    ps->head->prev = p;
  ps->head = p;
  unlock_pieces (ps);
  return p->data;
}

/* Free DATA, a buffer from piece_alloc (PS, ...).  */
static void
piece_free (struct bao_pieces *ps, uint8_t *data)
{
  struct piece *p = (struct piece *) (data - offsetof (struct piece, data));
  lock_pieces (ps);
  if (p->prev)
    p->prev->next = p->next;
  else
    ps->head = p->next;
  if (p->next)
    p->next->prev = p->prev;
  unlock_pieces (ps);
  free (p);
}

/* Read from E's file the LEN bytes of content at OFF, part of the leaf
   of subtree T (all of it, or a part that is itself a BLAKE3 subtree),
   a piece at a time, put them in their place in a combined encoding,
   and write their CV to CV: the root hash if ROOT.  A leaf longer than
   a piece (chunk groups of up to 64 MiB) read whole into one buffer
   took 3.35 s and 130 MB for an outboard encoding of 1 GiB of such
   leaves; a piece at a time, 0.25 s and 4 MB (mapped, 0.30 s).  */
static void
read_leaf_part (struct bao_enc_subtree const *t, size_t off, size_t len,
                bool root, uint8_t cv[BAO_HASH_LEN])
{
  struct bao_enc *e = t->e;
  if (len <= e->piece_len)
    {
      uint8_t *buf = read_content (e, off, len);
      if (!buf)
        return;
      if (!e->outboard)
        put (t, t->pos + (off - t->off), buf, len);
      bao_leaf_cv (e->impl, buf, len, off / BLAKE3_CHUNK_LEN, root, NULL,
                   cv);
      free (buf);
      return;
    }
  size_t left = bao_left_len (len);
  uint8_t node[BAO_PARENT_LEN];
  read_leaf_part (t, off, left, false, node);
  read_leaf_part (t, off + left, len - left, false, node + BAO_HASH_LEN);
  bao_parent_cv (e->impl, node, root, cv);
}

/* Encode the subtree of LEN bytes at content offset OFF, encoding
   position POS, within subtree T, whose chunk CVs (one per chunk, the
   subtree's first at CVS) are known, and write its CV to CV.  */
static void
encode_from_cvs (struct bao_enc_subtree const *t, uint8_t const *cvs,
                 size_t off, size_t len, size_t pos,
                 uint8_t cv[BAO_HASH_LEN])
{
  struct bao_enc const *e = t->e;
  if (len <= bao_leaf_len (e->group_log))
    {
      if (!e->outboard)
        put (t, pos, t->in + (off - t->off), len);
      size_t n = bao_leaves (len, 0);
      blake3_subtree_cv (e->impl, cvs, n, blake3_iv, 0, cv);
      return;
    }
  size_t left = bao_left_len (len);
  uint8_t node[BAO_PARENT_LEN];
  encode_from_cvs (t, cvs, off, left, pos + BAO_PARENT_LEN, node);
  encode_from_cvs (t, cvs + left / BLAKE3_CHUNK_LEN * BLAKE3_OUT_LEN,
                   off + left, len - left,
                   pos + BAO_PARENT_LEN + subtree_size (e, left),
                   node + BAO_HASH_LEN);
  put (t, pos, node, sizeof node);
  bao_parent_cv (e->impl, node, false, cv);
}

/* The largest perfect subtree hashed a level at a time: enough that
   the lowest levels fill the widest kernel's lanes several times over,
   and all its levels' CVs (twice its chunks') fit on the stack.  */
enum { BATCH_CHUNKS = 4 * BLAKE3_MAX_SIMD_DEGREE };

/* Whether a subtree of LEN bytes is perfect and small enough for
   encode_levels.  */
static bool
batchable (size_t len)
{
  return (len % BLAKE3_CHUNK_LEN == 0
          && len <= BATCH_CHUNKS * BLAKE3_CHUNK_LEN
          && (len & (len - 1)) == 0);
}

/* Write the encoding of the perfect subtree of 2^LEVEL chunks that is
   node INDEX of level LEVEL of LEVELS (see encode_levels), content
   offset OFF, encoding position POS, within subtree T; its leaves too
   unless LEAVES_PUT.  */
static void
place_nodes (struct bao_enc_subtree const *t, uint8_t const *const *levels,
             unsigned int level, size_t index, size_t off, size_t pos,
             bool leaves_put)
{
  struct bao_enc const *e = t->e;
  size_t len = (size_t) BLAKE3_CHUNK_LEN << level;
  if (level <= e->group_log)
    {
      if (!e->outboard && !leaves_put)
        put (t, pos, t->in + (off - t->off), len);
      return;
    }
  /* A node is its two children's CVs, which are side by side in the
     level below.  */
  put (t, pos, levels[level - 1] + 2 * index * BLAKE3_OUT_LEN,
       BAO_PARENT_LEN);
  size_t half = len / 2;
  place_nodes (t, levels, level - 1, 2 * index, off, pos + BAO_PARENT_LEN,
               leaves_put);
  place_nodes (t, levels, level - 1, 2 * index + 1, off + half,
               pos + BAO_PARENT_LEN + subtree_size (e, half), leaves_put);
}

/* Store in DEST[0..] where each chunk of the perfect subtree of
   2^LEVEL chunks at encoding position POS goes in T's buffer, in
   order: within its leaf, after the parents that precede it.  */
static void
leaf_places (struct bao_enc_subtree const *t, unsigned int level,
             size_t pos, uint8_t **dest)
{
  struct bao_enc const *e = t->e;
  size_t chunks = (size_t) 1 << level;
  if (level <= e->group_log)
    {
      for (size_t i = 0; i < chunks; i++)
        dest[i] = t->buf + (pos - t->buf_pos) + i * BLAKE3_CHUNK_LEN;
      return;
    }
  size_t half = chunks / 2;
  leaf_places (t, level - 1, pos + BAO_PARENT_LEN, dest);
  leaf_places (t, level - 1,
               pos + BAO_PARENT_LEN
               + subtree_size (e, half * BLAKE3_CHUNK_LEN),
               dest + half);
}

/* Encode the perfect subtree T (batchable) a level at a time.  */
static void
encode_levels (struct bao_enc_subtree *t)
{
  struct bao_enc const *e = t->e;
  /* Level 0 holds the chunk CVs, level J + 1 the parents of level J's
     pairs, up to the one CV at the top.  */
  uint8_t cvs[2 * BATCH_CHUNKS * BLAKE3_OUT_LEN];
  uint8_t const *levels[BATCH_CHUNKS];
  size_t n = t->len / BLAKE3_CHUNK_LEN;
  size_t width = e->impl->simd_degree;
  uint64_t chunk = t->off / BLAKE3_CHUNK_LEN;

  /* Combined, into a buffer, the kernel copies each chunk to its place
     as it hashes it: no second pass over the input, and the leaves
     written are the bytes hashed even if the input changes.  */
  bool copy = !e->outboard && t->buf;
  uint8_t *places[BATCH_CHUNKS];
  if (copy)
    {
      unsigned int height = 0;
      while (((size_t) 1 << height) < n)
        height++;
      leaf_places (t, height, t->pos, places);
    }
  uint8_t *level = cvs;
  for (size_t i = 0; i < n; i += width)
    {
      size_t k = n - i < width ? n - i : width;
      if (copy)
        {
          uint8_t const *inputs[BLAKE3_MAX_SIMD_DEGREE];
          for (size_t j = 0; j < k; j++)
            inputs[j] = t->in + (i + j) * BLAKE3_CHUNK_LEN;
          blake3_hash_many_copy (e->impl, inputs, places + i, k,
                                 BLAKE3_CHUNK_LEN / BLAKE3_BLOCK_LEN,
                                 blake3_iv, chunk + i, true, 0,
                                 BLAKE3_CHUNK_START, BLAKE3_CHUNK_END,
                                 level + i * BLAKE3_OUT_LEN, t->in_end);
        }
      else
        blake3_hash_chunks (e->impl, t->in + i * BLAKE3_CHUNK_LEN,
                            k * BLAKE3_CHUNK_LEN, t->in_end, blake3_iv,
                            chunk + i, 0, level + i * BLAKE3_OUT_LEN);
    }
  unsigned int top = 0;
  levels[0] = level;
  for (; n > 1; n /= 2)
    {
      uint8_t *up = level + n * BLAKE3_OUT_LEN;
      /* blake3_hash_parents takes at most this many CVs a call.  */
      size_t step = 2 * BLAKE3_MAX_SIMD_DEGREE;
      for (size_t i = 0; i < n; i += step)
        blake3_hash_parents (e->impl, level + i * BLAKE3_OUT_LEN,
                             n - i < step ? n - i : step, blake3_iv, 0,
                             up + i / 2 * BLAKE3_OUT_LEN);
      level = up;
      levels[++top] = level;
    }
  memcpy (t->cv, level, BAO_HASH_LEN);
  place_nodes (t, levels, top, 0, t->off, t->pos, copy);
}

static void
run_subtree (void *arg)
{
  bao_encode_subtree (arg);
}

/* Encode T, a window or a subtree above one, and drop a window's
   pages once it is encoded.  */
static void
encode_window (struct bao_enc_subtree *t)
{
  bao_encode_subtree (t);
  if (t->len <= t->e->window_len)
    mapped_release (t->in, t->len, t->e->page_mask);
}

/* Encode the halves L and R of a split, maybe at the same time.  */
static void
encode_halves (struct bao_enc_subtree *l, struct bao_enc_subtree *r)
{
  struct bao_enc *e = l->e;
  /* Above a window, the halves in turn, so that all threads work
     within one window.  */
  if (e->window_len && l->len + r->len > e->window_len)
    {
      encode_window (l);
      encode_window (r);
      return;
    }
  bao_run_halves (e->pool, r->len, run_subtree, l, r);
}

/* Encode T, whose output is in place (T->buf set) or is to be written
   to the file a node at a time.  The first two ways hash T's content
   in memory, so they take T only once it is there: a piece may be
   shorter than a subtree hashed a level at a time (with many threads,
   down to MIN_PIECE_LEN), and such a subtree of content still in its
   file is split and read a half at a time.  */
static void
encode_subtree_body (struct bao_enc_subtree *t)
{
  struct bao_enc *e = t->e;
  uint64_t leaf = bao_leaf_len (e->group_log);

  if (t->in && leaf < t->len && batchable (t->len))
    encode_levels (t);
  else if (t->in && t->len <= e->impl->simd_degree * BLAKE3_CHUNK_LEN)
    {
      /* Every leaf of it fits the kernels' width at once.  */
      uint8_t cvs[BLAKE3_MAX_SIMD_DEGREE * BLAKE3_OUT_LEN];
      blake3_hash_chunks (e->impl, t->in, t->len, t->in_end,
                          blake3_iv, t->off / BLAKE3_CHUNK_LEN, 0, cvs);
      encode_from_cvs (t, cvs, t->off, t->len, t->pos, t->cv);
    }
  else if (t->len <= leaf && !t->in)
    read_leaf_part (t, t->off, t->len, false, t->cv);
  else if (t->len <= leaf)
    {
      if (!e->outboard)
        put (t, t->pos, t->in, t->len);
      bao_leaf_cv (e->impl, t->in, t->len,
                   t->off / BLAKE3_CHUNK_LEN, false, NULL, t->cv);
    }
  else
    {
      size_t left = bao_left_len (t->len);
      struct bao_enc_subtree l = { e, t->off, left, t->pos + BAO_PARENT_LEN,
                                   t->populated, t->in, t->in_end,
                                   t->buf, t->buf_pos, { 0 } };
      struct bao_enc_subtree r = { e, t->off + left, t->len - left,
                                   l.pos + subtree_size (e, left),
                                   t->populated,
                                   t->in ? t->in + left : NULL, t->in_end,
                                   t->buf, t->buf_pos, { 0 } };
      encode_halves (&l, &r);
      uint8_t node[BAO_PARENT_LEN];
      memcpy (node, l.cv, BAO_HASH_LEN);
      memcpy (node + BAO_HASH_LEN, r.cv, BAO_HASH_LEN);
      put (t, t->pos, node, sizeof node);
      bao_parent_cv (e->impl, node, false, t->cv);
    }
}

void
bao_encode_subtree (struct bao_enc_subtree *t)
{
  struct bao_enc *e = t->e;

  /* The first subtree on the way down that is at most a piece long
     has its pages read in, by the thread that encodes it, and their
     entries dropped once it is encoded, as b3sum does
     (mapped-pages.h): on one thread too, or the whole input would stay
     resident.  Where the content is read from its file, that subtree is
     read into a buffer of its own instead, by the same thread, which
     encodes it while its bytes are in that core's cache (a leaf longer
     than a piece, read_leaf_part).  */
  bool populated_here = false;
  uint8_t *read_buf = NULL;
  if (e->page_mask && !t->populated && t->len <= e->piece_len)
    {
      mapped_populate (t->in, t->len, e->page_mask);
      t->populated = populated_here = true;
    }
  else if (!e->in && !t->populated && t->len <= e->piece_len)
    {
      read_buf = read_content (e, t->off, t->len);
      if (!read_buf)
        return;
      t->in = read_buf;
      t->in_end = read_buf + t->len;
      t->populated = true;
    }

  /* Likewise the first that is at most a piece long, when the output
     is a file, is encoded into a buffer and written at once.  */
  if (!t->buf && !e->out && t->len <= e->piece_len)
    {
      if (failed (e))
        {
          free (read_buf);
          return;
        }
      size_t size = subtree_size (e, t->len);
      t->buf = piece_alloc (e->pieces, size);
      if (!t->buf)
        {
          set_write_error (e, ENOMEM);
          free (read_buf);
          return;
        }
      t->buf_pos = t->pos;
      encode_subtree_body (t);
      write_piece (e, t->buf, size, t->pos);
      piece_free (e->pieces, t->buf);
      t->buf = NULL;
    }
  else
    encode_subtree_body (t);

  /* Within a window, the window's pages are dropped whole instead: a
     fault maps more than its piece (mapped-pages.h).  */
  if (populated_here && !e->window_len)
    mapped_release (t->in, t->len, e->page_mask);
  free (read_buf);
}

/* Encode E->in, LEN bytes, to E's output; store the root hash in
   HASH.  */
static void
encode (struct bao_enc *e, uint64_t len, uint8_t hash[BAO_HASH_LEN])
{
  e->window_len = (e->page_mask && e->pool
                   ? mapped_window (workers_threads (e->pool)) : 0);
  uint8_t header[BAO_HEADER_LEN];
  for (int i = 0; i < BAO_HEADER_LEN; i++)
    header[i] = (uint8_t) (len >> (8 * i));
  put_bytes (e, e->out, 0, 0, header, sizeof header);

  if (len <= bao_leaf_len (e->group_log))
    {
      /* One leaf, the root: the encoding is the header and the
         content, and the hash plain BLAKE3.  */
      if (!e->in && 0 < len)
        {
          struct bao_enc_subtree root = { e, 0, len, BAO_HEADER_LEN, false,
                                          NULL, NULL, e->out, 0, { 0 } };
          read_leaf_part (&root, 0, len, true, hash);
          return;
        }
      if (!e->outboard && len > 0)
        put_bytes (e, e->out, 0, BAO_HEADER_LEN, e->in, len);
      bao_leaf_cv (e->impl, e->in, len, 0, true, e->pool, hash);
      return;
    }

  /* The root node is the only one with the ROOT flag, so its halves
     are encoded as any split's, and it is compressed here.  */
  size_t left = bao_left_len (len);
  struct bao_enc_subtree l = { e, 0, left, BAO_HEADER_LEN + BAO_PARENT_LEN,
                               false, e->in, e->in_end, e->out, 0, { 0 } };
  struct bao_enc_subtree r = { e, left, len - left,
                               l.pos + subtree_size (e, left), false,
                               e->in ? e->in + left : NULL, e->in_end,
                               e->out, 0, { 0 } };
  encode_halves (&l, &r);
  if (len <= e->window_len)
    mapped_release (e->in, len, e->page_mask);
  uint8_t node[BAO_PARENT_LEN];
  memcpy (node, l.cv, BAO_HASH_LEN);
  memcpy (node + BAO_HASH_LEN, r.cv, BAO_HASH_LEN);
  put_bytes (e, e->out, 0, BAO_HEADER_LEN, node, sizeof node);
  bao_parent_cv (e->impl, node, true, hash);
}

/* Encode C with the other arguments as bao_encode_to_fd takes them,
   into OUT if it is not null; return as bao_encode_to_fd.  */
static int
encode_content (struct bao_content c, unsigned int group_log,
                bool outboard, struct workers *pool, uint8_t *out, int fd,
                struct bao_pieces *pieces, uint8_t hash[BAO_HASH_LEN])
{
  pool = bao_pool_for (pool, c.len);
  bool mapped = c.in && c.mapped;
  bool cold = !c.in && c.cold;
  struct bao_enc e = {
    .impl = blake3_active_impl (),
    .in = c.in,
    .in_end = c.in && c.len ? c.in + c.len : c.in,
    .in_fd = c.in ? -1 : c.fd,
    .in_cold = cold,
    .in_file = cold ? cold_read_file_number () : 0,
    .out = out,
    .out_fd = fd,
    .group_log = group_log,
    .outboard = outboard,
    .pool = pool,
    .mapped = mapped,
    .page_mask = mapped_page_mask (mapped),
    .pieces = pieces,
    .piece_len = piece_len_for (pool, outboard, out, cold)
  };
  encode (&e, c.len, hash);
  if (cold)
    cold_read_done (c.fd, 0, c.len);
  return e.read_err ? e.read_err : write_error (&e);
}

int
bao_encode (struct bao_content content, unsigned int group_log,
            bool outboard, struct workers *pool, uint8_t *out,
            uint8_t hash[BAO_HASH_LEN])
{
  return encode_content (content, group_log, outboard, pool, out, -1, NULL,
                         hash);
}

int
bao_encode_to_fd (struct bao_content content, unsigned int group_log,
                  bool outboard, struct workers *pool, int fd,
                  struct bao_pieces *pieces, uint8_t hash[BAO_HASH_LEN])
{
  return encode_content (content, group_log, outboard, pool, NULL, fd,
                         pieces, hash);
}
