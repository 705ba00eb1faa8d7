#!/bin/sh
# -c infers an untagged line's digest length from its count of hex digits.

# Copyright (C) 2026 The blakesum authors.
# License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.

. "${srcdir=.}/tests/init.sh"; path_prepend_ ./src
print_ver_ b2sum

printf abc > abc || framework_failure_

h512=ba80a53f981c4d0d6a2797b69f12f6e94c212f14685ac4b74b12bb6fdbffa2d17d87c5392aab792dc252d5de4533cc9518d38aa8dbf1925ab92386edd4009923

# Every even count from 2 to 128 digits is a length; -l plays no part.
cat > list <<EOF2
6b  abc
ae1e  abc
6B *abc
cf4ab791c62b8d2b2109c90275287816  abc
384264f676f39536840523f284921cdc68b6846b  abc
bddd813c634239723171ef3fee98579b94964e3bb1cb3e427262c8c068d52319  abc
6f56a82c8e7ef526dfe182eb5212f7db9df1317e57815dbda46083fc30f54ee6c66ba83be64b302d7cba6ce15bb556f4  abc
eb5324bb0b0f9ca27381f22f5e49604d7c341b77371fe5bf61fb643c8ab481c7555ef17c9b9e7c92f0daafff6c0d748cab97d2b267bf53f8225c173ea26f3e  abc
$h512  abc
EOF2
sed 's/.*/abc: OK/' list > exp || framework_failure_
for opt in '' '-l 8' '-l 512' '-l 0'; do
  b2sum $opt --strict -c list > out 2> err || fail=1
  compare exp out || fail=1
  compare /dev/null err || fail=1
done

# A shorter digest is not a prefix of a longer one, so the first 32 bits
# of the 512-bit digest do not match abc's 32-bit digest.
echo 'ba80a53f  abc' > list || framework_failure_
echo 'abc: FAILED' > exp || framework_failure_
echo 'b2sum: WARNING: 1 computed checksum did NOT match' > exp-err \
  || framework_failure_
returns_ 1 b2sum -c list > out 2> err || fail=1
compare exp out || fail=1
compare exp-err err || fail=1

# An odd count, more than 128 digits, or a non-hex byte before the
# separator make the line malformed.
cat > exp-err <<'EOF2'
b2sum: list: 1: improperly formatted BLAKE2b checksum line
b2sum: list: no properly formatted checksum lines found
EOF2
for line in '6  abc' '6b6  abc' "${h512}0  abc" "${h512}00  abc" \
            '6bx  abc' '6g  abc' "$h512" '6b' '0A0BA0'; do
  printf '%s\n' "$line" > list || framework_failure_
  returns_ 1 b2sum -w -c list > out 2> err || fail=1
  compare /dev/null out || fail=1
  compare exp-err err || fail=1
done

Exit $fail
