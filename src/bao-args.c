/* bao-args.c -- the command line of bao, as the bao tool's (0.13.1)

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

/* The bao front-end: docopt's parsing of bao's usage text, its
   messages and exit codes, and how bao hash shows names and errors.
   bao hash runs through main's loop over the operands; the other
   subcommands run from run_command, in bao-commands.c.  */

#include <config.h>

#include <limits.h>
#include <signal.h>
#include <stdarg.h>
#include <unistd.h>

#include "system.h"
#include "args.h"
#include "attribute.h"
#include "bao-commands.h"
#include "bao/bao.h"
#include "names.h"
#include "rust-u64.h"
#include "settings.h"
#include "xalloc.h"

#if !HASH_ALGO_BAO
# error "bao-args.c is the front-end of bao only."
#endif

/* The usage text of bao 0.13.1, with our --progress and
   --chunk-group-log.  docopt prints it for --help and after every usage
   error.  */
static char const usage_text[] = "\
Usage: bao hash [<inputs>...] [--progress]\n\
       bao encode <input> (<output> | --outboard=<file>)\
 [--chunk-group-log=<n>]\n\
       bao decode <hash> [<input>] [<output>] [--outboard=<file>]\
 [--start=<offset>] [--count=<count>] [--chunk-group-log=<n>]\n\
       bao slice <start> <count> [<input>] [<output>] [--outboard=<file>]\
 [--chunk-group-log=<n>]\n\
       bao decode-slice <hash> <start> <count> [<input>] [<output>]\
 [--chunk-group-log=<n>]\n\
       bao (--help | --version)\n";

/* What --version prints: the version of the bao whose command line
   this is first, as bao 0.13.1 prints it alone, for the scripts that
   read it; then which build of which package answers.  */
static char const version_line[] = "0.13.1 (" PACKAGE_NAME " "
  PACKAGE_VERSION ")";

/* The flags the usage text names, in its order, which is also the
   order in which a misspelt flag's suggestion is chosen.  There are no
   short flags.  */
enum bao_flag
{
  FLAG_PROGRESS, FLAG_OUTBOARD, FLAG_START, FLAG_COUNT, FLAG_GROUP_LOG,
  FLAG_HELP, FLAG_VERSION, N_FLAGS
};

static struct
{
  char const *name;
  bool takes_value;
} const flags[N_FLAGS] =
{
  [FLAG_PROGRESS] = { "--progress", false },
  [FLAG_OUTBOARD] = { "--outboard", true },
  [FLAG_START] = { "--start", true },
  [FLAG_COUNT] = { "--count", true },
  [FLAG_GROUP_LOG] = { "--chunk-group-log", true },
  [FLAG_HELP] = { "--help", false },
  [FLAG_VERSION] = { "--version", false },
};

/* Each subcommand: its word, how many positionals follow it, and the
   flags it takes.  */
static struct
{
  char const *word;
  int min_args, max_args;
  unsigned int flags;
} const commands[] =
{
  [BAO_CMD_HASH] = { "hash", 0, INT_MAX, 1u << FLAG_PROGRESS },
  [BAO_CMD_ENCODE] = { "encode", 1, 2,
                       1u << FLAG_OUTBOARD | 1u << FLAG_GROUP_LOG },
  [BAO_CMD_DECODE] = { "decode", 1, 3,
                       (1u << FLAG_OUTBOARD | 1u << FLAG_START
                        | 1u << FLAG_COUNT | 1u << FLAG_GROUP_LOG) },
  [BAO_CMD_SLICE] = { "slice", 2, 4,
                      1u << FLAG_OUTBOARD | 1u << FLAG_GROUP_LOG },
  [BAO_CMD_DECODE_SLICE] = { "decode-slice", 3, 5, 1u << FLAG_GROUP_LOG },
};

/* The command line, once parsed.  */
static struct bao_command command;

/* bao hash with no operand reads standard input, and then reports an
   error as the other subcommands do.  */
static bool hash_stdin_only;

/* Report a usage error as docopt does: the message, the usage text,
   exit status 1.  */
_Noreturn static void
usage_error (char const *format, ...)
{
  va_list ap;
  va_start (ap, format);
  fflush (stdout);
  vfprintf (stderr, format, ap);
  va_end (ap);
  fprintf (stderr, "\n\n%s", usage_text);
  exit (EXIT_FAILURE);
}

_Noreturn static void
invalid_arguments (void)
{
  usage_error ("Invalid arguments.");
}

/* The Levenshtein distance between A and B, which are short.  */
static size_t
edit_distance (char const *a, char const *b)
{
  size_t lb = strlen (b);
  size_t *row = xnmalloc (lb + 1, sizeof *row);
  for (size_t j = 0; j <= lb; j++)
    row[j] = j;
  for (size_t i = 1; a[i - 1]; i++)
    {
      size_t diag = row[0];
      row[0] = i;
      for (size_t j = 1; j <= lb; j++)
        {
          size_t up = row[j];
          size_t best = diag + (a[i - 1] != b[j - 1]);
          if (up + 1 < best)
            best = up + 1;
          if (row[j - 1] + 1 < best)
            best = row[j - 1] + 1;
          row[j] = best;
          diag = up;
        }
    }
  size_t d = row[lb];
  free (row);
  return d;
}

