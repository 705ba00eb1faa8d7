#!/bin/sh
# Files of 1 MiB and more that are not mapped (--no-mmap, or a regular
# file on standard input) are hashed by threads that each read with
# pread the subtrees they hash: the digests are the official ones at
# sizes around the splits of the tree and of the 64 KiB pieces read,
# from the start of a file and from an offset on standard input, on
# one thread and on several.

# Copyright (C) 2026 The blakesum authors.
# License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.

. "${srcdir=.}/tests/init.sh"; path_prepend_ ./src
print_ver_ b3sum

make_pattern_ 4194303 || framework_failure_

# The official b3sum -l 8 of the first SIZE bytes of the pattern.
cat > sizes <<'EOF2'
1048576 74cb441fd087764c
1048577 2f053cd7472cf0cd
1049599 eaa3f5b2c68920a8
1050623 807f16ffeb81a848
3212289 52b26df3db430f7b
4194303 6ee7f30ae33570aa
EOF2

while read size sum; do
  head -c $size pattern > f || framework_failure_
  echo "$sum  f" > exp || framework_failure_
  echo "$sum  -" > exp-stdin || framework_failure_
  for threads in 1 2 3; do
    b3sum -l 8 --no-mmap --num-threads $threads f > out || fail=1
    compare exp out || { echo "size $size, $threads threads"; fail=1; }
    b3sum -l 8 --num-threads $threads < f > out || fail=1
    compare exp-stdin out || { echo "stdin, size $size"; fail=1; }
  done
done < sizes

# From byte 1000 on, as a script that read the start of its input
# leaves it; and the offset is left at the end, as reading leaves it.
head -c 4194303 pattern > f || framework_failure_
echo '7dd456c48ac3f5fa  -' > exp || framework_failure_
{ dd bs=1000 count=1 of=/dev/null status=none && b3sum -l 8; } < f > out \
  || fail=1
compare exp out || fail=1
{ dd bs=1000 count=1 of=/dev/null status=none && b3sum -l 8 > /dev/null \
  && cat; } < f | wc -c > out || fail=1
echo 0 > exp-rest || framework_failure_
compare exp-rest out || fail=1

Exit $fail
