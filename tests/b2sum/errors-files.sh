#!/bin/sh
# Unreadable operands are reported with strerror and the rest still hashed.

# Copyright (C) 2026 The blakesum authors.
# License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.

. "${srcdir=.}/tests/init.sh"; path_prepend_ ./src
print_ver_ b2sum

printf abc > abc || framework_failure_
: > empty || framework_failure_
mkdir dir || framework_failure_
ln -s loop loop || framework_failure_
ln -s nowhere dangling || framework_failure_

# A directory opens fine and then fails to read (EISDIR); the others fail
# to open.  Each failure makes the exit status 1 but does not stop the
# remaining operands.
cat > exp <<'EOF2'
6b  abc
2e  empty
EOF2
cat > exp-err <<'EOF2'
b2sum: missing: No such file or directory
b2sum: dir: Is a directory
b2sum: abc/x: Not a directory
b2sum: loop: Too many levels of symbolic links
b2sum: dangling: No such file or directory
b2sum: dir/: Is a directory
EOF2
returns_ 1 b2sum -l 8 missing abc dir abc/x loop dangling empty dir/ \
  > out 2> err || fail=1
compare exp out || fail=1
compare exp-err err || fail=1

# The empty name, quoted as '' by quotef.
echo "b2sum: '': No such file or directory" > exp-err || framework_failure_
returns_ 1 b2sum '' > out 2> err || fail=1
compare /dev/null out || fail=1
compare exp-err err || fail=1

# A failure in the last operand still counts.
echo '6b  abc' > exp || framework_failure_
echo 'b2sum: missing: No such file or directory' > exp-err \
  || framework_failure_
returns_ 1 b2sum -l 8 abc missing > out 2> err || fail=1
compare exp out || fail=1
compare exp-err err || fail=1

# Character devices are fine.
echo '2e  /dev/null' > exp || framework_failure_
b2sum -l 8 /dev/null > out 2> err || fail=1
compare exp out || fail=1
compare /dev/null err || fail=1

# EACCES cannot be provoked as root, who may read anything.
if test "$(id -u)" != 0; then
  printf abc > unreadable || framework_failure_
  chmod 0 unreadable || framework_failure_
  echo '6b  abc' > exp || framework_failure_
  echo 'b2sum: unreadable: Permission denied' > exp-err \
    || framework_failure_
  returns_ 1 b2sum -l 8 unreadable abc > out 2> err || fail=1
  compare exp out || fail=1
  compare exp-err err || fail=1
fi

Exit $fail
