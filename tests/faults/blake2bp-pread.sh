#!/bin/sh
# b2sum -a blake2bp on two threads, with each kernel row that runs two
# BLAKE2b chains side by side (AVX-512 and AVX2), reads a regular file of 1 MiB or more
# with pread on both threads, half of each 8 MiB piece each, in
# requests of 4 MiB, and hashes two leaves on each: the digests are
# those of the reference at the edges of the pieces, keyed too.  A
# failed pread names the file and the others are still hashed, exit 1;
# a pread that meets the end early, as when the file shrank, makes the
# file be read again from its start, which gives its digest.

# Copyright (C) 2026 The blakesum authors.
# License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.

. "${srcdir=.}/tests/init.sh"; path_prepend_ ./src
print_ver_ b2sum
require_strace_

printf abc > a || framework_failure_
# The rows with a 2-lane kernel (src/blake2/blake2b-dispatch.c) that
# this CPU and build run.
rows=
for row in avx512 avx2; do
  BLAKESUM_ISA=$row b2sum --debug a > /dev/null 2> err \
    || framework_failure_
  grep "^b2sum: using $row implementation\$" err > /dev/null \
    && rows="$rows $row"
done
test -n "$rows" || skip_ 'no AVX2 BLAKE2b kernels on this CPU or build'

# Python's hashlib (BLAKE2bp from blake2b nodes, as
# tests/b2sum-ext/threads.sh); the keyed one from libb2's blake2bp.
# 1 MiB, the least read so; 8 MiB and 100 bytes, whose last bytes,
# which the state holds back, start in the first piece and end in the
# second; 16 MiB and 1000 bytes; 16 MiB.
make_pattern_ 16778216 || framework_failure_
for n in 1048576 8388708 16778216 16777216; do
  head -c $n pattern > p$n || framework_failure_
done
rm pattern || framework_failure_
require_threads_ b2sum -a blake2bp --num-threads 2 p16777216
cat > exp <<'EOF' || framework_failure_
5fb9e9ead560d11a0d56e4de052082ae32be45919ec00fe93c5f589beed5ee736d44cc2623ba55d5b6393386fea59a00a11c3004306ce978076040ebea4c4af9  p1048576
614ab06129e65a1dedfd6566762bdcdb372c8585e4932da33a189e13ec47bcec63ff7d9d3bffa5181307039d15802645349c93f4acce238c5998a184855722fa  p8388708
99c744129d812c0af5c3fbae0acf1c61f82b43a729dd13ff9fa1a741e3b414613c17bfafe87fbd1ad0cff5df50bf4b123899ce4ce918d48bbc02797cf5a9f99e  p16778216
20c81bff39b99c11ca7289a7dca52eb98e414c3207814afea28bc6101b8c89f5ffd050790f7186d756b0035d96a47b578c61822c746dc662cc768b6b9056271e  p16777216
EOF
for row in $rows; do
  BLAKESUM_ISA=$row
  export BLAKESUM_ISA
  echo "row $row"

  b2sum -a blake2bp --num-threads 2 p1048576 p8388708 p16778216 p16777216 \
    > out 2> err || fail=1
  compare exp out || fail=1
  compare /dev/null err || fail=1

  # A regular file as standard input, from an offset that is no multiple
  # of anything: the same pread form, from there.  hashlib, of the bytes
  # after the first 1000.
  echo '05bacd0dfddf0472018d09600c34ac88363b0c819a960272957cfec88b6375951476f22230163fb56b05fd492b1463a643470a98e02fbb80994d6e69b1b05ba1  -' \
    > exp-stdin || framework_failure_
  (head -c 1000 > /dev/null && b2sum -a blake2bp --num-threads 2) \
    < p16778216 > out 2> err || fail=1
  compare exp-stdin out || fail=1
  compare /dev/null err || fail=1

  printf secret > key || framework_failure_
  echo '4754a9c6151083684f6de92f09ad8526d815e7f70582d712b56c43f7a77be307cc0b1a96a7f59e30825f2b86b17b66995d64a680ce22fff24f042b12d0aa4820  p8388708' \
    > exp-key || framework_failure_
  b2sum -a blake2bp --key-file=key --num-threads 2 p8388708 > out 2> err \
    || fail=1
  compare exp-key out || fail=1
  compare /dev/null err || fail=1

  # 16 MiB: four requests of 4 MiB, and nothing read with read.  Which
  # thread makes which request is up to the pool: a helper that wakes
  # late (under strace, on a loaded machine) finds nothing left, so one
  # run in five showing two readers is enough.
  grep ' p16777216$' exp > exp-z || framework_failure_
  readers=0
  for try in 1 2 3 4 5; do
    strace_calls_ pread64,read b2sum -a blake2bp --num-threads 2 p16777216 \
      > out || fail=1
    compare exp-z out || fail=1
    grep '^read(.*/p16777216>' trace | grep -qv ' = 0$' \
      && { echo 'read from p16777216'; fail=1; }
    grep '^pread64(.*/p16777216>' trace > preads
    test $(wc -l < preads) = 4 \
      || { echo 'not 4 preads'; cat trace; fail=1; }
    grep -v ', 4194304, [0-9]*) = 4194304$' preads \
      && { echo 'not 4 MiB each'; fail=1; }
    readers=$(grep -l '^pread64(.*/p16777216>' trace.* | wc -l)
    test "$readers" -ge 2 && break
  done
  test "$readers" -ge 2 || { echo "pread64 from $readers threads"; fail=1; }

  printf '%s  a\n' \
    b91a6b66ae87526c400b0a8b53774dc65284ad8f6575f8148ff93dff943a6ecd8362130f22d6dae633aa0f91df4ac89aaff31d0f1b923c898e82025dedbdad6e \
    > exp-a || framework_failure_
  cat exp-z exp-a > exp-all || framework_failure_
  echo 'b2sum: p16777216: Input/output error' > exp-err || framework_failure_
  # strace counts the calls of each thread apart, and which thread reads
  # which half varies: a thread makes two calls, or all four.
  for when in 1 2+; do
    returns_ 1 inject_ p16777216 "pread64:error=EIO:when=$when" \
      b2sum -a blake2bp --num-threads 2 p16777216 a > out 2> err \
      || { echo "EIO, when=$when"; fail=1; }
    compare exp-a out || fail=1
    compare exp-err err || fail=1

    inject_ p16777216 "pread64:retval=0:when=$when" \
      b2sum -a blake2bp --num-threads 2 p16777216 a > out 2> err \
      || { echo "early end, when=$when"; fail=1; }
    compare exp-all out || fail=1
    compare /dev/null err || fail=1
  done
done

Exit $fail
