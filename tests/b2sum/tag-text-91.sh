#!/bin/sh
# In coreutils 9.1, --tag implies --binary, so "-t --tag" is accepted.

# Copyright (C) 2026 The blakesum authors.
# License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.

. "${srcdir=.}/tests/init.sh"; path_prepend_ ./src
print_ver_ b2sum

# coreutils 9.10 stopped letting --tag set binary mode, so there "-t --tag"
# fails like "--tag -t".  We follow 9.1, the version Debian 12 ships; the
# newer behaviour would break only this file.

printf abc > abc || framework_failure_

cat > exp <<'EOF2'
BLAKE2b-8 (abc) = 6b
EOF2
for opt in '-t --tag' '--text --tag' '-l 8 -t --tag'; do
  b2sum -l 8 $opt abc > out 2> err || fail=1
  compare exp out || fail=1
  compare /dev/null err || fail=1
done

Exit $fail
