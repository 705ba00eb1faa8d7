#!/bin/sh
# bt2sum's default tree: the reference outputs of s3git's bt2sum.

# Copyright (C) 2026 The blakesum authors.
# License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.

. "${srcdir=.}/tests/init.sh"; path_prepend_ ./src
print_ver_ bt2sum

# Byte i of pN is i mod 251.
make_pattern_ 15728645 || framework_failure_
for n in 0 1 4096 4097 12293 5242880 5242881 15728645; do
  head -c $n pattern > p$n || framework_failure_
  test $(wc -c < p$n) = $n || framework_failure_
done
rm pattern || framework_failure_

# The default: BLAKE2b, 64-byte digests, 5 MiB leaves, every leaf a
# child of the root, no leaf for empty input.  These are the reference
# outputs of the original Go bt2sum for files (spec section 2.6, checked
# with hashlib and with the original binary).
cat > exp <<'EOF2'
067b63c7d8d79ccfb6efc6dbdd97f96fa5c93ce37ad1cec943db3f90b125c3edcc95aa5d82b8e285aee4ca2074d3cf757a6023a750c6b22c7c22b69cac8af4d4  p0
10128809ba8ca46b433dabce9fe4a1e5fff4e9c32fc59c5dfd5d3b234a509ab342cdfa55b7286ea10177cb89668b89ea4e03158e933376ad084e12173a4fdce1  p1
0447424710f1f86cfce90ae51e06b2a8c8873fd404c071fd0989ce9bd639394e997bfb71d04079f680749ab497c18277a158f3b8a061044d08db3b563add4d3d  p5242880
badf8d5c0b49d33deccb6bb810dcd37a9e193d327400176673fc1daaee8b8f262f86705d640a1b828654f9a9d38ae1543f859367e278c42c93be893a806352d2  p5242881
e09144b33497abaf1c69a5eb61da6dbeb61d7a82308be4c6e87f8be57bcf8d559e2014065ddd43a94143af818cdbf3f367665d51351c5d7e99159247dbd5c61a  p15728645
EOF2
bt2sum p0 p1 p5242880 p5242881 p15728645 > out 2> err || fail=1
compare exp out || fail=1
compare /dev/null err || fail=1

# 4 KiB leaves.
cat > exp <<'EOF2'
f34e29337e4f18860921bad68c7d2d81f602a9d92aa919a0adaeb2199394e81eaaca5307e276da993c3fbefbc4e47cba8bb6930bcb8f74be970916a34406b486  p0
1a7ec396573d0634be670feda02716cfd23e0409db1e668950e7072684ddcf70e2923fc9a17101c85185bd75e8803b60222e7cec292f7324ea037f45448c1477  p1
136e12037ec1aa13f7d78d27e3dcf719675fe18dfc80fd67924acce93ab75498b97e81df01c4a54c0e8fcb2b69ccebfed89cfdd0e7e91b4b68c357d24bdb8fef  p4096
96a7cfc164cceb6d5803125b08b872887cc81de43112b65fc8ec748244d4d67c90fdf7ead8cac5a0e47fdb01a42f280a8d8dd10d6526577b557a24e73832f4a0  p4097
a2da153a99b7611d0c8d1030a3f197da6358db0e73789c963a07be5e830bc14116bf22ff8bcb6504a75fcd98976a177892433bb7f771bea5781a7247aeddd55d  p12293
EOF2
bt2sum --leaf-size=4096 p0 p1 p4096 p4097 p12293 > out 2> err || fail=1
compare exp out || fail=1
compare /dev/null err || fail=1
cp exp exp-4k || framework_failure_

# Standard input gives the same digests as the file, "-" or not.  (The
# original tool differs when the input is an exact multiple of the leaf
# size; see pipe-vs-file.sh.)
for n in 0 1 4096 4097 12293; do
  bt2sum --leaf-size=4096 < p$n || fail=1
  bt2sum --leaf-size=4096 - < p$n || fail=1
