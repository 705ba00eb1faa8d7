#!/bin/sh
# --help: clap's long help, each option's long text under its name.

# Copyright (C) 2026 The blakesum authors.
# License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.

. "${srcdir=.}/tests/init.sh"; path_prepend_ ./src
print_ver_ b3sum

# b3sum 1.8.6's doc comments as clap 4 lays them out at its 100
# columns: a blank line between options, the paragraphs of a text
# apart, and the blank line within a text indented as the text is
# (written "@" here, so that no editor strips it).  Ours adds the
# first lines, -z, --debug and the closing notes.
sed 's/^@$/          /' > exp <<'EOF2' || framework_failure_
Print or check BLAKE3 checksums.

With no FILE, or when FILE is -, read standard input.

Usage: b3sum [OPTIONS] [FILE]...

Arguments:
  [FILE]...
          Files to hash, or checkfiles to check
@
          When no file is given, or when - is given, read standard input.

Options:
      --keyed
          Use the keyed mode, reading the 32-byte key from stdin

      --derive-key <CONTEXT>
          Use the key derivation mode, with the given context string
@
          Cannot be used with --keyed.

  -l, --length <LEN>
          The number of output bytes, before hex encoding
@
          [default: 32]

      --seek <SEEK>
          The starting output byte offset, before hex encoding
@
          [default: 0]

      --num-threads <NUM>
          The maximum number of threads to use
@
          By default, this is the number of logical cores. If this flag is omitted, or if its value
          is 0, RAYON_NUM_THREADS is also respected.

      --no-mmap
          Disable memory mapping
@
          Large regular files are still hashed on several threads, each reading what it hashes.

      --no-names
          Omit filenames in the output

      --raw
          Write raw output bytes to stdout, rather than hex
@
          --no-names is implied. In this case, only a single input is allowed.

      --tag
          Output BSD-style checksums: BLAKE3 ([FILE]) = [HASH]

  -z, --zero
          End each output line with NUL, not newline, and do not escape names
@
          It does not change --check: checkfile lines are still read up to a newline, and results
          still end in one.

      --recursive
          Hash the files below each directory [FILE], by their paths
@
          Files are taken in name order, level by level. Symbolic links met in the walk are skipped;
          anything else that is not a regular file is reported and not read.

      --dereference
          With --recursive, follow symbolic links
@
          Must be used with --recursive.

      --progress
          Show how far each file has got, when stderr is a terminal
@
          One line on stderr, redrawn up to ten times a second and erased before any other output.
          Without a terminal, this does nothing.

  -c, --check
          Read BLAKE3 sums from the [FILE]s and check them

      --quiet
          Skip printing OK for each checked file
@
          Must be used with --check.

      --debug
          Name the BLAKE3 implementation chosen for this CPU on stderr

  -h, --help
          Print help (see a summary with '-h')

  -V, --version
          Print version

EOF2

for args in --help '--keyed --help' '-c --quiet --help -V'; do
  b3sum $args > out 2> err || fail=1
  compare /dev/null err || fail=1
  # The closing notes name the instruction sets of the build.
  sed '/^The environment variable BLAKESUM_ISA (.*)$/,$d' out > out1 \
    || framework_failure_
  compare exp out1 || fail=1
  # No address for bugs: the project has none to give.
  grep '^Full documentation: info blakesum$' out > /dev/null || fail=1
  grep 'Report bugs' out > /dev/null && fail=1
done

Exit $fail
