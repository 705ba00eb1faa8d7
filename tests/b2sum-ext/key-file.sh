#!/bin/sh
# --key-file: keyed digests of all four algorithms, and bad keys.

# Copyright (C) 2026 The blakesum authors.
# License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.

. "${srcdir=.}/tests/init.sh"; path_prepend_ ./src
print_ver_ b2sum

printf abc > abc || framework_failure_
: > empty || framework_failure_
# Byte i of p2049 is i mod 251; the keys are bytes 00 01 02 ..., as in
# the official keyed test vectors.
make_pattern_ 2049 || framework_failure_
head -c 2049 pattern > p2049 || framework_failure_
head -c 64 pattern > key64 || framework_failure_
head -c 32 pattern > key32 || framework_failure_
head -c 33 pattern > key33 || framework_failure_
head -c 65 pattern > key65 || framework_failure_
# A one-byte key 00 is a key: it is not the same as no key.
head -c 1 pattern > key1 || framework_failure_
# The key is the raw bytes of the file, a final newline included.
printf 'secret\n' > secret || framework_failure_
: > key0 || framework_failure_
test $(wc -c < key64) = 64 && test $(wc -c < key1) = 1 \
  || framework_failure_
files='abc empty p2049'

# Run b2sum with the options $1 on $files, expecting the output read
# from standard input.
keyed_ ()
{
  cat > exp || framework_failure_
  b2sum $1 $files > out 2> err || fail=1
  compare exp out || fail=1
  compare /dev/null err || fail=1
}

# BLAKE2b and BLAKE2s: hashlib.blake2b and hashlib.blake2s with key=.
# The first digest of empty is the first entry of blake2b-kat.txt.
keyed_ --key-file=key64 <<'EOF2'
06bbc3dedf13a31139498655251b7588ccd3bb5aaa071b2d44d8e0a04095579ed590fbfdcf941f4370ce5ce623624e7a76d33e7a8109dcda9b57d72f8f8efa51  abc
10ebb67700b1868efb4417987acf4690ae9d972fb7a590c2f02871799aaa4786b5e996e8f0f4eb981fc214b005f42d2ff4233499391653df7aefcbc13fc51568  empty
13c1af4561ef0439c8c5254631ae9ccf804e865e8f60233576ee5d7dce96c916949c480952dc826db1956e5d9503240a9741aa35801f505288e6c4638dba1f6e  p2049
EOF2
cp exp exp-key64 || framework_failure_
keyed_ '-l 256 --key-file key64' <<'EOF2'
dff38c978666dff5631db35ca15535520d134f5c8060ea569c6a178ad393719f  abc
2fa9fbd9be36437de204e139e97d402bce68c828f43391608c891b5faed8a98a  empty
3cc05054d98706985c1e9e5b4dab56ea50ab6ca65fdf091fb3bb4e8b5d2b105a  p2049
EOF2
keyed_ --key-file=key1 <<'EOF2'
7cfcb59f70977f0811a0a8dab92faa051dedea2b21bf0623cad03e62ae08d8f69c3e475a988b4e829869d03016113383198e94fb1feeb76a181018ca0463c413  abc
aaf42280524929171e417e77be67f9edec3a8461bbe7b5c2bd1d9a3d0928f1dbbd1f6600bb866b72f0e3b3e22282c145f69873a3d250ddc43c423685d1247657  empty
1da71a4de6fed667e6d71d052ae82f382e699ce51d8ee6b488052817a1c4a52c6de57f5e41c2dc36ebac83e0a361919577289b9e1f5b65927701abade8c9011f  p2049
EOF2
keyed_ --key-file=secret <<'EOF2'
a5008a46327406a8abf5337260a7de243578618e788b20e5f029dcba7183c83d46205f838939e88c52aba6c2b2041dc38a2f858063a32b9dfb3395e1425ba103  abc
35da125bce0df54bda8130a989c07779b21ce104643773e94b8dcd6c3525c7686291c6ca2d9a182f881ddab677a5c1a3db75bde357d520110bed9c579e376442  empty
c96cc0a88c2230fdc6884c9f512d20ead7ebc49e527e3e181b72a1c7aad1dd2d604afccae6dbd95519fe824dde93ca8d6f2e020deeaf1cbc482a2e1dc5ea24b4  p2049
EOF2
keyed_ '-a blake2s --key-file=key32' <<'EOF2'
a281f725754969a702f6fe36fc591b7def866e4b70173ece402fc01c064d6b65  abc
48a8997da407876b3d79c0d92325ad3b89cbb754d86ab71aee047ad345fd2c49  empty
fa284da916606986de7c0df57f9341819b8a84f24c62abc0cf3f0d3321f19362  p2049
EOF2
keyed_ '--key-file=key32 -a blake2s -l 128' <<'EOF2'
61ba5f165c194692e09d12520cc4c74a  abc
9536f9b267655743dee97b8a670f9f53  empty
d2c7700fa96fc5016beb84608d7d3580  p2049
EOF2
keyed_ '-a blake2s --key-file=key1' <<'EOF2'
8a273cd57d48b272a6547652593f3c33ec69e3fb94fec9b59f2f21760ff62b4e  abc
cdcf93dac5437c31bf1e79a8398fbbddd1cef4427428ced165264455a9c48a95  empty
5d359203e09c07ba0a3cbdc3fb7f8445824c4061e8e0c37ddec31289fd4f6204  p2049
EOF2

