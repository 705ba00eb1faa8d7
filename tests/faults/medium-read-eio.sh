#!/bin/sh
# Among many operands, read ahead on two threads, a file too long for a
# batch but short enough to be hashed whole by the thread that opened
# it gets its own digest, and when a read of it fails (EIO, injected by
# strace) the error is reported at its place, between the lines of the
# files around it; exit 1.

# Copyright (C) 2026 The blakesum authors.
# License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.

. "${srcdir=.}/tests/init.sh"; path_prepend_ ./src
print_ver_ b2sum b3sum
require_strace_

# The digests of "abc" and of 40000 bytes of "q", from Python's
# hashlib.blake2b and the official b3sum 1.2.0.
b2_abc=ba80a53f981c4d0d6a2797b69f12f6e94c212f14685ac4b74b12bb6fdbffa2d17d87c5392aab792dc252d5de4533cc9518d38aa8dbf1925ab92386edd4009923
b2_q=0a822a1019ca65130d6ae10f3880134522da1ca399a98db2165810ce3e355bb30453a025660f53fafea616227538ca51d98a4a2adb166ec6ed849fa442a4334f
b3_abc=6437b3ac38465133ffb63b75273a8db548c558465d79db03fd359c6cd5bd9d85
b3_q=8c26dffb85ea40b51827962962d1676f16724467e98e6059df616f1104fa93cf

head -c 40000 /dev/zero | tr '\0' q > m || framework_failure_
cp m bad || framework_failure_

# 200 files of "abc", with m after the 50th and bad after the 100th:
# more operands than the two threads' read-ahead starts at.
ops= kinds=
for i in $(seq 1 200); do
  printf abc > f$i || framework_failure_
  ops="$ops f$i" kinds="$kinds f$i:abc"
  case $i in
    50) ops="$ops m" kinds="$kinds m:q" ;;
    100) ops="$ops bad" kinds="$kinds bad:bad" ;;
  esac
done

# A build without threads reads no file ahead, and b3sum maps m and bad.
require_threads_ b3sum --num-threads 2 $ops

for prog in b2sum b3sum; do
  pfx=b2 sfx=
  test $prog = b3sum && pfx=b3 sfx=' (os error 5)'
  for fk in $kinds; do
    f=${fk%%:*} k=${fk#*:}
    case $k in
      bad) echo "$prog: bad: Input/output error$sfx" ;;
      *) eval "echo \"\$${pfx}_$k  $f\"" ;;
    esac
  done > exp || framework_failure_

  # The first read of bad gives all its bytes; the one after it, which
  # would find the end, fails.
  returns_ 1 inject_ bad read:error=EIO:when=2+ \
    $prog --num-threads 2 $ops > out 2>&1 || fail=1
  compare exp out || fail=1
done

Exit $fail
