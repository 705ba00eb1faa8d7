#!/bin/sh
# The manual pages: each option entry starts with an option, each SEE
# ALSO names the other three programs and the info manual, and bao's
# page documents --progress.

# Copyright (C) 2026 The blakesum authors.
# License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.

. "${srcdir=.}/tests/init.sh"; path_prepend_ ./src
print_ver_ b2sum

# Built in the build tree from git, shipped in the source tree by the
# tarball.
page_ ()
{
  for dir_ in "$abs_top_builddir/man" "$srcdir/man"; do
    test -f "$dir_/$1.1" && { echo "$dir_/$1.1"; return; }
  done
  skip_ "no manual page for $1"
}

progs='b2sum b3sum bt2sum bao'
for prog in $progs; do
  page=$(page_ $prog)

  # help2man starts an entry (.HP) at each help line that starts with
  # an option: the line after it must be option names alone, and the
  # value they take.
  name='\\fB\\-[^ ]*\\fR'
  sed -n '/^\.HP$/{n;p;}' "$page" \
    | grep -v "^$name\\(, $name\\)*\\( <[A-Z]*>\\)\\{0,1\\}\$" > bad
  compare /dev/null bad || { echo "$prog: entries that are no option"; fail=1; }

  sed -n '/^\.SH "SEE ALSO"$/,$p' "$page" > see-also || framework_failure_
  for other in $progs; do
    test $other = $prog && continue
    grep "^\.BR $other (1)" see-also > /dev/null \
      || { echo "$prog: SEE ALSO lacks $other"; fail=1; }
  done
  grep '^\.B info blakesum$' see-also > /dev/null \
    || { echo "$prog: SEE ALSO lacks the manual"; fail=1; }
done

grep 'progress' "$(page_ bao)" > /dev/null \
  || { echo 'bao: no --progress'; fail=1; }

Exit $fail
