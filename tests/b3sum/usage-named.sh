#!/bin/sh
# A usage error about the arguments given names them in its usage
# line, as clap 4.5 does (b3sum 1.8's clap): those given, what they
# require, and the operands as given ("<FILE>...") or not ("[FILE]...").
# An unknown long option gets the known one most like it as a tip.
# The expected lines follow clap_builder's validator and usage code
# (build_conflict_err_usage, missing_required_error, write_args,
# did_you_mean_error) and the examples of clap's own tests.

# Copyright (C) 2026 The blakesum authors.
# License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.

. "${srcdir=.}/tests/init.sh"; path_prepend_ ./src
print_ver_ b3sum

printf abc > abc || framework_failure_
try='For more information, try '\''--help'\''.'

# Expect exit status 2, nothing on standard output, and standard error
# "error: $1", a blank line, the usage line $2, a blank line and the
# "try" line, from b3sum with the remaining arguments.
named_ ()
{
  printf 'error: %s\n\nUsage: %s\n\n%s\n' "$1" "$2" "$try" > exp \
    || framework_failure_
  shift 2
  returns_ 2 b3sum "$@" < /dev/null > out 2> err || fail=1
  compare /dev/null out || fail=1
  compare exp err || fail=1
}

# A conflict: the usage line leaves out what conflicts with the first
# conflicting argument, and puts what those left require first.
named_ "the argument '--check' cannot be used with '--length <LEN>'" \
  'b3sum --check <FILE>...' -c --length 5 abc
named_ "the argument '--check' cannot be used with '--length <LEN>'" \
  'b3sum --check [FILE]...' -c --length 5
named_ "the argument '--length <LEN>' cannot be used with '--check'" \
  'b3sum --length <LEN> --tag <FILE>...' abc --length 5 --tag -c
named_ "the argument '--check' cannot be used with '--length <LEN>'" \
  'b3sum --quiet --check <FILE>...' --quiet -c --length 5 abc
named_ "the argument '--keyed' cannot be used with '--derive-key <CONTEXT>'" \
  'b3sum --keyed <FILE>...' --keyed --derive-key ctx
named_ "the argument '--keyed' cannot be used with '--check'" \
  'b3sum --quiet --keyed <FILE>...' --quiet --keyed -c abc
named_ "the argument '--check' cannot be used with:
  --raw
  --no-names" 'b3sum --check <FILE>...' -c --raw --no-names abc

# Missing required arguments: all are listed, options first, and the
# usage line has what is required, then what was given.
named_ 'the following required arguments were not provided:
  --check' 'b3sum --check --quiet [FILE]...' --quiet
named_ 'the following required arguments were not provided:
  --check' 'b3sum --check --no-names --quiet <FILE>...' \
  --no-names abc --quiet
named_ 'the following required arguments were not provided:
  <FILE>...' 'b3sum --keyed <FILE>...' --keyed
named_ 'the following required arguments were not provided:
  --check
  <FILE>...' 'b3sum --check --quiet --keyed <FILE>...' --quiet --keyed
named_ 'the following required arguments were not provided:
  --check
  <FILE>...' 'b3sum --check --keyed --quiet <FILE>...' --keyed --quiet

# A flag given a value: what came before it, less an operand that no
# option has followed yet, and the flag.
named_ "unexpected value 'x' for '--check' found; no more were expected" \
  'b3sum --check [FILE]...' --check=x abc
named_ "unexpected value 'x' for '--check' found; no more were expected" \
  'b3sum --check [FILE]...' abc --check=x
named_ "unexpected value '1' for '--no-names' found; no more were expected" \
  'b3sum --tag --no-names <FILE>...' abc --tag --no-names=1
named_ "unexpected value '1' for '--no-names' found; no more were expected" \
  'b3sum --tag --no-names [FILE]...' --tag -l 5 --no-names=1

# An unknown long option: what came before it, and a similar option if
# one scores above 0.7 (Jaro).  "--bogus=1" is reported as "--bogus".
named_ "unexpected argument '--len' found

  tip: a similar argument exists: '--length'" \
  'b3sum --length <LEN> [FILE]...' --len 5 abc
named_ "unexpected argument '--lenght' found

  tip: a similar argument exists: '--length'" \
  'b3sum --tag --length <LEN> <FILE>...' abc --tag --lenght 5
named_ "unexpected argument '--chek' found

  tip: a similar argument exists: '--check'" \
  'b3sum --length <LEN> --check <FILE>...' abc -l 5 --chek
named_ "unexpected argument '--bogus' found

  tip: to pass '--bogus' as a value, use '-- --bogus'" \
  'b3sum --tag <FILE>...' abc --tag --bogus=1
# An option whose value would be an unknown option is not named.
named_ "unexpected argument '--bogus' found

  tip: to pass '--bogus' as a value, use '-- --bogus'" \
  'b3sum <FILE>...' abc -l --bogus

Exit $fail
