/* digest.h -- the table of operations behind every program

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

#ifndef BLAKESUM_DIGEST_H
#define BLAKESUM_DIGEST_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <sys/types.h>

#include "blake2/blake2b.h"
#include "blake2/blake2bp.h"
#include "blake2/blake2s.h"
#include "blake2/blake2sp.h"
#include "blake2/blake2-tree.h"
#include "blake3/blake3.h"

struct workers;

/* What a hash is asked to compute, beyond its input.  */
struct digest_params
{
  /* Output bytes.  For BLAKE2b this is a parameter of the hash; for
     BLAKE3 only the length of the output stream that is read.  */
  uint64_t outlen;
  /* BLAKE3: the output stream offset at which output starts.  */
  uint64_t seek;
  /* A key (BLAKE2b: 1..64 bytes; BLAKE3: 32 bytes), or NULL.  */
  uint8_t const *key;
  size_t keylen;
  /* BLAKE3 derive-key mode: the context string, or NULL.  */
  char const *context;
  size_t context_len;
  /* BLAKE2b and BLAKE2s: the rest of the parameter block, zero-padded
     salt and personalization and the tree fields, and the last-node
     flag.  digest_params_default sets the sequential values.  */
  uint8_t salt[BLAKE2B_SALTBYTES];
  uint8_t personal[BLAKE2B_PERSONALBYTES];
  unsigned int fanout;
  unsigned int depth;
  uint32_t leaf_length;
  uint64_t node_offset;
  unsigned int node_depth;
  unsigned int inner_length;
  bool last_node;
  /* bt2sum: the tree's shape (algorithm, leaf size, fanout, depth);
     its digest_length is OUTLEN.  */
  struct blake2_tree_params tree;
};

/* Set *P to an unkeyed sequential hash of OUTLEN bytes.  */
void digest_params_default (struct digest_params *p, uint64_t outlen);

/* The state of any of the hashes.  */
union digest_ctx
{
  struct blake2b_state b2b;
  struct blake2bp_state b2bp;
  struct blake2s_state b2s;
  struct blake2sp_state b2sp;
  struct blake2_tree *tree;
  struct blake3_hasher b3;
};

/* How the tag word of a BSD-style tagged line gives the digest
   length, as "-BITS" after the algorithm's tag.  */
enum digest_tag_bits
{
  DIGEST_TAG_BITS_NEVER,        /* b3sum's "BLAKE3" has no length */
  DIGEST_TAG_BITS_BELOW_MAX,    /* coreutils omits the full length */
  DIGEST_TAG_BITS_ALWAYS        /* the algorithms coreutils lacks */
};

/* An algorithm, with every property a front-end needs to know of it:
   the front-ends never compare descriptors to tell what one can do, so
   that adding an algorithm is adding one of these.  */
