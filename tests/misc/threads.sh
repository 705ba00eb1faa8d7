#!/bin/sh
# Threads never change a digest or the order of the output lines:
# b3sum and bt2sum with 1, 2, 3 and 8 threads, over files small and
# large (mapped and hashed on the pool, or read and hashed on it), and
# over pipes, give the same lines.

# Copyright (C) 2026 The blakesum authors.
# License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.

. "${srcdir=.}/tests/init.sh"; path_prepend_ ./src
print_ver_ b3sum bt2sum

# 9 MiB + 5 bytes, large enough for several threads and leaves, and a
# mix of small files between the large ones.
yes 'threads must not change a digest 0123456789abcdef' \
  | head -c 9437189 > big || framework_failure_
head -c 3000000 big > mid || framework_failure_
printf x > small || framework_failure_
: > empty || framework_failure_
set -- big small mid empty big

# The expected lines: b3sum's from the official b3sum, bt2sum's from
# the Python reference in doc/tree-mode.md (hashlib), each computed once.
cat > exp3 <<'EOF2'
a012838112f7114293bfded4da24dea70f6035e045d9d5afb08862776084e8c9  big
3ae7d805f6789a6402acb70ad4096a85a56bf6804eaf25c0493ac697548d30b5  small
caf5820dcb40c1b9fd8cc7a1a3cdc9dc23fb084df2bc7c905464c136b1b496c9  mid
af1349b9f5f9a1a6a0404dea36dcc9499bcb25c9adc112b7cc9a93cae41f3262  empty
a012838112f7114293bfded4da24dea70f6035e045d9d5afb08862776084e8c9  big
EOF2
cat > expt <<'EOF2'
a42b91b856cafc4b03c3bcfb2a20e8703d7eacb21a766b7cb44bd12ca0c8db5df6250e77a04d84c83c4c08aa2979cd4b74d8d66c865dee188e82903c70d9490c  big
05b2a3f3ddbe4a46dc9dd649574f081aaad6242bbe70e4f7c4f0ab580ed755d23bdd7cb5141917ccf7601b03e51852f864d77c17402b56f40acce20c4b61c0cb  small
82e2c667c95421efe46fc177629daf3e3dd4a1ac6bd370cd6d70a6b2f352a45f4bc88de6bee2efe8d4646a9442a149bdb03df42b30e867a0bf45f7c79d90a82f  mid
cce9e121e44b100609debefa404eb52e98a7716332d53dcaec5e6c8f0c21e967209e2c45b012d2dca8c91c8ba343a17584e2280912f5688b2ccf65f0a667d0c9  empty
a42b91b856cafc4b03c3bcfb2a20e8703d7eacb21a766b7cb44bd12ca0c8db5df6250e77a04d84c83c4c08aa2979cd4b74d8d66c865dee188e82903c70d9490c  big
EOF2
cat > expt2 <<'EOF2'
f81e55d0c8eee1d2d01f1719c4b3b313e898a359fef1d0b17c0b533b4c11865a  big
af91bc8da323d0979db46a5bee20155d535ba5c087ef9d7370a422833b05e06c  small
9bac847cdb3de0503a81b186f87e988a673dc5632d87d0c24c5b13e25a0c6672  mid
636fc38e0367a895002021890a96494a1ae3d447233616fb0b91a43de282175a  empty
f81e55d0c8eee1d2d01f1719c4b3b313e898a359fef1d0b17c0b533b4c11865a  big
EOF2

for n in 1 2 3 8; do
  b3sum --num-threads $n "$@" > out3 || fail=1
  compare exp3 out3 || fail=1
  bt2sum --num-threads $n --leaf-size 64K "$@" > outt || fail=1
  compare expt outt || fail=1
  bt2sum --num-threads $n --leaf-size 64K --fanout 3 -a blake2s "$@" \
    > outt2 || fail=1
  compare expt2 outt2 || fail=1
done

# Any number of threads is accepted, even one no machine could start.
b3sum --num-threads 18446744073709551615 "$@" > out3 || fail=1
compare exp3 out3 || fail=1
bt2sum --num-threads 18446744073709551615 --leaf-size 64K "$@" > outt \
  || fail=1
compare expt outt || fail=1

# The same bytes read, not mapped: one thread reads the next 4 MiB while
# the others hash the last (and a pipe gives short reads).
sed -n 1p exp3 | sed 's/  big$/  -/' > expp3 || framework_failure_
sed -n 1p expt | sed 's/  big$/  -/' > expp || framework_failure_
for n in 1 2 3 8; do
  b3sum --no-mmap --num-threads $n "$@" > out3 || fail=1
  compare exp3 out3 || fail=1
  cat big | b3sum --num-threads $n > outp || fail=1
  compare expp3 outp || fail=1
  b3sum --num-threads $n < big > outp || fail=1
  compare expp3 outp || fail=1
  cat big | bt2sum --num-threads $n --leaf-size 64K > outp || fail=1
  compare expp outp || fail=1
done

Exit $fail
