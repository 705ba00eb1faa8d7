#!/bin/sh
# A file none of which was in memory leaves nothing of itself in the
# page cache once hashed, on every path that reads it in order on one
# stream (src/core/cold-read.h): a mapping (b2sum --mmap, and read in
# ahead on a thread of its own, b3sum --num-threads 1), the read
# pipeline (b2sum, blake2bp), reads on one thread (b2sum and b3sum
# --no-mmap on one) and bt2sum's reads.  Each had left some of it: the
# whole file (the mappings, reads on one thread), the pipeline's first
# and last buffers, bt2sum's last leaf.

# Copyright (C) 2026 The blakesum authors.
# License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.

. "${srcdir=.}/tests/init.sh"; path_prepend_ ./src
print_ver_ b2sum
require_cold_files_ b2sum b3sum bt2sum

make_pattern_ 16777216 || framework_failure_
head -c 16777216 pattern > z && rm pattern && sync z || framework_failure_
# From Python's hashlib (blake2b), the official b3sum, libb2's blake2bp
# and the Python reference of doc/tree-mode.md.
b2=323ffab3e5047f023a27147f587ce931dd9189e6dc57a514a840ecfb6d3fee67c175179de718bf426e4208a3e292c55c27544ee44b6d8e4d0cca3f5947ed3055
b3=869b1292c8bed5bdb2e0075e0c50ccf8b24b33a0f81071c86206bd8fdb269579
bp=20c81bff39b99c11ca7289a7dca52eb98e414c3207814afea28bc6101b8c89f5ffd050790f7186d756b0035d96a47b578c61822c746dc662cc768b6b9056271e
bt=4eac0e401625ec8c3ad539325135608eda088956b86b7d9e39fbf5e19e94a7c3942b4d90f035da416a9cd35f91635eb1059dd05534cf013850634a923b9dc2d9

# Hash the cold z with the command given, expecting the digest $1;
# fail unless at most $2 bytes of z stay in the page cache.
hash_cold_ ()
{
  digest_=$1 most_=$2
  shift 2
  evict_ z
  "$@" z > out || fail=1
  echo "$digest_  z" > exp || framework_failure_
  compare exp out || fail=1
  left_=$(cached_bytes_ z)
  test "$left_" -le $most_ \
    || { echo "$*: $left_ bytes left"; fail=1; }
}

hash_cold_ $b2 0 b2sum
hash_cold_ $bp 0 b2sum -a blake2bp
hash_cold_ $b2 0 b2sum --num-threads 1
hash_cold_ $b3 0 b3sum --no-mmap --num-threads 1
hash_cold_ $bt 0 bt2sum --num-threads 1
# z as standard input, looked at through its descriptor alone.
evict_ z
b2sum < z > out || fail=1
echo "$b2  -" > exp || framework_failure_
compare exp out || fail=1
test "$(cached_bytes_ z)" = 0 \
  || { echo "b2sum < z: $(cached_bytes_ z) bytes left"; fail=1; }
hash_cold_ $b2 0 b2sum --mmap
hash_cold_ $bp 0 b2sum -a blake2bp --mmap

# Through a mapping read in ahead, the thread reading it in may map a
# piece again once it has been dropped (it lags behind the hashing at
# times), and a read-around of the kernel's, started by such a fault,
# may still be on its way at the last drop: 4 MiB stayed in 6 runs of
# 150 here.  All 16 MiB had stayed.
hash_cold_ $b3 8388608 b3sum --num-threads 1

Exit $fail
