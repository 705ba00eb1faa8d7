/* bao-commands.c -- bao's encode, decode, slice and decode-slice

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

/* The subcommands that do not hash each operand: they open the files
   in the order bao 0.13.1 does (so that the same error wins), give the
   Bao core (bao/bao.h) callbacks over the file descriptors, and turn
   what it returns into bao's messages.  Every error ends the program
   with "Error: MESSAGE" and status 1, as anyhow does in bao.  */

#include <config.h>

#include <fcntl.h>
#include <limits.h>
#include <stdckdint.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <sys/uio.h>
#include <unistd.h>

#include "system.h"
#include "bao-commands.h"
#include "bao/bao.h"
#include "hashfile.h"
#include "core/cold-read.h"
#include "core/hex.h"
#include "core/map-or-read.h"
#include "core/mapped-pages.h"
#include "core/read-at.h"
#include "pipe-size.h"
#include "rust-error.h"
#include "c-ctype.h"
#include "full-read.h"
#include "full-write.h"
#include "intprops.h"
#include "safe-read.h"
#include "xalloc.h"

char const *
bao_os_error_text (int err)
{
  return rust_os_error_text (err);
}

_Noreturn static void
die (char const *message)
{
  fflush (stdout);
  fprintf (stderr, "Error: %s\n", message);
  exit (EXIT_FAILURE);
}

_Noreturn static void
die_errno (int err)
{
  die (bao_os_error_text (err));
}

/* A null name, or "-", is standard input or output.  */
static bool
is_std (char const *name)
{
  return !name || STREQ (name, "-");
}

static int
open_input (char const *name)
{
  if (is_std (name))
    return STDIN_FILENO;
  int fd = open (name, O_RDONLY | O_CLOEXEC);
  if (fd < 0)
    die_errno (errno);
  return fd;
}

/* bao opens its outputs read-write (encode reads back what it wrote),
   creating and truncating them at once.  */
static int
open_output (char const *name)
{
  if (is_std (name))
    return STDOUT_FILENO;
  int fd = open (name, O_RDWR | O_CREAT | O_TRUNC | O_CLOEXEC, 0666);
  if (fd < 0)
    die_errno (errno);
  return fd;
}

static void
close_output (int fd)
{
  if (fd != STDOUT_FILENO && close (fd) != 0)
    die_errno (errno);
}

/* bao seeks only in files it opened by name, never in standard input
   or output.  */
static void
require_file (int fd, int std_fd, char const *message)
{
  if (fd == std_fd)
    die (message);
}

/* Parse the <hash> argument as the hex crate does, and with its
   messages: the length's parity first, then each digit, then the
   length itself (checked by bao).  */
static void
parse_hash (char const *hex, uint8_t hash[BAO_HASH_LEN])
{
  size_t len = strlen (hex);
  if (len % 2)
    die ("Odd number of digits");
  for (size_t i = 0; i < len; i++)
    {
      unsigned char c = hex[i];
      if (c_isxdigit (c))
        continue;
      /* The byte is taken as a Latin-1 character and quoted as Rust's
         Debug quotes a char.  */
      char shown[16];
      if (c == '\0' || c == '\t' || c == '\n' || c == '\r'
          || c == '\'' || c == '\\')
        snprintf (shown, sizeof shown, "\\%c",
                  (c == '\0' ? '0' : c == '\t' ? 't' : c == '\n' ? 'n'
                   : c == '\r' ? 'r' : c));
      else if (c < 0x20 || (0x7f <= c && c <= 0xa0) || c == 0xad)
        snprintf (shown, sizeof shown, "\\u{%x}", c);
      else if (c < 0x80)
        snprintf (shown, sizeof shown, "%c", c);
      else
        snprintf (shown, sizeof shown, "%c%c",
                  0xc0 | c >> 6, 0x80 | (c & 0x3f));
      char message[64];
      snprintf (message, sizeof message,
                "Invalid character '%s' at position %zu", shown, i);
      die (message);
    }
  if (len != 2 * BAO_HASH_LEN)
    die ("wrong length hash");
  hex_decode (hash, hex, BAO_HASH_LEN, true);
}

/* A file descriptor as a bao_input.  Reads are buffered: the walk asks
   for a node or a chunk at a time, and a system call for each 64 or
   1024 bytes took most of a decode's time (two thirds of its 0.13 s for
   64 MiB).  Bytes read ahead past the end of what is needed are never
   looked at.  A regular file may instead be mapped (fd_source_map),
   which the core then reads in place through VIEW.  */
enum { SOURCE_BUFFER = 64 * 1024 };
struct fd_source
{
  int fd;
  int err;                      /* errno of a failed read or seek */
  off_t start;                  /* FD's offset when the source began */
  struct bao_input in;
  uint8_t const *map;           /* the file mapped from offset 0, or null */
  size_t map_len;
  uint64_t map_pos;             /* the source's offset in the file */
  size_t used, have;            /* BUF[USED..HAVE) is unread */
  bool cold;                    /* a regular file not in memory */
  struct cold_reader reader;    /* its reads, dropped as it goes */
  uint8_t buf[SOURCE_BUFFER];
};

