/* sum.c -- compute and check BLAKE2b and BLAKE3 checksums

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

/* This is the one main of every program of the suite.  As with
   coreutils' digest programs, the same source is built once per
   program with a -DHASH_ALGO_... flag.  b2sum follows GNU coreutils 9.1
   b2sum to the byte; b3sum follows the official b3sum (1.8) with its
   own options, messages and exit codes.  Everything else (reading
   files, output lines, escaping, checking) is shared.  */

#include <config.h>

#include <fcntl.h>
#include <getopt.h>
#include <inttypes.h>
#include <limits.h>
#include <locale.h>
#include <stdarg.h>
#include <stdckdint.h>
#include <unistd.h>

#include "system.h"
#include "closeout.h"
#include "digest.h"
#include "hashfile.h"
#include "hex.h"
#include "names.h"
#include "nproc.h"
#include "workers.h"
#include "gnu-check.h"
#include "b3-check.h"
#include "c-ctype.h"
#include "progname.h"
#include "quote.h"
#include "safe-read.h"
#include "version-etc.h"
#include "xalloc.h"
#include "xstrtol.h"

#if HAVE_LIBBSD
# include <stdlib.h>            /* freezero, through the libbsd overlay */
#endif

#if HASH_ALGO_BLAKE2B
# define PROGRAM_NAME "b2sum"
# define DIGEST_OPS (&blake2b_digest_ops)
# define GNU_FRONT_END 1
#elif HASH_ALGO_BT2
# define PROGRAM_NAME "bt2sum"
# define DIGEST_OPS (&blake2_tree_digest_ops)
# define GNU_FRONT_END 1
#elif HASH_ALGO_BLAKE3
# define PROGRAM_NAME "b3sum"
# define DIGEST_OPS (&blake3_digest_ops)
# define GNU_FRONT_END 0
#else
# error "Can't decide which hash algorithm to compile."
#endif

#define AUTHORS "The blakesum authors"

/* Copyright line printed by --version (used by gnulib's version_etc).  */
char const version_etc_copyright[] = "Copyright %s %d The blakesum authors.";

/* What the command line asked for.  */
static struct digest_params params;
static bool do_check;
static bool prefix_tag;
static bool no_names;
static bool raw_output;
static bool debug;
/* -1 unset, 0 text (-t), 1 binary (-b, or --tag).  */
static int binary = -1;
static char digest_delim = '\n';
static enum mmap_policy mmap_policy = MMAP_NEVER;
#if !HASH_ALGO_BLAKE2B
/* --num-threads: 0 for as many as there are processors.  */
static size_t num_threads;
#endif
/* The owned copy of a key, wiped at exit.  */
static uint8_t *key_buffer;
/* Whether the key was read from standard input, which then cannot be
   hashed too.  */
static bool key_from_stdin;

static void
wipe_key (void)
{
  if (!key_buffer)
    return;
#if HAVE_LIBBSD
  freezero (key_buffer, BLAKE2B_KEYBYTES + 1);
#else
  explicit_bzero (key_buffer, BLAKE2B_KEYBYTES + 1);
  free (key_buffer);
#endif
  key_buffer = NULL;
}

#if GNU_FRONT_END

/* ---- b2sum and bt2sum: GNU coreutils 9.1's command line, and the
   options coreutils lacks.  ---- */

/* Options with no short form.  */
enum
{
  DEBUG_OPTION = CHAR_MAX + 1,
  IGNORE_MISSING_OPTION,
  QUIET_OPTION,
  STATUS_OPTION,
  STRICT_OPTION,
  TAG_OPTION,
  HELP_OPTION,
  VERSION_OPTION,
  MMAP_OPTION,
  KEY_FILE_OPTION,
  SALT_OPTION,
  PERSONAL_OPTION,
  FANOUT_OPTION,
  MAX_DEPTH_OPTION,
  LEAF_LENGTH_OPTION,
  NODE_OFFSET_OPTION,
  NODE_DEPTH_OPTION,
  INNER_LENGTH_OPTION,
  LAST_NODE_OPTION,
  LEAF_SIZE_OPTION,
  NUM_THREADS_OPTION,
};

static bool quiet;
static bool status_only;
static bool warn;
static bool strict;
static bool ignore_missing;
/* The algorithm: -a, or the program's own.  */
static struct digest_ops const *ops = DIGEST_OPS;
#if HASH_ALGO_BT2
/* The algorithm of the tree's nodes: -a.  */
static struct digest_ops const *tree_algorithm = &blake2b_digest_ops;
#endif
/* Largest digest, in bits.  */
static unsigned int max_bits;
#if HASH_ALGO_BLAKE2B
/* The last option given that only BLAKE2b and BLAKE2s take, or NULL.  */
static char const *param_option;
#endif

/* The first options are coreutils' own, in coreutils' order, which
   getopt follows when it lists the possibilities of an ambiguous
   abbreviation.  */
enum { N_COREUTILS_OPTIONS = 13 };
static struct option const long_options[] =
{
  { "length", required_argument, NULL, 'l' },
  { "check", no_argument, NULL, 'c' },
  { "ignore-missing", no_argument, NULL, IGNORE_MISSING_OPTION },
  { "quiet", no_argument, NULL, QUIET_OPTION },
  { "status", no_argument, NULL, STATUS_OPTION },
  { "warn", no_argument, NULL, 'w' },
  { "strict", no_argument, NULL, STRICT_OPTION },
  { "tag", no_argument, NULL, TAG_OPTION },
  { "zero", no_argument, NULL, 'z' },
  { "binary", no_argument, NULL, 'b' },
  { "text", no_argument, NULL, 't' },
  { "help", no_argument, NULL, HELP_OPTION },
  { "version", no_argument, NULL, VERSION_OPTION },
  { "algorithm", required_argument, NULL, 'a' },
  { "debug", no_argument, NULL, DEBUG_OPTION },
#if HASH_ALGO_BLAKE2B
  { "mmap", no_argument, NULL, MMAP_OPTION },
  { "key-file", required_argument, NULL, KEY_FILE_OPTION },
  { "salt", required_argument, NULL, SALT_OPTION },
  { "personal", required_argument, NULL, PERSONAL_OPTION },
  { "fanout", required_argument, NULL, FANOUT_OPTION },
  { "max-depth", required_argument, NULL, MAX_DEPTH_OPTION },
  { "leaf-length", required_argument, NULL, LEAF_LENGTH_OPTION },
  { "node-offset", required_argument, NULL, NODE_OFFSET_OPTION },
  { "node-depth", required_argument, NULL, NODE_DEPTH_OPTION },
  { "inner-length", required_argument, NULL, INNER_LENGTH_OPTION },
  { "last-node", no_argument, NULL, LAST_NODE_OPTION },
#else
  { "leaf-size", required_argument, NULL, LEAF_SIZE_OPTION },
  { "fanout", required_argument, NULL, FANOUT_OPTION },
  { "max-depth", required_argument, NULL, MAX_DEPTH_OPTION },
  { "num-threads", required_argument, NULL, NUM_THREADS_OPTION },
#endif
  { NULL, 0, NULL, 0 }
};

