#!/bin/sh
# --tag names every tree parameter, so that -c needs no option.

# Copyright (C) 2026 The blakesum authors.
# License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.

. "${srcdir=.}/tests/init.sh"; path_prepend_ ./src
print_ver_ bt2sum b2sum

printf 'hello s3git\n' > hello || framework_failure_
: > empty || framework_failure_
make_pattern_ 12293 || framework_failure_
head -c 12293 pattern > p || framework_failure_

# The word is BT2, b or s for the algorithm, the digest length in bits,
# then L (leaf size), F (fanout) and D (maximal depth).  Digests: the
# Python reference of doc/tree-mode.md; the first is s3git's.
cat > exp <<'EOF2'
BT2b-512-L5242880-F0-D2 (hello) = 18e622875a89cede0d7019b2c8afecf8928c21eac18ec51e38a8e6b829b82c3ef306dec34227929fa77b1c7c329b3d4e50ed9e72dc4dc885be0932d3f28d7053
BT2b-512-L1024-F0-D2 (p) = 1236fa75e903bb8d7e1e753e020273faca31699af5b1a5f0e64be3a23bae7a66fea46368232c17d757dd86554a7412f82c2aee262a2b62cb69934a89ef093e15
BT2s-128-L1024-F4-D3 (p) = 9a72a4cf27e70530dec0490ea901e413
BT2b-512-L1024-F2-D255 (p) = ab9bd4e0c010a024d67aa106d5a5609dd3a0a9d2b34d6c0270fe0efee2b3d89dc4e3d057dcb20139e422ba07dc15dbff9e85e7d3a26d0484056b5bc8722320e2
BT2b-256-L1024-F2-D255 (p) = c11d6d2b428d451955a1fdc24ba8ff33192c54d97f690dc90f0978fbdbf75fb6
BT2s-64-L1024-F255-D2 (p) = 2a593acba38ace5d
BT2b-512-L4096-F0-D2 (empty) = f34e29337e4f18860921bad68c7d2d81f602a9d92aa919a0adaeb2199394e81eaaca5307e276da993c3fbefbc4e47cba8bb6930bcb8f74be970916a34406b486
BT2b-512-L5242880-F0-D2 (-) = 18e622875a89cede0d7019b2c8afecf8928c21eac18ec51e38a8e6b829b82c3ef306dec34227929fa77b1c7c329b3d4e50ed9e72dc4dc885be0932d3f28d7053
EOF2
{
  bt2sum --tag hello \
  && bt2sum --tag --leaf-size=1K p \
  && bt2sum --leaf-size=1K --tag -a blake2s -l 128 --fanout=4 --max-depth=3 p \
  && bt2sum --tag --leaf-size=1K --fanout=2 p \
  && bt2sum --leaf-size=1K --fanout=2 -l 256 --tag p \
  && bt2sum -a blake2s -l 64 --fanout=255 --max-depth=2 --leaf-size=1K \
       --tag p \
  && bt2sum --tag --leaf-size=4K empty \
  && bt2sum --tag < hello
} > out 2> err || fail=1
compare exp out || fail=1
compare /dev/null err || fail=1

# -c reads the parameters of each tagged line, whatever the command line
# says.
sed '$d' exp > tagged || framework_failure_
cat > exp-check <<'EOF2'
hello: OK
p: OK
p: OK
p: OK
p: OK
p: OK
empty: OK
EOF2
for opts in '' '-a blake2s' '--leaf-size=2K --fanout=3 --max-depth=9' \
            '-l 128' '--strict'; do
  bt2sum $opts -c tagged > out 2> err || fail=1
  compare exp-check out || fail=1
  compare /dev/null err || fail=1
done
bt2sum -c - < tagged > out 2> err || fail=1
compare exp-check out || fail=1
compare /dev/null err || fail=1

# Untagged lines have no parameters but their length: the command line
# gives the rest.
cat > untagged <<'EOF2'
1236fa75e903bb8d7e1e753e020273faca31699af5b1a5f0e64be3a23bae7a66fea46368232c17d757dd86554a7412f82c2aee262a2b62cb69934a89ef093e15  p
19e37a05128364453f1da63b0892c4ca4d7ba4fc0484b824fd80fc5f88f975d4  p
EOF2
printf 'p: OK\np: OK\n' > exp || framework_failure_
bt2sum --leaf-size=1K -c untagged > out 2> err || fail=1
compare exp out || fail=1
compare /dev/null err || fail=1
printf 'p: FAILED\np: FAILED\n' > exp || framework_failure_
echo 'bt2sum: WARNING: 2 computed checksums did NOT match' > exp-err \
  || framework_failure_
