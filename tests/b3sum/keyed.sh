#!/bin/sh
# --keyed reads exactly 32 raw key bytes from standard input.

# Copyright (C) 2026 The blakesum authors.
# License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.

. "${srcdir=.}/tests/init.sh"; path_prepend_ ./src
print_ver_ b3sum

printf abc > abc || framework_failure_
printf foo > foo || framework_failure_
key='whats the Elvish word for friend'
printf %s "$key" > key32 || framework_failure_
test $(wc -c < key32) = 32 || framework_failure_
# A key of the bytes 0 ... 31, with a NUL and a newline in it.
count_bytes_ 32 bin32 || framework_failure_
test $(wc -c < bin32) = 32 || framework_failure_

cat > exp <<'EOF2'
157f8b4b104070014ab0b3b7aff364f794e010e92b1c976318e892f380b53406  abc
931dd4ae07510d0a69ab1dc96699ce7e8484566c26b0313d3d61b7a620a4b7a3  foo
EOF2
b3sum --keyed abc foo < key32 > out 2> err || fail=1
compare exp out || fail=1
compare /dev/null err || fail=1
printf %s "$key" | b3sum abc --keyed foo > out 2> err || fail=1
compare exp out || fail=1
compare /dev/null err || fail=1

echo 157f8b4b104070014ab0b3b7aff364f794e010e92b1c976318e892f380b534067477f299b2ddd5c5 \
  > exp || framework_failure_
b3sum --keyed --no-names -l 40 abc < key32 > out 2> err || fail=1
compare exp out || fail=1
compare /dev/null err || fail=1

# The key is raw bytes, not text.
echo '6da54495d8152f2bcba87bd7282df70901cdb66b4448ed5f4c7bd2852b8b5532  abc' \
  > exp || framework_failure_
b3sum --keyed abc < bin32 > out 2> err || fail=1
compare exp out || fail=1
compare /dev/null err || fail=1

# "-" cannot be hashed, since standard input holds the key: a per-file
# error, after which the other operands are still hashed.
echo '6da54495d8152f2bcba87bd7282df70901cdb66b4448ed5f4c7bd2852b8b5532  abc' \
  > exp || framework_failure_
echo 'b3sum: -: Cannot open `-` in keyed mode' > exp-err \
  || framework_failure_
returns_ 1 b3sum --keyed abc - < bin32 > out 2> err || fail=1
compare exp out || fail=1
compare exp-err err || fail=1
returns_ 1 b3sum --keyed - abc < bin32 > out 2> err || fail=1
compare exp out || fail=1
compare exp-err err || fail=1
# Both streams go out in order.
cat > exp <<'EOF2'
6da54495d8152f2bcba87bd7282df70901cdb66b4448ed5f4c7bd2852b8b5532  abc
b3sum: -: Cannot open `-` in keyed mode
6da54495d8152f2bcba87bd7282df70901cdb66b4448ed5f4c7bd2852b8b5532  abc
EOF2
returns_ 1 b3sum --keyed abc - abc < bin32 > out 2>&1 || fail=1
compare exp out || fail=1

# A wrong key size is fatal before any file is opened: nothing on
# standard output, one line on standard error.  At most 33 bytes are
# read, so any longer input reads as 33.
key_fails_ ()
{
  echo "Error: $1" > exp-err || framework_failure_
  returns_ 1 b3sum --keyed abc missing > out 2> err || fail=1
  compare /dev/null out || fail=1
  compare exp-err err || fail=1
}
key_fails_ 'expected 32 key bytes from stdin, found 0' < /dev/null
head -c 1 key32 > k || framework_failure_
key_fails_ 'expected 32 key bytes from stdin, found 1' < k
head -c 31 key32 > k || framework_failure_
key_fails_ 'expected 32 key bytes from stdin, found 31' < k
cat key32 bin32 > k || framework_failure_
head -c 33 k > k33 || framework_failure_
key_fails_ 'read more than 32 key bytes from stdin' < k33
key_fails_ 'read more than 32 key bytes from stdin' < k
# "echo" adds a newline, which makes 33 bytes.
echo "$key" | key_fails_ 'read more than 32 key bytes from stdin'
# A key that arrives in pieces through a pipe is whole.
echo '157f8b4b104070014ab0b3b7aff364f794e010e92b1c976318e892f380b53406  abc' \
  > exp || framework_failure_
{ head -c 10 key32; sleep 1; tail -c 22 key32; } \
  | b3sum --keyed abc > out 2> err || fail=1
compare exp out || fail=1
compare /dev/null err || fail=1

# A read error is fatal too.
key_fails_ 'Is a directory (os error 21)' < .

Exit $fail
