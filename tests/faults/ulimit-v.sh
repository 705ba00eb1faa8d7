#!/bin/sh
# Under a limit on address space (ulimit -v) smaller than a file, the
# mapping of the file fails for real (ENOMEM) and the programs that map
# read it instead: the right digest and no error.

# Copyright (C) 2026 The blakesum authors.
# License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.

. "${srcdir=.}/tests/init.sh"; path_prepend_ ./src ./src/bao-bin
print_ver_ b2sum bt2sum b3sum bao

# About 100 MB of address space, enough for the programs, their read
# buffers and a thread or two.  AddressSanitizer reserves terabytes of
# shadow memory, so a sanitized build cannot start at all: skip.
limit=100000
for prog in b2sum bt2sum b3sum bao; do
  sh -c 'ulimit -v $1 && exec "$2" --version' sh $limit $prog \
    > /dev/null 2>&1 || skip_ "$prog cannot start under ulimit -v $limit"
done

truncate -s 256M big 2> /dev/null && test $(wc -c < big) = 268435456 \
  || skip_ 'cannot create a 256 MiB sparse file'

# 256 MiB of zeros: Python's hashlib (blake2b, digest_size=8), the tree
# formula of doc/tree-mode.md in hashlib, and the official b3sum.
echo '398b0956b36ca0ed  big' > exp-b2sum || framework_failure_
echo 'a942bab525105ff7  big' > exp-bt2sum || framework_failure_
echo '9216a60cba88b32b  big' > exp-b3sum || framework_failure_
echo 9216a60cba88b32b18349b83c57c22d2e3b514a9720916952e214e5fc065c538 \
  > exp-bao || framework_failure_

for cmd in 'b2sum -l 64 --mmap' 'b2sum -l 64 --mmap --num-threads 1' \
           'bt2sum -l 64' 'bt2sum -l 64 --num-threads 1' \
           'b3sum -l 8' 'b3sum -l 8 --num-threads 1' 'bao hash'; do
  prog=${cmd%% *}
  sh -c 'ulimit -v $1 && shift && exec "$@"' sh $limit $cmd big \
    > out 2> err || { echo "$cmd: failed"; fail=1; }
  compare exp-$prog out || fail=1
  compare /dev/null err || fail=1
done

Exit $fail
