#!/bin/sh
# --raw with --recursive is refused as two operands are, once the walk
# would hash more than one file: digests written back to back could
# not be told apart.

# Copyright (C) 2026 The blakesum authors.
# License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.

. "${srcdir=.}/tests/init.sh"; path_prepend_ ./src
print_ver_ b3sum

mkdir one two two/sub empty || framework_failure_
printf a > one/a || framework_failure_
printf a > two/a || framework_failure_
printf b > two/sub/b || framework_failure_
ln -s ../one/a empty/link || framework_failure_
mkdir both && printf a > both/a && ln -s a both/link || framework_failure_

echo 'Error: Only one filename can be provided when using --raw' > exp-err \
  || framework_failure_
for args in two 'one one/a' 'one empty' '--dereference two/sub two' \
            '--dereference both'; do
  returns_ 1 b3sum --raw --recursive $args > out 2> err || fail=1
  compare /dev/null out || fail=1
  compare exp-err err || fail=1
done

# One file in all is written as --raw writes it.  The official b3sum
# --raw on "a" (hex).
echo '17762fddd969a453925d65717ac3eea21320b66b54342fde15128d6caf21215f' \
  > exp || framework_failure_
for args in one one/a '--dereference empty' both; do
  b3sum --raw --recursive $args > out 2> err || fail=1
  od -An -tx1 -v out | tr -d ' \n' > hex && echo >> hex \
    || framework_failure_
  compare exp hex || fail=1
  compare /dev/null err || fail=1
done

Exit $fail
