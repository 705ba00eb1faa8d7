#!/bin/sh
# A malformed <hash>: the hex crate's messages, once the input and the
# output are open.

# Copyright (C) 2026 The blakesum authors.
# License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.

. "${srcdir=.}/tests/init.sh"; path_prepend_ ./src/bao-bin
print_ver_ bao

printf abc > in || framework_failure_
bao encode in enc || fail=1
bao slice 0 1 enc slice || fail=1
h=6437b3ac38465133ffb63b75273a8db548c558465d79db03fd359c6cd5bd9d85

while read hash msg; do
  echo "Error: $msg" > exp || framework_failure_
  returns_ 1 bao decode "$hash" enc > out 2> err || fail=1
  compare /dev/null out || fail=1
  compare exp err || fail=1
  returns_ 1 bao decode-slice "$hash" 0 1 slice > out 2> err || fail=1
  compare /dev/null out || fail=1
  compare exp err || fail=1
done <<EOF2
abc Odd number of digits
01234g Invalid character 'g' at position 5
${h}0 Odd number of digits
${h}00 wrong length hash
00 wrong length hash
$(echo $h | tr a-f A-F)zz Invalid character 'z' at position 64
EOF2
echo "Error: wrong length hash" > exp || framework_failure_
returns_ 1 bao decode '' enc > out 2> err || fail=1
compare exp err || fail=1
echo "Error: Invalid character '\\'' at position 1" > exp || framework_failure_
returns_ 1 bao decode "0'" enc > out 2> err || fail=1
compare exp err || fail=1

# Upper case is accepted.
bao decode $(echo $h | tr a-f A-F) enc > out 2> err || fail=1
compare in out || fail=1

# The input and the output are opened first, the output truncated.
echo 'Error: No such file or directory (os error 2)' > exp \
  || framework_failure_
returns_ 1 bao decode xyz missing out > out 2> err || fail=1
compare exp err || fail=1
echo data > outfile || framework_failure_
echo 'Error: Odd number of digits' > exp || framework_failure_
returns_ 1 bao decode xyz enc outfile > out 2> err || fail=1
compare exp err || fail=1
compare /dev/null outfile || fail=1

Exit $fail
