#!/bin/sh
# -c unescapes lines that start with "\"; 9.1 re-escapes only names with LF.

# Copyright (C) 2026 The blakesum authors.
# License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.

. "${srcdir=.}/tests/init.sh"; path_prepend_ ./src
print_ver_ b2sum

printf abc > 'a\b' || framework_failure_
printf abc > "$(printf 'nl\nname')" || framework_failure_
printf abc > "$(printf 'cr\rname')" || framework_failure_
printf abc > "$(printf 'a\\\nb')" || framework_failure_
printf abc > 'tab	name' || framework_failure_

# Escaped lines in every format.  In the OK lines 9.1 escapes a name only
# when it holds an LF (and then its backslashes and CRs too); a name with
# just a backslash or CR is written raw.  (coreutils 9.4 and 9.11 changed
# this; we keep 9.1's output.)
cat > list <<'EOF2'
\6b  a\\b
\6b  nl\nname
\6b  cr\rname
\6b  a\\\nb
\6b *a\\b
\BLAKE2b-8 (a\\b) = 6b
\BLAKE2b-8 (nl\nname) = 6b
 \6b  a\\b
6b  tab	name
EOF2
printf '%s\n' 'a\b: OK' '\nl\nname: OK' "$(printf 'cr\rname'): OK" \
  '\a\\\nb: OK' 'a\b: OK' 'a\b: OK' '\nl\nname: OK' 'a\b: OK' \
  'tab	name: OK' > exp || framework_failure_
b2sum --strict -c list > out 2> err || fail=1
compare exp out || fail=1
compare /dev/null err || fail=1

# b2sum's own escaped output round-trips.
b2sum 'a\b' "$(printf 'nl\nname')" "$(printf 'cr\rname')" > list \
  || framework_failure_
b2sum --tag -l 8 "$(printf 'a\\\nb')" >> list || framework_failure_
printf '%s\n' 'a\b: OK' '\nl\nname: OK' "$(printf 'cr\rname'): OK" \
  '\a\\\nb: OK' > exp || framework_failure_
b2sum --strict -c list > out 2> err || fail=1
compare exp out || fail=1
compare /dev/null err || fail=1

# Without a leading backslash nothing is unescaped: "a\\b" is a name with
# two backslashes.  The error message shell-quotes it.
printf '%s\n' '6b  a\\b' > list || framework_failure_
printf '%s\n' 'a\\b: FAILED open or read' > exp || framework_failure_
cat > exp-err <<'EOF2'
b2sum: 'a\\b': No such file or directory
b2sum: WARNING: 1 listed file could not be read
EOF2
returns_ 1 b2sum -c list > out 2> err || fail=1
compare exp out || fail=1
compare exp-err err || fail=1

# Any other escape, a trailing lone backslash, a backslash not followed
# straight by the digest, or a raw backslash in an escaped name makes the
# line malformed.
cat > exp-err <<'EOF2'
b2sum: list: 1: improperly formatted BLAKE2b checksum line
b2sum: list: no properly formatted checksum lines found
EOF2
for line in '\6b  hel\x' '\6b  a\' '\ 6b  a\\b' '\\6b  a\\b' \
            '\6b  tab\tname' '\BLAKE2b-8 (a\b) = 6b'; do
  printf '%s\n' "$line" > list || framework_failure_
  returns_ 1 b2sum -w -c list > out 2> err || fail=1
  compare /dev/null out || fail=1
  compare exp-err err || fail=1
done

Exit $fail
