#!/bin/sh
# A mapping the kernel refuses (mmap fails with ENOMEM, injected by
# strace) is no error: the file is read instead, on one thread and on
# the read pipeline, and its digest is right.

# Copyright (C) 2026 The blakesum authors.
# License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.

. "${srcdir=.}/tests/init.sh"; path_prepend_ ./src ./src/bao-bin
print_ver_ b2sum bt2sum b3sum bao
require_strace_

# 300,000 bytes: mapped by default by b3sum, bt2sum and bao hash, and
# long enough for the read pipeline once the mapping is refused.
make_pattern_ 300000 && head -c 300000 pattern > big || framework_failure_

# From Python's hashlib (blake2b, digest_size=8), the official b3sum,
# and the tree formula of doc/tree-mode.md in hashlib.
echo '8a1fd5dc3b0d995a  big' > exp-b2sum || framework_failure_
echo 'e76eb52b2c8f566e  big' > exp-bt2sum || framework_failure_
echo '6cc9dce05d4cff8c  big' > exp-b3sum || framework_failure_

for threads in 1 2; do
  for cmd in 'b2sum -l 64 --mmap' 'bt2sum -l 64' 'b3sum -l 8'; do
    prog=${cmd%% *}
    inject_ big mmap:error=ENOMEM $cmd --num-threads $threads big \
      > out 2> err || { echo "$cmd --num-threads $threads: failed"; fail=1; }
    compare exp-$prog out || fail=1
    compare /dev/null err || fail=1
  done
done

echo 6cc9dce05d4cff8c5bef5c5a24681e42b13f03e34a0bc5e66f65a91d48c944fa > exp \
  || framework_failure_
inject_ big mmap:error=ENOMEM bao hash big > out 2> err || fail=1
compare exp out || fail=1
compare /dev/null err || fail=1

Exit $fail
