#!/bin/sh
# --ignore-missing skips listed files that do not exist (ENOENT only).

# Copyright (C) 2026 The blakesum authors.
# License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.

. "${srcdir=.}/tests/init.sh"; path_prepend_ ./src
print_ver_ b2sum

printf abc > abc || framework_failure_
mkdir dir || framework_failure_
ln -s nowhere dangling || framework_failure_
ln -s loop loop || framework_failure_

# A missing file and a dangling symlink are skipped silently.
printf '2e  missing\n6b  abc\n2e  dangling\n' > list || framework_failure_
echo 'abc: OK' > exp || framework_failure_
b2sum -c --ignore-missing list > out 2> err || fail=1
compare exp out || fail=1
compare /dev/null err || fail=1
b2sum --ignore-missing --strict -c list > out 2> err || fail=1
compare exp out || fail=1
compare /dev/null err || fail=1
b2sum --ign -c --quiet list > out 2> err || fail=1
compare /dev/null out || fail=1
compare /dev/null err || fail=1

# Without the option they are failures.
cat > exp <<'EOF2'
missing: FAILED open or read
abc: OK
dangling: FAILED open or read
EOF2
cat > exp-err <<'EOF2'
b2sum: missing: No such file or directory
b2sum: dangling: No such file or directory
b2sum: WARNING: 2 listed files could not be read
EOF2
returns_ 1 b2sum -c list > out 2> err || fail=1
compare exp out || fail=1
compare exp-err err || fail=1

# Other open or read errors are still reported.
printf '2e  dir\n2e  abc/x\n2e  loop\n6b  abc\n2e  missing\n' > list \
  || framework_failure_
cat > exp <<'EOF2'
dir: FAILED open or read
abc/x: FAILED open or read
loop: FAILED open or read
abc: OK
EOF2
cat > exp-err <<'EOF2'
b2sum: dir: Is a directory
b2sum: abc/x: Not a directory
b2sum: loop: Too many levels of symbolic links
b2sum: WARNING: 3 listed files could not be read
EOF2
returns_ 1 b2sum -c --ignore-missing list > out 2> err || fail=1
compare exp out || fail=1
compare exp-err err || fail=1

# EACCES is not ENOENT either, but cannot be provoked as root.
if test "$(id -u)" != 0; then
  printf abc > unreadable || framework_failure_
  chmod 0 unreadable || framework_failure_
  printf '6b  unreadable\n6b  abc\n' > list || framework_failure_
  printf 'unreadable: FAILED open or read\nabc: OK\n' > exp \
    || framework_failure_
  cat > exp-err <<'EOF2'
b2sum: unreadable: Permission denied
b2sum: WARNING: 1 listed file could not be read
EOF2
  returns_ 1 b2sum -c --ignore-missing list > out 2> err || fail=1
  compare exp out || fail=1
  compare exp-err err || fail=1
fi

# If nothing matched, the list fails with "no file was verified", also
# when a file was checked but mismatched.
printf '2e  missing\n2e  dangling\n' > none || framework_failure_
echo 'b2sum: none: no file was verified' > exp-err || framework_failure_
for opt in '' --quiet --warn; do
  returns_ 1 b2sum -c --ignore-missing $opt none > out 2> err || fail=1
  compare /dev/null out || fail=1
  compare exp-err err || fail=1
done
returns_ 1 b2sum -c --ignore-missing --status none > out 2> err || fail=1
compare /dev/null out || fail=1
compare /dev/null err || fail=1

printf '6c  abc\n2e  missing\n' > mismatch || framework_failure_
echo 'abc: FAILED' > exp || framework_failure_
cat > exp-err <<'EOF2'
b2sum: WARNING: 1 computed checksum did NOT match
b2sum: mismatch: no file was verified
EOF2
returns_ 1 b2sum -c --ignore-missing mismatch > out 2> err || fail=1
compare exp out || fail=1
compare exp-err err || fail=1

printf '2e  missing\nxx\n' > junk || framework_failure_
cat > exp-err <<'EOF2'
b2sum: WARNING: 1 line is improperly formatted
b2sum: junk: no file was verified
EOF2
returns_ 1 b2sum -c --ignore-missing junk > out 2> err || fail=1
compare /dev/null out || fail=1
compare exp-err err || fail=1

# The message is per list, and one such list fails the run.
printf '6b  abc\n' > good || framework_failure_
echo 'abc: OK' > exp || framework_failure_
echo 'b2sum: none: no file was verified' > exp-err || framework_failure_
returns_ 1 b2sum -c --ignore-missing good none > out 2> err || fail=1
compare exp out || fail=1
compare exp-err err || fail=1

# A missing checksum list is not covered by the option.
echo 'b2sum: no-list: No such file or directory' > exp-err \
  || framework_failure_
returns_ 1 b2sum -c --ignore-missing no-list > out 2> err || fail=1
compare /dev/null out || fail=1
compare exp-err err || fail=1

Exit $fail
