#!/bin/sh
# --help and --version print to stdout and exit 0.

# Copyright (C) 2026 The blakesum authors.
# License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.

. "${srcdir=.}/tests/init.sh"; path_prepend_ ./src
print_ver_ b2sum

# Only the first usage line and the list of options are compared with
# coreutils; the rest of the wording is ours.

b2sum --help > out 2> err || fail=1
compare /dev/null err || fail=1
echo 'Usage: b2sum [OPTION]... [FILE]...' > exp || framework_failure_
sed -n 1p out > first || framework_failure_
compare exp first || fail=1
for opt in -b, --binary -c, --check -l, --length=BITS --tag -t, --text \
           -z, --zero --ignore-missing --quiet --status --strict -w, \
           --warn --help --version; do
  grep -e " $opt" out > /dev/null \
    || { echo "--help does not mention $opt" >&2; fail=1; }
done

# --help is acted on when getopt reaches it: later errors are not seen,
# and any -l before it that passed the multiple-of-8 test is fine.
for args in '--help' '--he' '--h' '--help --foo' '--help -l 7' \
            '-l 520 --help' '--help -c -z' '--help --tag -t' 'x --help'; do
  b2sum $args > out2 2> err || fail=1
  compare out out2 || fail=1
  compare /dev/null err || fail=1
done

b2sum --version > out 2> err || fail=1
compare /dev/null err || fail=1
test -s out || fail=1
sed -n 1p out | grep b2sum > /dev/null || fail=1
for args in '--version' '--ver' '--v' '--version --foo' '--version --help' \
            '--version -c -z'; do
  b2sum $args > out2 2> err || fail=1
  compare out out2 || fail=1
  compare /dev/null err || fail=1
done

# The Try line names --help.
returns_ 1 b2sum --foo > out 2> err || fail=1
compare /dev/null out || fail=1
grep "^Try 'b2sum --help' for more information\.\$" err > /dev/null \
  || fail=1

Exit $fail
