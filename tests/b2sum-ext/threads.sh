#!/bin/sh
# --num-threads changes no digest: BLAKE2bp's leaves on four threads, and
# reading on one thread while another hashes, from files, mappings,
# standard input and pipes.

# Copyright (C) 2026 The blakesum authors.
# License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.

. "${srcdir=.}/tests/init.sh"; path_prepend_ ./src
print_ver_ b2sum

# 14888896 bytes: a first 128 KiB read, then three full 4 MiB buffers
# and a partial one, each over the 1 MiB from which BLAKE2bp's leaves
# go to four threads.
seq 2000000 > in || framework_failure_

# Python's hashlib: BLAKE2bp from blake2b nodes (fanout=4, depth=2,
# inner_size=64; leaf I: node_offset=I, the blocks I, I+4, ...,
# last_node for I=3; root: node_depth=1, last_node), and plain
# blake2b.
bp=17bc3316b9d943941739fb33f05ad402476b961f546d09cbc6238c0ad80a77c96fe86d0f4fa28abc94941c03232fc28441bc47d949c0201960ad796f44424fa0
b=d7db701c4335d8d72f72bb6763986650d50fc7360068f07ea94ca035b5a9ed29942f0ed3fd8666188bab0b77fd24a4f2e7da2a8bcd9aff16fd934f11310dad33

for n in 1 2 3 4 8; do
  for algo in blake2bp blake2b; do
    if test $algo = blake2bp; then sum=$bp; else sum=$b; fi
    printf '%s  in\n' $sum > exp-file || framework_failure_
    printf '%s  -\n' $sum > exp-stdin || framework_failure_

    b2sum -a $algo --num-threads=$n in > out 2> err || fail=1
    compare exp-file out || fail=1
    compare /dev/null err || fail=1

    b2sum -a $algo --mmap --num-threads $n in > out 2> err || fail=1
    compare exp-file out || fail=1
    compare /dev/null err || fail=1

    b2sum -a $algo --num-threads $n < in > out 2> err || fail=1
    compare exp-stdin out || fail=1
    compare /dev/null err || fail=1

    cat in | b2sum -a $algo --num-threads $n - > out 2> err || fail=1
    compare exp-stdin out || fail=1
    compare /dev/null err || fail=1
  done
done

# Not a number of threads.
for arg in x -1 ''; do
  printf "b2sum: invalid number of threads: '%s'\n" "$arg" > exp-err \
    || framework_failure_
  returns_ 1 b2sum --num-threads="$arg" in > out 2> err || fail=1
  compare /dev/null out || fail=1
  compare exp-err err || fail=1
done

Exit $fail
