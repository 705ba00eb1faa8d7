/* gnu-args.c -- the command line of b2sum and bt2sum, as coreutils 9.1's

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

/* The GNU front-end: GNU coreutils 9.1's b2sum command line, usage,
   messages and tag words, followed to the byte, and the options
   coreutils lacks.  It is built once for b2sum and once for bt2sum,
   with the program's -DHASH_ALGO_... flag, like sum.c.  */

#include <config.h>

#include <fcntl.h>
#include <getopt.h>
#include <inttypes.h>
#include <limits.h>
#include <stdarg.h>
#include <unistd.h>

#include "system.h"
#include "args.h"
#include "core/cpu.h"
#include "digest.h"
#include "gnu-check.h"
#include "hashfile.h"
#include "core/hex.h"
#include "settings.h"
#include "progname.h"
#include "quote.h"
#include "version-etc.h"
#include "xalloc.h"
#include "xstrtol.h"

#if !GNU_FRONT_END
# error "gnu-args.c is the front-end of b2sum and bt2sum only."
#endif

#define AUTHORS "The blakesum authors"

/* Copyright line printed by --version (used by gnulib's version_etc).
   The year is written into the format: version_etc passes the year of
   the gnulib snapshot (2023 in Debian 12's gnulib) as the argument
   after "(C)", and a format that has no directive for that argument
   leaves it unprinted (C11 7.21.6.1: surplus arguments are ignored).
   Update the year with every year's first change.  */
#define COPYRIGHT_YEAR_STRING "2026"
char const version_etc_copyright[] =
  "Copyright %s " COPYRIGHT_YEAR_STRING " The blakesum authors.";

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
  RECURSIVE_OPTION,
  DEREFERENCE_OPTION,
  PROGRESS_OPTION,
};

#if HASH_ALGO_BT2
/* The algorithm of the tree's nodes: -a.  */
static struct digest_ops const *tree_algorithm = &blake2b_digest_ops;
#endif
#if HASH_ALGO_BLAKE2B
/* The last option given that only BLAKE2b and BLAKE2s take, or NULL.  */
static char const *param_option;
/* Whether -a was given: if not, --check takes the algorithm of each
   tagged line from its tag.  */
static bool algorithm_given;
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
#endif
  { "num-threads", required_argument, NULL, NUM_THREADS_OPTION },
  { "recursive", no_argument, NULL, RECURSIVE_OPTION },
  { "dereference", no_argument, NULL, DEREFERENCE_OPTION },
  { "progress", no_argument, NULL, PROGRESS_OPTION },
  { NULL, 0, NULL, 0 }
};

/* The algorithms -a names; bt2sum's -a takes those that can be the
   algorithm of a tree's nodes.  */
#if HASH_ALGO_BT2
# define TAKES_ALGORITHM(ops) (0 <= (ops)->tree_algo)
#else
# define TAKES_ALGORITHM(ops) true
#endif
static struct digest_ops const *const algorithms[] =
{
  &blake2b_digest_ops, &blake2bp_digest_ops,
  &blake2s_digest_ops, &blake2sp_digest_ops,
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
      --num-threads=N   use at most N threads (default: one per processor):\n\
                          one reads while the others hash, and blake2bp\n\
                          hashes its four leaves on four when there are four\n\
      --recursive       hash the files below each directory FILE, in\n\
                          name order, named by their paths; symbolic\n\
                          links there are skipped, and FIFOs and devices\n\
                          reported, not read\n\
      --dereference     with --recursive, follow symbolic links (a\n\
                          dangling one is still skipped)\n\
      --progress        show how far each file has got, when standard\n\
                          error is a terminal\n\
      --debug           name the implementation chosen for this CPU\n\
\n\
The salt, personalization and tree fields apply to blake2b and blake2s.\n\
With --tag, the other algorithms are named with their length, as in\n\
'BLAKE2bp-512 (FILE) = ...'; without -a, --check takes each tagged line's\n\
algorithm from its tag, and untagged lines are BLAKE2b.\n\
\n\
A long option may be abbreviated: an abbreviation that fits a coreutils\n\
option means what it means in coreutils; any other must fit one option\n\
only, as getopt requires, except that --d and --de mean --debug\n\
and --p means --personal.\n\
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
      --recursive       hash the files below each directory FILE, in\n\
                          name order, named by their paths; symbolic\n\
                          links there are skipped, and FIFOs and devices\n\
                          reported, not read\n\
      --dereference     with --recursive, follow symbolic links (a\n\
                          dangling one is still skipped)\n\
      --progress        show how far each file has got, when standard\n\
                          error is a terminal\n\
      --debug           name the implementation chosen for this CPU\n\
\n\
Each leaf hashes SIZE consecutive bytes; every node has the leaf size,\n\
fanout, depth, its offset and depth in the tree, and the last-node flag\n\
on the last node of each level.  Empty input has no leaf.  --tag names\n\
all of these, as in 'BT2b-512-L5242880-F0-D2 (FILE) = ...', so that\n\
--check needs no other option; see 'info blakesum' (Tree construction).\n\
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
"), stdout);
  printf (_("\
The environment variable BLAKESUM_ISA (%s)\n\
caps the instruction set used.\n\
"), cpu_isa_name_list ());
  fputs (_("\nFull documentation: info blakesum\n"), stdout);
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
  if (len % 2 != 0)
    error (EXIT_FAILURE, 0, _("invalid %s: %s (an odd number of hex digits,"
                              " not whole bytes)"), what, quote (arg));
  if (max < len / 2 || !hex_decode (buf, arg, len / 2, true))
    error (EXIT_FAILURE, 0, _("invalid %s: %s (at most %zu bytes in hex)"),
           what, quote (arg), max);
  memset (buf + len / 2, 0, max - len / 2);
  return len / 2;
}

