/* b3-args.c -- the command line of b3sum, as the official b3sum's

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

/* The b3sum front-end: the official b3sum's (1.8) options, usage,
   messages and exit codes, and how it shows file names.  */

#include <config.h>

#include <limits.h>
#include <stdarg.h>
#include <unistd.h>

#include "system.h"
#include "args.h"
#include "b3-check.h"
#include "core/cpu.h"
#include "digest.h"
#include "hashfile.h"
#include "jaro.h"
#include "names.h"
#include "progname.h"
#include "rust-error.h"
#include "rust-u64.h"
#include "settings.h"
#include "walk.h"
#include "xalloc.h"

#if GNU_FRONT_END
# error "b3-args.c is the front-end of b3sum only."
#endif

/* The name clap gives the program in usage lines: argv[0]'s base.  */
static char const *usage_name;

/* b3sum's options.  clap, not getopt, defines how they are parsed, so
   they are parsed here by hand: no abbreviations, an option given twice
   is an error, a value that looks like an option is not taken as one,
   and the messages and exit status 2 are clap's.  They are listed in
   the order --help shows them.  */
enum b3_option
{
  OPT_KEYED, OPT_DERIVE_KEY, OPT_LENGTH, OPT_SEEK, OPT_NUM_THREADS,
  OPT_NO_MMAP, OPT_NO_NAMES, OPT_RAW, OPT_TAG, OPT_ZERO, OPT_RECURSIVE,
  OPT_DEREFERENCE, OPT_PROGRESS, OPT_CHECK,
  OPT_QUIET, OPT_DEBUG, OPT_HELP, OPT_VERSION, N_B3_OPTIONS
};

struct b3_option_info
{
  char const *name;             /* long name */
  char short_name;              /* or 0 */
  char const *value_name;       /* NULL for a flag */
  char const *help;             /* its line in -h */
  char const *more;             /* the paragraphs --help adds, or NULL */
  char const *default_value;    /* shown as "[default: ...]", or NULL */
};

/* The texts are those of b3sum 1.8.6, whose doc comments clap turns
   into a one-line help and, after a blank line, a long one; those of
   our options, and of --no-mmap, which threads do not leave, are
   ours.  */
