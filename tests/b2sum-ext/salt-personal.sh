#!/bin/sh
# --salt and --personal: BLAKE2b and BLAKE2s digests, padding, bad values.

# Copyright (C) 2026 The blakesum authors.
# License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.

. "${srcdir=.}/tests/init.sh"; path_prepend_ ./src
print_ver_ b2sum

printf abc > abc || framework_failure_
: > empty || framework_failure_
make_pattern_ 2049 || framework_failure_
head -c 2049 pattern > p2049 || framework_failure_
head -c 64 pattern > key64 || framework_failure_
files='abc empty p2049'

# Hex of the ASCII strings "0123456789ABCDEF", "ChecksumSuite-v1",
# "01234567", "hello" and "ABCDEFGH".
S16=30313233343536373839414243444546
P16=436865636b73756d53756974652d7631
S8=3031323334353637
P5=68656c6c6f
P8=4142434445464748

# Run b2sum with each set of options given on $files, expecting the
# output read from standard input.
salted_ ()
{
  cat > exp || framework_failure_
  for opts_ in "$@"; do
    b2sum $opts_ $files > out 2> err || fail=1
    compare exp out || fail=1
    compare /dev/null err || fail=1
  done
}

# Expected digests: hashlib.blake2b and hashlib.blake2s with salt= and
# person=, which zero-pad short values.  Hex digits may be upper case,
# and the last occurrence of an option wins.
salted_ "--salt=$S16 --personal=$P16" \
        "--personal $P16 --salt $S16" \
        "--salt=ffff --salt=$S16 --personal=$P16" \
        "--salt=30313233343536373839414243444546 --personal=436865636B73756D53756974652D7631" \
  <<'EOF2'
40db1c4896d85ed8cbeb178e2a3d27ef0abd6fdd6c26f13b940debae534af3c3743442f0cad26e517856ce34ce5572532ce0d8adbff7f284674f180786812b02  abc
0b41fd2b91a500df6894d34853e99b65f370eb011b313f0f37298a1624fb17d0191abf4a75bf4b1a69af44018afa15307039d461d7f5b9854d551581ae60d52c  empty
15f7f845ae7b5ab16d2fe685ed42e0f50c552ad5223127d512c5e9e010003adfb2f1d0c13a9bed7e09119ffa7e7dc94f0bcd31a73a86b78226314d2a8ff0deff  p2049
EOF2
# Short values are zero-padded to 16 bytes.
salted_ "--salt=$S8 --personal=$P5" \
        "--salt=${S8}0000000000000000 --personal=${P5}0000000000000000000000" \
  <<'EOF2'
f500d195a09ecfb457b64ba24598d0fff007b4f34134a6897a814c207bcda425bc03df8fb239818e8a399cd814ad6ad539eb840c416a04f2f9aff081e411014e  abc
51c3e69952cd94da59047d8b4d54c770e0e590d739f957bf3d4afc82541de2fef1c1fa33c45be6c101851145dcb5b59ea6a1a241bc446aca21dfdd085145a592  empty
97cf402db676c1dfd4948a56674c0b01125b8a9f6ca6897ecd010abe4a098ceca2ac5dc7060da947bd2f663dd8a899d2f5b47081afac7148a7bb82655c59b83f  p2049
EOF2
salted_ --salt=00ff --salt=00FF <<'EOF2'
f718f970fa5eae00c4208cc77efaa157fbad3f9eff7377f4eeb6cbe7bccf2f6df9e04f0797a8cea598d5e8a4767187d379bda3e67dbdcdeb8229663f8c298348  abc
37fbe917e48c51787037fe605690e6971728fc0e7bb1ac8462f1cba92f6f075dcf15697b54867f673c8b5e0df911bd514e9aa3fc4885737865be059d7eaceccc  empty
5162524b2ba666555130c06e83ee59b974a8e3fbb98f5cd7550725d20fc977b3fc2d245d2d6ccbca8fca1ec12052d067b858c3cb1829b15b85ec4f9a36b5b4e1  p2049
EOF2
salted_ --personal=deadbeef <<'EOF2'
25be98e4cb2de1204e1368dffe52c1644ed0d805c0dd0558a123d579542f55044c70bbbd38c9555e337000faf57a0c68b89123e3d6cff53a81bf37059b53917b  abc
104fdef2df8a7a4aa244e880ea810f8e57d58b5986f2711aee46d5cf3dff1d9058469a8446b71f75431115da2f72e64debcfc5cf928a1ee0ab4ffb361cf144c3  empty
8b337adeb38f4be0041cc4d5bd2a58d158f8ba5e2f97e869f47cc09aaaf66c7e6b1b5084dec50969e5a48b2e0b74d0f234d871e8bf5df2b5861d31ee4eef4c5f  p2049
EOF2
salted_ "-l 256 --salt=$S16 --personal=$P16" <<'EOF2'
f7c49e67a321e046018ddf67ee2f16492266d4eee1a44d5fb8d7b53343788819  abc
fa9b1c5694e4dea251d1eac08d3ab5e03fd84abeb9c207b7d7b65c50bab98200  empty
2a28f82e004206c055b7fa4a06863a621a62e1c757cd5675a1ef4e4bde1562e4  p2049
EOF2
salted_ "--key-file=key64 --salt=$S16 --personal=$P16" <<'EOF2'
6602902629099438378cfc720134f46564b7bed4e6283684bb57fee4e7df2407c8220739ee26b4a99c8d5e7baaa836f9b1154b3ecbe23c3a7f2b46194388890b  abc
f33bb2c3e37bdb19fd401c8052db73392dda922d4b7fd3721633d16a529ddd985d873f1fa9156b893021217a60dfa444bde7a5fefbe0d482e10b616e21cad4c9  empty
d0f4937f9b2a182717caa45266d23e948350665aa8ed9ab6108d23ba32022bde30e271c317671709cd8113c38c72fc8abcb3816fce21c48ff798efb9bfe73de3  p2049
EOF2
# An empty or all-zero salt or personalization is no salt.
salted_ --salt= --personal= --salt=00000000000000000000000000000000 \
        "-a blake2b --personal=00" <<'EOF2'