/* The algorithms -a names.  */
static struct digest_ops const *const algorithms[] =
{
#if HASH_ALGO_BLAKE2B
  &blake2b_digest_ops, &blake2bp_digest_ops,
  &blake2s_digest_ops, &blake2sp_digest_ops,
#else
  &blake2b_digest_ops, &blake2s_digest_ops,
#endif
};

_Noreturn static void
usage (int status)
{
  if (status != EXIT_SUCCESS)
    {
      fprintf (stderr, _("Try '%s --help' for more information.\n"),
               program_name);
      exit (status);
    }
  printf (_("Usage: %s [OPTION]... [FILE]...\n"), program_name);
#if HASH_ALGO_BLAKE2B
  fputs (_("\
Print or check BLAKE2b (512-bit) checksums.\n"), stdout);
#else
  fputs (_("\
Print or check BLAKE2 tree-mode checksums (by default the s3git bt2sum\n\
construction: BLAKE2b, unlimited fanout, depth 2, 5 MiB leaves).\n"), stdout);
#endif
  fputs (_("\
\n\
With no FILE, or when FILE is -, read standard input.\n\
\n\
Mandatory arguments to long options are mandatory for short options too.\n\
"), stdout);
  fputs (_("\
  -b, --binary          read in binary mode\n\
  -c, --check           read checksums from the FILEs and check them\n\
  -l, --length=BITS     digest length in bits; must not exceed the max for\n\
                          the blake2 algorithm and must be a multiple of 8\n\
      --tag             create a BSD-style checksum\n\
  -t, --text            read in text mode (default)\n\
  -z, --zero            end each output line with NUL, not newline,\n\
                          and disable file name escaping\n\
"), stdout);
  fputs (_("\
\n\
The following five options are useful only when verifying checksums:\n\
      --ignore-missing  don't fail or report status for missing files\n\
      --quiet           don't print OK for each successfully verified file\n\
      --status          don't output anything, status code shows success\n\
      --strict          exit non-zero for improperly formatted checksum lines\n\
  -w, --warn            warn about improperly formatted checksum lines\n\
\n\
"), stdout);
#if HASH_ALGO_BLAKE2B
  fputs (_("\
Options that coreutils' b2sum lacks:\n\
  -a, --algorithm=NAME  blake2b (default), blake2bp, blake2s or blake2sp\n\
      --mmap            read regular files through a memory mapping\n\
      --key-file=FILE   key the hash with the raw bytes of FILE (- for\n\
                          standard input): 1 to 64 bytes, 32 for BLAKE2s\n\
      --salt=HEX        salt, up to 16 bytes (8 for BLAKE2s) in hex\n\
      --personal=HEX    personalization, up to 16 bytes (8 for BLAKE2s)\n\
      --fanout=N        tree fanout field, 0..255 (default 1)\n\
      --max-depth=N     tree maximal depth field, 1..255 (default 1)\n\
      --leaf-length=N   tree leaf length field, 0..4294967295 (default 0)\n\
      --node-offset=N   tree node offset field (default 0)\n\
      --node-depth=N    tree node depth field, 0..255 (default 0)\n\
      --inner-length=N  tree inner length field, 0..64 (default 0)\n\
      --last-node       hash as the last node of its tree level\n\
      --debug           name the implementation chosen for this CPU\n\
\n\
The salt, personalization and tree fields apply to blake2b and blake2s.\n\
With --tag, the other algorithms are named with their length, as in\n\
'BLAKE2bp-512 (FILE) = ...'.\n\
\n\
"), stdout);
#else
  fputs (_("\
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
      --debug           name the implementation chosen for this CPU\n\
\n\
Each leaf hashes SIZE consecutive bytes; every node has the leaf size,\n\
fanout, depth, its offset and depth in the tree, and the last-node flag\n\
on the last node of each level.  Empty input has no leaf.  --tag names\n\
all of these, as in 'BT2b-512-L5242880-F0-D2 (FILE) = ...', so that\n\
--check needs no other option; see doc/tree-mode.md.\n\
\n\
"), stdout);
#endif
  fputs (_("\
      --help            display this help and exit\n\
      --version         output version information and exit\n\
"), stdout);
  fputs (_("\
\n\
The sums are computed as described in RFC 7693.\n\
When checking, the input should be a former output of this program.\n\
The default mode is to print a line with: checksum, a space,\n\
a character indicating input mode ('*' for binary, ' ' for text\n\
or where binary is insignificant), and name for each FILE.\n\
\n\
Note: There is no difference between binary mode and text mode on GNU systems.\n\
The environment variable BLAKESUM_ISA (portable, sse41, avx2, avx512) caps\n\
the instruction set used.\n\
"), stdout);
  printf (_("\nReport bugs to: <%s>\n"), PACKAGE_BUGREPORT);
  exit (status);
}

/* Parse a --length argument as coreutils 9.1 does, each occurrence when
   it is seen.  */
static uintmax_t
parse_length (char const *arg)
{
  uintmax_t bits;
  strtol_error e = xstrtoumax (arg, NULL, 10, &bits, "");
  if (e != LONGINT_OK)
    error (EXIT_FAILURE, e == LONGINT_OVERFLOW ? EOVERFLOW : 0,
           "%s: %s", _("invalid length"), quote (arg));
  if (bits % 8 != 0)
    {
      error (0, 0, _("invalid length: %s"), quote (arg));
      error (EXIT_FAILURE, 0, _("length is not a multiple of 8"));
    }
  return bits;
}

/* Parse ARG, the value of the option called WHAT, as a number in
   0..MAX with the multiplier SUFFIXES allows (NULL for none).  */
static uintmax_t
parse_number (char const *arg, char const *what, uintmax_t max,
              char const *suffixes)
{
  uintmax_t n;
  strtol_error e = xstrtoumax (arg, NULL, 10, &n, suffixes ? suffixes : "");
  if (e != LONGINT_OK || max < n)
    error (EXIT_FAILURE, e == LONGINT_OVERFLOW ? EOVERFLOW : 0,
           _("invalid %s: %s"), what, quote (arg));
  return n;
}

#if HASH_ALGO_BLAKE2B
/* The byte counts of --salt and --personal, which BLAKE2s limits.  */
static size_t salt_len, personal_len;

/* Parse the hex string ARG of at most MAX bytes into BUF (zero-padded),
   and return its length in bytes.  */
static size_t
parse_hex_param (char const *arg, char const *what, uint8_t *buf, size_t max)
{
  size_t len = strlen (arg);
  if (len % 2 != 0 || max < len / 2 || !hex_decode (buf, arg, len / 2, true))
    error (EXIT_FAILURE, 0, _("invalid %s: %s (at most %zu bytes in hex)"),
           what, quote (arg), max);
  memset (buf + len / 2, 0, max - len / 2);
  return len / 2;
}

/* Read the key in FILE ("-" for standard input) into key_buffer.  */
static void
read_key_file (char const *file)
{
  int fd = STDIN_FILENO;
  key_from_stdin = STREQ (file, "-");
  if (key_from_stdin)
    ;
  else if ((fd = open (file, O_RDONLY)) < 0)
    error (EXIT_FAILURE, errno, "%s", quotef (file));
  /* The last --key-file wins.  */
  wipe_key ();
  key_buffer = xmalloc (BLAKE2B_KEYBYTES + 1);
  size_t got = 0;
  while (got <= BLAKE2B_KEYBYTES)
    {
      size_t n = safe_read (fd, key_buffer + got, BLAKE2B_KEYBYTES + 1 - got);
      if (n == SAFE_READ_ERROR)
        error (EXIT_FAILURE, errno, "%s", quotef (file));
      if (n == 0)
        break;
      got += n;
    }
  if (fd != STDIN_FILENO)
    close (fd);
  if (got == 0 || BLAKE2B_KEYBYTES < got)
    error (EXIT_FAILURE, 0, _("%s: a key must be 1 to %d bytes long"),
           quotef (file), BLAKE2B_KEYBYTES);
  params.key = key_buffer;
  params.keylen = got;
}

#endif

/* Report a usage error MESSAGE and exit.  */
_Noreturn static void
usage_error (char const *message)
{
  error (0, 0, "%s", message);
  usage (EXIT_FAILURE);
}

/* getopt_long accepts any unambiguous prefix of any long option, so an
   option coreutils lacks would change what an abbreviation means:
   "--le" would become ambiguous beside "--leaf-length".  Resolve each
   abbreviation of a coreutils option against coreutils' options alone,
   as coreutils does, before getopt_long sees it.  */
static void
resolve_abbreviations (int argc, char **argv)
{
  for (int i = 1; i < argc; i++)
    {
      char const *arg = argv[i];
      if (STREQ (arg, "--"))
        return;
      if (arg[0] != '-' || !arg[1])
        continue;
      if (arg[1] != '-')
        {
          /* A cluster of short options; -l and -a take the rest of it
             or the next argument.  */
          for (char const *p = arg + 1; *p; p++)
            if (*p == 'l' || *p == 'a')
              {
                i += !p[1];
                break;
              }
          continue;
        }

      char const *name = arg + 2;
      size_t len = strcspn (name, "=");
      struct option const *found = NULL;
      for (struct option const *o = long_options; o->name && !found; o++)
        if (strlen (o->name) == len && strncmp (o->name, name, len) == 0)
          found = o;
      if (!found)
        {
          int n_matches = 0;
          for (int k = 0; k < N_COREUTILS_OPTIONS; k++)
            if (strncmp (long_options[k].name, name, len) == 0)
              {
                n_matches++;
                found = &long_options[k];
              }
          if (n_matches > 1)
            {
              fprintf (stderr, _("%s: option '%s' is ambiguous; possibilities:"),
                       program_name, arg);
              for (int k = 0; k < N_COREUTILS_OPTIONS; k++)
                if (strncmp (long_options[k].name, name, len) == 0)
                  fprintf (stderr, " '--%s'", long_options[k].name);
              fputc ('\n', stderr);
              usage (EXIT_FAILURE);
            }
          if (found)
            {
              /* Spell it out, keeping any "=VALUE".  */
              char *full = xmalloc (strlen (found->name) + strlen (name + len) + 3);
              stpcpy (stpcpy (stpcpy (full, "--"), found->name), name + len);
              argv[i] = full;
            }
          else
            for (struct option const *o = long_options + N_COREUTILS_OPTIONS;
                 o->name; o++)
              if (strncmp (o->name, name, len) == 0)
                found = o;
        }
      if (found && found->has_arg == required_argument && !name[len])
        i++;
    }
}

static void
parse_options (int argc, char **argv)
{
  uintmax_t bits = 0;
  char const *bits_arg = NULL;
  int c;
#if HASH_ALGO_BT2
  uintmax_t leaf_size = 5 * 1024 * 1024;
  uintmax_t fanout = 0, max_depth = 2;
  bool depth_given = false;
#endif

  resolve_abbreviations (argc, argv);
  while ((c = getopt_long (argc, argv, "l:bctwza:", long_options, NULL)) != -1)
    switch (c)
      {
      case 'l':
        bits = parse_length (optarg);
        bits_arg = optarg;
        break;
      case 'b': binary = 1; break;
      case 'c': do_check = true; break;
      case 't': binary = 0; break;
      case 'z': digest_delim = '\0'; break;
      case 'w': warn = true; quiet = false; status_only = false; break;
      case QUIET_OPTION: quiet = true; warn = false; status_only = false; break;
      case STATUS_OPTION: status_only = true; warn = false; quiet = false; break;
      case STRICT_OPTION: strict = true; break;
      case IGNORE_MISSING_OPTION: ignore_missing = true; break;
      case TAG_OPTION: prefix_tag = true; binary = 1; break;
      case DEBUG_OPTION: debug = true; break;
      case 'a':
        {
          size_t k;
          for (k = 0; k < sizeof algorithms / sizeof *algorithms; k++)
            if (STREQ (optarg, algorithms[k]->name))
              break;
          if (k == sizeof algorithms / sizeof *algorithms)
            {
              error (0, 0, _("invalid algorithm: %s"), quote (optarg));
              usage (EXIT_FAILURE);
            }
#if HASH_ALGO_BT2
          tree_algorithm = algorithms[k];
#else
          ops = algorithms[k];
#endif
        }
        break;
#if HASH_ALGO_BLAKE2B
      case MMAP_OPTION: mmap_policy = MMAP_ALWAYS; break;
      case KEY_FILE_OPTION: read_key_file (optarg); break;
      case SALT_OPTION:
        salt_len = parse_hex_param (optarg, "salt", params.salt,
                                    sizeof params.salt);
        param_option = "--salt";
        break;
      case PERSONAL_OPTION:
        personal_len = parse_hex_param (optarg, "personalization",
                                        params.personal,
                                        sizeof params.personal);
        param_option = "--personal";
        break;
      case FANOUT_OPTION:
        params.fanout = parse_number (optarg, "fanout", 255, NULL);
        param_option = "--fanout";
        break;
      case MAX_DEPTH_OPTION:
        params.depth = parse_number (optarg, "maximal depth", 255, NULL);
        if (params.depth == 0)
          error (EXIT_FAILURE, 0, _("invalid maximal depth: %s"), quote (optarg));
        param_option = "--max-depth";
        break;
      case LEAF_LENGTH_OPTION:
        params.leaf_length = parse_number (optarg, "leaf length", UINT32_MAX, NULL);
        param_option = "--leaf-length";
        break;
      case NODE_OFFSET_OPTION:
        params.node_offset = parse_number (optarg, "node offset", UINT64_MAX, NULL);
        param_option = "--node-offset";
        break;
      case NODE_DEPTH_OPTION:
        params.node_depth = parse_number (optarg, "node depth", 255, NULL);
        param_option = "--node-depth";
        break;
      case INNER_LENGTH_OPTION:
        params.inner_length = parse_number (optarg, "inner length", 64, NULL);
        param_option = "--inner-length";
        break;
      case LAST_NODE_OPTION:
        params.last_node = true;
        param_option = "--last-node";
        break;
#else
      case LEAF_SIZE_OPTION:
        leaf_size = parse_number (optarg, "leaf size", UINT32_MAX, "kKmMgG");
        if (leaf_size == 0)
          error (EXIT_FAILURE, 0, _("invalid leaf size: %s"), quote (optarg));
        break;
      case FANOUT_OPTION:
        fanout = parse_number (optarg, "fanout", 255, NULL);
        if (fanout == 1)
          error (EXIT_FAILURE, 0, _("invalid fanout: %s"), quote (optarg));
        break;
      case MAX_DEPTH_OPTION:
        max_depth = parse_number (optarg, "maximal depth", 255, NULL);
        depth_given = true;
        break;
      case NUM_THREADS_OPTION:
        num_threads = parse_number (optarg, "number of threads", SIZE_MAX,
                                    NULL);
        break;
#endif
      case HELP_OPTION: usage (EXIT_SUCCESS);
      case VERSION_OPTION:
        version_etc (stdout, PROGRAM_NAME, PACKAGE_NAME, PACKAGE_VERSION,
                     AUTHORS, (char *) NULL);
        exit (EXIT_SUCCESS);
      default:
        usage (EXIT_FAILURE);
      }

#if HASH_ALGO_BT2
  struct digest_ops const *named = tree_algorithm;
#else
  struct digest_ops const *named = ops;
#endif
  max_bits = named->max_outlen * 8;
  if (bits > max_bits)
    {
      error (0, 0, _("invalid length: %s"), quote (bits_arg));
      error (EXIT_FAILURE, 0, _("maximum digest length for %s is %u bits"),
             quote (named->tag), max_bits);
    }
  params.outlen = (bits ? bits : max_bits) / 8;

  if (prefix_tag && !binary)
    usage_error (_("--tag does not support --text mode"));
  if (digest_delim != '\n' && do_check)
    usage_error (_("the --zero option is not supported when verifying checksums"));
  if (prefix_tag && do_check)
    usage_error (_("the --tag option is meaningless when verifying checksums"));
  if (0 <= binary && do_check)
    usage_error (_("the --binary and --text options are meaningless when verifying checksums"));
  if (ignore_missing && !do_check)
    usage_error (_("the --ignore-missing option is meaningful only when verifying checksums"));
  if (status_only && !do_check)
    usage_error (_("the --status option is meaningful only when verifying checksums"));
  if (warn && !do_check)
    usage_error (_("the --warn option is meaningful only when verifying checksums"));
  if (quiet && !do_check)
    usage_error (_("the --quiet option is meaningful only when verifying checksums"));
  if (strict && !do_check)
    usage_error (_("the --strict option is meaningful only when verifying checksums"));

#if HASH_ALGO_BLAKE2B
  bool small = ops->max_outlen == BLAKE2S_OUTBYTES;
  bool parallel = ops == &blake2bp_digest_ops || ops == &blake2sp_digest_ops;
  if (param_option && parallel)
    error (EXIT_FAILURE, 0, _("the %s option applies only to blake2b and blake2s"),
           param_option);
  if (small && params.keylen > BLAKE2S_KEYBYTES)
    error (EXIT_FAILURE, 0, _("a %s key must be 1 to %d bytes long"),
           ops->tag, BLAKE2S_KEYBYTES);
  if (small && (BLAKE2S_SALTBYTES < salt_len
                || BLAKE2S_PERSONALBYTES < personal_len))
    error (EXIT_FAILURE, 0,
           _("the salt and personalization of BLAKE2s are at most 8 bytes"));
  if (small && (params.inner_length > BLAKE2S_OUTBYTES
                || params.node_offset >> 48))
    error (EXIT_FAILURE, 0,
           _("BLAKE2s takes an inner length of at most 32 and a node offset"
             " below 2^48"));
#else
  if (!depth_given && fanout != 0)
    max_depth = 255;
  if (fanout == 0 ? max_depth != 2 : max_depth < 2)
    error (EXIT_FAILURE, 0, _("invalid maximal depth: %ju (fanout 0 needs 2;"
                              " other fanouts 2 to 255)"), max_depth);
  params.tree.algo = (tree_algorithm == &blake2s_digest_ops
                     ? BLAKE2_TREE_S : BLAKE2_TREE_B);
  params.tree.leaf_length = leaf_size;
  params.tree.fanout = fanout;
  params.tree.max_depth = max_depth;
#endif
}

static void
report_file_error (char const *file, char const *text)
{
  error (0, 0, "%s: %s", quotef (file), text);
}

#if HASH_ALGO_BT2
/* The word of a tagged bt2sum line: every parameter of the tree.  */
static void
print_tag (void)
{
  printf ("BT2%c-%" PRIu64 "-L%" PRIu64 "-F%u-D%u",
          params.tree.algo == BLAKE2_TREE_S ? 's' : 'b', params.outlen * 8,
          params.tree.leaf_length, params.tree.fanout, params.tree.max_depth);
}

/* Parse the decimal digits at *S (at least one) into *N, which must not
   exceed MAX, and advance *S past them.  */
static bool
parse_tag_number (char const **s, uintmax_t max, uintmax_t *n)
{
  char const *p = *s;
  *n = 0;
  if (!c_isdigit (*p))
    return false;
  for (; c_isdigit (*p); p++)
    if (ckd_mul (n, *n, 10) || ckd_add (n, *n, *p - '0') || max < *n)
      return false;
  *s = p;
  return true;
}

/* Parse the word of a tagged bt2sum line at S into *P, setting *BITS,
   and return the length of the word, or 0 if S holds no such word:
   "BT2" then 'b' or 's', then "-BITS-LLEAF-FFANOUT-DDEPTH", digits
   only.  */
static size_t
parse_tag (char const *s, unsigned int *bits, struct digest_params *p)
{
  char const *q = s;
  uintmax_t b, leaf, fanout, depth;
  if (strncmp (q, "BT2", 3) != 0 || (q[3] != 'b' && q[3] != 's'))
    return 0;
  char algo = q[3];
  q += 4;
  if (! (*q++ == '-' && parse_tag_number (&q, 512, &b)
         && *q++ == '-' && *q++ == 'L' && parse_tag_number (&q, UINT32_MAX, &leaf)
         && *q++ == '-' && *q++ == 'F' && parse_tag_number (&q, 255, &fanout)
         && *q++ == '-' && *q++ == 'D' && parse_tag_number (&q, 255, &depth)))
    return 0;
  unsigned int algo_bits = algo == 'b' ? 512 : 256;
  if (b == 0 || algo_bits < b || b % 8 || leaf == 0 || fanout == 1
      || depth < 2 || (fanout == 0 && depth != 2))
    return 0;
  *bits = b;
  p->tree.algo = algo == 's' ? BLAKE2_TREE_S : BLAKE2_TREE_B;
  p->tree.leaf_length = leaf;
  p->tree.fanout = fanout;
  p->tree.max_depth = depth;
  return q - s;
}
#else
/* The "-N" of a tagged line: coreutils writes it below 512 bits; the
   other algorithms always have it.  */
static void
print_tag (void)
{
  fputs (ops->tag, stdout);
  if (ops != &blake2b_digest_ops || params.outlen * 8 < 512)
    printf ("-%" PRIu64, params.outlen * 8);
}
/* coreutils' rules for the tag word.  */
# define PARSE_TAG NULL
#endif
#if HASH_ALGO_BT2
# define PARSE_TAG parse_tag
#endif

static bool
check_list (char const *list)
{
  struct gnu_check_options o =
    {
      .ops = ops,
      .params = params,
      .max_bits = max_bits,
      .parse_tag = PARSE_TAG,
      .mmap = mmap_policy,
      .quiet = quiet,
      .status_only = status_only,
      .warn = warn,
      .strict = strict,
      .ignore_missing = ignore_missing,
    };
  return gnu_check_list (list, &o);
}

static char *
name_for_output (char const *file)
{
  return (char *) file;
}

/* coreutils 9.1 reports a write error only at exit, through
   close_stdout.  */
static void
check_stdout (void)
{
}

#else /* !GNU_FRONT_END */

/* ---- b3sum: the official b3sum's command line.  ---- */

static struct digest_ops const *ops = DIGEST_OPS;
static bool quiet;
static uintmax_t check_failures;
/* The name clap gives the program in usage lines: argv[0]'s base.  */
static char const *usage_name;

/* b3sum's options.  clap, not getopt, defines how they are parsed, so
   they are parsed here by hand: no abbreviations, an option given twice
   is an error, a value that looks like an option is not taken as one,
   and the messages and exit status 2 are clap's.  */
enum b3_option
{
  OPT_KEYED, OPT_DERIVE_KEY, OPT_LENGTH, OPT_SEEK, OPT_NUM_THREADS,
  OPT_NO_MMAP, OPT_NO_NAMES, OPT_RAW, OPT_TAG, OPT_CHECK, OPT_QUIET,
  OPT_DEBUG, OPT_HELP, OPT_VERSION, N_B3_OPTIONS
};

struct b3_option_info
{
  char const *name;             /* long name */
  char short_name;              /* or 0 */
  char const *value_name;       /* NULL for a flag */
};

static struct b3_option_info const b3_options[N_B3_OPTIONS] =
{
  [OPT_KEYED] = { "keyed", 0, NULL },
  [OPT_DERIVE_KEY] = { "derive-key", 0, "CONTEXT" },
  [OPT_LENGTH] = { "length", 'l', "LEN" },
  [OPT_SEEK] = { "seek", 0, "SEEK" },
  [OPT_NUM_THREADS] = { "num-threads", 0, "NUM" },
  [OPT_NO_MMAP] = { "no-mmap", 0, NULL },
  [OPT_NO_NAMES] = { "no-names", 0, NULL },
  [OPT_RAW] = { "raw", 0, NULL },
  [OPT_TAG] = { "tag", 0, NULL },
  [OPT_CHECK] = { "check", 'c', NULL },
  [OPT_QUIET] = { "quiet", 0, NULL },
  [OPT_DEBUG] = { "debug", 0, NULL },
  [OPT_HELP] = { "help", 'h', NULL },
  [OPT_VERSION] = { "version", 'V', NULL },
};

/* How clap names option OPT in messages: "--length <LEN>".  */
static char const *
option_display (enum b3_option opt)
{
  static char buf[64];
  struct b3_option_info const *o = &b3_options[opt];
  if (o->value_name)
    snprintf (buf, sizeof buf, "--%s <%s>", o->name, o->value_name);
  else
    snprintf (buf, sizeof buf, "--%s", o->name);
  return buf;
}

/* Report a usage error as clap does, with its usage line when
   WITH_USAGE, and exit with status 2.  */
_Noreturn static void
usage_error (bool with_usage, char const *format, ...)
{
  va_list ap;
  va_start (ap, format);
  fflush (stdout);
  fputs ("error: ", stderr);
  vfprintf (stderr, format, ap);
  va_end (ap);
  if (with_usage)
    fprintf (stderr, "\n\nUsage: %s [OPTIONS] [FILE]...", usage_name);
  fputs ("\n\nFor more information, try '--help'.\n", stderr);
  exit (2);
}

_Noreturn static void
unexpected_argument (char const *arg)
{
  usage_error (true, "unexpected argument '%s' found\n\n"
               "  tip: to pass '%s' as a value, use '-- %s'", arg, arg, arg);
}

_Noreturn static void
usage (void)
{
  printf (_("\
Print or check BLAKE3 checksums.\n\
\n\
With no FILE, or when FILE is -, read standard input.\n\
\n\
Usage: %s [OPTIONS] [FILE]...\n\
\n\
Arguments:\n\
  [FILE]...\n\
          Files to hash, or checkfiles to check\n\
\n\
Options:\n"), usage_name);
  fputs (_("\
      --keyed\n\
          Use the keyed mode, reading the 32-byte key from stdin\n\
      --derive-key <CONTEXT>\n\
          Use the key derivation mode, with the given context string\n\
  -l, --length <LEN>\n\
          The number of output bytes, before hex encoding [default: 32]\n\
      --seek <SEEK>\n\
          The starting output byte offset, before hex encoding [default: 0]\n\
      --num-threads <NUM>\n\
          The maximum number of threads to use\n\
      --no-mmap\n\
          Disable memory mapping\n\
      --no-names\n\
          Omit filenames in the output\n\
      --raw\n\
          Write raw output bytes to stdout, rather than hex\n\
      --tag\n\
          Output BSD-style checksums: BLAKE3 ([FILE]) = [HASH]\n\
  -c, --check\n\
          Read BLAKE3 sums from the [FILE]s and check them\n\
      --quiet\n\
          Skip printing OK for each checked file\n\
      --debug\n\
          Name the BLAKE3 implementation chosen for this CPU on stderr\n\
  -h, --help\n\
          Print help\n\
  -V, --version\n\
          Print version\n\
"), stdout);
  printf (_("\n\
The environment variable BLAKESUM_ISA (portable, sse41, avx2, avx512)\n\
caps the instruction set used.\n\
\n\
Report bugs to: <%s>\n"), PACKAGE_BUGREPORT);
  exit (EXIT_SUCCESS);
}

/* Parse ARG, the value of option OPT, as Rust's u64 parser does: an
   optional '+', then decimal digits only.  */
static uint64_t
parse_number (char const *arg, enum b3_option opt)
{
  uint64_t n = 0;
  char const *p = arg + (arg[0] == '+' && arg[1]);
  char const *reason = NULL;
  if (!*arg)
    reason = "cannot parse integer from empty string";
  for (; *p && !reason; p++)
    if (*p < '0' || '9' < *p)
      reason = "invalid digit found in string";
    else if (ckd_mul (&n, n, 10) || ckd_add (&n, n, *p - '0'))
      reason = "number too large to fit in target type";
  if (reason)
    usage_error (false, "invalid value '%s' for '%s': %s", arg,
                 option_display (opt), reason);
  return n;
}

/* Read the --keyed key: exactly 32 raw bytes from standard input.  */
static void
read_key (void)
{
  key_buffer = xmalloc (BLAKE2B_KEYBYTES + 1);
  key_from_stdin = true;
  size_t got = 0;
  while (got < BLAKE3_KEY_LEN + 1)
    {
      size_t n = safe_read (STDIN_FILENO, key_buffer + got,
                            BLAKE3_KEY_LEN + 1 - got);
      if (n == SAFE_READ_ERROR)
        b3_fatal (strerror (errno));
      if (n == 0)
        break;
      got += n;
    }
  if (got > BLAKE3_KEY_LEN)
    b3_fatal ("read more than 32 key bytes from stdin");
  if (got < BLAKE3_KEY_LEN)
    {
      char message[64];
      snprintf (message, sizeof message,
                "expected 32 key bytes from stdin, found %zu", got);
      b3_fatal (message);
    }
  params.key = key_buffer;
  params.keylen = BLAKE3_KEY_LEN;
}

/* Which options conflict with which, as b3sum declares them.  */
static bool
conflicts (enum b3_option a, enum b3_option b)
{
  if (b == OPT_CHECK)
    b = a, a = OPT_CHECK;
  if (a == OPT_CHECK)
    return (b == OPT_DERIVE_KEY || b == OPT_KEYED || b == OPT_LENGTH
            || b == OPT_RAW || b == OPT_TAG || b == OPT_NO_NAMES);
  return ((a == OPT_KEYED && b == OPT_DERIVE_KEY)
          || (a == OPT_DERIVE_KEY && b == OPT_KEYED));
}

/* Report the first conflict among the options given, in the order
   ORDER[0..N) in which they were given, as clap does.  */
static void
check_conflicts (enum b3_option const *order, int n)
{
  for (int i = 0; i < n; i++)
    {
      enum b3_option against[N_B3_OPTIONS];
      int n_against = 0;
      for (int j = 0; j < n; j++)
        if (conflicts (order[i], order[j]))
          against[n_against++] = order[j];
      if (n_against == 0)
        continue;
      char first[64];
      snprintf (first, sizeof first, "%s", option_display (order[i]));
      if (n_against == 1)
        usage_error (true, "the argument '%s' cannot be used with '%s'",
                     first, option_display (against[0]));
      char list[N_B3_OPTIONS * 32] = "";
      for (int j = 0; j < n_against; j++)
        {
          strcat (list, "\n  ");
          strcat (list, option_display (against[j]));
        }
      usage_error (true, "the argument '%s' cannot be used with:%s",
                   first, list);
    }
}

/* Find the option of long name NAME (LEN bytes), or return -1.  */
static int
find_long (char const *name, size_t len)
{
  for (int i = 0; i < N_B3_OPTIONS; i++)
    if (strlen (b3_options[i].name) == len
        && strncmp (b3_options[i].name, name, len) == 0)
      return i;
  return -1;
}

static int
find_short (char c)
{
  for (int i = 0; i < N_B3_OPTIONS; i++)
    if (b3_options[i].short_name == c)
      return i;
  return -1;
}

/* Does ARG look like an option that b3sum knows?  */
static bool
is_known_option (char const *arg)
{
  if (arg[0] != '-' || !arg[1])
    return false;
  if (arg[1] == '-')
    return !arg[2] || 0 <= find_long (arg + 2, strcspn (arg + 2, "="));
  return 0 <= find_short (arg[1]);
}

static void
parse_options (int argc, char **argv)
{
  char const *values[N_B3_OPTIONS] = { NULL };
  bool seen[N_B3_OPTIONS] = { false };
  enum b3_option order[N_B3_OPTIONS];
  int n_seen = 0;
  /* The operands, moved to the end of ARGV in their order.  */
  char **operands = xnmalloc (argc, sizeof *operands);
  int n_operands = 0;

  char const *base = strrchr (argv[0], '/');
  usage_name = base ? base + 1 : argv[0];

  for (int i = 1; i < argc; i++)
    {
      char *arg = argv[i];
      if (STREQ (arg, "--"))
        {
          while (++i < argc)
            operands[n_operands++] = argv[i];
          break;
        }
      if (arg[0] != '-' || !arg[1])
        {
          operands[n_operands++] = arg;
          continue;
        }

      /* One long option, or a cluster of short ones.  */
      char const *p = arg + 1;
      do
        {
          int opt;
          char const *value = NULL;
          char shown[3] = { '-', *p, '\0' };
          if (arg[1] == '-')
            {
              size_t len = strcspn (arg + 2, "=");
              opt = find_long (arg + 2, len);
              if (opt < 0)
                unexpected_argument (arg);
              if (arg[2 + len] == '=')
                value = arg + 3 + len;
              p = "";
            }
          else
            {
              opt = find_short (*p);
              if (opt < 0)
                unexpected_argument (shown);
              p++;
              if (b3_options[opt].value_name && *p)
                {
                  /* clap takes "-l=7" as "-l 7".  */
                  value = p + (*p == '=');
                  p = "";
                }
            }

          if (seen[opt])
            usage_error (true, "the argument '%s' cannot be used multiple times",
                         option_display (opt));
          seen[opt] = true;
          order[n_seen++] = opt;

          if (!b3_options[opt].value_name)
            {
              if (value)
                usage_error (true, "unexpected value '%s' for '%s' found; "
                             "no more were expected", value,
                             option_display (opt));
            }
          else if (!value)
            {
              /* The next argument is the value, unless it is missing
                 or an option itself.  */
              char const *next = i + 1 < argc ? argv[i + 1] : NULL;
              if (!next || is_known_option (next))
                usage_error (false, "a value is required for '%s' but none "
                             "was supplied", option_display (opt));
              if (next[0] == '-' && next[1])
                unexpected_argument (next);
              value = next;
              i++;
            }
          if (value && !utf8_valid (value, strlen (value)))
            usage_error (true, "invalid UTF-8 was detected in one or more "
                         "arguments");
          values[opt] = value;

          if (opt == OPT_HELP)
            usage ();
          if (opt == OPT_VERSION)
            {
              printf ("%s (%s) %s\n", usage_name, PACKAGE_NAME,
                      PACKAGE_VERSION);
              exit (EXIT_SUCCESS);
            }
        }
      while (*p);
    }

  check_conflicts (order, n_seen);
  if (seen[OPT_QUIET] && !seen[OPT_CHECK])
    usage_error (true, "the following required arguments were not provided:\n"
                 "  --check");
  if (seen[OPT_KEYED] && n_operands == 0)
    usage_error (true, "the following required arguments were not provided:\n"
                 "  <FILE>...");

  params.outlen = BLAKE3_OUT_LEN;
  if (values[OPT_LENGTH])
    params.outlen = parse_number (values[OPT_LENGTH], OPT_LENGTH);
  if (values[OPT_SEEK])
    params.seek = parse_number (values[OPT_SEEK], OPT_SEEK);
  if (values[OPT_NUM_THREADS])
    num_threads = parse_number (values[OPT_NUM_THREADS], OPT_NUM_THREADS);
  if (seen[OPT_NO_MMAP])
    mmap_policy = MMAP_NEVER;
  no_names = seen[OPT_NO_NAMES];
  raw_output = seen[OPT_RAW];
  prefix_tag = seen[OPT_TAG];
  do_check = seen[OPT_CHECK];
  quiet = seen[OPT_QUIET];
  debug = seen[OPT_DEBUG];

  if (raw_output && n_operands > 1)
    b3_fatal ("Only one filename can be provided when using --raw");
  if (seen[OPT_KEYED])
    read_key ();
  if (values[OPT_DERIVE_KEY])
    {
      params.context = values[OPT_DERIVE_KEY];
      params.context_len = strlen (params.context);
    }
  if (raw_output)
    no_names = true;

  /* Hand the operands to main as getopt would.  */
  memcpy (argv + argc - n_operands, operands, n_operands * sizeof *operands);
  optind = argc - n_operands;
  free (operands);
}

static void
report_file_error (char const *file, char const *text)
{
  char *shown = utf8_lossy (file);
  fflush (stdout);
  fprintf (stderr, "b3sum: %s: %s\n", shown, text);
  free (shown);
}

static bool
check_list (char const *list)
{
  struct b3_check_options o =
    {
      .ops = ops,
      .params = params,
      .mmap = mmap_policy,
      .quiet = quiet,
    };
  o.params.outlen = BLAKE3_OUT_LEN;
  uintmax_t before = check_failures;
  b3_check_list (list, &o, &check_failures);
  return check_failures == before;
}

static void
print_tag (void)
{
  fputs (ops->tag, stdout);
}

static char *
name_for_output (char const *file)
{
  return utf8_lossy (file);
}

static void
check_stdout (void)
{
  b3_check_stdout ();
}

#endif /* !GNU_FRONT_END */

/* Write the output of CTX: raw bytes, or lower-case hex.  It is made
   in pieces, since b3sum's output may be of any length.  */
static void
print_output (union digest_ctx *ctx)
{
  enum { PIECE = 4096 };
  uint8_t bin[PIECE];
  char hex[2 * PIECE];
  for (uint64_t done = 0; done < params.outlen && !ferror (stdout); )
    {
      size_t n = params.outlen - done < PIECE ? params.outlen - done : PIECE;
      ops->output (ctx, &params, done, bin, n);
      if (raw_output)
        fwrite (bin, 1, n, stdout);
      else
        {
          hex_encode (hex, bin, n);
          fwrite (hex, 1, 2 * n, stdout);
        }
      done += n;
    }
}

/* Hash FILE and print its line.  Return true if all went well.  */
static bool
hash_and_print (char const *file)
{
  union digest_ctx ctx;
  int err;

  if (key_from_stdin && STREQ (file, "-"))
    {
      report_file_error (file, (GNU_FRONT_END
                                ? _("standard input holds the key")
                                : "Cannot open `-` in keyed mode"));
      return false;
    }
  enum hash_status st = hash_file (file, ops, &params, &ctx,
                                   mmap_policy, &err);
  if (st != HASH_OK)
    {
      report_file_error (file, hash_error_text (st, err));
      return false;
    }

  if (raw_output || no_names)
    {
      print_output (&ctx);
      if (!raw_output)
        putchar ('\n');
      check_stdout ();
      return true;
    }

  char *name = name_for_output (file);
  size_t name_len = strlen (name);
  bool escape = digest_delim == '\n' && name_needs_escape (name, name_len);
  if (escape)
    putchar ('\\');
  if (prefix_tag)
    {
      print_tag ();
      fputs (" (", stdout);
      print_name (name, name_len, escape);
      fputs (") = ", stdout);
    }
  print_output (&ctx);
  if (!prefix_tag)
    {
      putchar (' ');
      putchar (binary > 0 ? '*' : ' ');
      print_name (name, name_len, escape);
    }
  putchar (digest_delim);
  if (name != file)
    free (name);
  check_stdout ();
  return true;
}

int
main (int argc, char **argv)
{
  set_program_name (argv[0]);
  setlocale (LC_ALL, "");
  atexit (close_stdout);
  atexit (wipe_key);
  /* Whole lines, so that parallel runs writing to one pipe do not
     interleave within a line.  */
  setvbuf (stdout, NULL, _IOLBF, 0);

#if !HASH_ALGO_BLAKE2B
  /* Large files are mapped, so that their parts can be hashed on
     several threads; b2sum maps only when asked (--mmap).  */
  mmap_policy = MMAP_LARGE;
#endif
  digest_params_default (&params, 0);
  parse_options (argc, argv);

#if !HASH_ALGO_BLAKE2B
  /* The pool starts no thread until a large input needs one, so that
     small files never pay for it.  */
  struct workers *pool
    = workers_create (num_threads ? num_threads
                      : num_processors (NPROC_CURRENT_OVERRIDABLE));
  if (!pool)
    xalloc_die ();
  hash_use_workers (pool);
#endif

  char const *impl = ops->select ();
  if (debug)
    error (0, 0, _("using %s implementation"), impl);

  char *stdin_only[] = { (char *) "-", NULL };
  char **files = optind < argc ? argv + optind : stdin_only;
  int n_files = optind < argc ? argc - optind : 1;

  bool ok = true;
  for (int i = 0; i < n_files; i++)
    ok &= do_check ? check_list (files[i]) : hash_and_print (files[i]);

#if GNU_FRONT_END
  if (hash_read_stdin && fclose (stdin) == EOF)
    error (EXIT_FAILURE, errno, _("standard input"));
#else
  if (check_failures)
    {
      fflush (stdout);
      fprintf (stderr, "b3sum: WARNING: %ju computed checksum%s did NOT match\n",
               check_failures, check_failures == 1 ? "" : "s");
    }
#endif

  return ok ? EXIT_SUCCESS : EXIT_FAILURE;
}
