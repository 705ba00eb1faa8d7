/* workers.c -- a lazily started fork-join thread pool

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

/* Design.

   The only operation is a fork-join of two functions, which is all a
   tree hash needs: workers_join2 (pool, fa, a, fb, b) runs fa (a) on
   the calling thread and meanwhile offers fb (b) to the other threads.
   The offer is a job record on the forking thread's stack, put on one
   list of offered jobs.  Idle helpers take the oldest offered job,
   which in a recursive split is the largest.  When A is done, the
   forking thread takes B back and runs it itself if nobody has taken
   it; otherwise it waits for B.  So a join never waits for a busy pool
   to make room, and a B is never stuck behind other work.

   A thread that waits for its B is not idle, though: it takes offered
   jobs that descend from that B (jobs forked, at any depth, by the code
   of B), and only sleeps when there are none.  This is the classic
   "leapfrogging" rule.  It is what keeps two threads busy to the end
   when one of them is slowed down (by another program on the same
   core, say): without it, whoever finishes its half first would sit
   idle while the other does the rest of its half alone.  Restricting
   a waiter to B's descendants means that whatever it runs is part of
   what it waits for, so it is never late to resume its own join, and
   its stack grows at most by the depth of the tree.  Nested joins
   cannot deadlock: a thread only ever waits for a job that another
   thread is running, that job only waits for its own descendants, and
   the leaves of the tree wait for nothing.

   Each job records the job in whose code it was forked (its parent),
   so "descends from B" is a walk up a chain of at most the tree's
   depth.  The chain stays valid while a job is offered because no job
   finishes before the joins inside it have.

   Threads start lazily.  workers_create only allocates; the first join
   starts all the helpers, so a program that hashes only small files
   never starts a thread.  If a helper cannot be started, the pool
   makes do with those that were; with none, the forking thread takes
   every B back.

   One mutex guards everything shared: the offer list and the state of
   every job.  One condition variable, broadcast when a job is offered
   or finished, wakes the sleeping threads, which then look for work or
   for the end of the job they wait for.  Broadcasting is cheap when
   nobody sleeps, which is the usual case while all threads are busy;
   the protected sections are a few pointer moves, and a tree hash
   forks once per subtree of at least its grain size (128 KiB), so the
   lock is not contended.

   Faults.  The inputs are often memory-mapped files, and a file that
   shrinks under its mapping raises SIGBUS on whichever thread touches
   the lost pages: possibly a helper, and the front end's handler
   siglongjmps to a buffer that belongs to the main thread's stack,
   which must not happen on another thread.  So each thread has a
   thread-local fault target, set while it runs code that another
   thread depends on: a job taken from the list, and a forking
   thread's A while its B is on offer (a jump out of A must not free
   B's record while it is on the list or running).  A fault handler
   calls workers_on_fault first, which siglongjmps to that target if
   there is one.  The job or join records the signal and finishes
   normally: a join whose A faulted takes B back unrun if it can, and
   otherwise waits for it.  workers_join2 returns the signal number,
   and its caller makes the fault its own (blake3-threads.c raises it
   again on its thread, which carries it to the next target up, and in
   the end to the front end's handler on the main thread).  A B taken
   back and run by the forking thread is not guarded: it has nothing on
   offer at that point, so a fault there goes to the enclosing target
   as if there were no pool.

   Limits of the fault handling: it serves synchronous fault signals
   raised by the code the pool runs (the memory access itself, or
   raise ()).  Code interrupted by the jump is abandoned halfway, so it
   must hold no lock and own no resource, which is true of hashing a
   mapped buffer.  The targets are set with sigsetjmp (..., 0), because
   saving the signal mask is a system call and there is a target per
   fork; after a jump, the fault signal, which the kernel blocked for
   the handler, is unblocked again.  That restores the mask exactly if
   the handler was installed with an empty sa_mask (as the front end's
   is); other signals of its sa_mask would stay blocked.  The target is
   a thread-local variable of the program itself, so reading it from a
   handler is async-signal-safe (static TLS, no lazy allocation).

   Helpers run with the asynchronous signals blocked, so that signals
   sent to the process (SIGINT, SIGTERM, SIGPIPE...) are still handled
   on the main thread as in a single-threaded program; the synchronous
   fault signals stay unblocked, because a blocked SIGBUS from a real
   fault kills the process outright.

   Built without threads (USE_POSIX_THREADS undefined or 0, as gnulib's
   threadlib leaves it after --disable-threads), a pool has one thread,
   every join runs A then B on the caller, and workers_on_fault does
   nothing.  */

#include <config.h>

#include "workers.h"

#include <signal.h>
#include <stdbool.h>
#include <stdlib.h>

#if USE_POSIX_THREADS
# include <pthread.h>
# include <setjmp.h>

enum job_state
{
  JOB_OFFERED,                  /* on the offer list */
  JOB_TAKEN,                    /* run by a thread, not its forker */
  JOB_DONE                      /* finished by that thread */
};