/* Read up to N bytes from S's file into BUF.  A cold file's reads are
   a few MiB each (a region), so one lseek each to learn where they
   start costs nothing that shows.  */
static ptrdiff_t
fd_read_raw (struct fd_source *s, void *buf, size_t n)
{
  if (s->cold)
    {
      off_t at = lseek (s->fd, 0, SEEK_CUR);
      if (0 <= at)
        cold_reader_next (&s->reader, at, n);
    }
  size_t got = safe_read (s->fd, buf, n);
  if (got == SAFE_READ_ERROR)
    {
      s->err = errno;
      return -1;
    }
  return got;
}

/* Read from a mapped S: from the mapping, and past its end (the file
   grew) from the file.  */
static ptrdiff_t
map_read (struct fd_source *s, void *buf, size_t n)
{
  if (s->map_pos < s->map_len)
    {
      size_t k = s->map_len - s->map_pos;
      k = n < k ? n : k;
      memcpy (buf, s->map + s->map_pos, k);
      s->map_pos += k;
      return k;
    }
  if (TYPE_MAXIMUM (off_t) < s->map_pos)
    return 0;
  for (;;)
    {
      ssize_t got = pread (s->fd, buf, n < SSIZE_MAX ? n : SSIZE_MAX,
                           s->map_pos);
      if (0 <= got)
        {
          s->map_pos += got;
          return got;
        }
      if (errno != EINTR)
        {
          s->err = errno;
          return -1;
        }
    }
}

static ptrdiff_t
fd_read (void *arg, void *buf, size_t n)
{
  struct fd_source *s = arg;
  if (s->map)
    return map_read (s, buf, n);
  if (s->used == s->have)
    {
      /* A large request needs no copy.  */
      if (SOURCE_BUFFER <= n)
        return fd_read_raw (s, buf, n);
      ptrdiff_t got = fd_read_raw (s, s->buf, SOURCE_BUFFER);
      if (got <= 0)
        return got;
      s->used = 0;
      s->have = got;
    }
  size_t k = n < s->have - s->used ? n : s->have - s->used;
  memcpy (buf, s->buf + s->used, k);
  s->used += k;
  return k;
}

static int
fd_skip (void *arg, uint64_t n)
{
  struct fd_source *s = arg;
  if (s->map)
    {
      /* As lseek, past the end is allowed; reads there find nothing.  */
      if (UINT64_MAX - s->map_pos < n)
        {
          s->err = EINVAL;
          return -1;
        }
      s->map_pos += n;
      return 0;
    }
  /* The buffered bytes come first; past them, the file's offset is the
     source's.  */
  size_t k = n < s->have - s->used ? n : s->have - s->used;
  s->used += k;
  n -= k;
  if (n == 0)
    return 0;
  off_t here = lseek (s->fd, 0, SEEK_CUR);
  if (here < 0)
    {
      s->err = errno;
      return -1;
    }
  /* Seeking past OFF_T_MAX is as invalid as a negative offset.  */
  if ((uint64_t) (TYPE_MAXIMUM (off_t) - here) < n)
    {
      s->err = EINVAL;
      return -1;
    }
  if (lseek (s->fd, here + n, SEEK_SET) < 0)
    {
      s->err = errno;
      return -1;
    }
  return 0;
}

/* READ_AT of a regular file: pread, which does not move FD's offset
   and which threads may call at once.  */
static int
fd_read_at (void *arg, void *buf, size_t n, uint64_t at)
{
  struct fd_source const *s = arg;
  if ((uint64_t) (TYPE_MAXIMUM (off_t) - s->start) < at)
    return -1;
  return read_at (s->fd, buf, n, s->start + at) == 0 ? 0 : -1;
}

/* A view's pages are not read in here: the view is taken on the
   walk's thread, and reading in the pages of each region there (one
   madvise, MADV_POPULATE_READ) kept the other threads waiting; a
   cached 1 GiB outboard decode took 0.30 to 0.37 s so, against 0.27
   to 0.29 s with faults.  The verifier reads them in a piece at a
   time on the threads that check them (MAPPED, bao-verify.c), which
   took 4 to 10% off an outboard decode and 1 to 3% off a combined
   one.  */
static uint8_t const *
fd_view (void *arg, size_t n)
{
  struct fd_source *s = arg;
  if (!s->map || s->map_len < s->map_pos || s->map_len - s->map_pos < n)
    return NULL;
  uint8_t const *p = s->map + s->map_pos;
  s->map_pos += n;
  return p;
}

