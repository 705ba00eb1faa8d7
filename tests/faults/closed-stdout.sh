#!/bin/sh
# A closed standard output: a write error (EBADF) and exit status 1.
# (tests/b2sum/closed-stdout.sh does this for b2sum.)

# Copyright (C) 2026 The blakesum authors.
# License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.

. "${srcdir=.}/tests/init.sh"; path_prepend_ ./src ./src/bao-bin
print_ver_ bt2sum b3sum bao

printf abc > a || framework_failure_

# Two operands, so that an open of the first does not leave descriptor
# 1 open on it for the second line.  Only the first line of b3sum's
# message is checked here: that the error is reported once is tested
# elsewhere.  The official b3sum and bao panic here, with status 101.
for cmd in 'bt2sum -l 64' 'b3sum -l 8' 'bao hash'; do
  prog=${cmd%% *}
  case $prog in
    bt2sum) msg='bt2sum: write error: Bad file descriptor';;
    b3sum) msg='b3sum: write error: Bad file descriptor';;
    bao) msg='Error: Bad file descriptor (os error 9)';;
  esac
  echo "$msg" > exp-err || framework_failure_
  returns_ 1 $cmd a a >&- 2> err || fail=1
  sed 1q err > err1 || framework_failure_
  compare exp-err err1 || fail=1
done

# Check mode writes "OK" lines too.
echo '568e32e6780278cf  a' > list || framework_failure_
echo 'bt2sum: write error: Bad file descriptor' > exp-err \
  || framework_failure_
returns_ 1 bt2sum -c list >&- 2> err || fail=1
compare exp-err err || fail=1

Exit $fail
