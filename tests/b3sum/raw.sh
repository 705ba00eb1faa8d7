#!/bin/sh
# --raw writes the output bytes alone, and takes a single input.

# Copyright (C) 2026 The blakesum authors.
# License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.

. "${srcdir=.}/tests/init.sh"; path_prepend_ ./src
print_ver_ b3sum

printf abc > abc || framework_failure_
printf foo > foo || framework_failure_

# Write the bytes of file $1 as one line of lower-case hex.
to_hex_ ()
{
  od -An -v -tx1 "$1" | tr -d ' \n' && echo
}

# The first 100 output bytes for "abc".
xof=6437b3ac38465133ffb63b75273a8db548c558465d79db03fd359c6cd5bd9d85\
1fb250ae7393f5d02813b65d521a0d492d9ba09cf7ce7f4cffd900f23374bf0b\
c08a1fb0b38ed276181ccbd9f7b7edbddf9f86404ad7929605f6ffa3fb1ac879\
83105f01

# 32 bytes by default, from a file or from standard input; no newline
# and no name.  --no-names and --tag change nothing.
echo 6437b3ac38465133ffb63b75273a8db548c558465d79db03fd359c6cd5bd9d85 \
  > exp || framework_failure_
for args in 'abc' '--no-names abc' '--tag abc' '-'; do
  b3sum --raw $args < abc > out 2> err || fail=1
  test $(wc -c < out) = 32 || fail=1
  to_hex_ out > out-hex || framework_failure_
  compare exp out-hex || fail=1
  compare /dev/null err || fail=1
done

# With --length.
for len in 1 33 64 65 100; do
  b3sum --raw -l $len abc > out 2> err || fail=1
  test $(wc -c < out) = $len || fail=1
  to_hex_ out > out-hex || framework_failure_
  echo $xof | cut -c1-$(expr 2 \* $len) > exp || framework_failure_
  compare exp out-hex || fail=1
  compare /dev/null err || fail=1
done
b3sum --raw --length 0 abc > out 2> err || fail=1
compare /dev/null out || fail=1
compare /dev/null err || fail=1

# More than one operand ("-" counts) is a fatal error, found before any
# file is opened or a key is read.
echo 'Error: Only one filename can be provided when using --raw' > exp \
  || framework_failure_
for args in 'abc foo' 'abc -' '- -' 'abc abc' 'missing1 missing2' \
            '--keyed abc foo'; do
  returns_ 1 b3sum --raw $args < /dev/null > out 2> err || fail=1
  compare /dev/null out || fail=1
  compare exp err || fail=1
done

Exit $fail
