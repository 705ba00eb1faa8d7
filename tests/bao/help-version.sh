#!/bin/sh
# --help prints the usage text alone, --version the version; both exit 0.

# Copyright (C) 2026 The blakesum authors.
# License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.

. "${srcdir=.}/tests/init.sh"; path_prepend_ ./src/bao-bin
print_ver_ bao

cat > exp <<'EOF2'
Usage: bao hash [<inputs>...] [--progress]
       bao encode <input> (<output> | --outboard=<file>) [--chunk-group-log=<n>]
       bao decode <hash> [<input>] [<output>] [--outboard=<file>] [--start=<offset>] [--count=<count>] [--chunk-group-log=<n>]
       bao slice <start> <count> [<input>] [<output>] [--outboard=<file>] [--chunk-group-log=<n>]
       bao decode-slice <hash> <start> <count> [<input>] [<output>] [--chunk-group-log=<n>]
       bao (--help | --version)
EOF2
bao --help > out 2> err || fail=1
compare exp out || fail=1
compare /dev/null err || fail=1

# bao 0.13.1 prints "0.13.1": that first field, then which build.
echo '0.13.1 (blakesum 0.1)' > exp || framework_failure_
bao --version > out 2> err || fail=1
compare exp out || fail=1
compare /dev/null err || fail=1

Exit $fail