# BLAKE2bp and BLAKE2sp: every leaf starts with the key block and the
# root has the key length but no key block (the reference code's
# blake2bp_init_key; spec section 7.1's helper, which reproduces the
# official keyed vectors).  The digests of empty with the 64- and 32-byte
# keys are the first entries of blake2bp-kat.txt and blake2sp-kat.txt.
keyed_ '-a blake2bp --key-file=key64' <<'EOF2'
8943f40e65e41fdbbe79b701b26279125bbe120379dd77d74fdb5faf662ed6a3974aa1dce99a3349a492159fa0ded8245a5167c11886170a3af12888448fa8b2  abc
9d9461073e4eb640a255357b839f394b838c6ff57c9b686a3f76107c1066728f3c9956bd785cbc3bf79dc2ab578c5a0c063b9d9c405848de1dbe821cd05c940a  empty
418fb53d975431f190ec5ac6cb85d19ac259558d1653eb1f52b7d66020072811de40bccd1f0e96ad19e40e82a0faa8bde9806ca4a58fb64dfa5eada237c6fb16  p2049
EOF2
keyed_ '-a blake2bp -l 128 --key-file=key64' <<'EOF2'
137bedb2010ab044c033725aa8320360  abc
cf1df1b580805f6e7d0f4c3f19faac3e  empty
6a108eda9003942806cdaf4da05a48df  p2049
EOF2
keyed_ '-a blake2bp --key-file=key1' <<'EOF2'
40e5ad24eb3e9a7f8fdefbab6e33161765cf6a7cef46bf0b83cbf2da095e1936b76b73c13897129985f91065de804688128e80bb94779caf8a535f38a6e62036  abc
6075ed2e3aa0aa5582bdd4c5e3c374f7971f4b4a046ed5ea0898b960a953f877311b263b8be96820bfde23708752cb5e7ed55e0e2227120d97d6bb0bd8624c81  empty
38b74d0b0b4f8bb32b05da2d559e99f6e38d4291e9efeb51f24dcff5f895d6fc18c353936f52a5a75a8bac3ba068e71568d5631a945207473c90be21a72144ff  p2049
EOF2
keyed_ '-a blake2sp --key-file=key32' <<'EOF2'
b334a26923410dc586088f365ce36a12bedd33e03c0f4a3808a716dca3a721f0  abc
715cb13895aeb678f6124160bff21465b30f4f6874193fc851b4621043f09cc6  empty
39cc007b78c3a299ec9c5d3f61c579a7a245ac7a96b164ce3e5a646de5767e2d  p2049
EOF2
keyed_ '-a blake2sp -l 128 --key-file=key32' <<'EOF2'
69184aeb9e5a22bded221776223eddfc  abc
f256ffbad643ba084814a7e5ea9f301b  empty
d9d9d6fc7ebe2f3182400220622ff044  p2049
EOF2
keyed_ '-a blake2sp --key-file=key1' <<'EOF2'
cc2893de7661fb908fc6ce60a12b4ec023d7dd63dbe7fcb51cde8534cfba2fef  abc
5a69fb5b31814093b3a97c7aac7b08da275ff07e610dc34c51c5b8b343f81b6e  empty
6a9dcf5d3bbdec525b6f394699adf7073c8a7465bfc33e22619e675dd317741a  p2049
EOF2

