#!/bin/sh
# --help and --version print to standard output and exit 0.

# Copyright (C) 2026 The blakesum authors.
# License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.

. "${srcdir=.}/tests/init.sh"; path_prepend_ ./src
print_ver_ b3sum

# Clap acts on --help and --version as it meets them, before it checks
# conflicts or required arguments.
for args in -h --help '-c -l 5 --help' '--quiet -h' '--keyed --help'; do
  b3sum $args < /dev/null > out 2> err || fail=1
  compare /dev/null err || fail=1
  grep '^Usage: b3sum \[OPTIONS\] \[FILE\]\.\.\.$' out > /dev/null || fail=1
done
# The official b3sum's version line, "b3sum 1.8.6", whose second field
# scripts read, then which build it is.
echo 'b3sum 1.8.6 (blakesum 0.1)' > exp || framework_failure_
for args in -V --version '-c --tag -V'; do
  b3sum $args < /dev/null > out 2> err || fail=1
  compare /dev/null err || fail=1
  compare exp out || fail=1
done

Exit $fail
