#!/bin/sh
# decode writes a pipe at most 128 KiB a call (write or writev), so
# that the pipe's reader drains it while the next piece is copied in;
# combined and outboard, the content arrives whole.

# Copyright (C) 2026 The blakesum authors.
# License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.

. "${srcdir=.}/tests/init.sh"; path_prepend_ ./src/bao-bin
print_ver_ bao
require_strace_

make_pattern_ 16777216 || framework_failure_
head -c 16777216 pattern > z && rm pattern || framework_failure_
# From the official b3sum.
hash=869b1292c8bed5bdb2e0075e0c50ccf8b24b33a0f81071c86206bd8fdb269579
bao encode z enc && bao encode z --outboard=ob || framework_failure_

for opts in enc 'z --outboard=ob'; do
  strace_calls_ write,writev bao decode $hash $opts | cat > out || fail=1
  compare z out || fail=1
  # The sizes of bao's writes to its standard output, a pipe.
  sed -n 's/^writev\{0,1\}(1<pipe:[^>]*>, .*) = \([0-9]*\)$/\1/p' \
    trace > sizes || framework_failure_
  test "$(awk '{ s += $1 } END { print s }' sizes)" = 16777216 \
    || { echo "$opts: not all written to the pipe"; cat trace; fail=1; }
  test "$(sort -n sizes | tail -n 1)" -le 131072 \
    || { echo "$opts: a write of $(sort -n sizes | tail -n 1) bytes"
         fail=1; }
done

Exit $fail
