#!/bin/sh
# An option given twice is a clap 4 usage error (no args_override_self).

# Copyright (C) 2026 The blakesum authors.
# License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.

. "${srcdir=.}/tests/init.sh"; path_prepend_ ./src
print_ver_ b3sum

# b3sum 1.8 builds its command line with clap 4's derive API and does
# not set args_override_self, so clap's ArgAction::Set and SetTrue
# reject a second occurrence of any option, even with the same value.
# Only the FILE operands may repeat.

printf abc > abc || framework_failure_
echo '6437b3ac38465133ffb63b75273a8db548c558465d79db03fd359c6cd5bd9d85  abc' \
  > list || framework_failure_
try='For more information, try '\''--help'\''.'

# Expect exit status 2, no output, and the first line
# "error: the argument '$1' cannot be used multiple times".
repeat_fails_ ()
{
  echo "error: the argument '$1' cannot be used multiple times" \
    > exp-first || framework_failure_
  shift
  returns_ 2 b3sum "$@" < /dev/null > out 2> err || fail=1
  compare /dev/null out || fail=1
  sed -n 1p err > err-first || framework_failure_
  compare exp-first err-first || fail=1
  echo "$try" > exp-last || framework_failure_
  sed -n '$p' err > err-last || framework_failure_
  compare exp-last err-last || fail=1
}

repeat_fails_ '--length <LEN>' -l 5 -l 6 abc
repeat_fails_ '--length <LEN>' --length 5 -l5 abc
repeat_fails_ '--length <LEN>' -l 32 abc --length=32
repeat_fails_ '--seek <SEEK>' --seek 1 --seek 1 abc
repeat_fails_ '--num-threads <NUM>' --num-threads 1 --num-threads 2 abc
repeat_fails_ '--derive-key <CONTEXT>' --derive-key a --derive-key b abc
repeat_fails_ '--keyed' --keyed --keyed abc
repeat_fails_ '--no-names' --no-names abc --no-names
repeat_fails_ '--no-mmap' --no-mmap --no-mmap abc
repeat_fails_ '--raw' --raw --raw abc
repeat_fails_ '--tag' --tag --tag abc
repeat_fails_ '--check' -c -c list
repeat_fails_ '--check' -cc list
repeat_fails_ '--check' --check -c list
repeat_fails_ '--quiet' -c --quiet --quiet list

# Operands may repeat.
printf '%s\n%s\n' \
  '6437b3ac38465133ffb63b75273a8db548c558465d79db03fd359c6cd5bd9d85  abc' \
  '6437b3ac38465133ffb63b75273a8db548c558465d79db03fd359c6cd5bd9d85  abc' \
  > exp || framework_failure_
b3sum abc abc > out 2> err || fail=1
compare exp out || fail=1
compare /dev/null err || fail=1

Exit $fail
