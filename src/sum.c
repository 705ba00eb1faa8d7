/* sum.c -- the main of every program: hash each file and print its line

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
   own options, messages and exit codes.  Those differences live in the
   front-ends (gnu-args.c, b3-args.c, bao-args.c), which main reaches
   only through the descriptor front_end (args.h); everything else
   (reading files, output lines, escaping, checking) is shared.  */

#include <config.h>

#include <locale.h>
#include <unistd.h>

#include "system.h"
#include "args.h"
#include "batch.h"
#include "core/cpu.h"
#include "digest.h"
#include "hashfile.h"
#include "core/hex.h"
#include "core/map-or-read.h"
#include "names.h"
#include "progress.h"
#include "settings.h"
#include "walk.h"
#include "std-streams.h"
#include "core/workers.h"
#include "closeout.h"
#include "nproc.h"
#include "progname.h"
#include "quote.h"
#include "xalloc.h"

/* Write the output of CTX, or if CTX is null the DIGEST of
   settings.params.outlen bytes that a batch computed: raw bytes, or
   lower-case hex.  It is made in pieces, since b3sum's output may be
   of any length.  */
static void
print_output (union digest_ctx *ctx, uint8_t const *digest)
{
  enum { PIECE = 4096 };
  uint8_t bin[PIECE];
  char hex[2 * PIECE];
  for (uint64_t done = 0; done < settings.params.outlen && !ferror (stdout); )
    {
      uint64_t left = settings.params.outlen - done;
      size_t n = left < PIECE ? left : PIECE;
      if (ctx)
        settings.ops->output (ctx, &settings.params, done, bin, n);
      else
        memcpy (bin, digest + done, n);
      if (settings.raw_output)
        fwrite (bin, 1, n, stdout);
      else
        {
          hex_encode (hex, bin, n);
          fwrite (hex, 1, 2 * n, stdout);
        }
      done += n;
    }
}

/* Print the line of FILE, whose digest is the output of CTX, or if CTX
   is null DIGEST (settings.params.outlen bytes).  */
static void
print_line (char const *file, union digest_ctx *ctx, uint8_t const *digest)
{
  if (settings.raw_output || settings.no_names)
    {
      print_output (ctx, digest);
      if (!settings.raw_output)
        putchar (settings.digest_delim);
      front_end.check_stdout ();
      return;
    }

  char *name = (front_end.name_for_output
                ? front_end.name_for_output (file) : (char *) file);
  size_t name_len = strlen (name);
  bool escape = (!settings.unescaped_names && settings.digest_delim == '\n'
                 && name_needs_escape (name, name_len));
  if (escape)
    putchar ('\\');
  if (settings.prefix_tag)
    {
      digest_print_tag (settings.ops, &settings.params);
      fputs (" (", stdout);
      print_name (name, name_len, escape);
      fputs (") = ", stdout);
    }
  print_output (ctx, digest);
  if (!settings.prefix_tag)
    {
      putchar (' ');
      putchar (settings.binary > 0 ? '*' : ' ');
      print_name (name, name_len, escape);
    }
  putchar (settings.digest_delim);
  if (name != file)
    free (name);
  front_end.check_stdout ();
}

/* Hash FILE, open as FD at its start or by name if FD is -1, and print
   its line; or, if FAILED is not HASH_OK, report that FILE failed so
   with errno value FAILED_ERR (batch.h).  Return true if all went
   well.  */
static bool
hash_and_print_from (char const *file, int fd, enum hash_status failed,
                     int failed_err)
{
  union digest_ctx ctx;
  int err = failed_err;

  if (settings.key_from_stdin && STREQ (file, "-"))
    {
      front_end.report_file_problem (file, _(front_end.key_on_stdin_text));
      return false;
    }
  enum hash_status st = failed;
  if (st == HASH_OK)
    st = (fd < 0
          ? hash_file (file, settings.ops, &settings.params, &ctx,
                       settings.mmap_policy, &err)
          : hash_open_file (file, fd, settings.ops, &settings.params, &ctx,
                            settings.mmap_policy, &err));
  if (st != HASH_OK)
    {
      front_end.report_file_error (file, st, err);
      return false;
    }
  print_line (file, &ctx, NULL);
  return true;
}

static void
print_batched (char const *file, uint8_t const *digest)
{
  print_line (file, NULL, digest);
}