/* Make S a source over FD.  Regular files skip by seeking; anything
   else, by reading.  A regular file that is in the page cache can be
   read at an offset too, and so in pieces on several threads at once;
   one that is not is read in order, which the kernel's read-ahead
   serves best: read in two pieces at once, a decode of a cold 1 GiB
   in a memory cgroup of 256 MiB took 0.44 s rather than 0.39 s.  What
   is read of such a file is dropped from the page cache as it goes
   (cold-read.h), as b3sum's readers drop theirs: the kernel then
   reclaims nothing to make room for the next pages, and the same
   decode took 0.38 s rather than 0.45 s, --outboard 0.40 s rather
   than 0.47 s (cat 0.41 to 0.42 s; doc/measurements.md).  */
static struct bao_input *
fd_source_init (struct fd_source *s, int fd)
{
  struct stat st;
  bool regular = fstat (fd, &st) == 0 && S_ISREG (st.st_mode);
  s->fd = fd;
  s->err = 0;
  s->start = regular ? lseek (fd, 0, SEEK_CUR) : -1;
  s->map = NULL;
  s->used = s->have = 0;
  s->in.read = fd_read;
  s->in.skip = regular ? fd_skip : NULL;
  pipe_widen (fd);
  s->in.view = NULL;
  s->in.mapped = false;
  s->in.arg = s;
  s->in.read_at = (0 <= s->start && s->start < st.st_size
                   && !cold_read_is_cold (fd, s->start,
                                          st.st_size - s->start)
                   ? fd_read_at : NULL);
  s->cold = regular && !s->in.read_at;
  cold_reader_init (&s->reader, fd);
  return &s->in;
}

/* Whether the file described by ST can be mapped whole: a regular
   file, not empty (mmap refuses 0 bytes), that fits in the address
   space.  */
static bool
mappable (struct stat const *st)
{
  return (S_ISREG (st->st_mode) && 0 < st->st_size
          && (uintmax_t) st->st_size <= SIZE_MAX);
}

/* Map S's file if BLAKESUM_MAPPING asks for mappings and it is a
   regular file that mmap takes, so that the core reads it in place; it
   must then run under hash_guard_mapping, as a file that shrinks
   faults.  Return whether it did.  Otherwise the file is read, as from
   a pipe, whatever the probe of map-or-read.h would say of hashing it:
   a decode copies every byte it verifies to its output, which reading
   does in the kernel, with no page-table entries to build and drop.
   On a guest where the probe found a mapping cheaper (a cached 1 GiB
   read in by cat, in large folios), its decode took 0.49 s mapped and
   0.37 s read, outboard 0.49 s and 0.27 s; just encoded, 0.51 s and
   0.29 s; cold in a memory cgroup of 256 MiB, 0.85 s and 0.31 s
   (doc/measurements.md).  */
static bool
fd_source_map (struct fd_source *s)
{
  struct stat st;
  if (map_or_read_setting () != MAP_OR_READ_MAP
      || fstat (s->fd, &st) != 0 || !mappable (&st))
    return false;
  off_t here = lseek (s->fd, 0, SEEK_CUR);
  if (here < 0)
    return false;
  uint8_t const *map = mapped_file (s->fd, st.st_size);
  if (!map)
    return false;
  s->map = map;
  s->map_len = st.st_size;
  s->map_pos = here;
  s->in.view = fd_view;
  s->in.mapped = true;
  return true;
}

/* The walk over S is over: unmap its file, or drop what is left in
   the page cache of what was read of it cold.  */
static void
fd_source_finish (struct fd_source *s)
{
  if (s->map)
    munmap ((void *) s->map, s->map_len);
  s->map = NULL;
  if (s->cold)
    cold_reader_finish (&s->reader);
}

/* A file descriptor as a bao_output.  Small writes (a leaf or a node)
   are gathered in BUF, as a system call each would cost more than the
   hashing; only verified bytes are ever written to it, and finish
   flushes it before any message.

   A pipe is written at most SINK_BUFFER bytes a call.  Its reader
   waits while a write copies into it, until the pipe is full, so a
   region of 4 MiB written in one call was read mostly after the copy;
   in pieces, the reader drains one while the next is copied.  An
   outboard decode of a cached 1 GiB into "| cat > /dev/null" took
   0.42 s rather than 0.49 s so (medians of 15, two threads, Zen 5).  */
enum { SINK_BUFFER = 128 * 1024 };
struct fd_sink
{
  int fd;
  int err;                      /* errno of a failed write */
  size_t most;                  /* the most bytes a write is given */
  struct bao_output out;
  size_t used;
  uint8_t buf[SINK_BUFFER];
};

static int
write_fully (struct fd_sink *s, void const *buf, size_t n)
{
  for (uint8_t const *p = buf; 0 < n; )
    {
      size_t k = n < s->most ? n : s->most;
      if (full_write (s->fd, p, k) != k)
        {
          s->err = errno;
          return -1;
        }
      p += k;
      n -= k;
    }
  return 0;
}

