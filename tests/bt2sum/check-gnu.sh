#!/bin/sh
# bt2sum -c has coreutils' check interface: --quiet ... --ignore-missing, -z,
# and checks a list of many lines right.

# Copyright (C) 2026 The blakesum authors.
# License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.

. "${srcdir=.}/tests/init.sh"; path_prepend_ ./src
print_ver_ bt2sum

printf x > x || framework_failure_
printf y > y || framework_failure_
printf 'hello s3git\n' > hello || framework_failure_

# Digests in 1 KiB leaves (the Python reference of doc/tree-mode.md).
dx=1fdb2e73608dc8c2ee5d443b79e3cbef98db510fba0af44301674b8fea4906dbf880de0a01172cb5a54dd4e6267a736af0b3fc4e3cf672de896b07550ea38328
dy=132863761482b0328bfab4b72437712fe2e0d646764c97d384ce0a0596d6c727f9ff481b9e2499a2afac6c6986051b223c6aff3aba280a1ee42773427ebdb5f5
dh=fe89a4392e69b9f5a3210169f937ea19efede066f8541f45255b26e87adff46651207356725ec52894d1c494dacfb48ef9ed1e10ff258a1fe5c133da0b67663c
w=BT2b-512-L1024-F0-D2

# A list with two good lines, a mismatch (y's line names x), a missing
# file and a line that is not a checksum line.
cat > list <<EOF2
$w (x) = $dx
$dh  hello
$w (x) = $dy
$w (missing) = $dx
not a checksum line
EOF2
cat > good <<EOF2
$w (x) = $dx
# a comment
$dh  hello

$w (y) = $dy
EOF2

# The default: every result, then the warnings.
cat > exp <<'EOF2'
x: OK
hello: OK
x: FAILED
missing: FAILED open or read
EOF2
cat > exp-err <<'EOF2'
bt2sum: missing: No such file or directory
bt2sum: WARNING: 1 line is improperly formatted
bt2sum: WARNING: 1 listed file could not be read
bt2sum: WARNING: 1 computed checksum did NOT match
EOF2
returns_ 1 bt2sum --leaf-size=1K -c list > out 2> err || fail=1
compare exp out || fail=1
compare exp-err err || fail=1
printf 'x: OK\nhello: OK\ny: OK\n' > exp-good || framework_failure_
bt2sum --leaf-size=1K -c good > out 2> err || fail=1
compare exp-good out || fail=1
compare /dev/null err || fail=1

# --warn names the bad line.
sed '1a\
bt2sum: list: 5: improperly formatted BT2 checksum line' exp-err > exp-warn \
  || framework_failure_
returns_ 1 bt2sum --leaf-size=1K -c --warn list > out 2> err || fail=1
compare exp out || fail=1
compare exp-warn err || fail=1

# --quiet leaves out the OK lines.
printf 'x: FAILED\nmissing: FAILED open or read\n' > exp-quiet \
  || framework_failure_
returns_ 1 bt2sum --leaf-size=1K -c --quiet list > out 2> err || fail=1
compare exp-quiet out || fail=1
compare exp-err err || fail=1
bt2sum --leaf-size=1K -c --quiet good > out 2> err || fail=1
compare /dev/null out || fail=1
compare /dev/null err || fail=1

# --status prints nothing but the diagnostics of unreadable files.
echo 'bt2sum: missing: No such file or directory' > exp-status \
  || framework_failure_
returns_ 1 bt2sum --leaf-size=1K -c --status list > out 2> err || fail=1
compare /dev/null out || fail=1
compare exp-status err || fail=1
bt2sum --leaf-size=1K --status -c good > out 2> err || fail=1
compare /dev/null out || fail=1
compare /dev/null err || fail=1

# --strict fails on a bad line, even when every file matched.
{ cat good && echo 'not a checksum line'; } > good-junk || framework_failure_
echo 'bt2sum: WARNING: 1 line is improperly formatted' > exp-err \
  || framework_failure_
bt2sum --leaf-size=1K -c good-junk > out 2> err || fail=1
compare exp-good out || fail=1
compare exp-err err || fail=1
returns_ 1 bt2sum --leaf-size=1K -c --strict good-junk > out 2> err || fail=1
compare exp-good out || fail=1
compare exp-err err || fail=1

