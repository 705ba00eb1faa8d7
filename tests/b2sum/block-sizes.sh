#!/bin/sh
# Digests of inputs around the 128-byte block and 32 KiB read boundaries.

# Copyright (C) 2026 The blakesum authors.
# License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.

. "${srcdir=.}/tests/init.sh"; path_prepend_ ./src
print_ver_ b2sum

# Each file is a prefix of "blakesum\n" repeated.  The sizes straddle the
# BLAKE2b block (128 bytes, where the last block must not be compressed
# before the end is known) and the 32 KiB buffer coreutils reads with.
# Expected digests come from Python's hashlib.blake2b.
for n in 1 127 128 129 255 256 257 32767 32768 32769 65536 1048577; do
  yes blakesum | head -c $n > f$n || framework_failure_
done

cat > exp <<'EOF2'
c029c24b2c89db037fbf8b04930569fd8422f7c0d62f36c8dae35d03332139e546a1126f6c75be43685598f48cefff1d05a3c74d804fcd5c0a53734cfb0bb862  f1
167bbe5a13493af3a7e7b6c9f6124ca854562cce3a70d144f37a5f60dd06a6899b34896d31f8a7483227e8d7741e36004f9b0504e7d56b14b72411ab6a3a2355  f127
aa9a9a90005e81ede1a8f7cb99007958e5e35ea70fbe5d8ea672e362a3eabef4f142562088946a85bafd44831d2e326db0535f5eafeed855e1c63b6e4cbc94de  f128
aaacf53d6332e2fab67a28f290657ebfad9cd55eaec2d7c3e8ccfe76fe03a239c582749d5f7856b828edc68f749ae3f9dabba5fd1265eb4cfbeb960e3ef9088f  f129
ee991af4b6c0e282e2c3f5eed1f74408ab0b5a9c0ce73d8a3809b842534ffadbf59985ad3cfce3993850e4c4ff8be851dfae4d290bf95c388329023f49cd39b9  f255
c804e36ddc4a82eb7e4432fda8cfd026dfa0fa208a38f6260fdd8a15d8aa28cb78eb673775ac4622f00718e5f54c34330de24e0418b764c5770a715039bc6095  f256
0fd4734e064bbca3cd1b553744e1afa589719c17d4e1b89fca64beabf00f1bbaca02d1a299cbf644b759c444b9356d3e22ba2dad563337e6a8f316ebe18b90ee  f257
4e953ab5a360f9232415452b9cfbef4941dcad80a224fa93518983995dcfd026c5a9902317569ed6899fee54486ab15d2e26ab7880e27bb9e4b0f043d7d94e77  f32767
328f6d345e763985ac7bf10f873ae32c6e5e24b0fd027df8122ee28d501c570fa6a70b5553321acce87346f306f4b4dc86c8b5223ae5b14cfdf35f484a320c11  f32768
ec246e8953f9e7c6fc24940134845a25e3e4706b6a1d0391039ffcc8d074627edbfc5b1cb63a7d3a5285565a03798af9d65e5bfda117c72347ea6cd9fb52cf45  f32769
cbe0c3bf46b98f871c7e17ab29718c9ce1008ddad779a9aa65957e2e2d1ac6eb9489cab1555bd571a9224f48615bbc00ea325f7ab17071d6150d9a8fece69065  f65536
6d4041a653089497c979e4c450a1d4bc25b0b43fa096a55ab73766522cd2db4f43241f28524f82afe50f4b6b7a741f1b54380cec10b36370daf1178ec36bb066  f1048577
EOF2
b2sum f1 f127 f128 f129 f255 f256 f257 f32767 f32768 f32769 f65536 f1048577 \
  > out 2> err || fail=1
compare exp out || fail=1
compare /dev/null err || fail=1

# The same at 256 bits, to catch a length that only matters at finalization.
cat > exp <<'EOF2'
12967aa6df26f50de6f0eff90edf70f0cfe4d83d5efc09c2342e8241e6031789  f128
c50345859b42ff003c31279e3149df64d2f931739b9457dbbd3fea0e19b9ae2d  f257
351d8dcdc6827f4903b0bb6b3ba3d4c1c9c6d0dd3f9560e64755562eda59ec7a  f32769
a7047099e9710fff68a6c035eee20a40039bd1f813db4636f13d61c9f2aae88a  f1048577
EOF2
b2sum -l 256 f128 f257 f32769 f1048577 > out 2> err || fail=1
compare exp out || fail=1
compare /dev/null err || fail=1

# A pipe delivers the data in short reads; the digest must not change.
cat > exp <<'EOF2'
6d4041a653089497c979e4c450a1d4bc25b0b43fa096a55ab73766522cd2db4f43241f28524f82afe50f4b6b7a741f1b54380cec10b36370daf1178ec36bb066  -
EOF2
cat f1048577 | b2sum > out 2> err || fail=1
compare exp out || fail=1
compare /dev/null err || fail=1

Exit $fail
