#!/bin/sh
# Options anywhere among the positionals, "--opt=V" and "--opt V", "--"
# ending the options, and a lone "-" as a positional.

# Copyright (C) 2026 The blakesum authors.
# License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.

. "${srcdir=.}/tests/init.sh"; path_prepend_ ./src/bao-bin
print_ver_ bao

printf abcdef > in || framework_failure_
bao encode in enc || fail=1
h=$(bao hash in) || fail=1

printf cdef > exp || framework_failure_
for args in "--start=2 $h enc" "$h --start 2 enc" "$h enc --start=2" \
    "--start 2 --count=9 $h enc -"; do
  bao decode $args > out 2> err || fail=1
  compare exp out || fail=1
  compare /dev/null err || fail=1
done
bao decode $h - - < enc > out 2> err || fail=1
compare in out || fail=1
# The option may come before the subcommand.
bao --outboard=ob encode in || fail=1
bao decode --outboard ob $h in > out 2> err || fail=1
compare in out || fail=1

# After "--", "--x" is a file.
printf '%s\n' 'bao: --x: No such file or directory (os error 2)' \
  "$h  in" > exp || framework_failure_
returns_ 1 bao hash -- --x in > out 2> err || fail=1
compare exp out || fail=1
compare /dev/null err || fail=1

Exit $fail
