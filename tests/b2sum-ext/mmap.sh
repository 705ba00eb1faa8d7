#!/bin/sh
# --mmap: the same digests as reading; fallbacks; a file that shrinks.

# Copyright (C) 2026 The blakesum authors.
# License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.

. "${srcdir=.}/tests/init.sh"; path_prepend_ ./src
print_ver_ b2sum

# Byte i of sN is i mod 251; the sizes straddle BLAKE2 blocks, pages,
# and BLAKE2bp's and BLAKE2sp's 512-byte stripes.
make_pattern_ 1048577 || framework_failure_
sizes='0 1 129 4095 4096 4097 65537 1048577'
names=
for n in $sizes; do
  head -c $n pattern > s$n || framework_failure_
  test $(wc -c < s$n) = $n || framework_failure_
  names="$names s$n"
done
rm pattern || framework_failure_

# hashlib.blake2b and hashlib.blake2s, and the reference construction
# of BLAKE2bp and BLAKE2sp written with hashlib.
cat > exp-blake2b <<'EOF2'
786a02f742015903c6c6fd852552d272912f4740e15847618a86e217f71f5419d25e1031afee585313896444934eb04b903a685b1448b755d56f701afe9be2ce  s0
2fa3f686df876995167e7c2e5d74c4c7b6e48f8068fe0e44208344d480f7904c36963e44115fe3eb2a3ac8694c28bcb4f5a0f3276f2e79487d8219057a506e4b  s1
f59711d44a031d5f97a9413c065d1e614c417ede998590325f49bad2fd444d3e4418be19aec4e11449ac1a57207898bc57d76a1bcf3566292c20c683a5c4648f  s129
d745504d13996a7960709a8061b8be4010e32c1294a8e6372e55069587e967e1766d95c75099ac4742f881ef02820d8fecc6bdbfa0c4340370f290a7dd2989aa  s4095
c7a3d6a53bd11772ecf077c1dc9633a39c6fe691ec07a530e0e765c0a9d5a01a16f00995536578b83e54c2821766ac7ac6ae86e22269a5d14208ccac954cc95f  s4096
a1aca2bd515e5a87ed22476d9209f748754ebaeddef9cd1e1d57c12cc4b9029342cb74899a9f23cfece0ee8be2fd86e9e72a9289921231a6e40883d01694e0dd  s4097
17e60f0b76a810a5f7213fa8936fae7880289a4750651bd768f8dbaa3c8d6d44671f7c6feb32ff90e03b296134a1e6b762219532635ffa3ecb5fd4f60149810c  s65537
25cc597182fb9b2840c188ae8a2007569ec0b11ca2dfd9447d5eb94b15f9a0c791f40cff82758849a753b43d04f5f526916a7f22f58d6e1fa821a18d1b0cea15  s1048577
EOF2
cat > exp-blake2bp <<'EOF2'
b5ef811a8038f70b628fa8b294daae7492b1ebe343a80eaabbf1f6ae664dd67b9d90b0120791eab81dc96985f28849f6a305186a85501b405114bfa678df9380  s0
a139280e72757b723e6473d5be59f36e9d50fc5cd7d4585cbc09804895a36c521242fb2789f85cb9e35491f31d4a6952f9d8e097aef94fa1ca0b12525721f03d  s1
b545880294afa153f8b9f49c73d952b5d1228f1a1ab5ebcb05ff79e560c030f7500fe256a40b6a0e6cb3d42acd4b98595c5b51eaec5ad69cd40f1fc16d2d5f50  s129
e14dfb4f92f66d998a207cfbdb4812a0ca9c24e80e12c3b7bee05f1f3ba0b94c0aef81ddb27170fc0549a9d444dd5b2d1f18040ac6e39b0eef9f7655442c3446  s4095
fbbb33fc5f391469bee5dc52c62707e6171baa52451a869bb9207cc690bd28991017c86d1110aee447a40fce7d3f20a148b56eb65d501e94cbd41ae356b48619  s4096
1aa186eea3ee239bd9cfaaf20775b2b74d05a31659ed21c797539eb0d00d9475edb3136bdfd1e0885cdaaa275f377726d71081d19dce8fca24657c5b79d980ce  s4097
5b27adb2b4bba0adad07a2c84df6dd5fd7275ee65aa91773030d1073ff7a3920185a862ef046dcf91d059dc3537b4f5c08047515e5d9a87356dae0bcf21d6573  s65537
36f2ecf69ccb65f451b38eea733f35c2a999e65de1731ffa60b19e26cb670afbd91b1d8583462660e8c4493f3b1749d1922c29f6842e25c068c06f70f69a3ca2  s1048577
EOF2
cat > exp-blake2s <<'EOF2'
69217a3079908094e11121d042354a7c1f55b6482ca1a51e1b250dfd1ed0eef9  s0
e34d74dbaf4ff4c6abd871cc220451d2ea2648846c7757fbaac82fe51ad64bea  s1
5bd169e67c82c2c2e98ef7008bdf261f2ddf30b1c00f9e7f275bb3e8a28dc9a2  s129
1db35136887b3fd2c2cbeb7dc4d217da0e23a0a30ae596e660b602b6f5875a46  s4095
753200579e43772518340d84db0958f343329f84493e7c69fcf195d4060cb9c5  s4096
e9c3959a48e4d0c3e58e2c6fc2686955a677f2c315eeb0097f3e2fe543a01ab9  s4097
71a22f1be6dd5b1a0cd9055f8ee17fb36762c55061f119e41ebca0ab9866502f  s65537
5b6a9e00d9e93e5e5702a6a6f6853905a79f10243d6883f9d49b5e32c43ff310  s1048577
EOF2
cat > exp-blake2sp <<'EOF2'
dd0e891776933f43c7d032b08a917e25741f8aa9a12c12e1cac8801500f2ca4f  s0
a6b9eecc25227ad788c99d3f236debc8da408849e9a5178978727a81457f7239  s1
ccd61c926cc1e5e9128c021c0c6e92aefc4ffbde394dd6f3b7d87a8ced896014  s129
f3ab2f9e08750040f7179659e278a5039c659e0fefefed8036dad768eb902956  s4095
dd02c617ddc87d204cbcb5795b637368467fa516710f880e9c782b00b0dca78c  s4096
055d3f5f5440fe6c8dd0dcceb503b93caa03a533b71b1e47b4fdcb5577b8762a  s4097
60e42e849f6f22218ae9faeb17cf9eaf00fd9bc140a4b392109d6378557a4192  s65537
e9eea414f17ac738fe477c1678469e44746dc64abc610fd162efa69d7034b6ac  s1048577
EOF2
algos='blake2b blake2bp blake2s blake2sp'