returns_ 1 bt2sum -c untagged > out 2> err || fail=1
compare exp out || fail=1
compare exp-err err || fail=1
# 64 hex digits are a 256-bit digest, here with the default leaf size.
echo '9b534ec459e7c8027ecf46cfad6f6dd6c64ef6b417ee96cf945ee54dd92fa74d  p' \
  > untagged || framework_failure_
echo 'p: OK' > exp || framework_failure_
bt2sum -c untagged > out 2> err || fail=1
compare exp out || fail=1
compare /dev/null err || fail=1

# b2sum's lines are not bt2sum's, and the other way round.
cat > b2-list <<'EOF2'
BLAKE2b (hello) = 18e622875a89cede0d7019b2c8afecf8928c21eac18ec51e38a8e6b829b82c3ef306dec34227929fa77b1c7c329b3d4e50ed9e72dc4dc885be0932d3f28d7053
BLAKE2b-128 (hello) = 46ddd7b91748c4d253e328a9644d78b3
BLAKE2s-256 (p) = 9b534ec459e7c8027ecf46cfad6f6dd6c64ef6b417ee96cf945ee54dd92fa74d
EOF2
cat > exp-err <<'EOF2'
bt2sum: b2-list: 1: improperly formatted BT2 checksum line
bt2sum: b2-list: 2: improperly formatted BT2 checksum line
bt2sum: b2-list: 3: improperly formatted BT2 checksum line
bt2sum: b2-list: no properly formatted checksum lines found
EOF2
returns_ 1 bt2sum -c --warn b2-list > out 2> err || fail=1
compare /dev/null out || fail=1
compare exp-err err || fail=1
for n in 1 2 3 4 5 6 7; do
  echo "b2sum: tagged: $n: improperly formatted BLAKE2b checksum line"
done > exp-err || framework_failure_
echo 'b2sum: tagged: no properly formatted checksum lines found' >> exp-err \
  || framework_failure_
returns_ 1 b2sum -c --warn tagged > out 2> err || fail=1
compare /dev/null out || fail=1
compare exp-err err || fail=1
for a in blake2bp blake2s blake2sp; do
  echo 'b2sum: tagged: no properly formatted checksum lines found' > exp-err \
    || framework_failure_
  returns_ 1 b2sum -a $a -c tagged > out 2> err || fail=1
  compare /dev/null out || fail=1
  compare exp-err err || fail=1
done

# Words that do not name a valid tree make a line improperly formatted:
# parameters out of range, fanout 0 with a depth other than 2, a length
# that is not the digest's, blanks or signs inside the word (only
# digits follow the letters)...
d16=9a72a4cf27e70530dec0490ea901e413
cat > bad <<EOF2
BT2b-128-L0-F0-D2 (p) = $d16
BT2b-128-L4294967296-F0-D2 (p) = $d16
BT2b-128-L1024-F1-D2 (p) = $d16
BT2b-128-L1024-F256-D255 (p) = $d16
BT2b-128-L1024-F2-D1 (p) = $d16
BT2b-128-L1024-F2-D256 (p) = $d16
BT2b-128-L1024-F0-D3 (p) = $d16
BT2x-128-L1024-F0-D2 (p) = $d16
BT2S-128-L1024-F4-D3 (p) = $d16
BT2s-0-L1024-F4-D3 (p) = $d16
BT2s-12-L1024-F4-D3 (p) = $d16
BT2s-136-L1024-F4-D3 (p) = $d16
BT2b-520-L1024-F4-D3 (p) = ${d16}
BT2s-256-L1024-F4-D3 (p) = $d16
BT2s-128-L1K-F4-D3 (p) = $d16
BT2s-128-L 1024-F4-D3 (p) = $d16
BT2s-128-L+1024-F4-D3 (p) = $d16
BT2s-128-L1024-F4 (p) = $d16
BT2s-128-L1024-F4-D3 p = $d16
BT2s-128-L1024-F4-D3 (p) $d16
BT2-128-L1024-F4-D3 (p) = $d16
BT2s-128-L1024-F-4-D3 (p) = $d16
BT2b-128-L1024-F-0-D2 (p) = $d16
EOF2
printf 'BT2s-128-L\v1024-F4-D3 (p) = %s\n' $d16 >> bad || framework_failure_
printf 'BT2s-128-L1024-F\f4-D3 (p) = %s\n' $d16 >> bad || framework_failure_
echo "BT2s-128-L1024-F4-D3 (p) = $d16" >> bad || framework_failure_
n=1
while test $n -le 25; do
  echo "bt2sum: bad: $n: improperly formatted BT2 checksum line"
  n=$(expr $n + 1)
done > exp-err || framework_failure_
echo 'bt2sum: WARNING: 25 lines are improperly formatted' >> exp-err \
  || framework_failure_
echo 'p: OK' > exp || framework_failure_
bt2sum -c -w bad > out 2> err || fail=1
compare exp out || fail=1
compare exp-err err || fail=1

Exit $fail
