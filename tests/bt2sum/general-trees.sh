#!/bin/sh
# General trees (fanout 2 to 255): the digests of doc/tree-mode.md.

# Copyright (C) 2026 The blakesum authors.
# License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.

. "${srcdir=.}/tests/init.sh"; path_prepend_ ./src
print_ver_ bt2sum

# Byte i of pN is i mod 251.
make_pattern_ 1048576 || framework_failure_
sizes='0 1 1024 1025 2048 2049 3072 4096 4097 5121 9216 10240 263169 1048576'
for n in $sizes; do
  head -c $n pattern > p$n || framework_failure_
  test $(wc -c < p$n) = $n || framework_failure_
done
printf 'hello s3git\n' > hello || framework_failure_
: > empty || framework_failure_
head -c 6000 /dev/zero > z6000 || framework_failure_

# The examples of doc/tree-mode.md.  The first is the example of the
# "Tree mode" section of Python's hashlib documentation: two 4096-byte
# leaves of 64-byte digests under a 32-byte root.
cat > exp <<'EOF2'
3ad2a9b37c6070e374c7a8c508fe20ca86b6ed54e286e93a0318e95e881db5aa  z6000
EOF2
bt2sum --fanout=2 --max-depth=2 --leaf-size=4096 -l 256 z6000 > out 2> err \
  || fail=1
compare exp out || fail=1
compare /dev/null err || fail=1
cat > exp <<'EOF2'
4e56b7875e42bdfef23499e7f06e22f789419c1fd3ac3248bb64f6fcd1e8c206c14855cc3f6f64189bb74bb679ce7b5c322baeaecb0412e6f1de7e622bbb566f  hello
90687d3b59108470a695ffb09b153df51e5bf7cc66e30ca3a469bb065a50b939f135da07a24d73cf7cd73b3323958bd6a7fa66df39ba40b4ac41e1b691861e1f  empty
EOF2
bt2sum --fanout=2 --max-depth=2 --leaf-size=4K hello empty > out 2> err \
  || fail=1
compare exp out || fail=1
compare /dev/null err || fail=1
# 1024 leaves: with no depth limit, levels of 256, 64, 16, 4 and 1
# nodes; with a maximal depth of 3, level 2 is a root over 256 nodes.
echo '689eb373106c69b308285f7e17d24ca5bb12583f18ab6f83f2fbe15b70142873aaadb9cf5d7d96cf593a61f416037833b4d5d29f244a1a03809a6e4b9d988f50  p1048576' \
  > exp || framework_failure_
for opts in '--fanout=4' '--fanout=4 --max-depth=255' \
            '--max-depth=255 --fanout=4 --num-threads=1'; do
  bt2sum --leaf-size=1K $opts p1048576 > out 2> err || fail=1
  compare exp out || fail=1
  compare /dev/null err || fail=1
done
echo '7cbe0eaa4d69ac070d0cd14f8230b2fa04c4e4cb1d60fc526def62c93150ede9ae0389570db76a49185e616eda1b2b36ec8ab6c88ea49df46027aea40b8f5fb3  p1048576' \
  > exp || framework_failure_
bt2sum --leaf-size=1K --fanout=4 --max-depth=3 p1048576 > out 2> err \
  || fail=1
compare exp out || fail=1
compare /dev/null err || fail=1
echo '99913218a6007e9a5c84a497bcb512e4f16308163ef7dc0bffd4a6daeeb52f60  p1048576' \
  > exp || framework_failure_
bt2sum -a blake2s --leaf-size=4K --fanout=8 p1048576 > out 2> err || fail=1
compare exp out || fail=1
compare /dev/null err || fail=1

# More shapes, from the Python reference of doc/tree-mode.md (hashlib
# only).  Fanout 2, 1 KiB leaves: no leaf, one leaf (the root is still
# above it), full and partial last leaves, odd counts at every level.
cat > exp <<'EOF2'
167d098d70d9df6b5ad6c9f07cdc89b9e339a3af01ad6c46f45a92a8ff066ff514e0779ab72593f1b773533b844c38ea43a05aa98c6e32ff17f1d8a702fbc0bc  p0
1549b40f2b6cea97559e15a4f70ebf98fd5bd24a5c51b5f6df52ec810fbce437418c8101af219926f74e1a3220d6b9999c41a5d6d0c8623b84d83b4c359939a1  p1
e6d723c7606ab4516dfa8cc4bb4efb10f986a51db4a86473c2daed0f8bda0689b536e3e4aa5f7cae84352c9773f4d71558783cc21cbd29ce8fd6fc80ed101c5f  p1024
8ab57605338915702c718f9d0fed1b38b3fd197172c700933884c0d70d26be2efe7e1d4046a82ae34adf437a52191ffb0f74b2465a80f26d4cf228244cac19b1  p1025
32b6b56395554d80b93c9fa4fc13b88a2fc2a653fdeb3a999609c6a323ac174c930150a4913586f0c3205842dca98697e11e4c8994500e5e283441d4af60e9ea  p2048
924f461c489b409da10febc097d4e3216510432a57ea61e8c970959ed4f78f4b908591150b8972297e57c876cd6f773254535ca6c488d825ea426fbd5cfdaae4  p2049
c655e750e4b08dc49f6d426fffa02e367dc1143db4c60067fced20349a04eae926eea2c30cb7e07e8aa59ea3f4ca904f098d3d719652d21de746021ae4f6f657  p3072
045e90b8134ff1c852a0585a0228a9f99d4fb28270ba6ac27bb931d64b0510fd351397d99f9f1419dac49712a1f272b3a46506f487f0e90d7f50931da99223a7  p4096
9c60436a4146bc041f2c8406c1e421a7471532b20f42df11c49e7b12dfd885f4309d79d3a56acccb292cdcd5354e3deca02447843cdd25c4fd1e393aed3227d5  p4097
261ec2df49639ecd6d650923b644a581285cffd9412e578dd89df282b4903907aa0b8ed92cf225f3b6b1be56dc3500184bc8c31e9dc6c13bd4794a62d6d6d9c0  p5121
EOF2
names=$(sed 's/.*  //' exp)
bt2sum --leaf-size=1K --fanout=2 $names > out 2> err || fail=1
compare exp out || fail=1
compare /dev/null err || fail=1

