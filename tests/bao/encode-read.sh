#!/bin/sh
# encode maps a regular file where mapping pays, and otherwise reads it
# a piece at a time with pread, each piece on the thread that encodes
# it (src/bao-commands.c, input_content): where BLAKESUM_MAPPING says
# "read", and where none of the file is in memory, whose pages it then
# drops as it goes; BLAKESUM_MAPPING=map maps it even then.  The
# encodings are the same.

# Copyright (C) 2026 The blakesum authors.
# License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.

. "${srcdir=.}/tests/init.sh"; path_prepend_ ./src/bao-bin
print_ver_ bao
require_cold_files_ bao

make_pattern_ 16777216 || framework_failure_
head -c 16777216 pattern > z && rm pattern && sync z || framework_failure_
# From the official b3sum; the sizes of the encodings, from the Rust
# bao 0.13.1.
hash=869b1292c8bed5bdb2e0075e0c50ccf8b24b33a0f81071c86206bd8fdb269579
combined=17825736
outboard=1048520

# Encode z under strace, the mapping setting given and the output
# options after it; set maps to the number of times z was mapped whole
# and reads to the number of its preads; check the encoding by
# decoding it against the hash.
encode_traced_ ()
{
  setting_=$1
  shift
  rm -f enc ob
  BLAKESUM_MAPPING=$setting_ strace_calls_ mmap,pread64 bao encode z "$@" \
    || fail=1
  maps=$(grep -c '^mmap(NULL, 16777216, .*<[^>]*/z>' trace)
  reads=$(grep -c '^pread64([0-9]*<[^>]*/z>' trace)
  if test -f ob; then
    test $(wc -c < ob) = $outboard || fail=1
    bao decode $hash z --outboard ob > out || fail=1
  else
    test $(wc -c < enc) = $combined || fail=1
    bao decode $hash enc > out || fail=1
  fi
  compare z out || fail=1
}

for out in enc --outboard=ob; do
  encode_traced_ read $out
  test $maps = 0 && test $reads -gt 0 \
    || { echo "read $out: $maps mappings, $reads reads"; cat trace; fail=1; }

  encode_traced_ map $out
  test $maps = 1 && test $reads = 0 \
    || { echo "map $out: $maps mappings, $reads reads"; cat trace; fail=1; }

  evict_ z
  encode_traced_ probe $out
  test $maps = 0 && test $reads -gt 0 \
    || { echo "cold $out: $maps mappings, $reads reads"; cat trace; fail=1; }
done

# Read cold, the file's pages are dropped as they are encoded (mapped,
# all 16 MiB stay): on one thread, all of them.  Not all of them on
# two: the kernel's read-ahead for the thread with the first part of
# the file runs on into the next part, which the other thread may have
# read and dropped already, and a page still on its way in at the last
# drop stays (2 to 2.5 MiB in 22 runs of 40 here, 8.5 MiB in one CI
# run).
evict_ z
OMP_NUM_THREADS=1 bao encode z --outboard=ob || fail=1
test "$(cached_bytes_ z)" = 0 \
  || { fincore z; fail=1; }
evict_ z
OMP_NUM_THREADS=2 bao encode z --outboard=ob || fail=1
test "$(cached_bytes_ z)" -lt 16777216 \
  || { fincore z; fail=1; }

Exit $fail
