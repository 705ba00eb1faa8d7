#!/bin/sh
# -z, --zero: output lines end in NUL, and names are not escaped.

# Copyright (C) 2026 The blakesum authors.
# License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.

. "${srcdir=.}/tests/init.sh"; path_prepend_ ./src
print_ver_ b3sum

# Every file holds "q".
hq=f003db3c8fddc3611cd75cdcb05108606923e0bc137e99f53a83bfdd5c8fd6d6
nl=$(printf 'n\nl') || framework_failure_
cr=$(printf 'c\rr') || framework_failure_
for name in q 'x\y' "$nl" "$cr" "$(printf 'bad\377')"; do
  printf q > "$name" || framework_failure_
done

# As coreutils' -z: the names that a newline would escape are written
# as they are, invalid UTF-8 still becoming U+FFFD as in every b3sum
# line, and no backslash starts the line.
printf '%s  q\0' $hq > exp || framework_failure_
printf '%s  x\\y\0' $hq >> exp || framework_failure_
printf '%s  n\nl\0' $hq >> exp || framework_failure_
printf '%s  c\rr\0' $hq >> exp || framework_failure_
printf '%s  bad\357\277\275\0' $hq >> exp || framework_failure_
for opt in -z --zero; do
  b3sum $opt q 'x\y' "$nl" "$cr" "$(printf 'bad\377')" > out 2> err \
    || fail=1
  compare exp out || fail=1
  compare /dev/null err || fail=1
done

# With --tag, --no-names and --length too; --raw has no line end.
printf 'BLAKE3 (x\\y) = %s\0BLAKE3 (n\nl) = %s\0' $hq $hq > exp \
  || framework_failure_
b3sum --tag -z 'x\y' "$nl" > out || fail=1
compare exp out || fail=1
printf '%s\0%s\0' $hq $hq > exp || framework_failure_
b3sum --no-names -z q "$nl" > out || fail=1
compare exp out || fail=1
printf 'f003db3c8f  x\\y\0' > exp || framework_failure_
b3sum -zl5 'x\y' > out || fail=1
compare exp out || fail=1
printf '\360\003' > exp || framework_failure_
b3sum -z --raw -l 2 q > out || fail=1
compare exp out || fail=1

# With --check, lists are read a line per newline and the results end
# in newlines, as without -z.
printf '%s  q\n\\%s  x\\\\y\n' $hq $hq > list || framework_failure_
printf 'q: OK\n\\x\\\\y: OK\n' > exp || framework_failure_
b3sum -z -c list > out 2> err || fail=1
compare exp out || fail=1
compare /dev/null err || fail=1

# A flag takes no value, and is given once, as clap has it.
returns_ 2 b3sum --zero=1 q > out 2> err || fail=1
compare /dev/null out || fail=1
returns_ 2 b3sum -z --zero q > out 2> err || fail=1
cat > exp <<'EOF2'
error: the argument '--zero' cannot be used multiple times

Usage: b3sum [OPTIONS] [FILE]...

For more information, try '--help'.
EOF2
compare exp err || fail=1

Exit $fail