# --ignore-missing skips missing files, but a list that verifies nothing
# fails.
cat > exp-err <<'EOF2'
bt2sum: WARNING: 1 line is improperly formatted
bt2sum: WARNING: 1 computed checksum did NOT match
EOF2
head -n 3 exp > exp-im || framework_failure_
returns_ 1 bt2sum --leaf-size=1K -c --ignore-missing list > out 2> err \
  || fail=1
compare exp-im out || fail=1
compare exp-err err || fail=1
printf '%s (missing) = %s\n' $w $dx > none || framework_failure_
echo 'bt2sum: none: no file was verified' > exp-err || framework_failure_
returns_ 1 bt2sum -c --ignore-missing none > out 2> err || fail=1
compare /dev/null out || fail=1
compare exp-err err || fail=1
{ cat good && cat none; } > good-missing || framework_failure_
bt2sum --leaf-size=1K -c --ignore-missing good-missing > out 2> err || fail=1
compare exp-good out || fail=1
compare /dev/null err || fail=1

# No checksum line at all.
echo 'bt2sum: junk: no properly formatted checksum lines found' > exp-err \
  || framework_failure_
echo 'not a checksum line' > junk || framework_failure_
returns_ 1 bt2sum -c junk > out 2> err || fail=1
compare /dev/null out || fail=1
compare exp-err err || fail=1

# Names with a newline or a backslash are escaped, and -c reads them
# back; -z ends lines with NUL and escapes nothing.
printf x > 'a
b' || framework_failure_
printf y > 'c\d' || framework_failure_
cat > exp <<EOF2
\\$dx  a\\nb
\\$dy  c\\\\d
EOF2
bt2sum --leaf-size=1K 'a
b' 'c\d' > out 2> err || fail=1
compare exp out || fail=1
compare /dev/null err || fail=1
printf '\\a\\nb: OK\nc\\d: OK\n' > exp-check || framework_failure_
bt2sum --leaf-size=1K -c out > out2 2> err || fail=1
compare exp-check out2 || fail=1
compare /dev/null err || fail=1
cat > exp <<EOF2
\\$w (a\\nb) = $dx
\\$w (c\\\\d) = $dy
EOF2
bt2sum --leaf-size=1K --tag 'a
b' 'c\d' > out 2> err || fail=1
compare exp out || fail=1
compare /dev/null err || fail=1
bt2sum -c out > out2 2> err || fail=1
compare exp-check out2 || fail=1
compare /dev/null err || fail=1
printf '%s  a\nb\0%s  c\\d\0' $dx $dy > exp || framework_failure_
bt2sum --leaf-size=1K -z 'a
b' 'c\d' > out 2> err || fail=1
compare exp out || fail=1
compare /dev/null err || fail=1
printf '%s (a\nb) = %s\0' $w $dx > exp || framework_failure_
bt2sum --leaf-size=1K -z --tag 'a
b' > out 2> err || fail=1
compare exp out || fail=1
compare /dev/null err || fail=1

# The options of check mode are refused elsewhere, and -z and --tag in
# check mode, as by coreutils.
usage_fails_ ()
{
  printf "bt2sum: %s\nTry 'bt2sum --help' for more information.\n" "$1" \
    > exp-err || framework_failure_
  shift
  returns_ 1 bt2sum "$@" > out 2> err || fail=1
  compare /dev/null out || fail=1
  compare exp-err err || fail=1
}
for opt in ignore-missing quiet status strict warn; do
  usage_fails_ "the --$opt option is meaningful only when verifying checksums" \
    --$opt x
done
usage_fails_ 'the --zero option is not supported when verifying checksums' \
  -z -c good
usage_fails_ 'the --tag option is meaningless when verifying checksums' \
  --tag -c good

# A list of many lines, on two threads: the one tree state is never
# used by two at once (b2sum hashes the files of a list ahead on two
# threads, check-ahead.c; bt2sum must not).  300 lines, x, y and hello
# in turn.
i=0
while test $i -lt 100; do
  i=$((i + 1))
  echo "$w (x) = $dx"; echo 'x: OK' >&3
  echo "$w (y) = $dy"; echo 'y: OK' >&3
  echo "$dh  hello"; echo 'hello: OK' >&3
done > many 3> exp-many || framework_failure_
bt2sum --num-threads 2 --leaf-size=1K -c many > out 2>&1 || fail=1
compare exp-many out || fail=1

Exit $fail
