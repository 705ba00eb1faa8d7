#!/bin/sh
# A checksum list whose line cannot be allocated is an error, never
# the end of the list: its later lines would go unchecked and the run
# would pass.  (coreutils 9.1 has this bug; the official b3sum fails.)

# Copyright (C) 2026 The blakesum authors.
# License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.

. "${srcdir=.}/tests/init.sh"; path_prepend_ ./src
print_ver_ b2sum bt2sum b3sum

# 50 MB of address space runs each program, but cannot hold a line of
# 64 MiB.  The long line is a hole in a sparse file, so it costs no
# disk, and reading it takes a few milliseconds.
limit=50000
(ulimit -v $limit) 2> /dev/null || skip_ 'ulimit -v is not supported'

: > empty || framework_failure_
# Digests of the empty file: Python's hashlib.blake2b, hashlib.blake3's
# reference (b3sum), and s3git's bt2sum (tests/bt2sum/basic.sh).
b2=786a02f742015903c6c6fd852552d272912f4740e15847618a86e217f71f5419d25e1031afee585313896444934eb04b903a685b1448b755d56f701afe9be2ce
b3=af1349b9f5f9a1a6a0404dea36dcc9499bcb25c9adc112b7cc9a93cae41f3262
bt=067b63c7d8d79ccfb6efc6dbdd97f96fa5c93ce37ad1cec943db3f90b125c3edcc95aa5d82b8e285aee4ca2074d3cf757a6023a750c6b22c7c22b69cac8af4d4

# A valid line, a line of 64 MiB, and a line that must fail.
make_list_ ()
{
  printf '%s  empty\n' $1 > $2 &&
  truncate -s +64M $2 &&
  printf '\n%s  empty\n' $(echo $1 | tr 0-9a-f 1-9a-f0) >> $2
}
make_list_ $b2 list-b2 && make_list_ $b3 list-b3 && make_list_ $bt list-bt \
  || framework_failure_
printf '%s  empty\n' $b2 > small-b2 || framework_failure_
(ulimit -v $limit && b2sum -c small-b2) > /dev/null 2>&1 \
  || skip_ "$limit KB of address space is too little for this build"

echo 'empty: OK' > exp || framework_failure_

for prog_list in b2sum:list-b2 bt2sum:list-bt; do
  prog=${prog_list%:*}
  list=${prog_list#*:}
  (ulimit -v $limit && exec $prog -c $list > out 2> err)
  test $? = 1 || fail=1
  compare exp out || fail=1
  echo "$prog: $list: Cannot allocate memory" > exp-err || framework_failure_
  compare exp-err err || fail=1
done

# b3sum stops there, as the official b3sum does on an unreadable list
# (its message may end with Rust's " (os error 12)").
(ulimit -v $limit && exec b3sum -c list-b3 > out 2> err)
test $? = 1 || fail=1
compare exp out || fail=1
sed 's/ (os error 12)$//' err > err-1 || framework_failure_
echo 'Error: Cannot allocate memory' > exp-err || framework_failure_
compare exp-err err-1 || fail=1

Exit $fail
