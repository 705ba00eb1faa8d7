#!/bin/sh
# A file that cannot be opened for want of descriptors (EMFILE, injected
# by strace into its openat alone) is named; the others are still hashed
# or checked in order; exit 1.

# Copyright (C) 2026 The blakesum authors.
# License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.

. "${srcdir=.}/tests/init.sh"; path_prepend_ ./src ./src/bao-bin
print_ver_ b2sum bt2sum b3sum bao
require_strace_

printf abc > a || framework_failure_
printf abc > bad || framework_failure_
printf xyz > c || framework_failure_

# Run the command given under strace, with EMFILE injected into the
# openat of "bad": its number among the openat calls of a trial run,
# which counts whatever the loader and the sanitizers open first.
emfile_on_bad ()
{
  ASAN_OPTIONS="${ASAN_OPTIONS:+$ASAN_OPTIONS:}detect_leaks=0" \
    strace -f -o trace -e trace=openat "$@" > /dev/null 2>&1
  n=$(grep 'openat(' trace | grep -n '"bad"' | sed -n '1s/:.*//p')
  test -n "$n" || { echo "no openat of bad: $*"; return 99; }
  ASAN_OPTIONS="${ASAN_OPTIONS:+$ASAN_OPTIONS:}detect_leaks=0" \
    strace -f -o /dev/null -e trace=openat \
      -e inject=openat:error=EMFILE:when=$n "$@"
}

expect_abc_xyz_
for cmd in 'b2sum -l 64' 'bt2sum -l 64' 'b3sum -l 8'; do
  prog=${cmd%% *}
  sfx=; test $prog = b3sum && sfx=' (os error 24)'
  echo "$prog: bad: Too many open files$sfx" > exp-err || framework_failure_
  returns_ 1 emfile_on_bad $cmd a bad c > out 2> err || fail=1
  compare exp-$prog out || fail=1
  compare exp-err err || fail=1
done

cat > exp <<'EOF2'
6437b3ac38465133ffb63b75273a8db548c558465d79db03fd359c6cd5bd9d85  a
bao: bad: Too many open files (os error 24)
f006b5ee4890b66656cf6c23998e25196a163644665dc9d4b47da1fca3037023  c
EOF2
returns_ 1 emfile_on_bad bao hash a bad c > out 2> err || fail=1
compare exp out || fail=1
compare /dev/null err || fail=1

# Check mode, on one thread: with two, b2sum and b3sum open a listed
# file first to hash it ahead (check-ahead.c), and when that open fails,
# again in its turn, which the injection into one openat would not
# reach.
cat > list-b2sum <<'EOF2'
d8bb14d833d59559  a
d8bb14d833d59559  bad
4f26fdcb370533a5  c
EOF2
cat > exp <<'EOF2'
a: OK
bad: FAILED open or read
c: OK
EOF2
cat > exp-err <<'EOF2'
b2sum: bad: Too many open files
b2sum: WARNING: 1 listed file could not be read
EOF2
returns_ 1 emfile_on_bad b2sum --num-threads 1 -c list-b2sum > out 2> err \
  || fail=1
compare exp out || fail=1
compare exp-err err || fail=1

# --ignore-missing skips files that are absent (ENOENT), not this one.
returns_ 1 emfile_on_bad b2sum --num-threads 1 -c --ignore-missing list-b2sum \
  > out 2> err || fail=1
compare exp out || fail=1
compare exp-err err || fail=1

cat > list-b3sum <<'EOF2'
6437b3ac38465133ffb63b75273a8db548c558465d79db03fd359c6cd5bd9d85  a
6437b3ac38465133ffb63b75273a8db548c558465d79db03fd359c6cd5bd9d85  bad
f006b5ee4890b66656cf6c23998e25196a163644665dc9d4b47da1fca3037023  c
EOF2
cat > exp <<'EOF2'
a: OK
bad: FAILED (Too many open files (os error 24))
c: OK
EOF2
echo 'b3sum: WARNING: 1 computed checksum did NOT match' > exp-err \
  || framework_failure_
returns_ 1 emfile_on_bad b3sum --num-threads 1 -c list-b3sum > out 2> err \
  || fail=1
compare exp out || fail=1
compare exp-err err || fail=1

Exit $fail
