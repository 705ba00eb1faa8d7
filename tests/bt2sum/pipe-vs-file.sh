#!/bin/sh
# Pipes, short reads and standard input give the digests of the file.

# Copyright (C) 2026 The blakesum authors.
# License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.

. "${srcdir=.}/tests/init.sh"; path_prepend_ ./src
print_ver_ bt2sum

# Byte i of pN is i mod 251.
make_pattern_ 200000 || framework_failure_
sizes='0 1 1023 1024 1025 2048 2049 3072 65536 65537 200000'
for n in $sizes; do
  head -c $n pattern > p$n || framework_failure_
  test $(wc -c < p$n) = $n || framework_failure_
done

# 1 KiB leaves: one byte short of a leaf, one leaf, one byte more, exact
# multiples (the final leaf is full and must still be the last node),
# and more than a pipe's buffer.  Expected: the Python reference of
# doc/tree-mode.md (hashlib only).
cat > exp <<'EOF2'
2d18ac2c40a0b284ec85146d53ff86bee51d54d3f8611069b278f5ec4bfc335351f058e185f6e08019d986efa7628d73907300de6ccb97442904d54336fb7fe5  p0
b99e16e6be11554183aa897de7c77ef687413ba1a578e8d671e5474bd2b5f4fd5887fd828891b27602a7f4d4d5ce2135dedae4e0a262b121144c7c9e512dff9a  p1
1abe92bee1b70934aa876353c8ba3e13859ee4d6daeb545b69c8a484a7e5c9525f78ebd5bad58a13b908137885f4424fb098b6bddf88e2bc0c5e49d73ff2932f  p1023
525e812579f9a227b0cdfb6772a1de574d0b7278b85934f5bf7e927333aeeae3dbe1f01c1bff043a10cd69dec147bab67e3a02d2e8875c0a682109f8a01fe3b4  p1024
9d196470eac1fd2b35d0cb5a45224e8631262635c71cc2c53789993de0097dfe584c730defcfd628d38acf06f152f34a1babcff6f2f3ddbeb4c386580776426e  p1025
cbf46f89d82d2540da47db3014fc4b7c988a2e68e9cf176e336e347d876479cf1b8577bb6bc3162885268cc6fd1260b727576278c5fcdc9be96752baa12d41d3  p2048
cb46365b47e5127042160185bb7da34b4ef581622fcafbe9172070db8944a9d22d3cfd74172096d4e4ce0f7173e436325d04cf1b6705d0a7db1f366727df6f8b  p2049
c5f5185a22cf008908c9012058b98d22df34dcaa829f3f36bc2b85ce36929e21615d2af23f4d226f73e3cd1976d453def4626bfbf89012e88c8201ad07954092  p3072
9f5f91bf71749c6754b7a525845d0317496200b814111b4034a818e8fecfe5156ec17c8d616416075e3d79a1b8104312bba325b9e7ba5c3f8f0ff3c7c9e7d242  p65536
7935b3f041bbf1db8402cdb3d07ec20749e15805d84cb3c0708579693af7d813f744d5ef5b9cfbf93d39a10fc941b92598cf6f4561e33cef4bda72e786d42a83  p65537
719bb8a0567cdc0fca063d95b37add454453f988c256902945400e952576cd8c7ce3a2437b2ec39d001deee658787de8f4b546ced365f7ccba7dedec54dbbb87  p200000
EOF2
names=$(for n in $sizes; do echo p$n; done)
bt2sum --leaf-size=1K $names > out 2> err || fail=1
compare exp out || fail=1
compare /dev/null err || fail=1

# Write the file $2 to standard output in pieces of $1 bytes, one
# write each, so that a reader at the other end of a pipe gets short
# reads.
slow_cat_ ()
{
  n_=$(wc -c < "$2") || framework_failure_
  i_=0
  while test $i_ -lt $n_; do
    dd bs=$1 count=1 2> /dev/null || break
    i_=$(expr $i_ + $1)
  done < "$2"
}

