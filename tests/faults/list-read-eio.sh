#!/bin/sh
# A checksum list whose read fails (EIO, injected by strace) is an error
# naming it, never a list that ended early and passed.

# Copyright (C) 2026 The blakesum authors.
# License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.

. "${srcdir=.}/tests/init.sh"; path_prepend_ ./src
print_ver_ b2sum bt2sum b3sum
require_strace_

printf abc > a || framework_failure_

# Digests from Python's hashlib (blake2b, digest_size=8), the tree
# formula of doc/tree-mode.md in hashlib, and the official b3sum.
echo 'd8bb14d833d59559  a' > list-b2sum || framework_failure_
echo '568e32e6780278cf  a' > list-bt2sum || framework_failure_
echo '6437b3ac38465133ffb63b75273a8db548c558465d79db03fd359c6cd5bd9d85  a' \
  > list-b3sum || framework_failure_

# coreutils: "read error" with no reason, no summary, and the next list
# is still checked.  The first read fails, or the one after the lines
# it gave were checked.
for prog in b2sum bt2sum; do
  cp list-$prog list || framework_failure_
  echo 'a: OK' > exp || framework_failure_
  echo "$prog: list: read error" > exp-err || framework_failure_
  returns_ 1 inject_ list read:error=EIO $prog -c list list-$prog \
    > out 2> err || fail=1
  compare exp out || fail=1
  compare exp-err err || fail=1

  printf 'a: OK\na: OK\n' > exp || framework_failure_
  returns_ 1 inject_ list read:error=EIO:when=2 $prog -c list list-$prog \
    > out 2> err || fail=1
  compare exp out || fail=1
  compare exp-err err || fail=1
done

# b3sum: a list that cannot be read ends the run.  The official b3sum
# adds " (os error 5)".
cp list-b3sum list || framework_failure_
echo 'a: OK' > exp || framework_failure_
echo 'Error: Input/output error (os error 5)' > exp-err || framework_failure_
returns_ 1 inject_ list read:error=EIO b3sum -c list-b3sum list list-b3sum \
  > out 2> err || fail=1
compare exp out || fail=1
compare exp-err err || fail=1

Exit $fail
