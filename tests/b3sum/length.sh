#!/bin/sh
# -l/--length: every spelling, and each length is a prefix of the XOF.

# Copyright (C) 2026 The blakesum authors.
# License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.

. "${srcdir=.}/tests/init.sh"; path_prepend_ ./src
print_ver_ b3sum

printf abc > abc || framework_failure_

# The first 1000 output bytes for "abc" (from the official b3sum), in
# lines of 32 bytes.
tr -d '\n' < "$srcdir/tests/b3sum/xof-abc.hex" > xof || framework_failure_
test $(wc -c < xof) = 2000 || framework_failure_

# The first N bytes of the output, as hex.
prefix_ ()
{
  cut -c1-$(expr 2 \* $1) xof
}

# Each spelling of the option.  Clap takes "-l=N" as "-l N", and Rust's
# integer parser allows leading zeros and a plus sign.
echo '6437b3ac384651  abc' > exp || framework_failure_
for opt in '-l 7' '-l7' '-l=7' '--length 7' '--length=7' '-l 007' \
           '--length=+7'; do
  b3sum $opt abc > out 2> err || fail=1
  compare exp out || fail=1
  compare /dev/null err || fail=1
done

# Length 0 prints an empty hash before the name.
echo '  abc' > exp || framework_failure_
b3sum -l 0 abc > out 2> err || fail=1
compare exp out || fail=1
compare /dev/null err || fail=1

# The default is 32 bytes.
printf '%s  abc\n' $(prefix_ 32) > exp || framework_failure_
b3sum abc > out 2> err || fail=1
compare exp out || fail=1
compare /dev/null err || fail=1

# Lengths around the 64-byte output blocks, each with the name, without
# it, and from standard input.
for len in 1 31 32 33 63 64 65 127 128 129 131 1000; do
  printf '%s  abc\n' $(prefix_ $len) > exp || framework_failure_
  b3sum --length $len abc > out 2> err || fail=1
  compare exp out || fail=1
  compare /dev/null err || fail=1
  prefix_ $len > exp || framework_failure_
  b3sum --no-names --length $len abc > out 2> err || fail=1
  compare exp out || fail=1
  compare /dev/null err || fail=1
  printf '%s  -\n' $(prefix_ $len) > exp || framework_failure_
  b3sum -l $len < abc > out 2> err || fail=1
  compare exp out || fail=1
  compare /dev/null err || fail=1
done

# A long output: one line of 200000 hex digits, which starts with the
# first 1000 bytes.
b3sum --no-names -l 100000 abc > out 2> err || fail=1
compare /dev/null err || fail=1
test $(wc -l < out) = 1 || fail=1
test $(wc -c < out) = 200001 || fail=1
cut -c1-2000 out > out-prefix || framework_failure_
prefix_ 1000 > exp || framework_failure_
compare exp out-prefix || fail=1

Exit $fail
