#!/bin/sh
# Usage errors: getopt messages, option conflicts and the order of checks.

# Copyright (C) 2026 The blakesum authors.
# License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.

. "${srcdir=.}/tests/init.sh"; path_prepend_ ./src
print_ver_ b2sum

printf abc > abc || framework_failure_
b2sum abc > list || framework_failure_

# Run b2sum with the remaining arguments and expect exit status 1, no
# output, and the message $1 followed by the "Try" line.
usage_fails_ ()
{
  printf "b2sum: %s\nTry 'b2sum --help' for more information.\n" "$1" \
    > exp || framework_failure_
  shift
  returns_ 1 b2sum "$@" > out 2> err || fail=1
  compare /dev/null out || fail=1
  compare exp err || fail=1
}

# getopt errors.  Parsing stops at the first one.
usage_fails_ "invalid option -- 'x'" -x abc
usage_fails_ "invalid option -- 'x'" -xy abc
usage_fails_ "invalid option -- 'x'" -bx abc
usage_fails_ "invalid option -- 'h'" -h
usage_fails_ "invalid option -- '='" -w=1
usage_fails_ "unrecognized option '--foo'" --foo abc
usage_fails_ "unrecognized option '--foo'" abc --tag -t --foo
# -a/--algorithm and --debug are ours (tests/b2sum-ext/algorithms.sh and
# tests/misc/debug-isa.sh); --debug (it names the implementation chosen); cksum's other
# options stay unknown.
for opt in --untagged --base64 --raw; do
  usage_fails_ "unrecognized option '$opt'" $opt abc
done
usage_fails_ "option '--check' doesn't allow an argument" --check=x list
usage_fails_ "option '--tag' doesn't allow an argument" --tag=1 abc
usage_fails_ "option '--zero' doesn't allow an argument" --zer=1 abc
usage_fails_ "option '--status' doesn't allow an argument" --status=1 abc
usage_fails_ "option '--help' doesn't allow an argument" --help=x

# Abbreviations must be unique.
usage_fails_ \
  "option '--st' is ambiguous; possibilities: '--status' '--strict'" \
  --st abc
usage_fails_ \
  "option '--s' is ambiguous; possibilities: '--status' '--strict'" \
  -c --s list
usage_fails_ \
  "option '--s=1' is ambiguous; possibilities: '--status' '--strict'" \
  --s=1 abc
usage_fails_ \
  "option '--t' is ambiguous; possibilities: '--tag' '--text'" \
  --t abc

# Conflicts found after option parsing, in this order.
usage_fails_ '--tag does not support --text mode' \
  --tag -t -z -c --ignore-missing list
usage_fails_ 'the --zero option is not supported when verifying checksums' \
  -z --tag -b -c --ignore-missing list
usage_fails_ 'the --zero option is not supported when verifying checksums' \
  --zero --check list
usage_fails_ 'the --tag option is meaningless when verifying checksums' \
  --tag -b -c --ignore-missing list
usage_fails_ 'the --tag option is meaningless when verifying checksums' \
  -c --tag list
usage_fails_ \
  'the --binary and --text options are meaningless when verifying checksums' \
  -c -b list
usage_fails_ \
  'the --binary and --text options are meaningless when verifying checksums' \
  -t -c list
usage_fails_ \
  'the --ignore-missing option is meaningful only when verifying checksums' \
  --ignore-missing --status --warn --quiet --strict abc
usage_fails_ \
  'the --status option is meaningful only when verifying checksums' \
  --status --strict abc
usage_fails_ \
  'the --warn option is meaningful only when verifying checksums' \
  -w --strict abc
usage_fails_ \
  'the --quiet option is meaningful only when verifying checksums' \
  --quiet --strict abc
usage_fails_ \
  'the --strict option is meaningful only when verifying checksums' \
  --strict abc

# --quiet, --status and --warn override one another, and only the final
# one is reported.
usage_fails_ \
  'the --warn option is meaningful only when verifying checksums' \
  --status --warn abc
usage_fails_ \
  'the --status option is meaningful only when verifying checksums' \
  --warn --status abc
usage_fails_ \
  'the --warn option is meaningful only when verifying checksums' \
  --quiet --status --warn abc
usage_fails_ \
  'the --quiet option is meaningful only when verifying checksums' \
  --warn --status --quiet abc

# Unique abbreviations work, both for accepted and rejected options.
usage_fails_ \
  'the --quiet option is meaningful only when verifying checksums' \
  --q abc
usage_fails_ \
  'the --ignore-missing option is meaningful only when verifying checksums' \
  --i abc
echo 'abc: OK' > exp || framework_failure_
b2sum --c list > out 2> err || fail=1
compare exp out || fail=1
compare /dev/null err || fail=1
b2sum --ch --qu --stri list > out 2> err || fail=1
compare /dev/null out || fail=1
compare /dev/null err || fail=1

# After "--", option-like operands are file names.
echo 'b2sum: --tag: No such file or directory' > exp || framework_failure_
returns_ 1 b2sum -- --tag > out 2> err || fail=1
compare /dev/null out || fail=1
compare exp err || fail=1

Exit $fail
