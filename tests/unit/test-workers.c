/* test-workers.c -- unit test of the fork-join pool and threaded BLAKE3

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

/* Parts:
     1. workers_join2 runs each side exactly once, on a helper when one
        is idle (threaded builds) and never otherwise;
     2. nested joins: a recursive sum over a binary tree of depth 10;
     3. blake3_update_threaded equals blake3_update, for every
        implementation, several pool sizes, modes, lengths and offsets;
     4. faults: SIGBUS raised in B on a helper and in A on the caller is
        reported by workers_join2, and A's fault waits for B; a mapping
        truncated under a threaded hash reaches the caller's handler on
        the main thread, and the pool keeps working afterwards;
     5. blake3_update_threaded of a mapped file (pages populated as it
        goes) equals blake3_update, after prefixes of all kinds, on
        pages it starts inside and ends inside, with no pool too.
   Pool sizes are 1, 2, 3 and 8 threads (none, 1, 2 and 4 for BLAKE3),
   more than the machine may have cores: this tests the logic, not the
   speed.  Built without threads, every pool has one thread, and the
   checks expect that.
   Exit status 0 when all pass, 1 otherwise.  */

#include <config.h>

#include "core/workers.h"
#include "blake3/blake3.h"
#include "blake3/blake3-impl.h"
#include "blake3/blake3-threads.h"

#include <setjmp.h>
#include <signal.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <time.h>
#include <unistd.h>

#if USE_POSIX_THREADS
# include <pthread.h>
# include <stdatomic.h>
enum { THREADED = 1 };
#else
enum { THREADED = 0 };
#endif

static unsigned long checks;
static unsigned long failures;

/* BLAKESUM_TEST_QUICK is set (to other than "" or "0") for emulated
   runs, as kat_quick in kat.c reads it: the digest comparisons then
   take a sample of their lengths.  */
static bool quick;

static void
fail (char const *fmt, ...)
{
  va_list ap;
  failures++;
  fputs ("test-workers: FAIL: ", stderr);
  va_start (ap, fmt);
  vfprintf (stderr, fmt, ap);
  va_end (ap);
  fputc ('\n', stderr);
}

static void
check (bool ok, char const *what, size_t n_threads)
{
  checks++;
  if (!ok)
    fail ("%s (%zu threads)", what, n_threads);
}

static struct workers *
xcreate (size_t n_threads)
{
  struct workers *pool = workers_create (n_threads);
  if (!pool)
    {
      fputs ("test-workers: out of memory\n", stderr);
      exit (EXIT_FAILURE);
    }
  return pool;
}

static void *
xmalloc (size_t n)
{
  void *p = malloc (n ? n : 1);
  if (!p)
    {
      fputs ("test-workers: out of memory\n", stderr);
      exit (EXIT_FAILURE);
    }
  return p;
}

/* Whether the current thread is the one that runs main.  */
#if USE_POSIX_THREADS
static pthread_t main_thread;
static bool
on_main_thread (void)
{
  return pthread_equal (pthread_self (), main_thread) != 0;
}
#else
static bool
on_main_thread (void)
{
  return true;
}
#endif

/* An unnamed temporary file, or -1.  */
static int
temp_file (void)
{
  char const *dir = getenv ("TMPDIR");
  char name[4096];
  snprintf (name, sizeof name, "%s/test-workers-XXXXXX",
            dir && *dir ? dir : "/tmp");
  int fd = mkstemp (name);
  if (fd >= 0)
    unlink (name);
  return fd;
}

static void
sleep_us (long us)
{
  struct timespec ts = { us / 1000000, us % 1000000 * 1000 };
  nanosleep (&ts, NULL);
}


/* 1. Each side once.  A may wait until B has started, which forces B
   onto a helper when there is one: otherwise the caller would usually
   take B back before a sleeping helper has woken up.  */

#if USE_POSIX_THREADS
typedef atomic_int flag_t;
#else
typedef int flag_t;
#endif

