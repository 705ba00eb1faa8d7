#!/bin/sh
# encode reads a file it does not map a piece at a time, and with many
# threads each thread's piece shrinks (down to 64 KiB) below the
# subtrees that the encoder hashes a level at a time (128 KiB): such a
# subtree must then be split and read a half at a time.  It was hashed
# from a null input instead, and bao encode died of SIGSEGV on a
# machine of 33 processors or more (combined; its pieces are halved).

# Copyright (C) 2026 The blakesum authors.
# License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.

. "${srcdir=.}/tests/init.sh"; path_prepend_ ./src/bao-bin
print_ver_ bao

# 3 MiB and 7 bytes of the 251-byte pattern.  The SHA-256 of the
# encodings that the Rust bao 0.13.1 wrote of it.
make_pattern_ 3145735 || framework_failure_
head -c 3145735 pattern > z && rm pattern || framework_failure_
combined=e81a31b688a2afd22c0492d1e0a6057b51ed621915a74a5724dc51a4600cedc7
outboard=d3bc414c7c87015764dc0432768882889e186ace03bc313354f76469cb07646d

# The pool has as many threads as OMP_NUM_THREADS says (gnulib's
# nproc), up to 64 (src/sum.c); BLAKESUM_MAPPING=read has the file
# read, as a cold file is.
for threads in 2 33 64 1024; do
  rm -f enc ob
  OMP_NUM_THREADS=$threads BLAKESUM_MAPPING=read bao encode z enc \
    || { echo "$threads threads: combined, status $?"; fail=1; }
  OMP_NUM_THREADS=$threads BLAKESUM_MAPPING=read bao encode z --outboard=ob \
    || { echo "$threads threads: outboard, status $?"; fail=1; }
  echo "$combined  enc" > exp || framework_failure_
  echo "$outboard  ob" >> exp || framework_failure_
  sha256sum enc ob > out 2>&1 || fail=1
  compare exp out || fail=1
done

Exit $fail
