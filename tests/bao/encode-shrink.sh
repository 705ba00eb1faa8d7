#!/bin/sh
# encode maps its input; a file that shrinks meanwhile is an error,
# "file shrank" and status 1, as in bao hash, with no SIGBUS, combined
# and outboard, on one thread and several; an encoding that finished
# first is of the whole file.  (tests/faults/bao-encode-shrink-read.sh
# does this for a file that is read.)

# Copyright (C) 2026 The blakesum authors.
# License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.

. "${srcdir=.}/tests/init.sh"; path_prepend_ ./src/bao-bin
print_ver_ bao

require_truncation_
truncate -s 64M big 2> /dev/null && test $(wc -c < big) = 67108864 \
  || skip_ 'cannot create a 64 MiB sparse file'

# BLAKE3 of 64 MiB of zeros (the official b3sum).
zero=ea7b156fc9a810c181984f9e2da433feeeb2bf88ffa4d1f0dc1a92154b5bdc8b
echo 'Error: file shrank while it was being read' > exp-err \
  || framework_failure_
truncate -s 64M zeros || framework_failure_

# With 8 threads, one window of the file at a time (mapped-pages.h).
for threads in 1 2 8; do
  OMP_NUM_THREADS=$threads; export OMP_NUM_THREADS
  for opts in '' '--chunk-group-log=4' '--chunk-group-log=12'; do
    for out in 'big.bao' '--outboard=big.obao'; do
      rm -f big.bao big.obao || framework_failure_
      run_truncated_ bao 64M encode $opts big $out
      compare /dev/null out || fail=1
      case $status in
        0) compare /dev/null err || fail=1
           if test -f big.bao; then
             bao decode $opts $zero big.bao > /dev/null || fail=1
           else
             bao decode $opts $zero zeros --outboard=big.obao > /dev/null \
               || fail=1
           fi ;;
        1) compare exp-err err || fail=1 ;;
        *) echo "status $status"; fail=1 ;;
      esac
    done
  done
done

Exit $fail
