#!/bin/sh
# A file larger than 4 GiB (sparse: 4 GiB and 1000 bytes of zeros) is
# hashed right by each program, read (b2sum) or mapped (bt2sum, b3sum):
# no length is cut to 32 bits anywhere.

# Copyright (C) 2026 The blakesum authors.
# License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.

. "${srcdir=.}/tests/init.sh"; path_prepend_ ./src
print_ver_ b2sum bt2sum b3sum

# Under emulation (quick mode) hashing 4 GiB takes minutes.
skip_if_quick_ '4 GiB is too much to hash under emulation'

size=4294968296
truncate -s $size big 2> /dev/null && test $(wc -c < big) = $size \
  || skip_ 'cannot create a sparse file of more than 4 GiB'
# Only a sparse file costs no disk and little time.
test $(du -k big | cut -f1) -lt 1024 || skip_ 'the file system is not sparse'

# Python's hashlib.blake2b, fed the same zeros in 4 MiB pieces; the tree
# formula of doc/tree-mode.md in hashlib; the official b3sum.
cat > exp-b2sum <<'EOF2'
361869edb010d307beea4987bc7d6f66b6d77f3e2fd28c5a68cd1cbec7460f62cf40e7438fa418202a249cc3c0db8dde7c616d3b8f0330786956f110e0e287f9  big
EOF2
cat > exp-bt2sum <<'EOF2'
4bc880d703dc5c0cfd0e04288013c5e179b20a6050db0f998d6750a660dde493649650a9fb73c941f34ddd7835900e8b2a7afcd7bb7742a649dbd934de74e8f2  big
EOF2
cat > exp-b3sum <<'EOF2'
beb89d9940d4a8a116dbb6c72353d12c0c94c96f42127537ea10a3c9465ee82b  big
EOF2

# Once each, since hashing 4 GiB takes seconds; the timeout is a guard
# against a hang only.
for prog in b2sum bt2sum b3sum; do
  timeout 600 $prog big > out 2> err || fail=1
  compare exp-$prog out || fail=1
  compare /dev/null err || fail=1
done

Exit $fail
