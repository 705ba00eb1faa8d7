#!/bin/sh
# A failed write of --help or --version is reported as a failed write
# of checksums is: one line with the reason, and exit status 1.

# Copyright (C) 2026 The blakesum authors.
# License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.

. "${srcdir=.}/tests/init.sh"; path_prepend_ ./src
print_ver_ b3sum
test -w /dev/full && test -c /dev/full || skip_ '/dev/full is not available'

printf abc > abc || framework_failure_
echo 'b3sum: write error: No space left on device' > exp || framework_failure_
for args in abc -h --help -V --version; do
  returns_ 1 b3sum $args > /dev/full 2> err || fail=1
  compare exp err || fail=1
done

Exit $fail
