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
for args in -V --version '-c --tag -V'; do
  b3sum $args < /dev/null > out 2> err || fail=1
  compare /dev/null err || fail=1
  sed -n 1p out | grep '^b3sum ' > /dev/null || fail=1
done

Exit $fail
