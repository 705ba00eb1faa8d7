#!/bin/sh
# --tag names each algorithm; -a X -c reads them back and refuses the others.

# Copyright (C) 2026 The blakesum authors.
# License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.

. "${srcdir=.}/tests/init.sh"; path_prepend_ ./src
print_ver_ b2sum

printf abc > abc || framework_failure_
: > empty || framework_failure_

# BLAKE2b keeps coreutils' words: no "-512" at full length.  The other
# algorithms always carry their length.  Digests: hashlib, and the
# reference construction of BLAKE2bp and BLAKE2sp written with hashlib.
cat > exp-blake2b <<'EOF2'
BLAKE2b (abc) = ba80a53f981c4d0d6a2797b69f12f6e94c212f14685ac4b74b12bb6fdbffa2d17d87c5392aab792dc252d5de4533cc9518d38aa8dbf1925ab92386edd4009923
BLAKE2b (empty) = 786a02f742015903c6c6fd852552d272912f4740e15847618a86e217f71f5419d25e1031afee585313896444934eb04b903a685b1448b755d56f701afe9be2ce
BLAKE2b-128 (abc) = cf4ab791c62b8d2b2109c90275287816
EOF2
cat > exp-blake2bp <<'EOF2'
BLAKE2bp-512 (abc) = b91a6b66ae87526c400b0a8b53774dc65284ad8f6575f8148ff93dff943a6ecd8362130f22d6dae633aa0f91df4ac89aaff31d0f1b923c898e82025dedbdad6e
BLAKE2bp-512 (empty) = b5ef811a8038f70b628fa8b294daae7492b1ebe343a80eaabbf1f6ae664dd67b9d90b0120791eab81dc96985f28849f6a305186a85501b405114bfa678df9380
BLAKE2bp-128 (abc) = 60b2f261cbaed6530e072c5564a02723
EOF2
cat > exp-blake2s <<'EOF2'
BLAKE2s-256 (abc) = 508c5e8c327c14e2e1a72ba34eeb452f37458b209ed63a294d999b4c86675982
BLAKE2s-256 (empty) = 69217a3079908094e11121d042354a7c1f55b6482ca1a51e1b250dfd1ed0eef9
BLAKE2s-128 (abc) = aa4938119b1dc7b87cbad0ffd200d0ae
EOF2
cat > exp-blake2sp <<'EOF2'
BLAKE2sp-256 (abc) = 70f75b58f1fecab821db43c88ad84edde5a52600616cd22517b7bb14d440a7d5
BLAKE2sp-256 (empty) = dd0e891776933f43c7d032b08a917e25741f8aa9a12c12e1cac8801500f2ca4f
BLAKE2sp-128 (abc) = 88f52143a5acf10702b0a0de90530472
EOF2
algos='blake2b blake2bp blake2s blake2sp'

for a in $algos; do
  { b2sum -a $a --tag abc empty && b2sum --tag -l 128 --algorithm=$a abc; } \
    > out 2> err || fail=1
  compare exp-$a out || fail=1
  compare /dev/null err || fail=1
done

# The full length given explicitly changes nothing, and standard input
# is "-".
for a in $algos; do
  case $a in
    blake2b*) max=512;;
    *) max=256;;
  esac
  sed -n 1p exp-$a > exp || framework_failure_
  b2sum -a $a --tag -l $max abc > out 2> err || fail=1
  compare exp out || fail=1
  compare /dev/null err || fail=1
  sed -n '1s/(abc)/(-)/p' exp-$a > exp || framework_failure_
  b2sum -a $a --tag < abc > out 2> err || fail=1
  compare exp out || fail=1
  compare /dev/null err || fail=1
done

# Round trip: -a X -c reads X's tagged lines, whatever their length, and
# X's untagged lines.
printf 'abc: OK\nempty: OK\nabc: OK\n' > exp || framework_failure_
for a in $algos; do
  b2sum -a $a -c exp-$a > out 2> err || fail=1
  compare exp out || fail=1
  compare /dev/null err || fail=1
  sed 's/^[^ ]* (\(.*\)) = \(.*\)/\2  \1/' exp-$a > untagged \
    || framework_failure_
  b2sum --algorithm=$a --strict -c untagged > out 2> err || fail=1
  compare exp out || fail=1
  compare /dev/null err || fail=1
