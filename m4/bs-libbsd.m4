# bs-libbsd.m4 -- --with-libbsd=auto|yes|no

# Copyright (C) 2026 The blakesum authors.
# This file is free software; the authors give unlimited permission to
# copy and/or distribute it, with or without modifications, as long as
# this notice is preserved.

# BS_WITH_LIBBSD
# --------------
# Look for libbsd in overlay mode through pkg-config: it gives
# humanize_number (the sizes of --progress) and freezero (keys).
# "auto" (the default) uses it when found and a program links with it;
# "yes" fails without it; "no" never uses it.
#
# Its static archive is preferred: only the objects the programs call
# are linked in, so a run pays nothing for them at start-up, whereas
# loading libbsd.so and libmd.so costs every process about 0.2 ms, more
# than hashing a small file.  Without the archive, the shared library
# is used only when asked for with "yes".
# Defines HAVE_LIBBSD and substitutes LIBBSD_CFLAGS and LIBBSD_LIBS.
# A program that calls what we use of libbsd.
m4_define([_BS_LIBBSD_PROGRAM],
[AC_LANG_PROGRAM([[#include <libutil.h>
#include <stdlib.h>]],
  [[char buf[8];
    humanize_number (buf, sizeof buf, 1, "B", HN_AUTOSCALE, HN_DECIMAL);
    freezero (0, 0);]])])

AC_DEFUN([BS_WITH_LIBBSD],
[AC_ARG_WITH([libbsd],
   [AS_HELP_STRING([--with-libbsd@<:@=auto|yes|no@:>@],
                   [use libbsd (humanize_number, freezero), linked
                    statically when it can be @<:@default=auto@:>@])],
   [case $withval in
      yes|no|auto) ;;
      *) AC_MSG_ERROR([bad value $withval for --with-libbsd]) ;;
    esac],
   [with_libbsd=auto])
 bs_have_libbsd=no
 AS_IF([test "$with_libbsd" != no],
   [PKG_CHECK_MODULES([LIBBSD], [libbsd-overlay],
      [bs_have_libbsd=yes],
      [AS_IF([test "$with_libbsd" = yes],
         [AC_MSG_ERROR([--with-libbsd was given, but libbsd-overlay was not found])])])])
 AS_IF([test $bs_have_libbsd = yes],
   [bs_save_CFLAGS=$CFLAGS bs_save_LIBS=$LIBS
    CFLAGS="$CFLAGS $LIBBSD_CFLAGS"
    AC_CACHE_CHECK([for libbsd's static archive], [bs_cv_libbsd_static],
      [LIBS="-Wl,-Bstatic -lbsd -Wl,-Bdynamic $bs_save_LIBS"
       AC_LINK_IFELSE([_BS_LIBBSD_PROGRAM],
         [bs_cv_libbsd_static=yes], [bs_cv_libbsd_static=no])])
    AS_IF([test $bs_cv_libbsd_static = yes],
      [LIBBSD_LIBS="-Wl,-Bstatic -lbsd -Wl,-Bdynamic"],
      [AS_IF([test "$with_libbsd" = yes],
         [LIBS="$LIBBSD_LIBS $bs_save_LIBS"
          AC_LINK_IFELSE([_BS_LIBBSD_PROGRAM],
            [], [AC_MSG_ERROR([--with-libbsd was given, but no program links with libbsd])])],
         [bs_have_libbsd=no])])
    CFLAGS=$bs_save_CFLAGS LIBS=$bs_save_LIBS])
 AC_MSG_CHECKING([whether to use libbsd])
 AC_MSG_RESULT([$bs_have_libbsd])
 AS_IF([test $bs_have_libbsd = yes],
   [AC_DEFINE([HAVE_LIBBSD], [1], [Define to 1 if libbsd is used.])],
   [LIBBSD_CFLAGS= LIBBSD_LIBS=])
 AC_SUBST([LIBBSD_CFLAGS])
 AC_SUBST([LIBBSD_LIBS])
])
