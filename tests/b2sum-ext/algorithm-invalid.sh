#!/bin/sh
# An unknown -a name lists the valid ones, in the words of coreutils' cksum -a.

# Copyright (C) 2026 The blakesum authors.
# License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.

. "${srcdir=.}/tests/init.sh"; path_prepend_ ./src
print_ver_ b2sum

cat > exp-err <<'EOF2'
b2sum: invalid argument 'bogus' for '--algorithm'
Valid arguments are:
  - 'blake2b'
  - 'blake2bp'
  - 'blake2s'
  - 'blake2sp'
Try 'b2sum --help' for more information.
EOF2
returns_ 1 b2sum -a bogus no-such-file > out 2> err || fail=1
compare /dev/null out || fail=1
compare exp-err err || fail=1
# The same form as coreutils 9.1's own, when it is installed.
if cksum --version 2>/dev/null | grep -q 'GNU coreutils'; then
  returns_ 1 env LC_ALL=C cksum -a bogus > /dev/null 2> cerr || fail=1
  sed -n '1,2p;$p' cerr | sed 's/cksum/b2sum/' > exp-c || framework_failure_
  sed -n '1,2p;$p' err > got-c || framework_failure_
  compare exp-c got-c || fail=1
fi

Exit $fail
