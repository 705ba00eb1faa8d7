/* workers.h -- a lazily started fork-join thread pool

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

#ifndef BLAKESUM_WORKERS_H
#define BLAKESUM_WORKERS_H

#include <stddef.h>

/* A pool of N_THREADS - 1 helper threads; the thread that calls
   workers_join2 is the N-th worker.  Creating a pool starts no thread:
   the helpers are started by the first workers_join2, so a program that
   never forks pays nothing.  N_THREADS of 0 means 1.  Without thread
   support (USE_POSIX_THREADS unset or 0) every pool has one thread and
   all work runs on the caller.  Return NULL if out of memory.  */
struct workers *workers_create (size_t n_threads);

/* The number of threads POOL was created for, the caller included: at
   least 1, and 1 when built without threads.  Any thread may ask.  */
size_t workers_threads (struct workers const *pool);

/* Run FA (A) on the calling thread while FB (B) is offered to the
   other threads, and return when both are done.  If no thread has
   taken B by the time A is done, the caller runs B itself, so a join
   never waits for a busy pool; if one has, the caller helps with the
   joins inside B until B is done.  Joins may nest, in FA, FB, and on
   any thread, without deadlock.

   Return 0 normally.  If a fault signal (see workers_on_fault) hit FA
   while B was on offer or running, or hit FB on another thread, return
   that signal's number: the faulting side stopped where it was, the
   other side ran to the end or not at all, and the caller must treat
   the combined result as lost (blake3-threads.c raises the signal
   again on its own thread).  A fault in a B that the caller took back
   is not caught here: it reaches whatever target the caller had set,
   as it would without the pool.

   One client thread at a time may use a pool (helpers may fork).  */
int workers_join2 (struct workers *pool, void (*fa) (void *), void *a,
                   void (*fb) (void *), void *b);

/* workers_join2, for work that reads memory that may fault (a mapped
   file) under a caller whose fault handler expects the fault on this
   thread: a fault that the join returns is raised again here, once no
   helper touches A or B any more, as if this thread had met it.  Return
   its number if the handler returned, else 0.  */
int workers_join2_raise (struct workers *pool, void (*fa) (void *), void *a,
                         void (*fb) (void *), void *b);

/* Stop the helpers and free POOL, which must have no join in progress.
   POOL may be NULL.  */
void workers_destroy (struct workers *pool);

/* Call this first from a handler for a synchronous fault signal SIG
   (SIGBUS on a truncated mapping, say), installed with an empty
   sa_mask.  If the current thread runs code that another thread waits
   for (an A whose B is on offer or running elsewhere, or a job it took
   from another thread), it jumps out of the handler into the join or
   job, which records SIG and unblocks it again; otherwise it returns,
   and the handler should go on as it would without the pool.
   Async-signal-safe.  */
void workers_on_fault (int sig);

#if USE_POSIX_THREADS
# include <pthread.h>

/* pthread_create (THREAD, NULL, FN, ARG), with the asynchronous
   signals blocked in the new thread, as in the pool's helpers: signals
   sent to the process are then handled on the main thread as in a
   single-threaded program, while a fault that the new thread meets
   itself still reaches it.  Every thread the programs start goes
   through here.  Return pthread_create's value.  */
int workers_thread_create (pthread_t *thread, void *(*fn) (void *),
                           void *arg);
#endif

#endif
