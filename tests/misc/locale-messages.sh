#!/bin/sh
# b3sum and bao write their messages, the system's error texts among
# them, in the C locale whatever the user's locale is, as the Rust
# programs they match do (Rust never sets a locale); b2sum and bt2sum
# follow the user's locale, as coreutils does.  A German locale is
# built in the test directory (localedef, LOCPATH); its error texts
# come from the C library's translations.

# Copyright (C) 2026 The blakesum authors.
# License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.

. "${srcdir=.}/tests/init.sh"; path_prepend_ ./src ./src/bao-bin
print_ver_ b2sum bt2sum b3sum bao

localedef -i de_DE -f UTF-8 ./de_DE.UTF-8 > /dev/null 2>&1
test -d de_DE.UTF-8 || skip_ 'localedef cannot build a German locale here'
LOCPATH=$PWD
export LOCPATH
# The C library's German text for ENOENT, as another program shows it.
german=$(env LC_ALL=de_DE.UTF-8 cat no-such-file 2>&1 \
           | sed 's/^[^:]*: no-such-file: //')
case $german in
  '' | *'No such file'*)
    skip_ 'the C library has no German error texts here' ;;
esac

echo 'b3sum: no-such-file: No such file or directory (os error 2)' \
  > exp-b3sum || framework_failure_
echo 'bao: no-such-file: No such file or directory (os error 2)' \
  > exp-bao || framework_failure_
returns_ 1 env LC_ALL=de_DE.UTF-8 b3sum no-such-file 2> err || fail=1
compare exp-b3sum err || fail=1
# bao hash writes it on standard output, as the Rust bao does.
returns_ 1 env LC_ALL=de_DE.UTF-8 bao hash no-such-file > out || fail=1
compare exp-bao out || fail=1
# LANG alone, as a desktop session sets it.
returns_ 1 env -u LC_ALL -u LC_MESSAGES LANG=de_DE.UTF-8 \
  b3sum no-such-file 2> err || fail=1
compare exp-b3sum err || fail=1

for prog in b2sum bt2sum; do
  echo "$prog: no-such-file: $german" > exp || framework_failure_
  returns_ 1 env LC_ALL=de_DE.UTF-8 $prog no-such-file 2> err || fail=1
  compare exp err || fail=1
done

Exit $fail
