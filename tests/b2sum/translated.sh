#!/bin/sh
# In a locale with coreutils' translations, b2sum's messages are those
# of coreutils' b2sum, word for word: its own are coreutils' and come
# from coreutils' catalog.  A German locale is built in the test
# directory (localedef, LOCPATH).

# Copyright (C) 2026 The blakesum authors.
# License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.

. "${srcdir=.}/tests/init.sh"; path_prepend_ ./src
print_ver_ b2sum
require_coreutils_b2sum_

localedef -i de_DE -f UTF-8 ./de_DE.UTF-8 > /dev/null 2>&1
test -d de_DE.UTF-8 || skip_ 'localedef cannot build a German locale here'
LOCPATH=$PWD LC_ALL=de_DE.UTF-8
export LOCPATH LC_ALL
/usr/bin/b2sum --help | grep '^Aufruf:' > /dev/null \
  || skip_ "coreutils' messages have no German catalog here"

mkdir ref || framework_failure_
ln -s /usr/bin/b2sum ref/b2sum || framework_failure_

printf foo > a && printf bar > b || framework_failure_
{ env LC_ALL=C b2sum a | sed 's/  a$/  b/'
  env LC_ALL=C b2sum a | sed 's/  a$/  missing/'
  echo 'not a line'; } > list || framework_failure_

# Run the command given with our b2sum and coreutils' (ref/), and
# compare their standard output, error and status.
same_ ()
{
  "$@" > out 2> err; echo $? >> out
  PATH=$PWD/ref:$PATH "$@" > exp 2> exp-err; echo $? >> exp
  compare exp out || fail=1
  compare exp-err err || fail=1
}
same_ b2sum -c -w list
same_ b2sum -c --strict list
same_ b2sum -l 7 a
same_ b2sum -l 1024 a
same_ b2sum --bogus
same_ b2sum --s a
same_ b2sum --tag -c list

# --help: coreutils' lines up to where ours adds its own options.
b2sum --help > help || fail=1
PATH=$PWD/ref:$PATH b2sum --help > ref-help || framework_failure_
sed "/^Options that coreutils' b2sum lacks:/,\$d" help > out \
  || framework_failure_
head -n "$(wc -l < out)" ref-help > exp || framework_failure_
compare exp out || fail=1

Exit $fail
