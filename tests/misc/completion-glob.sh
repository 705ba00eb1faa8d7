#!/bin/sh
# The bash completion in an interactive bash, in a directory holding
# files whose one-character names match the bracket expressions of bao's
# usage text ("[--progress]" is a glob that matches "p", "r" or "-"):
# bao's options still complete, and so do b2sum's and b3sum's.  tmux
# gives the terminal, so that readline itself lists the completions.

# Copyright (C) 2026 The blakesum authors.
# License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.

. "${srcdir=.}/tests/init.sh"; path_prepend_ ./src ./src/bao-bin
print_ver_ b2sum b3sum bao

bash -c 'test "${BASH_VERSINFO[0]}${BASH_VERSINFO[1]}" -ge 43' 2>/dev/null \
  || skip_ 'bash 4.3 or later is needed'
require_tmux_

touch p r - || framework_failure_

# A bash with no start-up file and readline's defaults, which loads the
# completion and clears the screen.
completion_file=$(cd "$srcdir" && pwd)/completion/blakesum.bash \
  || framework_failure_
cat > start.bash <<EOF2 || framework_failure_
PS1='$ '
source '$completion_file' || exit 1
clear
EOF2

tmux_ new-session -d -s c -x 80 -y 24 \
  "INPUTRC=/dev/null HISTFILE=/dev/null bash --norc --noprofile -i" \
  || framework_failure_
tmux_ send-keys -t c '. ./start.bash' Enter || framework_failure_
wait_screen_ c '\$' || fail=1

# try_ WORDS KEY...: type WORDS and the KEYs (Tab), then turn the line
# into a comment, so that what completion made of it stays on screen.
# Then wait for the comment and the next prompt: keys sent while bash
# runs a line reach a terminal that readline has not yet taken over,
# which echoes them, and on a loaded machine they garbled the screen.
try_ ()
{
  try_words_=$1
  tmux_ send-keys -t c -l "$1" || framework_failure_
  shift
  tmux_ send-keys -t c "$@" || framework_failure_
  # Let readline act on the keys before the next ones come.
  sleep .3
  tmux_ send-keys -t c C-a '# ' Enter || framework_failure_
  wait_screen_ c "\$ # $try_words_.*" || fail=1
  wait_screen_ c '\$' || fail=1
}
try_ 'bao decode --' Tab Tab
try_ 'bao hash --p' Tab
try_ 'b2sum --alg' Tab
try_ 'b3sum --no-' Tab Tab
# No prompt after "end", so that the screen is complete once it shows.
tmux_ send-keys -t c 'echo end; exec sleep 60' Enter || framework_failure_
wait_screen_ c end || fail=1

cat > exp <<'EOF2' || framework_failure_
$ bao decode --
--chunk-group-log=  --outboard=
--count=            --start=
$ # bao decode --
$ # bao hash --progress
$ # b2sum --algorithm=
$ b3sum --no-
--no-mmap   --no-names
$ # b3sum --no-
$ echo end; exec sleep 60
end
EOF2
compare exp screen || fail=1

Exit $fail
