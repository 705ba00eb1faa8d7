#!/bin/sh
# --debug names the implementation chosen, and BLAKESUM_ISA caps it.

# Copyright (C) 2026 The blakesum authors.
# License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.

. "${srcdir=.}/tests/init.sh"; path_prepend_ ./src
print_ver_ b2sum b3sum

printf abc > in || framework_failure_

for prog in b2sum b3sum; do
  # The portable code is always there and a cap to it always holds.
  BLAKESUM_ISA=portable $prog --debug in > out 2> err || fail=1
  echo "$prog: using portable implementation" > exp || framework_failure_
  compare exp err || fail=1

  # Without a cap the choice is one of the known names.
  $prog --debug in > out 2> err || fail=1
  names='portable|sse41|avx2|avx2-zen1|avx512|avx512-amd|avx512-zen5|neon'
  grep -E "^$prog: using ($names) implementation\$" err > /dev/null \
    || { cat err; fail=1; }

  # An unknown name is no cap at all (and is warned of first:
  # tests/misc/isa-unknown.sh).
  BLAKESUM_ISA=nonsense $prog --debug in > out 2> err2 || fail=1
  sed 1d err2 > err3 || framework_failure_
  compare err err3 || fail=1
done

# --debug adds nothing to standard output.
cat > exp <<'EOF2'
ba80a53f981c4d0d6a2797b69f12f6e94c212f14685ac4b74b12bb6fdbffa2d17d87c5392aab792dc252d5de4533cc9518d38aa8dbf1925ab92386edd4009923  in
EOF2
b2sum --debug in > out 2> /dev/null || fail=1
compare exp out || fail=1

Exit $fail
