/* b2sum-args.c -- b2sum's options that coreutils' b2sum lacks

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

/* b2sum's own options: -a over the four BLAKE2 algorithms, the key,
   salt and personalization, the fields of the parameter block, and
   --mmap.  They reach gnu-args.c, which parses coreutils' options,
   through the descriptor gnu_program (gnu-args.h).  */

#include <config.h>

#include <fcntl.h>
#include <stdarg.h>
#include <unistd.h>

#include "system.h"
#include "c-ctype.h"
#include "digest.h"
/* A key file opened while standard input is closed must not take
   descriptor 0, which the operand "-" names: open is open_safer.  */
#include "fcntl--.h"
#include "gnu-args.h"
#include "core/hex.h"
#include "settings.h"
#include "quote.h"
#include "xalloc.h"

#if !HASH_ALGO_BLAKE2B
# error "b2sum-args.c is part of b2sum only."
#endif

enum
{
  MMAP_OPTION = GNU_PROGRAM_OPTION,
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
};

/* In the order of our first release, in which getopt_long lists the
   possibilities of an ambiguous abbreviation.  */
static struct option const options[] =
{
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
  { NULL, 0, NULL, 0 }
};

static struct digest_ops const *const algorithms[] =
{
  &blake2b_digest_ops, &blake2bp_digest_ops,
  &blake2s_digest_ops, &blake2sp_digest_ops,
};

/* The last option given that only BLAKE2b and BLAKE2s take, or NULL.  */
static char const *param_option;

/* The byte counts of --salt and --personal, which BLAKE2s limits, and
   the last values given.  */
static size_t salt_len, personal_len;
static char const *salt_arg, *personal_arg;

/* Parse the hex string ARG of at most MAX bytes into BUF (zero-padded),
   and return its length in bytes.  The message names the first thing
   wrong: a digit count that is odd, then a character that is no hex
   digit, then the length.  */
static size_t
parse_hex_param (char const *arg, char const *what, uint8_t *buf, size_t max)
{
  size_t len = strlen (arg);
  if (len % 2 != 0)
    error (EXIT_FAILURE, 0, _("invalid %s: %s (an odd number of hex digits,"
                              " not whole bytes)"), what, quote (arg));
  for (size_t i = 0; i < len; i++)
    if (!c_isxdigit (arg[i]))
      error (EXIT_FAILURE, 0, _("invalid %s: %s (not hex digits)"),
             what, quote (arg));
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
  if (ops->salt_len < salt_len)
    return new_message (_("invalid --salt for %s: %s (at most %zu bytes)"),
                        ops->tag, quote (salt_arg), ops->salt_len);
  if (ops->personal_len < personal_len)
    return new_message (_("invalid --personal for %s: %s (at most %zu"
                          " bytes)"), ops->tag, quote (personal_arg),
                        ops->personal_len);
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

static void
parse_option (int c, char const *arg)
{
  switch (c)
    {
    case MMAP_OPTION: settings.mmap_policy = MMAP_ALWAYS; break;
    case KEY_FILE_OPTION: read_key_file (arg); break;
    case SALT_OPTION:
      salt_len = parse_hex_param (arg, "salt", settings.params.salt,
                                  sizeof settings.params.salt);
      salt_arg = arg;
      param_option = "--salt";
      break;
    case PERSONAL_OPTION:
      personal_len = parse_hex_param (arg, "personalization",
                                      settings.params.personal,
                                      sizeof settings.params.personal);
      personal_arg = arg;
      param_option = "--personal";
      break;
    case FANOUT_OPTION:
      settings.params.fanout = gnu_parse_field (arg, "fanout", 0, 255);
      param_option = "--fanout";
      break;
    case MAX_DEPTH_OPTION:
      settings.params.depth = gnu_parse_field (arg, "maximal depth", 1, 255);
      param_option = "--max-depth";
      break;
    case LEAF_LENGTH_OPTION:
      settings.params.leaf_length = gnu_parse_field (arg, "leaf length", 0,
                                                     UINT32_MAX);
      param_option = "--leaf-length";
      break;
    case NODE_OFFSET_OPTION:
      settings.params.node_offset = gnu_parse_field (arg, "node offset", 0,
                                                     UINT64_MAX);
      node_offset_arg = arg;
      param_option = "--node-offset";
      break;
    case NODE_DEPTH_OPTION:
      settings.params.node_depth = gnu_parse_field (arg, "node depth", 0,
                                                    255);
      param_option = "--node-depth";
      break;
    case INNER_LENGTH_OPTION:
      settings.params.inner_length = gnu_parse_field (arg, "inner length", 0,
                                                      64);
      inner_length_arg = arg;
      param_option = "--inner-length";
      break;
    case LAST_NODE_OPTION:
      settings.params.last_node = true;
      param_option = "--last-node";
      break;
    }
}

/* -a chooses the hash itself.  */
static void
finish (struct digest_ops const *algorithm)
{
  settings.ops = algorithm;
  check_params (settings.ops);
}

struct gnu_program const gnu_program =
  {
    .summary = NULL,
    .options_help = N_("\
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
                          (AVX2 or Intel AVX-512: two each on two, both read)\n\
"),
    .notes_help = N_("\
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
"),
    .algorithms = algorithms,
    .n_algorithms = sizeof algorithms / sizeof *algorithms,
    .check_takes_tag_algorithm = true,
    .options = options,
    .parse_option = parse_option,
    .finish = finish,
    .params_misfit = params_misfit,
  };
