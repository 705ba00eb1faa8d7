#!/bin/sh
# make install puts the documents that the help texts and the manual
# name (tree-mode.md, README.md, NEWS) in the documentation directory.

# Copyright (C) 2026 The blakesum authors.
# License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.

. "${srcdir=.}/tests/init.sh"; path_prepend_ ./src
print_ver_ bt2sum

test -f "$abs_top_builddir/Makefile" || skip_ 'no Makefile in the build tree'
# Only the documents' install rule runs, into a directory of ours.
${MAKE-make} -s -C "$abs_top_builddir" install-dist_docDATA \
  DESTDIR="$PWD/inst" docdir=/doc > out 2>&1 || { cat out; fail=1; }
for f in tree-mode.md README.md NEWS; do
  test -f inst/doc/$f || { echo "$f not installed"; fail=1; }
done
cmp inst/doc/tree-mode.md "$srcdir/doc/tree-mode.md" || fail=1

# bt2sum's help sends readers to the manual, which is installed too.
bt2sum --help | grep "see 'info blakesum' (Tree construction)" > /dev/null \
  || fail=1

Exit $fail