/* The last --key-file, or NULL.  */
static char const *key_file;

/* Read the key in FILE ("-" for standard input) into
   settings.key_buffer.  Its length is checked once the algorithm is
   known (params_misfit), so that a key too long for BLAKE2s is
   reported as one too long for BLAKE2b is.  */
static void
read_key_file (char const *file)
{
  int fd = STDIN_FILENO;
  settings.key_from_stdin = STREQ (file, "-");
  if (settings.key_from_stdin)
    ;
  else if ((fd = open (file, O_RDONLY)) < 0)
    error (EXIT_FAILURE, errno, "%s", quotef (file));
  /* The last --key-file wins.  */
  ptrdiff_t got = read_key (fd, BLAKE2B_KEYBYTES);
  if (got < 0)
    error (EXIT_FAILURE, errno, "%s", quotef (file));
  if (fd != STDIN_FILENO)
    close (fd);
  key_file = file;
}

#endif

#if HASH_ALGO_BLAKE2B
/* Store in BUF the names of the algorithms whose parameter block the
   options reach, as "a and b" or "a, b and c".  */
static void
param_algorithm_names (char buf[static 128])
{
  size_t n = 0, total = 0;
  for (size_t k = 0; k < sizeof algorithms / sizeof *algorithms; k++)
    total += algorithms[k]->salt_len != 0;
  buf[0] = '\0';
  for (size_t k = 0; k < sizeof algorithms / sizeof *algorithms; k++)
    if (algorithms[k]->salt_len && strlen (buf) + 32 < 128)
      {
        n++;
        strcat (buf, n == 1 ? "" : n == total ? _(" and ") : ", ");
        strcat (buf, algorithms[k]->name);
      }
}

/* A new string formatted as printf would FORMAT and the rest.  */
static char *
new_message (char const *format, ...)
{
  va_list ap;
  va_start (ap, format);
  int n = vsnprintf (NULL, 0, format, ap);
  va_end (ap);
  if (n < 0)
    xalloc_die ();
  char *message = xmalloc (n + 1);
  va_start (ap, format);
  vsnprintf (message, n + 1, format, ap);
  va_end (ap);
  return message;
}

/* The arguments of --inner-length and --node-offset, for messages.  */
static char const *inner_length_arg, *node_offset_arg;

/* Why the key, salt, personalization and tree fields that the options
   gave do not fit the algorithm OPS, as a new string; or NULL if they
   fit.  Also for the lines of a checksum list that name another
   algorithm than -a's (gnu-check.c).  */
