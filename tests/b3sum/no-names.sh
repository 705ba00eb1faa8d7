#!/bin/sh
# --no-names prints the bare hash of each input, with no escaping.

# Copyright (C) 2026 The blakesum authors.
# License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.

. "${srcdir=.}/tests/init.sh"; path_prepend_ ./src
print_ver_ b3sum

printf abc > abc || framework_failure_
: > empty || framework_failure_
printf foo > foo || framework_failure_
nl=$(printf 'n\nl') || framework_failure_
printf z > "$nl" || framework_failure_
printf 'a\\b' > 'back\slash' || framework_failure_

cat > exp <<'EOF2'
6437b3ac38465133ffb63b75273a8db548c558465d79db03fd359c6cd5bd9d85
af1349b9f5f9a1a6a0404dea36dcc9499bcb25c9adc112b7cc9a93cae41f3262
1104908ab930e671002c7cd7f3fc921570b1bf64ecfa12fe363585c630eaca6b
92005e229f1034967389c1853d7b8dc2bd0eaada86c4e3bf14d66ee0b07b25b3
EOF2
b3sum --no-names abc empty "$nl" 'back\slash' > out 2> err || fail=1
compare exp out || fail=1
compare /dev/null err || fail=1

# The option may come after the operands.
b3sum abc empty "$nl" 'back\slash' --no-names > out 2> err || fail=1
compare exp out || fail=1
compare /dev/null err || fail=1

# Standard input.
echo 1104908ab930e671002c7cd7f3fc921570b1bf64ecfa12fe363585c630eaca6b \
  > exp || framework_failure_
printf z | b3sum --no-names > out 2> err || fail=1
compare exp out || fail=1
compare /dev/null err || fail=1

# With --length: the prefix of the output, and an empty line for 0.
printf '6437b3ac38\n04e0bb39f3\n' > exp || framework_failure_
b3sum --no-names -l 5 abc foo > out 2> err || fail=1
compare exp out || fail=1
compare /dev/null err || fail=1
printf '\n\n' > exp || framework_failure_
b3sum --no-names --length 0 abc foo > out 2> err || fail=1
compare exp out || fail=1
compare /dev/null err || fail=1

# --no-names wins over --tag.
printf '6437b3ac38465133ffb63b75273a8db548c558465d79db03fd359c6cd5bd9d85\n' \
  > exp || framework_failure_
b3sum --tag --no-names abc > out 2> err || fail=1
compare exp out || fail=1
compare /dev/null err || fail=1

Exit $fail
