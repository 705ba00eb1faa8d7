#!/bin/sh
# --recursive on hostile trees: ten levels deep with a loop of links
# (followed with --dereference), a directory of 100,000 files, and an
# unreadable directory: each problem reported by name, every other file
# hashed, no hang, status 1.

# Copyright (C) 2026 The blakesum authors.
# License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.

. "${srcdir=.}/tests/init.sh"; path_prepend_ ./src
print_ver_ b2sum b3sum

# BLAKE2b-64 of "x\n" (Python's hashlib).
x=273c4078610b7e7f

# Ten levels, a file at each, and at the bottom a link back to the top.
p=deep
for i in 0 1 2 3 4 5 6 7 8 9; do
  mkdir -p $p && echo x > $p/f || framework_failure_
  p=$p/l$i
done
ln -s "$PWD/deep" deep/l0/l1/l2/l3/l4/l5/l6/l7/l8/back || framework_failure_
p=deep
: > exp
for i in 0 1 2 3 4 5 6 7 8 9; do
  echo "$x  $p/f" >> exp
  p=$p/l$i
done
# Name order puts f after the l<i> directory of each level: sort the
# expected lines as the walk visits them.
b2sum -l 64 --recursive deep > out || fail=1
sort -t' ' -k3 exp > exp-sorted
sort -t' ' -k3 out > out-sorted
compare exp-sorted out-sorted || fail=1
test $(wc -l < out) = 10 || fail=1
returns_ 1 timeout 20 b2sum -l 64 --recursive --dereference deep \
  > out 2> err || fail=1
test $(wc -l < out) = 10 || { cat out; fail=1; }
grep 'deep/l0/l1/l2/l3/l4/l5/l6/l7/l8/back: directory loop' err > /dev/null \
  || { cat err; fail=1; }

# 100,000 files: all hashed, in order.
mkdir many && (cd many && seq -w 100000 | xargs touch) || framework_failure_
timeout 60 b3sum -l 1 --recursive many > out || fail=1
test $(wc -l < out) = 100000 || fail=1
sed -n '1p;$p' out > out2
printf '%s\n' 'af  many/000001' 'af  many/100000' > exp
compare exp out2 || fail=1

# An unreadable directory, as an unprivileged user.
mkdir -p t/a t/locked && echo x > t/a/f && echo x > t/z && echo x > t/locked/f \
  && chmod 755 . t t/a && chmod 644 t/a/f t/z && chmod 0 t/locked \
  || framework_failure_
if find_unprivileged_user_; then
  as_user_ b2sum -l 64 --recursive t > out 2> err
else
  (exit 77)
fi
case $? in
  1) printf '%s\n' "$x  t/a/f" "$x  t/z" > exp
     compare exp out || fail=1
     echo 'b2sum: t/locked: Permission denied' > exp-err
     sed 's,^.*/b2sum:,b2sum:,' err > err2
     compare exp-err err2 || fail=1 ;;
  77) echo 'cannot run as an unprivileged user: that part is skipped' ;;
  *) fail=1 ;;
esac
chmod 755 t/locked

Exit $fail