static char *
params_misfit (struct digest_ops const *ops)
{
  struct digest_params const *p = &settings.params;
  if (param_option && ops->salt_len == 0)
    {
      char names[128];
      param_algorithm_names (names);
      return new_message (_("the %s option applies only to %s"),
                          param_option, names);
    }
  if (key_file && (p->keylen == 0 || ops->max_keylen < p->keylen))
    return new_message (_("%s: a key must be 1 to %zu bytes long"),
                        quotef (key_file), ops->max_keylen);
  if (ops->salt_len < salt_len || ops->personal_len < personal_len)
    return new_message (_("the salt and personalization of %s are at most"
                          " %zu bytes"), ops->tag, ops->salt_len);
  if (p->inner_length > ops->max_outlen)
    return new_message (_("invalid --inner-length for %s: %s"
                          " (0 to %ju)"), ops->tag, quote (inner_length_arg),
                        (uintmax_t) ops->max_outlen);
  if (ops->node_offset_bits < 64 && p->node_offset >> ops->node_offset_bits)
    return new_message (_("invalid --node-offset for %s: %s (0 to %ju)"),
                        ops->tag, quote (node_offset_arg),
                        (uintmax_t) ((UINT64_C (1) << ops->node_offset_bits)
                                     - 1));
  return NULL;
}

/* Check the key, salt, personalization and tree fields that the
   options gave against what the algorithm OPS takes.  */
static void
check_params (struct digest_ops const *ops)
{
  char *why = params_misfit (ops);
  if (why)
    error (EXIT_FAILURE, 0, "%s", why);
}
#endif

/* Report that NAME is no algorithm of -a, and list those that are, in
   the words of gnulib's argmatch, as coreutils' cksum -a does.  */
_Noreturn static void
invalid_algorithm (char const *name)
{
  error (0, 0, _("invalid argument %s for %s"), quote_n (0, name),
         quote_n (1, "--algorithm"));
  fputs (_("Valid arguments are:"), stderr);
  for (size_t k = 0; k < sizeof algorithms / sizeof *algorithms; k++)
    if (TAKES_ALGORITHM (algorithms[k]))
      fprintf (stderr, "\n  - %s", quote (algorithms[k]->name));
  putc ('\n', stderr);
  usage (EXIT_FAILURE);
}

/* Report a usage error MESSAGE and exit.  */
_Noreturn static void
usage_error (char const *message)
{
  error (0, 0, "%s", message);
  usage (EXIT_FAILURE);
}

/* The options added after the first release: recursive and the ones
   below it in long_options.  */
static int
first_late_option (void)
{
  int k = N_COREUTILS_OPTIONS;
  while (long_options[k].name && !STREQ (long_options[k].name, "recursive"))
    k++;
  return k;
}

/* How many of the options long_options[FROM..TO) NAME, of LEN bytes,
   abbreviates; *FOUND is the last of them.  */
static int
prefix_matches (int from, int to, char const *name, size_t len,
                struct option const **found)
{
  int n = 0;
  for (int k = from; k < to; k++)
    if (strncmp (long_options[k].name, name, len) == 0)
      {
        n++;
        *found = &long_options[k];
      }
  return n;
}

/* getopt_long accepts any unambiguous prefix of any long option, so an
   option coreutils lacks would change what an abbreviation means:
   "--le" would become ambiguous beside "--leaf-length".  Resolve each
   abbreviation of a coreutils option against coreutils' options alone,
   as coreutils does, before getopt_long sees it.  In the same way, an
   abbreviation that meant one of our first release's options keeps
   that meaning beside the options added since ("--p" stays
   "--personal" beside "--progress", "--de" "--debug" beside
   "--dereference"); the rest is left to getopt_long.  */
