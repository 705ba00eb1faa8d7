#!/bin/sh
# --check: a list that cannot be opened or read stops b3sum at once.

# Copyright (C) 2026 The blakesum authors.
# License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.

. "${srcdir=.}/tests/init.sh"; path_prepend_ ./src
print_ver_ b3sum

printf 'a\n' > a || framework_failure_
ha=81c4b7f7e0549f1514e9cae97cf40cf133920418d3dc71bedbf60ec9bd6148cb
printf '%s  a\n' $ha > good || framework_failure_
printf '%s  b\n' $ha > bad || framework_failure_
mkdir dir || framework_failure_

# Expect exit status 1, the standard output in exp, and only
# "Error: $1" on standard error: no WARNING line, even after failures.
# System errors end in Rust's " (os error N)".
fatal_ ()
{
  echo "Error: $1" > exp-err || framework_failure_
  shift
  returns_ 1 b3sum "$@" > out 2> err || fail=1
  compare exp out || fail=1
  compare exp-err err || fail=1
}

: > exp || framework_failure_
fatal_ 'No such file or directory (os error 2)' -c missing
fatal_ 'No such file or directory (os error 2)' --check missing good
fatal_ 'Is a directory (os error 21)' -c dir
fatal_ 'Is a directory (os error 21)' -c < dir
fatal_ 'Is a directory (os error 21)' -c - < dir

# The lists before the bad one have been checked and reported, the ones
# after it are not read.
echo 'a: OK' > exp || framework_failure_
fatal_ 'No such file or directory (os error 2)' -c good missing good
echo 'b: FAILED (No such file or directory (os error 2))' > exp || framework_failure_
fatal_ 'No such file or directory (os error 2)' -c bad missing good
fatal_ 'Is a directory (os error 21)' -c bad dir good

# Invalid UTF-8 is a read error too, found when its line is read: the
# lines before it are checked, the lines after it are not.
{ printf '%s  a\n' $ha && printf '%s  b\n' $ha \
  && printf '%s  \377\n' $ha && printf '%s  a\n' $ha; } > utf8 \
  || framework_failure_
printf 'a: OK\nb: FAILED (No such file or directory (os error 2))\n' > exp \
  || framework_failure_
fatal_ 'stream did not contain valid UTF-8' -c utf8
fatal_ 'stream did not contain valid UTF-8' -c < utf8
fatal_ 'stream did not contain valid UTF-8' -c utf8 good
for bytes in '\200' '\300\200' '\355\240\200' '\364\220\200\200' '\342\202'; do
  printf "%s  a$bytes\n" $ha > utf8 || framework_failure_
  : > exp || framework_failure_
  fatal_ 'stream did not contain valid UTF-8' -c utf8
done
# Even in the hash field, and on a last line with no newline.
printf '\377%s  a' $ha > utf8 || framework_failure_
fatal_ 'stream did not contain valid UTF-8' -c utf8

Exit $fail
