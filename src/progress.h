/* progress.h -- the --progress display on a terminal

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

#ifndef BLAKESUM_PROGRESS_H
#define BLAKESUM_PROGRESS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* The display is one line on standard error, which must be a terminal:
   otherwise --progress does nothing.  It is drawn at most ten times a
   second, from the thread that reads the input (no thread of its own:
   a run without --progress pays one test of a flag per buffer).  It
   stays on the screen between two files, so that a long list of small
   files shows names going by rather than a blank line, and it is
   erased before anything else is written to the terminal (the
   streams of std-streams.c call progress_erase) and when the program
   exits, also when a signal kills it.  Nothing is drawn while the input
   is a terminal, which is someone typing.  */

/* True once progress_enable has found a terminal.  */
extern bool progress_on;

/* --progress: show the display if standard error is a terminal.  */
void progress_enable (void);

/* A file named NAME, open as FD, of TOTAL bytes (-1: not known),
   starts.  No line is drawn for it if FD is a terminal.  */
void progress_start (char const *name, int fd, intmax_t total);

/* N more bytes of it are hashed.  */
void progress_add (size_t n);

/* The file is done.  */
void progress_end (void);

/* Take the line off the screen, if it is there.  */
void progress_erase (void);

#endif
