#!/bin/sh
# A directory opens and then fails to read (EISDIR): named, the other
# operands or lines still done in order, exit 1.  (tests/b2sum and
# tests/b3sum cover hash mode and a directory as the list for b2sum and
# b3sum.)

# Copyright (C) 2026 The blakesum authors.
# License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.

. "${srcdir=.}/tests/init.sh"; path_prepend_ ./src ./src/bao-bin
print_ver_ b2sum bt2sum b3sum bao

printf abc > a || framework_failure_
printf xyz > c || framework_failure_
mkdir dir || framework_failure_

# Digests from the tree formula of doc/tree-mode.md in Python's hashlib,
# Python's hashlib (blake2b, digest_size=8), and the official b3sum.
cat > exp <<'EOF2'
568e32e6780278cf  a
d0ce3e439c5f9476  c
EOF2
echo 'bt2sum: dir: Is a directory' > exp-err || framework_failure_
returns_ 1 bt2sum -l 64 a dir c > out 2> err || fail=1
compare exp out || fail=1
compare exp-err err || fail=1

cat > exp <<'EOF2'
6437b3ac38465133ffb63b75273a8db548c558465d79db03fd359c6cd5bd9d85  a
bao: dir: Is a directory (os error 21)
f006b5ee4890b66656cf6c23998e25196a163644665dc9d4b47da1fca3037023  c
EOF2
returns_ 1 bao hash a dir c > out 2> err || fail=1
compare exp out || fail=1
compare /dev/null err || fail=1

# A directory named in a list.
cat > list-b2sum <<'EOF2'
d8bb14d833d59559  a
d8bb14d833d59559  dir
4f26fdcb370533a5  c
EOF2
cat > list-bt2sum <<'EOF2'
568e32e6780278cf  a
568e32e6780278cf  dir
d0ce3e439c5f9476  c
EOF2
printf 'a: OK\ndir: FAILED open or read\nc: OK\n' > exp || framework_failure_
for prog in b2sum bt2sum; do
  cat > exp-err <<EOF2
$prog: dir: Is a directory
$prog: WARNING: 1 listed file could not be read
EOF2
  returns_ 1 $prog -c list-$prog > out 2> err || fail=1
  compare exp out || fail=1
  compare exp-err err || fail=1
done

cat > list-b3sum <<'EOF2'
6437b3ac38465133ffb63b75273a8db548c558465d79db03fd359c6cd5bd9d85  a
6437b3ac38465133ffb63b75273a8db548c558465d79db03fd359c6cd5bd9d85  dir
f006b5ee4890b66656cf6c23998e25196a163644665dc9d4b47da1fca3037023  c
EOF2
printf 'a: OK\ndir: FAILED (Is a directory (os error 21))\nc: OK\n' > exp \
  || framework_failure_
echo 'b3sum: WARNING: 1 computed checksum did NOT match' > exp-err \
  || framework_failure_
returns_ 1 b3sum -c list-b3sum > out 2> err || fail=1
compare exp out || fail=1
compare exp-err err || fail=1

# A directory as bt2sum's list: coreutils' "read error", and the next
# list is still checked.
printf 'a: OK\nc: OK\n' > exp || framework_failure_
grep -v dir list-bt2sum > list || framework_failure_
echo 'bt2sum: dir: read error' > exp-err || framework_failure_
returns_ 1 bt2sum -c dir list > out 2> err || fail=1
compare exp out || fail=1
compare exp-err err || fail=1

# bao's other subcommands read their input themselves.
echo 'Error: Is a directory (os error 21)' > exp-err || framework_failure_
returns_ 1 bao encode dir enc > out 2> err || fail=1
compare /dev/null out || fail=1
compare exp-err err || fail=1
returns_ 1 bao decode 6437b3ac38465133ffb63b75273a8db548c558465d79db03fd359c6cd5bd9d85 \
  dir > out 2> err || fail=1
compare /dev/null out || fail=1
compare exp-err err || fail=1

Exit $fail