sed 's/  p[0-9]*$/  -/' exp > exp-stdin || framework_failure_
for n in $sizes; do
  bt2sum --leaf-size=1K < p$n || fail=1
  cat p$n | bt2sum --leaf-size=1K - || fail=1
done > out 2> err
sed p exp-stdin > exp2 || framework_failure_
compare exp2 out || fail=1
compare /dev/null err || fail=1

# Pieces of 100 bytes straddle the leaf boundaries; pieces of 512 bytes
# end exactly on them, so a full leaf is seen before its end is known.
for n in 1023 1024 1025 2048 2049 3072; do
  slow_cat_ 100 p$n | bt2sum --leaf-size=1K || fail=1
  slow_cat_ 512 p$n | bt2sum --leaf-size=1K || fail=1
done > out 2> err
grep -E '  p(1023|1024|1025|2048|2049|3072)$' exp \
  | sed 's/  p[0-9]*$/  -/' | sed p > exp2 || framework_failure_
compare exp2 out || fail=1
compare /dev/null err || fail=1

# A pause after a full leaf: the leaf is the last one only if the input
# then ends.
pause_ () { sleep .2 2> /dev/null || sleep 1; }
{ cat p1024; pause_; } | bt2sum --leaf-size=1K > out 2> err || fail=1
grep '  p1024$' exp | sed 's/  p1024$/  -/' > exp2 || framework_failure_
compare exp2 out || fail=1
compare /dev/null err || fail=1
{ head -c 1024 p2048; pause_; tail -c 1024 p2048; } \
  | bt2sum --leaf-size=1K > out 2> err || fail=1
grep '  p2048$' exp | sed 's/  p2048$/  -/' > exp2 || framework_failure_
compare exp2 out || fail=1
compare /dev/null err || fail=1

# The same with general trees (fanout 2), whose inner nodes wait for
# the end of the input too.
cat > exp <<'EOF2'
e6d723c7606ab4516dfa8cc4bb4efb10f986a51db4a86473c2daed0f8bda0689b536e3e4aa5f7cae84352c9773f4d71558783cc21cbd29ce8fd6fc80ed101c5f  -
045e90b8134ff1c852a0585a0228a9f99d4fb28270ba6ac27bb931d64b0510fd351397d99f9f1419dac49712a1f272b3a46506f487f0e90d7f50931da99223a7  -
9c60436a4146bc041f2c8406c1e421a7471532b20f42df11c49e7b12dfd885f4309d79d3a56acccb292cdcd5354e3deca02447843cdd25c4fd1e393aed3227d5  -
EOF2
head -c 4096 pattern > p4096 || framework_failure_
head -c 4097 pattern > p4097 || framework_failure_
for n in 1024 4096 4097; do
  slow_cat_ 512 p$n | bt2sum --leaf-size=1K --fanout=2 || fail=1
done > out 2> err
compare exp out || fail=1
compare /dev/null err || fail=1

# The original tool's two stream bugs are not reproduced (spec section
# 2.4).  An exact multiple of the leaf size on standard input still
# flags its last leaf: 4096 bytes in 4 KiB leaves give the file's
# digest, not 382031212bb0...  And a pipe is read to its end: 8 MiB of
# zeros give s3git's published 2039f918..., not the digest of the first
# 64 KiB.
echo '136e12037ec1aa13f7d78d27e3dcf719675fe18dfc80fd67924acce93ab75498b97e81df01c4a54c0e8fcb2b69ccebfed89cfdd0e7e91b4b68c357d24bdb8fef  -' \
  > exp || framework_failure_
bt2sum --leaf-size=4K < p4096 > out 2> err || fail=1
compare exp out || fail=1
compare /dev/null err || fail=1
echo '2039f91853e3cf31ae3d587609d0459331b35863a743cb3ef9c4e2baf26bb317e2e7f06b594285c97e58c47750b29efebca93e63dd24e1424737e6664ade7414  -' \
  > exp || framework_failure_
head -c 8388608 /dev/zero | bt2sum > out 2> err || fail=1
compare exp out || fail=1
compare /dev/null err || fail=1

Exit $fail
