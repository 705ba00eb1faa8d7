#!/bin/sh
# A value of BLAKESUM_MAPPING that names no choice is warned of, and
# the probe decides, as when it is unset; empty is unset.

# Copyright (C) 2026 The blakesum authors.
# License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.

. "${srcdir=.}/tests/init.sh"; path_prepend_ ./src
print_ver_ b3sum b2sum

printf abc > abc || framework_failure_
# From the official b3sum and Python's hashlib.
echo '6437b3ac38465133ffb63b75273a8db548c558465d79db03fd359c6cd5bd9d85  abc' \
  > exp-b3sum || framework_failure_
echo 'ba80a53f981c4d0d6a2797b69f12f6e94c212f14685ac4b74b12bb6fdbffa2d17d87c5392aab792dc252d5de4533cc9518d38aa8dbf1925ab92386edd4009923  abc' \
  > exp-b2sum || framework_failure_

for prog in b3sum b2sum; do
  BLAKESUM_MAPPING=maybe $prog abc > out 2> err || fail=1
  compare exp-$prog out || fail=1
  echo "$prog: warning: unknown BLAKESUM_MAPPING 'maybe'" \
       "(valid: probe, map, read); probing" > exp-err || framework_failure_
  compare exp-err err || fail=1

  for v in '' probe map read; do
    BLAKESUM_MAPPING=$v $prog abc > out 2> err || fail=1
    compare exp-$prog out || fail=1
    compare /dev/null err || fail=1
  done
done

Exit $fail
