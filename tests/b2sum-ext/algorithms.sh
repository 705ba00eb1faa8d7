#!/bin/sh
# -a, --algorithm: BLAKE2b, BLAKE2bp, BLAKE2s and BLAKE2sp, and -l for each.

# Copyright (C) 2026 The blakesum authors.
# License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.

. "${srcdir=.}/tests/init.sh"; path_prepend_ ./src
print_ver_ b2sum

printf abc > abc || framework_failure_
: > empty || framework_failure_
# Byte i is i mod 251.  1000 and 2049 bytes leave the last round of
# BLAKE2bp's and BLAKE2sp's 512-byte stripes partial, with some leaves
# getting one block more than others.
make_pattern_ 2049 || framework_failure_
head -c 1000 pattern > p1000 || framework_failure_
head -c 2049 pattern > p2049 || framework_failure_

# The expected digests come from Python's hashlib.blake2b and
# hashlib.blake2s, and for BLAKE2bp and BLAKE2sp from the construction of
# the reference code (4 or 8 striped leaves, then a root), written with
# hashlib.
cat > exp-blake2b <<'EOF2'
ba80a53f981c4d0d6a2797b69f12f6e94c212f14685ac4b74b12bb6fdbffa2d17d87c5392aab792dc252d5de4533cc9518d38aa8dbf1925ab92386edd4009923  abc
786a02f742015903c6c6fd852552d272912f4740e15847618a86e217f71f5419d25e1031afee585313896444934eb04b903a685b1448b755d56f701afe9be2ce  empty
c11e1c0340bd7e5a1b275f1230c962fad215ecb1391486e74e31b960a2f2996381a5fad092da06841d5f26e38f6ecfeaf441acbcd1c2de61aef121e7927175f5  p1000
146560fd774a01704fcce96f5f9b4b042ae43c928ad6546fb070b0ec18d2a4ac592578af038a1f6c5b79144fb16a0c6428999d518384d8349a3ec3707aa50ac2  p2049
EOF2
cat > exp-blake2bp <<'EOF2'
b91a6b66ae87526c400b0a8b53774dc65284ad8f6575f8148ff93dff943a6ecd8362130f22d6dae633aa0f91df4ac89aaff31d0f1b923c898e82025dedbdad6e  abc
b5ef811a8038f70b628fa8b294daae7492b1ebe343a80eaabbf1f6ae664dd67b9d90b0120791eab81dc96985f28849f6a305186a85501b405114bfa678df9380  empty
440c4c3a7a50159b43a3b80e63083fa88b7e644490061ce763e92426d1fa9f034d0a3a4f94d99042b98d068da35c5af694ea9e7f51b8551af5c99c2eef95024d  p1000
1b8f362eda7bd12cebe2532a4ee403e0fa72ca71bff57505d5fbadb2b4dea4ddc7d51811a6012297d1346602adf1084eb3ab64fb3c1983528a79c3ca848ab15a  p2049
EOF2
cat > exp-blake2s <<'EOF2'
508c5e8c327c14e2e1a72ba34eeb452f37458b209ed63a294d999b4c86675982  abc
69217a3079908094e11121d042354a7c1f55b6482ca1a51e1b250dfd1ed0eef9  empty
1c067a5e746fb0f6734efac9a8cdb0e11061f0077f255184365c690115392501  p1000
4ec12e09806c18225b107785a2031e61ee1227412b9c18c5611bc6e54cd8c415  p2049
EOF2
cat > exp-blake2sp <<'EOF2'
70f75b58f1fecab821db43c88ad84edde5a52600616cd22517b7bb14d440a7d5  abc
dd0e891776933f43c7d032b08a917e25741f8aa9a12c12e1cac8801500f2ca4f  empty
611f1af6610cdaf674ec2c9178f6376ebe234ef50998a3be3f1fa698fb779274  p1000
3b5b8af21615dc8562ccd613abda602798008cf58f940e5612ef5ed2c74d3414  p2049
EOF2

# Every spelling of the option.
for a in blake2b blake2bp blake2s blake2sp; do
  for opt in "-a $a" "-a$a" "--algorithm=$a" "--algorithm $a" "--algo=$a" \
             "-ta $a"; do
    b2sum $opt abc empty p1000 p2049 > out 2> err || fail=1
    compare exp-$a out || fail=1
    compare /dev/null err || fail=1
  done
done

# BLAKE2b is the default, and the last -a wins.
b2sum abc empty p1000 p2049 > out 2> err || fail=1
compare exp-blake2b out || fail=1
compare /dev/null err || fail=1
b2sum -a blake2s --algorithm=blake2b -a blake2sp abc empty p1000 p2049 \
  > out 2> err || fail=1
compare exp-blake2sp out || fail=1
compare /dev/null err || fail=1

# Standard input.
sed -n 's/  p2049$/  -/p' exp-blake2bp > exp || framework_failure_
b2sum -a blake2bp < p2049 > out 2> err || fail=1
compare exp out || fail=1
compare /dev/null err || fail=1
sed -n 's/  p2049$/  -/p' exp-blake2sp > exp || framework_failure_
cat p2049 | b2sum -a blake2sp - > out 2> err || fail=1
compare exp out || fail=1
compare /dev/null err || fail=1

