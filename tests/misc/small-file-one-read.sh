#!/bin/sh
# A small regular file whose first read stops at the size fstat gave
# is read once: the read that would return 0 at its end is not made.
# On one thread and on two, where a reader thread reads ahead.  bt2sum
# too, whose batches take a file of one leaf (src/digest-tree.c).

# Copyright (C) 2026 The blakesum authors.
# License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.

. "${srcdir=.}/tests/init.sh"; path_prepend_ ./src
print_ver_ b2sum b3sum bt2sum
require_strace_
# LeakSanitizer cannot run under ptrace.
ASAN_OPTIONS="${ASAN_OPTIONS:+$ASAN_OPTIONS:}detect_leaks=0"
export ASAN_OPTIONS

printf '' > empty || framework_failure_
printf abc > abc || framework_failure_
head -c 4096 /dev/zero > page || framework_failure_
# Byte i of odd is i mod 251.
make_pattern_ 5000 || framework_failure_
head -c 5000 pattern > odd && rm pattern || framework_failure_
files='empty abc page odd'

# Python's hashlib (blake2b) and the official b3sum.
cat > exp-b2sum <<'EOF2' || framework_failure_
786a02f742015903c6c6fd852552d272912f4740e15847618a86e217f71f5419d25e1031afee585313896444934eb04b903a685b1448b755d56f701afe9be2ce  empty
ba80a53f981c4d0d6a2797b69f12f6e94c212f14685ac4b74b12bb6fdbffa2d17d87c5392aab792dc252d5de4533cc9518d38aa8dbf1925ab92386edd4009923  abc
f18c1ba69b093034faa8ef722382f086547fdd178186ae216b5ae2434a318691032f3e7f55e8acc841d07e7519e33c0f850afba006ec4ef9e2fc6cd91c7d5dfb  page
e0544a2083f83329af4c725e0cf8805ce26d686a6bc33bfd2e29d5c1b5f9a889c44f1769e496e3586dae86e56c195908d6aa1d0e2cadad635902a37e812681ca  odd
EOF2
cat > exp-b3sum <<'EOF2' || framework_failure_
af1349b9f5f9a1a6a0404dea36dcc9499bcb25c9adc112b7cc9a93cae41f3262  empty
6437b3ac38465133ffb63b75273a8db548c558465d79db03fd359c6cd5bd9d85  abc
b6fb73fc46938c981e2b0b4b1ef282adcfc89854d01bfe3972fdc4785b41b2c7  page
ee78d92070de3df1c57c37002abf0a6b1a6589acdeef4d8ffac7cf3d9e8f2836  odd
EOF2
# From Python's hashlib, a leaf and the root over it, as doc/tree-mode.md
# builds them (no leaf under the root of empty).
cat > exp-bt2sum <<'EOF2' || framework_failure_
067b63c7d8d79ccfb6efc6dbdd97f96fa5c93ce37ad1cec943db3f90b125c3edcc95aa5d82b8e285aee4ca2074d3cf757a6023a750c6b22c7c22b69cac8af4d4  empty
c985655b53e8a792beef90143c52111b547bfde9abc0897b534d18e5293a8c863e6728895b82756d8c897b6dada92c24c2642196c197dfbc153b0229167fab0a  abc
161ec7b6be93cf84bedc7987721fc0fdcbe3a734606761ef03b8e5306d2de34ba36e199337d425d4c780108a03754baa031698473b34e60259ffefa2b01699ea  page
c08c1f5f3ac6ad1846a9f56a67778fa2066dda9e8c69b61b10412f3e0f3749fbffee44d7b7dbf82d2fadb702a4765c4d1e9014aef48402c55944799d0da8c450  odd
EOF2

# The reads made on the descriptor that opened FILE, in the trace T.
reads_of ()
{
  awk -v file="\"$2\"" '
    index ($0, "openat(") && index ($0, file) { fd = $NF; open = 1; next }
    open {
      call = $2; sub (/\(.*/, "", call)
      arg = $2; sub (/^[a-z0-9_]*\(/, "", arg); sub (/[,)].*/, "", arg)
      if (arg == fd && call == "read") n++
      if (call == "close" && arg == fd) open = 0
    }
    END { print n + 0 }' "$1"
}

for prog in b2sum b3sum bt2sum; do
  for threads in 1 2; do
    strace -f -o trace -e trace=openat,read,close \
      $prog --num-threads $threads $files > out || fail=1
    compare exp-$prog out || fail=1
    for f in $files; do
      test "$(reads_of trace $f)" = 1 \
        || { echo "$prog --num-threads $threads: $f:"; grep . trace;
             fail=1; }
    done
  done
done

Exit $fail
