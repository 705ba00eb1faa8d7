#!/bin/sh
# decode and decode-slice from a pipe use memory bounded by the tree's
# depth and a few MiB of buffers, not by the size of the input: 64 MiB
# of content takes no more than 16 MiB beyond what 8 MiB does.

# Copyright (C) 2026 The blakesum authors.
# License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.

. "${srcdir=.}/tests/init.sh"; path_prepend_ ./src/bao-bin
print_ver_ bao
python3 -c 'import os; os.wait4' 2> /dev/null || skip_ 'python3 is missing'

head -c 8388608 /dev/zero > small || framework_failure_
head -c 67108864 /dev/zero > big || framework_failure_
for f in small big; do
  bao encode $f $f.bao || fail=1
  bao slice 0 67108864 $f.bao $f.slice || fail=1
done
small_hash=$(bao hash small) || fail=1
big_hash=$(bao hash big) || fail=1

# Print the peak resident size (VmHWM), in KiB, of the command in
# ARGV[3...] reading the file ARGV[1] through a pipe and writing
# ARGV[2] bytes to another, read when 6 MiB of it are left, more than
# the output pipe (which bao widens to 256 KiB) and a region take: bao
# has then all its buffers in use, and cannot have exited.  (The resource
# usage that wait4 gives would count the memory of this Python, which
# the child had until it ran bao.)
cat > peak.py <<'EOF2' || framework_failure_
import subprocess, sys, threading
src, size = sys.argv[1], int(sys.argv[2])
p = subprocess.Popen(sys.argv[3:], stdin=subprocess.PIPE,
                     stdout=subprocess.PIPE)
def feed():
    try:
        with open(src, 'rb') as f:
            while True:
                block = f.read(1 << 16)
                if not block:
                    break
                p.stdin.write(block)
        p.stdin.close()
    except BrokenPipeError:
        pass
threading.Thread(target=feed, daemon=True).start()
got = 0
while got < size - (6 << 20):
    got += len(p.stdout.read1(1 << 16))
with open('/proc/%d/status' % p.pid) as status:
    hwm = [l.split()[1] for l in status if l.startswith('VmHWM:')]
while p.stdout.read1(1 << 16):
    pass
sys.exit(p.wait() or print(hwm[0]))
EOF2
for cmd in decode decode-slice; do
  case $cmd in
    decode) args= ext=bao ;;
    decode-slice) args='0 67108864' ext=slice ;;
  esac
  small_kib=$(python3 peak.py small.$ext 8388608 \
                 bao $cmd $small_hash $args) || fail=1
  big_kib=$(python3 peak.py big.$ext 67108864 \
               bao $cmd $big_hash $args) || fail=1
  test -n "$small_kib" && test -n "$big_kib" || fail=1
  growth=$((big_kib - small_kib))
  echo "$cmd: $small_kib KiB for 8 MiB, $big_kib KiB for 64 MiB"
  test $growth -le 16384 || { echo "$cmd grew by $growth KiB"; fail=1; }
done

Exit $fail
