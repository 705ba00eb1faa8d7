#!/bin/sh
# --progress on a terminal, stopped by SIGTSTP (Ctrl-Z) while its line
# is shown: the line is taken off the screen while the program is
# stopped, where the shell prints its own "Stopped", and comes back
# once it is continued; the digest is still right.  tmux gives the
# terminal; the input is a FIFO, so that the line stays.

# Copyright (C) 2026 The blakesum authors.
# License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.

. "${srcdir=.}/tests/init.sh"; path_prepend_ ./src
print_ver_ b2sum b3sum
require_tmux_

bash --version > /dev/null 2>&1 || skip_ 'bash is missing'

# Job control needs an interactive shell: a stop signal sent to a
# process group with no parent in its session (what tmux starts) is
# dropped.  The program is the only process of its job, so that the
# shell says "Stopped" only once it has stopped.

# 2048 zero bytes: Python's hashlib.blake2b with digest_size=8, and the
# official b3sum.
b2sum_digest=1f0281fb8997a0c6
b3sum_digest=be2a8de3dcf46c94ce85cdc8e07ac308f4d8a95490d956c38d780fd610db0813

for prog in b2sum b3sum; do
  len=
  test $prog = b2sum && len='-l 64'
  rm -f fifo && mkfifo fifo || framework_failure_
  tmux_ new-session -d -s z -x 100 -y 12 \
    "PS1='$ ' bash --norc --noprofile" || framework_failure_
  wait_screen_ z '\$' || fail=1
  tmux_ send-keys -t z 'stty -echoctl' Enter \
    "$prog $len --progress fifo" Enter || framework_failure_
  exec 3> fifo || framework_failure_
  head -c 1024 /dev/zero >&3 || framework_failure_
  wait_screen_ z 'fifo  [0-9].*' || fail=1
  tmux_ send-keys -t z C-z || framework_failure_
  wait_screen_ z '.*Stopped.*' || fail=1
  # Past a redrawing, which must not come while it is stopped.
  sleep .3
  screen_ z screen || framework_failure_
  grep -x 'fifo  [0-9].*' screen \
    && { echo "$prog: the line stayed while stopped" >&2; fail=1; }
  tmux_ send-keys -t z fg Enter || framework_failure_
  head -c 1024 /dev/zero >&3 || framework_failure_
  wait_screen_ z 'fifo  2\.0 KiB.*' || fail=1
  # Typed while it runs, read by the shell once it is done.
  tmux_ send-keys -t z 'echo status $?' Enter || framework_failure_
  exec 3>&-
  wait_screen_ z 'status [0-9]*' || fail=1
  eval digest=\$${prog}_digest
  grep -x "$digest  fifo" screen > /dev/null \
    || { cat screen; echo "$prog: no digest" >&2; fail=1; }
  grep -x 'status 0' screen > /dev/null || fail=1
  tmux_ kill-session -t z
done

Exit $fail
