/* progress.c -- the --progress display on a terminal

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

#include <config.h>

#include "progress.h"

#include "core/monotonic.h"

#include <errno.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <time.h>
#include <unistd.h>

#if USE_POSIX_THREADS
# include <pthread.h>
# include "core/workers.h"
#endif

#include "full-write.h"
#include "progress-line.h"
#include "std-streams.h"
#include "xalloc.h"

bool progress_on;

/* Redraw no more often than this: ten times a second.  */
enum { REDRAW_NS = 100 * 1000 * 1000 };

/* Lines wider than this are cut to it, whatever the terminal says.  */
enum { MAX_WIDTH = 512 };

/* What the display shows.  With threads, a thread of its own draws it
   every tenth of a second, so that an input that stalls (a FIFO, a slow
   disk) still shows, its rate falling; the lock guards this state and
   the terminal, so that no message is written between an erasure and
   the next drawing.  Without threads, the reading thread draws it as
   bytes come.  */
static struct
{
  char *name;                   /* the file shown, or NULL */
  bool active;                  /* it is being hashed: redraw it */
  intmax_t total;
  uintmax_t done;
  int64_t started;              /* when it started, in ns */
  int64_t drawn;                /* when the line was last drawn, or -1 */
  bool stopped;                 /* the program is exiting: draw no more */
} state = { NULL, false, -1, 0, 0, -1, false };

/* A line is on the screen.  Apart from the state above, since the
   signal handler reads it.  */
static volatile sig_atomic_t shown;

/* A signal is killing the program: draw no more.  */
static volatile sig_atomic_t dying;

/* The line is off the screen for a stop (Ctrl-Z): draw none until the
   program runs again.  */
static volatile sig_atomic_t suspended;

#if USE_POSIX_THREADS
static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static bool drawing_thread;
# define LOCK() pthread_mutex_lock (&lock)
# define UNLOCK() pthread_mutex_unlock (&lock)
#else
# define LOCK() ((void) 0)
# define UNLOCK() ((void) 0)
enum { drawing_thread = false };
#endif

/* Write LEN bytes of TEXT to the terminal.  The display is a courtesy:
   should the terminal fail, it stops, and the error is left for the
   messages that follow to meet.  */
static void
put (char const *text, size_t len)
{
  int saved = errno;
  if (full_write (STDERR_FILENO, text, len) < len)
    {
      state.stopped = true;
      shown = false;
    }
  errno = saved;
}

/* The line is drawn with the cursor left at its start, and erased by
   moving to the start of the row and clearing the screen from there
   down.  A terminal narrowed while the line is shown may rewrap it
   onto several rows (tmux, VTE, kitty do) or cut it (xterm); either
   way the cursor stays at its first character, and clearing down
   takes off every row of it, while nothing above is touched.  Nothing
   is ever below the line: everything else is written after erasing
   it.

   The line is written with the terminal's automatic wrapping off
   (DECAWM), and wrapping put back right after it: should the terminal
   be narrowed between the reading of its width and the write, the
   line, too wide by then, is cut at the last column instead of
   wrapping onto rows below, where the cursor would be left and from
   which clearing down would not reach the rows above.  A signal can
   end the program with that write cut short between the two, so the
   handlers put wrapping back as they erase.  */
static char const erase_line[] = "\r\033[J";
static char const line_start[] = "\r\033[J\033[?7l";
static char const line_end[] = "\r\033[?7h";
static char const erase_in_handler[] = "\r\033[J\033[?7h";

/* progress_erase, the lock held.  */
static void
erase_locked (void)
{
  if (shown)
    {
      shown = false;
      put (erase_line, sizeof erase_line - 1);
    }
}

void
progress_erase (void)
{
  LOCK ();
  erase_locked ();
  UNLOCK ();
}

/* The terminal's width, read at each redraw so that a resized terminal
   is followed.  The last column stays empty: writing there may wrap.  */
static size_t
line_width (void)
{
  struct winsize ws;
  size_t cols = 80;
  if (ioctl (STDERR_FILENO, TIOCGWINSZ, &ws) == 0 && ws.ws_col > 0)
    cols = ws.ws_col;
  return (cols < MAX_WIDTH ? cols : MAX_WIDTH) - 1;
}

