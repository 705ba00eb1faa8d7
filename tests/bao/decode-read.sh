#!/bin/sh
# decode reads a regular file as it would a pipe, cached or not, since
# it copies every byte it verifies anyway; only BLAKESUM_MAPPING=map
# has it mapped (src/core/map-or-read.h).  Cached, it reads each region
# in pieces at offsets (pread), on whichever threads take them; cold,
# in order (read), dropping what it has read from the page cache as it
# goes, so that none of it is left there at the end.

# Copyright (C) 2026 The blakesum authors.
# License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.

. "${srcdir=.}/tests/init.sh"; path_prepend_ ./src/bao-bin
print_ver_ bao
require_cold_files_ bao

make_pattern_ 16777216 || framework_failure_
head -c 16777216 pattern > z && rm pattern && sync z || framework_failure_
# From the official b3sum; the encoding, 17825736 bytes, from the Rust
# bao 0.13.1.
hash=869b1292c8bed5bdb2e0075e0c50ccf8b24b33a0f81071c86206bd8fdb269579
bao encode z enc && sync enc || framework_failure_
test $(wc -c < enc) = 17825736 || framework_failure_

# Two threads, whatever the machine has.
OMP_NUM_THREADS=2; export OMP_NUM_THREADS

# Decode enc under strace, the mapping setting given, into out; set
# maps to the number of times enc was mapped whole, reads to the number
# of its reads, and preaders to the number of threads that read it at
# an offset (one or two: a piece on offer that no helper has taken when
# the caller is done with its own is read by the caller); threads
# to whether it started a thread, without which (a build without
# threads) it reads in order; and drops to the number of times it
# dropped pages of enc from the page cache.
decode_traced_ ()
{
  BLAKESUM_MAPPING=$1 \
    strace_calls_ mmap,read,pread64,clone,clone3,/fadvise \
    bao decode $hash enc out || fail=1
  compare z out || fail=1
  maps=$(grep -c '^mmap(NULL, 17825736, .*<[^>]*/enc>' trace)
  reads=$(grep -c '^read([0-9]*<[^>]*/enc>' trace)
  drops=$(grep -c '^fadvise64[_0-9]*([0-9]*<[^>]*/enc>.*POSIX_FADV_DONTNEED' \
            trace)
  preaders=$(grep -l '^pread64([0-9]*<[^>]*/enc>' trace.* | wc -l)
  threads=no
  grep '^clone' trace > /dev/null && threads=yes
}

decode_traced_ read
test $maps = 0 && test $reads -gt 0 \
  || { echo "read: $maps mappings, $reads reads"; cat trace; fail=1; }

decode_traced_ map
test $maps = 1 && test $reads = 0 \
  || { echo "map: $maps mappings, $reads reads"; cat trace; fail=1; }

# Cached, whatever the probe would find of hashing the file: read in
# by cat, it may be held in large folios, which are cheap to map.
evict_ enc
cat enc > /dev/null || framework_failure_
decode_traced_ probe
test $maps = 0 && test $reads -gt 0 && test $drops = 0 \
  && { test $preaders -ge 1 || test $threads = no; } \
  || { echo "cached: $maps mappings, $reads reads, $preaders preaders," \
            "$drops drops"
       cat trace; fail=1; }

evict_ enc
decode_traced_ probe
test $maps = 0 && test $reads -gt 0 && test $preaders = 0 \
  && test $drops -gt 0 \
  || { echo "cold: $maps mappings, $reads reads, $preaders preaders," \
            "$drops drops"
       cat trace; fail=1; }
cached_=$(cached_bytes_ enc)
test "$cached_" = 0 || { echo "cold: $cached_ bytes left cached"; fail=1; }

# The same of an outboard decode, for both of its files.
bao encode z --outboard=ob && sync ob || framework_failure_
evict_ z
evict_ ob
bao decode $hash z --outboard=ob out || fail=1
for f in z ob; do
  cached_=$(cached_bytes_ $f)
  test "$cached_" = 0 \
    || { echo "cold --outboard: $cached_ bytes of $f left cached"; fail=1; }
done
compare z out || fail=1

Exit $fail
