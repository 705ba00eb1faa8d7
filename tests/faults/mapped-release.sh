#!/bin/sh
# The threads that hash a mapped file drop the page-table entries of
# what they have hashed (madvise MADV_DONTNEED), for b3sum, bt2sum and
# bao encode; when every madvise fails, the digests are the same and
# nothing is reported: the entries are then left to munmap.

# Copyright (C) 2026 The blakesum authors.
# License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.

. "${srcdir=.}/tests/init.sh"; path_prepend_ ./src
print_ver_ b3sum bt2sum
# The mapped path, whichever this machine's probe would choose for
# a file of 16 MiB or more (src/core/map-or-read.h).
BLAKESUM_MAPPING=map; export BLAKESUM_MAPPING
path_prepend_ ./src/bao-bin
require_strace_

# Byte i of each file is i mod 251.
make_pattern_ 16777216 || framework_failure_
head -c 15728645 pattern > p15728645 || framework_failure_
head -c 16777216 pattern > z && rm pattern || framework_failure_
# The official b3sum -l 8 (as in pread-faults.sh), and s3git's bt2sum
# (as in tests/bt2sum/basic.sh).
echo '869b1292c8bed5bd  z' > exp-b3 || framework_failure_
echo 'e09144b33497abaf1c69a5eb61da6dbeb61d7a82308be4c6e87f8be57bcf8d559e2014065ddd43a94143af818cdbf3f367665d51351c5d7e99159247dbd5c61a  p15728645' \
  > exp-bt2 || framework_failure_

traced ()
{
  ASAN_OPTIONS="${ASAN_OPTIONS:+$ASAN_OPTIONS:}detect_leaks=0" \
    strace -f -o trace "$@"
}

# A build without threads hashes on one thread, which leaves the
# entries to munmap.
require_threads_ b3sum -l 8 --num-threads 2 z

traced -e trace=madvise b3sum -l 8 --num-threads 2 z > out || fail=1
compare exp-b3 out || fail=1
grep -q MADV_DONTNEED trace || { echo 'b3sum: no MADV_DONTNEED'; fail=1; }

# Four lanes a thread, as AVX2 has: with more (AVX-512's eight) two
# threads read the leaves with pread instead (tests/faults/bt2sum-pread.sh).
traced -e trace=madvise env BLAKESUM_ISA=avx2 bt2sum --num-threads 2 \
  p15728645 > out || fail=1
compare exp-bt2 out || fail=1
grep -q MADV_DONTNEED trace || { echo 'bt2sum: no MADV_DONTNEED'; fail=1; }

# bao: the hash begins as the official b3sum's, and decoding checks
# every node of the outboard encoding against it.
bao hash z > hash || fail=1
test "$(cut -c 1-16 hash)" = 869b1292c8bed5bd || { cat hash; fail=1; }
traced -e trace=madvise bao encode z --outboard=z.obao || fail=1
grep -q MADV_DONTNEED trace || { echo 'bao: no MADV_DONTNEED'; fail=1; }
bao decode "$(cat hash)" z out --outboard=z.obao || fail=1
cmp z out || fail=1

# Every madvise fails: the same digests, no message, exit 0.
traced -e trace=madvise -e inject=madvise:error=EINVAL \
  b3sum -l 8 --num-threads 2 z > out 2> err || fail=1
compare exp-b3 out || fail=1
compare /dev/null err || fail=1
traced -e trace=madvise -e inject=madvise:error=EINVAL \
  env BLAKESUM_ISA=avx2 bt2sum --num-threads 2 p15728645 > out 2> err || fail=1
compare exp-bt2 out || fail=1
compare /dev/null err || fail=1
traced -e trace=madvise -e inject=madvise:error=EINVAL \
  bao encode z --outboard=z2.obao > out 2> err || fail=1
compare /dev/null out || fail=1
compare /dev/null err || fail=1
cmp z.obao z2.obao || fail=1

Exit $fail