/* Whether small files are hashed in batches (batch.c).  */
static bool batching;

/* Hash FILE and print its line.  Return true if all went well.  */
static bool
hash_and_print (char const *file)
{
  return (batching ? batch_hash (file)
          : hash_and_print_from (file, -1, HASH_OK, 0));
}

int
main (int argc, char **argv)
{
  set_program_name (argv[0]);
  if (front_end.rust_runtime)
    std_streams_open_closed ();
  else
    {
      setlocale (LC_ALL, "");
#if ENABLE_NLS
      textdomain ("coreutils");
#endif
    }
  atexit (close_stdout);
  atexit (wipe_key);
  std_streams_retry_eintr ();
  /* Whole lines, so that parallel runs writing to one pipe do not
     interleave within a line.  */
  setvbuf (stdout, NULL, _IOLBF, 0);

  digest_params_default (&settings.params, 0);
  front_end.parse_options (argc, argv);
  if (settings.progress)
    progress_enable ();

  /* The pool starts no thread until a large input needs one, so that
     small files never pay for it.  --num-threads takes any number, as
     b3sum's does, and is a maximum.  Every thread that works on an
     input holds a piece of it, a stack and buffers, and the pieces
     shrink with the number of threads only down to a floor: on a
     cached 256 MiB, 128 threads kept up to 29 MB resident and 1024
     threads up to 90 MB (bao encode, read), against under 32 MiB for
     every program and path with 64.  64 threads already hash faster
     than any disk delivers a file (BLAKE2b some 1 GB/s a thread,
     BLAKE3 several times that).  */
  enum { MAX_THREADS = 64 };
  size_t n_threads = (settings.num_threads ? settings.num_threads
                      : num_processors (NPROC_CURRENT_OVERRIDABLE));
  struct workers *pool = workers_create (n_threads < MAX_THREADS
                                         ? n_threads : MAX_THREADS);
  if (!pool)
    xalloc_die ();
  hash_use_workers (pool);

  char const *impl = settings.ops->select (&settings.params);
  char const *bad_cap = cpu_isa_unknown_cap ();
  if (bad_cap)
    error (0, 0, _("warning: unknown BLAKESUM_ISA %s (valid: %s);"
                   " using the best available"),
           quote (bad_cap), cpu_isa_name_list ());
  if (settings.debug)
    error (0, 0, _("using %s implementation"), impl);
  if (map_or_read_setting () == MAP_OR_READ_UNKNOWN)
    error (0, 0, _("warning: unknown BLAKESUM_MAPPING %s (valid: %s);"
                   " probing"),
           quote (getenv ("BLAKESUM_MAPPING")), MAP_OR_READ_VALUES);
  hash_debug = settings.debug;

  int status;
  if (front_end.run_command && front_end.run_command (pool, &status))
    return status;

  /* Batches read files ahead, so not while the display of progress
     names each file as it is read, nor when --mmap asks for mappings
     (its users want them, for whatever reason they have).  */
  static struct batch_hooks batch_hooks;
  batch_hooks = (struct batch_hooks) { settings.ops, &settings.params,
                                       print_batched, hash_and_print_from,
                                       front_end.check_stdout, pool };
  batching = (!settings.do_check && !settings.progress
              && settings.mmap_policy != MMAP_ALWAYS
              && batch_start (&batch_hooks));

  char *stdin_only[] = { (char *) "-", NULL };
  char **files = optind < argc ? argv + optind : stdin_only;
  int n_files = optind < argc ? argc - optind : 1;

  struct walk_options const walk =
    {
      .dereference = settings.dereference,
      .hash = hash_and_print,
      .report_error = front_end.report_file_error,
      .report_problem = front_end.report_file_problem,
    };
  bool ok = true;
  if (batching && !settings.recursive)
    {
      ok = batch_hash_list (files, n_files);
      n_files = 0;
    }
  for (int i = 0; i < n_files; i++)
    if (settings.do_check)
      ok &= front_end.check_list (files[i]);
    else if (settings.recursive && walk_wanted (files[i]))
      ok &= walk_operand (files[i], &walk);
    else
      ok &= hash_and_print (files[i]);
  batch_flush ();

  if (front_end.finish_run)
    front_end.finish_run ();

  return ok ? EXIT_SUCCESS : EXIT_FAILURE;
}