static struct b3_option_info const b3_options[N_B3_OPTIONS] =
{
  [OPT_KEYED] = { "keyed", 0, NULL,
    N_("Use the keyed mode, reading the 32-byte key from stdin") },
  [OPT_DERIVE_KEY] = { "derive-key", 0, "CONTEXT",
    N_("Use the key derivation mode, with the given context string"),
    N_("Cannot be used with --keyed.") },
  [OPT_LENGTH] = { "length", 'l', "LEN",
    N_("The number of output bytes, before hex encoding"), NULL, "32" },
  [OPT_SEEK] = { "seek", 0, "SEEK",
    N_("The starting output byte offset, before hex encoding"), NULL, "0" },
  [OPT_NUM_THREADS] = { "num-threads", 0, "NUM",
    N_("The maximum number of threads to use"),
    N_("By default, this is the number of logical cores. If this flag is "
       "omitted, or if its value is 0, RAYON_NUM_THREADS is also "
       "respected.") },
  [OPT_NO_MMAP] = { "no-mmap", 0, NULL,
    N_("Disable memory mapping"),
    N_("Large regular files are still hashed on several threads, each "
       "reading what it hashes.") },
  [OPT_NO_NAMES] = { "no-names", 0, NULL,
    N_("Omit filenames in the output") },
  [OPT_RAW] = { "raw", 0, NULL,
    N_("Write raw output bytes to stdout, rather than hex"),
    N_("--no-names is implied. In this case, only a single input is "
       "allowed.") },
  [OPT_TAG] = { "tag", 0, NULL,
    N_("Output BSD-style checksums: BLAKE3 ([FILE]) = [HASH]") },
  [OPT_ZERO] = { "zero", 'z', NULL,
    N_("End each output line with NUL, not newline, and do not escape names"),
    N_("It does not change --check: checkfile lines are still read up to "
       "a newline, and results still end in one.") },
  [OPT_RECURSIVE] = { "recursive", 0, NULL,
    N_("Hash the files below each directory [FILE], by their paths"),
    N_("Files are taken in name order, level by level. Symbolic links "
       "met in the walk are skipped; anything else that is not a regular "
       "file is reported and not read.") },
  [OPT_DEREFERENCE] = { "dereference", 0, NULL,
    N_("With --recursive, follow symbolic links"),
    N_("Must be used with --recursive.") },
  [OPT_PROGRESS] = { "progress", 0, NULL,
    N_("Show how far each file has got, when stderr is a terminal"),
    N_("One line on stderr, redrawn up to ten times a second and erased "
       "before any other output. Without a terminal, this does nothing.") },
  [OPT_CHECK] = { "check", 'c', NULL,
    N_("Read BLAKE3 sums from the [FILE]s and check them") },
  [OPT_QUIET] = { "quiet", 0, NULL,
    N_("Skip printing OK for each checked file"),
    N_("Must be used with --check.") },
  [OPT_DEBUG] = { "debug", 0, NULL,
    N_("Name the BLAKE3 implementation chosen for this CPU on stderr") },
  [OPT_HELP] = { "help", 'h', NULL, N_("Print help") },
  [OPT_VERSION] = { "version", 'V', NULL, N_("Print version") },
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

/* What the usage line of a usage error names: options, and ARG_FILE
   for the operands.  */
enum { ARG_FILE = N_B3_OPTIONS, N_ARGS };

/* Arguments, each at most once, in the order they were added.  */
struct arg_list
{
  int n;
  int arg[N_ARGS];
};

static bool
list_has (struct arg_list const *list, int arg)
{
  for (int i = 0; i < list->n; i++)
    if (list->arg[i] == arg)
      return true;
  return false;
}

static void
list_add (struct arg_list *list, int arg)
{
  if (!list_has (list, arg))
    list->arg[list->n++] = arg;
}

/* Report a usage error as clap does, and exit with status 2: "error: "
   and the message FORMAT, then a usage line when WITH_USAGE, then the
   hint.  With no NAMED arguments the usage line is the one of --help;
   with some, it is clap's line for an error about the arguments given:
   the options of NAMED in order, then the operands, as required
   ("<FILE>...") if NAMED has ARG_FILE, else as optional.  */
_Noreturn static void
report_usage_error (bool with_usage, struct arg_list const *named,
                    char const *format, va_list ap)
{
  fflush (stdout);
  fputs ("error: ", stderr);
  vfprintf (stderr, format, ap);
  if (with_usage && named && named->n)
    {
      fprintf (stderr, "\n\nUsage: %s", usage_name);
      for (int i = 0; i < named->n; i++)
        if (named->arg[i] != ARG_FILE)
          fprintf (stderr, " %s", option_display (named->arg[i]));
      fputs (list_has (named, ARG_FILE) ? " <FILE>..." : " [FILE]...",
             stderr);
    }
  else if (with_usage)
    fprintf (stderr, "\n\nUsage: %s [OPTIONS] [FILE]...", usage_name);
  fputs ("\n\nFor more information, try '--help'.\n", stderr);
  exit (2);
}

/* Report a usage error with the usage line of --help if WITH_USAGE.  */
_Noreturn static void
usage_error (bool with_usage, char const *format, ...)
{
  va_list ap;
  va_start (ap, format);
  report_usage_error (with_usage, NULL, format, ap);
}

/* Report a usage error with a usage line naming NAMED.  */
_Noreturn static void
usage_error_naming (struct arg_list const *named, char const *format, ...)
{
  va_list ap;
  va_start (ap, format);
  report_usage_error (true, named, format, ap);
}

/* An unknown short option: clap gives the usage line of --help.  */
_Noreturn static void
unexpected_argument (char const *arg)
{
  usage_error (true, "unexpected argument '%s' found\n\n"
               "  tip: to pass '%s' as a value, use '-- %s'", arg, arg, arg);
}

/* An unknown long option "--NAME", NAME being the LEN bytes before
   any "=VALUE", after the arguments PRESENT.  clap suggests the option
   whose long name is most like NAME, if it is alike enough, and names
   it in the usage line after those given; on a tie, the later in its
   table.  */
_Noreturn static void
unexpected_long_option (char const *name, size_t len,
                        struct arg_list const *present)
{
  int like = -1;
  double like_score = 0;
  for (int i = 0; i < N_B3_OPTIONS; i++)
    {
      char const *known = b3_options[i].name;
      double score = jaro_similarity (name, len, known, strlen (known));
      if (0.7 < score && (like < 0 || like_score <= score))
        like = i, like_score = score;
    }
  struct arg_list named = *present;
  int shown = len < INT_MAX ? len : INT_MAX;
  if (like < 0)
    usage_error_naming (&named, "unexpected argument '--%.*s' found\n\n"
                        "  tip: to pass '--%.*s' as a value, use "
                        "'-- --%.*s'", shown, name, shown, name, shown, name);
  list_add (&named, like);
  usage_error_naming (&named, "unexpected argument '--%.*s' found\n\n"
                      "  tip: a similar argument exists: '--%s'",
                      shown, name, b3_options[like].name);
}

/* The version of the official b3sum whose command line this is.  */
#define B3SUM_VERSION "1.8.6"

/* Exit with status 0 after --help or --version, unless their text
   could not be written: then say so as any other failed write.  */
_Noreturn static void
exit_after_output (void)
{
  fflush (stdout);
  b3_check_stdout ();
  exit (EXIT_SUCCESS);
}

/* clap's help is laid out for a terminal of at most 100 columns
   (b3sum's max_term_width); we take that width always.  */
enum { HELP_WIDTH = 100 };

/* Write TEXT as clap writes a help text whose first line starts at
   column INDENT: each line of TEXT wrapped greedily at spaces to fit
   HELP_WIDTH, and every later line, blank ones included, indented by
   INDENT spaces.  */
static void
print_wrapped (char const *text, int indent)
{
  int width = HELP_WIDTH - indent;
  for (char const *line = text; ; line++)
    {
      size_t line_len = strcspn (line, "\n");
      char const *end = line + line_len;
      int used = 0;
      size_t spaces = 0;
      for (char const *w = line; w < end; )
        {
          int len = strcspn (w, " \n");
          if (w != line && width < used + len)
            {
              /* The spaces before a break are dropped.  */
              printf ("\n%*s", indent, "");
              used = 0;
            }
          else
            printf ("%*s", (int) spaces, "");
          fwrite (w, 1, len, stdout);
          w += len;
          spaces = strspn (w, " ");
          w += spaces;
          used += len + spaces;
        }
      printf ("%*s", (int) spaces, "");
      if (!*end)
        break;
      printf ("\n%*s", indent, "");
      line = end;
    }
}

/* The help text of option O, as -h (LONG_FORM false) or --help shows
   it, in a buffer the caller frees.  */
static char *
option_help (struct b3_option_info const *o, bool long_form)
{
  char const *help = _(o->help);
  char const *more = long_form && o->more ? _(o->more) : NULL;
  char const *see = "";
  if (o->short_name == 'h')
    see = (long_form ? " (see a summary with '-h')"
           : " (see more with '--help')");
  char defaults[64] = "";
  if (o->default_value)
    snprintf (defaults, sizeof defaults, "%s[default: %s]",
              long_form ? "\n\n" : " ", o->default_value);
  size_t size = (strlen (help) + strlen (see) + 2
                 + (more ? strlen (more) : 0) + strlen (defaults) + 1);
  char *text = xmalloc (size);
  snprintf (text, size, "%s%s%s%s%s", help, see, more ? "\n\n" : "",
            more ? more : "", defaults);
  return text;
}

/* Print how -h and --help name option O, "  -l, --length <LEN>", and
   return its width.  */
static int
print_option_name (struct b3_option_info const *o)
{
  int width = (o->short_name ? printf ("  -%c, ", o->short_name)
               : printf ("      "));
  return width + (o->value_name
                  ? printf ("--%s <%s>", o->name, o->value_name)
                  : printf ("--%s", o->name));
}

/* Print the help and exit: the one-line summaries of -h, or with
   LONG_FORM the long texts of --help, laid out as clap 4 lays them.  */
_Noreturn static void
usage (bool long_form)
{
  printf (_("\
Print or check BLAKE3 checksums.\n\
\n\
With no FILE, or when FILE is -, read standard input.\n\
\n\
Usage: %s [OPTIONS] [FILE]...\n\
\n\
Arguments:\n"), usage_name);
  if (long_form)
    {
      fputs ("  [FILE]...\n          ", stdout);
      print_wrapped (_("Files to hash, or checkfiles to check\n\n"
                       "When no file is given, or when - is given, read "
                       "standard input."), 10);
    }
  else
    fputs (_("  [FILE]...  Files to hash, or checkfiles to check"), stdout);
  fputs (_("\n\nOptions:\n"), stdout);

  /* -h puts each text in a column two spaces after the longest name;
     --help puts it on the next line, indented by ten.  */
  int column = 0;
  for (int i = 0; i < N_B3_OPTIONS; i++)
    {
      struct b3_option_info const *o = &b3_options[i];
      int len = (6 + 2 + strlen (o->name)
                 + (o->value_name ? 3 + strlen (o->value_name) : 0));
      if (column < len + 2)
        column = len + 2;
    }
  for (int i = 0; i < N_B3_OPTIONS; i++)
    {
      struct b3_option_info const *o = &b3_options[i];
      if (long_form && i)
        putchar ('\n');
      int width = print_option_name (o);
      char *text = option_help (o, long_form);
      if (long_form)
        {
          fputs ("\n          ", stdout);
          print_wrapped (text, 10);
        }
      else
        {
          printf ("%*s", column - width, "");
          print_wrapped (text, column);
        }
      free (text);
      putchar ('\n');
    }

  printf (_("\n\
The environment variable BLAKESUM_ISA (%s)\n\
caps the instruction set used; BLAKESUM_MAPPING (probe, map or read)\n\
chooses whether large files are mapped or read.\n\
\n\
Full documentation: info blakesum\n"), cpu_isa_name_list ());
  exit_after_output ();
}

/* Parse ARG, the value of option OPT, as Rust's u64 parser does: an
   optional '+', then decimal digits only.  */
static uint64_t
parse_number (char const *arg, enum b3_option opt)
{
  uint64_t n = 0;
  char const *reason = rust_parse_u64 (arg, &n);
  if (reason)
    usage_error (false, "invalid value '%s' for '%s': %s", arg,
                 option_display (opt), reason);
  return n;
}

/* The number of threads the official b3sum's pool takes when
   --num-threads is omitted or 0: RAYON_NUM_THREADS if it is a number
   above 0, else the older RAYON_RS_NUM_CPUS likewise, as rayon reads
   them; 0 (every processor) otherwise.  */
static size_t
rayon_num_threads (void)
{
  char const *vars[] = { "RAYON_NUM_THREADS", "RAYON_RS_NUM_CPUS" };
  for (int i = 0; i < 2; i++)
    {
      char const *value = getenv (vars[i]);
      uint64_t n;
      /* The first that is a number decides; 0 means every processor,
         as it does for --num-threads.  */
      if (value && !rust_parse_u64 (value, &n) && (i == 0 || n != 0))
        return n < SIZE_MAX ? n : SIZE_MAX;
    }
  return 0;
}

/* Read the --keyed key: exactly 32 raw bytes from standard input.  */
static void
read_keyed_key (void)
{
  settings.key_from_stdin = true;
  ptrdiff_t got = read_key (STDIN_FILENO, BLAKE3_KEY_LEN);
  if (got < 0)
    b3_fatal (rust_os_error_text (errno));
  if (got > BLAKE3_KEY_LEN)
    b3_fatal ("read more than 32 key bytes from stdin");
  if (got < BLAKE3_KEY_LEN)
    {
      char message[64];
      snprintf (message, sizeof message,
                "expected 32 key bytes from stdin, found %td", got);
      b3_fatal (message);
    }
}

/* Which options conflict with which, as b3sum declares them.  */
static bool
conflicts (enum b3_option a, enum b3_option b)
{
  if (b == OPT_CHECK)
    b = a, a = OPT_CHECK;
  if (a == OPT_CHECK)
    return (b == OPT_DERIVE_KEY || b == OPT_KEYED || b == OPT_LENGTH
            || b == OPT_RAW || b == OPT_TAG || b == OPT_NO_NAMES
            || b == OPT_RECURSIVE || b == OPT_DEREFERENCE);
  return ((a == OPT_KEYED && b == OPT_DERIVE_KEY)
          || (a == OPT_DERIVE_KEY && b == OPT_KEYED));
}

/* The argument that option OPT requires, as b3sum declares it, or
   -1.  */
static int
requirement (int opt)
{
  return (opt == OPT_KEYED ? ARG_FILE
          : opt == OPT_QUIET ? OPT_CHECK
          : opt == OPT_DEREFERENCE ? OPT_RECURSIVE
          : -1);
}

/* Report the first conflict among the arguments PRESENT, in the order
   in which clap met them, as clap does.  Its usage line names the
   arguments given but those in conflict, after what they require.  */
static void
check_conflicts (struct arg_list const *present)
{
  for (int i = 0; i < present->n; i++)
    {
      int arg = present->arg[i];
      struct arg_list against = { 0 };
      for (int j = 0; j < present->n; j++)
        if (arg != ARG_FILE && present->arg[j] != ARG_FILE
            && conflicts (arg, present->arg[j]))
          list_add (&against, present->arg[j]);
      if (against.n == 0)
        continue;

      struct arg_list used = { 0 }, named = { 0 };
      for (int j = 0; j < present->n; j++)
        if (!list_has (&against, present->arg[j]))
          list_add (&used, present->arg[j]);
      for (int j = 0; j < used.n; j++)
        {
          int required = requirement (used.arg[j]);
          if (0 <= required && !list_has (&against, required)
              && !list_has (&used, required))
            list_add (&named, required);
        }
      for (int j = 0; j < used.n; j++)
        list_add (&named, used.arg[j]);

      char first[64];
      snprintf (first, sizeof first, "%s", option_display (arg));
      if (against.n == 1)
        usage_error_naming (&named,
                            "the argument '%s' cannot be used with '%s'",
                            first, option_display (against.arg[0]));
      char list[N_B3_OPTIONS * 32] = "";
      for (int j = 0; j < against.n; j++)
        {
          strcat (list, "\n  ");
          strcat (list, option_display (against.arg[j]));
        }
      usage_error_naming (&named, "the argument '%s' cannot be used with:%s",
                          first, list);
    }
}

/* Report the arguments that those PRESENT require and that were not
   given, as clap does: all of them, the options first.  Its usage line
   names what is required, then what was given.  */
static void
check_requirements (struct arg_list const *present)
{
  struct arg_list required = { 0 };
  for (int i = 0; i < present->n; i++)
    if (0 <= requirement (present->arg[i]))
      list_add (&required, requirement (present->arg[i]));

  char missing[N_ARGS * 32] = "";
  for (int i = 0; i < required.n; i++)
    if (required.arg[i] != ARG_FILE && !list_has (present, required.arg[i]))
      {
        strcat (missing, "\n  ");
        strcat (missing, option_display (required.arg[i]));
      }
  if (list_has (&required, ARG_FILE) && !list_has (present, ARG_FILE))
    strcat (missing, "\n  <FILE>...");
  if (!*missing)
    return;

  struct arg_list named = required;
  for (int i = 0; i < present->n; i++)
    list_add (&named, present->arg[i]);
  usage_error_naming (&named,
                      "the following required arguments were not provided:%s",
                      missing);
}

/* clap takes an argument among those PRESENT once the next one starts,
   or at the end.  Take *PENDING, then make ARG pending (an operand, or
   an option waiting for its value) or, if it is an option, present; or
   take nothing more if ARG is -1.  Operands stay pending until an
   option follows them.  */
static void
take_pending (struct arg_list *present, int *pending, int arg)
{
  if (arg == ARG_FILE && *pending == ARG_FILE)
    return;
  if (0 <= *pending)
    list_add (present, *pending);
  *pending = arg == ARG_FILE ? arg : -1;
  if (0 <= arg && arg != ARG_FILE)
    list_add (present, arg);
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
  /* The arguments given, in the order clap takes them in: each once
     the next starts (PENDING until then), or at the end.  */
  struct arg_list present = { 0 };
  int pending = -1;
  /* The operands, moved to the end of ARGV in their order.  Static,
     so that LeakSanitizer still finds them when a usage error exits
     from a function that no longer holds a pointer to them.  */
  static char **operands;
  operands = xnmalloc (argc, sizeof *operands);
  int n_operands = 0;

  char const *base = strrchr (argv[0], '/');
  usage_name = base ? base + 1 : argv[0];
  /* Every message names the program "b3sum", under any name, as the
     official one does; this covers those that main and gnulib print
     (--debug, a warning, memory exhausted).  */
  set_program_name ("b3sum");

  for (int i = 1; i < argc; i++)
    {
      char *arg = argv[i];
      if (STREQ (arg, "--"))
        {
          while (++i < argc)
            operands[n_operands++] = argv[i];
          if (n_operands)
            take_pending (&present, &pending, ARG_FILE);
          break;
        }
      if (arg[0] != '-' || !arg[1])
        {
          operands[n_operands++] = arg;
          take_pending (&present, &pending, ARG_FILE);
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
                {
                  take_pending (&present, &pending, -1);
                  unexpected_long_option (arg + 2, len, &present);
                }
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
            usage_error (true,
                         "the argument '%s' cannot be used multiple times",
                         option_display (opt));
          seen[opt] = true;

          if (!b3_options[opt].value_name)
            {
              if (value)
                {
                  /* clap names what it has taken so far, but not yet
                     what is pending, and then the flag.  */
                  struct arg_list named = present;
                  list_add (&named, opt);
                  usage_error_naming (&named, "unexpected value '%s' for "
                                      "'%s' found; no more were expected",
                                      value, option_display (opt));
                }
              take_pending (&present, &pending, opt);
            }
          else if (!value)
            {
              /* The next argument is the value, unless it is missing
                 or an option itself.  */
              char const *next = i + 1 < argc ? argv[i + 1] : NULL;
              if (!next || is_known_option (next))
                usage_error (false, "a value is required for '%s' but none "
                             "was supplied", option_display (opt));
              /* An option left without its value is not among those
                 given.  */
              take_pending (&present, &pending, -1);
              if (next[0] == '-' && next[1] == '-')
                unexpected_long_option (next + 2, strcspn (next + 2, "="),
                                        &present);
              if (next[0] == '-' && next[1])
                unexpected_argument (next);
              pending = opt;
              value = next;
              i++;
            }
          else
            take_pending (&present, &pending, opt);
          if (value && !utf8_valid (value, strlen (value)))
            usage_error (true, "invalid UTF-8 was detected in one or more "
                         "arguments");
          values[opt] = value;

          /* Both exit at once: free what LeakSanitizer would find.  */
          if (opt == OPT_HELP || opt == OPT_VERSION)
            free (operands);
          if (opt == OPT_HELP)
            usage (arg[1] == '-');
          if (opt == OPT_VERSION)
            {
              /* The official b3sum's "b3sum 1.8.6", whose second field
                 scripts read, then which package's build this is.  */
              printf ("b3sum %s (%s %s)\n", B3SUM_VERSION, PACKAGE_NAME,
                      PACKAGE_VERSION);
              exit_after_output ();
            }
        }
      while (*p);
    }

  take_pending (&present, &pending, -1);
  check_conflicts (&present);
  check_requirements (&present);

  settings.params.outlen = BLAKE3_OUT_LEN;
  if (values[OPT_LENGTH])
    settings.params.outlen = parse_number (values[OPT_LENGTH], OPT_LENGTH);
  if (values[OPT_SEEK])
    settings.params.seek = parse_number (values[OPT_SEEK], OPT_SEEK);
  if (values[OPT_NUM_THREADS])
    settings.num_threads = parse_number (values[OPT_NUM_THREADS],
                                         OPT_NUM_THREADS);
  if (settings.num_threads == 0)
    settings.num_threads = rayon_num_threads ();
  if (seen[OPT_NO_MMAP])
    settings.mmap_policy = MMAP_NEVER;
  settings.no_names = seen[OPT_NO_NAMES];
  settings.raw_output = seen[OPT_RAW];
  settings.prefix_tag = seen[OPT_TAG];
  if (seen[OPT_ZERO])
    settings.digest_delim = '\0';
  settings.do_check = seen[OPT_CHECK];
  settings.quiet = seen[OPT_QUIET];
  settings.recursive = seen[OPT_RECURSIVE];
  settings.dereference = seen[OPT_DEREFERENCE];
  settings.debug = seen[OPT_DEBUG];
  settings.progress = seen[OPT_PROGRESS];

  if (settings.raw_output
      && (n_operands > 1
          || (settings.recursive && n_operands == 1
              && walk_wanted (operands[0])
              && 1 < walk_count (operands[0], settings.dereference, 2))))
    b3_fatal ("Only one filename can be provided when using --raw");
  if (seen[OPT_KEYED])
    read_keyed_key ();
  if (values[OPT_DERIVE_KEY])
    {
      settings.params.context = values[OPT_DERIVE_KEY];
      settings.params.context_len = strlen (settings.params.context);
    }
  if (settings.raw_output)
    settings.no_names = true;

  /* Hand the operands to main as getopt would.  */
  memcpy (argv + argc - n_operands, operands, n_operands * sizeof *operands);
  optind = argc - n_operands;
  free (operands);
}

/* The official b3sum's words, untranslated as all of its messages.  */
static char const key_on_stdin_text[] = "Cannot open `-` in keyed mode";

static void
report_file_problem (char const *file, char const *text)
{
  char *shown = utf8_lossy (file);
  fflush (stdout);
  fprintf (stderr, "b3sum: %s: %s\n", shown, text);
  free (shown);
}

/* A system error is shown as Rust shows it; b3sum's own texts (a file
   that shrank, the key on standard input) as they are.  */
static void
report_file_error (char const *file, enum hash_status status, int err)
{
  report_file_problem (file, hash_error_text_rust (status, err));
}

static bool
check_list (char const *list)
{
  struct b3_check_options o =
    {
      .ops = settings.ops,
      .params = settings.params,
      .mmap = settings.mmap_policy,
      .quiet = settings.quiet,
      .pool = hash_used_workers (),
    };
  o.params.outlen = BLAKE3_OUT_LEN;
  uintmax_t before = settings.check_failures;
  b3_check_list (list, &o, &settings.check_failures);
  return settings.check_failures == before;
}

static char *
name_for_output (char const *file)
{
  return utf8_lossy (file);
}

/* Like the official b3sum, sum up the failures of all the lists at the
   end, on standard error, after what standard output holds.  */
static void
finish_run (void)
{
  if (settings.check_failures)
    {
      fflush (stdout);
      fprintf (stderr,
               "b3sum: WARNING: %ju computed checksum%s did NOT match\n",
               settings.check_failures,
               settings.check_failures == 1 ? "" : "s");
    }
}

/* Every operand is hashed: there are no subcommands (no run_command).
   The check of standard output is b3-check.c's, which its --check
   shares.  */
struct front_end const front_end =
  {
    .parse_options = parse_options,
    .check_list = check_list,
    .report_file_error = report_file_error,
    .report_file_problem = report_file_problem,
    .key_on_stdin_text = key_on_stdin_text,
    .name_for_output = name_for_output,
    .check_stdout = b3_check_stdout,
    .finish_run = finish_run,
    .rust_runtime = true,
  };
