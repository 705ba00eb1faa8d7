#!/bin/sh
# Output lines stay whole when several b2sum processes share one pipe.

# Copyright (C) 2026 The blakesum authors.
# License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.

. "${srcdir=.}/tests/init.sh"; path_prepend_ ./src
print_ver_ b2sum

# stdout is line buffered, so each record is one write and writes of less
# than PIPE_BUF bytes to a pipe are never interleaved (coreutils'
# md5sum-parallel.sh checks the same).  A correct program always passes;
# a block-buffered one fails when the writers happen to overlap.

printf abc > abc || framework_failure_
set -- $(yes abc | head -n 2000) || framework_failure_

for i in 1 2 3 4; do
  yes 'ba80a53f981c4d0d6a2797b69f12f6e94c212f14685ac4b74b12bb6fdbffa2d17d87c5392aab792dc252d5de4533cc9518d38aa8dbf1925ab92386edd4009923  abc' \
    | head -n 2000 || framework_failure_
done > exp

{ b2sum "$@" & b2sum "$@" & b2sum "$@" & b2sum "$@" & wait; } | cat > out \
  || fail=1
compare exp out > /dev/null || { echo 'output lines were mixed' >&2; fail=1; }

Exit $fail
