/* bt2sum-args.c -- bt2sum's tree options

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

/* bt2sum's own options: the shape of the tree (leaf size, fanout,
   depth) and, through -a, the algorithm of its nodes.  They reach
   gnu-args.c, which parses coreutils' options, through the descriptor
   gnu_program (gnu-args.h).  */

#include <config.h>

#include "system.h"
#include "digest.h"
#include "gnu-args.h"
#include "settings.h"
#include "quote.h"
#include "xstrtol.h"

#if !HASH_ALGO_BT2
# error "bt2sum-args.c is part of bt2sum only."
#endif

enum
{
  LEAF_SIZE_OPTION = GNU_PROGRAM_OPTION,
  FANOUT_OPTION,
  MAX_DEPTH_OPTION,
};

static struct option const options[] =
{
  { "leaf-size", required_argument, NULL, LEAF_SIZE_OPTION },
  { "fanout", required_argument, NULL, FANOUT_OPTION },
  { "max-depth", required_argument, NULL, MAX_DEPTH_OPTION },
  { NULL, 0, NULL, 0 }
};

/* -a names the algorithm of the tree's nodes: those whose tree_algo
   is one.  */
static struct digest_ops const *const algorithms[] =
{
  &blake2b_digest_ops, &blake2s_digest_ops,
};

/* The tree's shape; by default the s3git bt2sum construction.  */
static uintmax_t leaf_size = 5 * 1024 * 1024;
static uintmax_t fanout = 0, max_depth = 2;
static bool depth_given;

static void
parse_option (int c, char const *arg)
{
  switch (c)
    {
    case LEAF_SIZE_OPTION:
      {
        uintmax_t n;
        strtol_error e = xstrtoumax (arg, NULL, 10, &n, "kKmMgG");
        if (e != LONGINT_OK || n == 0 || UINT32_MAX < n)
          error (EXIT_FAILURE, e == LONGINT_OVERFLOW ? EOVERFLOW : 0,
                 _("invalid leaf size: %s (1 to %ju bytes)"),
                 quote (arg), (uintmax_t) UINT32_MAX);
        leaf_size = n;
      }
      break;
    case FANOUT_OPTION:
      {
        uintmax_t n;
        strtol_error e = xstrtoumax (arg, NULL, 10, &n, "");
        if (e != LONGINT_OK || n == 1 || 255 < n)
          error (EXIT_FAILURE, e == LONGINT_OVERFLOW ? EOVERFLOW : 0,
                 _("invalid fanout: %s (0, or 2 to 255)"), quote (arg));
        fanout = n;
      }
      break;
    case MAX_DEPTH_OPTION:
      max_depth = gnu_parse_number (arg, "maximal depth", 255, NULL);
      depth_given = true;
      break;
    }
}

/* The hash stays the tree's; -a names the algorithm of its nodes.  */
static void
finish (struct digest_ops const *algorithm)
{
  if (!depth_given && fanout != 0)
    max_depth = 255;
  if (fanout == 0 ? max_depth != 2 : max_depth < 2)
    error (EXIT_FAILURE, 0, _("invalid maximal depth: %ju (fanout 0 needs 2;"
                              " other fanouts 2 to 255)"), max_depth);
  settings.params.tree.algo = algorithm->tree_algo;
  settings.params.tree.leaf_length = leaf_size;
  settings.params.tree.fanout = fanout;
  settings.params.tree.max_depth = max_depth;
}

struct gnu_program const gnu_program =
  {
    .summary = N_("\
Print or check BLAKE2 tree-mode checksums (by default the s3git bt2sum\n\
construction: BLAKE2b, unlimited fanout, depth 2, 5 MiB leaves).\n"),
    .options_help = N_("\
Tree options:\n\
  -a, --algorithm=NAME  blake2b (default) or blake2s\n\
      --leaf-size=SIZE  bytes per leaf, with suffixes K, M, G (default 5M)\n\
      --fanout=N        0 for the bt2sum construction (default): every leaf\n\
                          is a child of the root; or 2..255 for a tree that\n\
                          groups N nodes per parent, level by level\n\
      --max-depth=N     the depth field of every node: 2 with fanout 0\n\
                          (default); 2..255 otherwise, the level at depth\n\
                          N-1 taking all the nodes below it\n\
      --num-threads=N   hash leaves on at most N threads\n\
"),
    .notes_help = N_("\
Each leaf hashes SIZE consecutive bytes; every node has the leaf size,\n\
fanout, depth, its offset and depth in the tree, and the last-node flag\n\
on the last node of each level.  Empty input has no leaf.  --tag names\n\
all of these, as in 'BT2b-512-L5242880-F0-D2 (FILE) = ...', so that\n\
--check needs no other option; see 'info blakesum' (Tree construction).\n\
\n\
A long option may be abbreviated: an abbreviation that fits a coreutils\n\
option means what it means in coreutils; any other must fit one option\n\
only, as getopt requires, except that --d and --de mean --debug.\n\
\n\
"),
    .algorithms = algorithms,
    .n_algorithms = sizeof algorithms / sizeof *algorithms,
    /* A tagged line names its whole tree (digest-tree.c); an untagged
       one is hashed with the options' tree.  */
    .check_takes_tag_algorithm = false,
    .options = options,
    .parse_option = parse_option,
    .finish = finish,
  };
