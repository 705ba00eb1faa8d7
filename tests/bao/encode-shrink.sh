#!/bin/sh
# encode maps its input; a file that shrinks meanwhile is encoded as it
# now is (as the official, which reads, would), with no SIGBUS.

# Copyright (C) 2026 The blakesum authors.
# License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.

. "${srcdir=.}/tests/init.sh"; path_prepend_ ./src/bao-bin
print_ver_ bao

require_truncation_
truncate -s 64M big 2> /dev/null && test $(wc -c < big) = 67108864 \
  || skip_ 'cannot create a 64 MiB sparse file'

# BLAKE3 of 64 MiB of zeros and of nothing (the official b3sum).
zero=ea7b156fc9a810c181984f9e2da433feeeb2bf88ffa4d1f0dc1a92154b5bdc8b
empty=af1349b9f5f9a1a6a0404dea36dcc9499bcb25c9adc112b7cc9a93cae41f3262

for opts in '' '--chunk-group-log=4' '--chunk-group-log=12'; do
  for out in 'big.bao' '--outboard=big.obao'; do
    rm -f big.bao big.obao || framework_failure_
    run_truncated_ bao 64M encode $opts big $out
    test $status = 0 || fail=1
    compare /dev/null err || fail=1
    compare /dev/null out || fail=1

    # The encoding is of the whole file or of the empty one, and
    # verifies against the hash of one of the two.  An outboard tree is
    # checked with content made anew: "big" may have shrunk after.
    if test -f big.bao; then
      bao decode $opts $zero big.bao > /dev/null 2>&1 \
        || bao decode $opts $empty big.bao > /dev/null 2>&1 \
        || { echo "no hash verifies big.bao ($opts)"; fail=1; }
    elif test $(wc -c < big.obao) = 8; then
      bao decode $opts $empty /dev/null --outboard=big.obao > /dev/null \
        || fail=1
    else
      truncate -s 64M zeros || framework_failure_
      bao decode $opts $zero zeros --outboard=big.obao > /dev/null \
        || fail=1
    fi
  done
done

Exit $fail