struct side
{
  int runs;
  bool on_helper;
  flag_t started;
  /* For A: the B to wait for, or NULL.  */
  struct side *wait_for;
};

/* Wait up to 10 s for S to start.  */
static void
wait_started (struct side *s)
{
  for (int i = 0; i < 100000 && !s->started; i++)
    sleep_us (100);
}

static void
run_side (void *arg)
{
  struct side *s = arg;
  s->started = 1;
  if (s->wait_for)
    wait_started (s->wait_for);
  s->runs++;
  s->on_helper = !on_main_thread ();
}

static void
test_join2 (size_t n_threads)
{
  struct workers *pool = xcreate (n_threads);
  bool helpers = THREADED && n_threads > 1;
  bool all_once = true, a_on_main = true;
  int b_on_helper = 0;
  enum { ROUNDS = 300 };

  check (workers_threads (pool) == (THREADED ? n_threads : 1),
         "workers_threads", n_threads);
  for (int i = 0; i < 2 * ROUNDS; i++)
    {
      /* Half the rounds let the caller take B back.  */
      bool wait = helpers && i % 2 == 0;
      struct side b = { 0, false, 0, NULL };
      struct side a = { 0, false, 0, wait ? &b : NULL };
      int fault = workers_join2 (pool, run_side, &a, run_side, &b);
      all_once &= fault == 0 && a.runs == 1 && b.runs == 1;
      a_on_main &= !a.on_helper;
      b_on_helper += wait && b.on_helper;
    }
  check (all_once, "join2 runs each side once", n_threads);
  check (a_on_main, "join2 runs A on the caller", n_threads);
  check (b_on_helper == (helpers ? ROUNDS : 0),
         "join2 lets a helper run B, only when there is one", n_threads);
  workers_destroy (pool);
}


/* 2. Nested joins.  Leaf I (of 2^DEPTH) holds I * I + 1; every inner
   node forks its two children and adds their sums.  */

struct sum_task
{
  struct workers *pool;
  int depth;
  uint64_t first;               /* the first leaf under this node */
  uint64_t sum;
  int faults;                   /* joins that reported a fault, etc. */
};

static void
sum_tree (void *arg)
{
  struct sum_task *t = arg;
  if (t->depth == 0)
    {
      /* Uneven leaves, so that threads finish at different times and
         have to help each other.  */
      if (t->first % 97 == 0)
        sleep_us (1000);
      t->sum = t->first * t->first + 1;
      t->faults = 0;
      return;
    }
  uint64_t half = (uint64_t) 1 << (t->depth - 1);
  struct sum_task l = { t->pool, t->depth - 1, t->first, 0, 0 };
  struct sum_task r = { t->pool, t->depth - 1, t->first + half, 0, 0 };
  int fault = workers_join2 (t->pool, sum_tree, &l, sum_tree, &r);
  t->sum = l.sum + r.sum;
  /* Jobs may ask the pool's size, from any thread (under
     -fsanitize=thread this checks that it is no race).  */
  t->faults = (l.faults + r.faults + (fault != 0)
               + (workers_threads (t->pool) == 0));
}

static void
test_nested (size_t n_threads)
{
  enum { DEPTH = 10 };
  uint64_t n = (uint64_t) 1 << DEPTH, want = 0;
  for (uint64_t i = 0; i < n; i++)
    want += i * i + 1;

  struct workers *pool = xcreate (n_threads);
  bool ok = true;
  for (int round = 0; round < 10; round++)
    {
      struct sum_task root = { pool, DEPTH, 0, 0, 0 };
      sum_tree (&root);
      ok &= root.sum == want && root.faults == 0;
    }
  check (ok, "nested joins sum a tree of depth 10", n_threads);
  workers_destroy (pool);
}


/* 3. Threaded BLAKE3 against blake3_update.  */

static uint64_t rng_state = 0x9E3779B97F4A7C15u;

static uint64_t
rng (void)
{
  /* xorshift64*: enough to vary lengths and data.  */
  rng_state ^= rng_state >> 12;
  rng_state ^= rng_state << 25;
  rng_state ^= rng_state >> 27;
  return rng_state * 0x2545F4914F6CDD1Du;
}

