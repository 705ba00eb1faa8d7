#!/bin/sh
# encode writes only to a file or a device it can seek in: standard
# output is refused once the input is open; a missing input fails
# before the output is created.

# Copyright (C) 2026 The blakesum authors.
# License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.

. "${srcdir=.}/tests/init.sh"; path_prepend_ ./src/bao-bin
print_ver_ bao

printf abc > in || framework_failure_
echo 'Error: output must be a real file' > exp || framework_failure_
for args in 'in -' 'in --outboard=-' '- -'; do
  returns_ 1 bao encode $args < in > out 2> err || fail=1
  compare /dev/null out || fail=1
  compare exp err || fail=1
done

echo 'Error: No such file or directory (os error 2)' > exp \
  || framework_failure_
returns_ 1 bao encode missing - > out 2> err || fail=1
compare exp err || fail=1
returns_ 1 bao encode missing enc > out 2> err || fail=1
compare exp err || fail=1
test -e enc && fail=1

# A pipe cannot be rewritten in place.
echo 'Error: Illegal seek (os error 29)' > exp || framework_failure_
returns_ 1 bao encode in /dev/stdout 2> err | cat > out || fail=1
compare /dev/null out || fail=1
compare exp err || fail=1

# A device that can be written at any offset is written as a file is:
# a full one fails as a full disk does.
if test -w /dev/full; then
  echo 'Error: No space left on device (os error 28)' > exp \
    || framework_failure_
  for out in /dev/full --outboard=/dev/full; do
    returns_ 1 bao encode in $out > out 2> err || fail=1
    compare /dev/null out || fail=1
    compare exp err || fail=1
  done
  # So does a pipe's content of more than 4 MiB, held in a temporary
  # file in TMPDIR, or in memory where none can be made there.
  head -c 5M /dev/zero > zeros || framework_failure_
  for tmp in "$PWD" "$PWD/missing"; do
    cat zeros | returns_ 1 env TMPDIR="$tmp" bao encode - /dev/full \
      > out 2> err || fail=1
    compare /dev/null out || fail=1
    compare exp err || fail=1
  done
  ls -A > files || framework_failure_
  grep '^bao' files && fail=1
fi

# The output is truncated first: a shorter encoding leaves nothing
# of a longer one.
head -c 5000 /dev/zero > big || framework_failure_
bao encode big enc || fail=1
bao encode in enc || fail=1
test $(wc -c < enc) = 11 || fail=1

Exit $fail
