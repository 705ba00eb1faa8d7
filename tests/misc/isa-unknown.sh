#!/bin/sh
# A BLAKESUM_ISA that names no cap is warned of, once, with the names
# it may take, and the best instruction set available is used.

# Copyright (C) 2026 The blakesum authors.
# License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.

. "${srcdir=.}/tests/init.sh"; path_prepend_ ./src
print_ver_ b2sum bt2sum b3sum

printf abc > in || framework_failure_
# hashlib.blake2b and blake3 (b3sum) of "abc".
echo 'ba80a53f981c4d0d6a2797b69f12f6e94c212f14685ac4b74b12bb6fdbffa2d17d87c5392aab792dc252d5de4533cc9518d38aa8dbf1925ab92386edd4009923  in' \
  > exp-b2sum || framework_failure_
echo '6437b3ac38465133ffb63b75273a8db548c558465d79db03fd359c6cd5bd9d85  in' \
  > exp-b3sum || framework_failure_

# The caps this build has, as its --help lists them (aarch64 has its
# own).
valid=$(b3sum --help | sed -n 's/.*BLAKESUM_ISA (\([^)]*\)).*/\1/p')
test -n "$valid" || framework_failure_

for prog in b2sum b3sum; do
  # Misspellings of real names are names too: no case folding, no dots.
  for isa in bogus sse4.1 AVX2 'avx2 '; do
    printf "%s: warning: unknown BLAKESUM_ISA '%s' (valid: %s); %s\n" \
      $prog "$isa" "$valid" 'using the best available' \
      > exp-err || framework_failure_
    # Two files, one warning.
    cat exp-$prog exp-$prog > exp || framework_failure_
    BLAKESUM_ISA=$isa LC_ALL=C $prog in in > out 2> err || fail=1
    compare exp out || fail=1
    compare exp-err err || fail=1
  done

  # The best available: what no cap at all chooses.
  $prog --debug in > /dev/null 2> exp || fail=1
  BLAKESUM_ISA=bogus $prog --debug in > /dev/null 2> err || fail=1
  sed 1d err > err-1 || framework_failure_
  compare exp err-1 || fail=1

  # Known names, and empty (unset), are quiet.
  for isa in $(echo "$valid" | tr -d ,) ''; do
    BLAKESUM_ISA=$isa $prog in > out 2> err || fail=1
    compare exp-$prog out || fail=1
    compare /dev/null err || fail=1
  done
done

# bt2sum warns the same way.
BLAKESUM_ISA=bogus LC_ALL=C bt2sum in > /dev/null 2> err || fail=1
grep "^bt2sum: warning: unknown BLAKESUM_ISA 'bogus'" err > /dev/null \
  || fail=1

Exit $fail
