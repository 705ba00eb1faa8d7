#!/bin/sh
# Upstream's test_check, untagged and with --tag: the hash output is
# checked from standard input, with CRLF, twice from a file, after a
# file is corrupted, after it is deleted, and with --quiet.

# Copyright (C) 2026 The blakesum authors.
# License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.

. "${srcdir=.}/tests/init.sh"; path_prepend_ ./src
print_ver_ b3sum

ha=17762fddd969a453925d65717ac3eea21320b66b54342fde15128d6caf21215f
hb=10e5cf3d3c8a4f9f3468c8cc58eea84892a22fdadbc1acb22410190044c1d553
hcd=e8cf3ad3c77be0828dfb8fffc06fed22ab037dfa68a16049fe8267f70265afe2
warning='b3sum: WARNING: 1 computed checksum did NOT match'
mkdir c || framework_failure_

for tag in '' --tag; do
  printf a > a && printf b > b && printf cd > c/d || framework_failure_
  if test "$tag"; then
    printf 'BLAKE3 (a) = %s\nBLAKE3 (b) = %s\nBLAKE3 (c/d) = %s\n' \
      $ha $hb $hcd > exp-sums || framework_failure_
  else
    printf '%s  a\n%s  b\n%s  c/d\n' $ha $hb $hcd > exp-sums \
      || framework_failure_
  fi
  b3sum $tag a b c/d > checkfile 2> err || fail=1
  compare exp-sums checkfile || fail=1
  compare /dev/null err || fail=1

  printf 'a: OK\nb: OK\nc/d: OK\n' > exp || framework_failure_
  b3sum --check < checkfile > out 2> err || fail=1
  compare exp out || fail=1
  compare /dev/null err || fail=1

  sed 's/$/\r/' checkfile > crlf || framework_failure_
  b3sum --check < crlf > out 2> err || fail=1
  compare exp out || fail=1
  compare /dev/null err || fail=1

  cat exp exp > exp2 || framework_failure_
  b3sum --check checkfile checkfile > out 2> err || fail=1
  compare exp2 out || fail=1
  compare /dev/null err || fail=1

  printf CORRUPTION > b || framework_failure_
  printf 'a: OK\nb: FAILED\nc/d: OK\n' > exp || framework_failure_
  echo "$warning" > exp-err || framework_failure_
  returns_ 1 b3sum --check checkfile > out 2> err || fail=1
  compare exp out || fail=1
  compare exp-err err || fail=1

  rm b || framework_failure_
  printf 'a: OK\nb: FAILED (%s)\nc/d: OK\n' \
    'No such file or directory (os error 2)' > exp || framework_failure_
  returns_ 1 b3sum --check checkfile > out 2> err || fail=1
  compare exp out || fail=1
  compare exp-err err || fail=1

  printf 'b: FAILED (%s)\n' 'No such file or directory (os error 2)' > exp \
    || framework_failure_
  returns_ 1 b3sum --check --quiet checkfile > out 2> err || fail=1
  compare exp out || fail=1
  compare exp-err err || fail=1
done

Exit $fail
