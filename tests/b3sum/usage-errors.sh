#!/bin/sh
# Usage errors are clap 4's: "error: ..." on standard error, exit 2.

# Copyright (C) 2026 The blakesum authors.
# License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.

. "${srcdir=.}/tests/init.sh"; path_prepend_ ./src
print_ver_ b3sum

printf abc > abc || framework_failure_
echo '6437b3ac38465133ffb63b75273a8db548c558465d79db03fd359c6cd5bd9d85  abc' \
  > list || framework_failure_
printf %s 'whats the Elvish word for friend' > key32 || framework_failure_
try='For more information, try '\''--help'\''.'

# Run b3sum with the remaining arguments and standard input from key32
# (so that a wrongly read key would not fail first).  Expect exit
# status 2, nothing on standard output, and a message whose first line
# is "error: $1" and whose last line is the "try" line.  The usage
# line in between names the arguments given for some errors: those
# lines are checked in usage-named.sh.
usage_fails_ ()
{
  first_="error: $1"
  shift
  returns_ 2 b3sum "$@" < key32 > out 2> err || fail=1
  compare /dev/null out || fail=1
  echo "$first_" > exp-first || framework_failure_
  sed -n 1p err > err-first || framework_failure_
  compare exp-first err-first || fail=1
  echo "$try" > exp-last || framework_failure_
  sed -n '$p' err > err-last || framework_failure_
  compare exp-last err-last || fail=1
}

# The same, comparing the whole of standard error with the file exp.
usage_fails_exactly_ ()
{
  returns_ 2 b3sum "$@" < key32 > out 2> err || fail=1
  compare /dev/null out || fail=1
  compare exp err || fail=1
}

# Unknown options, long and short.  There are no GNU-style options, and
# no abbreviations.  With no similar option to suggest, clap suggests
# "--" and gives the plain usage line.
for opt in --bogus --foo --strict --warn --status --ignore-missing \
           --binary --text; do
  cat > exp <<EOF2
error: unexpected argument '$opt' found

  tip: to pass '$opt' as a value, use '-- $opt'

Usage: b3sum [OPTIONS] [FILE]...

$try
EOF2
  usage_fails_exactly_ $opt abc
done
for opt in -x -b -t -w; do
  cat > exp <<EOF2
error: unexpected argument '$opt' found

  tip: to pass '$opt' as a value, use '-- $opt'

Usage: b3sum [OPTIONS] [FILE]...

$try
EOF2
  usage_fails_exactly_ $opt abc
done
usage_fails_ "unexpected argument '--len' found" --len 5 abc
usage_fails_ "unexpected argument '--lenght' found" --lenght 5 abc
usage_fails_ "unexpected argument '--zer' found" --zer abc
usage_fails_ "unexpected argument '--chec' found" --chec list
usage_fails_ "unexpected argument '-x' found" -cx list
usage_fails_ "unexpected argument '--bogus' found" abc --tag --bogus

# A flag given a value.
usage_fails_ \
  "unexpected value 'x' for '--check' found; no more were expected" \
  --check=x list
usage_fails_ \
  "unexpected value '1' for '--no-names' found; no more were expected" \
  --no-names=1 abc
usage_fails_ "unexpected value '' for '--tag' found; no more were expected" \
  --tag= abc

# A missing value.  A following option is not taken as the value.
# These messages have no usage line.
for opt in '-l:--length <LEN>' '--length:--length <LEN>' \
           '--seek:--seek <SEEK>' '--num-threads:--num-threads <NUM>' \
           '--derive-key:--derive-key <CONTEXT>'; do
  cat > exp <<EOF2
error: a value is required for '${opt#*:}' but none was supplied

$try
EOF2
  usage_fails_exactly_ abc ${opt%%:*}
  usage_fails_exactly_ ${opt%%:*} --no-names abc
  usage_fails_exactly_ ${opt%%:*} -c abc
done

