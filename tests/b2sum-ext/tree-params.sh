#!/bin/sh
# The tree fields of BLAKE2b and BLAKE2s (--fanout ... --last-node).

# Copyright (C) 2026 The blakesum authors.
# License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.

. "${srcdir=.}/tests/init.sh"; path_prepend_ ./src
print_ver_ b2sum

printf abc > abc || framework_failure_
: > empty || framework_failure_
make_pattern_ 2049 || framework_failure_
head -c 2049 pattern > p2049 || framework_failure_
head -c 32 pattern > key32 || framework_failure_
files='abc empty p2049'

# Run b2sum with each set of options given on $files, expecting the
# output read from standard input.
tree_ ()
{
  cat > exp || framework_failure_
  for opts_ in "$@"; do
    b2sum $opts_ $files > out 2> err || fail=1
    compare exp out || fail=1
    compare /dev/null err || fail=1
  done
}

# The fields only change the parameter block (and --last-node sets the
# last-node flag f1 on the final block), so the digests are those of
# hashlib.blake2b and hashlib.blake2s with fanout=, depth=, leaf_size=,
# node_offset=, node_depth=, inner_size= and last_node=.  Each field
# alone at an ordinary and at its largest value, then all of them.
all_b='--fanout=4 --max-depth=3 --leaf-length=4096
       --node-offset=81985529216486895 --node-depth=1 --inner-length=32
       --last-node'
all_s='--fanout=8 --max-depth=2 --leaf-length=65536 --node-offset=7
       --node-depth=1 --inner-length=32 --last-node'