_Noreturn static void
unknown_flag (char const *flag)
{
  int best = -1;
  size_t best_distance = 3;     /* docopt suggests within distance 2 */
  for (int i = 0; i < N_FLAGS; i++)
    {
      size_t d = edit_distance (flag, flags[i].name);
      if (d < best_distance)
        best = i, best_distance = d;
    }
  if (best < 0)
    usage_error ("Unknown flag: '%s'", flag);
  usage_error ("Unknown flag: '%s'. Did you mean '%s'?", flag,
               flags[best].name);
}

/* Parse ARG, the value of <start>, <count>, --start or --count (NAME),
   as docopt's deserializer does: Rust's u64 parser (an optional '+',
   decimal digits, no overflow), except that a blank value is 0.  */
static uint64_t
parse_u64 (char const *arg, char const *name)
{
  char const *p = arg;
  while (*p == ' ' || ('\t' <= *p && *p <= '\r'))
    p++;
  if (!*p)
    return 0;
  uint64_t n;
  if (rust_parse_u64 (arg, &n))
    {
      fflush (stdout);
      fprintf (stderr, "Could not deserialize '%s' to u64 for '%s'.\n",
               arg, name);
      exit (EXIT_FAILURE);
    }
  return n;
}

/* --chunk-group-log: our own option, so our own message.  */
static unsigned int
parse_group_log (char const *arg)
{
  uint64_t n = parse_u64 (arg, "--chunk-group-log");
  if (BAO_MAX_GROUP_LOG < n)
    {
      fflush (stdout);
      fprintf (stderr, "Error: --chunk-group-log must be from 0 to %d,"
               " not %ju\n", BAO_MAX_GROUP_LOG, (uintmax_t) n);
      exit (EXIT_FAILURE);
    }
  return n;
}

static void finish_run (void);

