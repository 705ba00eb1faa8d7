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

/* The two reports below first flush the lines of the small files met
   before NAME, which may still be waiting in a batch (batch.c).  */

/* Report through O that the walk failed on NAME, a directory it could
   not read or an entry it could not look at, with the system's error
   ERR: a failure to read, as hashing NAME would be.  */
static void
report_error (struct walk_options const *o, char const *name, int err)
{
  batch_flush ();
  o->report_error (name, HASH_READ_FAILED, err);
}

/* Report NAME's problem TEXT through O, in the walk's own words.  */
static void
report_problem (struct walk_options const *o, char const *name,
                char const *text)
{
  batch_flush ();
  o->report_problem (name, text);
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
walk_operand (char const *operand, struct walk_options const *o)
{
  FTS *fts = walk_open (operand, o->dereference);
  bool ok = true;
  FTSENT *ent;
  while ((errno = 0, ent = fts_read (fts)))
    switch (ent->fts_info)
      {
      case FTS_F:
        ok &= o->hash (ent->fts_path);
        break;
      case FTS_D:
      case FTS_DP:
        break;
      case FTS_SL:
      case FTS_SLNONE:
        /* A link not followed, as find -type f leaves it.  */
        break;
      case FTS_DC:
        report_problem (o, ent->fts_path,
                        _("directory loop: not walked again"));
        ok = false;
        break;
      case FTS_DNR:
      case FTS_ERR:
      case FTS_NS:
        report_error (o, ent->fts_path, ent->fts_errno);
        ok = false;
        break;
      default:
        /* A FIFO, socket or device: reading it could block or never
           end.  Named as an operand, it is read as ever.  */
        report_problem (o, ent->fts_path,
                        _("not a regular file: not read"));
        ok = false;
        break;
      }
  if (errno != 0)
    {
      /* fts_read stopped on an error of its own.  */
      report_error (o, operand, errno);
      ok = false;
    }
  if (fts_close (fts) != 0)
    {
      report_error (o, operand, errno);
      ok = false;
    }
  return ok;
}
