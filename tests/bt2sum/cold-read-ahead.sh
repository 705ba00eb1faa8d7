#!/bin/sh
# A file none of which is in memory, hashed by bt2sum's threads with
# pread, is read in ahead of them by a thread of its own, in ascending
# pieces of 4 MiB (src/core/populate-ahead.h), with the same digest;
# the same file in memory is not; where the kernel cannot read it in,
# it is read without.  4 KiB leaves, so that what is read ahead (two
# batches and a piece, 5 MiB) fits in a quarter of 24 MiB.

# Copyright (C) 2026 The blakesum authors.
# License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.

. "${srcdir=.}/tests/init.sh"; path_prepend_ ./src
print_ver_ bt2sum
require_cold_files_ bt2sum
unset BLAKESUM_MAPPING

make_pattern_ 25165824 || framework_failure_
head -c 25165824 pattern > z && rm pattern && sync z || framework_failure_
# From Python's hashlib.blake2b, leaf by leaf (fanout 0, depth 2).
echo 'b5d80e0dea22d68a7dbc265a114cf7b6c20a903e1ea5d442cdb4124bbdaf79b3eb50b2328bb83eb33ddeb7d1cbe191b14b0fd101d9ddda5282e7ced127dd00fb  z' \
  > exp || framework_failure_
require_threads_ bt2sum --leaf-size=4K --num-threads 2 z

for threads in 1 2; do
  evict_ z
  strace_calls_ madvise bt2sum --leaf-size=4K --num-threads $threads z \
    > out 2> err || fail=1
  compare exp out || fail=1
  compare /dev/null err || fail=1
  grep 'MADV_POPULATE_READ' trace > populated
  # Six pieces, each of 4 MiB but the last (the last leaf is kept back
  # for the tree itself), at ascending addresses.
  sed 's/^madvise(0x\([0-9a-f]*\), \([0-9]*\),.*/\1 \2/' populated \
    > pieces || framework_failure_
  test $(wc -l < pieces) = 6 \
    || { echo "cold, $threads threads: not 6 pieces"; cat trace; fail=1; }
  test $(head -n 5 pieces | cut -d' ' -f2 | sort -u) = 4194304 \
    || { echo "cold, $threads threads: pieces not 4 MiB"; cat pieces; fail=1; }
  prev=0
  while read addr len; do
    a=$(printf '%d' 0x$addr)
    test $a -gt $prev \
      || { echo "cold, $threads threads: not ascending"; cat pieces; fail=1; }
    prev=$a
  done < pieces

  cat z > /dev/null || framework_failure_
  strace_calls_ madvise bt2sum --leaf-size=4K --num-threads $threads z \
    > out || fail=1
  compare exp out || fail=1
  # One thread maps a file in memory, and reads the mapping in 2 MiB
  # at a time (mapped-pages.h): that is not reading ahead.
  grep 'MADV_POPULATE_READ' trace | grep ', 4194304,' \
    && { echo "cached, $threads threads: read ahead"; fail=1; }
done

# A kernel that cannot read a mapping in (EINVAL before Linux 5.14):
# the thread ends at its first piece, and the others read without it
# rather than wait for it for ever.  Every madvise fails, ThreadSanitizer's
# own too, which it need not make.
evict_ z
TSAN_OPTIONS="${TSAN_OPTIONS:+$TSAN_OPTIONS:}use_madv_dontdump=0" \
  timeout 120 strace -f -o /dev/null -e trace=madvise \
  -e inject=madvise:error=EINVAL bt2sum --leaf-size=4K --num-threads 2 z \
  > out
status=$?
test $status = 124 && { echo 'no read-ahead: hung'; fail=1; }
test $status = 0 || fail=1
compare exp out || fail=1

Exit $fail