struct digest_ops
{
  /* The word of BSD-style tagged lines: "BLAKE2b", "BLAKE3".  */
  char const *tag;
  /* Largest OUTLEN that the hash accepts in one piece of output.  */
  uint64_t max_outlen;
  /* The name -a takes: "blake2b", "blake2bp", ...  */
  char const *name;
  /* The longest key in bytes; 0 for a hash that takes none.  */
  size_t max_keylen;
  /* The bytes of salt and of personalization, and the bits of the node
     offset, that the parameter block holds; all 0 for a hash whose
     parameter block the options do not reach, which then takes none of
     --salt, --personal and the tree fields.  The inner length may be
     at most MAX_OUTLEN.  */
  size_t salt_len;
  size_t personal_len;
  unsigned int node_offset_bits;
  /* As the algorithm of a tree's nodes (bt2sum -a): its
     enum blake2_tree_algo, or -1 for a hash that cannot be one.  */
  int tree_algo;
  /* How a tagged line gives the length, when PRINT_TAG and PARSE_TAG
     are null.  */
  enum digest_tag_bits tag_bits;
  /* For a hash whose tag word carries parameters (bt2sum's trees):
     write the tag word for P to standard output, and parse the tag
     word at S, filling *BITS and the parameters in *P and returning
     the word's length, or 0 if S holds none.  Null for TAG followed by
     the length as TAG_BITS says.  */
  void (*print_tag) (struct digest_params const *p);
  size_t (*parse_tag) (char const *s, unsigned int *bits,
                       struct digest_params *p);
  void (*init) (union digest_ctx *ctx, struct digest_params const *p);
  void (*update) (union digest_ctx *ctx, void const *buf, size_t len);
  /* The same for a large BUF, spread over the threads of POOL; NULL if
     the hash has no parallel form.  MAPPED says that BUF is a fresh
     mapping of a whole regular file, whose pages may not be faulted in
     yet; otherwise it is a buffer that was just read into.  */
  void (*update_parallel) (union digest_ctx *ctx, void const *buf,
                           size_t len, struct workers *pool, bool mapped);
  /* Feed to CTX, fresh from INIT, the LEN bytes of the regular file FD
     from byte OFFSET on, each thread of POOL reading with pread the
     parts it hashes.  Return 1 when done (more may follow through
     UPDATE), 0 having done nothing when that would not gain, -1 on a
     failed read (*ERR its errno value) or a file that ended early (*ERR
     0).  NULL if the hash has no such form.  */
  int (*update_file) (union digest_ctx *ctx, int fd, off_t offset,
                      uint64_t len, struct workers *pool, int *err);
  /* Whether a file that would be mapped is offered to UPDATE_FILE
     first, which takes it where reading serves better than a mapping:
     bt2sum's, with so many threads and lanes, each keeping its own part
     of a mapping in, that they would hold too much of it
     (blake2-tree-threads.h).  */
  bool file_before_mapping;
  /* Whether one thread usually hashes faster than a pipe delivers, so
     that a pipe is read and hashed on one thread until the pipe shows
     otherwise: another thread reading ahead would have nothing to
     overlap (hashfile.c).  */
  bool outruns_pipes;
  /* Whether INIT hands every context the one state of the program
     (bt2sum's tree, allocated once for all its files), so that two
     threads must never hash with this algorithm at once.  */
  bool one_state;
  /* Write LEN bytes of output, starting OFFSET bytes into the output
     after P->seek.  BLAKE2b allows a single call with OFFSET 0 and
     LEN == P->outlen; BLAKE3 any number of calls.  */
  void (*output) (union digest_ctx *ctx, struct digest_params const *p,
                  uint64_t offset, uint8_t *out, size_t len);
  /* For many small files at once (batch.c): hash the N whole messages
     MSGS[I] of LENS[I] bytes, each at most BATCH_MAX_LEN, as INIT,
     UPDATE and OUTPUT would for P, and write each one's P->outlen
     bytes of output to OUTS[I].  Return false, having done nothing, if
     P asks for what the batch form cannot do; that answer depends on
     P alone, so a call with N = 0 asks.  Null, with BATCH_MAX_LEN 0,
     for a hash that has no batch form.  */
  bool (*hash_batch) (struct digest_params const *p, size_t n,
                      uint8_t const *const *msgs, size_t const *lens,
                      uint8_t *const *outs);
  size_t batch_max_len;
  /* Choose the fastest implementation allowed for hashing with P and
     return the name of the kernels that will run.  */
  char const *(*select) (struct digest_params const *p);
};

/* Write to standard output the tag word of a tagged line of OPS for
   P: OPS->print_tag's, or OPS->tag and the length as OPS->tag_bits
   says.  */
void digest_print_tag (struct digest_ops const *ops,
                       struct digest_params const *p);

extern struct digest_ops const blake2b_digest_ops;
extern struct digest_ops const blake2bp_digest_ops;
extern struct digest_ops const blake2s_digest_ops;
extern struct digest_ops const blake2sp_digest_ops;
extern struct digest_ops const blake2_tree_digest_ops;
extern struct digest_ops const blake3_digest_ops;

#endif
