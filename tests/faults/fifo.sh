#!/bin/sh
# A FIFO among the operands, and as a checksum list, is read to its end
# like a pipe (never mapped), and the files around it are hashed in
# order.

# Copyright (C) 2026 The blakesum authors.
# License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.

. "${srcdir=.}/tests/init.sh"; path_prepend_ ./src ./src/bao-bin
print_ver_ b2sum bt2sum b3sum bao

printf abc > a || framework_failure_
printf xyz > c || framework_failure_
mkfifo fifo || skip_ 'cannot make a FIFO'

# Write TEXT into the FIFO once a reader opens it.  The timeout ends a
# writer whose reader never came, so that a failing test cannot hang.
feed ()
{
  timeout 60 sh -c 'printf "$1" > fifo' sh "$1" &
}

# Digests of "abc", "xyz" and "abc": Python's hashlib (blake2b,
# digest_size=8), the tree formula of doc/tree-mode.md in hashlib, and
# the official b3sum.
cat > exp-b2sum <<'EOF2'
d8bb14d833d59559  a
d8bb14d833d59559  fifo
4f26fdcb370533a5  c
EOF2
cat > exp-bt2sum <<'EOF2'
568e32e6780278cf  a
568e32e6780278cf  fifo
d0ce3e439c5f9476  c
EOF2
cat > exp-b3sum <<'EOF2'
6437b3ac38465133  a
6437b3ac38465133  fifo
f006b5ee4890b666  c
EOF2
for cmd in 'b2sum -l 64' 'b2sum -l 64 --mmap' 'bt2sum -l 64' 'b3sum -l 8' \
           'b3sum -l 8 --no-mmap'; do
  prog=${cmd%% *}
  feed abc
  timeout 60 $cmd a fifo c > out 2> err || fail=1
  wait
  compare exp-$prog out || fail=1
  compare /dev/null err || fail=1
done

cat > exp <<'EOF2'
6437b3ac38465133ffb63b75273a8db548c558465d79db03fd359c6cd5bd9d85  a
6437b3ac38465133ffb63b75273a8db548c558465d79db03fd359c6cd5bd9d85  fifo
f006b5ee4890b66656cf6c23998e25196a163644665dc9d4b47da1fca3037023  c
EOF2
feed abc
timeout 60 bao hash a fifo c > out 2> err || fail=1
wait
compare exp out || fail=1
compare /dev/null err || fail=1

# The FIFO as a listed file, and as the list itself.
cat > list-b2sum <<'EOF2'
d8bb14d833d59559  a
d8bb14d833d59559  fifo
4f26fdcb370533a5  c
EOF2
cat > list-bt2sum <<'EOF2'
568e32e6780278cf  a
568e32e6780278cf  fifo
d0ce3e439c5f9476  c
EOF2
cat > list-b3sum <<'EOF2'
6437b3ac38465133ffb63b75273a8db548c558465d79db03fd359c6cd5bd9d85  a
6437b3ac38465133ffb63b75273a8db548c558465d79db03fd359c6cd5bd9d85  fifo
f006b5ee4890b66656cf6c23998e25196a163644665dc9d4b47da1fca3037023  c
EOF2
for prog in b2sum bt2sum b3sum; do
  printf 'a: OK\nfifo: OK\nc: OK\n' > exp || framework_failure_
  feed abc
  timeout 60 $prog -c list-$prog > out 2> err || fail=1
  wait
  compare exp out || fail=1
  compare /dev/null err || fail=1

  grep -v fifo list-$prog > list || framework_failure_
  printf 'a: OK\nc: OK\n' > exp || framework_failure_
  feed "$(cat list)\n"
  timeout 60 $prog -c fifo > out 2> err || fail=1
  wait
  compare exp out || fail=1
  compare /dev/null err || fail=1
done

Exit $fail
