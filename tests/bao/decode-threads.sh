#!/bin/sh
# decode verifies a region on several threads: each half it offers to
# another thread has a queue of checks of its own, while the half it
# keeps queues with the forking thread's checks.  Whatever the threads
# and whether the encoding is mapped or read, the output is the
# verified content, and a bad node stops it at the same byte.  Under
# ThreadSanitizer (.ci/run) this is also where the threads' queues are
# checked for races.

# Copyright (C) 2026 The blakesum authors.
# License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.

. "${srcdir=.}/tests/init.sh"; path_prepend_ ./src/bao-bin
print_ver_ bao

# 3 MiB and 7 bytes of the 251-byte pattern, its hash (the official
# b3sum), and the SHA-256 of the encodings that the Rust bao 0.13.1
# wrote of it.
make_pattern_ 3145735 || framework_failure_
head -c 3145735 pattern > z && rm pattern || framework_failure_
hash=8f3f67e881a256c8a2cc45cce1a0b500a1dd0500623fe5363fe7f77518267c5a
bao encode z enc && bao encode z --outboard=ob || framework_failure_
echo "e81a31b688a2afd22c0492d1e0a6057b51ed621915a74a5724dc51a4600cedc7  enc" \
  > exp || framework_failure_
echo "d3bc414c7c87015764dc0432768882889e186ace03bc313354f76469cb07646d  ob" \
  >> exp || framework_failure_
sha256sum enc ob > out || framework_failure_
compare exp out || framework_failure_

# One byte changed in the combined encoding, and one in the outboard
# tree.  The Rust bao 0.13.1 writes the first 2352128 and 2392064 bytes
# of z before it stops.
cp enc bad && cp ob badob || framework_failure_
printf x | dd of=bad bs=1 seek=2500000 conv=notrunc 2> /dev/null \
  || framework_failure_
printf x | dd of=badob bs=1 seek=150000 conv=notrunc 2> /dev/null \
  || framework_failure_
head -c 2352128 z > exp-bad && head -c 2392064 z > exp-badob \
  || framework_failure_
echo 'Error: hash mismatch' > exp-err || framework_failure_

for mapping in map read; do
  for threads in 1 2 8; do
    export BLAKESUM_MAPPING=$mapping OMP_NUM_THREADS=$threads
    bao decode $hash enc > out 2> err || fail=1
    compare z out && compare /dev/null err || fail=1
    bao decode $hash z --outboard=ob > out 2> err || fail=1
    compare z out && compare /dev/null err || fail=1
    returns_ 1 bao decode $hash bad > out 2> err || fail=1
    compare exp-bad out && compare exp-err err || fail=1
    returns_ 1 bao decode $hash z --outboard=badob > out 2> err || fail=1
    compare exp-badob out && compare exp-err err || fail=1
  done
done

Exit $fail