S8=3031323334353637
tree_ --fanout=0 "--fanout 0" <<'EOF2'
cad75274d65a32105be7203badfd652dfe27db32d639fcc234dd8fd48622e541261df5d31007af7556fafed71c9f6ed88a41ce9d1c65ebd540e6edfcd8d6d0a7  abc
af166f0b4775581fdf0ebf9cb02810b8706b98f9cc676d892f7be424c39ad8b59f2b9486bc69000ecb7c77c71360aa923b48f2c6f8937a90324768973110c1fc  empty
331aa9a81a5067875c7a95eb0be6f87dc38df2503b7f36e0a74afa723d469b4f3361f8b0637217d1bbbc799a58920a050ddcd9ec12aa4fb776928f039cd0aa1b  p2049
EOF2
tree_ --fanout=4 <<'EOF2'
60803232a9760f7c4eefc5568a21a7aa87b2443ae62c83a467180fb814e1e4bba66e81f83da8a7c26fc60c7977cafe13da32574238609774996b75f19c529099  abc
17b48f29103027b23ce3f346d80f79a1de7667d70ff47f3aaafc10b4ed47f2301b7da6dea7e2285ff8b6f11b2ee1a388f8b3285726950a8fa46740e951314fc0  empty
d2560cf28bbf5d9f4f8c386a8d54c33637c007ef30bea7c1410bf9fc17e2ee523153d6cc73cfd00e54333c0f30cbce3a86375282d3f285c912cec6793bfedda1  p2049
EOF2
tree_ --fanout=255 <<'EOF2'
c11c5dcb508cbd81f4a4c80ae77e6257cb86f73505016ab59175cff38df82464913697d0b3b67eec699085fb3c91f494b9b9d5710b5a420a3b1458fab8e9b917  abc
6025c56c1ed59b7bd5443e14c814ba165e17c17385bf8eda4b9d668cb290160e5e6cd470262cee69e53afd591b7a465d8def7749063fdc0d8f39a9b748aee93e  empty
6d4199d2b724e2be7b3f9c21164ee3cd0cb49508fbc1cf5a4fe510ede462b7d1e993866604a785177f259e4a291491671f65920f763b20544ca4b8742a6cf3d3  p2049
EOF2
tree_ --max-depth=3 <<'EOF2'
6d153e0d4fc51c4c96075b3084fa39ab40e9c26ec08ec8468725a940b7c41d8d847bf2932a018ad24bb95f38fd00e30e56405fda14a3a89138b7a8d204bc4a4d  abc
5d671ce2e96218d04804892b3e0b6d445e8645ed990262b04a908ade009b2368e556cc9991bfa0f6d97d782057e71af8730e49c9d748bb1b3b8718e393291baf  empty
d35e2d20cb256d79cfbac1ddfa515c36966f72d09f8332ed2eb6beb2e1117785f445353ec09ab590644da01e51f5478537e7f9d669e1cfd1b14c7dfc608d0267  p2049
EOF2
tree_ --max-depth=255 <<'EOF2'
da716a0f185a0f585b5c1028477c4bc765029873112df9aa5c6b3ac1967b6dcf9913915fead3f6cc3244a781873d975e8df6fbd923d2e34d08c1ce3f1374e5b8  abc
dcded8ef406133501bdac483456f56814a0702cb858c1f6382eb8b0578950916950625ba96347936551168dc0c7ef852051466cf4df8cb591a18d7b2fe510f78  empty
7a61c299b5abba1bc10847785f971ef9de7a656f0191a0f01623546cadd62a961d2b887586c87af031b35dff08ee4e600c1a6d8aa5b0ad545a32f2181cb32494  p2049
EOF2
tree_ --leaf-length=4096 <<'EOF2'
cbf1711f4edff08997b6c316ad95f23ccb0df0a169c0aba88cfdb9bedee9e96a4b27161e773d19944b1e55829352ad036b878807e670800c0901f59aaaf9da30  abc
913194fa2c18ae6094a624283b29fc05f7614b84b47b0032de319bac4ba2b8d6f3a41bd6b1501eefc3f3fcf8d65c54e02cc8dd5c5f0dd2c3ae8245656bd0460f  empty
1a3aaf58486f3fdf005acbb0b15d3a9488124dc51343e20bb3028823e878264a0558a9dc1fdae54c3e6662434121cb93bf88da0566b58f4d29ea30d8fe4f4a2e  p2049
EOF2
tree_ --leaf-length=4294967295 <<'EOF2'
643868bec49b25f9a1c7ee9715ad56c23ff607254545a4bb7c715fc675bceff9cdce9d29fce89c0728c47d917507127cd7212fea9675233e87ac4c924ec26824  abc
d6e3349624ae93d0f4092c29bc7b1b021203e25f2aa661e5f906ebe76d8892468a4cff608572d3d864ba9e62600cc33a0e75b051aa592f5f095dd37f54f88975  empty
6c229a382630922926ecc77038584999070ae355c9ee514b12c88d271fe429416d8710292f666943cd3d3fc547f3a0284009ebceb73c2ca88e84234861ea4a6d  p2049
EOF2
tree_ --node-offset=81985529216486895 <<'EOF2'
55e0b4d6a37d1a1af9436843a2af0e385c4ff882ea895701988d66d47792d6306279873541d37bae545d5c529c99a7cc2ba2c984cd6ea77227c739cb0c603819  abc
e93a5fd627e051915eae8d2e44b02e4fbddc06e5d8dd592d2dafb7949ee0987a383b0064e02a4972ca986fa814ebf3843e395952a255994887e443a2513b1b15  empty
9fbb98842858fe7f31155fbd1787c5eefa455dd2404e79dba553242eb372779374db9bfead588073fd28c4aeff851c77391e9828ec66705b335f677ce4523ed7  p2049
EOF2
tree_ --node-offset=18446744073709551615 <<'EOF2'
c13b7e701ba658f441b145d0b06d2a628f421a82de98d4038d84f2a45c48d9761037d27b57ef347c53b2636d2ba731687c31a66038b956ca5915281f19f7e2d2  abc
5471689fe9233dcb79ce446bcff595949fc24ebb8f8f7055463e01e2cb29e90de2d0f7a846e120cf97b18edabff18860c12da21af984d2814d85c77c40c5271b  empty
c5d8fae01ed709f0d68f6acdc65ebf66d41345c5ce04c35de8c90f6b7eb62122e5e384ad24e238cdb7792eec73c55d83a2060fe4547ff225f77610949059675d  p2049
EOF2
tree_ --node-depth=1 <<'EOF2'
17664b789b883186d6951f0ec3412e136ca9d75802f6204bf265b5a07d3c0b397fcf0768f7469d3c3e4d70ceac3957a4821b82dff840bae26a4690048ea7b404  abc
5426c644eeefb823d248d071fbdbf0199fa152ee8be0019c7f26ef0b674e0d22b9fcfe9e8b8332af9a08d9e7009a49eafcbdbc379919336fb93996d95d164be5  empty
a611b6ca29a9a54023cf5c4110e0b88400cd80b1809ef8a8f0dc31a8b514d00d1a6b7337f6fd7090355309e812a22ee353518ebfdd2c9cf9bf1dc4f4571cd9a5  p2049
EOF2
tree_ --node-depth=255 <<'EOF2'
5cc46688eea29b5368d650ca101006bdf8651440de125dc72d2ae732832c68575fd0c3817f12d83bbfa7ffa36bad3d31a6068f277647fba89508da31c22f36a7  abc
c2ed8e1a302775d35485ff5dc38eb02d0520550688f788bdc0be4da9fff9e08c5b1fe9c3d13ad60499852e528613d03521a63011104ebb734eccd4c700f24584  empty
62a777cbeb14bc2272c193a47abb4e350d728a98292b3ac9e4593fc563d8aecc8f28f80f5e9304c6d26b925748db2bdf131db54e5ead626748f62f368e6932c0  p2049
EOF2
tree_ --inner-length=32 <<'EOF2'
17ba0792465185ef5931c997c137c2b41c0bb1d67e2312117035c84d84ace944ff8c04e8fb0f7f087d3ed9782a648806ebdc86e8d3c241eb3d6b32db4aa042ba  abc
1b986e21bb6150fd23231f6374a1effbbf48337a97c5537a5dbd17070f66c2a06d5891da8b13ea8188877e2db503b358bef7ec8d35e484e0cc085faf3ac55f3c  empty
c65fe911d25e258a2a33b56f7e178a589ec7cb1f2d755019a8c13c4b41fa47d19912423766950c5b8fdad15db1128b8cf242ce597d261180c72aea638763dd1b  p2049
EOF2
tree_ --inner-length=64 <<'EOF2'
0da600a35e601f5bb1c9f3165235e23dffb4daab10452bcf11264f439093c2458b75068adc7d97bdacdf8991883418a59cef0684027f21e1e13db3f6574112a3  abc
17ff488157ecae04b6afdf58b1faaa224e0217987da57fdb5f7be13d52fb7bed8ec46d65aa00367478cbc68824ef3addee7e79d7505b21190dd865f22d9977b6  empty
4271876914e3a5dc764b98885c9320131b7be52dac95fd4a9f32e670ba27c78b53e9c893a8a238339b83ad685e7c67115a3f5d21ee3888b34b84e2b1326748f4  p2049
EOF2
tree_ --last-node <<'EOF2'
0c72c218c5d1c50f3f4abb0645c1a1178c901c6995d3e2cb70c3c5572c9ad1fa4bdc2d8f59db5ab0debce9ed4c043ed2713954b333ca07b815d91218ac3e3de4  abc
05cc8cc53183c6fb48571cf02ad1984d562bdff1ef31e3db83725fe4a71b276a3e1206e2904286ceb87f292bca618fff58ee2cb65399d3e197dff83a45602d99  empty
6b5736ccbec23aa07cd2e1dd0e2cf5ec95aeca238d4f5174c51675ed11ce3b51ff7d9475f51595b2297f5005191bb6e4334f5eaecdbcf273cf08b70a7434469d  p2049
EOF2
tree_ "-l 256 --last-node" <<'EOF2'
d1fa7f9f13e398ef51a557405354e2b5898f29ed9964f63119614fb343bd20b3  abc
b52cccddb5b9104e3762d9fd2eb4b1589dcd6f842c4596efa58c91979b9b3331  empty
9cdb5ef7544d350141c13ffefac17b1db7593c0693a8982f2d5a890d0def3b23  p2049
EOF2
tree_ "$all_b" <<'EOF2'
3c94d2367b1838cd6d7bfb9d27b956b37b5179d26587010095d007f1d972683aa47cee5a15ca4f6b65a381b54122f40ca8bd2fcebc1a892a691e73e05cea7d8c  abc
bf576b3a88a34deda4df6086e7b34eefb169f6cc936681c0e93ca827bc27f3977b5c84199cdd569e800262490d607390fa111e0bfd798a075a57334c3cef6d75  empty
ea4b65390f688a47339973dd6acdb5a241330d2e5e9d43c0c89159d7995ab8f0bf7492eecdd9012f29b1ecafd27c1122184db55831bc65dbcd0a01a3b60d5524  p2049
EOF2
cp exp exp-all-b || framework_failure_
tree_ "-a blake2s --fanout=0" <<'EOF2'
96a40fdccb279a8732b51b70e0dd35bdba71d46c3b30eeda457f84c3f501d25b  abc
0d3c450833c6c28bfd54729394de1935e2b99e92fc829c99153515c563abb952  empty
7be954fcdc6934c986868d1f6008992818e5f7e710d4f4414b054e12eb914e72  p2049
EOF2
tree_ "-a blake2s --fanout=255" <<'EOF2'
86885fcc3bd96d5d6b895ad141a9d2967d722e0937011db7c14213072ba3242e  abc
92ec8d4227f6bd66d1fdcf6aaa68b3e138da7dbcc7484e1c70330fba434f8e09  empty
1ae6817f62e1347f509d1ac801b083632b468d8f6404bd585334df624ca7a46d  p2049
EOF2
tree_ "-a blake2s --max-depth=255" <<'EOF2'
1fa9278a2c2d0dabbbffa77ad94a3cdcbd8fe1b7dc2f2dbeea7d23c6f343e8cc  abc
12789613ecb67516061e0d0b44f94cb9b85a4fe314800d9befed41c932028b03  empty
f05474bd11a24eca5e113ec330a79d83f595a752863035e1ad29978175f73553  p2049
EOF2
tree_ "-a blake2s --leaf-length=4294967295" <<'EOF2'
ced4731fca964695fe7c1d1b0353940002f4406b0ff86f3513287914057cb024  abc
55276ea8ed4c19345140fadd5dc5ebaad702a868b50a6d6cfb2f772d775fff4e  empty
fe08ee96258ecca564f8fbce5592ae889717ffac81bdef8ae18479fd2e0506d5  p2049
EOF2
tree_ "-a blake2s --node-offset=4294967296" <<'EOF2'
c9f4154fa74fab9eaca73d3c53590c4a302e19207de6207a65c301e8f99f9731  abc
7eb119fa2196933a209267ffed0d88b14c07a7f6ef66a828fa615cc746086d41  empty
a5b4b740f359178dd7bb8bc9eb0d87c614f73789b38a2e05c8f193c23e7b16c2  p2049
EOF2
tree_ "-a blake2s --node-offset=281474976710655" <<'EOF2'
ac736796f30209c7989823e0022c1d70a06ee4edee5f40cc60dba7acad6c84e8  abc
ddcb74eec9943e7b21de9a328033511f7d55023cc757ac98a69a23a67e6fadbb  empty
52ba2e2db49e554c9f71b64c632a828e644db88670da594580ef29176446a15d  p2049
EOF2
tree_ "-a blake2s --node-depth=255" <<'EOF2'
94fdca68ca9e44ccbdc2e4b84285f98403f5b0a8e2aea5779a1dfd87653115eb  abc
fa887511f1523d52e38f349e988c620612b03b10891e752b32461824e16fc221  empty
2e59dfb7d723eb64a9e6ff5ba0582fd68442cb984ce59921e1d092f3b38b038e  p2049
EOF2
tree_ "-a blake2s --inner-length=32" <<'EOF2'
428b806854a3bf17d3d08ca27d2f3bb65c923e6669706b67442b232c5ae22565  abc
560dd08ec8067f4b03298e89e859dd338c6f5d633766b3da3145c61aa18cda23  empty
d7e6ba36db990bfa6840d95b998238d982be3d368672fa81c37d90ab76733cf0  p2049
EOF2
tree_ "-a blake2s --last-node" <<'EOF2'
0cd963e07a356b1bc4d4f4426b6162488f04452932e2e8a08b5347d49422ee3f  abc
24fc113c3dbe8c84493c7040aeaf0d68cc3b7bab0dcdae49dbbb4a70259d5c36  empty
882b5eaf7a44b25a0baafd44ae91d80f37260c268d38eea11f0992228c490e77  p2049
EOF2
tree_ "-a blake2s $all_s" <<'EOF2'
502f0376e6885457a2af4372642bbb3ab2bd61083c1e53c9aba282837629da3a  abc
eec4e1dd8234c0d0b456deef523decbc14fa5daf1af57fe0d4f65d5b7b5c3ba4  empty
263323ce7a4ac2ecef8255bced83c14e4ad5cc3411e6a963c8972a63098d3850  p2049
EOF2
tree_ "-a blake2s --key-file=key32 --salt=$S8 $all_s" <<'EOF2'
6a8255ce83dd760bc3217e55c41a2f265bf763154393ced3c3495646f3955898  abc
a856f88dfe983ce1be733d59befe82aae90311bfc20acdbf72be917fc11861be  empty
9f1a172eaab8f53aa33f3be9cef7cdee8c5a6d46b5a47bb26f5144f8a9868d9e  p2049
EOF2