enum mode { PLAIN, KEYED, DERIVE };

static void
init_mode (struct blake3_hasher *h, enum mode mode)
{
  /* One more byte for the string's terminating null.  */
  static uint8_t const key[BLAKE3_KEY_LEN + 1] =
    "whats the Elvish word for friend";
  switch (mode)
    {
    case PLAIN:
      blake3_init (h);
      break;
    case KEYED:
      blake3_init_keyed (h, key);
      break;
    case DERIVE:
      blake3_init_derive_key (h, "blakesum test-workers", 21);
      break;
    }
}

/* Hash PREFIX + LEN bytes of BUF with blake3_update, and the same bytes
   of SRC (a copy of BUF, or a mapping of a file holding it) as PREFIX
   bytes given separately, so that the threaded update starts at a
   chunk counter other than 0, then LEN bytes with
   blake3_update_threaded under MAPPED; compare 64 bytes of output.  */
static bool
same_digest_of (struct workers *pool, enum mode mode, uint8_t const *buf,
                uint8_t const *src, size_t prefix, size_t len, bool mapped)
{
  struct blake3_hasher a, b;
  uint8_t da[64], db[64];
  init_mode (&a, mode);
  init_mode (&b, mode);
  blake3_update (&a, buf, prefix + len);
  blake3_update (&b, src, prefix);
  blake3_update_threaded (&b, src + prefix, len, pool, mapped);
  blake3_finalize (&a, da, sizeof da);
  blake3_finalize (&b, db, sizeof db);
  return memcmp (da, db, sizeof da) == 0;
}

static bool
same_digest (struct workers *pool, enum mode mode, uint8_t const *buf,
             size_t prefix, size_t len)
{
  return same_digest_of (pool, mode, buf, buf, prefix, len, false);
}

static void
test_blake3 (uint8_t const *buf, size_t buf_len)
{
  static size_t const fixed[] =
    {
      0, 1, 1023, 1024, 1025, 65535, 65536, 65537,
      128 * 1024, 256 * 1024 - 1, 256 * 1024, 256 * 1024 + 1,
      (1 << 20) + 7, 3 << 20, (8 << 20) + 1000, 16 << 20
    };
  static size_t const prefixes[] = { 0, 1000, 3 * 1024, 64 * 1024 };
  static size_t const pool_sizes[] = { 1, 2, 4 };
  enum { N_RANDOM = 24 };

  size_t n_impls;
  struct blake3_impl const *impls = blake3_impls (&n_impls);
  for (size_t i = 0; i < n_impls; i++)
    {
      blake3_use_impl (&impls[i]);
      for (size_t p = 0; p < sizeof pool_sizes / sizeof *pool_sizes; p++)
        {
          size_t n_threads = pool_sizes[p];
          struct workers *pool = xcreate (n_threads);
          char what[128];

          for (size_t k = 0; k < sizeof fixed / sizeof *fixed; k++)
            for (size_t q = 0; q < sizeof prefixes / sizeof *prefixes; q++)
              {
                enum mode mode = (enum mode) ((k + q) % 3);
                if (fixed[k] + prefixes[q] > buf_len)
                  continue;
                if (quick && (k + q) % 2 != 0)
                  continue;
                snprintf (what, sizeof what,
                          "%s: threaded = serial, mode %d, %zu + %zu bytes",
                          impls[i].name, (int) mode, prefixes[q], fixed[k]);
                check (same_digest (pool, mode, buf, prefixes[q], fixed[k]),
                       what, n_threads);
              }

          for (int k = 0; k < (quick ? N_RANDOM / 4 : N_RANDOM); k++)
            {
              size_t len = (size_t) (rng () % (4u << 20));
              size_t prefix = (size_t) (rng () % 5000);
              enum mode mode = (enum mode) (rng () % 3);
              snprintf (what, sizeof what,
                        "%s: threaded = serial, mode %d, %zu + %zu bytes",
                        impls[i].name, (int) mode, prefix, len);
              check (same_digest (pool, mode, buf, prefix, len), what,
                     n_threads);
            }

          /* A whole input in one threaded call, then more input.  */
          {
            struct blake3_hasher a, b;
            uint8_t da[32], db[32];
            blake3_init (&a);
            blake3_init (&b);
            blake3_update (&a, buf, (2 << 20) + 5);
            blake3_update_threaded (&b, buf, 2 << 20, pool, false);
            blake3_update (&b, buf + (2 << 20), 5);
            blake3_finalize (&a, da, sizeof da);
            blake3_finalize (&b, db, sizeof db);
            snprintf (what, sizeof what,
                      "%s: threaded update, then a serial one",
                      impls[i].name);
            check (memcmp (da, db, sizeof da) == 0, what, n_threads);
          }
          workers_destroy (pool);
        }
    }
  blake3_use_impl (&impls[n_impls - 1]);
}


