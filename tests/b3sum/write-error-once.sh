#!/bin/sh
# A failed write to standard output is reported once, with its reason,
# and not again when standard output is closed at exit.

# Copyright (C) 2026 The blakesum authors.
# License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.

. "${srcdir=.}/tests/init.sh"; path_prepend_ ./src
print_ver_ b3sum

test -w /dev/full && test -c /dev/full || skip_ '/dev/full is not available'

printf abc > abc || framework_failure_
echo '6437b3ac38465133ffb63b75273a8db548c558465d79db03fd359c6cd5bd9d85  abc' \
  > list || framework_failure_
# The message may end with Rust's " (os error 28)", as the official
# b3sum's io errors do.
echo 'b3sum: write error: No space left on device' > exp || framework_failure_

for args in 'abc' 'abc abc' '--raw abc' '--no-names -l 100000 abc' \
            '--tag abc' '-c list'; do
  returns_ 1 b3sum $args > /dev/full 2> err || fail=1
  sed 's/ (os error 28)$//' err > err-1 || framework_failure_
  compare exp err-1 || fail=1
done

Exit $fail
