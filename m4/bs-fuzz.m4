# bs-fuzz.m4 -- can the compiler build the libFuzzer targets?

# Copyright (C) 2026 The blakesum authors.
# This file is free software; the authors give unlimited permission to
# copy and/or distribute it, with or without modifications, as long as
# this notice is preserved.

# BS_CHECK_FUZZ
# -------------
# The fuzz targets in tests/fuzz/ need a compiler that links
# -fsanitize=fuzzer (clang: "./configure CC=clang").  If $CC does,
# define the conditional BUILD_FUZZ and substitute FUZZ_CFLAGS, with
# which the targets compile their own copies of the code they test
# (coverage for libFuzzer, and AddressSanitizer and UBSan, whatever
# CFLAGS says), and FUZZ_LDFLAGS, with which they link.  Otherwise the
# targets are simply not built, and "make fuzz" says so.
AC_DEFUN([BS_CHECK_FUZZ],
[
  bs_fuzz_san='-fsanitize=address,undefined -fno-sanitize-recover=all -fno-omit-frame-pointer'
  AC_CACHE_CHECK([whether $CC builds libFuzzer targets],
    [bs_cv_cc_fuzzer],
    [bs_save_CFLAGS=$CFLAGS
     bs_save_LDFLAGS=$LDFLAGS
     CFLAGS="$CFLAGS -fsanitize=fuzzer $bs_fuzz_san"
     LDFLAGS="$LDFLAGS -fsanitize=fuzzer $bs_fuzz_san"
     AC_LINK_IFELSE(
       [AC_LANG_SOURCE([[
#include <stddef.h>
#include <stdint.h>
int LLVMFuzzerTestOneInput (uint8_t const *data, size_t size);
int
LLVMFuzzerTestOneInput (uint8_t const *data, size_t size)
{
  return size && data[0] == 'x';
}
]])],
       [bs_cv_cc_fuzzer=yes], [bs_cv_cc_fuzzer=no])
     CFLAGS=$bs_save_CFLAGS
     LDFLAGS=$bs_save_LDFLAGS])
  FUZZ_CFLAGS=
  FUZZ_LDFLAGS=
  if test $bs_cv_cc_fuzzer = yes; then
    FUZZ_CFLAGS="-fsanitize=fuzzer-no-link $bs_fuzz_san"
    FUZZ_LDFLAGS="-fsanitize=fuzzer $bs_fuzz_san"
  fi
  AC_SUBST([FUZZ_CFLAGS])
  AC_SUBST([FUZZ_LDFLAGS])
  AM_CONDITIONAL([BUILD_FUZZ], [test $bs_cv_cc_fuzzer = yes])
])
