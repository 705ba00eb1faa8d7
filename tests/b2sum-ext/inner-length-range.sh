#!/bin/sh
# --inner-length and --node-offset beyond BLAKE2s's limits name the option
# and its range.

# Copyright (C) 2026 The blakesum authors.
# License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.

. "${srcdir=.}/tests/init.sh"; path_prepend_ ./src
print_ver_ b2sum

printf abc > abc || framework_failure_
echo "b2sum: invalid --inner-length for BLAKE2s: '33' (0 to 32)" > exp-err \
  || framework_failure_
returns_ 1 b2sum -a blake2s --inner-length=33 abc > out 2> err || fail=1
compare /dev/null out || fail=1
compare exp-err err || fail=1
echo "b2sum: invalid --node-offset for BLAKE2s: '281474976710656'"\
' (0 to 281474976710655)' > exp-err || framework_failure_
returns_ 1 b2sum --node-offset=281474976710656 -a blake2s abc > out 2> err \
  || fail=1
compare /dev/null out || fail=1
compare exp-err err || fail=1

Exit $fail
