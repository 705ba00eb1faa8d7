#!/bin/sh
# Lines of small files hashed in a batch leave in writes of whole
# lines, none longer than PIPE_BUF (4096 bytes on Linux), so that parallel runs writing to one pipe (xargs -P) never
# interleave within a line, as when each line had a write of its own.

# Copyright (C) 2026 The blakesum authors.
# License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.

. "${srcdir=.}/tests/init.sh"; path_prepend_ ./src
print_ver_ b2sum b3sum
require_strace_
# Under emulation strace would watch the emulator; the writes are the
# same code on every host, tested natively.
skip_if_quick_ 'strace of an emulated program'

# 150 files (enough to be read ahead on a thread too) with names of 200
# bytes, so that a batch's 16 lines are far longer than 4096 bytes.
pad=$(printf '%0200d' 0)
for i in $(seq 100 249); do
  printf abc > $i$pad || framework_failure_
done
files=$(ls -d [12][0-9][0-9]$pad)

for prog in b2sum b3sum; do
  # LeakSanitizer cannot run under ptrace.
  ASAN_OPTIONS="${ASAN_OPTIONS:+$ASAN_OPTIONS:}detect_leaks=0" \
    strace -f -o trace -e trace=write $prog $files > out || fail=1
  test $(wc -l < out) = 150 || fail=1
  # Every write to standard output ends at the end of a line of OUT,
  # and is at most 4096 bytes long.
  awk '{ n += length ($0) + 1; print n }' out > line-ends
  sed -n 's/^[0-9]* *write(1, .*= \([0-9][0-9]*\)$/\1/p' trace \
    | awk -v max=4096 '
        NR == FNR { end[$1] = 1; next }
        { n += $1
          if (!(n in end)) { print "write ending mid-line at " n; bad = 1 }
          if ($1 > max) { print "write of " $1; bad = 1 } }
        END { if (n == 0) { print "no writes seen"; bad = 1 }
              exit bad }' line-ends - || fail=1
done

Exit $fail