# Bad numbers, as Rust's u64 and usize parsers report them.  These
# messages have no usage line either.
bad_number_ ()
{
  cat > exp <<EOF2
error: invalid value '$2' for '$1': $3

$try
EOF2
}
for opt in '-l:--length <LEN>' '--length:--length <LEN>' \
           '--seek:--seek <SEEK>' '--num-threads:--num-threads <NUM>'; do
  o=${opt%%:*}
  name=${opt#*:}
  bad_number_ "$name" x 'invalid digit found in string'
  usage_fails_exactly_ $o x abc
  bad_number_ "$name" 1.5 'invalid digit found in string'
  usage_fails_exactly_ $o 1.5 abc
  bad_number_ "$name" 0x10 'invalid digit found in string'
  usage_fails_exactly_ $o 0x10 abc
  bad_number_ "$name" ' 5' 'invalid digit found in string'
  usage_fails_exactly_ $o ' 5' abc
  bad_number_ "$name" '5 ' 'invalid digit found in string'
  usage_fails_exactly_ $o '5 ' abc
  bad_number_ "$name" + 'invalid digit found in string'
  usage_fails_exactly_ $o + abc
  bad_number_ "$name" -1 'invalid digit found in string'
  usage_fails_exactly_ $o=-1 abc
  bad_number_ "$name" '' 'cannot parse integer from empty string'
  usage_fails_exactly_ $o '' abc
  bad_number_ "$name" 18446744073709551616 \
    'number too large to fit in target type'
  usage_fails_exactly_ $o 18446744073709551616 abc
  bad_number_ "$name" 99999999999999999999999 \
    'number too large to fit in target type'
  usage_fails_exactly_ $o 99999999999999999999999 abc
done
bad_number_ '--length <LEN>' '' 'cannot parse integer from empty string'
usage_fails_exactly_ --length= abc

# A negative number after a space is an unknown short option.
usage_fails_ "unexpected argument '-1' found" --length -1 abc
usage_fails_ "unexpected argument '-5' found" -l -5 abc

# --check conflicts with the options of hash mode.  Clap names first
# the conflicting argument that came first on the command line.
usage_fails_ "the argument '--check' cannot be used with '--length <LEN>'" \
  --check --length 5 list
usage_fails_ "the argument '--check' cannot be used with '--length <LEN>'" \
  -c -l 32 list
usage_fails_ "the argument '--check' cannot be used with '--keyed'" \
  -c --keyed list
usage_fails_ \
  "the argument '--check' cannot be used with '--derive-key <CONTEXT>'" \
  -c --derive-key ctx list
usage_fails_ "the argument '--check' cannot be used with '--raw'" \
  -c --raw list
usage_fails_ "the argument '--check' cannot be used with '--tag'" \
  -c --tag list
usage_fails_ "the argument '--check' cannot be used with '--no-names'" \
  list --check --no-names
usage_fails_ "the argument '--length <LEN>' cannot be used with '--check'" \
  --length 5 --check list
usage_fails_ "the argument '--no-names' cannot be used with '--check'" \
  --no-names -c list
usage_fails_ "the argument '--tag' cannot be used with '--check'" \
  --tag --check list
# With two of them, clap lists them under the first line.
usage_fails_ "the argument '--check' cannot be used with:" \
  -c --raw --no-names list
sed -n 2,3p err > err-list || framework_failure_
printf '  --raw\n  --no-names\n' > exp || framework_failure_
compare exp err-list || fail=1

# --keyed conflicts with --derive-key.
usage_fails_ \
  "the argument '--keyed' cannot be used with '--derive-key <CONTEXT>'" \
  --keyed --derive-key ctx abc
usage_fails_ \
  "the argument '--derive-key <CONTEXT>' cannot be used with '--keyed'" \
  --derive-key ctx --keyed abc

# Required arguments: --quiet needs --check, and --keyed needs a FILE
# (and then reads no key).
usage_fails_ 'the following required arguments were not provided:' \
  --quiet abc
sed -n 2p err > err-2 || framework_failure_
echo '  --check' > exp || framework_failure_
compare exp err-2 || fail=1
usage_fails_ 'the following required arguments were not provided:' --keyed
sed -n 2p err > err-2 || framework_failure_
echo '  <FILE>...' > exp || framework_failure_
compare exp err-2 || fail=1
returns_ 2 b3sum --keyed < /dev/null > out 2> err || fail=1
compare /dev/null out || fail=1
sed -n 1p err > err-first || framework_failure_
echo 'error: the following required arguments were not provided:' > exp \
  || framework_failure_
compare exp err-first || fail=1

# --derive-key takes a UTF-8 string.
cat > exp <<EOF2
error: invalid UTF-8 was detected in one or more arguments

Usage: b3sum [OPTIONS] [FILE]...

$try
EOF2
usage_fails_exactly_ --derive-key "$(printf '\377')" abc
usage_fails_exactly_ --derive-key="$(printf 'ok\300\200')" abc

# A usage error comes before the check of --raw's operands.
usage_fails_ "unexpected argument '--bogus' found" --raw --bogus abc abc

Exit $fail
