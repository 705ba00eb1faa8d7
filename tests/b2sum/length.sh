#!/bin/sh
# Valid --length/-l values and the digest lengths they select.

# Copyright (C) 2026 The blakesum authors.
# License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.

. "${srcdir=.}/tests/init.sh"; path_prepend_ ./src
print_ver_ b2sum

printf abc > abc || framework_failure_
: > empty || framework_failure_

abc512=ba80a53f981c4d0d6a2797b69f12f6e94c212f14685ac4b74b12bb6fdbffa2d17d87c5392aab792dc252d5de4533cc9518d38aa8dbf1925ab92386edd4009923

# The output length is a BLAKE2b parameter, so a shorter digest is not a
# prefix of a longer one.
cat > exp <<'EOF2'
6b  abc
2e  empty
ae1e  abc
cf4ab791c62b8d2b2109c90275287816  abc
cae66941d9efbd404e4d88758ea67670  empty
384264f676f39536840523f284921cdc68b6846b  abc
bddd813c634239723171ef3fee98579b94964e3bb1cb3e427262c8c068d52319  abc
0e5751c026e543b2e8ab2eb06099daa1d1e5df47778f7787faab45cdf12fe3a8  empty
6f56a82c8e7ef526dfe182eb5212f7db9df1317e57815dbda46083fc30f54ee6c66ba83be64b302d7cba6ce15bb556f4  abc
eb5324bb0b0f9ca27381f22f5e49604d7c341b77371fe5bf61fb643c8ab481c7555ef17c9b9e7c92f0daafff6c0d748cab97d2b267bf53f8225c173ea26f3e  abc
EOF2
{ b2sum -l 8 abc empty && b2sum -l 16 abc && b2sum -l 128 abc empty \
  && b2sum -l 160 abc && b2sum -l 256 abc empty && b2sum -l 384 abc \
  && b2sum -l 504 abc; } > out 2> err || fail=1
compare exp out || fail=1
compare /dev/null err || fail=1

# 0 and 512 both mean the default, full-length digest.
echo "$abc512  abc" > exp || framework_failure_
for opt in '-l 0' '-l 512' '-l 00' '--length=0' '--length=512'; do
  b2sum $opt abc > out 2> err || fail=1
  compare exp out || fail=1
  compare /dev/null err || fail=1
done

# All the spellings getopt and strtoumax accept: attached argument,
# separate argument, '=', an abbreviated option name, leading blanks,
# a plus sign and leading zeros.
echo '6b  abc' > exp || framework_failure_
for opt in -l8 '-l 8' --length=8 '--length 8' --len=8 --l=8 \
           -l+8 -l08 -l0008; do
  b2sum $opt abc > out 2> err || fail=1
  compare exp out || fail=1
  compare /dev/null err || fail=1
done
for arg in ' 8' '	8' ' +8'; do
  b2sum -l "$arg" abc > out 2> err || fail=1
  compare exp out || fail=1
  compare /dev/null err || fail=1
done

# The last -l wins.  Only the multiple-of-8 test is made for each -l as it
# is parsed; the 512 limit is applied to the final value only, so an
# earlier -l 520 is harmless.
echo 'ae1e  abc' > exp || framework_failure_
b2sum -l 8 -l 16 abc > out 2> err || fail=1
compare exp out || fail=1
compare /dev/null err || fail=1
echo '6b  abc' > exp || framework_failure_
b2sum -l 520 -l 8 abc > out 2> err || fail=1
compare exp out || fail=1
compare /dev/null err || fail=1

# An option after the operands still applies to all of them.
printf '6b  abc\n2e  empty\n' > exp || framework_failure_
b2sum abc empty -l 8 > out 2> err || fail=1
compare exp out || fail=1
compare /dev/null err || fail=1

Exit $fail