# The defaults are those of sequential hashing: the same digests as no
# option at all.
cat > exp <<'EOF2'
ba80a53f981c4d0d6a2797b69f12f6e94c212f14685ac4b74b12bb6fdbffa2d17d87c5392aab792dc252d5de4533cc9518d38aa8dbf1925ab92386edd4009923  abc
786a02f742015903c6c6fd852552d272912f4740e15847618a86e217f71f5419d25e1031afee585313896444934eb04b903a685b1448b755d56f701afe9be2ce  empty
146560fd774a01704fcce96f5f9b4b042ae43c928ad6546fb070b0ec18d2a4ac592578af038a1f6c5b79144fb16a0c6428999d518384d8349a3ec3707aa50ac2  p2049
EOF2
b2sum --fanout=1 --max-depth=1 --leaf-length=0 --node-offset=0 \
  --node-depth=0 --inner-length=0 $files > out 2> err || fail=1
compare exp out || fail=1
compare /dev/null err || fail=1

# Check mode uses them.
printf 'abc: OK\nempty: OK\np2049: OK\n' > exp || framework_failure_
b2sum $all_b -c exp-all-b > out 2> err || fail=1
compare exp out || fail=1
compare /dev/null err || fail=1
printf 'abc: FAILED\nempty: FAILED\np2049: FAILED\n' > exp || framework_failure_
returns_ 1 b2sum --fanout=4 -c exp-all-b > out 2> err || fail=1
compare exp out || fail=1

