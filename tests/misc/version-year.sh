#!/bin/sh
# --version prints the project's copyright year, not the year of the
# gnulib snapshot (2023 in Debian 12's gnulib, which version_etc
# prints by default).  b3sum and bao print one version line, as the
# official tools do, and no copyright.

# Copyright (C) 2026 The blakesum authors.
# License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.

. "${srcdir=.}/tests/init.sh"; path_prepend_ ./src
print_ver_ b2sum bt2sum

for prog in b2sum bt2sum; do
  cat > exp <<EOF2 || framework_failure_
$prog (blakesum) 0.1
Copyright (C) 2026 The blakesum authors.
License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.
This is free software: you are free to change and redistribute it.
There is NO WARRANTY, to the extent permitted by law.

Written by The blakesum authors.
EOF2
  $prog --version > out 2> err || fail=1
  compare exp out || fail=1
  compare /dev/null err || fail=1
done

Exit $fail