/* 4. Faults.  The handler does what the front end's does: give the
   pool the first chance, then jump to the main thread's target.  */

static sigjmp_buf *volatile main_target;
#if USE_POSIX_THREADS
static atomic_int stray_faults;
#else
static volatile sig_atomic_t stray_faults;
#endif

static void
fault_handler (int sig)
{
  workers_on_fault (sig);
  if (main_target && on_main_thread ())
    siglongjmp (*main_target, 1);
  /* A fault the pool should have caught: die of it.  */
  stray_faults++;
  signal (sig, SIG_DFL);
  raise (sig);
}

/* B for the fault tests: note the start, then fault.  */
static void
raise_sigbus (void *arg)
{
  struct side *s = arg;
  s->started = 1;
  raise (SIGBUS);
  s->runs++;                    /* not reached */
}

/* A for the fault tests: wait for B to start, then fault.  */
static void
wait_then_raise_sigbus (void *arg)
{
  struct side *s = arg;
  if (s->wait_for)
    wait_started (s->wait_for);
  raise (SIGBUS);
  s->runs++;                    /* not reached */
}

/* B that takes a while, to show that a join whose A faulted waits.  */
static void
slow_side (void *arg)
{
  struct side *s = arg;
  s->started = 1;
  sleep_us (20000);
  s->runs++;
}

/* Fault in B on a helper, and in A on the caller while B runs on a
   helper.  Without a helper both faults go to the caller's target.  */
static void
test_join_faults (size_t n_threads)
{
  struct workers *pool = xcreate (n_threads);
  bool helpers = THREADED && n_threads > 1;
  sigjmp_buf env;

  struct side b1 = { 0, false, 0, NULL };
  struct side a1 = { 0, false, 0, helpers ? &b1 : NULL };
  main_target = &env;
  if (sigsetjmp (env, 1) == 0)
    {
      int fault = workers_join2 (pool, run_side, &a1, raise_sigbus, &b1);
      check (helpers && fault == SIGBUS && a1.runs == 1 && b1.runs == 0,
             "join2 reports a fault in B on a helper", n_threads);
    }
  else
    check (!helpers, "a fault in B without a helper reaches the caller",
           n_threads);

  struct side b2 = { 0, false, 0, NULL };
  struct side a2 = { 0, false, 0, helpers ? &b2 : NULL };
  if (sigsetjmp (env, 1) == 0)
    {
      int fault = workers_join2 (pool, wait_then_raise_sigbus, &a2,
                                 slow_side, &b2);
      check (helpers && fault == SIGBUS && a2.runs == 0 && b2.runs == 1,
             "join2 reports a fault in A and waits for B first",
             n_threads);
    }
  else
    check (!helpers, "a fault in A without a helper reaches the caller",
           n_threads);
  main_target = NULL;

  /* The pool still works, and SIGBUS is deliverable again.  */
  struct side a = { 0, false, 0, NULL }, b = { 0, false, 0, NULL };
  check (workers_join2 (pool, run_side, &a, run_side, &b) == 0
         && a.runs == 1 && b.runs == 1, "join2 after faults", n_threads);
  workers_destroy (pool);
}

