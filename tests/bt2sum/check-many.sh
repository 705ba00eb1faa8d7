#!/bin/sh
# bt2sum --check of a list of many lines: its one tree state is never
# used by two threads at once (the files of b2sum's lists are hashed
# ahead on two threads; those of bt2sum's are not).

# Copyright (C) 2026 The blakesum authors.
# License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.

. "${srcdir=.}/tests/init.sh"; path_prepend_ ./src
print_ver_ bt2sum

printf x > x || framework_failure_
printf y > y || framework_failure_
printf 'hello s3git\n' > hello || framework_failure_

# Digests in 1 KiB leaves (the Python reference of doc/tree-mode.md).
dx=1fdb2e73608dc8c2ee5d443b79e3cbef98db510fba0af44301674b8fea4906dbf880de0a01172cb5a54dd4e6267a736af0b3fc4e3cf672de896b07550ea38328
dy=132863761482b0328bfab4b72437712fe2e0d646764c97d384ce0a0596d6c727f9ff481b9e2499a2afac6c6986051b223c6aff3aba280a1ee42773427ebdb5f5
dh=fe89a4392e69b9f5a3210169f937ea19efede066f8541f45255b26e87adff46651207356725ec52894d1c494dacfb48ef9ed1e10ff258a1fe5c133da0b67663c
w=BT2b-512-L1024-F0-D2

# 300 lines: x, y and hello in turn.
i=0
while test $i -lt 100; do
  i=$((i + 1))
  echo "$w (x) = $dx"; echo 'x: OK' >&3
  echo "$w (y) = $dy"; echo 'y: OK' >&3
  echo "$dh  hello"; echo 'hello: OK' >&3
done > list 3> exp || framework_failure_

bt2sum --num-threads 2 --leaf-size=1K -c list > out 2>&1 || fail=1
compare exp out || fail=1

Exit $fail