/* One fork's B, on the forking thread's stack.  */
struct job
{
  void (*fn) (void *);
  void *arg;
  /* The taken job whose code forked this one, or NULL for a fork by
     code that no job contains (the client's own).  */
  struct job const *parent;
  /* Neighbours on the offer list, older and newer.  */
  struct job *older;
  struct job *newer;
  enum job_state state;
  /* The fault signal that stopped FN, or 0.  */
  int fault;
};

struct workers
{
  size_t n_helpers;             /* helpers wanted */
  bool started;                 /* helpers have been started */
  size_t n_started;             /* helpers that are running */
  bool quit;                    /* helpers must exit */
  pthread_mutex_t lock;
  /* Broadcast when a job is offered or done, and on QUIT.  */
  pthread_cond_t changed;
  size_t n_sleeping;            /* threads waiting on CHANGED */
  /* The offer list, oldest first.  */
  struct job *oldest;
  struct job *newest;
  pthread_t *threads;           /* N_HELPERS slots */
};

/* Where a fault on this thread jumps to, or NULL, and the signal that
   jumped.  Volatile because a signal handler uses them between any two
   instructions.  */
static _Thread_local sigjmp_buf *volatile fault_target;
static _Thread_local volatile sig_atomic_t fault_signal;

/* The job taken from the list that this thread is running, or NULL.  */
static _Thread_local struct job const *current_job;

/* Run FN (ARG) with this thread's fault target set, and return 0, or
   the signal number if a fault cut it short.  */
static int
run_guarded (void (*fn) (void *), void *arg)
{
  sigjmp_buf env;
  sigjmp_buf *volatile outer = fault_target;
  int fault = 0;
  if (sigsetjmp (env, 0) == 0)
    {
      fault_target = &env;
      fn (arg);
    }
  else
    {
      /* The jump left the signal blocked, as it is in its handler.  */
      sigset_t set;
      fault = fault_signal;
      sigemptyset (&set);
      sigaddset (&set, fault);
      pthread_sigmask (SIG_UNBLOCK, &set, NULL);
    }
  fault_target = outer;
  return fault;
}

/* Put JOB on the offer list, newest, with the lock held.  */
static void
offer (struct workers *pool, struct job *job)
{
  job->state = JOB_OFFERED;
  job->older = pool->newest;
  job->newer = NULL;
  if (pool->newest)
    pool->newest->newer = job;
  else
    pool->oldest = job;
  pool->newest = job;
  if (pool->n_sleeping > 0)
    pthread_cond_broadcast (&pool->changed);
}

/* Take JOB off the offer list, with the lock held.  */
static void
unlink_job (struct workers *pool, struct job *job)
{
  if (job->older)
    job->older->newer = job->newer;
  else
    pool->oldest = job->newer;
  if (job->newer)
    job->newer->older = job->older;
  else
    pool->newest = job->older;
}

/* Does JOB descend from ANCESTOR?  */
static bool
descends_from (struct job const *job, struct job const *ancestor)
{
  for (struct job const *p = job->parent; p; p = p->parent)
    if (p == ancestor)
      return true;
  return false;
}

/* The oldest offered job that descends from ANCESTOR, or any oldest
   offered job if ANCESTOR is NULL; or NULL.  With the lock held.  */
static struct job *
find_job (struct workers const *pool, struct job const *ancestor)
{
  for (struct job *j = pool->oldest; j; j = j->newer)
    if (!ancestor || descends_from (j, ancestor))
      return j;
  return NULL;
}

/* Take JOB off the list and run it, with the lock held on entry and on
   return (but not while it runs).  */
static void
run_job (struct workers *pool, struct job *job)
{
  unlink_job (pool, job);
  job->state = JOB_TAKEN;
  pthread_mutex_unlock (&pool->lock);

  struct job const *outer = current_job;
  current_job = job;
  int fault = run_guarded (job->fn, job->arg);
  current_job = outer;

  pthread_mutex_lock (&pool->lock);
  job->fault = fault;
  /* The forker may return and free JOB as soon as the lock is
     released, so this is the last use of it.  */
  job->state = JOB_DONE;
  if (pool->n_sleeping > 0)
    pthread_cond_broadcast (&pool->changed);
}

/* Sleep until something changes, with the lock held.  */
static void
sleep_on_pool (struct workers *pool)
{
  pool->n_sleeping++;
  pthread_cond_wait (&pool->changed, &pool->lock);
  pool->n_sleeping--;
}

static void *
helper_main (void *arg)
{
  struct workers *pool = arg;

  pthread_mutex_lock (&pool->lock);
  while (!pool->quit)
    {
      struct job *job = find_job (pool, NULL);
      if (job)
        run_job (pool, job);
      else
        sleep_on_pool (pool);
    }
  pthread_mutex_unlock (&pool->lock);
  return NULL;
}

/* Start the helpers, with POOL->lock held; they wait for the lock
   before they look for work.  */
static void
start_helpers (struct workers *pool)
{
  pool->started = true;
  while (pool->n_started < pool->n_helpers
         && workers_thread_create (&pool->threads[pool->n_started],
                                   helper_main, pool) == 0)
    pool->n_started++;
}

#else /* !USE_POSIX_THREADS */

