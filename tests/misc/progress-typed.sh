#!/bin/sh
# --progress when the input is the terminal: no line is drawn, so that
# the text typed stays on the screen as it was echoed, and the digest
# is that of the text.  tmux gives the terminal and types.

# Copyright (C) 2026 The blakesum authors.
# License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.

. "${srcdir=.}/tests/init.sh"; path_prepend_ ./src
print_ver_ b2sum
require_tmux_

# "some typed text\n": Python's hashlib.blake2b, digest_size=8.
cat > exp <<'EOF2' || framework_failure_
some typed text
62fb03868334041d  -
status 0
EOF2

tmux_ new-session -d -s t -x 60 -y 8 \
  "b2sum -l 64 --progress; echo status \$?; sleep 60" || framework_failure_
# Past the first drawing, and the redrawing a tenth of a second later,
# that would wipe the echo.
sleep .3
tmux_ send-keys -t t -l 'some typed text' || framework_failure_
sleep .3
tmux_ send-keys -t t Enter C-d || framework_failure_
wait_screen_ t '.*status [0-9].*' || fail=1
compare exp screen || fail=1

Exit $fail