# Values that are not decimal numbers in the field's range are fatal
# errors before anything is read, with no "Try" line; the message gives
# the range.
bad_ ()
{
  printf "b2sum: invalid %s: '%s' (%s)\n" "$1" "$3" "$4" > exp-err \
    || framework_failure_
  returns_ 1 b2sum --$2="$3" abc > out 2> err || fail=1
  compare /dev/null out || fail=1
  compare exp-err err || fail=1
}
for v in 256 1000 -1 x '' 4k 0x4 1.0 ' 4x'; do
  bad_ fanout fanout "$v" '0 to 255'
done
for v in 0 256 -1 x ''; do
  bad_ 'maximal depth' max-depth "$v" '1 to 255'
done
for v in 4294967296 18446744073709551615 -1 4G x ''; do
  bad_ 'leaf length' leaf-length "$v" '0 to 4294967295'
done
for v in -1 x '' 1e3; do
  bad_ 'node offset' node-offset "$v" '0 to 18446744073709551615'
done
for v in 256 -1 x ''; do
  bad_ 'node depth' node-depth "$v" '0 to 255'
done
for v in 65 256 -1 x ''; do
  bad_ 'inner length' inner-length "$v" '0 to 64'
done
# One more than the largest uintmax_t: strerror (EOVERFLOW) follows, as
# for coreutils' --length.
printf "b2sum: invalid node offset: '%s' (%s): %s\n" 18446744073709551616 \
  '0 to 18446744073709551615' 'Value too large for defined data type' \
  > exp-err || framework_failure_