# The key from standard input, redirected or through a pipe; the last
# --key-file wins.
b2sum --key-file=- $files < key64 > out 2> err || fail=1
compare exp-key64 out || fail=1
compare /dev/null err || fail=1
cat key64 | b2sum --key-file - $files > out 2> err || fail=1
compare exp-key64 out || fail=1
compare /dev/null err || fail=1
b2sum --key-file=key1 --key-file=key64 $files > out 2> err || fail=1
compare exp-key64 out || fail=1
compare /dev/null err || fail=1

# Standard input cannot be both the key and data: "-" then fails like
# an unreadable file, and the other files are still hashed.
echo 'b2sum: -: standard input holds the key' > exp-err || framework_failure_
returns_ 1 b2sum --key-file=- < key64 > out 2> err || fail=1
compare /dev/null out || fail=1
compare exp-err err || fail=1
sed -n '1p;3p' exp-key64 > exp2 || framework_failure_
returns_ 1 b2sum --key-file=- abc - p2049 < key64 > out 2> err || fail=1
compare exp2 out || fail=1
compare exp-err err || fail=1

# Check mode takes the key too.
printf 'abc: OK\nempty: OK\np2049: OK\n' > exp-check || framework_failure_
b2sum --key-file=key64 -c exp-key64 > out 2> err || fail=1
compare exp-check out || fail=1
compare /dev/null err || fail=1
b2sum --key-file=- -c exp-key64 < key64 > out 2> err || fail=1
compare exp-check out || fail=1
compare /dev/null err || fail=1
printf 'abc: FAILED\nempty: FAILED\np2049: FAILED\n' > exp-fail \
  || framework_failure_
echo 'b2sum: WARNING: 3 computed checksums did NOT match' > exp-err \
  || framework_failure_
returns_ 1 b2sum --key-file=key1 -c exp-key64 > out 2> err || fail=1
compare exp-fail out || fail=1
compare exp-err err || fail=1
returns_ 1 b2sum -c exp-key64 > out 2> err || fail=1
compare exp-fail out || fail=1
compare exp-err err || fail=1

# Bad keys are fatal before anything is hashed: empty, too long for the
# algorithm, or unreadable.  Every message names the key's file.
for a in blake2b blake2bp blake2s blake2sp; do
  case $a in
    blake2b*) max=64;;
    *) max=32;;
  esac
  for k in key0 key65; do
    echo "b2sum: $k: a key must be 1 to $max bytes long" > exp-err \
      || framework_failure_
    returns_ 1 b2sum -a $a --key-file=$k abc > out 2> err || fail=1
    compare /dev/null out || fail=1
    compare exp-err err || fail=1
  done
  echo "b2sum: -: a key must be 1 to $max bytes long" > exp-err \
    || framework_failure_
  returns_ 1 b2sum --key-file=- -a $a abc < key0 > out 2> err || fail=1
  compare /dev/null out || fail=1
  compare exp-err err || fail=1
done
for a in blake2s blake2sp; do
  for k in key33 key64; do
    echo "b2sum: $k: a key must be 1 to 32 bytes long" > exp-err \
      || framework_failure_
    returns_ 1 b2sum -a $a --key-file=$k abc > out 2> err || fail=1
    compare /dev/null out || fail=1
    compare exp-err err || fail=1
    returns_ 1 b2sum --key-file=$k --algorithm=$a -c exp-key64 > out 2> err \
      || fail=1
    compare /dev/null out || fail=1
    compare exp-err err || fail=1
  done
done
echo 'b2sum: no-key: No such file or directory' > exp-err \
  || framework_failure_
returns_ 1 b2sum --key-file=no-key abc > out 2> err || fail=1
compare /dev/null out || fail=1
compare exp-err err || fail=1
mkdir dir || framework_failure_
echo 'b2sum: dir: Is a directory' > exp-err || framework_failure_
returns_ 1 b2sum --key-file=dir abc > out 2> err || fail=1
compare /dev/null out || fail=1
compare exp-err err || fail=1
cat > exp-err <<'EOF2'
b2sum: option '--key-file' requires an argument
Try 'b2sum --help' for more information.
EOF2
returns_ 1 b2sum abc --key-file > out 2> err || fail=1
compare /dev/null out || fail=1
compare exp-err err || fail=1

Exit $fail
