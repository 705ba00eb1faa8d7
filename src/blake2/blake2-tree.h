/* blake2-tree.h -- streaming BLAKE2 tree hashing (s3git's and general trees)

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

/* doc/tree-mode.md defines the trees exactly.  In short: the input is
   cut into leaves of LEAF_LENGTH bytes (none for empty input); with
   fanout F >= 2 each inner level groups F consecutive nodes of the
   level below, except that level MAX_DEPTH - 1 takes all of them; the
   first level from 1 up with a single node is the root.  Fanout 0 is
   s3git's "unlimited fanout" tree, which is the same with MAX_DEPTH 2.
   Non-root nodes output DIGEST_LENGTH bytes with fanout 0 (as s3git
   does) and the algorithm's full 64 or 32 bytes otherwise (as in the
   Python hashlib documentation's tree example).  */

#ifndef BLAKESUM_BLAKE2_TREE_H
#define BLAKESUM_BLAKE2_TREE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <sys/types.h>

enum blake2_tree_algo
{
  BLAKE2_TREE_B,                /* BLAKE2b */
  BLAKE2_TREE_S                 /* BLAKE2s */
};

/* The largest output of any node, in bytes (BLAKE2b's).  */
enum { BLAKE2_TREE_MAX_OUTBYTES = 64 };

struct blake2_tree_params
{
  enum blake2_tree_algo algo;
  size_t digest_length;         /* S: bytes, 1..64 (b) or 1..32 (s) */
  uint64_t leaf_length;         /* L: bytes per leaf, 1..2^32-1 */
  unsigned int fanout;          /* 0 = s3git's unlimited fanout (depth 2),
                                   or 2..255 */
  unsigned int max_depth;       /* written in every node's depth field:
                                   2 for fanout 0; 2..255 otherwise */
};

/* Opaque streaming state; allocate with blake2_tree_new.  */
struct blake2_tree;

/* Return a new tree hasher for *P, or a null pointer with errno set to
   EINVAL if *P is out of range, or ENOMEM.  The state it allocates is
   O(fanout * depth * 64) bytes (at most about 130 KiB) and is never
   resized.  */
struct blake2_tree *blake2_tree_new (struct blake2_tree_params const *p);

/* Forget all input, as if T were new.  */
void blake2_tree_reset (struct blake2_tree *t);

/* Return a tree hasher for *P with no input: T itself, reset, if it
   was made for the same parameters, so that hashing many files
   allocates once; otherwise a new one, T being freed.  T may be null.
   Return a null pointer as blake2_tree_new does.  */
struct blake2_tree *blake2_tree_renew (struct blake2_tree *t,
                                       struct blake2_tree_params const *p);

/* Return the parameters T was made for.  */
struct blake2_tree_params const *
blake2_tree_params_of (struct blake2_tree const *t);

/* Absorb the LEN bytes at IN.  IN may be null when LEN is 0.  The
   digest depends only on the concatenation of all the input, never on
   how it was split between calls.  */
void blake2_tree_update (struct blake2_tree *t, void const *in, size_t len);

/* Write the P->digest_length-byte digest of all the input to OUT.  T
   must then be reset or freed before it is used again.  */
void blake2_tree_final (struct blake2_tree *t, uint8_t *out);

/* Free T.  A null T is allowed.  */
void blake2_tree_free (struct blake2_tree *t);

/* Return the number of bytes each leaf (and each inner node but the
   root) outputs for the valid parameters *P: P->digest_length for
   fanout 0, else 64 for BLAKE2b and 32 for BLAKE2s.  */
size_t blake2_tree_node_length (struct blake2_tree_params const *p);

/* For parallel leaf hashing: hash the N whole leaves that lie one after
   another at IN (N * P->leaf_length bytes), the first of them at leaf
   index FIRST and none of them the last leaf of the input, into N
   consecutive outputs of blake2_tree_node_length (P) bytes at OUT.  *P
   must be valid.  Pure and thread-safe.  */
void blake2_tree_hash_leaves (struct blake2_tree_params const *p,
                              uint8_t const *in, size_t n, uint64_t first,
                              uint8_t *out);

/* The same for leaves in a mapping, whose page-table entries are
   dropped (mapped_release, with PAGE_MASK) as the leaves are hashed,
   rather than only once all N are: the lanes read WIDTH leaves side by
   side, as many megabytes as the leaves are long each (40 MiB of
   s3git's on AVX-512), which all stayed resident until the end.  At
   most about RESIDENT bytes of them are mapped in at a time.  */
void blake2_tree_hash_mapped_leaves (struct blake2_tree_params const *p,
                                     uint8_t const *in, size_t n,
                                     uint64_t first, uint8_t *out,
                                     uintptr_t page_mask, size_t resident);

/* The same for the N leaves of the file FD from byte OFFSET on, read
   with pread a stretch of each at a time into BUF, which has room for
   BLAKE2_TREE_FILE_BUFFER bytes.  A mapping of a file
   with many threads hashing leaves of it would have each lane of each
   thread keep a whole folio of the page cache mapped (mapped-pages.h):
   up to 2 MiB, 16 MiB for 8 lanes.  Return 0, an errno value, or -1 if
   the file ended before the leaves did; OUT is of no use then.  */
enum
{
  /* A stretch of 64 KiB of each lane's leaf, and room for a final
     block beyond it.  */
  BLAKE2_TREE_LANE_BUFFER = 64 * 1024 + 128,
  BLAKE2_TREE_FILE_BUFFER = 8 * BLAKE2_TREE_LANE_BUFFER
};
int blake2_tree_hash_file_leaves (struct blake2_tree_params const *p,
                                  int fd, off_t offset, size_t n,
                                  uint64_t first, uint8_t *out,
                                  uint8_t *buf);

/* How many leaves of a tree with the valid parameters *P are read at
   once, side by side in the lanes of the kernel row in use, BLAKE2b's
   or BLAKE2s's: 4 or 8, or 1.  */
int blake2_tree_lanes (struct blake2_tree_params const *p);

/* For many short inputs at once (bt2sum's batches of small files):
   set *LEAF and *ROOT to fresh BLAKE2b states, nothing fed, with the
   parameters of the only leaf and of the root of a tree with the valid
   parameters *P over an input of 1 to P->leaf_length bytes.  Such an
   input's digest is ROOT's over LEAF's output (blake2_tree_node_length
   bytes) over the input, and empty input's is ROOT's over nothing.
   Return false, having set neither, for a BLAKE2s tree.  */
struct blake2b_state;
bool blake2_tree_one_leaf (struct blake2_tree_params const *p,
                           struct blake2b_state *leaf,
                           struct blake2b_state *root);

/* If the input absorbed so far ends on a leaf boundary (its length is a
   multiple of the leaf length), store in *FIRST the index of the next
   leaf and return true; otherwise return false.  */
bool blake2_tree_leaf_boundary (struct blake2_tree const *t,
                                uint64_t *first);

/* Absorb N leaves whose outputs the caller computed, for example in
   threads, with blake2_tree_hash_leaves (P, IN, N, FIRST, OUTPUTS),
   FIRST coming from blake2_tree_leaf_boundary.  The effect is that of
   blake2_tree_update (T, IN, N * P->leaf_length).  T must be on a leaf
   boundary, and since none of these leaves may be the last, the caller
   must absorb at least one more byte before blake2_tree_final.  */
void blake2_tree_add_leaves (struct blake2_tree *t, uint8_t const *outputs,
                             size_t n);

#endif
