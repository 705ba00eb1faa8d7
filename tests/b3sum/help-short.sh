#!/bin/sh
# -h: clap's short help, one line per option in a column.

# Copyright (C) 2026 The blakesum authors.
# License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.

. "${srcdir=.}/tests/init.sh"; path_prepend_ ./src
print_ver_ b3sum

# b3sum 1.8.6's own lines are those of its README; ours adds the first
# lines, -z, --debug and the closing notes.
cat > exp <<'EOF2'
Print or check BLAKE3 checksums.

With no FILE, or when FILE is -, read standard input.

Usage: b3sum [OPTIONS] [FILE]...

Arguments:
  [FILE]...  Files to hash, or checkfiles to check

Options:
      --keyed                 Use the keyed mode, reading the 32-byte key from stdin
      --derive-key <CONTEXT>  Use the key derivation mode, with the given context string
  -l, --length <LEN>          The number of output bytes, before hex encoding [default: 32]
      --seek <SEEK>           The starting output byte offset, before hex encoding [default: 0]
      --num-threads <NUM>     The maximum number of threads to use
      --no-mmap               Disable memory mapping
      --no-names              Omit filenames in the output
      --raw                   Write raw output bytes to stdout, rather than hex
      --tag                   Output BSD-style checksums: BLAKE3 ([FILE]) = [HASH]
  -z, --zero                  End each output line with NUL, not newline, and do not escape names
      --recursive             Hash the files below each directory [FILE], by their paths
      --dereference           With --recursive, follow symbolic links
      --progress              Show how far each file has got, when stderr is a terminal
  -c, --check                 Read BLAKE3 sums from the [FILE]s and check them
      --quiet                 Skip printing OK for each checked file
      --debug                 Name the BLAKE3 implementation chosen for this CPU on stderr
  -h, --help                  Print help (see more with '--help')
  -V, --version               Print version

EOF2

b3sum -h > out 2> err || fail=1
compare /dev/null err || fail=1
# The closing notes name the instruction sets of the build.
sed '/^The environment variable BLAKESUM_ISA (.*)$/,$d' out > out1 \
  || framework_failure_
compare exp out1 || fail=1
# No address for bugs: the project has none to give.
grep '^Full documentation: info blakesum$' out > /dev/null || fail=1
grep 'Report bugs' out > /dev/null && fail=1

# In a cluster too, and before anything else is checked.
b3sum -ch --keyed > out2 2> err || fail=1
compare out out2 || fail=1
compare /dev/null err || fail=1

Exit $fail
