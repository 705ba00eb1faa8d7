#!/bin/sh
# --check of a list of many lines, whose files are hashed ahead on two
# threads a window of lines at a time: every result and message comes
# in its line's order, across the windows, whatever the file (small,
# too long to be hashed ahead, missing, a directory, wrong, standard
# input beside a file named "-"), the line's algorithm and length, or
# the line (malformed); a key reaches the files hashed ahead.

# Copyright (C) 2026 The blakesum authors.
# License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.

. "${srcdir=.}/tests/init.sh"; path_prepend_ ./src
print_ver_ b2sum

# Python hashlib's digests: BLAKE2b of "abc", of 40000 bytes of "q"
# (also at 256 bits) and of 2 MiB of "q" (more than is hashed ahead),
# BLAKE2s of "abc", and keyed BLAKE2b (64 bytes of "k") of "abc" and,
# at 384 bits, of the 40000 bytes.
b_abc=ba80a53f981c4d0d6a2797b69f12f6e94c212f14685ac4b74b12bb6fdbffa2d1\
7d87c5392aab792dc252d5de4533cc9518d38aa8dbf1925ab92386edd4009923
b_q40k=0a822a1019ca65130d6ae10f3880134522da1ca399a98db2165810ce3e355bb3\
0453a025660f53fafea616227538ca51d98a4a2adb166ec6ed849fa442a4334f
b256_q40k=c7ef0beb59a32588ddf91108bb029cabd93936e7986deaaf7a96fa08c8457026
b_q2m=7b20cfbadf770f3a89b00a7033686a511b041a98173ca165bcd164ffc9820f77\
f25515e5faace20d464ff3e6e0d65954164d1c760f6a7f511044c4427d3905fa
s_abc=508c5e8c327c14e2e1a72ba34eeb452f37458b209ed63a294d999b4c86675982
k_abc=8c6720fdeca54ddd7f179b368348eca9f5c3805adf2ae471a038684fca223563\
8f095ad4df65063389045134e0a2e84d10b5180eb695c9be870ff9918e0c8df0
k384_q40k=3ce0fc49f904638bbbdc0c7bd028338b033816d47f8e52b9\
5149664ec55366e18e7ea61035efa74edadb26b941ea0a57
z128=00000000000000000000000000000000000000000000000000000000000000000\
000000000000000000000000000000000000000000000000000000000000000

printf abc > a || framework_failure_
head -c 40000 /dev/zero | tr '\0' q > m || framework_failure_
head -c 2097152 /dev/zero | tr '\0' q > big || framework_failure_
mkdir dir || framework_failure_
printf xyz > ./- || framework_failure_
head -c 64 /dev/zero | tr '\0' k > key || framework_failure_

# 200 lines: "a" and "m" in turn, with the others at and around the
# windows' edges (64 lines each).
i=0
while test $i -lt 200; do
  i=$((i + 1))
  case $i in
    2) echo "$b_abc  missing"
       echo 'b2sum: missing: No such file or directory' >&3
       echo 'missing: FAILED open or read' >&3 ;;
    5) echo "BLAKE2s-256 (a) = $s_abc"
       echo 'a: OK' >&3 ;;
    63) echo "$b_abc  dir"
        echo 'b2sum: dir: Is a directory' >&3
        echo 'dir: FAILED open or read' >&3 ;;
    64) echo 'garbage'
        echo 'b2sum: list: 64: improperly formatted BLAKE2b checksum line' >&3 ;;
    65) echo "$z128  m"
        echo 'm: FAILED' >&3 ;;
    66) echo "BLAKE2b-256 (m) = $b256_q40k"
        echo 'm: OK' >&3 ;;
    100) echo "$b_abc  -"
         echo '-: OK' >&3 ;;
    128) echo "$b_q2m  big"
         echo 'big: OK' >&3 ;;
    129) echo "$b_q40k  m"
         echo 'm: OK' >&3 ;;
    *) if test $((i % 2)) = 1; then
         echo "$b_abc  a"; echo 'a: OK' >&3
       else
         echo "$b_q40k  m"; echo 'm: OK' >&3
       fi ;;
  esac
done > list 3> exp || framework_failure_
cat >> exp <<\EOF || framework_failure_
b2sum: WARNING: 1 line is improperly formatted
b2sum: WARNING: 2 listed files could not be read
b2sum: WARNING: 1 computed checksum did NOT match
EOF

for threads in '' '--num-threads 1' '--num-threads 2'; do
  returns_ 1 b2sum $threads -w -c list < a > out 2>&1 || fail=1
  compare exp out || fail=1
done

# Keyed: 130 lines, "m" at 384 bits on every third.
i=0
while test $i -lt 130; do
  i=$((i + 1))
  if test $((i % 3)) = 0; then
    echo "BLAKE2b-384 (m) = $k384_q40k"; echo 'm: OK' >&3
  else
    echo "$k_abc  a"; echo 'a: OK' >&3
  fi
done > klist 3> kexp || framework_failure_
b2sum --num-threads 2 --key-file=key -c klist > out 2>&1 || fail=1
compare kexp out || fail=1

Exit $fail
