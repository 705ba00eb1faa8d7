#!/bin/sh
# --check unescapes names on lines that start with a backslash.

# Copyright (C) 2026 The blakesum authors.
# License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.

. "${srcdir=.}/tests/init.sh"; path_prepend_ ./src
print_ver_ b3sum

hq=f003db3c8fddc3611cd75cdcb05108606923e0bc137e99f53a83bfdd5c8fd6d6
printf q > 'x\y' || framework_failure_
printf q > "$(printf 'n\nl')" || framework_failure_
printf q > "$(printf 'c\rr')" || framework_failure_
printf q > "$(printf 'all\\\r\n_')" || framework_failure_
printf q > plain || framework_failure_

# \\, \n and \r, as hash mode writes them.  Results show the name as
# written, escapes and all.
printf '\\%s  %s\n' $hq 'x\\y' $hq 'n\nl' $hq 'c\rr' $hq 'all\\\r\n_' \
  $hq plain > list || framework_failure_
printf '%s: OK\n' '\x\\y' '\n\nl' '\c\rr' '\all\\\r\n_' '\plain' > exp \
  || framework_failure_
b3sum -c list > out 2> err || fail=1
compare exp out || fail=1
compare /dev/null err || fail=1

# Without the leading backslash, backslashes are plain characters.
printf '%s  x\\y\n' $hq > list2 || framework_failure_
printf 'x\\y: OK\n' > exp || framework_failure_
b3sum -c list2 > out 2> err || fail=1
compare exp out || fail=1
compare /dev/null err || fail=1

# A failure shows the escaped name too.
printf '\\%s  n\\nl\n' 0000000000000000000000000000000000000000000000000000000000000000 \
  > list3 || framework_failure_
printf '\\%s  n\\nlx\n' $hq >> list3 || framework_failure_
printf '\\n\\nl: FAILED\n\\n\\nlx: FAILED (No such file or directory (os error 2))\n' \
  > exp || framework_failure_
echo 'b3sum: WARNING: 2 computed checksums did NOT match' > exp-err \
  || framework_failure_
returns_ 1 b3sum -c list3 > out 2> err || fail=1
compare exp out || fail=1
compare exp-err err || fail=1

# Any other escape, or a lone backslash at the end, is a bad line.
for name in 'a\tb' 'a\' 'a\\\' '\x' '\0' 'a\N' 'a\R' 'a\ b'; do
  printf '\\%s  %s\n' $hq "$name"
done > list4 || framework_failure_
printf 'b3sum: Invalid backslash escape\n%.0s' 1 2 3 4 5 6 7 8 > exp-err \
  || framework_failure_
echo 'b3sum: WARNING: 8 computed checksums did NOT match' >> exp-err \
  || framework_failure_
returns_ 1 b3sum -c list4 > out 2> err || fail=1
compare /dev/null out || fail=1
compare exp-err err || fail=1

Exit $fail