# -l gives a digest of that length (not a truncation); -l 0 and the
# maximum give the default.
cat > exp <<'EOF2'
6b  abc
e8  p2049
cf4ab791c62b8d2b2109c90275287816  abc
f9d119eb2863ff5701256dcf7dd250e8  p2049
bddd813c634239723171ef3fee98579b94964e3bb1cb3e427262c8c068d52319  abc
7a27b280202e26796186e9987a93c42e8d71c938a74e8d04245aa4f7012639d0  p2049
eb5324bb0b0f9ca27381f22f5e49604d7c341b77371fe5bf61fb643c8ab481c7555ef17c9b9e7c92f0daafff6c0d748cab97d2b267bf53f8225c173ea26f3e  abc
ab54aae14d969d86a6c2d8cd72bf2bfbd1bc04bb696a2b3447591042487c0ee646d03e610c7d247ddd18acd5eb8881ef7eee5b62d198c05e08760476f7c257  p2049
ad  abc
52  p2049
60b2f261cbaed6530e072c5564a02723  abc
7c349f79e70d9575d4983c3c76267eae  p2049
4792f00c05827a437fc55481e447eea1c9a39add28087733b3e53f1c04430dc7  abc
5ac1cf69ca04c2cea8e582f1ea083aeeb0007c6cb7d88e002ec522144cb7ff40  p2049
42b37d95f03526df46e9d11eef7bfe46928266bfa623f7022011396ad8a83a1fdc0540ed7b6d1c484a8e7412a86aab708eeda634d6a1a6f5ac0b20b71edba4  abc
3d2575dd8b074bc5519bb8ec5bc60121e68c0f42c96184199b7c8dbb828e97b32edc1e42637d511c98b3704c38d74fd78fe617995ff4508db31573e8ffd33e  p2049
0d  abc
a9  p2049
aa4938119b1dc7b87cbad0ffd200d0ae  abc
a295bd90db5a7f1e295aa12af05a134b  p2049
508c5e8c327c14e2e1a72ba34eeb452f37458b209ed63a294d999b4c86675982  abc
4ec12e09806c18225b107785a2031e61ee1227412b9c18c5611bc6e54cd8c415  p2049
ec  abc
db  p2049
88f52143a5acf10702b0a0de90530472  abc
0c119ce29febef77de91929f4015e479  p2049
70f75b58f1fecab821db43c88ad84edde5a52600616cd22517b7bb14d440a7d5  abc
3b5b8af21615dc8562ccd613abda602798008cf58f940e5612ef5ed2c74d3414  p2049
EOF2
for a in blake2b blake2bp blake2s blake2sp; do
  case $a in
    blake2b*) lengths='8 128 256 504';;
    *) lengths='8 128 256';;
  esac
  for bits in $lengths; do
    b2sum -a $a -l $bits abc p2049 || fail=1
  done
done > out 2> err
compare exp out || fail=1
compare /dev/null err || fail=1
for a in blake2b blake2bp blake2s blake2sp; do
  case $a in
    blake2b*) max=512;;
    *) max=256;;
  esac
  for opt in "-l 0" "-l $max" "--length=$max -a $a"; do
    b2sum -a $a $opt abc empty p1000 p2049 > out 2> err || fail=1
    compare exp-$a out || fail=1
    compare /dev/null err || fail=1
  done
done

# The maximum is the algorithm's, named as --tag names it, whatever the
# order of -l and -a; the last -a counts.
for args in '-a blake2s -l 264' '-l 264 -a blake2s' '-a blake2s -l 512' \
            '-a blake2b -l 512 -a blake2s' \
            '--algorithm=blake2s --length=1024'; do
  bits=$(echo "$args" | sed 's/.*-l[ength=]* *\([0-9]*\).*/\1/')
  cat > exp <<EOF2
b2sum: invalid length: '$bits'
b2sum: maximum digest length for 'BLAKE2s' is 256 bits
EOF2
  returns_ 1 b2sum $args abc > out 2> err || fail=1
  compare /dev/null out || fail=1
  compare exp err || fail=1
done
cat > exp <<'EOF2'
b2sum: invalid length: '264'
b2sum: maximum digest length for 'BLAKE2sp' is 256 bits
EOF2
returns_ 1 b2sum -a blake2sp -l 264 abc > out 2> err || fail=1
compare /dev/null out || fail=1
compare exp err || fail=1
cat > exp <<'EOF2'
b2sum: invalid length: '520'
b2sum: maximum digest length for 'BLAKE2bp' is 512 bits
EOF2
returns_ 1 b2sum -l 520 -a blake2bp abc > out 2> err || fail=1
compare /dev/null out || fail=1
compare exp err || fail=1
b2sum -a blake2s -l 512 -a blake2b abc > out 2> err || fail=1
sed -n 1p exp-blake2b > exp || framework_failure_
compare exp out || fail=1
compare /dev/null err || fail=1

# Unknown names, matched exactly and case-sensitively, are usage errors
# found before any file is read.
for name in md5 sha512 blake2 BLAKE2b Blake2s blake2x blake2bpp blake3 \
            ' blake2b' 'blake2b ' ''; do
  cat > exp <<EOF2
b2sum: invalid argument '$name' for '--algorithm'
Valid arguments are:
  - 'blake2b'
  - 'blake2bp'
  - 'blake2s'
  - 'blake2sp'
Try 'b2sum --help' for more information.
EOF2
  returns_ 1 b2sum -a "$name" no-such-file > out 2> err || fail=1
  compare /dev/null out || fail=1
  compare exp err || fail=1
  returns_ 1 b2sum --algorithm="$name" -c no-such-file > out 2> err || fail=1
  compare /dev/null out || fail=1
  compare exp err || fail=1
done

# A missing argument.
cat > exp <<'EOF2'
b2sum: option requires an argument -- 'a'
Try 'b2sum --help' for more information.
EOF2
returns_ 1 b2sum -a > out 2> err || fail=1
compare /dev/null out || fail=1
compare exp err || fail=1
cat > exp <<'EOF2'
b2sum: option '--algorithm' requires an argument
Try 'b2sum --help' for more information.
EOF2
returns_ 1 b2sum abc --algorithm > out 2> err || fail=1
compare /dev/null out || fail=1
compare exp err || fail=1

Exit $fail