returns_ 1 b2sum --node-offset=18446744073709551616 abc > out 2> err || fail=1
compare /dev/null out || fail=1
compare exp-err err || fail=1
cat > exp-err <<'EOF2'
b2sum: option '--last-node' doesn't allow an argument
Try 'b2sum --help' for more information.
EOF2
returns_ 1 b2sum --last-node=1 abc > out 2> err || fail=1
compare /dev/null out || fail=1
compare exp-err err || fail=1

# BLAKE2s has a 32-byte inner length and a 48-bit node offset.
for opt in --inner-length=33 --inner-length=64 --node-offset=281474976710656 \
           --node-offset=18446744073709551615; do
  case $opt in
    --inner-length=*) range=32;;
    *) range=281474976710655;;
  esac
  printf "b2sum: invalid %s for BLAKE2s: '%s' (0 to %s)\n" \
    "${opt%=*}" "${opt#*=}" $range > exp-err || framework_failure_
  returns_ 1 b2sum -a blake2s $opt abc > out 2> err || fail=1
  compare /dev/null out || fail=1
  compare exp-err err || fail=1
  returns_ 1 b2sum $opt --algorithm=blake2s abc > out 2> err || fail=1
  compare /dev/null out || fail=1
  compare exp-err err || fail=1
done

# BLAKE2bp and BLAKE2sp set their own tree fields; the last option
# given is named.
for a in blake2bp blake2sp; do
  for opt in fanout=2 max-depth=2 leaf-length=0 node-offset=0 node-depth=0 \
             inner-length=0 last-node; do
    name=$(echo $opt | sed 's/=.*//')
    echo "b2sum: the --$name option applies only to blake2b and blake2s" \
      > exp-err || framework_failure_
    returns_ 1 b2sum -a $a --$opt abc > out 2> err || fail=1
    compare /dev/null out || fail=1
    compare exp-err err || fail=1
    returns_ 1 b2sum --fanout=2 --$opt -a $a abc > out 2> err || fail=1
    compare /dev/null out || fail=1
    compare exp-err err || fail=1
  done
done

Exit $fail
