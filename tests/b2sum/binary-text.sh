#!/bin/sh
# -b/--binary marks untagged lines with "*", -t/--text with a space.

# Copyright (C) 2026 The blakesum authors.
# License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.

. "${srcdir=.}/tests/init.sh"; path_prepend_ ./src
print_ver_ b2sum

printf abc > abc || framework_failure_
: > empty || framework_failure_

# On GNU systems both modes read the same bytes; only the marker differs.
cat > exp <<'EOF2'
6b *abc
2e *empty
EOF2
for opt in -b --binary --bin '-t -b' '--text --binary'; do
  b2sum -l 8 $opt abc empty > out 2> err || fail=1
  compare exp out || fail=1
  compare /dev/null err || fail=1
done

cat > exp <<'EOF2'
6b  abc
2e  empty
EOF2
for opt in -t --text --te '-b -t' '--binary --text'; do
  b2sum -l 8 $opt abc empty > out 2> err || fail=1
  compare exp out || fail=1
  compare /dev/null err || fail=1
done

# Short options may be bundled, also with -l and its argument.
echo '6b *abc' > exp || framework_failure_
b2sum -bl8 abc > out 2> err || fail=1
compare exp out || fail=1
compare /dev/null err || fail=1
b2sum -tbl 8 abc > out 2> err || fail=1
compare exp out || fail=1
compare /dev/null err || fail=1

# Standard input gets the marker too.
echo '6b *-' > exp || framework_failure_
b2sum -b -l 8 < abc > out 2> err || fail=1
compare exp out || fail=1
compare /dev/null err || fail=1

Exit $fail