static void
parse_options (int argc, char **argv)
{
  /* Like every Rust program, bao ignores SIGPIPE: a write to a closed
     pipe fails with EPIPE, which each subcommand handles its way.  */
  signal (SIGPIPE, SIG_IGN);

  char const *values[N_FLAGS] = { NULL };
  int seen[N_FLAGS] = { 0 };
  /* The positionals, moved to the end of ARGV in their order.  */
  char **positionals = xnmalloc (argc, sizeof *positionals);
  int n_pos = 0;

  /* docopt first splits the arguments into flags and positionals, in
     one pass that stops at the first bad flag.  */
  bool options_end = false;
  for (int i = 1; i < argc; i++)
    {
      char *arg = argv[i];
      if (options_end || arg[0] != '-' || !arg[1])
        {
          positionals[n_pos++] = arg;
          continue;
        }
      if (STREQ (arg, "--"))
        {
          options_end = true;
          continue;
        }
      if (arg[1] != '-')
        {
          /* bao has no short flags: "-x" and "-1" are unknown.  */
          char shown[3] = { '-', arg[1], '\0' };
          unknown_flag (shown);
        }

      /* The flag's name ends at an '=', which ARG may spare.  */
      size_t len = strcspn (arg, "=");
      char const *value = arg[len] == '=' ? arg + len + 1 : NULL;
      char *name = arg;
      arg[len] = '\0';
      int f;
      for (f = 0; f < N_FLAGS; f++)
        if (STREQ (name, flags[f].name))
          break;
      if (f == N_FLAGS)
        unknown_flag (name);
      if (!flags[f].takes_value && value)
        usage_error ("Flag '%s' cannot have an argument, but found '%s'.",
                     name, value);
      if (flags[f].takes_value && !value)
        {
          /* The next argument is the value, whatever it looks like.  */
          if (i + 1 == argc)
            usage_error ("Expected argument for flag '%s' but reached end"
                         " of arguments.", name);
          value = argv[++i];
        }
      seen[f]++;
      values[f] = value;
    }

  /* Then it matches them against the usage patterns.  Each flag
     appears at most once in a pattern.  */
  for (int f = 0; f < N_FLAGS; f++)
    if (1 < seen[f])
      invalid_arguments ();
  if (n_pos == 0)
    {
      if (seen[FLAG_HELP] + seen[FLAG_VERSION] != 1
          || seen[FLAG_OUTBOARD] || seen[FLAG_START] || seen[FLAG_COUNT]
          || seen[FLAG_GROUP_LOG] || seen[FLAG_PROGRESS])
        invalid_arguments ();
      if (seen[FLAG_HELP])
        fputs (usage_text, stdout);
      else
        puts (version_line);
      finish_run ();
      exit (EXIT_SUCCESS);
    }
  int cmd;
  for (cmd = 0; cmd < (int) (sizeof commands / sizeof *commands); cmd++)
    if (STREQ (positionals[0], commands[cmd].word))
      break;
  if (cmd == sizeof commands / sizeof *commands)
    invalid_arguments ();
  for (int f = 0; f < N_FLAGS; f++)
    if (seen[f] && !(commands[cmd].flags & 1u << f))
      invalid_arguments ();
  char **args = positionals + 1;
  int n_args = n_pos - 1;
  int max_args = commands[cmd].max_args;
  /* encode's <output> and --outboard exclude each other, and one of
     them is required.  */
  if (cmd == BAO_CMD_ENCODE && seen[FLAG_OUTBOARD])
    max_args = 1;
  int min_args = cmd == BAO_CMD_ENCODE ? max_args : commands[cmd].min_args;
  if (n_args < min_args || max_args < n_args)
    invalid_arguments ();

  command.name = cmd;
  command.outboard = values[FLAG_OUTBOARD];
  char **files = args;
  switch (cmd)
    {
    case BAO_CMD_DECODE:
      command.hash = args[0];
      files = args + 1;
      if (values[FLAG_START])
        {
          command.has_start = true;
          command.start = parse_u64 (values[FLAG_START], "--start");
        }
      if (values[FLAG_COUNT])
        {
          command.has_count = true;
          command.count = parse_u64 (values[FLAG_COUNT], "--count");
        }
      break;
    case BAO_CMD_DECODE_SLICE:
      command.hash = args[0];
      args++;
      FALLTHROUGH;
    case BAO_CMD_SLICE:
      command.start = parse_u64 (args[0], "<start>");
      command.has_count = true;
      command.count = parse_u64 (args[1], "<count>");
      files = args + 2;
      break;
    default:
      break;
    }
  int n_files = n_args - (files - (positionals + 1));
  command.has_group_log = values[FLAG_GROUP_LOG] != NULL;
  if (command.has_group_log)
    command.group_log = parse_group_log (values[FLAG_GROUP_LOG]);
  settings.progress = seen[FLAG_PROGRESS];
  if (cmd != BAO_CMD_HASH)
    {
      command.input = 0 < n_files ? files[0] : NULL;
      command.output = 1 < n_files ? files[1] : NULL;
    }

  /* bao hash: plain BLAKE3, a name only when there are several.  */
  settings.params.outlen = BLAKE3_OUT_LEN;
  settings.no_names = n_args <= 1;
  settings.unescaped_names = true;
  hash_stdin_only = n_args == 0;

  /* Hand hash's operands to main as getopt would.  */
  if (cmd == BAO_CMD_HASH)
    memcpy (argv + argc - n_args, args, n_args * sizeof *args);
  optind = argc - (cmd == BAO_CMD_HASH ? n_args : 0);
  free (positionals);
}

static bool
run_command (struct workers *pool, int *status)
{
  if (command.name == BAO_CMD_HASH)
    return false;
  *status = bao_run_command (&command, pool);
  return true;
}

/* Report the failed write to standard output, with errno value ERR,
   and end.  _exit, since close_stdout would report it once more: no
   other exit handler has work to do in bao.  */
_Noreturn static void
write_failed (int err)
{
  fprintf (stderr, "Error: %s\n", bao_os_error_text (err));
  _exit (EXIT_FAILURE);
}

/* The official bao panics on a failed write to standard output; we
   stop at once with the reason, in the style of its other errors.  */
static void
check_stdout (void)
{
  if (ferror (stdout))
    write_failed (errno);
}

/* bao hash prints a file's error on standard output, among the hashes,
   and goes on; with no operand it fails as the other subcommands do.  */
static void
report_file_problem (char const *file, char const *text)
{
  if (hash_stdin_only)
    {
      fflush (stdout);
      fprintf (stderr, "Error: %s\n", text);
      return;
    }
  char *shown = utf8_lossy (file);
  printf ("bao: %s: %s\n", shown, text);
  free (shown);
  check_stdout ();
}

/* A system error is shown as Rust shows it, as in b3sum.  */
static void
report_file_error (char const *file, enum hash_status status, int err)
{
  report_file_problem (file, hash_error_text_rust (status, err));
}

static char *
name_for_output (char const *file)
{
  return utf8_lossy (file);
}

/* Flush here, so that a last failed write is reported as the others
   are, not by close_stdout.  */
static void
finish_run (void)
{
  if (fflush (stdout) != 0 || ferror (stdout))
    write_failed (errno);
}

/* bao has no --check (no check_list) and reads no key (no
   key_on_stdin_text).  */
struct front_end const front_end =
  {
    .parse_options = parse_options,
    .run_command = run_command,
    .report_file_error = report_file_error,
    .report_file_problem = report_file_problem,
    .name_for_output = name_for_output,
    .check_stdout = check_stdout,
    .finish_run = finish_run,
    .rust_runtime = true,
  };
