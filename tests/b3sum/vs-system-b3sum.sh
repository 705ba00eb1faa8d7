#!/bin/sh
# Our b3sum and the installed official one agree where 1.2.0 and 1.8 do.

# Copyright (C) 2026 The blakesum authors.
# License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.

. "${srcdir=.}/tests/init.sh"; path_prepend_ ./src
print_ver_ b3sum
require_system_b3sum_
/usr/bin/b3sum --version | grep blakesum > /dev/null \
  && skip_ '/usr/bin/b3sum is this package'

# Debian's b3sum is 1.2.0.  It differs from 1.8 in usage errors, check
# parse errors, the WARNING line, CR in names and --tag/--seek, so only
# the behaviours common to both are compared here.

# The inputs, in d.
mkdir d || framework_failure_
count_bytes_ 251 p || framework_failure_
while test $(wc -c < p) -lt 4194304; do
  cat p p > p2 && mv p2 p || framework_failure_
done
for n in 0 1 64 1024 1025 16383 16384 16385 131073 1048577 3145728; do
  head -c $n p > d/s$n || framework_failure_
done
rm p || framework_failure_
printf q > 'd/x\y' || framework_failure_
printf q > "$(printf 'd/n\nl')" || framework_failure_
printf q > "$(printf 'd/bad\377name')" || framework_failure_
printf q > "$(printf 'd/tab\there')" || framework_failure_
printf q > 'd/two  spaces' || framework_failure_
printf q > "$(printf 'd/caf\303\251')" || framework_failure_
printf %s 'whats the Elvish word for friend' > key || framework_failure_
mkdir d/dir || framework_failure_

# Run both programs with the same arguments and standard input ($in),
# and compare their standard output, standard error and exit status.
in=/dev/null
same_ ()
{
  /usr/bin/b3sum "$@" < $in > exp 2> exp-err
  echo $? > exp-status
  b3sum "$@" < $in > out 2> err
  echo $? > out-status
  compare exp out || fail=1
  compare exp-err err || fail=1
  compare exp-status out-status || fail=1
}

# Every input in one run, with the options of hash mode; "d/dir"
# fails.
for opts in '' --no-names --no-mmap '--num-threads 1' '-l 0' '-l 1' \
            '-l 31' '-l65' '--length=131' '--length 1000' \
            '--derive-key ctx' '--derive-key=' '--no-names -l 64'; do
  same_ $opts d/*
done
in=key
same_ --keyed d/*
same_ --keyed --no-names -l 100 d/*

# Standard input.
for f in d/s0 d/s1 d/s16384 d/s1048577; do
  in=$f
  same_
  same_ -
  same_ --no-names -l 77 -
done

# --raw.
for f in d/s0 d/s64 d/s16385 d/s3145728; do
  in=/dev/null
  same_ --raw $f
  same_ --raw -l 100 $f
  in=$f
  same_ --raw
done
in=key
same_ --raw --keyed d/s1025

# Fatal and per-file errors.
in=/dev/null
same_ --raw d/s1 d/s64
same_ missing d/s1 d/dir
same_ --keyed d/s1
in=d/s64
same_ --keyed d/s1
in=d/s1
same_ --keyed d/s1 -

# Check mode of a list of every file that 1.2.0 can write and read back
# the same way (no CR, no invalid UTF-8).
/usr/bin/b3sum d/s* 'd/x\y' d/n*l d/tab* d/two* d/caf* > list \
  || framework_failure_
test $(wc -l < list) = 16 || framework_failure_
in=/dev/null
same_ -c list
same_ --check --no-mmap list
same_ -c --quiet list
in=list
same_ -c
same_ -c - list

Exit $fail
