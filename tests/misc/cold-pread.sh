#!/bin/sh
# A file none of which is in memory, of 16 MiB or more, is not mapped
# where the pread form takes it (b3sum on two threads, bt2sum on one or
# two): its threads read it with pread and drop what they have read
# from the page cache (src/core/map-or-read.h).  The same file in
# memory still goes the way of a mapping, where the probe of whether
# to map or read runs.

# Copyright (C) 2026 The blakesum authors.
# License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.

. "${srcdir=.}/tests/init.sh"; path_prepend_ ./src
print_ver_ b3sum
require_cold_files_ b3sum bt2sum

make_pattern_ 16777216 || framework_failure_
head -c 16777216 pattern > z && rm pattern && sync z || framework_failure_
# From the official b3sum, and from the Python reference of
# doc/tree-mode.md (hashlib).
printf '869b1292c8bed5bd  z\n' > exp-b3sum || framework_failure_
echo '4eac0e401625ec8c3ad539325135608eda088956b86b7d9e39fbf5e19e94a7c3942b4d90f035da416a9cd35f91635eb1059dd05534cf013850634a923b9dc2d9  z' \
  > exp-bt2sum || framework_failure_
require_threads_ b3sum --num-threads 2 z

# How many calls of the trace match the pattern given on z.
calls_on_z_ () { grep -c "^$1.*<[^>]*/z>" trace; }

for run in 'b3sum -l 8 --num-threads 2' 'bt2sum --num-threads 1' \
           'bt2sum --num-threads 2'; do
  prog=${run%% *}
  evict_ z
  strace_calls_ mmap,pread64,fadvise64 $run --debug z > out 2> err \
    || fail=1
  compare exp-$prog out || fail=1
  # Whole: the check of whether it is in memory maps single pages.
  test $(calls_on_z_ 'mmap(NULL, 16777216,') = 0 \
    || { echo "cold: $run mapped z"; cat trace; fail=1; }
  test $(calls_on_z_ pread64) -gt 0 \
    || { echo "cold: $run did not pread z"; cat trace; fail=1; }
  grep "^fadvise64(.*<[^>]*/z>.*POSIX_FADV_DONTNEED" trace > /dev/null \
    || { echo "cold: $run dropped nothing"; cat trace; fail=1; }
  grep 'a mapped 2 MiB' err && fail=1
done

# In memory: mapped, and probed.
for run in 'b3sum -l 8 --num-threads 2' 'bt2sum --num-threads 1'; do
  prog=${run%% *}
  cat z > /dev/null || framework_failure_
  $run --debug z > out 2> err || fail=1
  compare exp-$prog out || fail=1
  grep 'a mapped 2 MiB' err > /dev/null \
    || { echo "cached: $run not probed"; cat err; fail=1; }
done

Exit $fail
