#!/bin/sh
# A read that fails (EIO, injected by strace) names the file; the files
# before and after it are still hashed and printed in order; exit 1.

# Copyright (C) 2026 The blakesum authors.
# License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.

. "${srcdir=.}/tests/init.sh"; path_prepend_ ./src ./src/bao-bin
print_ver_ b2sum bt2sum b3sum bao
require_strace_

printf abc > a || framework_failure_
printf abc > bad || framework_failure_
printf xyz > c || framework_failure_

# Digests from Python's hashlib (blake2b, digest_size=8), the official
# b3sum (-l 8), and the tree formula of doc/tree-mode.md in hashlib.
cat > exp-b2sum <<'EOF2'
d8bb14d833d59559  a
4f26fdcb370533a5  c
EOF2
cat > exp-b3sum <<'EOF2'
6437b3ac38465133  a
f006b5ee4890b666  c
EOF2
cat > exp-bt2sum <<'EOF2'
568e32e6780278cf  a
d0ce3e439c5f9476  c
EOF2

for prog in b2sum bt2sum b3sum; do
  case $prog in
    b2sum) len='-l 64'; opts='';;
    bt2sum) len='-l 64'; opts='';;
    b3sum) len='-l 8'; opts='--no-mmap';;
  esac
  # b3sum adds Rust's " (os error N)", as the official one does.
  sfx=; test $prog = b3sum && sfx=' (os error 5)'
  echo "$prog: bad: Input/output error$sfx" > exp-err || framework_failure_
  for opt in '' $opts; do
    returns_ 1 inject_ bad read:error=EIO $prog $len $opt a bad c \
      > out 2> err || fail=1
    compare exp-$prog out || fail=1
    compare exp-err err || fail=1
  done
done

# bao hash prints a file's error on standard output, among the hashes.
cat > exp <<'EOF2'
6437b3ac38465133ffb63b75273a8db548c558465d79db03fd359c6cd5bd9d85  a
bao: bad: Input/output error (os error 5)
f006b5ee4890b66656cf6c23998e25196a163644665dc9d4b47da1fca3037023  c
EOF2
returns_ 1 inject_ bad read:error=EIO bao hash a bad c > out 2> err \
  || fail=1
compare exp out || fail=1
compare /dev/null err || fail=1

Exit $fail
