#!/bin/sh
# Upstream's test_missing_files: a missing operand is reported exactly,
# as Rust shows the open error, and the others are hashed.

# Copyright (C) 2026 The blakesum authors.
# License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.

. "${srcdir=.}/tests/init.sh"; path_prepend_ ./src
print_ver_ b3sum

printf foo > file1 || framework_failure_
printf bar > file2 || framework_failure_
cat > exp <<'EOF2'
04e0bb39f30b1a3feb89f536c93be15055482df748674b00d26e5a75777702e9  file1
f2e897eed7d206cd855d441598fa521abc75aa96953e97c030c9612c30c1293d  file2
EOF2
echo 'b3sum: missing_file: No such file or directory (os error 2)' > exp-err \
  || framework_failure_
returns_ 1 b3sum file1 missing_file file2 > out 2> err || fail=1
compare exp out || fail=1
compare exp-err err || fail=1

Exit $fail
