#!/bin/sh
# A key never reaches the command line, the environment or a core dump:
# while b2sum --key-file and b3sum --keyed wait on a FIFO that is held
# open, /proc/PID/cmdline and /proc/PID/environ hold no key byte
# sequence, and a core dump (if the system writes them to the working
# directory) is not written at all.

# Copyright (C) 2026 The blakesum authors.
# License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.

. "${srcdir=.}/tests/init.sh"; path_prepend_ ./src
print_ver_ b2sum b3sum

test -r /proc/self/cmdline || skip_ '/proc is not available'

# 32 bytes no argument or variable of this run holds.
key=KeyBytes-9f3c2e7a61d84b05c7e2f1x
printf %s $key > key || framework_failure_
test $(wc -c < key) = 32 || framework_failure_
mkfifo fifo || framework_failure_

# Cores are looked for only where the kernel writes them to the working
# directory, as "core" or "core.PID".
cores=no
case $(cat /proc/sys/kernel/core_pattern 2> /dev/null) in
  core | core.%p) (ulimit -c unlimited) 2> /dev/null && cores=yes ;;
esac
# Under qemu-user (the cross builds' wrapper scripts) the core would be
# the emulator's, which does not pass PR_SET_DUMPABLE on.
case $(head -c 2 "$(command -v b2sum)") in
  '#!') cores=no ;;
esac

default_quit=
env --default-signal=QUIT true 2> /dev/null \
  && default_quit='env --default-signal=QUIT'

# Start "$@" in the background on the FIFO, held open for writing by
# descriptor 3, so that it blocks reading it with its key read; then
# look at it, kill it with SIGQUIT, which dumps core, and look for the
# core.
probe_ ()
{
  exec 3<> fifo
  # SIGQUIT may come ignored (a shell ignores it in what it starts in
  # the background, and that is inherited): give the program the
  # default, where env can.
  # The program does not inherit descriptor 3: else /proc/PID/fd would
  # show the FIFO before the program even started, and SIGQUIT could
  # come before it read its key (and made itself undumpable), as it did
  # once under ASan on a loaded machine.
  (test $cores = yes && ulimit -c unlimited; exec 3>&-
   exec $default_quit "$@" < key) &
  pid=$!
  # Wait until it has opened the FIFO, so that its key has been read.
  i=0
  until ls -l /proc/$pid/fd 2> /dev/null | grep fifo > /dev/null; do
    i=$(expr $i + 1)
    test $i -lt 100 || { kill $pid; framework_failure_; }
    sleep .1
  done
  for f in cmdline environ; do
    tr '\0' '\n' < /proc/$pid/$f > $f || framework_failure_
    test -s $f || { test $f = environ && test -z "$(env)"; } \
      || framework_failure_
    grep -F "$key" $f > /dev/null && { echo "key in $f"; fail=1; }
    # Not in pieces either: the key's first half.
    grep -F KeyBytes-9f3c2e7 $f > /dev/null && { echo "key in $f"; fail=1; }
  done
  kill -QUIT $pid
  # Should it still live, the test must not hang on it.
  (sleep 10; kill -KILL $pid 2> /dev/null) &
  watchdog=$!
  wait $pid
  kill $watchdog 2> /dev/null
  exec 3>&-
  if test $cores = yes; then
    for c in core core.$pid; do
      test -f $c || continue
      echo "$1 dumped core ($c)"
      fail=1
      rm -f $c
    done
  fi
}

probe_ b2sum --key-file=key fifo
probe_ b2sum -a blake2s --key-file=key fifo
# b3sum reads its key from standard input.
probe_ b3sum --keyed fifo

Exit $fail
