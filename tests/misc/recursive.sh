#!/bin/sh
# --recursive hashes the regular files below a directory operand in
# name order, named by their paths; symbolic links are skipped unless
# --dereference, FIFOs and loops are reported and not read, the rest is
# hashed and the status is 1; a list made so checks as any other; and
# without --recursive nothing changes.

# Copyright (C) 2026 The blakesum authors.
# License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.

. "${srcdir=.}/tests/init.sh"; path_prepend_ ./src
print_ver_ b2sum

mkdir -p d/b d/a/z || framework_failure_
echo 1 > d/b/x && echo 2 > d/a/y && echo 3 > d/a/z/w && echo 4 > d/c \
  && echo 5 > top || framework_failure_
ln -s ../c d/a/link && ln -s .. d/a/z/loop || framework_failure_
mkfifo d/fifo || framework_failure_

# BLAKE2b-64 (Python's hashlib) and BLAKE3's first 8 bytes (the official
# b3sum) of "1\n" .. "4\n".
b2_1=2c24246e48967bac b2_2=fd5e99c6ba619f49
b2_3=e743709360c4c9b0 b2_4=be21eae4c2eb73f3
b3_1=50cc1102b1c612e6 b3_2=b9a1a3183dd350f0
b3_3=49124bf4f7f37328 b3_4=0051fb8f5c8288b8

for prog in b2sum b3sum; do
  case $prog in
    b2sum) len='-l 64' h1=$b2_1 h2=$b2_2 h3=$b2_3 h4=$b2_4 me=b2sum ;;
    b3sum) len='-l 8' h1=$b3_1 h2=$b3_2 h3=$b3_3 h4=$b3_4 me=b3sum ;;
  esac

  # Sorted at each level ("a" before "b" before "c"), below the operand
  # as given (a trailing slash makes no double one); the link and the
  # loop are not followed, the FIFO is reported, not read (or this
  # would hang).
  printf '%s\n' "$h2  d/a/y" "$h3  d/a/z/w" "$h1  d/b/x" "$h4  d/c" > exp \
    || framework_failure_
  echo "$me: d/fifo: not a regular file: not read" > exp-err \
    || framework_failure_
  for op in d d/; do
    returns_ 1 timeout 10 $prog $len --recursive $op > out 2> err || fail=1
    sed 's,d//,d/,' out > out2
    compare exp out2 || fail=1
    sed 's,^.*/'$me':,'$me':,; s,d//,d/,' err > err2
    compare exp-err err2 || fail=1
  done

  # Other operands, before and after, keep their places.
  returns_ 1 timeout 10 $prog $len --recursive top d top > out 2> /dev/null \
    || fail=1
  test "$(sed -n '1p;6p' out | cut -d' ' -f3 | tr '\n' ' ')" = 'top top ' \
    || { cat out; fail=1; }

  # --dereference follows the link to d/c, and finds the loop.
  printf '%s\n' "$h4  d/a/link" "$h2  d/a/y" "$h3  d/a/z/w" "$h1  d/b/x" \
    "$h4  d/c" > exp || framework_failure_
  returns_ 1 timeout 10 $prog $len --recursive --dereference d > out 2> err \
    || fail=1
  compare exp out || fail=1
  grep 'd/a/z/loop: directory loop: not walked again$' err > /dev/null \
    || { cat err; fail=1; }

  # The list checks as any other.
  rm d/fifo || framework_failure_
  $prog --recursive d > list || fail=1
  printf '%s: OK\n' d/a/y d/a/z/w d/b/x d/c > exp || framework_failure_
  $prog -c list > out || fail=1
  compare exp out || fail=1
  mkfifo d/fifo || framework_failure_

  # Without --recursive, a directory is an error as before.
  returns_ 1 $prog $len d > out 2> err || fail=1
  compare /dev/null out || fail=1
done

# Usage errors: --dereference alone, --recursive with --check.
returns_ 1 b2sum --dereference top > /dev/null 2> err || fail=1
head -n1 err | sed 's/^[^:]*: //' > err2
echo 'the --dereference option is meaningful only with --recursive' > exp
compare exp err2 || fail=1
returns_ 1 b2sum --recursive -c list > /dev/null 2> err || fail=1
head -n1 err | sed 's/^[^:]*: //' > err2
echo 'the --recursive option is meaningless when verifying checksums' > exp
compare exp err2 || fail=1
returns_ 2 b3sum --dereference top > /dev/null 2> err || fail=1
returns_ 2 b3sum --recursive -c list > /dev/null 2> err || fail=1

# bt2sum walks the same way (its digests are tested elsewhere): the
# same names in the same order.
printf '%s\n' d/a/y d/a/z/w d/b/x d/c > exp || framework_failure_
returns_ 1 timeout 10 bt2sum --recursive d > out 2> /dev/null || fail=1
cut -d' ' -f3 out > out2
compare exp out2 || fail=1

Exit $fail