static int
fd_flush (struct fd_sink *s)
{
  size_t n = s->used;
  s->used = 0;
  return write_fully (s, s->buf, n);
}

static int
fd_write (void *arg, void const *buf, size_t n)
{
  struct fd_sink *s = arg;
  if (SINK_BUFFER - s->used < n && fd_flush (s) != 0)
    return -1;
  if (SINK_BUFFER <= n)
    return write_fully (s, buf, n);
  memcpy (s->buf + s->used, buf, n);
  s->used += n;
  return 0;
}

#ifndef IOV_MAX
# define IOV_MAX 16
#endif

/* WRITEV: the buffers go to the kernel as they are, in calls of at
   most S->most bytes (or one larger buffer, which write_fully splits)
   and IOV_MAX buffers; what a call leaves unwritten (a short write, an
   interruption, an error) is written as write_fully writes, which
   finishes it or says why not.  */
static int
fd_writev (void *arg, struct iovec const *iov, int n)
{
  struct fd_sink *s = arg;
  if (fd_flush (s) != 0)
    return -1;
  while (0 < n)
    {
      int k = 1;
      size_t bytes = iov[0].iov_len;
      while (k < n && k < IOV_MAX && bytes < s->most
             && iov[k].iov_len <= s->most - bytes)
        bytes += iov[k++].iov_len;
      ssize_t done = s->most < bytes ? 0 : writev (s->fd, iov, k);
      size_t written = done < 0 ? 0 : done;
      for (int i = 0; i < k; i++)
        {
          size_t len = iov[i].iov_len;
          size_t from = written < len ? written : len;
          written -= from;
          if (from < len
              && write_fully (s, (uint8_t const *) iov[i].iov_base + from,
                              len - from) != 0)
            return -1;
        }
      iov += k;
      n -= k;
    }
  return 0;
}

static struct bao_output *
fd_sink_init (struct fd_sink *s, int fd)
{
  s->fd = fd;
  s->err = 0;
  s->most = pipe_widen (fd) ? SINK_BUFFER : SIZE_MAX;
  s->used = 0;
  s->out.write = fd_write;
  s->out.writev = fd_writev;
  s->out.arg = s;
  return &s->out;
}

/* Report what the core returned, after it wrote what it could.  A
   broken pipe ends the decoders quietly, as in bao, so that "bao decode
   ... | head" succeeds.  Return the exit status.  */
static int
finish (enum bao_status st, struct fd_source const *a,
        struct fd_source const *b, struct fd_sink *out, bool quiet_epipe)
{
  /* The gathered bytes were written before whatever ended the walk.  */
  if (fd_flush (out) != 0)
    st = BAO_WRITE_ERROR;
  switch (st)
    {
    case BAO_OK:
      break;
    case BAO_MISMATCH:
      die ("hash mismatch");
    case BAO_TRUNCATED:
      die ("failed to fill whole buffer");
    case BAO_READ_ERROR:
      die_errno (a->err ? a->err : b && b->err ? b->err : errno);
    case BAO_WRITE_ERROR:
      if (quiet_epipe && out->err == EPIPE)
        return EXIT_SUCCESS;
      die_errno (out->err ? out->err : errno);
    case BAO_OVERFLOW:
      die ("seek offset overflowed u64");
    }
  close_output (out->fd);
  return EXIT_SUCCESS;
}

/* An input that is not mapped is read into memory up to this many
   bytes; a longer one goes to the output file (spool_input), or to a
   file of its own where the output is a device (spool_file).  */
enum { SPOOL_AFTER = 4 * 1024 * 1024 };

/* Read FD into the ALLOC bytes at BUF, as far as they go or FD ends,
   and return how many bytes were read.  */
static size_t
read_into (int fd, uint8_t *buf, size_t alloc)
{
  size_t got = full_read (fd, buf, alloc);
  if (got < alloc && errno != 0)
    die_errno (errno);
  return got;
}

/* Read the rest of FD into memory after the USED bytes read into *BUF
   (of *ALLOC bytes, from xmalloc), and return the length of it all.  */
static uint64_t
slurp_rest (int fd, uint8_t **buf, idx_t *alloc, size_t used)
{
  for (;;)
    {
      if (used == (size_t) *alloc)
        *buf = xpalloc (*buf, alloc, 64 * 1024, -1, 1);
      size_t got = safe_read (fd, *buf + used, *alloc - used);
      if (got == SAFE_READ_ERROR)
        die_errno (errno);
      if (got == 0)
        return used;
      used += got;
    }
}

/* Write the LEN bytes at BUF to OUT_FD at AT; return 0, or an errno
   value.  */
static int
spool_write (int out_fd, void const *buf, size_t len, uint64_t at)
{
  if (TYPE_MAXIMUM (off_t) - len < at)
    return EFBIG;
  return write_at (out_fd, buf, len, at);
}

