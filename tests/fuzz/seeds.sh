#!/bin/sh
# Run each fuzz target once over every input of its seed corpus: the
# inputs that found bugs stay there, so this is their regression test,
# and a target that the sources no longer satisfy fails here first.

# Copyright (C) 2026 The blakesum authors.
# License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.

. "${srcdir=.}/tests/init.sh"; path_prepend_ ./src

fail=0
for name in gnu-check b3-check tree-tag kernels bao; do
  "$abs_top_builddir/tests/fuzz/fuzz-$name" \
    "$srcdir/tests/fuzz/corpus/$name"/* > out 2>&1 \
    || { cat out; echo "fuzz-$name failed on its seeds"; fail=1; }
  grep '^Executed ' out > /dev/null \
    || { cat out; echo "fuzz-$name ran no seed"; fail=1; }
done

Exit $fail
