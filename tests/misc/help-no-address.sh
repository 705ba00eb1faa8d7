#!/bin/sh
# No help text or manual gives an address for bug reports: the project
# has none, and a made-up one would send reports nowhere.  The help
# texts point to the manual instead.

# Copyright (C) 2026 The blakesum authors.
# License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.

. "${srcdir=.}/tests/init.sh"; path_prepend_ ./src ./src/bao-bin
print_ver_ b2sum b3sum bt2sum

echo 'Full documentation: info blakesum' > exp || framework_failure_
: > help || framework_failure_
for prog in b2sum b3sum bt2sum; do
  $prog --help > help-$prog || fail=1
  tail -n 1 help-$prog > out || framework_failure_
  compare exp out || fail=1
  cat help-$prog >> help || framework_failure_
done
bao --help >> help || fail=1

for f in help "$srcdir"/doc/blakesum.texi "$srcdir"/man/*.x \
         "$srcdir"/README.md; do
  grep -i -e 'report bugs' -e '@example\.' -e 'bugs@' "$f" \
    && { echo "$f gives an address for bugs" >&2; fail=1; }
done

Exit $fail
