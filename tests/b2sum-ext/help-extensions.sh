#!/bin/sh
# b2sum --help and bt2sum --help state the abbreviation rule and what
# --recursive does with symbolic links and FIFOs, as the code does
# (abbreviations.sh, tests/misc/recursive.sh).

# Copyright (C) 2026 The blakesum authors.
# License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.

. "${srcdir=.}/tests/init.sh"; path_prepend_ ./src
print_ver_ b2sum bt2sum

cat > exp-abbrev <<'EOF2'
A long option may be abbreviated: an abbreviation that fits a coreutils
option means what it means in coreutils; any other must fit one option
only, as getopt requires, except that --d and --de mean --debug
and --p means --personal.
EOF2
# bt2sum has no --personal.
cat > exp-abbrev-bt2sum <<'EOF2'
A long option may be abbreviated: an abbreviation that fits a coreutils
option means what it means in coreutils; any other must fit one option
only, as getopt requires, except that --d and --de mean --debug.
EOF2
cat > exp-walk <<'EOF2'
      --recursive       hash the files below each directory FILE, in
                          name order, named by their paths; symbolic
                          links there are skipped, and FIFOs and devices
                          reported, not read
      --dereference     with --recursive, follow symbolic links (a
                          dangling one is still skipped)
EOF2

for prog in b2sum bt2sum; do
  $prog --help > help || fail=1
  exp=exp-abbrev
  test $prog = b2sum || exp=exp-abbrev-$prog
  sed -n '/^A long option may be abbreviated/,/^$/p' help | sed '$d' > out \
    || framework_failure_
  compare $exp out || fail=1
  sed -n '/^      --recursive/,/^ *dangling one/p' help > out \
    || framework_failure_
  compare exp-walk out || fail=1
done

Exit $fail
