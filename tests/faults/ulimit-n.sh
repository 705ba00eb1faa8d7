#!/bin/sh
# Under a small limit on open files (ulimit -n), no descriptor leaks
# from one operand or listed file to the next; and when the limit leaves
# none for the listed files, each is named (EMFILE) and the list fails.

# Copyright (C) 2026 The blakesum authors.
# License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.

. "${srcdir=.}/tests/init.sh"; path_prepend_ ./src ./src/bao-bin
print_ver_ b2sum bt2sum b3sum bao

printf abc > a || framework_failure_
make_pattern_ 300000 && head -c 300000 pattern > big || framework_failure_

# 300 operands, small and large (mapped by default by bt2sum, b3sum and
# bao), under a limit of 8 descriptors: a leak of one descriptor per
# file would fail from the sixth.
set -- $(yes 'a big' | head -n 150) || framework_failure_
test $# = 300 || framework_failure_

# Digests of "abc" and of the 300,000-byte pattern: Python's hashlib
# (blake2b, digest_size=8), the tree formula of doc/tree-mode.md in
# hashlib, and the official b3sum.
printf '%s  a\n%s  big\n' d8bb14d833d59559 8a1fd5dc3b0d995a > two-b2sum \
  || framework_failure_
printf '%s  a\n%s  big\n' 568e32e6780278cf e76eb52b2c8f566e > two-bt2sum \
  || framework_failure_
printf '%s  a\n%s  big\n' 6437b3ac38465133 6cc9dce05d4cff8c > two-b3sum \
  || framework_failure_
printf '%s  a\n%s  big\n' \
  6437b3ac38465133ffb63b75273a8db548c558465d79db03fd359c6cd5bd9d85 \
  6cc9dce05d4cff8c5bef5c5a24681e42b13f03e34a0bc5e66f65a91d48c944fa \
  > two-bao || framework_failure_
for prog in b2sum bt2sum b3sum bao; do
  for i in $(seq 150); do cat two-$prog; done > exp-$prog \
    || framework_failure_
done

for cmd in 'b2sum -l 64' 'b2sum -l 64 --mmap' 'bt2sum -l 64' 'b3sum -l 8' \
           'b3sum -l 8 --no-mmap' 'bao hash'; do
  prog=${cmd%% *}
  sh -c 'ulimit -n 8 && exec "$@"' sh $cmd "$@" > out 2> err \
    || { echo "$cmd: failed"; fail=1; }
  compare exp-$prog out || fail=1
  compare /dev/null err || fail=1
done

# The same in check mode, where the list holds one more descriptor.
for i in $(seq 150); do printf 'a: OK\nbig: OK\n'; done > exp \
  || framework_failure_
for prog in b2sum bt2sum b3sum; do
  case $prog in
    b3sum) list=exp-bao;;
    *) list=exp-$prog;;
  esac
  sh -c 'ulimit -n 8 && exec "$@"' sh $prog -c $list > out 2> err \
    || { echo "$prog -c: failed"; fail=1; }
  compare exp out || fail=1
  compare /dev/null err || fail=1
done

# A limit of 4 leaves the list the only descriptor the program can open
# (the dynamic loader needs one while it starts).  Each listed file then
# fails with EMFILE.
sh -c 'ulimit -n 4 && exec b2sum --version' > /dev/null 2>&1 \
  || skip_ 'the programs cannot start with 4 descriptors'
printf 'a: FAILED open or read\nbig: FAILED open or read\n' > exp \
  || framework_failure_
for prog in b2sum bt2sum; do
  cat > exp-err <<EOF2
$prog: a: Too many open files
$prog: big: Too many open files
$prog: WARNING: 2 listed files could not be read
EOF2
  returns_ 1 sh -c 'ulimit -n 4 && exec "$@"' sh $prog -c two-$prog \
    > out 2> err || fail=1
  compare exp out || fail=1
  compare exp-err err || fail=1
done

printf 'a: FAILED (Too many open files (os error 24))\nbig: FAILED (Too many open files (os error 24))\n' \
  > exp || framework_failure_
echo 'b3sum: WARNING: 2 computed checksums did NOT match' > exp-err \
  || framework_failure_
returns_ 1 sh -c 'ulimit -n 4 && exec "$@"' sh b3sum -c two-bao \
  > out 2> err || fail=1
compare exp out || fail=1
compare exp-err err || fail=1

Exit $fail