struct workers
{
  size_t n_helpers;             /* always 0 */
};

#endif

struct workers *
workers_create (size_t n_threads)
{
  struct workers *pool = malloc (sizeof *pool);
  if (!pool)
    return NULL;
#if USE_POSIX_THREADS
  pool->n_helpers = n_threads > 1 ? n_threads - 1 : 0;
  pool->started = false;
  pool->n_started = 0;
  pool->quit = false;
  pool->n_sleeping = 0;
  pool->oldest = NULL;
  pool->newest = NULL;
  pool->threads = NULL;
  if (pool->n_helpers > 0)
    {
      pool->threads = calloc (pool->n_helpers, sizeof *pool->threads);
      if (!pool->threads)
        {
          free (pool);
          return NULL;
        }
    }
  if (pthread_mutex_init (&pool->lock, NULL) != 0)
    {
      free (pool->threads);
      free (pool);
      return NULL;
    }
  if (pthread_cond_init (&pool->changed, NULL) != 0)
    {
      pthread_mutex_destroy (&pool->lock);
      free (pool->threads);
      free (pool);
      return NULL;
    }
#else
  (void) n_threads;
  pool->n_helpers = 0;
#endif
  return pool;
}

size_t
workers_threads (struct workers const *pool)
{
  /* The number asked for, even if fewer helpers could be started:
     jobs on any thread may ask, and this never changes.  */
  return pool->n_helpers + 1;
}

#if USE_POSIX_THREADS
/* The rest of a join once JOB (B) is on offer: run FA (A), then take B
   back or wait for it.  */
static int
join_offered (struct workers *pool, struct job *job, void (*fa) (void *),
              void *a)
{
  int fault = run_guarded (fa, a);

  pthread_mutex_lock (&pool->lock);
  if (job->state == JOB_OFFERED)
    {
      unlink_job (pool, job);
      pthread_mutex_unlock (&pool->lock);
      /* After a fault in A the result is lost anyway.  */
      if (fault == 0)
        job->fn (job->arg);
      return fault;
    }

  /* B was taken: help with its parts until it is done.  */
  while (job->state != JOB_DONE)
    {
      struct job *part = find_job (pool, job);
      if (part)
        run_job (pool, part);
      else
        sleep_on_pool (pool);
    }
  pthread_mutex_unlock (&pool->lock);
  return fault != 0 ? fault : job->fault;
}
#endif

int
workers_join2 (struct workers *pool, void (*fa) (void *), void *a,
               void (*fb) (void *), void *b)
{
#if USE_POSIX_THREADS
  if (pool->n_helpers > 0)
    {
      struct job job;
      job.fn = fb;
      job.arg = b;
      job.parent = current_job;
      job.fault = 0;

      pthread_mutex_lock (&pool->lock);
      if (!pool->started)
        start_helpers (pool);
      bool offered = pool->n_started > 0;
      if (offered)
        offer (pool, &job);
      pthread_mutex_unlock (&pool->lock);

      if (offered)
        return join_offered (pool, &job, fa, a);
    }
#else
  (void) pool;
#endif
  fa (a);
  fb (b);
  return 0;
}

int
workers_join2_raise (struct workers *pool, void (*fa) (void *), void *a,
                     void (*fb) (void *), void *b)
{
  int sig = workers_join2 (pool, fa, a, fb, b);
  if (sig)
    raise (sig);
  return sig;
}

void
workers_destroy (struct workers *pool)
{
  if (!pool)
    return;
#if USE_POSIX_THREADS
  if (pool->started)
    {
      pthread_mutex_lock (&pool->lock);
      pool->quit = true;
      pthread_cond_broadcast (&pool->changed);
      pthread_mutex_unlock (&pool->lock);
      for (size_t i = 0; i < pool->n_started; i++)
        pthread_join (pool->threads[i], NULL);
    }
  pthread_cond_destroy (&pool->changed);
  pthread_mutex_destroy (&pool->lock);
  free (pool->threads);
#endif
  free (pool);
}

void
workers_on_fault (int sig)
{
#if USE_POSIX_THREADS
  sigjmp_buf *target = fault_target;
  if (target)
    {
      fault_signal = sig;
      siglongjmp (*target, 1);
    }
#else
  (void) sig;
#endif
}

#if USE_POSIX_THREADS
int
workers_thread_create (pthread_t *thread, void *(*fn) (void *), void *arg)
{
  /* Blocked: all but the synchronous faults, since a blocked SIGBUS
     from a real fault kills the process outright.  */
  static int const faults[] =
    { SIGBUS, SIGSEGV, SIGFPE, SIGILL, SIGTRAP, SIGSYS, SIGABRT };
  sigset_t block, saved;
  sigfillset (&block);
  for (size_t i = 0; i < sizeof faults / sizeof faults[0]; i++)
    sigdelset (&block, faults[i]);

  /* A new thread inherits the creator's mask.  */
  pthread_sigmask (SIG_BLOCK, &block, &saved);
  int err = pthread_create (thread, NULL, fn, arg);
  pthread_sigmask (SIG_SETMASK, &saved, NULL);
  return err;
}
#endif
