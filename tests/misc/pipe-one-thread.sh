#!/bin/sh
# b3sum hashes a pipe on one thread while the pipe is the slower side
# (a read finds less than a full buffer waiting): a thread reading
# ahead would have nothing to overlap.  Once reads keep finding a full
# buffer, the writer is ahead, and another thread reads while the
# others hash.  b2sum reads a pipe ahead on another thread from its
# first full buffer, and both do for a regular file on standard input,
# where hashing is the slower part.

# Copyright (C) 2026 The blakesum authors.
# License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.

. "${srcdir=.}/tests/init.sh"; path_prepend_ ./src
print_ver_ b2sum b3sum
require_strace_
# LeakSanitizer cannot run under ptrace: leaks are looked for by the
# other tests.
ASAN_OPTIONS="${ASAN_OPTIONS:+$ASAN_OPTIONS:}detect_leaks=0"
export ASAN_OPTIONS

# Longer than a first read and a read-ahead buffer (128 KiB + 4 MiB).
head -c 16777216 /dev/zero > z || framework_failure_
# Python's hashlib (blake2b, digest_size=8) and the official b3sum -l 8.
echo '1f9269e88a6f65a5  -' > exp-b2sum || framework_failure_
echo 'b4834959bc889fed  -' > exp-b3sum || framework_failure_

# How many clones a command made: the threads it started, and those of
# whatever runs it (qemu-user has one of its own), which the counts
# below compare like with like.
clones ()
{
  strace -f -o trace -e trace=clone,clone3 "$@" > out
  grep -c clone trace
}

base=$(cat z | clones b3sum --num-threads 1 -l 8)
compare exp-b3sum out || fail=1
# A build without threads never starts one.
file=$(clones b3sum --num-threads 2 -l 8 < z)
compare exp-b3sum out || fail=1
test "$file" -gt "$base" || skip_ 'built without threads'

# A writer slower than the hashing, even emulated: 64 KiB at a time,
# then a pause; 3 MiB of zeros, past the 2 MiB of full reads that would
# start a reading thread (the official b3sum -l 8).
slow_writer ()
{
  for i in $(seq 48); do
    head -c 65536 /dev/zero || return
    sleep 0.03
  done
}
echo '0471c2e7ccc92770  -' > exp-slow || framework_failure_
n=$(slow_writer | clones b3sum --num-threads 2 -l 8)
compare exp-slow out || fail=1
test "$n" = "$base" \
  || { echo "b3sum from a slow pipe: $n clones, $base with one thread"; \
       fail=1; }

# A writer that keeps the pipe full: each read of b3sum waits 2 ms
# first (strace), while cat fills the pipe.
n=$(cat z | clones -e inject=read:delay_enter=2000 b3sum --num-threads 2 -l 8)
compare exp-b3sum out || fail=1
test "$n" -gt "$base" \
  || { echo "b3sum from a full pipe: $n clones, $base with one thread"; \
       fail=1; }

base=$(cat z | clones b2sum --num-threads 1 -l 64)
compare exp-b2sum out || fail=1
n=$(cat z | clones b2sum --num-threads 2 -l 64)
compare exp-b2sum out || fail=1
test "$n" -gt "$base" \
  || { echo "b2sum from a pipe: $n clones, $base with one thread"; fail=1; }

Exit $fail
