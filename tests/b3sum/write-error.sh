#!/bin/sh
# A failed write to standard output is reported and fails the run.

# Copyright (C) 2026 The blakesum authors.
# License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.

. "${srcdir=.}/tests/init.sh"; path_prepend_ ./src
print_ver_ b3sum

# Official b3sum panics here ("failed printing to stdout: No space left
# on device (os error 28)", exit status 101).  We ask only for a failing
# exit status that is not a death by signal, and for the reason on
# standard error.
test -w /dev/full && test -c /dev/full || skip_ '/dev/full is not available'

printf abc > abc || framework_failure_
echo '6437b3ac38465133ffb63b75273a8db548c558465d79db03fd359c6cd5bd9d85  abc' \
  > list || framework_failure_

for args in 'abc' '--raw abc' '--no-names -l 100000 abc' '-c list'; do
  b3sum $args > /dev/full 2> err
  status=$?
  test $status != 0 && test $status -lt 128 || fail=1
  grep 'No space left on device' err > /dev/null || fail=1
done

Exit $fail