/* Map a LEN-byte file, cut it to KEEP bytes, and hash the mapping.
   Return true if the fault reached main_target.  */
static bool
hash_truncated (struct workers *pool, uint8_t const *data, size_t len,
                size_t keep)
{
  int fd = temp_file ();
  if (fd < 0)
    return false;
  bool ok = (size_t) write (fd, data, len) == len;
  void *map = ok ? mmap (NULL, len, PROT_READ, MAP_PRIVATE, fd, 0)
                 : MAP_FAILED;
  if (map == MAP_FAILED || ftruncate (fd, (off_t) keep) != 0)
    {
      fputs ("test-workers: cannot set up the truncated mapping\n", stderr);
      close (fd);
      return false;
    }

  sigjmp_buf env;
  bool volatile faulted = false;
  main_target = &env;
  if (sigsetjmp (env, 1) == 0)
    {
      struct blake3_hasher h;
      blake3_init (&h);
      blake3_update_threaded (&h, map, len, pool, true);
    }
  else
    faulted = true;
  main_target = NULL;
  munmap (map, len);
  close (fd);
  return faulted;
}

static void
test_truncated (uint8_t const *buf, size_t n_threads)
{
  struct workers *pool = xcreate (n_threads);
  size_t len = 8 << 20;
  size_t page = (size_t) sysconf (_SC_PAGESIZE);

  /* Cut early, late, and so that only the last page is lost; which
     thread meets the lost pages depends on who took which half.  */
  size_t const keeps[] = { 1 << 20, 6 << 20, len - page };
  for (size_t i = 0; i < sizeof keeps / sizeof *keeps; i++)
    {
      char what[96];
      snprintf (what, sizeof what,
                "SIGBUS of a %zu-byte mapping cut to %zu reaches main",
                len, keeps[i]);
      check (hash_truncated (pool, buf, len, keeps[i]), what, n_threads);
    }
  check (stray_faults == 0, "no fault escaped the pool", n_threads);
  check (same_digest (pool, PLAIN, buf, 0, len),
         "threaded hashing after faults", n_threads);
  workers_destroy (pool);
}



/* 5. Mapped files.  */

static void
test_mapped (uint8_t const *buf, size_t buf_len)
{
  static size_t const lens[] =
    {
      0, 1, 1023, 1024, 1025, 65535, 65536, 65537,
      256 * 1024 - 1, 256 * 1024, 256 * 1024 + 1,
      (1 << 20) - 1, 1 << 20, (1 << 20) + 7, (3 << 20) + 100,
      (8 << 20) + 1000, 16 << 20
    };
  /* Prefixes that leave the hasher inside a chunk and inside a page, on
     a full chunk, and on a page boundary.  */
  static size_t const prefixes[] = { 0, 5, 1024, 3 * 1024, 1 << 20 };
  static size_t const pool_sizes[] = { 0, 1, 2, 4 };

  int fd = temp_file ();
  void *map = MAP_FAILED;
  if (fd >= 0 && (size_t) write (fd, buf, buf_len) == buf_len)
    map = mmap (NULL, buf_len, PROT_READ, MAP_PRIVATE, fd, 0);
  if (map == MAP_FAILED)
    {
      fail ("cannot map a temporary file");
      return;
    }

  size_t n_impls;
  struct blake3_impl const *impls = blake3_impls (&n_impls);
  for (size_t i = 0; i < n_impls; i++)
    {
      blake3_use_impl (&impls[i]);
      /* The slower kernels get the short list.  */
      bool full = i == n_impls - 1;
      for (size_t p = 0; p < sizeof pool_sizes / sizeof *pool_sizes; p++)
        {
          size_t n_threads = pool_sizes[p];
          struct workers *pool = n_threads ? xcreate (n_threads) : NULL;
          char what[128];

          for (size_t k = 0; k < sizeof lens / sizeof *lens; k++)
            for (size_t q = 0; q < sizeof prefixes / sizeof *prefixes; q++)
              {
                if (!full && q % 2 != 0)
                  continue;
                enum mode mode = (enum mode) ((k + q) % 3);
                if (lens[k] + prefixes[q] > buf_len)
                  continue;
                snprintf (what, sizeof what,
                          "%s: mapped = memory, mode %d, %zu + %zu bytes",
                          impls[i].name, (int) mode, prefixes[q], lens[k]);
                check (same_digest_of (pool, mode, buf, map, prefixes[q],
                                       lens[k], true), what, n_threads);
              }

          for (int k = 0; k < (quick ? 2 : full ? 16 : 4); k++)
            {
              size_t len = (size_t) (rng () % (6u << 20));
              size_t prefix = (size_t) (rng () % (2u << 20));
              enum mode mode = (enum mode) (rng () % 3);
              snprintf (what, sizeof what,
                        "%s: mapped = memory, mode %d, %zu + %zu bytes",
                        impls[i].name, (int) mode, prefix, len);
              check (same_digest_of (pool, mode, buf, map, prefix, len,
                                     true), what, n_threads);
            }
          workers_destroy (pool);
        }
    }
  blake3_use_impl (&impls[n_impls - 1]);
  munmap (map, buf_len);
  close (fd);
}


