#!/bin/sh
# bao decode: a read of the encoding, of the outboard tree or of the
# content that fails (EIO, injected by strace) is an error, exit 1, and
# what was written before it is a true prefix of the content.

# Copyright (C) 2026 The blakesum authors.
# License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.

. "${srcdir=.}/tests/init.sh"; path_prepend_ ./src/bao-bin
print_ver_ bao
require_strace_

make_pattern_ 300000 && head -c 300000 pattern > big || framework_failure_
# The root hash, from the official b3sum.
hash=6cc9dce05d4cff8c5bef5c5a24681e42b13f03e34a0bc5e66f65a91d48c944fa
bao encode big enc && bao encode big --outboard=ob || framework_failure_

# Is FILE a prefix of "big" (the empty prefix too)?
is_prefix ()
{
  head -c $(wc -c < "$1") big | cmp -s - "$1"
}

# The decoder maps a regular file, where an I/O error would be a
# SIGBUS: the mapping is refused, so that it reads.  It reads 64 KiB
# at a time and stops after the last node it needs: the outboard tree,
# of 18,696 bytes, takes one read; the others several.
echo 'Error: Input/output error (os error 5)' > exp-err || framework_failure_
for fault in 'enc 1' 'enc 2' 'enc 3' 'ob 1' 'big 1' 'big 2'; do
  set -- $fault
  case $1 in
    enc) cmd="bao decode $hash enc";;
    *) cmd="bao decode $hash big --outboard=ob";;
  esac
  returns_ 1 inject_ $1 "mmap:error=ENOMEM read:error=EIO:when=$2" $cmd > out 2> err || fail=1
  is_prefix out || { echo "$fault: not a prefix"; fail=1; }
  compare exp-err err || fail=1
done

Exit $fail
