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
   coreutils lacks that b2sum and bt2sum share.  It is built once for
   b2sum and once for bt2sum, with the program's -DHASH_ALGO_... flag,
   like sum.c; each program's own options come from its own file
   (b2sum-args.c, bt2sum-args.c) through gnu_program (gnu-args.h).  */

#include <config.h>

#include <getopt.h>
#include <inttypes.h>
#include <limits.h>
#include <unistd.h>

#include "system.h"
#include "args.h"
#include "core/cpu.h"
#include "digest.h"
#include "gnu-args.h"
#include "gnu-check.h"
#include "hashfile.h"
#include "settings.h"
#include "progname.h"
#include "quote.h"
#include "verify.h"
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
  NUM_THREADS_OPTION,
  RECURSIVE_OPTION,
  DEREFERENCE_OPTION,
  PROGRESS_OPTION,
  /* The program's own come from GNU_PROGRAM_OPTION on.  */
  N_SHARED_OPTION_VALUES
};
verify ((int) N_SHARED_OPTION_VALUES <= (int) GNU_PROGRAM_OPTION);

/* -a's algorithm: the first of gnu_program.algorithms unless -a
   names another.  */
static struct digest_ops const *algorithm;
/* Whether -a was given: if not, b2sum's --check takes the algorithm of
   each tagged line from its tag.  */
static bool algorithm_given;

/* The first options are coreutils' own, in coreutils' order, which
   getopt follows when it lists the possibilities of an ambiguous
   abbreviation.  After them come ours: -a and --debug, the program's
   own (gnu_program.options), then the shared tail, whose options from
   --recursive on came after our first release (first_late_option).  */
enum { N_COREUTILS_OPTIONS = 13 };
static struct option const shared_head[] =
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
};
static struct option const shared_tail[] =
{
  { "num-threads", required_argument, NULL, NUM_THREADS_OPTION },
  { "recursive", no_argument, NULL, RECURSIVE_OPTION },
  { "dereference", no_argument, NULL, DEREFERENCE_OPTION },
  { "progress", no_argument, NULL, PROGRESS_OPTION },
  { NULL, 0, NULL, 0 }
};

/* The whole table that getopt_long reads, put together by
   make_long_options.  A static array, not an allocation, so that the
   run makes the same calls as before the program's options were
   split out (the fault tests count allocations).  */
enum { MAX_LONG_OPTIONS = 48 };
static struct option long_options[MAX_LONG_OPTIONS];

static void
make_long_options (void)
{
  size_t n_head = sizeof shared_head / sizeof *shared_head;
  size_t n_tail = sizeof shared_tail / sizeof *shared_tail;
  size_t n_own = 0;
  while (gnu_program.options[n_own].name)
    n_own++;
  /* A program with more options needs a larger MAX_LONG_OPTIONS.  */
  if (MAX_LONG_OPTIONS < n_head + n_own + n_tail)
    abort ();
  memcpy (long_options, shared_head, sizeof shared_head);
  memcpy (long_options + n_head, gnu_program.options,
          n_own * sizeof *long_options);
  memcpy (long_options + n_head + n_own, shared_tail, sizeof shared_tail);
}