static void
resolve_abbreviations (int argc, char **argv)
{
  int late = first_late_option ();
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
          int n_matches = prefix_matches (0, N_COREUTILS_OPTIONS, name, len,
                                          &found);
          if (n_matches > 1)
            {
              fprintf (stderr,
                       _("%s: option '%s' is ambiguous; possibilities:"),
                       program_name, arg);
              for (int k = 0; k < N_COREUTILS_OPTIONS; k++)
                if (strncmp (long_options[k].name, name, len) == 0)
                  fprintf (stderr, " '--%s'", long_options[k].name);
              fputc ('\n', stderr);
              usage (EXIT_FAILURE);
            }
          if (n_matches == 0
              && prefix_matches (N_COREUTILS_OPTIONS, late, name, len,
                                 &found) != 1)
            found = NULL;
          if (found)
            {
              /* Spell it out, keeping any "=VALUE".  */
              char *full = xmalloc (strlen (found->name)
                                    + strlen (name + len) + 3);
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
      case 'b': settings.binary = 1; break;
      case 'c': settings.do_check = true; break;
      case 't': settings.binary = 0; break;
      case 'z': settings.digest_delim = '\0'; break;
      case 'w':
        settings.warn = true;
        settings.quiet = false;
        settings.status_only = false;
        break;
      case QUIET_OPTION:
        settings.quiet = true;
        settings.warn = false;
        settings.status_only = false;
        break;
      case STATUS_OPTION:
        settings.status_only = true;
        settings.warn = false;
        settings.quiet = false;
        break;
      case STRICT_OPTION: settings.strict = true; break;
      case IGNORE_MISSING_OPTION: settings.ignore_missing = true; break;
      case TAG_OPTION:
        settings.prefix_tag = true;
        settings.binary = 1;
        break;
      case DEBUG_OPTION: settings.debug = true; break;
      case RECURSIVE_OPTION: settings.recursive = true; break;
      case DEREFERENCE_OPTION: settings.dereference = true; break;
      case PROGRESS_OPTION: settings.progress = true; break;
      case 'a':
        {
          size_t k;
          for (k = 0; k < sizeof algorithms / sizeof *algorithms; k++)
            if (STREQ (optarg, algorithms[k]->name)
                && TAKES_ALGORITHM (algorithms[k]))
              break;
          if (k == sizeof algorithms / sizeof *algorithms)
            invalid_algorithm (optarg);
#if HASH_ALGO_BT2
          tree_algorithm = algorithms[k];
#else
          settings.ops = algorithms[k];
          algorithm_given = true;
#endif
        }
        break;
#if HASH_ALGO_BLAKE2B
      case MMAP_OPTION: settings.mmap_policy = MMAP_ALWAYS; break;
      case KEY_FILE_OPTION: read_key_file (optarg); break;
      case SALT_OPTION:
        salt_len = parse_hex_param (optarg, "salt", settings.params.salt,
                                    sizeof settings.params.salt);
        param_option = "--salt";
        break;
      case PERSONAL_OPTION:
        personal_len = parse_hex_param (optarg, "personalization",
                                        settings.params.personal,
                                        sizeof settings.params.personal);
        param_option = "--personal";
        break;
      case FANOUT_OPTION:
        settings.params.fanout = parse_number (optarg, "fanout", 255, NULL);
        param_option = "--fanout";
        break;
      case MAX_DEPTH_OPTION:
        settings.params.depth = parse_number (optarg, "maximal depth", 255,
                                              NULL);
        if (settings.params.depth == 0)
          error (EXIT_FAILURE, 0, _("invalid maximal depth: %s"),
                 quote (optarg));
        param_option = "--max-depth";
        break;
      case LEAF_LENGTH_OPTION:
        settings.params.leaf_length = parse_number (optarg, "leaf length",
                                                    UINT32_MAX, NULL);
        param_option = "--leaf-length";
        break;
      case NODE_OFFSET_OPTION:
        settings.params.node_offset = parse_number (optarg, "node offset",
                                                    UINT64_MAX, NULL);
        node_offset_arg = optarg;
        param_option = "--node-offset";
        break;
      case NODE_DEPTH_OPTION:
        settings.params.node_depth = parse_number (optarg, "node depth", 255,
                                                   NULL);
        param_option = "--node-depth";
        break;
      case INNER_LENGTH_OPTION:
        settings.params.inner_length = parse_number (optarg, "inner length",
                                                     64, NULL);
        inner_length_arg = optarg;
        param_option = "--inner-length";
        break;
      case LAST_NODE_OPTION:
        settings.params.last_node = true;
        param_option = "--last-node";
        break;
#else
      case LEAF_SIZE_OPTION:
        {
          uintmax_t n;
          strtol_error e = xstrtoumax (optarg, NULL, 10, &n, "kKmMgG");
          if (e != LONGINT_OK || n == 0 || UINT32_MAX < n)
            error (EXIT_FAILURE, e == LONGINT_OVERFLOW ? EOVERFLOW : 0,
                   _("invalid leaf size: %s (1 to %ju bytes)"),
                   quote (optarg), (uintmax_t) UINT32_MAX);
          leaf_size = n;
        }
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
#endif
      case NUM_THREADS_OPTION:
        settings.num_threads = parse_number (optarg, "number of threads",
                                             SIZE_MAX, NULL);
        break;
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
  struct digest_ops const *named = settings.ops;
#endif
  settings.max_bits = named->max_outlen * 8;
  if (bits > settings.max_bits)
    {
      error (0, 0, _("invalid length: %s"), quote (bits_arg));
      error (EXIT_FAILURE, 0, _("maximum digest length for %s is %u bits"),
             quote (named->tag), settings.max_bits);
    }
  settings.params.outlen = (bits ? bits : settings.max_bits) / 8;

  if (settings.prefix_tag && !settings.binary)
    usage_error (_("--tag does not support --text mode"));
  if (settings.digest_delim != '\n' && settings.do_check)
    usage_error (_("the --zero option is not supported when verifying checksums"));
  if (settings.prefix_tag && settings.do_check)
    usage_error (_("the --tag option is meaningless when verifying checksums"));
  if (settings.recursive && settings.do_check)
    usage_error (_("the --recursive option is meaningless when verifying checksums"));
  if (settings.dereference && !settings.recursive)
    usage_error (_("the --dereference option is meaningful only with --recursive"));
  if (0 <= settings.binary && settings.do_check)
    usage_error (_("the --binary and --text options are meaningless when verifying checksums"));
  if (settings.ignore_missing && !settings.do_check)
    usage_error (_("the --ignore-missing option is meaningful only when verifying checksums"));
  if (settings.status_only && !settings.do_check)
    usage_error (_("the --status option is meaningful only when verifying checksums"));
  if (settings.warn && !settings.do_check)
    usage_error (_("the --warn option is meaningful only when verifying checksums"));
  if (settings.quiet && !settings.do_check)
    usage_error (_("the --quiet option is meaningful only when verifying checksums"));
  if (settings.strict && !settings.do_check)
    usage_error (_("the --strict option is meaningful only when verifying checksums"));

#if HASH_ALGO_BLAKE2B
  check_params (settings.ops);
#else
  if (!depth_given && fanout != 0)
    max_depth = 255;
  if (fanout == 0 ? max_depth != 2 : max_depth < 2)
    error (EXIT_FAILURE, 0, _("invalid maximal depth: %ju (fanout 0 needs 2;"
                              " other fanouts 2 to 255)"), max_depth);
  settings.params.tree.algo = tree_algorithm->tree_algo;
  settings.params.tree.leaf_length = leaf_size;
  settings.params.tree.fanout = fanout;
  settings.params.tree.max_depth = max_depth;
#endif
}

static void
report_file_problem (char const *file, char const *text)
{
  error (0, 0, "%s: %s", quotef (file), text);
}

static void
report_file_error (char const *file, enum hash_status status, int err)
{
  report_file_problem (file, hash_error_text (status, err));
}

/* coreutils 9.1 reports a write error only at exit, through
   close_stdout, after every file has been hashed or checked: with a
   long list, or a list that never ends, that is long or never.  Stop
   at the first failed line instead, as coreutils does since 9.10, and
   let close_stdout give 9.1's message ("write error") and status.  */
static void
check_stdout (void)
{
  if (ferror (stdout))
    exit (EXIT_FAILURE);
}

static char const key_on_stdin_text[] = N_("standard input holds the key");

static bool
check_list (char const *list)
{
  struct gnu_check_options o =
    {
      .ops = settings.ops,
      .params = settings.params,
      .max_bits = settings.max_bits,
      .mmap = settings.mmap_policy,
      .quiet = settings.quiet,
      .status_only = settings.status_only,
      .warn = settings.warn,
      .strict = settings.strict,
      .ignore_missing = settings.ignore_missing,
      .key_from_stdin = settings.key_from_stdin,
      .key_on_stdin_text = _(key_on_stdin_text),
      .check_stdout = check_stdout,
    };
#if HASH_ALGO_BLAKE2B
  if (!algorithm_given)
    {
      o.algorithms = algorithms;
      o.n_algorithms = sizeof algorithms / sizeof *algorithms;
    }
  o.params_misfit = params_misfit;
#endif
  return gnu_check_list (list, &o);
}

/* Standard input is closed here rather than by close_stdout, as
   coreutils 9.1 does, so that an error closing it after it was read
   fails the run.  */
static void
finish_run (void)
{
  if (hash_read_stdin && fclose (stdin) == EOF)
    error (EXIT_FAILURE, errno, _("standard input"));
}

/* Every operand is hashed (no run_command), and names are shown as
   given (no name_for_output).  */
struct front_end const front_end =
  {
    .parse_options = parse_options,
    .check_list = check_list,
    .report_file_error = report_file_error,
    .report_file_problem = report_file_problem,
    .key_on_stdin_text = key_on_stdin_text,
    .check_stdout = check_stdout,
    .finish_run = finish_run,
  };
