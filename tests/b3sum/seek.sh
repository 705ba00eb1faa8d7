#!/bin/sh
# --seek starts the output at a byte offset of the XOF stream.

# Copyright (C) 2026 The blakesum authors.
# License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.

. "${srcdir=.}/tests/init.sh"; path_prepend_ ./src
print_ver_ b3sum

printf abc > abc || framework_failure_

# The first 1000 output bytes for "abc" (from the official b3sum), in
# lines of 32 bytes.
tr -d '\n' < "$srcdir/tests/b3sum/xof-abc.hex" > xof || framework_failure_
test $(wc -c < xof) = 2000 || framework_failure_

# Bytes [$1, $1 + $2) of the output, as hex.
window_ ()
{
  cut -c$(expr 2 \* $1 + 1)-$(expr 2 \* $1 + 2 \* $2) xof
}

# Offsets and lengths on both sides of the 64-byte block boundaries.
for seek_len in 0:32 1:99 99:1 1:31 31:33 63:1 63:2 64:64 65:63 100:131 \
                127:2 128:1 500:500 999:1; do
  seek=${seek_len%:*}
  len=${seek_len#*:}
  window_ $seek $len > exp || framework_failure_
  b3sum --no-names --seek $seek -l $len abc > out 2> err || fail=1
  compare exp out || fail=1
  compare /dev/null err || fail=1
done

# The default length, the name, standard input, --seek=N, and --raw.
printf '%s  abc\n' $(window_ 1 32) > exp || framework_failure_
b3sum --seek 1 abc > out 2> err || fail=1
compare exp out || fail=1
compare /dev/null err || fail=1
b3sum --seek=1 abc > out 2> err || fail=1
compare exp out || fail=1
compare /dev/null err || fail=1
printf '%s  -\n' $(window_ 1 32) > exp || framework_failure_
b3sum --seek 1 < abc > out 2> err || fail=1
compare exp out || fail=1
compare /dev/null err || fail=1
printf 'BLAKE3 (abc) = %s\n' $(window_ 7 5) > exp || framework_failure_
b3sum --tag --seek 7 -l 5 abc > out 2> err || fail=1
compare exp out || fail=1
compare /dev/null err || fail=1
window_ 32 32 > exp || framework_failure_
b3sum --raw --seek 32 abc > out 2> err || fail=1
od -An -v -tx1 out | tr -d ' \n' > out-hex && echo >> out-hex \
  || framework_failure_
compare exp out-hex || fail=1
compare /dev/null err || fail=1

# A seek with length 0 prints an empty hash.
echo '  abc' > exp || framework_failure_
b3sum --seek 5 -l 0 abc > out 2> err || fail=1
compare exp out || fail=1
compare /dev/null err || fail=1

# Far offsets, where the block counter needs its high 32 bits, up to the
# last byte of the 2^64-byte stream.  (b3sum 1.2.0 has no --seek; these
# come from a separate Python model of BLAKE3 that agrees with it on
# every official test vector.)
cat > exp <<'EOF2'
27db0cdf9952a2ccff10e83701421d48d249234bbab4d3c3b6a2d5626dca8db8
b227
52a2ccff10e837
3dfc72f21865e6ef618a817083191edd5a6733fadb5d3bd32746dbad71352754ecb26782fd462f4139a3779cede7f54282345591b595b66b52ef72f23a0258fa
fa
EOF2
for seek_len in 274877906944:32 274877906943:2 274877906949:7 \
                18446744073709551552:64 18446744073709551615:1; do
  b3sum --no-names --seek ${seek_len%:*} -l ${seek_len#*:} abc || fail=1
done > out 2> err
compare exp out || fail=1
compare /dev/null err || fail=1

Exit $fail
