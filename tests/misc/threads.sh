#!/bin/sh
# Threads never change a digest or the order of the output lines:
# b3sum and bt2sum with 1, 2, 3 and 8 threads, over files small and
# large (mapped and hashed on the pool), give the same lines.

# Copyright (C) 2026 The blakesum authors.
# License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.

. "${srcdir=.}/tests/init.sh"; path_prepend_ ./src
print_ver_ b3sum bt2sum

# 9 MiB + 5 bytes, large enough for several threads and leaves, and a
# mix of small files between the large ones.
yes 'threads must not change a digest 0123456789abcdef' \
  | head -c 9437189 > big || framework_failure_
head -c 3000000 big > mid || framework_failure_
printf x > small || framework_failure_
: > empty || framework_failure_
set -- big small mid empty big

# The official b3sum, where installed, is the reference for b3sum.
/usr/bin/b3sum --version 2>/dev/null | grep '^b3sum 1' > /dev/null \
  && /usr/bin/b3sum "$@" > exp-ref 2>/dev/null

b3sum --num-threads 1 "$@" > exp3 || fail=1
if test -s exp-ref; then
  compare exp-ref exp3 || fail=1
fi
bt2sum --num-threads 1 --leaf-size 64K "$@" > expt || fail=1
bt2sum --num-threads 1 --leaf-size 64K --fanout 3 -a blake2s "$@" \
  > expt2 || fail=1
for n in 2 3 8; do
  b3sum --num-threads $n "$@" > out3 || fail=1
  compare exp3 out3 || fail=1
  bt2sum --num-threads $n --leaf-size 64K "$@" > outt || fail=1
  compare expt outt || fail=1
  bt2sum --num-threads $n --leaf-size 64K --fanout 3 -a blake2s "$@" \
    > outt2 || fail=1
  compare expt2 outt2 || fail=1
done

# The same bytes through a pipe (read, one thread) give the same digest.
cat big | bt2sum --leaf-size 64K > outp || fail=1
sed -n 1p expt | sed 's/  big$/  -/' > expp || framework_failure_
compare expp outp || fail=1

Exit $fail
