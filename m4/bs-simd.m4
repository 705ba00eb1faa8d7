# bs-simd.m4 -- does the compiler accept an instruction set's intrinsics?

# Copyright (C) 2026 The blakesum authors.
# This file is free software; the authors give unlimited permission to
# copy and/or distribute it, with or without modifications, as long as
# this notice is preserved.

# BS_CHECK_ISA(NAME, MACRO, FLAGS, PROGRAM)
# -----------------------------------------
# Compile PROGRAM with FLAGS.  On success define USE_MACRO in config.h
# and the automake conditional USE_MACRO, and substitute MACRO_CFLAGS.
# Nothing here runs the program: the CPU that builds is not the CPU that
# runs, so the choice is made at run time.  --disable-simd skips it all.
AC_DEFUN([BS_CHECK_ISA],
[AC_CACHE_CHECK([whether $CC accepts $1 intrinsics]m4_ifval([$3], [[ with $3]]),
   [bs_cv_$1_intrinsics],
   [bs_cv_$1_intrinsics=no
    if test "$enable_simd" != no; then
      bs_save_CFLAGS=$CFLAGS
      CFLAGS="$CFLAGS $3"
      AC_COMPILE_IFELSE([AC_LANG_SOURCE([$4])],
        [bs_cv_$1_intrinsics=yes])
      CFLAGS=$bs_save_CFLAGS
    fi])
 AS_IF([test $bs_cv_$1_intrinsics = yes],
   [AC_DEFINE([USE_$2], [1], [Define to 1 to build the $1 kernels.])])
 AM_CONDITIONAL([USE_$2], [test $bs_cv_$1_intrinsics = yes])
 AC_SUBST([$2_CFLAGS], ["$3"])
])
