#!/bin/sh
# Small files hashed together in batches give the digests of the
# reference tools, at every length where the kernels' work changes
# (blocks, chunks, the batch limit of 16 KiB) and with the options that
# change the hash (length, key, derive-key, tags), all in one run so
# that files of many lengths share batches.

# Copyright (C) 2026 The blakesum authors.
# License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.

. "${srcdir=.}/tests/init.sh"; path_prepend_ ./src
print_ver_ b2sum b3sum

make_pattern_ 16400 || framework_failure_
files=
for n in 0 1 2 63 64 65 127 128 129 255 256 257 1000 1023 1024 1025 \
         2047 2048 2049 3071 3072 3073 4095 4096 4097 5120 8191 8192 \
         8193 12288 15360 16383 16384 16385 16399; do
  head -c $n pattern > s$n || framework_failure_
  files="$files s$n"
done
# The same lengths again in another order, so that a batch mixes them.
files="$files $(printf '%s\n' $files | sort)"

# Run our PROG and the reference /usr/bin/PROG with the same arguments,
# and compare their output, errors and status.
same_ ()
{
  prog=$1
  shift
  /usr/bin/$prog "$@" > exp 2> exp-err
  echo $? > exp-status
  $prog "$@" > out 2> err
  echo $? > out-status
  compare exp out || fail=1
  compare exp-err err || fail=1
  compare exp-status out-status || fail=1
}

if /usr/bin/b2sum --version 2>/dev/null | grep 'GNU coreutils' >/dev/null
then
  for opts in '' '-l 8' '-l 256 --tag' '-l 128 -b' '--zero'; do
    same_ b2sum $opts $files
  done
  checked=yes
fi

if /usr/bin/b3sum --version 2>/dev/null | grep '^b3sum ' >/dev/null; then
  printf %s 'whats the Elvish word for friend' > key || framework_failure_
  for opts in '' '-l 16' '-l 32' '-l 33' '--no-names' '--derive-key ctx' \
              '--no-mmap'; do
    same_ b3sum $opts $files
  done
  /usr/bin/b3sum --keyed $files < key > exp || framework_failure_
  b3sum --keyed $files < key > out || fail=1
  compare exp out || fail=1
  checked=yes
fi

test "$checked" = yes \
  || skip_ 'neither coreutils b2sum nor the official b3sum is installed'

Exit $fail