# Fanout 3: 9 leaves fill levels of 3 and 1; 10 leaves give levels of 4,
# 2 and 1.
cat > exp <<'EOF2'
48ae6ff37139305251313f39f54f33aa8de96b92e1211a9318f8d078b705cf9e57e736c80fb7a5fbb6f146d149754cd7142ed1aea4de3460935f077389b907f8  p9216
46640d5b740654141fdd3b8b9a0cabc0208d661fca5a2901f662c26f28f1321ceeb654a987dab0f192ec04e2b4c2bbb415d322f8ba80501a0af9ed9017f6132d  p10240
EOF2
bt2sum --leaf-size=1K --fanout=3 p9216 p10240 > out 2> err || fail=1
compare exp out || fail=1
compare /dev/null err || fail=1

# A depth limit that is reached: the level at depth D-1 is one root
# over all the nodes below it (6 leaves, fanout 2: 3 nodes at depth 1
# under a root at depth 2 for D = 3; the leaves under the root for
# D = 2).
echo 'd6f2bdd4cd77850d311201962b0de6aee0fbd53eddcb04f7aae118750ae658e9982ef25bbba6d68e858c5da98c883f67244ca254f7baf9925114acc96adfa5f6  p5121' \
  > exp || framework_failure_
bt2sum --leaf-size=1K --fanout=2 --max-depth=3 p5121 > out 2> err || fail=1
compare exp out || fail=1
compare /dev/null err || fail=1
echo '9d9e39dc9a8be566291e8d40c4148914d6d51cda50b7f6076ba7af55814004a6e41b8b4639020fbb144cc5d6db661f1200b2cea07565e120a40b93757a1613f6  p5121' \
  > exp || framework_failure_
bt2sum --leaf-size=1K --fanout=2 --max-depth=2 p5121 > out 2> err || fail=1
compare exp out || fail=1
compare /dev/null err || fail=1

# Fanout 255: 258 leaves make 2 nodes and a root, or one root at D = 2.
echo '7cf7e9d7e8d0d7dfd94105ad4f5d791ad0df24340cd5f4996e79ef9143d932a2fd43d455d91227a1363a431d8087c1f5efb3afca1827980d531376877004b0fc  p263169' \
  > exp || framework_failure_
bt2sum --leaf-size=1K --fanout=255 p263169 > out 2> err || fail=1
compare exp out || fail=1
compare /dev/null err || fail=1
echo 'ab40561d752c5bc882fa6c4b2bd4de16d0a6647b6384cba40ded007d1a3c2bbfd35f0da0b79186b3ecf68cdcd0273d6fce7ed46f156f4959cf0c66cd095d2eab  p263169' \
  > exp || framework_failure_
bt2sum --leaf-size=1K --fanout=255 --max-depth=2 p263169 > out 2> err \
  || fail=1
compare exp out || fail=1
compare /dev/null err || fail=1

# A shorter digest shortens only the root: the other nodes keep
# full-length outputs.  BLAKE2s too.
cat > exp <<'EOF2'
ddedbd07bb198201c024dacd5c581f3c8129be1ea692e65db7ac99b40df1649a  p4097
8b  p4097
b8a027a5b871eb199fe5fd2ee58b976afea2e47b6f4c66c2376dcf601f0d5fa1  p4097
ca929e1f75d1a2b5288afcae333a7bd4  p5121
EOF2
{
  bt2sum --leaf-size=1K --fanout=2 -l 256 p4097 \
  && bt2sum --leaf-size=1K --fanout=2 -l 8 p4097 \
  && bt2sum --leaf-size=1K --fanout=2 -a blake2s p4097 \
  && bt2sum --leaf-size=1K --fanout=4 -a blake2s -l 128 p5121
} > out 2> err || fail=1
compare exp out || fail=1
compare /dev/null err || fail=1

Exit $fail