ba80a53f981c4d0d6a2797b69f12f6e94c212f14685ac4b74b12bb6fdbffa2d17d87c5392aab792dc252d5de4533cc9518d38aa8dbf1925ab92386edd4009923  abc
786a02f742015903c6c6fd852552d272912f4740e15847618a86e217f71f5419d25e1031afee585313896444934eb04b903a685b1448b755d56f701afe9be2ce  empty
146560fd774a01704fcce96f5f9b4b042ae43c928ad6546fb070b0ec18d2a4ac592578af038a1f6c5b79144fb16a0c6428999d518384d8349a3ec3707aa50ac2  p2049
EOF2

# BLAKE2s: 8 bytes each, zero-padded too.
salted_ "-a blake2s --salt=$S8 --personal=$P8" <<'EOF2'
5b2bd23c6c04f2b122ee07c2a33785e169550cd53598b450e93a95679d0d491d  abc
e891b5649f73da0077d53b7645aba3812bdf201ad791d8f9668f7d4041f4e995  empty
ef2e4c5e8e260e062b7dbfc28a524fab0c194ba037a79f8cc5970dc48187ae1a  p2049
EOF2
cp exp list || framework_failure_
salted_ "-a blake2s --salt=01 --personal=$P5" \
        "--salt=0100000000000000 -a blake2s --personal=${P5}000000" <<'EOF2'
c157ba880497b58be0155f96aa578b541e5dd703dd6878ef4c67d2bf71e3c348  abc
abaa3c3dd344512e64eb88da4bafa52bebf73ed4e60ba26f0d80f6a00aa5c245  empty
2ced9fbdf2df951ba391ca013d842d560539768e7843f377b7ec8f077385d7c0  p2049
EOF2
salted_ "-a blake2s -l 128 --personal=$P5" <<'EOF2'
eca60b8f9127bda7168c8099b7cc1611  abc
865d548b2d9f8fc539e0a1da2a7a4090  empty
7951a4e637addfe2a774e84d591cacd1  p2049
EOF2

# Check mode uses them.
printf 'abc: OK\nempty: OK\np2049: OK\n' > exp || framework_failure_
b2sum -a blake2s --salt=$S8 --personal=$P8 -c list > out 2> err || fail=1
compare exp out || fail=1
compare /dev/null err || fail=1
returns_ 1 b2sum -a blake2s --salt=$S8 -c list > out 2> err || fail=1

# An odd number of digits, not hex, or more than 16 bytes.
for v in 1 0 abc zz 0g ' 30' '30 ' +30 -30 0x30 \
         3031323334353637383941424344454647 \
         303132333435363738394142434445464; do
  why='at most 16 bytes in hex'
  case $v in
    *[!0-9a-fA-F]*) why='not hex digits' ;;
  esac
  test $(expr length "$v" % 2) = 1 \
    && why='an odd number of hex digits, not whole bytes'
  printf "b2sum: invalid salt: '%s' (%s)\n" "$v" "$why" \
    > exp-err || framework_failure_
  returns_ 1 b2sum --salt="$v" abc > out 2> err || fail=1
  compare /dev/null out || fail=1
  compare exp-err err || fail=1
  printf "b2sum: invalid personalization: '%s' (%s)\n" "$v" "$why" \
    > exp-err || framework_failure_
  returns_ 1 b2sum -a blake2s --personal "$v" abc > out 2> err || fail=1
  compare /dev/null out || fail=1
  compare exp-err err || fail=1
done

# BLAKE2s has 8-byte fields.  The length given counts, not the value:
# hashlib.blake2s refuses a 9-byte salt of zeros too.
for opt in --salt=$S16 --personal=$P16 --salt=303132333435363738 \
           --personal=000000000000000000 --salt=${S8}00 \
           --salt=00000000000000000000000000000000; do
  printf "b2sum: invalid %s for BLAKE2s: '%s' (at most 8 bytes)\n" \
    "${opt%=*}" "${opt#*=}" > exp-err || framework_failure_
  returns_ 1 b2sum -a blake2s $opt abc > out 2> err || fail=1
  compare /dev/null out || fail=1
  compare exp-err err || fail=1
  returns_ 1 b2sum $opt -a blake2s -c list > out 2> err || fail=1
  compare /dev/null out || fail=1
  compare exp-err err || fail=1
done

# BLAKE2bp and BLAKE2sp have no such fields.
for a in blake2bp blake2sp; do
  for opt in salt personal; do
    echo "b2sum: the --$opt option applies only to blake2b and blake2s" \
      > exp-err || framework_failure_
    returns_ 1 b2sum -a $a --$opt=30 abc > out 2> err || fail=1
    compare /dev/null out || fail=1
    compare exp-err err || fail=1
    returns_ 1 b2sum --$opt= -a $a abc > out 2> err || fail=1
    compare /dev/null out || fail=1
    compare exp-err err || fail=1
  done
done

Exit $fail
