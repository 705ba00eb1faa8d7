#!/bin/sh
# --check of a list of many lines, whose files are hashed ahead on two
# threads a window of lines at a time: every result comes in its line's
# order, across the windows, whatever the file (small, too long for one
# window's read-ahead, missing, a directory, wrong, standard input
# beside a file named "-") or the line (malformed); invalid UTF-8 ends
# the run after the lines before it.

# Copyright (C) 2026 The blakesum authors.
# License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.

. "${srcdir=.}/tests/init.sh"; path_prepend_ ./src
print_ver_ b3sum

# The official b3sum 1.2.0's digests of "abc", of 40000 bytes of "q"
# and of 2 MiB of "q" (past what is hashed ahead).
h_abc=6437b3ac38465133ffb63b75273a8db548c558465d79db03fd359c6cd5bd9d85
h_q40k=8c26dffb85ea40b51827962962d1676f16724467e98e6059df616f1104fa93cf
h_q2m=e6321053f599a8dc38271298fa5851bd4f5382bf7ba80d5a2434db3f06848409
z64=0000000000000000000000000000000000000000000000000000000000000000

printf abc > a || framework_failure_
head -c 40000 /dev/zero | tr '\0' q > m || framework_failure_
head -c 2097152 /dev/zero | tr '\0' q > big || framework_failure_
mkdir dir || framework_failure_
printf xyz > ./- || framework_failure_

# 200 lines: "a" and "m" in turn, with the others at and around the
# windows' edges (64 lines each).
i=0
while test $i -lt 200; do
  i=$((i + 1))
  case $i in
    2) echo "$h_abc  missing"
       echo 'missing: FAILED (No such file or directory (os error 2))' >&3 ;;
    63) echo "$h_abc  dir"
        echo 'dir: FAILED (Is a directory (os error 21))' >&3 ;;
    64) echo 'garbage'
        echo 'b3sum: Invalid check line format' >&3 ;;
    65) echo "$z64  m"
        echo 'm: FAILED' >&3 ;;
    100) echo "$h_abc  -"
         echo '-: OK' >&3 ;;
    128) echo "$h_q2m  big"
         echo 'big: OK' >&3 ;;
    129) echo "$h_q40k  m"
         echo 'm: OK' >&3 ;;
    *) if test $((i % 2)) = 1; then
         echo "$h_abc  a"; echo 'a: OK' >&3
       else
         echo "$h_q40k  m"; echo 'm: OK' >&3
       fi ;;
  esac
done > list 3> exp || framework_failure_
echo 'b3sum: WARNING: 4 computed checksums did NOT match' >> exp \
  || framework_failure_

for threads in '' '--num-threads 1' '--num-threads 2'; do
  returns_ 1 b3sum $threads -c list < a > out 2>&1 || fail=1
  compare exp out || fail=1
done

# Invalid UTF-8 after 100 good lines: those are checked, then the run
# ends.
head -n 100 list > list2 || framework_failure_
printf '%s  \377\n' $h_abc >> list2 || framework_failure_
echo "$h_abc  a" >> list2 || framework_failure_
head -n 100 exp > exp2 || framework_failure_
echo 'Error: stream did not contain valid UTF-8' >> exp2 \
  || framework_failure_
returns_ 1 b3sum --num-threads 2 -c list2 < a > out 2>&1 || fail=1
compare exp2 out || fail=1

Exit $fail
