#!/bin/sh
# --leaf-size out of range gives the valid range.

# Copyright (C) 2026 The blakesum authors.
# License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.

. "${srcdir=.}/tests/init.sh"; path_prepend_ ./src
print_ver_ bt2sum

printf abc > abc || framework_failure_
for v in 4G 0 4294967296; do
  echo "bt2sum: invalid leaf size: '$v' (1 to 4294967295 bytes)" > exp-err \
    || framework_failure_
  returns_ 1 bt2sum --leaf-size=$v abc > out 2> err || fail=1
  compare /dev/null out || fail=1
  compare exp-err err || fail=1
done

Exit $fail