/* 6. Threads start at the first fork, and stop with the pool.  */

/* The number of threads of this process, or 0 if unknown (no /proc).  */
static long
count_threads (void)
{
  FILE *f = fopen ("/proc/self/status", "r");
  char line[256];
  long n = 0;
  if (!f)
    return 0;
  while (fgets (line, sizeof line, f))
    if (strncmp (line, "Threads:", 8) == 0)
      n = strtol (line + 8, NULL, 10);
  fclose (f);
  return n;
}

static void
test_lazy (void)
{
  long before = count_threads ();
  if (before == 0)
    return;
  struct workers *pool = xcreate (8);
  check (count_threads () == before, "no thread before the first fork", 8);
  struct side a = { 0, false, 0, NULL }, b = { 0, false, 0, NULL };
  workers_join2 (pool, run_side, &a, run_side, &b);
  check (count_threads () == before + (THREADED ? 7 : 0),
         "the first fork starts the helpers", 8);
  workers_destroy (pool);
  /* A joined thread may linger in the kernel's count for a moment.  */
  for (int i = 0; i < 1000 && count_threads () != before; i++)
    sleep_us (1000);
  check (count_threads () == before, "destroying stops them", 8);
}

int
main (void)
{
#if USE_POSIX_THREADS
  main_thread = pthread_self ();
#endif
  char const *q = getenv ("BLAKESUM_TEST_QUICK");
  quick = q && *q && strcmp (q, "0") != 0;

  size_t buf_len = (16 << 20) + (64 << 10);
  uint8_t *buf = xmalloc (buf_len);
  for (size_t i = 0; i < buf_len; i++)
    buf[i] = (uint8_t) (rng () >> 56);

  struct sigaction act;
  memset (&act, 0, sizeof act);
  act.sa_handler = fault_handler;
  sigemptyset (&act.sa_mask);
  sigaction (SIGBUS, &act, NULL);

  static size_t const sizes[] = { 1, 2, 3, 8 };
  for (size_t i = 0; i < sizeof sizes / sizeof *sizes; i++)
    {
      test_join2 (sizes[i]);
      test_nested (sizes[i]);
      test_join_faults (sizes[i]);
      test_truncated (buf, sizes[i]);
    }
  test_blake3 (buf, buf_len);
  test_mapped (buf, buf_len);

  check (same_digest (NULL, PLAIN, buf, 0, 3 << 20),
         "blake3_update_threaded without a pool", 0);
  test_lazy ();
  workers_destroy (NULL);

  free (buf);
  printf ("test-workers: %lu checks, %lu failures\n", checks, failures);
  return failures == 0 ? EXIT_SUCCESS : EXIT_FAILURE;
}
