#!/bin/sh
# The manual documents every long option that a program's --help lists,
# and each option it describes in a table is one that some --help lists.

# Copyright (C) 2026 The blakesum authors.
# License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.

. "${srcdir=.}/tests/init.sh"; path_prepend_ ./src ./src/bao-bin
print_ver_ b2sum b3sum bt2sum

manual=$srcdir/doc/blakesum.texi
test -f "$manual" || framework_failure_

# The long options of the GNU and clap option tables, and of bao's
# usage lines.
for prog in b2sum b3sum bt2sum; do
  $prog --help > help || framework_failure_
  sed -n 's/^ \{1,\}\(-[[:alnum:]], \{1,\}\)\{0,1\}\(--[[:alnum:]-]\{1,\}\).*/\2/p' \
    help >> all-opts || framework_failure_
done
bao --help | grep -o -e '--[[:alnum:]-]*' >> all-opts || framework_failure_
sort -u all-opts > opts || framework_failure_
test $(wc -l < opts) -gt 30 || framework_failure_

for opt in $(cat opts); do
  grep -e "$opt\([^[:alnum:]-]\|\$\)" "$manual" > /dev/null \
    || { echo "the manual does not mention $opt" >&2; fail=1; }
done

# Every option in an @item or @itemx line.
sed -n 's/^@itemx\{0,1\} \(--[[:alnum:]-]*\).*/\1/p' "$manual" | sort -u \
  > items || framework_failure_
test -s items || framework_failure_
for opt in $(cat items); do
  grep -x -e "$opt" opts > /dev/null \
    || { echo "no --help lists $opt, which the manual describes" >&2; fail=1; }
done

Exit $fail
