#!/bin/sh
# What the info reader would garble in the manual: info shows @var in
# capitals, so two names of one node that differ only in case read as
# one ("D = D-1"); and a bare "--" in a menu comes out as an en dash.

# Copyright (C) 2026 The blakesum authors.
# License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.

. "${srcdir=.}/tests/init.sh"; path_prepend_ ./src
print_ver_ b2sum

manual=$srcdir/doc/blakesum.texi
test -f "$manual" || framework_failure_

# Each node's @var names, "NODE name" a line, then those whose names
# clash once in capitals.
awk '/^@node / { node = substr ($0, 7); gsub (/ /, "_", node) }
     { line = $0
       while (match (line, /@var\{[^}]*\}/)) {
         print node, substr (line, RSTART + 5, RLENGTH - 6)
         line = substr (line, RSTART + RLENGTH)
       } }' "$manual" | sort -u > vars || framework_failure_
test -s vars || framework_failure_
awk '{ print $1, toupper ($2) }' vars | sort | uniq -d > clashes \
  || framework_failure_
compare /dev/null clashes || fail=1

sed -n '/^@menu$/,/^@end menu$/p' "$manual" \
  | sed 's/@[a-z]*{[^}]*}//g' | grep -e '--' > bare-dashes
compare /dev/null bare-dashes || fail=1

Exit $fail
