#!/bin/sh
# Unreadable operands: "b3sum: NAME: ERROR (os error N)", the rest
# hashed, exit 1.

# Copyright (C) 2026 The blakesum authors.
# License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.

. "${srcdir=.}/tests/init.sh"; path_prepend_ ./src
print_ver_ b3sum

printf abc > abc || framework_failure_
mkdir dir || framework_failure_
ln -s loop loop || framework_failure_
ln -s nowhere dangling || framework_failure_

# As Rust shows a system error, with its number.  A directory opens and
# then fails to read.
cat > exp <<'EOF2'
6437b3ac38465133ffb63b75273a8db548c558465d79db03fd359c6cd5bd9d85  abc
af1349b9f5f9a1a6a0404dea36dcc9499bcb25c9adc112b7cc9a93cae41f3262  /dev/null
EOF2
cat > exp-err <<'EOF2'
b3sum: missing: No such file or directory (os error 2)
b3sum: dir: Is a directory (os error 21)
b3sum: abc/x: Not a directory (os error 20)
b3sum: loop: Too many levels of symbolic links (os error 40)
b3sum: dangling: No such file or directory (os error 2)
b3sum: : No such file or directory (os error 2)
b3sum: dir/: Is a directory (os error 21)
EOF2
for opt in '' --no-mmap; do
  returns_ 1 b3sum $opt missing abc dir abc/x loop dangling '' dir/ \
    /dev/null > out 2> err || fail=1
  compare exp out || fail=1
  compare exp-err err || fail=1
done

# Standard output and standard error keep their relative order.
cat > exp <<'EOF2'
6437b3ac38465133ffb63b75273a8db548c558465d79db03fd359c6cd5bd9d85  abc
b3sum: missing: No such file or directory (os error 2)
6437b3ac38465133ffb63b75273a8db548c558465d79db03fd359c6cd5bd9d85  abc
EOF2
returns_ 1 b3sum abc missing abc > out 2>&1 || fail=1
compare exp out || fail=1

# A failure in the last operand still counts.
echo '6437b3ac38465133ffb63b75273a8db548c558465d79db03fd359c6cd5bd9d85  abc' \
  > exp || framework_failure_
echo 'b3sum: missing: No such file or directory (os error 2)' > exp-err \
  || framework_failure_
returns_ 1 b3sum abc missing > out 2> err || fail=1
compare exp out || fail=1
compare exp-err err || fail=1

# Standard input that cannot be read.
echo 'b3sum: -: Is a directory (os error 21)' > exp-err || framework_failure_
returns_ 1 b3sum - < dir > out 2> err || fail=1
compare /dev/null out || fail=1
compare exp-err err || fail=1

# The name in the message is not escaped (an LF splits it over two
# lines), but invalid UTF-8 in it is replaced by U+FFFD.
printf 'b3sum: mi\nss: No such file or directory (os error 2)\n' > exp-err \
  || framework_failure_
printf 'b3sum: bad\357\277\275: No such file or directory (os error 2)\n' >> exp-err \
  || framework_failure_
printf 'b3sum: back\\slash: No such file or directory (os error 2)\n' >> exp-err \
  || framework_failure_
returns_ 1 b3sum "$(printf 'mi\nss')" "$(printf 'bad\377')" 'back\slash' \
  > out 2> err || fail=1
compare /dev/null out || fail=1
compare exp-err err || fail=1

# After "--", an option-like operand is a file name.
echo 'b3sum: --tag: No such file or directory (os error 2)' > exp-err \
  || framework_failure_
returns_ 1 b3sum -- --tag > out 2> err || fail=1
compare /dev/null out || fail=1
compare exp-err err || fail=1

# EACCES cannot be provoked as root, who may read anything.
if test "$(id -u)" != 0; then
  printf abc > unreadable || framework_failure_
  chmod 0 unreadable || framework_failure_
  echo '6437b3ac38465133ffb63b75273a8db548c558465d79db03fd359c6cd5bd9d85  abc' \
    > exp || framework_failure_
  echo 'b3sum: unreadable: Permission denied (os error 13)' > exp-err \
    || framework_failure_
  returns_ 1 b3sum unreadable abc > out 2> err || fail=1
  compare exp out || fail=1
  compare exp-err err || fail=1
fi

Exit $fail
