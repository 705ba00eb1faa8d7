#!/bin/sh
# 100,000 operands, one of them missing, and a list of 100,000 lines:
# every file hashed or checked and printed in order, the missing one
# named where it comes, exit 1.

# Copyright (C) 2026 The blakesum authors.
# License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.

. "${srcdir=.}/tests/init.sh"; path_prepend_ ./src ./src/bao-bin
print_ver_ b2sum bt2sum b3sum bao
# Under emulation (quick mode) its 100,000 operands took two minutes;
# the order and the lines are made by the same code on every
# architecture.
skip_if_quick_ 'operand handling is the same on every architecture'

printf abc > a || framework_failure_

# Operand 50,000 is missing.
yes a | head -n 49999 > names || framework_failure_
echo missing >> names || framework_failure_
yes a | head -n 50000 >> names || framework_failure_
set -- $(cat names) || framework_failure_
test $# = 100000 || framework_failure_

# Digests of "abc": Python's hashlib (blake2b, digest_size=8), the tree
# formula of doc/tree-mode.md in hashlib, and the official b3sum.
for cmd in 'b2sum -l 64' 'bt2sum -l 64' 'b3sum -l 8' 'bao hash'; do
  prog=${cmd%% *}
  case $prog in
    b2sum) line='d8bb14d833d59559  a'
           err='b2sum: missing: No such file or directory';;
    bt2sum) line='568e32e6780278cf  a'
            err='bt2sum: missing: No such file or directory';;
    b3sum) line='6437b3ac38465133  a'
           err='b3sum: missing: No such file or directory (os error 2)';;
    bao) line='6437b3ac38465133ffb63b75273a8db548c558465d79db03fd359c6cd5bd9d85  a'
         err='bao: missing: No such file or directory (os error 2)';;
  esac
  # Standard output is line buffered, so the message comes in its place.
  { yes "$line" | head -n 49999 && echo "$err" \
      && yes "$line" | head -n 50000; } > exp || framework_failure_
  returns_ 1 timeout 300 $cmd "$@" > out 2>&1 || fail=1
  compare exp out || fail=1
done

# Check mode, with the missing file at line 50,000.
for prog in b2sum bt2sum b3sum; do
  case $prog in
    b2sum) hex=d8bb14d833d59559;;
    bt2sum) hex=568e32e6780278cf;;
    b3sum) hex=6437b3ac38465133ffb63b75273a8db548c558465d79db03fd359c6cd5bd9d85;;
  esac
  sed "s/^/$hex  /" names > list || framework_failure_
  case $prog in
    b3sum) fail_line='missing: FAILED (No such file or directory (os error 2))'
           summary='b3sum: WARNING: 1 computed checksum did NOT match';;
    *) fail_line='missing: FAILED open or read'
       summary="$prog: WARNING: 1 listed file could not be read";;
  esac
  { yes 'a: OK' | head -n 49999 && echo "$fail_line" \
      && yes 'a: OK' | head -n 50000; } > exp || framework_failure_
  case $prog in
    b3sum) : > exp-err;;
    *) echo "$prog: missing: No such file or directory" > exp-err;;
  esac || framework_failure_
  echo "$summary" >> exp-err || framework_failure_
  returns_ 1 timeout 300 $prog -c list > out 2> err || fail=1
  compare exp out || fail=1
  compare exp-err err || fail=1
done

Exit $fail
