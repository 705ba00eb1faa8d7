#!/bin/sh
# --progress on a terminal narrowed between the reading of its width and
# the writing of the line drawn for it: the line, too wide by then, must
# not wrap onto rows that the next erasing would not reach.  strace
# holds every write for three seconds, so that the test can narrow the
# terminal while the drawing thread waits in one; whatever is left of
# that line on the screen must be gone at the next drawing.

# Copyright (C) 2026 The blakesum authors.
# License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.

. "${srcdir=.}/tests/init.sh"; path_prepend_ ./src
print_ver_ b2sum
require_strace_
require_tmux_

name=a-file-with-a-long-name
truncate -s 1T $name 2> /dev/null || skip_ 'no sparse file of 1 TiB here'

# The program writes its pid, for kill; strace follows it and its
# drawing thread.
cat > run.sh <<'EOF2' || framework_failure_
exec 3>&1 4>&2 > /dev/null 2>&1
strace -f -o /dev/null -e trace=write -e inject=write:delay_enter=3000000 \
  sh -c 'echo $$ > pid; exec "$@" >&3 2>&4 3>&- 4>&-' sh "$@"
echo status $? >&3
exec sleep 60
EOF2

tmux_ new-session -d -s n -x 60 -y 8 "BLAKESUM_ISA=portable \
  sh ./run.sh b2sum --progress $name" || framework_failure_
wait_screen_ n "$name  .* of 1\.0 TiB .*" || fail=1
# The line is drawn again a tenth of a second after it is shown, and
# written three seconds after that: narrow the terminal in between.
sleep 1.5
narrow_progress_ n || fail=1
tmux_ kill-session -t n

Exit $fail
