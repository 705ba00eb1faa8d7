#!/bin/sh
# --check: OK, FAILED, FAILED (reason), the WARNING line and exit codes.

# Copyright (C) 2026 The blakesum authors.
# License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.

. "${srcdir=.}/tests/init.sh"; path_prepend_ ./src
print_ver_ b3sum

printf 'a\n' > a || framework_failure_
printf 'b\n' > b || framework_failure_
mkdir c || framework_failure_
printf 'd\n' > c/d || framework_failure_
printf x > 'two  spaces' || framework_failure_
printf y > ' lead' || framework_failure_
printf t > 'trail ' || framework_failure_

cat > list <<'EOF2'
81c4b7f7e0549f1514e9cae97cf40cf133920418d3dc71bedbf60ec9bd6148cb  a
9d902f9864f3043dca97e40698eee07a2fe6771591c687ed129cde8f6fcc4a79  b
3f2446562e758157e38542ed7b227a8c83c2a9bd03d8d37cf013fa29ef93d878  c/d
EOF2

# All good: OK lines on standard output, nothing else, exit 0; the list
# may be a file or standard input, with -c or --check.
cat > exp <<'EOF2'
a: OK
b: OK
c/d: OK
EOF2
b3sum -c list > out 2> err || fail=1
compare exp out || fail=1
compare /dev/null err || fail=1
b3sum --check < list > out 2> err || fail=1
compare exp out || fail=1
compare /dev/null err || fail=1
b3sum list --check - < list > out 2> err || fail=1
cat exp exp > exp2 || framework_failure_
compare exp2 out || fail=1
compare /dev/null err || fail=1

# Options that do not conflict with --check.
b3sum -c --no-mmap --num-threads 1 list > out 2> err || fail=1
compare exp out || fail=1
compare /dev/null err || fail=1

# A name is everything after the first two spaces, up to the line end:
# two spaces, leading and trailing spaces.  The last line may lack its
# newline.
cat > list2 <<'EOF2'
3ae7d805f6789a6402acb70ad4096a85a56bf6804eaf25c0493ac697548d30b5  two  spaces
08112a9e334ce73042b531c25668cf5cb12a1ee040a4326afeac065461079a06   lead
EOF2
printf '%s' \
  '0538661423236a5d8df6286a8633369e2a03c5f90d48eded333222dbee8cdbdd  trail ' \
  >> list2 || framework_failure_
printf 'two  spaces: OK\n lead: OK\ntrail : OK\n' > exp || framework_failure_
b3sum -c list2 > out 2> err || fail=1
compare exp out || fail=1
compare /dev/null err || fail=1

# "-" in a list hashes standard input.
echo '81c4b7f7e0549f1514e9cae97cf40cf133920418d3dc71bedbf60ec9bd6148cb  -' \
  > list3 || framework_failure_
echo '-: OK' > exp || framework_failure_
b3sum -c list3 < a > out 2> err || fail=1
compare exp out || fail=1
compare /dev/null err || fail=1

# An empty list checks nothing, successfully.
: > empty || framework_failure_
b3sum -c empty > out 2> err || fail=1
compare /dev/null out || fail=1
compare /dev/null err || fail=1

# One mismatch.
printf 'B\n' > b || framework_failure_
cat > exp <<'EOF2'
a: OK
b: FAILED
c/d: OK
EOF2
echo 'b3sum: WARNING: 1 computed checksum did NOT match' > exp-err \
  || framework_failure_
returns_ 1 b3sum -c list > out 2> err || fail=1
compare exp out || fail=1
compare exp-err err || fail=1

# An unreadable file: FAILED with the reason (Rust's text, with its
# " (os error N)"), and it counts as a failure.
rm b || framework_failure_
cat > exp <<'EOF2'
a: OK
b: FAILED (No such file or directory (os error 2))
c/d: OK
EOF2
returns_ 1 b3sum -c list > out 2> err || fail=1
compare exp out || fail=1
compare exp-err err || fail=1
mkdir b || framework_failure_
cat > exp <<'EOF2'
a: OK
b: FAILED (Is a directory (os error 21))
c/d: OK
EOF2
returns_ 1 b3sum -c list > out 2> err || fail=1
compare exp out || fail=1
compare exp-err err || fail=1
rmdir b || framework_failure_

# Failures of every list are added up into one WARNING line, at the
# very end.
printf 'c\n' > c/d || framework_failure_
cat > exp <<'EOF2'
a: OK
b: FAILED (No such file or directory (os error 2))
c/d: FAILED
-: OK
a: OK
b: FAILED (No such file or directory (os error 2))
c/d: FAILED
b3sum: WARNING: 4 computed checksums did NOT match
EOF2
returns_ 1 b3sum -c list list3 list < a > out 2>&1 || fail=1
compare exp out || fail=1
sed '$d' exp > exp-out || framework_failure_
echo 'b3sum: WARNING: 4 computed checksums did NOT match' > exp-err \
  || framework_failure_
returns_ 1 b3sum -c list list3 list < a > out 2> err || fail=1
compare exp-out out || fail=1
compare exp-err err || fail=1

Exit $fail