/* The same, or die.  */
static void
write_or_die (int out_fd, void const *buf, size_t len, uint64_t at)
{
  int err = spool_write (out_fd, buf, len, at);
  if (err != 0)
    die_errno (err);
}

/* Read back the LEN bytes of the spool FD at AT into BUF, or die.  */
static void
read_back (int fd, void *buf, size_t len, uint64_t at)
{
  int r = read_at (fd, buf, len, at);
  if (r != 0)
    die (r < 0 ? hash_error_text (HASH_TRUNCATED, 0) : bao_os_error_text (r));
}

/* Write into OUT_FD from its start the *USED bytes at BUF (of ALLOC
   bytes) read from IN_FD so far, then the rest of IN_FD, read into
   BUF, and set *LEN to how many bytes were written.  Return 0; or, if
   a write fails, its errno value, with the *USED bytes at BUF, which
   follow the *LEN written, not all written.  */
static int
spool_copy (int in_fd, int out_fd, uint8_t *buf, size_t alloc, size_t *used,
            uint64_t *len)
{
  *len = 0;
  while (0 < *used)
    {
      int err = spool_write (out_fd, buf, *used, *len);
      if (err != 0)
        return err;
      *len += *used;
      *used = read_into (in_fd, buf, alloc);
    }
  return 0;
}

/* Spool the input of an encoding into SPOOL_FD, a temporary file, with
   spool_copy, and return true with its length in *LEN.  A temporary
   file is not what the user asked for, so one that cannot take the
   input (TMPDIR full, a quota, a limit on file sizes) must not fail the
   encoding: then read back what it took, hold the input in memory at
   *BUF (of *ALLOC bytes) as where no such file can be made, and return
   false.  */
static bool
spool_temp (int in_fd, int spool_fd, uint8_t **buf, idx_t *alloc,
            size_t used, uint64_t *len)
{
  if (spool_copy (in_fd, spool_fd, *buf, *alloc, &used, len) == 0)
    return true;

  /* The bytes at *BUF come after the *LEN spooled.  */
  idx_t kept;
  if (ckd_add (&kept, *len, used))
    xalloc_die ();
  uint8_t *all = xmalloc (kept < *alloc ? *alloc : kept);
  read_back (spool_fd, all, *len, 0);
  memcpy (all + *len, *buf, used);
  free (*buf);
  *buf = all;
  *alloc = kept < *alloc ? *alloc : kept;
  *len = slurp_rest (in_fd, buf, alloc, kept);
  return false;
}

/* An unnamed file of its own in TMPDIR (or /tmp) to hold the content
   of an encoding whose output cannot (a device), or -1 where none can
   be made.  */
static int
spool_file (void)
{
  char const *dir = getenv ("TMPDIR");
  if (!dir || !*dir)
    dir = "/tmp";
  int fd = -1;
#ifdef O_TMPFILE
  fd = open (dir, O_TMPFILE | O_RDWR | O_CLOEXEC, S_IRUSR | S_IWUSR);
#endif
  if (fd < 0)
    {
      char *name = xmalloc (strlen (dir) + sizeof "/baoXXXXXX");
      strcpy (stpcpy (name, dir), "/baoXXXXXX");
      fd = mkstemp (name);
      if (0 <= fd)
        unlink (name);
      free (name);
    }
  return fd;
}

/* Spool the input of the encoding C asks for into OUT_FD, a regular
   file, from its start: the USED bytes at BUF (of ALLOC bytes) read
   from IN_FD so far, then the rest of IN_FD (spool_copy).  Then move
   the content to where it stays while it is encoded: the first page
   boundary at or past the end of its encoding, copying from its end
   backwards, as the two places overlap when the encoding is shorter
   than the content (an outboard one).  Return the content's length,
   and in *AT where it now is.  */
static uint64_t
spool_input (int in_fd, int out_fd, uint8_t *buf, size_t alloc, size_t used,
             struct bao_command const *c, uint64_t *at)
{
  uint64_t len;
  int err = spool_copy (in_fd, out_fd, buf, alloc, &used, &len);
  if (err != 0)
    die_errno (err);
  uint64_t encoded = bao_encoded_size (len, c->group_log, c->outboard != NULL);
  uint64_t page = sysconf (_SC_PAGESIZE);
  if (TYPE_MAXIMUM (off_t) - page < encoded)
    die_errno (EFBIG);
  *at = (encoded + page - 1) / page * page;
  for (uint64_t left = len; 0 < left; )
    {
      size_t n = left < alloc ? left : alloc;
      left -= n;
      read_back (out_fd, buf, n, left);
      write_or_die (out_fd, buf, n, *at + left);
    }
  return len;
}

/* One bao_encode_to_fd call, for hash_guard_mapping.  */
struct encode_job
{
  struct bao_content content;
  unsigned int group_log;
  bool outboard;
  struct workers *pool;
  int fd;
  struct bao_pieces *pieces;
  int err;
  uint8_t hash[BAO_HASH_LEN];
};

