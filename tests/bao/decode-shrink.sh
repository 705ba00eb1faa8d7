#!/bin/sh
# decode maps a regular file: one that shrinks under the mapping ends
# the decode as the end of the file would ("failed to fill whole
# buffer", status 1), with only verified bytes written and no crash.
# The decode may also win the race and finish: then its output is
# whole.  BLAKESUM_MAPPING=map: otherwise a machine where reading
# costs less, or a file not in memory, is read (map-or-read.h).

# Copyright (C) 2026 The blakesum authors.
# License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.

. "${srcdir=.}/tests/init.sh"; path_prepend_ ./src/bao-bin
print_ver_ bao
BLAKESUM_MAPPING=map; export BLAKESUM_MAPPING

require_truncation_
truncate -s 64M zeros 2> /dev/null && test $(wc -c < zeros) = 67108864 \
  || skip_ 'cannot create a 64 MiB sparse file'

# BLAKE3 of 64 MiB of zeros (the official b3sum).
zero=ea7b156fc9a810c181984f9e2da433feeeb2bf88ffa4d1f0dc1a92154b5bdc8b
echo 'Error: failed to fill whole buffer' > exp_err || framework_failure_

# Check the outcome of one run_truncated_.
check_outcome ()
{
  case $status in
    0) compare zeros out || fail=1
       compare /dev/null err || fail=1 ;;
    1) compare exp_err err || fail=1
       # What was written is a prefix of the content.
       cmp out zeros > cmp.out 2>&1
       case $(cat cmp.out) in
         '') ;;
         *'EOF on out'*) ;;
         *) cat cmp.out; fail=1 ;;
       esac ;;
    *) echo "status $status"; fail=1 ;;
  esac
}

for opts in '' '--chunk-group-log=4'; do
  # The combined encoding shrinks.
  bao encode $opts zeros enc || framework_failure_
  size=$(wc -c < enc)
  mv enc big || framework_failure_
  run_truncated_ bao $size decode $opts $zero big
  check_outcome

  # The content of an outboard encoding shrinks.
  bao encode $opts zeros --outboard=ob || framework_failure_
  cp zeros big || framework_failure_
  run_truncated_ bao 64M decode $opts $zero big --outboard=ob
  check_outcome
done

Exit $fail
