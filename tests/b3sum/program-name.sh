#!/bin/sh
# Messages say "b3sum:" under any name; clap's usage line uses argv[0].

# Copyright (C) 2026 The blakesum authors.
# License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.

. "${srcdir=.}/tests/init.sh"; path_prepend_ ./src
print_ver_ b3sum

prog=$(command -v b3sum) || framework_failure_
mkdir bin || framework_failure_
ln -s "$prog" bin/my-sum || skip_ 'cannot create a symbolic link'

printf abc > abc || framework_failure_
echo '0000000000000000000000000000000000000000000000000000000000000000  abc' \
  > list || framework_failure_

# The "b3sum:" prefix of per-file errors, check results and the WARNING
# line is fixed.
echo 'b3sum: missing: No such file or directory (os error 2)' > exp-err \
  || framework_failure_
returns_ 1 bin/my-sum missing > out 2> err || fail=1
compare /dev/null out || fail=1
compare exp-err err || fail=1
echo 'abc: FAILED' > exp || framework_failure_
echo 'b3sum: WARNING: 1 computed checksum did NOT match' > exp-err \
  || framework_failure_
returns_ 1 bin/my-sum -c list > out 2> err || fail=1
compare exp out || fail=1
compare exp-err err || fail=1
echo 'Error: Only one filename can be provided when using --raw' > exp-err \
  || framework_failure_
returns_ 1 bin/my-sum --raw abc abc > out 2> err || fail=1
compare /dev/null out || fail=1
compare exp-err err || fail=1

# So is that of what main prints for every program: the --debug line
# and the warning about an unknown BLAKESUM_ISA.
bin/my-sum --debug abc > out 2> err || fail=1
grep '^b3sum: using [a-z0-9-]* implementation$' err > /dev/null \
  || { cat err; fail=1; }
BLAKESUM_ISA=bogus bin/my-sum abc > out 2> err || fail=1
grep "^b3sum: warning: unknown BLAKESUM_ISA 'bogus' (valid: " err \
  > /dev/null || { cat err; fail=1; }

# Clap names the program by the base name of argv[0] in its usage line.
cat > exp-err <<'EOF2'
error: unexpected argument '--bogus' found

  tip: to pass '--bogus' as a value, use '-- --bogus'

Usage: my-sum [OPTIONS] [FILE]...

For more information, try '--help'.
EOF2
returns_ 2 bin/my-sum --bogus abc > out 2> err || fail=1
compare /dev/null out || fail=1
compare exp-err err || fail=1
(cd bin && returns_ 2 ./my-sum --bogus ../abc) > out 2> err || fail=1
compare /dev/null out || fail=1
compare exp-err err || fail=1

Exit $fail
