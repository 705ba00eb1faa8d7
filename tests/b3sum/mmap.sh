#!/bin/sh
# Mapped, read and multithreaded hashing agree, around 16 KiB and beyond.

# Copyright (C) 2026 The blakesum authors.
# License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.

. "${srcdir=.}/tests/init.sh"; path_prepend_ ./src
print_ver_ b3sum
# The mapped path, whichever this machine's probe would choose for
# a file of 16 MiB or more (src/core/map-or-read.h).
BLAKESUM_MAPPING=map; export BLAKESUM_MAPPING

# Byte i of each file is i mod 251, so that no two 1 KiB chunks are
# alike.  Official b3sum maps regular files of at least 16384 bytes and
# reads the others; --no-mmap and standard input are always read.
make_pattern_ 67108864 || framework_failure_
sizes='1023 1024 1025 16383 16384 16385 65535 65536 65537 131072 131073
       1048577 3145728 34604266 67108864'
for n in $sizes; do
  head -c $n pattern > s$n || framework_failure_
  test $(wc -c < s$n) = $n || framework_failure_
done
rm pattern || framework_failure_

cat > exp <<'EOF2'
10108970eeda3eb932baac1428c7a2163b0e924c9a9e25b35bba72b28f70bd11  s1023
42214739f095a406f3fc83deb889744ac00df831c10daa55189b5d121c855af7  s1024
d00278ae47eb27b34faecf67b4fe263f82d5412916c1ffd97c8cb7fb814b8444  s1025
7529418ecb789a30254899f229522ccde05234d2019c5ec5072bc4685a57658d  s16383
f875d6646de28985646f34ee13be9a576fd515f76b5b0a26bb324735041ddde4  s16384
1dabe216be2578830263b049de1639f39f05a4da616b9b78c7a5e4e41662fd1f  s16385
de7d0f4c044c56f56e0c5f7ab247be9491c4520e8688f0f0d25406f46fdfbd03  s65535
68d647e619a930e7b1082f74f334b0c65a315725569bdc123f0ee11881717bfe  s65536
7c99f9840a73dfcb6e5bfe4ff6d1558acab7e015640790c26411818bdbe17eca  s65537
306baba93b1a393cbd35172837c98b0f59a41f64e1b2682ae102d8b2534b9e1c  s131072
f837d4254d24ba3d50fe3743d46e4af6db5f5d6ab0469197d94e7ba1e906c4d8  s131073
2f053cd7472cf0cd2f9adaf45c1180255b91b9a865404a63671a0ee5f792ed33  s1048577
c9e03344ea01f416e5fd2c4aa87b32f2b13e731d034be31898de3ce251926b1c  s3145728
bd5d6ef18e02e4ee8c5091be722ff44ad81fc41b3a3bc3fceb89dc69e36b6f8e  s34604266
6837ea41ffe5fe2612df38ae49ca6e52341714f1a117d98ae400e4ac7885701d  s67108864
EOF2
names=$(for n in $sizes; do echo s$n; done)

for opts in '' --no-mmap '--num-threads 1' '--num-threads 2' \
            '--num-threads 0' '--num-threads 64' \
            '--no-mmap --num-threads 1'; do
  b3sum $opts $names > out 2> err || fail=1
  compare exp out || fail=1
  compare /dev/null err || fail=1
done

# The same files through standard input.
for n in $sizes; do
  b3sum - < s$n || fail=1
done > out 2> err
sed 's/  s[0-9]*$/  -/' exp > exp-stdin || framework_failure_
compare exp-stdin out || fail=1
compare /dev/null err || fail=1

# Standard input is read from its offset, even when it is a large
# regular file.
{ echo skip && cat s65537; } > offset || framework_failure_
echo '7c99f9840a73dfcb6e5bfe4ff6d1558acab7e015640790c26411818bdbe17eca  -' \
  > exp-off || framework_failure_
{ read -r line && b3sum > out 2> err; } < offset || fail=1
compare exp-off out || fail=1
compare /dev/null err || fail=1

# Check mode hashes the same way.
sed 's/.*  \(.*\)/\1: OK/' exp > exp-check || framework_failure_
for opts in '' --no-mmap '--num-threads 1'; do
  b3sum -c $opts exp > out 2> err || fail=1
  compare exp-check out || fail=1
  compare /dev/null err || fail=1
done

Exit $fail