static void
run_encode (void *arg)
{
  struct encode_job *j = arg;
  j->err = bao_encode_to_fd (j->content, j->group_log, j->outboard, j->pool,
                             j->fd, j->pieces, j->hash);
}

/* Write to OUT_FD the encoding C asks for of CONTENT, on the threads of
   POOL.  If CONTENT is a mapping of the input file, return false if
   the file shrank under it, the output being garbage; otherwise
   return true.  If SPOOLED, CONTENT is a mapping of OUT_FD past where
   the encoding ends (spool_input), which it is cut to once written.  */
static bool
write_encoding (int out_fd, struct bao_content content, bool spooled,
                struct bao_command const *c, struct workers *pool)
{
  bool outboard = c->outboard != NULL;
  uint64_t size = bao_encoded_size (content.len, c->group_log, outboard);
  if (SIZE_MAX < size || TYPE_MAXIMUM (off_t) < size)
    die_errno (EFBIG);

  /* bao writes the encoding and rewrites it in place, so it needs a
     seekable output: a pipe fails as it does there.  The output is
     written with pwrite, a piece at a time (bao-encode.c says why not
     through a mapping).  A regular file is given its size first, so
     that a full disk is an error at once, not after minutes of
     hashing.  A device (/dev/null, a disk) is written the same way,
     minus that: encoded into memory whole and written from there, as
     it once was, 1 GiB to /dev/null took 1.1 GB.  */
  struct stat st;
  if (fstat (out_fd, &st) != 0)
    die_errno (errno);
  if (lseek (out_fd, 0, SEEK_CUR) < 0)
    die_errno (errno);
  if (S_ISREG (st.st_mode) && !spooled)
    {
      int err = posix_fallocate (out_fd, 0, size);
      if (err && err != EOPNOTSUPP && err != EINVAL)
        die_errno (err);
      if (ftruncate (out_fd, size) != 0)
        die_errno (errno);
    }
  struct bao_pieces *pieces = bao_pieces_new ();
  if (!pieces)
    xalloc_die ();

  struct encode_job j = { content, c->group_log, outboard, pool, out_fd,
                          pieces, 0 };
  bool whole = true;
  if (content.in && content.mapped)
    whole = hash_guard_mapping (run_encode, &j);
  else
    run_encode (&j);
  /* The input file, read rather than mapped, ended early.  */
  if (j.err < 0)
    die (hash_error_text (HASH_TRUNCATED, 0));

  /* This frees the buffers of a call that a fault abandoned.  */
  bao_pieces_free (pieces);
  if (whole && j.err != 0)
    die_errno (j.err);
  if (whole && spooled && ftruncate (out_fd, size) != 0)
    die_errno (errno);
  return whole;
}

/* Set *CONTENT to the LEN bytes of the regular file IN_FD from its
   start, mapped or to be read by the encoder, which reads a piece at a
   time, each on the thread that encodes it: the file is read where
   reading it costs less here, or where none of it is in memory
   (map-or-read.h).  On a guest whose first touch of a mapped page
   traps to the host, an outboard encoding of a cached 1 GiB took
   0.54 s mapped and 0.20 s read (doc/measurements.md).  Return false
   if mmap refused the file.  */
static bool
input_content (int in_fd, uint64_t len, struct bao_content *content)
{
  *content = (struct bao_content) { NULL, len, false, in_fd, false };
  content->cold = map_or_read_cold (in_fd, 0, len);
  if (content->cold)
    return true;
  bool refused;
  content->in = hash_mapping_if_it_pays (in_fd, len, &refused);
  content->mapped = content->in != NULL;
  return !refused;
}