/* Draw the line, the lock held, if there is one to draw and the last
   drawing is old enough.  */
static void
maybe_draw (void)
{
  if (!state.active || state.stopped || dying || suspended)
    return;
  int64_t t = monotonic_ns ();
  if (0 <= state.drawn && t - state.drawn < REDRAW_NS)
    return;
  char line[sizeof line_start + MAX_WIDTH + sizeof line_end];
  size_t len = sizeof line_start - 1;
  memcpy (line, line_start, len);
  /* Clear first, then write: a shorter line leaves nothing behind.  */
  len += progress_line (line + len, line_width (), state.name, state.done,
                        state.total, (t - state.started) / 1e9);
  memcpy (line + len, line_end, sizeof line_end - 1);
  len += sizeof line_end - 1;
  state.drawn = t;
  shown = true;
  put (line, len);
}

/* Standard output is a terminal: the screen, as far as we can tell.  */
static bool stdout_on_terminal;

/* How stdout and stderr write (std-streams.c): the line goes first
   when the text is for the screen.  */
static ssize_t
write_around_line (int fd, char const *buf, size_t size)
{
  LOCK ();
  if (fd == STDERR_FILENO || stdout_on_terminal)
    erase_locked ();
  size_t n = full_write (fd, buf, size);
  int saved = errno;
  UNLOCK ();
  errno = saved;
  return n;
}

/* At exit: erase the line, and let the thread draw no more.  */
static void
stop_display (void)
{
  LOCK ();
  erase_locked ();
  state.stopped = true;
  UNLOCK ();
}

/* The signals whose default action ends the program, and that it may
   get while a line is shown: from the keyboard, kill, a closed
   terminal or pipe.  */
static int const fatal_signals[] = { SIGHUP, SIGINT, SIGQUIT, SIGPIPE,
                                     SIGTERM };

/* A handler for them: take the line off the screen, which would
   otherwise stay there with the shell's next output glued to it, then
   die of the signal as without --progress (the exit status a shell
   shows is the same, 128 + the signal's number).  Only write (2) and
   the signal calls here, all async-signal-safe; no lock is taken, so
   that a signal that comes while the line is being drawn does not wait
   forever.  The signal is blocked while the handler runs, so the one
   raised is delivered as it returns, and the default action takes the
   process.  It runs on the main thread: the pool's helpers and the
   drawing thread block these signals.  */
static void
erase_and_die (int sig)
{
  dying = 1;
  if (shown)
    {
      ssize_t ignored = write (STDERR_FILENO, erase_in_handler,
                               sizeof erase_in_handler - 1);
      (void) ignored;
    }
  struct sigaction act;
  memset (&act, 0, sizeof act);
  act.sa_handler = SIG_DFL;
  sigemptyset (&act.sa_mask);
  sigaction (sig, &act, NULL);
  raise (sig);
}

/* SIGTSTP's handler: the same for a stop, which the shell follows with
   its own "Stopped" line.  The line is erased, the default action
   stops the program from within raise, with SIGTSTP unblocked for it,
   and once continued the handler is put back; the line comes back at
   the next drawing, which SUSPENDED held off meanwhile.  */
static void
erase_and_stop (int sig)
{
  int saved = errno;
  suspended = 1;
  /* SHOWN stays as it is: should the drawing thread have drawn the line
     again just now, the next erasing takes it off all the same, and
     erasing a line that is not there does no harm.  */
  if (shown)
    {
      ssize_t ignored = write (STDERR_FILENO, erase_in_handler,
                               sizeof erase_in_handler - 1);
      (void) ignored;
    }
  struct sigaction act, ours;
  memset (&act, 0, sizeof act);
  act.sa_handler = SIG_DFL;
  sigemptyset (&act.sa_mask);
  sigaction (sig, &act, &ours);
  sigset_t just_it;
  sigemptyset (&just_it);
  sigaddset (&just_it, sig);
  sigprocmask (SIG_UNBLOCK, &just_it, NULL);
  raise (sig);
  sigprocmask (SIG_BLOCK, &just_it, NULL);
  sigaction (sig, &ours, NULL);
  suspended = 0;
  errno = saved;
}