done > out 2> err
sed 's/  p[0-9]*$/  -/' exp-4k | sed p > exp-stdin || framework_failure_
compare exp-stdin out || fail=1
compare /dev/null err || fail=1

# The published examples: s3git's "hello s3git" (README and BLAKE2.md),
# 6000 zero bytes in 4096-byte leaves (bt2sum_test.go), 8 MiB of zeros
# (s3git BLAKE2.md), and the 64 bytes of the "hello s3git" leaf hash
# hashed again (s3git BLAKE2.md).
printf 'hello s3git\n' > hello || framework_failure_
head -c 6000 /dev/zero > z6000 || framework_failure_
head -c 8388608 /dev/zero > z8M || framework_failure_
leaf=46ddd7b91748c4d253e328a9644d78b3e3a298ebbbab462891502f05e956ef7ec03c8e0978e5160a858cc50ca6b37176248b602d50d0c609abe75b462b6dddcc
leaf_fmt=$(echo $leaf | awk '
  BEGIN { d = "0123456789abcdef" }
  { for (i = 1; i < length ($0); i += 2)
      printf "\\%03o", (index (d, substr ($0, i, 1)) - 1) * 16 \
                       + index (d, substr ($0, i + 1, 1)) - 1 }') \
  || framework_failure_
printf "$leaf_fmt" > leaf || framework_failure_
test $(wc -c < leaf) = 64 || framework_failure_
cat > exp <<'EOF2'
18e622875a89cede0d7019b2c8afecf8928c21eac18ec51e38a8e6b829b82c3ef306dec34227929fa77b1c7c329b3d4e50ed9e72dc4dc885be0932d3f28d7053  hello
2039f91853e3cf31ae3d587609d0459331b35863a743cb3ef9c4e2baf26bb317e2e7f06b594285c97e58c47750b29efebca93e63dd24e1424737e6664ade7414  z8M
4cba3e9d94f5c2a643ee365487249342e16d8e58cfd53c7b2022b7472b46cd30b08af32db1998a9f93a029bd086e4b1b744af2b46c54fab106beadb3b4cbed78  leaf
EOF2
bt2sum hello z8M leaf > out 2> err || fail=1
compare exp out || fail=1
compare /dev/null err || fail=1
echo '724b5876d9120855dcf220ee7815a697c6559575aa79d9e2b9f63f06c9f22e532fc32bf356ef1ab26ff776ea960edeb31c54769460f87489f59ae8045122705d  z6000' \
  > exp || framework_failure_
bt2sum --leaf-size=4096 z6000 > out 2> err || fail=1
compare exp out || fail=1
compare /dev/null err || fail=1
echo '18e622875a89cede0d7019b2c8afecf8928c21eac18ec51e38a8e6b829b82c3ef306dec34227929fa77b1c7c329b3d4e50ed9e72dc4dc885be0932d3f28d7053  -' \
  > exp || framework_failure_
echo 'hello s3git' | bt2sum > out 2> err || fail=1
compare exp out || fail=1
compare /dev/null err || fail=1

# Empty standard input has no leaf either.
echo '067b63c7d8d79ccfb6efc6dbdd97f96fa5c93ce37ad1cec943db3f90b125c3edcc95aa5d82b8e285aee4ca2074d3cf757a6023a750c6b22c7c22b69cac8af4d4  -' \
  > exp || framework_failure_
bt2sum < /dev/null > out 2> err || fail=1
compare exp out || fail=1
compare /dev/null err || fail=1
: | bt2sum - > out 2> err || fail=1
compare exp out || fail=1
compare /dev/null err || fail=1

# A file that cannot be read is reported, and the others are hashed.
sed -n 1,2p exp-4k > exp || framework_failure_
cat > exp-err <<'EOF2'
bt2sum: missing: No such file or directory
bt2sum: .: Is a directory
EOF2
returns_ 1 bt2sum --leaf-size=4096 p0 missing . p1 > out 2> err || fail=1
compare exp out || fail=1
compare exp-err err || fail=1

Exit $fail
