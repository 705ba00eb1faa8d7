/* pipe-size.c -- give a pipe that is read or written in bulk a larger buffer

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

/* A Linux pipe holds 64 KiB unless asked for more, so a writer and a
   reader on two CPUs take turns every 64 KiB at most, each turn waking
   the other, and in a virtual machine each wake-up is dear.  On the
   2-core VM this was measured on, "cat FILE | b3sum" of a cached 1 GiB
   took 1.4 s, as long as the system b3sum, all but a tenth of it in
   the kernel; through a pipe of 256 KiB or of 1 MiB a cached 1 GiB
   passed in 0.52 s, of 128 KiB in 0.77 s.  256 KiB, then: a user's
   pipes share a quota (/proc/sys/fs/pipe-user-pages-soft, 64 MiB by
   default), past which the system gives that user's new pipes the
   least room it can, so each program takes no more than it gains
   from.  The pipe's buffer only sets how much the writer may get
   ahead: the bytes and their order are the same.  A refusal (the quota
   reached) or a system without F_SETPIPE_SZ leaves the pipe as it
   was, as does any descriptor that is not a pipe, and a pipe that
   holds as much already is never made smaller.  */

#include <config.h>

#include "pipe-size.h"

#include <errno.h>
#include <fcntl.h>
#include <sys/stat.h>

enum { WANTED = 256 * 1024 };

bool
pipe_widen (int fd)
{
  int saved = errno;
  struct stat st;
  bool pipe = fstat (fd, &st) == 0 && S_ISFIFO (st.st_mode);
#if defined F_SETPIPE_SZ && defined F_GETPIPE_SZ
  if (pipe)
    {
      int size = fcntl (fd, F_GETPIPE_SZ);
      if (0 <= size && size < WANTED)
        fcntl (fd, F_SETPIPE_SZ, WANTED);
    }
#endif
  errno = saved;
  return pipe;
}
