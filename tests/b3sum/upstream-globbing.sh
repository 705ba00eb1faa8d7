#!/bin/sh
# Upstream's test_globbing: the shell's "*" gives the files in order.

# Copyright (C) 2026 The blakesum authors.
# License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.

. "${srcdir=.}/tests/init.sh"; path_prepend_ ./src
print_ver_ b3sum

mkdir g || framework_failure_
printf foo > g/file1 || framework_failure_
printf bar > g/file2 || framework_failure_
cat > exp <<'EOF2'
04e0bb39f30b1a3feb89f536c93be15055482df748674b00d26e5a75777702e9  file1
f2e897eed7d206cd855d441598fa521abc75aa96953e97c030c9612c30c1293d  file2
EOF2
(cd g && LC_ALL=C sh -c 'b3sum *') > out 2> err || fail=1
compare exp out || fail=1
compare /dev/null err || fail=1

Exit $fail
