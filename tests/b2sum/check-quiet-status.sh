#!/bin/sh
# --quiet, --status and --warn in check mode, where the last one wins.

# Copyright (C) 2026 The blakesum authors.
# License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.

. "${srcdir=.}/tests/init.sh"; path_prepend_ ./src
print_ver_ b2sum

printf abc > abc || framework_failure_
: > empty || framework_failure_

# A match, a second match, a mismatch, a missing file and a junk line.
printf '6b  abc\n2e  empty\n6c  abc\n2e  no-such\nxx\n' > list \
  || framework_failure_

cat > exp-plain <<'EOF2'
abc: OK
empty: OK
abc: FAILED
no-such: FAILED open or read
EOF2
cat > exp-quiet <<'EOF2'
abc: FAILED
no-such: FAILED open or read
EOF2
cat > exp-err <<'EOF2'
b2sum: no-such: No such file or directory
b2sum: WARNING: 1 line is improperly formatted
b2sum: WARNING: 1 listed file could not be read
b2sum: WARNING: 1 computed checksum did NOT match
EOF2
cat > exp-err-warn <<'EOF2'
b2sum: no-such: No such file or directory
b2sum: list: 5: improperly formatted BLAKE2b checksum line
b2sum: WARNING: 1 line is improperly formatted
b2sum: WARNING: 1 listed file could not be read
b2sum: WARNING: 1 computed checksum did NOT match
EOF2
# --status silences stdout and the summary, but not the strerror line.
echo 'b2sum: no-such: No such file or directory' > exp-err-status \
  || framework_failure_

# Run "b2sum -c OPTS list" and compare with exp-$1 and exp-err-$2.
check_ ()
{
  out_=$1 err_=$2
  shift 2
  returns_ 1 b2sum -c "$@" list > out 2> err || fail=1
  if test $out_ = none; then
    compare /dev/null out || fail=1
  else
    compare exp-$out_ out || fail=1
  fi
  compare exp-err$err_ err || fail=1
}

check_ plain ''
check_ quiet '' --quiet
check_ none -status --status
check_ plain -warn --warn

# The last of the three wins.
check_ plain -warn --status --warn
check_ none -status --warn --status
check_ none -status --quiet --status
check_ quiet '' --status --quiet
check_ quiet '' --warn --quiet
check_ plain -warn --quiet --warn
check_ none -status -w --quiet --status

# For a good list, --quiet and --status print nothing and exit 0.
printf '6b  abc\n2e  empty\n' > good || framework_failure_
for opt in --quiet --status '--warn --quiet' '--warn --status'; do
  b2sum -c $opt good > out 2> err || fail=1
  compare /dev/null out || fail=1
  compare /dev/null err || fail=1
done

# --status with only a malformed line besides a good one: exit 0 and no
# summary; with --strict, exit 1 and still silent.
printf '6b  abc\nxx\n' > list || framework_failure_
b2sum -c --status list > out 2> err || fail=1
compare /dev/null out || fail=1
compare /dev/null err || fail=1
returns_ 1 b2sum -c --status --strict list > out 2> err || fail=1
compare /dev/null out || fail=1
compare /dev/null err || fail=1

# --status does not hide "no properly formatted checksum lines found".
printf 'xx\n' > list || framework_failure_
echo 'b2sum: list: no properly formatted checksum lines found' > exp-err \
  || framework_failure_
returns_ 1 b2sum -c --status list > out 2> err || fail=1
compare /dev/null out || fail=1
compare exp-err err || fail=1

Exit $fail
