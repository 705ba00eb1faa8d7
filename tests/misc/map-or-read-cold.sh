#!/bin/sh
# The probe of whether to map or read (src/core/map-or-read.h) measures
# only a file in memory: of a file that is not, the times would be the
# disk's.  Such a file is mapped, as before the probe, where its
# threads would not read it (b3sum on one thread; see cold-pread.sh),
# and the next file in memory is probed.

# Copyright (C) 2026 The blakesum authors.
# License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.

. "${srcdir=.}/tests/init.sh"; path_prepend_ ./src
print_ver_ b3sum
require_cold_files_ b3sum

make_pattern_ 16777216 || framework_failure_
head -c 16777216 pattern > cold && rm pattern || framework_failure_
cp cold warm && sync cold warm || framework_failure_
# From the official b3sum.
printf '869b1292c8bed5bd  cold\n869b1292c8bed5bd  warm\n' > exp \
  || framework_failure_

cat warm > /dev/null || framework_failure_
evict_ cold
strace -f -o trace -e trace=preadv2 \
  b3sum --debug --num-threads 1 -l 8 cold warm > out 2> err || fail=1
compare exp out || fail=1
# The probe reads with preadv2, asking the disk for nothing: of the
# cold file it found the first piece missing, and measured the warm
# one.
test $(grep -c '^b3sum: a mapped 2 MiB took' err) = 1 \
  || { cat err; fail=1; }
grep 'preadv2(3, .*RWF_NOWAIT) = -1 EAGAIN' trace > /dev/null \
  || { echo 'the cold file was not probed'; cat trace; fail=1; }

Exit $fail
