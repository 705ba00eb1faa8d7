#!/bin/sh
# A pipe read in bulk (b2sum and b3sum from standard input, bao decode)
# or written in bulk (bao decode's output) is asked to hold 256 KiB, so
# that writer and reader take turns less often; a regular file is not
# asked anything, and the bytes are the same either way.

# Copyright (C) 2026 The blakesum authors.
# License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.

. "${srcdir=.}/tests/init.sh"; path_prepend_ ./src ./src/bao-bin
print_ver_ b2sum b3sum bao
require_strace_
# LeakSanitizer cannot run under ptrace: leaks are looked for by the
# other tests.
ASAN_OPTIONS="${ASAN_OPTIONS:+$ASAN_OPTIONS:}detect_leaks=0"
export ASAN_OPTIONS

printf abc > a || framework_failure_
# Python's hashlib (blake2b, digest_size=8) and the official b3sum -l 8.
echo 'd8bb14d833d59559  -' > exp-b2sum || framework_failure_
echo '6437b3ac38465133  -' > exp-b3sum || framework_failure_

for prog in b2sum b3sum; do
  case $prog in
    b2sum) len='-l 64' ;;
    b3sum) len='-l 8' ;;
  esac
  cat a | strace -f -o trace -e trace=fcntl $prog $len > out || fail=1
  compare exp-$prog out || fail=1
  grep 'F_SETPIPE_SZ, 262144' trace > /dev/null || { cat trace; fail=1; }

  strace -f -o trace -e trace=fcntl $prog $len < a > out || fail=1
  compare exp-$prog out || fail=1
  grep F_SETPIPE_SZ trace && fail=1
done

# bao: the input pipe, then the output pipe.  BLAKE3 of "abc", from
# the official b3sum.
hash=6437b3ac38465133ffb63b75273a8db548c558465d79db03fd359c6cd5bd9d85
bao encode a a.bao || fail=1
cat a.bao | strace -f -o trace -e trace=fcntl bao decode $hash > out \
  || fail=1
compare a out || fail=1
grep '^[0-9]* *fcntl(0, F_SETPIPE_SZ, 262144)' trace > /dev/null \
  || { cat trace; fail=1; }
strace -f -o trace -e trace=fcntl bao decode $hash a.bao | cat > out \
  || fail=1
compare a out || fail=1
grep '^[0-9]* *fcntl(1, F_SETPIPE_SZ, 262144)' trace > /dev/null \
  || { cat trace; fail=1; }

Exit $fail
