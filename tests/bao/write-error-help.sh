#!/bin/sh
# A failed write of --help or --version is reported in bao's own form,
# as a failed write of bao hash is, with exit status 1.

# Copyright (C) 2026 The blakesum authors.
# License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.

. "${srcdir=.}/tests/init.sh"; path_prepend_ ./src/bao-bin
print_ver_ bao
test -w /dev/full && test -c /dev/full || skip_ '/dev/full is not available'

printf abc > abc || framework_failure_
echo 'Error: No space left on device (os error 28)' > exp || framework_failure_
for args in 'hash abc' --help --version; do
  returns_ 1 bao $args > /dev/full 2> err || fail=1
  compare exp err || fail=1
done

Exit $fail
