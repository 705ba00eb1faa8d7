#!/bin/sh
# bao encode: a refused mapping of the input or of the output (ENOMEM,
# injected by strace) is no error, and the encoding is still right; a
# read of the input that then fails (EIO) is an error, exit 1.

# Copyright (C) 2026 The blakesum authors.
# License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.

. "${srcdir=.}/tests/init.sh"; path_prepend_ ./src/bao-bin
print_ver_ bao
require_strace_

make_pattern_ 300000 && head -c 300000 pattern > big || framework_failure_

# The root hash, from the official b3sum; the size of a combined
# encoding of 293 chunks: an 8-byte header, the content, and 292 parent
# nodes of 64 bytes.
hash=6cc9dce05d4cff8c5bef5c5a24681e42b13f03e34a0bc5e66f65a91d48c944fa
size=318696

for file in big enc; do
  rm -f enc && : > enc || framework_failure_
  inject_ $file mmap:error=ENOMEM bao encode big enc > out 2> err \
    || { echo "refused mapping of $file: failed"; fail=1; }
  compare /dev/null out || fail=1
  compare /dev/null err || fail=1
  test $(wc -c < enc) = $size || fail=1
  # The decoder checks every node against the hash.
  bao decode $hash enc > dec || fail=1
  compare big dec || fail=1
done

echo 'Error: Input/output error (os error 5)' > exp-err || framework_failure_
for when in 1 2; do
  returns_ 1 inject_ big "mmap:error=ENOMEM read:error=EIO:when=$when" \
    bao encode big enc > out 2> err || fail=1
  compare /dev/null out || fail=1
  compare exp-err err || fail=1
done

Exit $fail
