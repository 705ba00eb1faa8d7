#!/bin/sh
# A failed write to standard output ends the run at once, as coreutils
# does since 9.10: a list of two million lines, or many operands, is
# not worked through first (coreutils 9.1 checks the whole list, and a
# list that never ends, forever).

# Copyright (C) 2026 The blakesum authors.
# License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.

. "${srcdir=.}/tests/init.sh"; path_prepend_ ./src
print_ver_ b2sum bt2sum b3sum

test -w /dev/full && test -c /dev/full || skip_ '/dev/full is not available'
timeout 10 true || skip_ 'timeout is missing'

: > e || framework_failure_
# The empty file's digests: hashlib.blake2b, b3sum, and s3git's bt2sum
# (tests/bt2sum/basic.sh).
b2=786a02f742015903c6c6fd852552d272912f4740e15847618a86e217f71f5419d25e1031afee585313896444934eb04b903a685b1448b755d56f701afe9be2ce
b3=af1349b9f5f9a1a6a0404dea36dcc9499bcb25c9adc112b7cc9a93cae41f3262
bt=067b63c7d8d79ccfb6efc6dbdd97f96fa5c93ce37ad1cec943db3f90b125c3edcc95aa5d82b8e285aee4ca2074d3cf757a6023a750c6b22c7c22b69cac8af4d4

# Two million lines through a pipe, then one naming a missing file,
# whose message would show that the run went on.  timeout only keeps a
# regression from hanging the suite: a run that had to check every line
# takes far longer than 10 seconds.
list_ ()
{
  yes "$1  e" | head -n 2000000
  echo "$1  missing"
}

for prog_digest in b2sum:$b2 bt2sum:$bt b3sum:$b3; do
  prog=${prog_digest%:*}
  digest=${prog_digest#*:}
  case $prog in
    b3sum) echo 'b3sum: write error: No space left on device' ;;
    *) echo "$prog: write error" ;;
  esac > exp || framework_failure_

  list_ $digest | timeout 10 $prog -c > /dev/full 2> err
  test $? = 1 || fail=1
  sed 's/ (os error 28)$//' err > err-1 || framework_failure_
  compare exp err-1 || fail=1

  # Hash mode: many operands, then the missing one.
  set -- $(yes e | head -n 100000) missing
  timeout 10 $prog "$@" > /dev/full 2> err
  test $? = 1 || fail=1
  sed 's/ (os error 28)$//' err > err-1 || framework_failure_
  compare exp err-1 || fail=1
done

Exit $fail
