# bs-libbsd.m4 -- --with-libbsd=auto|yes|no

# Copyright (C) 2026 The blakesum authors.
# This file is free software; the authors give unlimited permission to
# copy and/or distribute it, with or without modifications, as long as
# this notice is preserved.

# BS_WITH_LIBBSD
# --------------
# Look for libbsd in overlay mode through pkg-config.  "auto" uses it
# when found; "yes" fails without it; "no" (the default) never uses it.
# The default is "no" because on glibc it brings only freezero, which
# explicit_bzero and free do as well, while loading libbsd and libmd
# costs every process about 0.2 ms: more than hashing a small file.
# Defines HAVE_LIBBSD and substitutes LIBBSD_CFLAGS and LIBBSD_LIBS.
AC_DEFUN([BS_WITH_LIBBSD],
[AC_ARG_WITH([libbsd],
   [AS_HELP_STRING([--with-libbsd@<:@=auto|yes|no@:>@],
                   [use libbsd (freezero) @<:@default=no@:>@])],
   [case $withval in
      yes|no|auto) ;;
      *) AC_MSG_ERROR([bad value $withval for --with-libbsd]) ;;
    esac],
   [with_libbsd=no])
 bs_have_libbsd=no
 AS_IF([test "$with_libbsd" != no],
   [PKG_CHECK_MODULES([LIBBSD], [libbsd-overlay],
      [bs_have_libbsd=yes],
      [AS_IF([test "$with_libbsd" = yes],
         [AC_MSG_ERROR([--with-libbsd was given, but libbsd-overlay was not found])])])])
 AS_IF([test $bs_have_libbsd = yes],
   [AC_DEFINE([HAVE_LIBBSD], [1], [Define to 1 if libbsd is used.])],
   [LIBBSD_CFLAGS= LIBBSD_LIBS=])
 AC_SUBST([LIBBSD_CFLAGS])
 AC_SUBST([LIBBSD_LIBS])
])