_Noreturn static void
usage (int status)
{
  if (status != EXIT_SUCCESS)
    {
      fprintf (stderr, _("Try '%s --help' for more information.\n"),
               program_name);
      exit (status);
    }
  /* Each message of coreutils' b2sum's help is printed here as a
     message of its own, as there, so that coreutils' catalog translates
     it (system.h).  */
  printf (_("Usage: %s [OPTION]... [FILE]...\n"), program_name);
  if (gnu_program.summary)
    fputs (_(gnu_program.summary), stdout);
  else
    printf (_("Print or check %s (%d-bit) checksums.\n"), "BLAKE2b", 512);
  fputs (_("\n\
With no FILE, or when FILE is -, read standard input.\n\
"), stdout);
  fputs (_("\n\
Mandatory arguments to long options are mandatory for short options too.\n\
"), stdout);
  fputs (_("  -b, --binary          read in binary mode\n"), stdout);
  fputs (_("\
  -c, --check           read checksums from the FILEs and check them\n\
"), stdout);
  fputs (_("\
  -l, --length=BITS     digest length in bits; must not exceed the max for\n\
                          the blake2 algorithm and must be a multiple of 8\n\
"), stdout);
  fputs (_("      --tag             create a BSD-style checksum\n"), stdout);
  fputs (_("  -t, --text            read in text mode (default)\n"), stdout);
  fputs (_("\
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
  fputs (_(gnu_program.options_help), stdout);
  fputs (_("\
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
"), stdout);
  fputs (_(gnu_program.notes_help), stdout);
  fputs (_("      --help        display this help and exit\n"), stdout);
  fputs (_("      --version     output version information and exit\n"),
         stdout);
  printf (_("\nThe sums are computed as described in %s.\n"), "RFC 7693");
  fputs (_("\
When checking, the input should be a former output of this program.\n\
The default mode is to print a line with: checksum, a space,\n\
a character indicating input mode ('*' for binary, ' ' for text\n\
or where binary is insignificant), and name for each FILE.\n\
\n\
Note: There is no difference between binary mode and text mode on GNU systems.\n\
"), stdout);
  printf (_("\
The environment variable BLAKESUM_ISA (%s)\n\
caps the instruction set used; BLAKESUM_MAPPING (probe, map or read)\n\
chooses whether large files are mapped or read.\n\
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

uintmax_t
gnu_parse_number (char const *arg, char const *what, uintmax_t max,
                  char const *suffixes)
{
  uintmax_t n;
  strtol_error e = xstrtoumax (arg, NULL, 10, &n, suffixes ? suffixes : "");
  if (e != LONGINT_OK || max < n)
    error (EXIT_FAILURE, e == LONGINT_OVERFLOW ? EOVERFLOW : 0,
           _("invalid %s: %s"), what, quote (arg));
  return n;
}

uintmax_t
gnu_parse_field (char const *arg, char const *what, uintmax_t min,
                 uintmax_t max)
{
  uintmax_t n;
  strtol_error e = xstrtoumax (arg, NULL, 10, &n, "");
  if (e != LONGINT_OK || n < min || max < n)
    error (EXIT_FAILURE, e == LONGINT_OVERFLOW ? EOVERFLOW : 0,
           _("invalid %s: %s (%ju to %ju)"), what, quote (arg), min, max);
  return n;
}

/* Report that NAME is no algorithm of -a, and list those that are, in
   the words of gnulib's argmatch, as coreutils' cksum -a does.  */
_Noreturn static void
invalid_algorithm (char const *name)
{
  error (0, 0, _("invalid argument %s for %s"), quote_n (0, name),
         quote_n (1, "--algorithm"));
  fputs (_("Valid arguments are:"), stderr);
  for (size_t k = 0; k < gnu_program.n_algorithms; k++)
    fprintf (stderr, "\n  - %s", quote (gnu_program.algorithms[k]->name));
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
              /* getopt's words, and so the C library's catalog's.  */
              fprintf (stderr,
                       dgettext ("libc", "%s: option '%s%s' is ambiguous;"
                                 " possibilities:"),
                       program_name, "--", arg + 2);
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

  algorithm = gnu_program.algorithms[0];
  make_long_options ();
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
          for (k = 0; k < gnu_program.n_algorithms; k++)
            if (STREQ (optarg, gnu_program.algorithms[k]->name))
              break;
          if (k == gnu_program.n_algorithms)
            invalid_algorithm (optarg);
          algorithm = gnu_program.algorithms[k];
          algorithm_given = true;
        }
        break;
      case NUM_THREADS_OPTION:
        settings.num_threads = gnu_parse_number (optarg, "number of threads",
                                                 SIZE_MAX, NULL);
        break;
      case HELP_OPTION: usage (EXIT_SUCCESS);
      case VERSION_OPTION:
        version_etc (stdout, PROGRAM_NAME, PACKAGE_NAME, PACKAGE_VERSION,
                     AUTHORS, (char *) NULL);
        exit (EXIT_SUCCESS);
      default:
        if (c < GNU_PROGRAM_OPTION)
          usage (EXIT_FAILURE);
        gnu_program.parse_option (c, optarg);
        break;
      }

  settings.max_bits = algorithm->max_outlen * 8;
  if (bits > settings.max_bits)
    {
      error (0, 0, _("invalid length: %s"), quote (bits_arg));
      /* %d, as coreutils has it, so that its catalog has the message.  */
      error (EXIT_FAILURE, 0, _("maximum digest length for %s is %d bits"),
             quote (algorithm->tag), (int) settings.max_bits);
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

  gnu_program.finish (algorithm);
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
      .pool = hash_used_workers (),
      .quiet = settings.quiet,
      .status_only = settings.status_only,
      .warn = settings.warn,
      .strict = settings.strict,
      .ignore_missing = settings.ignore_missing,
      .key_from_stdin = settings.key_from_stdin,
      .key_on_stdin_text = _(key_on_stdin_text),
      .check_stdout = check_stdout,
    };
  if (gnu_program.check_takes_tag_algorithm && !algorithm_given)
    {
      o.algorithms = gnu_program.algorithms;
      o.n_algorithms = gnu_program.n_algorithms;
    }
  o.params_misfit = gnu_program.params_misfit;
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
