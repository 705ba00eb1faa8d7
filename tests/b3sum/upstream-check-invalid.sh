#!/bin/sh
# Upstream's test_check_invalid_characters: a listed name with NUL or
# U+FFFD, or a bad escape, is refused with its message, and counts.

# Copyright (C) 2026 The blakesum authors.
# License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.

. "${srcdir=.}/tests/init.sh"; path_prepend_ ./src
print_ver_ b3sum

zeros=0000000000000000000000000000000000000000000000000000000000000000

# Feed the line (a printf format) to --check on standard input: expect
# no output, the message $2 and the WARNING line, and exit status 1.
refused_ ()
{
  printf "$1" > list || framework_failure_
  printf 'b3sum: %s\nb3sum: WARNING: 1 computed checksum did NOT match\n' \
    "$2" > exp-err || framework_failure_
  returns_ 1 b3sum --check < list > out 2> err || fail=1
  compare /dev/null out || fail=1
  compare exp-err err || fail=1
}

refused_ "$zeros  \\0" 'Null character in path'
refused_ "$zeros  \\357\\277\\275" 'Unicode replacement character in path'
refused_ "\\\\$zeros  \\\\a" 'Invalid backslash escape'

Exit $fail
