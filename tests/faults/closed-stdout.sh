#!/bin/sh
# A closed standard output: for bt2sum, a write error (EBADF) and exit
# status 1.  (tests/b2sum/closed-stdout.sh does this for b2sum; b3sum
# and bao, as the Rust programs, open /dev/null in its place, which
# tests/misc/closed-std.sh checks.)

# Copyright (C) 2026 The blakesum authors.
# License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.

. "${srcdir=.}/tests/init.sh"; path_prepend_ ./src
print_ver_ bt2sum

printf abc > a || framework_failure_

# Two operands, so that an open of the first does not leave descriptor
# 1 open on it for the second line.
echo 'bt2sum: write error: Bad file descriptor' > exp-err \
  || framework_failure_
returns_ 1 bt2sum -l 64 a a >&- 2> err || fail=1
compare exp-err err || fail=1

# Check mode writes "OK" lines too.
echo '568e32e6780278cf  a' > list || framework_failure_
echo 'bt2sum: write error: Bad file descriptor' > exp-err \
  || framework_failure_
returns_ 1 bt2sum -c list >&- 2> err || fail=1
compare exp-err err || fail=1

Exit $fail
