#!/bin/sh
# An encoding that ends early fails as Rust's read_exact does, after
# the verified content.

# Copyright (C) 2026 The blakesum authors.
# License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.

. "${srcdir=.}/tests/init.sh"; path_prepend_ ./src/bao-bin
print_ver_ bao
. "$srcdir/tests/bao/counter.sh"

counter_ 2049 in || framework_failure_
hash=64770fa15a4bbe7770654c4ac68ed4f0e975ad6c85b5edb4d3db3b4b604e084e
bao encode in enc || fail=1
echo 'Error: failed to fill whole buffer' > exp-err || framework_failure_

# Length kept, and the verified content before the cut.
while read len good; do
  head -c $len enc > short || framework_failure_
  head -c $good in > exp || framework_failure_
  returns_ 1 bao decode $hash short > out 2> err || fail=1
  compare exp out || fail=1
  compare exp-err err || fail=1
  returns_ 1 bao decode $hash < short > out 2> err || fail=1
  compare exp out || fail=1
  compare exp-err err || fail=1
done <<'EOF2'
0 0
7 0
100 0
1159 0
2000 1024
2184 2048
EOF2

# Trailing bytes are never read.
{ cat enc && echo trailing; } > long || framework_failure_
bao decode $hash long > out 2> err || fail=1
compare in out || fail=1
compare /dev/null err || fail=1

# A truncated slice, and slicing a truncated encoding.
bao slice 1024 1 enc slice || fail=1
head -c 1000 slice > short || framework_failure_
returns_ 1 bao decode-slice $hash 1024 1 short > out 2> err || fail=1
compare /dev/null out || fail=1
compare exp-err err || fail=1
head -c 1500 enc > short || framework_failure_
returns_ 1 bao slice 2048 1 short > out 2> err || fail=1
compare exp-err err || fail=1

Exit $fail
