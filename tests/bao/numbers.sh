#!/bin/sh
# Numbers are Rust's u64; a bad one is docopt's deserialization error,
# without the usage text.  --chunk-group-log takes 0 to 16.

# Copyright (C) 2026 The blakesum authors.
# License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.

. "${srcdir=.}/tests/init.sh"; path_prepend_ ./src/bao-bin
print_ver_ bao

check_number ()
{
  echo "$1" > exp || framework_failure_
  shift
  returns_ 1 bao "$@" < /dev/null > out 2> err || fail=1
  compare /dev/null out || fail=1
  compare exp err || fail=1
}

check_number "Could not deserialize 'x' to u64 for '<start>'." slice x 1 in
check_number "Could not deserialize '1x' to u64 for '<count>'." slice 0 1x in
check_number "Could not deserialize '-' to u64 for '<start>'." \
  decode-slice h - 1
check_number "Could not deserialize '0x10' to u64 for '--start'." \
  decode h --start=0x10
check_number "Could not deserialize '18446744073709551616' to u64 for '--count'." \
  decode h --count=18446744073709551616
check_number "Could not deserialize ' 1' to u64 for '--count'." \
  decode h --count=' 1'
check_number "Could not deserialize 'x' to u64 for '--chunk-group-log'." \
  encode in out --chunk-group-log=x
check_number "Error: --chunk-group-log must be from 0 to 16, not 17" \
  decode h --chunk-group-log 17

# "+5" and the largest u64 are numbers; a blank number is 0.
printf abcdefgh > in || framework_failure_
bao encode in enc || fail=1
h=$(bao hash in) || fail=1
printf fgh > exp || framework_failure_
bao decode $h enc --start=+5 --count=18446744073709551615 > out || fail=1
compare exp out || fail=1
bao decode $h enc --start= > out || fail=1
compare in out || fail=1

Exit $fail
