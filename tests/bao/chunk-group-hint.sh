#!/bin/sh
# A mismatch says which --chunk-group-log the encoding's size fits,
# when it is not the one given: then the log, not the data, is the
# likely cause.  Otherwise, and without the option, the message is
# bao's own: the Rust bao's for a header whose size happens to fit.

# Copyright (C) 2026 The blakesum authors.
# License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.

. "${srcdir=.}/tests/init.sh"; path_prepend_ ./src/bao-bin
print_ver_ bao
. "$srcdir/tests/bao/counter.sh"

counter_ 65537 in || framework_failure_
# bao hash of it (the official b3sum's digest, as in chunk-group.sh).
hash=afa20428b671f2bd94be90ab77ef131aa16ea122b5dc25790768586bee79f323
bao encode in enc2 --chunk-group-log=2 || framework_failure_
bao encode in --outboard=ob2 --chunk-group-log=2 || framework_failure_
bao encode in enc0 || framework_failure_

echo "Error: hash mismatch (the encoding's size is that of" \
  "--chunk-group-log=2)" > exp-hint || framework_failure_
echo 'Error: hash mismatch' > exp-bare || framework_failure_
for g in 0 1 3 16; do
  returns_ 1 bao decode $hash enc2 --chunk-group-log=$g > out 2> err \
    || fail=1
  compare exp-hint err || fail=1
done
# (With leaves of 64 MiB, the outboard tree has no node to mismatch.)
for g in 0 1 3; do
  returns_ 1 bao decode $hash in --outboard=ob2 --chunk-group-log=$g \
    > out 2> err || fail=1
  compare exp-hint err || fail=1
done
returns_ 1 bao decode $hash enc2 --chunk-group-log=0 > out 2> err || fail=1
compare exp-hint err || fail=1
returns_ 1 bao decode $hash enc2 > out 2> err || fail=1
compare exp-bare err || fail=1
returns_ 1 bao decode $hash in --outboard=ob2 > out 2> err || fail=1
compare exp-bare err || fail=1

# Standard input gives no size to go by.
returns_ 1 bao decode $hash < enc2 > out 2> err || fail=1
compare exp-bare err || fail=1

# A corrupt encoding, or a wrong hash, of the size the log gives.
printf 'X' | dd of=enc0 bs=1 seek=100 conv=notrunc 2> /dev/null \
  || framework_failure_
returns_ 1 bao decode $hash enc0 > out 2> err || fail=1
compare exp-bare err || fail=1
wrong=0000000000000000000000000000000000000000000000000000000000000000
returns_ 1 bao decode $wrong enc2 --chunk-group-log=2 > out 2> err || fail=1
compare exp-bare err || fail=1

# A header made corrupt, so that its length and the file's size fit
# --chunk-group-log=2 (3072 bytes in chunks, read as 3200): the Rust
# bao 0.13.1 writes the first 2048 bytes and says "hash mismatch".
counter_ 3072 in3k || framework_failure_
bao encode in3k enc3k || framework_failure_
printf '\200' | dd of=enc3k bs=1 seek=0 conv=notrunc 2> /dev/null \
  || framework_failure_
hash3k=9748169f2aa70258d18cef6dc6b4b4511265e268e85f73dcbea6e34ab0341da1
returns_ 1 bao decode $hash3k enc3k > out 2> err || fail=1
compare exp-bare err || fail=1
head -c 2048 in3k > exp-out || framework_failure_
compare exp-out out || fail=1

Exit $fail