/* Install HANDLER for SIG if SIG has its default action: a signal the
   program was started with ignored stays so, and one that the program
   handles itself (bao ignores SIGPIPE) is left to it.  MASK is blocked
   while HANDLER runs.  */
static void
catch_if_default (int sig, void (*handler) (int), sigset_t const *mask)
{
  struct sigaction old;
  if (sigaction (sig, NULL, &old) == 0
      && !(old.sa_flags & SA_SIGINFO) && old.sa_handler == SIG_DFL)
    {
      struct sigaction act;
      memset (&act, 0, sizeof act);
      act.sa_handler = handler;
      act.sa_mask = *mask;
      act.sa_flags = SA_RESTART;
      sigaction (sig, &act, NULL);
    }
}

/* Install erase_and_die for each fatal signal, and erase_and_stop for
   SIGTSTP, where they have their default action.  The fatal signals
   are blocked while either handler runs, and SIGTSTP while its own
   does.  */
static void
catch_fatal_signals (void)
{
  sigset_t fatal;
  sigemptyset (&fatal);
  for (size_t i = 0; i < sizeof fatal_signals / sizeof *fatal_signals; i++)
    sigaddset (&fatal, fatal_signals[i]);
  for (size_t i = 0; i < sizeof fatal_signals / sizeof *fatal_signals; i++)
    catch_if_default (fatal_signals[i], erase_and_die, &fatal);
  sigset_t stop = fatal;
  sigaddset (&stop, SIGTSTP);
  catch_if_default (SIGTSTP, erase_and_stop, &stop);
}

#if USE_POSIX_THREADS
static void *
draw_every_tenth (void *arg)
{
  (void) arg;
  struct timespec tenth = { 0, REDRAW_NS };
  for (;;)
    {
      nanosleep (&tenth, NULL);
      LOCK ();
      bool stopped = state.stopped;
      maybe_draw ();
      UNLOCK ();
      if (stopped)
        return NULL;
    }
}

/* Start the drawing thread, detached.  Return false if it cannot
   start.  */
static bool
start_drawing_thread (void)
{
  pthread_t thread;
  bool started = workers_thread_create (&thread, draw_every_tenth,
                                        NULL) == 0;
  if (started)
    pthread_detach (thread);
  return started;
}
#endif

void
progress_enable (void)
{
  if (progress_on || !isatty (STDERR_FILENO))
    return;
  progress_on = true;
  stdout_on_terminal = isatty (STDOUT_FILENO);
  std_streams_writer = write_around_line;
  atexit (stop_display);
  catch_fatal_signals ();
#if USE_POSIX_THREADS
  drawing_thread = start_drawing_thread ();
#endif
}

/* Is FD a terminal?  Then what is hashed is what someone types, and
   its echo is on the screen, most likely the one stderr is on: a line
   redrawn there would mix with the text typed and wipe it, to show a
   rate that is typing speed and no size.  So no line is drawn while a
   terminal is read, whichever terminal it is (/dev/tty names the same
   one as /dev/pts/N with another device number, and one that is not
   the screen is rare enough not to need the line).  */
static bool
typed_input (int fd)
{
  int saved = errno;
  bool typed = 0 <= fd && isatty (fd);
  errno = saved;
  return typed;
}

void
progress_start (char const *name, int fd, intmax_t total)
{
  if (!progress_on)
    return;
  if (typed_input (fd))
    {
      LOCK ();
      state.active = false;
      erase_locked ();
      UNLOCK ();
      return;
    }
  char *copy = xstrdup (name);
  LOCK ();
  free (state.name);
  state.name = copy;
  state.active = true;
  state.total = total;
  state.done = 0;
  state.started = monotonic_ns ();
  if (!drawing_thread)
    maybe_draw ();
  UNLOCK ();
}

void
progress_add (size_t n)
{
  if (!progress_on)
    return;
  LOCK ();
  state.done += n;
  if (!drawing_thread)
    maybe_draw ();
  UNLOCK ();
}

void
progress_end (void)
{
  if (!progress_on)
    return;
  LOCK ();
  /* The line stays until the next file's replaces it, or something
     else is written to the screen, or the program ends.  Without the
     streams' hook a message could land after it: take it off now.  */
  state.active = false;
  if (!std_streams_watched)
    erase_locked ();
  UNLOCK ();
}
