#!/bin/sh
# Whether a file of 16 MiB or more is hashed through a mapping or read
# is measured once a process, on the first such file in memory
# (src/core/map-or-read.h), unless BLAKESUM_MAPPING says "map" or
# "read".  Either way the digest is the same, and the calls made are
# those of the way chosen: populated pieces of a mapping (madvise), or
# reads (pread64 by the threads, read () on one).

# Copyright (C) 2026 The blakesum authors.
# License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.

. "${srcdir=.}/tests/init.sh"; path_prepend_ ./src
print_ver_ b3sum bt2sum
require_strace_
for prog in b3sum bt2sum; do
  path=$(command -v $prog) || framework_failure_
  # qemu-user makes the mapping calls itself.
  test "$(head -c 2 "$path")" = '#!' && skip_ "$prog runs in an emulator"
done
# LeakSanitizer cannot run under ptrace.
ASAN_OPTIONS="${ASAN_OPTIONS:+$ASAN_OPTIONS:}detect_leaks=0"
export ASAN_OPTIONS

make_pattern_ 16777216 || framework_failure_
head -c 16777216 pattern > z || framework_failure_
head -c 15728645 pattern > p && rm pattern || framework_failure_
# From the official b3sum; bt2sum's as in tests/faults/mapped-release.sh.
printf '869b1292c8bed5bd  z\n' > exp-b3sum || framework_failure_
printf '869b1292c8bed5bd  z\n869b1292c8bed5bd  z\n' > exp-b3sum-2 \
  || framework_failure_
echo 'e09144b33497abaf1c69a5eb61da6dbeb61d7a82308be4c6e87f8be57bcf8d559e2014065ddd43a94143af818cdbf3f367665d51351c5d7e99159247dbd5c61a  p' \
  > exp-bt2sum || framework_failure_
require_threads_ b3sum --num-threads 2 z

# Trace the command given (init.cfg).
traced_ () { strace_calls_ read,pread64,madvise "$@"; }
# How many calls of the trace match the pattern given, and how many
# reads of the files hashed (z and p): with pread64 by the threads, or
# read () on one thread.  Others read too: the dynamic linker, and
# under ASan its run time (/proc/self/environ).
calls_ () { grep -c "$1" trace; }
file_reads_ () { grep -cE '^p?read(64)?\([0-9]+<[^>]*/[zp]>, ' trace; }

# "map": mapped, its pieces populated, nothing read with pread.
BLAKESUM_MAPPING=map traced_ b3sum -l 8 --num-threads 2 z > out || fail=1
compare exp-b3sum out || fail=1
test $(calls_ MADV_POPULATE_READ) -gt 0 && test $(file_reads_) = 0 \
  || { echo 'map: not mapped'; cat trace; fail=1; }

# "read": read, nothing populated, on one thread as on two, for BLAKE3
# and for bt2sum's 4 lanes, which map a file on two threads otherwise
# (blake2-tree-threads.c).
for threads in 1 2; do
  for prog in b3sum bt2sum; do
    case $prog in
      b3sum) run="b3sum -l 8 z";;
      bt2sum) run="env BLAKESUM_ISA=avx2 bt2sum p";;
    esac
    BLAKESUM_MAPPING=read traced_ $run --num-threads $threads > out \
      || fail=1
    compare exp-$prog out || fail=1
    test $(calls_ MADV_POPULATE_READ) = 0 && test $(file_reads_) -gt 0 \
      || { echo "read: $prog --num-threads $threads mapped"; cat trace;
           fail=1; }
  done
done

# Unset: one probe for the two operands, which --debug reports, and
# the calls of the way it chose for both.  The probe populates two
# blocks of 2 MiB, and reads with preadv2, not pread64.
cat z > /dev/null || framework_failure_
traced_ b3sum --debug -l 8 --num-threads 2 z z > out 2> err || fail=1
compare exp-b3sum-2 out || fail=1
test $(grep -c '^b3sum: a mapped 2 MiB took .* us: ' err) = 1 \
  || { echo 'no probe, or more than one'; cat err; fail=1; }
if grep ': reading files (the probe took [0-9]* us)$' err > /dev/null; then
  test $(calls_ MADV_POPULATE_READ) = 2 && test $(file_reads_) -gt 1 \
    || { echo 'probe chose reading, but mapped'; cat trace; fail=1; }
elif grep ': mapping files (the probe took [0-9]* us)$' err > /dev/null; then
  test $(calls_ MADV_POPULATE_READ) -gt 2 && test $(file_reads_) = 0 \
    || { echo 'probe chose mapping, but read'; cat trace; fail=1; }
else
  cat err; fail=1
fi

Exit $fail
