#!/bin/sh
# --progress without a terminal on stderr does nothing: the output, the
# messages and the exit status are those of a run without it, when
# hashing, checking or walking a directory, and with stderr closed.

# Copyright (C) 2026 The blakesum authors.
# License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.

. "${srcdir=.}/tests/init.sh"; path_prepend_ ./src
print_ver_ b2sum bt2sum b3sum

printf abc > a && printf xyz > c && mkdir d && printf abc > d/a \
  || framework_failure_
# A file large enough to be mapped and read in pieces.
head -c 5000000 /dev/zero > z || framework_failure_
expect_abc_xyz_

for prog in b2sum bt2sum b3sum; do
  case $prog in
    b3sum) len='-l 8' ;;
    *) len='-l 64' ;;
  esac
  # Hashing: the same lines, and nothing on stderr.
  $prog $len a c z > exp 2> exp-err || fail=1
  $prog --progress $len a c z > out 2> err || fail=1
  compare exp out || fail=1
  compare exp-err err || fail=1
  compare /dev/null err || fail=1
  head -n 2 out > out-ac && compare exp-$prog out-ac || fail=1

  # A missing file: the same message and status.
  returns_ 1 $prog $len a missing > exp 2> exp-err || fail=1
  returns_ 1 $prog --progress $len a missing > out 2> err || fail=1
  compare exp out || fail=1
  compare exp-err err || fail=1

  # Checking.
  $prog a c z > list || framework_failure_
  $prog -c list > exp 2> exp-err || fail=1
  $prog --progress -c list > out 2> err || fail=1
  compare exp out || fail=1
  compare /dev/null err || fail=1

  # Walking a directory.
  $prog --recursive $len d > exp || fail=1
  $prog --progress --recursive $len d > out 2> err || fail=1
  compare exp out || fail=1
  compare /dev/null err || fail=1

  # stderr closed: no display and no failure.
  $prog --progress $len a c 2>&- > out || fail=1
  compare exp-$prog out || fail=1
done

Exit $fail
