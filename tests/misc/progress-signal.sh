#!/bin/sh
# --progress on a terminal, killed by Ctrl-C or SIGTERM while its line
# is shown: the line is taken off the screen, and the program still
# dies of the signal (status 130, 143).  tmux gives the terminal; the
# input is a FIFO that never ends, so that the line stays.

# Copyright (C) 2026 The blakesum authors.
# License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.

. "${srcdir=.}/tests/init.sh"; path_prepend_ ./src
print_ver_ b2sum b3sum
require_tmux_

# The shell in the pane catches SIGINT, so that it lives on to print
# the status (a child gets the default action back), and its own
# messages ("Terminated") go to /dev/null: the screen then holds only
# what the program left and the status.  The program's streams are set
# in the child, since dash prints that message with the redirections of
# the command it waits for still in place.  The program writes its pid,
# for kill.  The terminal does not echo ^C, which it might do after the
# line is erased.
cat > run.sh <<'EOF2' || framework_failure_
trap : INT
stty -echoctl 2> /dev/null
exec 3>&1 4>&2 > /dev/null 2>&1
sh -c 'echo $$ > pid; exec "$@" >&3 2>&4 3>&- 4>&-' sh "$@"
echo status $? >&3
exec sleep 60
EOF2

for prog in b2sum b3sum; do
  for sig in INT TERM; do
    rm -f fifo pid && mkfifo fifo || framework_failure_
    tmux_ new-session -d -s s -x 60 -y 6 "sh ./run.sh $prog --progress fifo" \
      || framework_failure_
    exec 3> fifo || framework_failure_
    head -c 1024 /dev/zero >&3 || framework_failure_
    wait_screen_ s 'fifo  [0-9].*' || fail=1
    case $sig in
      INT) tmux_ send-keys -t s C-c || framework_failure_
           st=130 ;;
      TERM) kill -TERM $(cat pid) || framework_failure_
            st=143 ;;
    esac
    wait_screen_ s ".*status [0-9].*" || fail=1
    exec 3>&-
    printf 'status %s\n' $st > exp
    compare exp screen || { echo "$prog, SIG$sig" >&2; fail=1; }
    tmux_ kill-session -t s
  done
done

Exit $fail
