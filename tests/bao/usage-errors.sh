#!/bin/sh
# Usage errors: docopt's message, a blank line and the usage text on
# standard error, nothing on standard output, exit status 1.

# Copyright (C) 2026 The blakesum authors.
# License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.

. "${srcdir=.}/tests/init.sh"; path_prepend_ ./src/bao-bin
print_ver_ bao

bao --help > usage || framework_failure_

# Run bao with the arguments after MSG and check that it prints MSG.
check_usage ()
{
  msg=$1
  shift
  { printf '%s\n\n' "$msg" && cat usage; } > exp || framework_failure_
  returns_ 1 bao "$@" > out 2> err || fail=1
  compare /dev/null out || fail=1
  compare exp err || fail=1
}

check_usage 'Invalid arguments.'
check_usage 'Invalid arguments.' frob
check_usage 'Invalid arguments.' hash --help
check_usage 'Invalid arguments.' --help --version
check_usage 'Invalid arguments.' --version x
check_usage 'Invalid arguments.' encode in
check_usage 'Invalid arguments.' encode in out --outboard=ob
check_usage 'Invalid arguments.' encode in out extra
check_usage 'Invalid arguments.' decode
check_usage 'Invalid arguments.' decode hash in out extra
check_usage 'Invalid arguments.' slice 0
check_usage 'Invalid arguments.' decode-slice hash 0 0 in out extra
check_usage 'Invalid arguments.' hash --start=1
check_usage 'Invalid arguments.' slice 0 1 --start=1
check_usage 'Invalid arguments.' decode-slice hash 0 1 --outboard=ob
check_usage 'Invalid arguments.' hash --chunk-group-log=1
# An option given twice.
check_usage 'Invalid arguments.' decode hash --start=1 --start 2
# Unknown flags, with a suggestion within edit distance 2.
check_usage "Unknown flag: '--x'" hash --x
check_usage "Unknown flag: '--outbord'. Did you mean '--outboard'?" \
  encode in --outbord=ob
check_usage "Unknown flag: '--stat'. Did you mean '--start'?" decode h --stat 1
check_usage "Unknown flag: '--foo'" encode in --foo=ob
check_usage "Unknown flag: '-h'" -h
check_usage "Unknown flag: '-V'" -V
# A negative number is a short flag.
check_usage "Unknown flag: '-1'" slice -1 1
check_usage "Unknown flag: '-a'" hash -abc
check_usage "Expected argument for flag '--start' but reached end of arguments." \
  decode hash --start
check_usage "Flag '--help' cannot have an argument, but found 'x'." --help=x
# Long options are never abbreviated.
check_usage "Unknown flag: '--he'. Did you mean '--help'?" --he

Exit $fail
