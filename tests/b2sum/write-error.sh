#!/bin/sh
# A failing write to standard output gives "write error" and exit status 1.

# Copyright (C) 2026 The blakesum authors.
# License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.

. "${srcdir=.}/tests/init.sh"; path_prepend_ ./src
print_ver_ b2sum

test -w /dev/full && test -c /dev/full || skip_ '/dev/full is required'

printf abc > abc || framework_failure_
: > empty || framework_failure_

# stdout is line buffered, so the failure happens at the first newline.
# The stream error flag is all that survives until close_stdout, which
# then reports no errno.
echo 'b2sum: write error' > exp-err || framework_failure_
returns_ 1 b2sum abc > /dev/full 2> err || fail=1
compare exp-err err || fail=1

# The run stops at the first failed line, as coreutils does since 9.10
# (9.1 went on to the later operands, reporting "missing" first).
cat > exp-err <<'EOF2'
b2sum: write error
EOF2
returns_ 1 b2sum abc missing empty > /dev/full 2> err || fail=1
compare exp-err err || fail=1

# With -z no newline is written, so nothing is flushed before the final
# close and that flush's errno is reported.
echo 'b2sum: write error: No space left on device' > exp-err \
  || framework_failure_
returns_ 1 b2sum -z abc > /dev/full 2> err || fail=1
compare exp-err err || fail=1

# Check mode writes "OK" lines; with --quiet or --status nothing is written,
# so /dev/full does no harm.
b2sum abc > list || framework_failure_
echo 'b2sum: write error' > exp-err || framework_failure_
returns_ 1 b2sum -c list > /dev/full 2> err || fail=1
compare exp-err err || fail=1
b2sum -c --quiet list > /dev/full 2> err || fail=1
compare /dev/null err || fail=1
b2sum -c --status list > /dev/full 2> err || fail=1
compare /dev/null err || fail=1

# Nothing to write: only the file error.
echo 'b2sum: missing: No such file or directory' > exp-err \
  || framework_failure_
returns_ 1 b2sum missing > /dev/full 2> err || fail=1
compare exp-err err || fail=1

# --help and --version fail too.  Their text is ours, so only the start
# of the message is checked.
for opt in --help --version; do
  returns_ 1 b2sum $opt > /dev/full 2> err || fail=1
  grep '^b2sum: write error' err > /dev/null || fail=1
done

Exit $fail
