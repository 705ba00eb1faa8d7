#!/bin/sh
# --progress on a terminal narrowed while the line is shown: the next
# drawing, at 25 columns, drops whole figures (the time left, the rate,
# the size, the share) and keeps the end of the name behind "...",
# rather than cutting a figure; nothing of the line drawn at the old
# width is left, then or once the program is gone.  The input is a
# large sparse file, so that the line shows its size and share, and
# stays until the test ends the program with SIGTERM.  b3sum reads it
# rather than map it: qemu-user 7.2 keeps its own flags for each page
# of a guest's mapping, and for 1 TiB it took over 20 seconds and 6 GB
# before the first byte was hashed.

# Copyright (C) 2026 The blakesum authors.
# License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.

. "${srcdir=.}/tests/init.sh"; path_prepend_ ./src
print_ver_ b2sum b3sum
require_tmux_

name=a-file-with-a-long-name
truncate -s 1T $name 2> /dev/null || skip_ 'no sparse file of 1 TiB here'

# As in progress-signal.sh: the shell's own messages go to /dev/null,
# and the program writes its pid, for kill.
cat > run.sh <<'EOF2' || framework_failure_
exec 3>&1 4>&2 > /dev/null 2>&1
sh -c 'echo $$ > pid; exec "$@" >&3 2>&4 3>&- 4>&-' sh "$@"
echo status $? >&3
exec sleep 60
EOF2

for prog in b2sum 'b3sum --no-mmap'; do
  rm -f pid
  # The portable code and one thread: fewer pages of the file read (and
  # cached) by the time the test is done.
  tmux_ new-session -d -s n -x 60 -y 8 "BLAKESUM_ISA=portable \
    sh ./run.sh $prog --num-threads 1 --progress $name" || framework_failure_
  wait_screen_ n "$name  .* of 1\.0 TiB .*" || fail=1
  narrow_progress_ n || { echo "$prog" >&2; fail=1; }
  tmux_ kill-session -t n
done

Exit $fail