static int
encode (struct bao_command const *c, struct workers *pool)
{
  int in_fd = open_input (c->input);
  int out_fd = open_output (c->outboard ? c->outboard : c->output);
  require_file (out_fd, STDOUT_FILENO, "output must be a real file");

  /* A regular file read from its start is mapped, which saves copying
     it, or read by the encoder (input_content).  A file that shrinks
     while it is mapped or read is an error, as in bao hash and b3sum:
     the encoding would be of neither what it held nor what it holds.
     A fault on a mapping that did not shrink (a page that could not be
     read in) has the file read again from the start, which reports
     it.  */
  struct stat st;
  if (fstat (in_fd, &st) != 0)
    die_errno (errno);
  off_t at = S_ISREG (st.st_mode) ? lseek (in_fd, 0, SEEK_CUR) : -1;
  struct bao_content content;
  if (mappable (&st) && at == 0
      && input_content (in_fd, st.st_size, &content))
    {
      bool whole = write_encoding (out_fd, content, false, c, pool);
      if (content.in)
        munmap ((void *) content.in, st.st_size);
      if (whole)
        {
          close_output (out_fd);
          return EXIT_SUCCESS;
        }
      struct stat now;
      if (fstat (in_fd, &now) != 0)
        die_errno (errno);
      if (now.st_size < st.st_size)
        die (hash_error_text (HASH_TRUNCATED, 0));
      if (lseek (in_fd, 0, SEEK_SET) != 0)
        die_errno (errno);
    }

  /* Otherwise (a pipe, standard input not at its start, a file that
     mmap refused or that a fault interrupted) the input is read.  The
     encoding's header and shape depend on the input's length, known
     only at its end: an input that ends within SPOOL_AFTER bytes is
     encoded from memory, a longer one from a mapping of the output
     file, where it is spooled past the encoding's end (spool_input)
     when that is a regular file, or else from a temporary file
     (spool_file), which only a failure to make or fill one leaves in
     memory.
     Read into memory whole, 1 GiB from a pipe took 1,052 MB.  The Rust
     bao instead writes the tree in post order as it reads and reorders
     it in place at the end, with no more room on the disk; this costs
     room for the content until the encoding is written, and reuses the
     encoder of mapped files.  */
  idx_t alloc = SPOOL_AFTER;
  uint8_t *in = xmalloc (alloc);
  size_t used = read_into (in_fd, in, alloc);
  uint64_t len = used;
  uint8_t const *spooled = NULL;
  int spool_fd = -1;
  if (used == (size_t) alloc)
    {
      struct stat out_st;
      if (fstat (out_fd, &out_st) != 0)
        die_errno (errno);
      if (S_ISREG (out_st.st_mode))
        {
          uint64_t spooled_at;
          len = spool_input (in_fd, out_fd, in, alloc, used, c, &spooled_at);
          if (SIZE_MAX < len)
            die_errno (EFBIG);
          spooled = mapped_file_at (out_fd, spooled_at, len);
          if (!spooled)
            die_errno (errno);
        }
      else if (0 <= (spool_fd = spool_file ()))
        {
          if (!spool_temp (in_fd, spool_fd, &in, &alloc, used, &len))
            {
              close (spool_fd);
              spool_fd = -1;
            }
        }
      else
        len = slurp_rest (in_fd, &in, &alloc, used);
    }
  if (0 <= at && at < st.st_size && len < (uintmax_t) (st.st_size - at))
    die (hash_error_text (HASH_TRUNCATED, 0));
  bool whole = true;
  if (spooled)
    {
      free (in);
      in = NULL;
      whole = write_encoding (out_fd,
                              (struct bao_content) { spooled, len, true, -1,
                                                     false },
                              true, c, pool);
      munmap ((void *) spooled, len);
    }
  else if (0 <= spool_fd)
    {
      /* Read back by the encoder a piece at a time, as a file it was
         given: a device's encoding then takes no more memory than a
         file's.  */
      free (in);
      in = NULL;
      write_encoding (out_fd,
                      (struct bao_content) { NULL, len, false, spool_fd,
                                             false },
                      false, c, pool);
      close (spool_fd);
    }
  else
    write_encoding (out_fd, bao_in_memory (in, len), false, c, pool);
  free (in);
  if (!whole)
    die (hash_error_text (HASH_TRUNCATED, 0));
  close_output (out_fd);
  return EXIT_SUCCESS;
}

/* Set *TREE and *CONTENT to the inputs of an encoding read from IN_FD
   (through IN), combined when OB_FD is -1, else the outboard tree read
   from OB_FD (through OB) with the content from IN_FD.  */
static void
tree_sources (struct fd_source *in, int in_fd, struct fd_source *ob,
              int ob_fd, struct bao_input **tree, struct bao_input **content)
{
  *content = fd_source_init (in, in_fd);
  *tree = *content;
  if (0 <= ob_fd)
    *tree = fd_source_init (ob, ob_fd);
  else
    *content = NULL;
}

/* One decoding walk, whole or of a slice, for hash_guard_mapping.  */
struct decode_job
{
  bool slice;
  uint8_t const *hash;
  struct bao_input *tree, *content;
  unsigned int group_log;
  uint64_t start, count;
  struct workers *pool;
  struct bao_output *out;
  enum bao_status st;
};

static void
run_decode (void *arg)
{
  struct decode_job *j = arg;
  if (j->slice)
    j->st = bao_decode_slice (j->hash, j->tree, j->group_log, j->start,
                              j->count, j->pool, j->out);
  else
    j->st = bao_decode (j->hash, j->tree, j->content, j->group_log,
                        j->start, j->count, j->pool, j->out);
}

/* Run J with its sources A and B (which may be null) mapped where
   fd_source_map maps them.  A file that shrinks under the mapping ends
   the walk where it was, as if the file had ended there: what was
   written is verified, and reading would have found the end too.  */
static enum bao_status
decode_mapped (struct decode_job *j, struct fd_source *a,
               struct fd_source *b)
{
  bool mapped = fd_source_map (a);
  if (b && fd_source_map (b))
    mapped = true;
  bool whole = true;
  if (mapped)
    whole = hash_guard_mapping (run_decode, j);
  else
    run_decode (j);
  fd_source_finish (a);
  if (b)
    fd_source_finish (b);
  return whole ? j->st : BAO_TRUNCATED;
}

