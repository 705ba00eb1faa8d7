#!/bin/sh
# A file its user may not read (EACCES, as an unprivileged user: root
# may read anything) is named, the others are hashed or checked in
# order, exit 1; an unreadable list is an error too.

# Copyright (C) 2026 The blakesum authors.
# License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.

. "${srcdir=.}/tests/init.sh"; path_prepend_ ./src ./src/bao-bin
print_ver_ b2sum bt2sum b3sum bao

# As root, run the programs as nobody (65534).
find_unprivileged_user_ \
  || skip_ 'cannot run a command as an unprivileged user'

# That user must reach the test directory and run the programs.
chmod 755 . || framework_failure_
as_user_ b2sum --version > /dev/null 2>&1 \
  || skip_ 'the unprivileged user cannot run the programs here'

printf abc > a || framework_failure_
printf abc > secret || framework_failure_
printf xyz > c || framework_failure_
chmod 644 a c || framework_failure_
chmod 0 secret || framework_failure_
as_user_ cat secret > /dev/null 2>&1 && skip_ 'secret is still readable'

expect_abc_xyz_
for cmd in 'b2sum -l 64' 'b2sum -l 64 --mmap' 'bt2sum -l 64' 'b3sum -l 8' \
           'b3sum -l 8 --no-mmap'; do
  prog=${cmd%% *}
  sfx=; test $prog = b3sum && sfx=' (os error 13)'
  echo "$prog: secret: Permission denied$sfx" > exp-err || framework_failure_
  returns_ 1 as_user_ $cmd a secret c > out 2> err || fail=1
  compare exp-$prog out || fail=1
  compare exp-err err || fail=1
done

cat > exp <<'EOF2'
6437b3ac38465133ffb63b75273a8db548c558465d79db03fd359c6cd5bd9d85  a
bao: secret: Permission denied (os error 13)
f006b5ee4890b66656cf6c23998e25196a163644665dc9d4b47da1fca3037023  c
EOF2
returns_ 1 as_user_ bao hash a secret c > out 2> err || fail=1
compare exp out || fail=1
compare /dev/null err || fail=1

# Check mode; --ignore-missing skips missing files only.
cat > list-b2sum <<'EOF2'
d8bb14d833d59559  a
d8bb14d833d59559  secret
4f26fdcb370533a5  c
EOF2
cat > list-bt2sum <<'EOF2'
568e32e6780278cf  a
568e32e6780278cf  secret
d0ce3e439c5f9476  c
EOF2
chmod 644 list-b2sum list-bt2sum || framework_failure_
printf 'a: OK\nsecret: FAILED open or read\nc: OK\n' > exp \
  || framework_failure_
for prog in b2sum bt2sum; do
  cat > exp-err <<EOF2
$prog: secret: Permission denied
$prog: WARNING: 1 listed file could not be read
EOF2
  for opt in '' --ignore-missing; do
    returns_ 1 as_user_ $prog -c $opt list-$prog > out 2> err || fail=1
    compare exp out || fail=1
    compare exp-err err || fail=1
  done
done

cat > list-b3sum <<'EOF2'
6437b3ac38465133ffb63b75273a8db548c558465d79db03fd359c6cd5bd9d85  a
6437b3ac38465133ffb63b75273a8db548c558465d79db03fd359c6cd5bd9d85  secret
f006b5ee4890b66656cf6c23998e25196a163644665dc9d4b47da1fca3037023  c
EOF2
chmod 644 list-b3sum || framework_failure_
printf 'a: OK\nsecret: FAILED (Permission denied (os error 13))\nc: OK\n' > exp \
  || framework_failure_
echo 'b3sum: WARNING: 1 computed checksum did NOT match' > exp-err \
  || framework_failure_
returns_ 1 as_user_ b3sum -c list-b3sum > out 2> err || fail=1
compare exp out || fail=1
compare exp-err err || fail=1

# An unreadable list: coreutils names it and checks the next list;
# b3sum stops there.
for prog in b2sum bt2sum b3sum; do
  cp list-$prog list && chmod 0 list || framework_failure_
  grep -v secret list-$prog > good && chmod 644 good || framework_failure_
  case $prog in
    b3sum) : > exp
           echo 'Error: Permission denied (os error 13)' > exp-err;;
    *) printf 'a: OK\nc: OK\n' > exp
       echo "$prog: list: Permission denied" > exp-err;;
  esac || framework_failure_
  returns_ 1 as_user_ $prog -c list good > out 2> err || fail=1
  compare exp out || fail=1
  compare exp-err err || fail=1
done

Exit $fail
