#!/bin/sh
# --progress on a terminal gets out of the way of everything else that
# is written there: a message about another file, the digests when
# standard output is the terminal too, and a write error on standard
# output (/dev/full), which is reported as without --progress.  A
# terminal narrower than the line gets the line cut to its width, also
# when it is resized while the line is shown.

# Copyright (C) 2026 The blakesum authors.
# License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.

. "${srcdir=.}/tests/init.sh"; path_prepend_ ./src
print_ver_ b2sum b3sum
require_tmux_

printf abc > a || framework_failure_

# Run "$2" in a terminal of width $1 with a FIFO named by $3 as its
# slow input, which gets 1 KiB, then a fifth of a second later 1 KiB
# more; wait for the display to match the pattern $4 (that screen is
# kept in "screen-during"), then end the input and wait for "status N".
# The second KiB comes late enough to be drawn in any build: a build
# without threads draws only as bytes come, and not within a tenth of
# a second of its last drawing (here, perhaps that of the file before).
run_slow_ ()
{
  rm -f "$3" && mkfifo "$3" || framework_failure_
  tmux_ new-session -d -s s -x $1 -y 8 "$2; echo status \$?; sleep 60" \
    || framework_failure_
  exec 3> "$3" || framework_failure_
  head -c 1024 /dev/zero >&3 || framework_failure_
  sleep .2
  head -c 1024 /dev/zero >&3 || framework_failure_
  wait_screen_ s "$4" || fail=1
  cp screen screen-during || framework_failure_
  exec 3>&-
  wait_screen_ s 'status [0-9]*' || fail=1
  tmux_ kill-session -t s
}

for prog in b2sum b3sum; do
  case $prog in
    b2sum)
      a='d8bb14d833d59559  a' f='1f0281fb8997a0c6  f'
      missing="b2sum: missing: No such file or directory"
      full="b2sum: write error" ;;
    b3sum)
      a='6437b3ac38465133  a' f='be2a8de3dcf46c94  f'
      missing="b3sum: missing: No such file or directory (os error 2)"
      full="b3sum: write error: No space left on device" ;;
  esac
  case $prog in
    b3sum) len='-l 8' ;;
    *) len='-l 64' ;;
  esac

  # Digests and a message on the terminal, in order, on lines of their
  # own.
  run_slow_ 60 "$prog --progress $len a f missing" f 'f  [0-9].*'
  printf '%s\n' "$a" "$f" "$missing" 'status 1' > exp
  compare exp screen || fail=1

  # The write error, as without --progress.
  run_slow_ 60 "$prog --progress $len f > /dev/full" f 'f  [0-9].*'
  printf '%s\n' "$full" 'status 1' > exp
  compare exp screen || fail=1

  # 20 columns: the line takes 19, the name cut from the left.
  name=a-file-with-a-long-name
  run_slow_ 20 "$prog --progress $len $name > out" $name '\.\.\..*'
  grep -x '\.\.\..*' screen-during > line
  test $(wc -c < line) -le 20 || { cat line; fail=1; }

  # 60 columns, then 20 while the file is read: the next drawing fits.
  rm -f $name && mkfifo $name || framework_failure_
  tmux_ new-session -d -s r -x 60 -y 8 "$prog --progress $len $name > out" \
    || framework_failure_
  exec 3> $name || framework_failure_
  head -c 1024 /dev/zero >&3 || framework_failure_
  sleep .2
  head -c 1024 /dev/zero >&3 || framework_failure_
  wait_screen_ r "$name  .*" || fail=1
  tmux_ resize-window -t r -x 20 || framework_failure_
  sleep .2
  head -c 1024 /dev/zero >&3 || framework_failure_
  wait_screen_ r '\.\.\..*  3\.0 KiB' || fail=1
  grep -x '\.\.\..*' screen > line
  test $(wc -c < line) -le 20 || { cat line; fail=1; }
  exec 3>&-
  tmux_ kill-session -t r 2> /dev/null
done

Exit $fail