for a in $algos; do
  for opts in '' --mmap '--mmap --mmap'; do
    b2sum -a $a $opts $names > out 2> err || fail=1
    compare exp-$a out || fail=1
    compare /dev/null err || fail=1
  done
done

# Standard input, pipes, character devices and FIFOs are read, not
# mapped, and give the same digests.
for a in $algos; do
  for n in $sizes; do
    b2sum --mmap -a $a < s$n || fail=1
    b2sum --mmap -a $a - < s$n || fail=1
    cat s$n | b2sum -a $a --mmap || fail=1
  done > out 2> err
  sed 's/  s[0-9]*$/  -/' exp-$a | sed 'p;p' > exp || framework_failure_
  compare exp out || fail=1
  compare /dev/null err || fail=1
done
sed -n 's/  s0$/  \/dev\/null/p' exp-blake2sp > exp || framework_failure_
b2sum --mmap -a blake2sp /dev/null > out 2> err || fail=1
compare exp out || fail=1
compare /dev/null err || fail=1
if mkfifo fifo 2> /dev/null; then
  sed -n 's/  s65537$/  fifo/p' exp-blake2b > exp || framework_failure_
  cat s65537 > fifo &
  b2sum --mmap fifo > out 2> err || fail=1
  wait
  compare exp out || fail=1
  compare /dev/null err || fail=1
fi

# Check mode maps too.
sed 's/.*  \(.*\)/\1: OK/' exp-blake2bp > exp || framework_failure_
b2sum --mmap -a blake2bp -c exp-blake2bp > out 2> err || fail=1
compare exp out || fail=1
compare /dev/null err || fail=1

# A file that shrinks while it is mapped raises SIGBUS when a page past
# its new end is touched.  That must become an error for that file, and
# the next file must still be hashed.  To truncate at the right moment
# without relying on timing, a poller watches /proc/PID/maps and
# truncates the file as soon as b2sum has mapped it.  If b2sum finishes
# first, the digest of the whole file is just as good; a death by signal
# never is.  (The technique of tests/b3sum/truncate-while-mapped.sh.)
test -r /proc/self/maps || { Exit $fail; }
printf abc > after || framework_failure_
truncate -s 256M big 2> /dev/null && test $(wc -c < big) = 268435456 \
  || { Exit $fail; }
big=$PWD/big
case $big in
  *'
'*) Exit $fail;;
esac

# Digests of 256 MiB of zeros (hashlib) and of "abc".
cat > list-blake2b <<'EOF2'
ee72a7d11d622238ec611890690109a0318549f89f3a133d0cda92be86b838854b6b4b006473d11dbe1a05346c22c929c9ff035897c0a71b29ff9fc4e5a7e130  big
ba80a53f981c4d0d6a2797b69f12f6e94c212f14685ac4b74b12bb6fdbffa2d17d87c5392aab792dc252d5de4533cc9518d38aa8dbf1925ab92386edd4009923  after
EOF2
cat > list-blake2bp <<'EOF2'
ea816c092b93ffea1806979628396f214fa76cae475fdd996a83a96960a6b23d8fb2ca3fcc008e5aef79d33f33dab18eb0432cc515f1eab0c60b9a46bff363f8  big
b91a6b66ae87526c400b0a8b53774dc65284ad8f6575f8148ff93dff943a6ecd8362130f22d6dae633aa0f91df4ac89aaff31d0f1b923c898e82025dedbdad6e  after
EOF2

cleanup_ () { kill_truncation_; }

for a in blake2b blake2bp; do
  run_truncated_ b2sum 256M --mmap -a $a big after
  if test $status = 0; then
    compare list-$a out || fail=1
    compare /dev/null err || fail=1
  else
    test $status = 1 || fail=1
    sed -n 2p list-$a > exp || framework_failure_
    compare exp out || fail=1
    echo 'b2sum: big: file shrank while it was being read' > exp-err \
      || framework_failure_
    compare exp-err err || fail=1
  fi

  # Check mode: "FAILED open or read", as for an unreadable file.
  run_truncated_ b2sum 256M --mmap -a $a -c list-$a
  if test $status = 0; then
    printf 'big: OK\nafter: OK\n' > exp || framework_failure_
    compare exp out || fail=1
    compare /dev/null err || fail=1
  else
    test $status = 1 || fail=1
    printf 'big: FAILED open or read\nafter: OK\n' > exp || framework_failure_
    compare exp out || fail=1
    cat > exp-err <<'EOF2'
b2sum: big: file shrank while it was being read
b2sum: WARNING: 1 listed file could not be read
EOF2
    compare exp-err err || fail=1
  fi
done

Exit $fail
