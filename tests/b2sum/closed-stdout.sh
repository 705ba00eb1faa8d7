#!/bin/sh
# Output to a pipe whose reader has gone, and to a closed stdout, ends b2sum.

# Copyright (C) 2026 The blakesum authors.
# License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.

. "${srcdir=.}/tests/init.sh"; path_prepend_ ./src
print_ver_ b2sum

printf abc > abc || framework_failure_

# 10000 lines of output, far more than a pipe holds, so that b2sum is
# certain to write after head has exited.
set -- $(yes abc | head -n 10000) || framework_failure_
test $# = 10000 || framework_failure_

# With SIGPIPE at its default, b2sum is killed; all we check is that the
# pipeline ends and that the data came through.
printf b > exp || framework_failure_
b2sum "$@" | head -c1 > out || fail=1
compare exp out || fail=1

# With SIGPIPE ignored the write fails with EPIPE.  The error flag of the
# line-buffered stream is noticed at exit: "write error" and status 1.
{ (trap '' PIPE; b2sum "$@" 2> err; echo $? > status); } | head -c1 > out \
  || fail=1
compare exp out || fail=1
echo 1 > exp-status || framework_failure_
compare exp-status status || fail=1
echo 'b2sum: write error' > exp-err || framework_failure_
compare exp-err err || fail=1

# A closed stdout: the next open reuses descriptor 1, and once that is
# closed again writes fail with EBADF.  The final fclose fails too, which
# keeps errno for the message.
echo 'b2sum: write error: Bad file descriptor' > exp-err \
  || framework_failure_
returns_ 1 b2sum abc >&- 2> err || fail=1
compare exp-err err || fail=1
printf '6b  abc\n' > list || framework_failure_
returns_ 1 b2sum -c list >&- 2> err || fail=1
compare exp-err err || fail=1

# Nothing written, nothing to complain about.
b2sum -c --status list >&- 2> err || fail=1
compare /dev/null err || fail=1

Exit $fail
