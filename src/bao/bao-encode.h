/* bao-encode.h -- the Bao encoder's recursion, as its thread layer sees it

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

#ifndef BLAKESUM_BAO_ENCODE_H
#define BLAKESUM_BAO_ENCODE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "bao.h"

struct blake3_impl;
struct workers;

#if defined __STDC_NO_ATOMICS__
# define BAO_ENC_ATOMIC
#else
# include <stdatomic.h>
# define BAO_ENC_ATOMIC _Atomic
#endif

/* What every subtree of one encoding shares.  */
struct bao_enc
{
  struct blake3_impl const *impl;
  /* The whole content in memory and its end, or null where it is read
     from IN_FD a piece at a time.  */
  uint8_t const *in;
  uint8_t const *in_end;
  int in_fd;
  /* Whether IN_FD's pages are dropped from the page cache as they are
     read, and the file's number for cold_read_by_thread (cold-read.h).  */
  bool in_cold;
  unsigned long in_file;
  uint8_t *out;                 /* the whole encoding, or null */
  int out_fd;                   /* without OUT, the file written */
  unsigned int group_log;
  bool outboard;
  struct workers *pool;         /* null: no threads */
  /* Whether the input is a mapping of a file, which may shrink.  */
  bool mapped;
  /* For a mapped input, whose pages are read in a piece at a time, the
     page-size mask of mapped_populate; else 0.  */
  uintptr_t page_mask;
  /* Without OUT, the errno of the first write to OUT_FD that failed, or
     0.  Once set, nothing more is written.  */
  BAO_ENC_ATOMIC int write_err;
  /* With IN_FD, the errno of the first read that failed, or -1 if the
     file ended first, or 0.  Once set, nothing more is read.  */
  BAO_ENC_ATOMIC int read_err;
  struct bao_pieces *pieces;    /* without OUT, the buffers in use */
  /* The most content a piece (read in at once, or encoded into a
     buffer and written at once) holds: less with many threads.  */
  size_t piece_len;
  /* For a mapped input read by many threads, the window they keep
     within (mapped-pages.h); else 0.  */
  size_t window_len;
};

/* One subtree that is not the root: LEN bytes (at least one) from byte
   OFF of the content, whose encoding goes to byte POS of the output.
   POPULATED says that its input has been read in already, by a
   subtree that encloses it.  Its content is at IN, in memory that ends
   at IN_END: from the start where the whole content is in memory, once
   POPULATED where it is read a piece at a time.  Byte P of the encoding
   (for P in the subtree's part) is at BUF + (P - BUF_POS); with BUF
   null it is written to the file.  Encoding it fills in CV.  */
struct bao_enc_subtree
{
  struct bao_enc *e;
  size_t off, len, pos;
  bool populated;
  uint8_t const *in, *in_end;
  uint8_t *buf;
  size_t buf_pos;
  uint8_t cv[BAO_HASH_LEN];
};

/* Encode T.  */
void bao_encode_subtree (struct bao_enc_subtree *t);

#endif
