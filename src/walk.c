/* walk.c -- the files below a directory operand, for --recursive

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

/* gnulib's fts does the walking, as for du and chmod: it keeps no more
   than one directory open per level, finds loops when links are
   followed, and sorts each directory's entries through the comparison
   below, so that the same tree always gives the same list whatever
   order readdir returns.  A name is then the path fts builds from the
   operand, "DIR/sub/file", which -c opens as any other.  */

#include <config.h>

#include "walk.h"

#include <errno.h>
#include <string.h>
#include <sys/stat.h>

#include "system.h"
#include "args.h"
#include "batch.h"
#include "fts_.h"
#include "xalloc.h"

bool
walk_wanted (char const *operand)
{
  struct stat st;
  return !STREQ (operand, "-") && stat (operand, &st) == 0
         && S_ISDIR (st.st_mode);
}

/* Byte order of names, whatever the locale, so that a list made in
   one locale reads the same in another.  */
static int
by_name (FTSENT const **a, FTSENT const **b)
{
  return strcmp ((*a)->fts_name, (*b)->fts_name);
}

/* Report the problem of NAME: the system's ERR, or TEXT.  The lines
   of small files met before it may still be waiting in a batch
   (batch.c): they come first.  */
static void
report_name (char const *name, int err, char const *text)
{
  batch_flush ();
  errno = err;
  report_file_error (name, err ? strerror (err) : text);
}

/* Report the entry ENT's problem.  */
static void
report (FTSENT const *ent, int err, char const *text)
{
  report_name (ent->fts_path, err, text);
}

/* Open a walk of OPERAND as walk_operand takes it.  */
static FTS *
walk_open (char const *operand, bool dereference)
{
  char *roots[] = { (char *) operand, NULL };
  /* Names are opened by their whole path, so fts need not change
     directory.  */
  int flags = (FTS_NOCHDIR
               | (dereference ? FTS_LOGICAL : FTS_PHYSICAL | FTS_COMFOLLOW));
  FTS *fts = fts_open (roots, flags, by_name);
  if (!fts)
    xalloc_die ();
  return fts;
}

size_t
walk_count (char const *operand, bool dereference, size_t limit)
{
  FTS *fts = walk_open (operand, dereference);
  size_t n = 0;
  FTSENT *ent;
  while (n < limit && (ent = fts_read (fts)))
    n += ent->fts_info == FTS_F;
  /* A failure to close is walk_operand's to report.  */
  if (fts_close (fts) != 0)
    return n;
  return n;
}

bool
walk_operand (char const *operand, bool dereference,
              bool (*hash) (char const *file))
{
  FTS *fts = walk_open (operand, dereference);
  bool ok = true;
  FTSENT *ent;
  while ((errno = 0, ent = fts_read (fts)))
    switch (ent->fts_info)
      {
      case FTS_F:
        ok &= hash (ent->fts_path);
        break;
      case FTS_D:
      case FTS_DP:
        break;
      case FTS_SL:
      case FTS_SLNONE:
        /* A link not followed, as find -type f leaves it.  */
        break;
      case FTS_DC:
        report (ent, 0, _("directory loop: not walked again"));
        ok = false;
        break;
      case FTS_DNR:
      case FTS_ERR:
      case FTS_NS:
        report (ent, ent->fts_errno, NULL);
        ok = false;
        break;
      default:
        /* A FIFO, socket or device: reading it could block or never
           end.  Named as an operand, it is read as ever.  */
        report (ent, 0, _("not a regular file: not read"));
        ok = false;
        break;
      }
  if (errno != 0)
    {
      /* fts_read stopped on an error of its own.  */
      report_name (operand, errno, NULL);
      ok = false;
    }
  if (fts_close (fts) != 0)
    {
      report_name (operand, errno, NULL);
      ok = false;
    }
  return ok;
}
