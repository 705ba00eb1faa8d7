#!/bin/sh
# -c on checksum lists that cannot be opened or read, or hold no lines.

# Copyright (C) 2026 The blakesum authors.
# License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.

. "${srcdir=.}/tests/init.sh"; path_prepend_ ./src
print_ver_ b2sum

printf abc > abc || framework_failure_
printf '6b  abc\n' > good || framework_failure_
mkdir dir || framework_failure_
: > empty-list || framework_failure_

# A missing list is reported with strerror and the next list still checked.
echo 'abc: OK' > exp || framework_failure_
echo 'b2sum: no-list: No such file or directory' > exp-err \
  || framework_failure_
returns_ 1 b2sum -c no-list good > out 2> err || fail=1
compare exp out || fail=1
compare exp-err err || fail=1

# A directory opens but fails to read: "read error" without strerror,
# even with --status.
echo 'b2sum: dir: read error' > exp-err || framework_failure_
returns_ 1 b2sum -c dir good > out 2> err || fail=1
compare exp out || fail=1
compare exp-err err || fail=1
returns_ 1 b2sum -c --status dir > out 2> err || fail=1
compare /dev/null out || fail=1
compare exp-err err || fail=1
echo "b2sum: 'standard input': read error" > exp-err || framework_failure_
returns_ 1 b2sum -c < dir > out 2> err || fail=1
compare /dev/null out || fail=1
compare exp-err err || fail=1

# Closed standard input: a read error, then the failed fclose at exit.
cat > exp-err <<'EOF2'
b2sum: 'standard input': read error
b2sum: standard input: Bad file descriptor
EOF2
returns_ 1 b2sum -c <&- > out 2> err || fail=1
compare /dev/null out || fail=1
compare exp-err err || fail=1

# Empty lists have no properly formatted lines, with or without --status.
echo 'b2sum: empty-list: no properly formatted checksum lines found' \
  > exp-err || framework_failure_
for opt in '' --status --quiet --warn --ignore-missing; do
  returns_ 1 b2sum -c $opt empty-list > out 2> err || fail=1
  compare /dev/null out || fail=1
  compare exp-err err || fail=1
done
echo 'b2sum: /dev/null: no properly formatted checksum lines found' \
  > exp-err || framework_failure_
returns_ 1 b2sum -c /dev/null > out 2> err || fail=1
compare /dev/null out || fail=1
compare exp-err err || fail=1
echo "b2sum: 'standard input': no properly formatted checksum lines found" \
  > exp-err || framework_failure_
returns_ 1 b2sum -c < /dev/null > out 2> err || fail=1
compare /dev/null out || fail=1
compare exp-err err || fail=1

# EACCES cannot be provoked as root, who may read anything.
if test "$(id -u)" != 0; then
  cp good unreadable || framework_failure_
  chmod 0 unreadable || framework_failure_
  echo 'b2sum: unreadable: Permission denied' > exp-err \
    || framework_failure_
  returns_ 1 b2sum -c unreadable > out 2> err || fail=1
  compare /dev/null out || fail=1
  compare exp-err err || fail=1
fi

Exit $fail