/* After a mismatch, whether --chunk-group-log, rather than the data or
   the hash, is the likelier cause: return the log that the size of
   the encoding read from FD fits where GROUP_LOG does not, or -1.
   Only a named regular file tells: its header, at its start, gives the
   content's length, and its size must be that of an encoding of that
   length with one log, which a truncated or corrupt file meets only by
   rare chance.  */
static int
fitting_group_log (char const *name, int fd, unsigned int group_log,
                   bool outboard)
{
  struct stat st;
  uint8_t header[BAO_HEADER_LEN];
  if (is_std (name) || fstat (fd, &st) != 0 || !S_ISREG (st.st_mode)
      || pread (fd, header, sizeof header, 0) != sizeof header)
    return -1;
  uint64_t len = bao_header_length (header);
  uint64_t size = st.st_size;
  if (bao_encoded_size (len, group_log, outboard) == size)
    return -1;
  for (int log = 0; log <= BAO_MAX_GROUP_LOG; log++)
    if (bao_encoded_size (len, log, outboard) == size)
      return log;
  return -1;
}

static int
decode (struct bao_command const *c, struct workers *pool)
{
  int in_fd = open_input (c->input);
  int out_fd = open_output (c->output);
  uint8_t hash[BAO_HASH_LEN];
  parse_hash (c->hash, hash);
  int ob_fd = c->outboard ? open_input (c->outboard) : -1;
  if (c->has_start)
    {
      require_file (in_fd, STDIN_FILENO, "input must be a real file");
      require_file (ob_fd, STDIN_FILENO, "input must be a real file");
    }

  struct fd_source in, ob;
  struct fd_sink out;
  struct decode_job j = { false, hash, NULL, NULL, c->group_log,
                          c->has_start ? c->start : 0,
                          c->has_count ? c->count : UINT64_MAX, pool,
                          fd_sink_init (&out, out_fd), BAO_OK };
  tree_sources (&in, in_fd, &ob, ob_fd, &j.tree, &j.content);
  enum bao_status st = decode_mapped (&j, &in, 0 <= ob_fd ? &ob : NULL);
  /* Without the option, the message is bao's own: the encoding is
     then one of bao's, which a corrupt header could make look like
     one of ours.  */
  int log = (st != BAO_MISMATCH || !c->has_group_log ? -1
             : 0 <= ob_fd ? fitting_group_log (c->outboard, ob_fd,
                                               c->group_log, true)
             : fitting_group_log (c->input, in_fd, c->group_log, false));
  if (0 <= log)
    {
      /* What was verified is written first, as for any mismatch.  */
      fd_flush (&out);
      fflush (stdout);
      fprintf (stderr, "Error: hash mismatch (the encoding's size is that"
               " of --chunk-group-log=%d)\n", log);
      exit (EXIT_FAILURE);
    }
  return finish (st, &in, 0 <= ob_fd ? &ob : NULL, &out, true);
}

static int
slice (struct bao_command const *c)
{
  int in_fd = open_input (c->input);
  int out_fd = open_output (c->output);
  int ob_fd = c->outboard ? open_input (c->outboard) : -1;
  require_file (in_fd, STDIN_FILENO, "input must be a real file");
  require_file (ob_fd, STDIN_FILENO, "input must be a real file");

  struct fd_source in, ob;
  struct fd_sink out;
  struct bao_input *tree, *content;
  tree_sources (&in, in_fd, &ob, ob_fd, &tree, &content);
  enum bao_status st = bao_slice (tree, content, c->group_log, c->start,
                                  c->count, fd_sink_init (&out, out_fd));
  return finish (st, &in, 0 <= ob_fd ? &ob : NULL, &out, false);
}

static int
decode_slice (struct bao_command const *c, struct workers *pool)
{
  int in_fd = open_input (c->input);
  int out_fd = open_output (c->output);
  uint8_t hash[BAO_HASH_LEN];
  parse_hash (c->hash, hash);

  struct fd_source in;
  struct fd_sink out;
  struct decode_job j = { true, hash, fd_source_init (&in, in_fd), NULL,
                          c->group_log, c->start, c->count, pool,
                          fd_sink_init (&out, out_fd), BAO_OK };
  enum bao_status st = decode_mapped (&j, &in, NULL);
  return finish (st, &in, NULL, &out, true);
}

int
bao_run_command (struct bao_command const *c, struct workers *pool)
{
  switch (c->name)
    {
    case BAO_CMD_ENCODE:
      return encode (c, pool);
    case BAO_CMD_DECODE:
      return decode (c, pool);
    case BAO_CMD_SLICE:
      return slice (c);
    case BAO_CMD_DECODE_SLICE:
      return decode_slice (c, pool);
    default:
      abort ();
    }
}
