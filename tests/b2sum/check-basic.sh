#!/bin/sh
# -c verifies lists written by b2sum: OK, FAILED and the exit status.

# Copyright (C) 2026 The blakesum authors.
# License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.

. "${srcdir=.}/tests/init.sh"; path_prepend_ ./src
print_ver_ b2sum

printf abc > abc || framework_failure_
: > empty || framework_failure_
printf 'hello\n' > hello || framework_failure_

cat > list <<'EOF2'
ba80a53f981c4d0d6a2797b69f12f6e94c212f14685ac4b74b12bb6fdbffa2d17d87c5392aab792dc252d5de4533cc9518d38aa8dbf1925ab92386edd4009923  abc
786a02f742015903c6c6fd852552d272912f4740e15847618a86e217f71f5419d25e1031afee585313896444934eb04b903a685b1448b755d56f701afe9be2ce  empty
f60ce482e5cc1229f39d71313171a8d9f4ca3a87d066bf4b205effb528192a75f14f3271e2c1a90e1de53f275b4d4793eef2f5e31ea90d2ce29d2e481c36435f  hello
EOF2
cat > exp <<'EOF2'
abc: OK
empty: OK
hello: OK
EOF2
for opt in -c --check --ch; do
  b2sum $opt list > out 2> err || fail=1
  compare exp out || fail=1
  compare /dev/null err || fail=1
done

# b2sum's own output round-trips, in every hash-mode format.
for opt in '' -b -t --tag '-l 8' '-l 256 --tag' '-b -l 128'; do
  b2sum $opt abc empty hello > list2 || framework_failure_
  b2sum -c list2 > out 2> err || fail=1
  compare exp out || fail=1
  compare /dev/null err || fail=1
done

# Several lists are checked in turn.
cat exp exp > exp2 || framework_failure_
b2sum -c list list > out 2> err || fail=1
compare exp2 out || fail=1
compare /dev/null err || fail=1

# Upper- and mixed-case hex, the binary marker, and lines of different
# lengths and formats may be mixed in one list.
cat > mixed <<'EOF2'
BA80A53F981C4D0D6A2797B69F12F6E94C212F14685AC4B74B12BB6FDBFFA2D17D87C5392AAB792DC252D5DE4533CC9518D38AA8DBF1925AB92386EDD4009923  abc
786a02f742015903c6c6fd852552d272912f4740e15847618a86e217f71f5419d25e1031afee585313896444934eb04b903a685b1448b755d56f701afe9be2ce *empty
2e  empty
CaE66941d9efbd404e4d88758ea67670 *empty
BLAKE2b-256 (abc) = bddd813c634239723171ef3fee98579b94964e3bb1cb3e427262c8c068d52319
BLAKE2b (empty) = 786A02F742015903C6C6FD852552D272912F4740E15847618A86E217F71F5419D25E1031AFEE585313896444934EB04B903A685B1448B755D56F701AFE9BE2CE
EOF2
cat > exp <<'EOF2'
abc: OK
empty: OK
empty: OK
empty: OK
abc: OK
empty: OK
EOF2
b2sum -c mixed > out 2> err || fail=1
compare exp out || fail=1
compare /dev/null err || fail=1

# A mismatch is FAILED on stdout, counted in a warning, and fails the run;
# the other lines are still checked.
cat > bad <<'EOF2'
6c  abc
2e  empty
6b  abc
EOF2
cat > exp <<'EOF2'
abc: FAILED
empty: OK
abc: OK
EOF2
echo 'b2sum: WARNING: 1 computed checksum did NOT match' > exp-err \
  || framework_failure_
returns_ 1 b2sum -c bad > out 2> err || fail=1
compare exp out || fail=1
compare exp-err err || fail=1

# A digest of the right length for another file fails too.
echo '2e  abc' > bad || framework_failure_
echo 'abc: FAILED' > exp || framework_failure_
returns_ 1 b2sum -c bad > out 2> err || fail=1
compare exp out || fail=1
compare exp-err err || fail=1

Exit $fail
