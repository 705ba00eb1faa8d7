#!/bin/sh
# A write that a signal interrupts (EINTR) is retried, never reported,
# on standard output and standard error: glibc's stdio alone would drop
# the line and fail the run with "write error".  The fault is injected
# with strace.

# Copyright (C) 2026 The blakesum authors.
# License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.

. "${srcdir=.}/tests/init.sh"; path_prepend_ ./src
print_ver_ b2sum bt2sum b3sum

strace -o /dev/null -e inject=write:error=EINTR:when=1 -P /dev/null true \
  2> /dev/null || skip_ 'strace is missing or cannot trace here'
# LeakSanitizer cannot run under ptrace (a sanitizer build would print
# its fatal error on stderr).
ASAN_OPTIONS="${ASAN_OPTIONS:+$ASAN_OPTIONS:}detect_leaks=0"
export ASAN_OPTIONS

# Run "$@" with its output to the files out and err, the Nth write to
# FILE (out or err) failing with EINTR; the file trace shows whether it
# was injected.
eintr_ ()
{
  n_=$1 file_=$2
  shift 2
  : > out && : > err || framework_failure_
  strace -o trace -f -P "$(pwd)/$file_" -e trace=write,writev \
    -e inject=write:error=EINTR:when=$n_ "$@" > out 2> err
}
injected_ ()
{
  grep 'EINTR.*INJECTED' trace > /dev/null
}

printf abc > abc || framework_failure_
# hashlib.blake2b and b3sum of "abc".
b2=ba80a53f981c4d0d6a2797b69f12f6e94c212f14685ac4b74b12bb6fdbffa2d17d87c5392aab792dc252d5de4533cc9518d38aa8dbf1925ab92386edd4009923
b3=6437b3ac38465133ffb63b75273a8db548c558465d79db03fd359c6cd5bd9d85

for prog_digest in b2sum:$b2 b3sum:$b3; do
  prog=${prog_digest%:*}
  digest=${prog_digest#*:}
  printf '%s  abc\n' $digest $digest $digest > exp || framework_failure_
  cp exp list || framework_failure_
  printf 'abc: OK\nabc: OK\nabc: OK\n' > exp-check || framework_failure_

  for n in 1 2 3; do
    # Hash mode, line by line.
    eintr_ $n out $prog abc abc abc || fail=1
    injected_ || fail=1
    compare exp out || fail=1
    compare /dev/null err || fail=1

    # Check mode.
    eintr_ $n out $prog -c list || fail=1
    injected_ || fail=1
    compare exp-check out || fail=1
    compare /dev/null err || fail=1
  done
done

# A large output: 100000 bytes of BLAKE3 output in one line, written in
# pieces, the third one interrupted; the official b3sum gives it.
if /usr/bin/b3sum --version 2> /dev/null | grep '^b3sum ' > /dev/null; then
  /usr/bin/b3sum --no-names -l 100000 abc > exp || framework_failure_
  eintr_ 3 out b3sum --no-names -l 100000 abc || fail=1
  injected_ || fail=1
  compare exp out || fail=1
  compare /dev/null err || fail=1
fi

# bt2sum shares b2sum's streams.  The digest of the empty file is s3git
# bt2sum's (tests/bt2sum/basic.sh).
: > empty || framework_failure_
echo '067b63c7d8d79ccfb6efc6dbdd97f96fa5c93ce37ad1cec943db3f90b125c3edcc95aa5d82b8e285aee4ca2074d3cf757a6023a750c6b22c7c22b69cac8af4d4  empty' \
  > exp || framework_failure_
eintr_ 1 out bt2sum empty || fail=1
injected_ || fail=1
compare exp out || fail=1

# Standard error: the first write of a message, interrupted.
printf 'b2sum: missing: No such file or directory\n' > exp-err \
  || framework_failure_
eintr_ 1 err b2sum missing
test $? = 1 || fail=1
injected_ || fail=1
compare /dev/null out || fail=1
compare exp-err err || fail=1

Exit $fail