done
echo 'BLAKE2bp-256 (abc) = 4792f00c05827a437fc55481e447eea1c9a39add28087733b3e53f1c04430dc7' \
  > list || framework_failure_
echo 'BLAKE2s-64 (abc) = 972e9d2cd6de6402' >> list || framework_failure_
printf 'abc: OK\n' > exp || framework_failure_
b2sum -a blake2bp -c --quiet list > out 2> err || fail=1
compare /dev/null out || fail=1
b2sum -a blake2bp -c list > out 2> err || fail=1
compare exp out || fail=1
echo 'b2sum: WARNING: 1 line is improperly formatted' > exp-err \
  || framework_failure_
compare exp-err err || fail=1
b2sum -a blake2s -c list > out 2> err || fail=1
compare exp out || fail=1
compare exp-err err || fail=1

# -a X -c refuses the lines of every algorithm but X as improperly
# formatted, as coreutils' cksum -a blake2b -c does (plain -c takes each
# line's algorithm from its tag: check-tag-algorithms.sh).
cat exp-blake2b exp-blake2bp exp-blake2s exp-blake2sp > mixed \
  || framework_failure_
printf 'abc: OK\nempty: OK\nabc: OK\n' > exp || framework_failure_
for a in $algos; do
  case $a in
    blake2b) lines='4 5 6 7 8 9 10 11 12'; tag=BLAKE2b;;
    blake2bp) lines='1 2 3 7 8 9 10 11 12'; tag=BLAKE2bp;;
    blake2s) lines='1 2 3 4 5 6 10 11 12'; tag=BLAKE2s;;
    blake2sp) lines='1 2 3 4 5 6 7 8 9'; tag=BLAKE2sp;;
  esac
  for n in $lines; do
    echo "b2sum: mixed: $n: improperly formatted $tag checksum line"
  done > exp-err || framework_failure_
  echo 'b2sum: WARNING: 9 lines are improperly formatted' >> exp-err \
    || framework_failure_
  b2sum -a $a -c --warn mixed > out 2> err || fail=1
  compare exp out || fail=1
  compare exp-err err || fail=1
  returns_ 1 b2sum -a $a -c --strict mixed > out 2> err || fail=1
  compare exp out || fail=1
  sed -n '$p' exp-err > exp-err1 || framework_failure_
  compare exp-err1 err || fail=1
done
for a in blake2bp blake2s blake2sp; do
  echo 'b2sum: only: no properly formatted checksum lines found' > exp-err \
    || framework_failure_
  cp exp-$a only || framework_failure_
  returns_ 1 b2sum -a blake2b -c only > out 2> err || fail=1
  compare /dev/null out || fail=1
  compare exp-err err || fail=1
done

# A length above the algorithm's maximum makes a line improperly
# formatted, tagged or not.
cat > list <<'EOF2'
BLAKE2s-512 (abc) = ba80a53f981c4d0d6a2797b69f12f6e94c212f14685ac4b74b12bb6fdbffa2d17d87c5392aab792dc252d5de4533cc9518d38aa8dbf1925ab92386edd4009923
ba80a53f981c4d0d6a2797b69f12f6e94c212f14685ac4b74b12bb6fdbffa2d17d87c5392aab792dc252d5de4533cc9518d38aa8dbf1925ab92386edd4009923  abc
EOF2
cat > exp-err <<'EOF2'
b2sum: list: 1: improperly formatted BLAKE2s checksum line
b2sum: list: 2: improperly formatted BLAKE2s checksum line
b2sum: list: no properly formatted checksum lines found
EOF2
returns_ 1 b2sum -a blake2s -c -w list > out 2> err || fail=1
compare /dev/null out || fail=1
compare exp-err err || fail=1

Exit $fail
