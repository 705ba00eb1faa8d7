#!/bin/sh
# b3sum hashes a pipe on one thread, as one thread of BLAKE3 outruns
# any pipe: a thread reading ahead has nothing to overlap.  b2sum reads
# a pipe ahead on another thread, and both do for a regular file on
# standard input, where hashing is the slower part.

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

traced='strace -f -o trace -e trace=clone,clone3'

# A build without threads never starts one.
$traced b3sum --num-threads 2 z > /dev/null || fail=1
test "$(grep -c clone trace)" -ge 1 || skip_ 'built without threads'

cat z | $traced b3sum --num-threads 2 -l 8 > out || fail=1
compare exp-b3sum out || fail=1
n=$(grep -c clone trace)
test "$n" = 0 || { echo "b3sum from a pipe started $n threads"; fail=1; }

$traced b3sum --num-threads 2 -l 8 < z > out || fail=1
compare exp-b3sum out || fail=1
n=$(grep -c clone trace)
test "$n" -ge 1 || { echo "b3sum from a file started no thread"; fail=1; }

cat z | $traced b2sum --num-threads 2 -l 64 > out || fail=1
compare exp-b2sum out || fail=1
n=$(grep -c clone trace)
test "$n" -ge 1 || { echo "b2sum from a pipe started no thread"; fail=1; }

Exit $fail
