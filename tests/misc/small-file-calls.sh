#!/bin/sh
# A regular file opened by name is looked at once (one fstat): a small
# one then costs no lseek and no fadvise, which one read of it cannot
# use; a file longer than one read is still asked to be read
# sequentially (b2sum, which reads it).

# Copyright (C) 2026 The blakesum authors.
# License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.

. "${srcdir=.}/tests/init.sh"; path_prepend_ ./src
print_ver_ b2sum b3sum
require_strace_
# LeakSanitizer cannot run under ptrace: leaks are looked for by the
# other tests.
ASAN_OPTIONS="${ASAN_OPTIONS:+$ASAN_OPTIONS:}detect_leaks=0"
export ASAN_OPTIONS

head -c 4096 /dev/zero > small || framework_failure_
head -c 300000 /dev/zero > large || framework_failure_
# Python's hashlib (blake2b, digest_size=8) and the official b3sum.
cat > list-b2sum <<'EOF2' || framework_failure_
e218cb050e9903ac  small
f42cdddf295df7a7  large
EOF2
cat > list-b3sum <<'EOF2' || framework_failure_
b6fb73fc46938c981e2b0b4b1ef282adcfc89854d01bfe3972fdc4785b41b2c7  small
54c5c4513141165ae4933c68b82f1f3ca6072d0fc7c21163c48f595e8a4cc8b9  large
EOF2
printf 'small: OK\nlarge: OK\n' > exp || framework_failure_

# Print the calls that the trace T shows on the descriptor that opened
# FILE, from that open to its close, one name a line.
calls_on ()
{
  awk -v file="\"$2\"" '
    index ($0, "openat(") && index ($0, file) {
      fd = $NF; open = 1; next
    }
    open {
      call = $2; sub (/\(.*/, "", call)
      arg = $2; sub (/^[a-z0-9_]*\(/, "", arg); sub (/[,)].*/, "", arg)
      if (arg == fd) print call
      if (call == "close" && arg == fd) open = 0
    }' "$1"
}

# One thread: with two, the lines' files are hashed ahead, in another
# way (check-ahead.c).
for prog in b2sum b3sum; do
  strace -f -o trace -e trace=openat,close,fstat,newfstatat,lseek,fadvise64 \
    $prog --num-threads 1 -c list-$prog > out || fail=1
  compare exp out || fail=1
  calls_on trace small > small-calls || framework_failure_
  printf 'newfstatat\nclose\n' > exp-small || framework_failure_
  sed 's/^fstat$/newfstatat/' small-calls > small-calls-named \
    || framework_failure_
  compare exp-small small-calls-named || { cat trace; fail=1; }
done

# b2sum reads the large file, having asked for it sequentially.
strace -f -o trace -e trace=openat,close,fadvise64 \
  b2sum --num-threads 1 -c list-b2sum > out || fail=1
compare exp out || fail=1
calls_on trace large > large-calls || framework_failure_
printf 'fadvise64\nclose\n' > exp-large || framework_failure_
compare exp-large large-calls || { cat trace; fail=1; }

Exit $fail
