#!/bin/sh
# A file none of which is in memory, mapped and hashed on one thread
# while another reads it in ahead (src/core/populate-ahead.h), and
# truncated meanwhile: a per-file error, or the digest of the whole
# file if the hashing ended first; never a signal, and never a thread
# left waiting.

# Copyright (C) 2026 The blakesum authors.
# License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.

. "${srcdir=.}/tests/init.sh"; path_prepend_ ./src
print_ver_ b3sum
require_cold_files_ b3sum
# As this machine's probe would choose: a file none of which is in
# memory is mapped, not probed.  (A sparse file would not do: its
# holes read as if in memory, and the probe may choose reading, which
# gives the digest of what was read before the truncation.)
unset BLAKESUM_MAPPING

test -r /proc/self/maps || skip_ '/proc/PID/maps is not available'
printf abc > after || framework_failure_
big=$PWD/big
case $big in
  *'
'*) skip_ 'the test directory name contains a newline';;
esac

# The official b3sum.
zero=ea7b156fc9a810c181984f9e2da433feeeb2bf88ffa4d1f0dc1a92154b5bdc8b
habc=6437b3ac38465133ffb63b75273a8db548c558465d79db03fd359c6cd5bd9d85
printf '%s  big\n%s  after\n' $zero $habc > list || framework_failure_

cleanup_ () { kill_truncation_; }

for i in 1 2 3; do
  # 64 MiB written out, so that it can be dropped from memory; the
  # truncation comes as soon as b3sum maps any of it, which its check
  # of whether it is in memory does first.
  head -c 67108864 /dev/zero > big && sync big || framework_failure_
  evict_ big
  run_truncated_ b3sum 64M --num-threads 1 big after
  check_truncated_ list
done

Exit $fail
