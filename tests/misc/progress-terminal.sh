#!/bin/sh
# --progress on a terminal: a line on stderr names the file and how much
# of it is done, while it is hashed; once the program is done, nothing
# of it is left on the screen, and the digest is the same.  tmux gives
# the terminal; the input is a FIFO, so that the test decides when the
# bytes come.

# Copyright (C) 2026 The blakesum authors.
# License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.

. "${srcdir=.}/tests/init.sh"; path_prepend_ ./src ./src/bao-bin
print_ver_ b2sum bt2sum b3sum bao
require_tmux_

# 1024 zero bytes: Python's hashlib (blake2b, digest_size=8), the tree
# formula of doc/tree-mode.md in hashlib, the official b3sum -l 8 (and
# without -l for bao hash, which prints a lone operand's hash alone).
cat > exp-b2sum <<'EOF2' || framework_failure_
cc6d171260b47f4c  fifo
EOF2
cat > exp-bt2sum <<'EOF2' || framework_failure_
fd57795598a4e915  fifo
EOF2
cat > exp-b3sum <<'EOF2' || framework_failure_
d6fd9de5bccf223f  fifo
EOF2
cat > exp-bao <<'EOF2' || framework_failure_
d6fd9de5bccf223f523b316c9cd1cf9a9d87ea42473d68e011dad13f09bf8917
EOF2

for prog in b2sum bt2sum b3sum bao; do
  case $prog in
    b3sum) len='-l 8' ;;
    bao) len=hash ;;
    *) len='-l 64' ;;
  esac
  rm -f fifo out && mkfifo fifo || framework_failure_
  tmux_ new-session -d -s $prog -x 60 -y 6 \
    "$prog $len --progress fifo > out; echo status \$?; sleep 60" \
    || framework_failure_
  # The writer holds the FIFO open until the screen has been read.
  exec 3> fifo || framework_failure_
  head -c 512 /dev/zero >&3 || framework_failure_
  # Drawn when the file starts, then at most ten times a second: the
  # first bytes may come too soon after the start to show, but more, a
  # fifth of a second later, do; and by then there is a rate.
  wait_screen_ $prog 'fifo  [0-9].*' || fail=1
  sleep .2
  head -c 512 /dev/zero >&3 || framework_failure_
  wait_screen_ $prog 'fifo  1.0 KiB  [0-9.]* [KM]*i*B/s' || fail=1
  exec 3>&-
  wait_screen_ $prog 'status 0' || fail=1
  # The line was erased: the shell's output starts the screen.
  printf 'status 0\n' > exp-screen
  compare exp-screen screen || fail=1
  compare exp-$prog out || fail=1
  tmux_ kill-session -t $prog
done

Exit $fail
