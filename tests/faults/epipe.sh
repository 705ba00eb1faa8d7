#!/bin/sh
# Output to a pipe whose reader has gone: killed by SIGPIPE, or, with
# SIGPIPE ignored, a write error (EPIPE) and exit status 1; no hang.
# (tests/b2sum/closed-stdout.sh does this for b2sum.)

# Copyright (C) 2026 The blakesum authors.
# License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.

. "${srcdir=.}/tests/init.sh"; path_prepend_ ./src ./src/bao-bin
print_ver_ bt2sum b3sum bao

printf abc > a || framework_failure_

# 10000 lines of output, far more than a pipe holds, so that each program
# is certain to write after head has exited.
set -- $(yes a | head -n 10000) || framework_failure_
test $# = 10000 || framework_failure_

for cmd in 'bt2sum -l 64' 'b3sum -l 8' 'bao hash'; do
  prog=${cmd%% *}
  case $prog in
    bt2sum) first=5; msg='bt2sum: write error';;
    b3sum) first=6; msg='b3sum: write error: Broken pipe';;
    # The official b3sum and bao panic here, with status 101.
    bao) first=6; msg='Error: Broken pipe (os error 32)';;
  esac
  printf $first > exp || framework_failure_

  # SIGPIPE at its default: the pipeline ends, the data came through.
  timeout 60 $cmd "$@" | head -c1 > out || fail=1
  compare exp out || fail=1

  # SIGPIPE ignored.  Only the first line of b3sum's message is checked
  # here: that the error is reported once is tested elsewhere.
  { (trap '' PIPE; timeout 60 $cmd "$@" 2> err; echo $? > status); } \
    | head -c1 > out || fail=1
  compare exp out || fail=1
  echo 1 > exp-status || framework_failure_
  compare exp-status status || fail=1
  echo "$msg" > exp-err || framework_failure_
  sed 1q err > err1 || framework_failure_
  compare exp-err err1 || fail=1
done

Exit $fail
