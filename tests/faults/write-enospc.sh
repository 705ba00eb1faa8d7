#!/bin/sh
# A write to standard output that fails (ENOSPC, injected by strace into
# the second write to the output file) is reported, with exit status 1;
# the line written before it is intact.

# Copyright (C) 2026 The blakesum authors.
# License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.

. "${srcdir=.}/tests/init.sh"; path_prepend_ ./src ./src/bao-bin
print_ver_ b2sum bt2sum b3sum bao
require_strace_

printf abc > a || framework_failure_
printf xyz > c || framework_failure_

# Digests from Python's hashlib (blake2b, digest_size=8), the tree
# formula of doc/tree-mode.md in hashlib, and the official b3sum.
echo 'd8bb14d833d59559  a' > exp-b2sum || framework_failure_
echo '568e32e6780278cf  a' > exp-bt2sum || framework_failure_
echo '6437b3ac38465133  a' > exp-b3sum || framework_failure_
echo 6437b3ac38465133ffb63b75273a8db548c558465d79db03fd359c6cd5bd9d85 > exp-bao \
  || framework_failure_

# Each line is one write (standard output is line buffered).  coreutils
# reports the error when it closes standard output, without the reason,
# which the failed flush of a line took with it.
for cmd in 'b2sum -l 64' 'bt2sum -l 64'; do
  prog=${cmd%% *}
  echo "$prog: write error" > exp-err || framework_failure_
  returns_ 1 inject_ out write:error=ENOSPC:when=2 $cmd a c > out 2> err \
    || fail=1
  compare exp-$prog out || fail=1
  compare exp-err err || fail=1
done

# b3sum gives the reason.  (The official b3sum panics, with status 101.)
# Only the first line of the message is checked here: that the error is
# reported once is tested elsewhere.
echo 'b3sum: write error: No space left on device' > exp-err \
  || framework_failure_
returns_ 1 inject_ out write:error=ENOSPC:when=2 b3sum -l 8 a c > out 2> err \
  || fail=1
compare exp-b3sum out || fail=1
sed 1q err > err1 || framework_failure_
compare exp-err err1 || fail=1

# bao hash, in the style of bao's other errors.  (The official bao
# panics, with status 101.)
echo 'Error: No space left on device (os error 28)' > exp-err \
  || framework_failure_
returns_ 1 inject_ out write:error=ENOSPC:when=2 bao hash a c > out 2> err \
  || fail=1
head -n1 out > out1 || framework_failure_
sed 's/$/  a/' exp-bao > exp || framework_failure_
compare exp out1 || fail=1
compare exp-err err || fail=1

Exit $fail
