#!/bin/sh
# A file truncated while it is mapped gives a per-file error, not SIGBUS.

# Copyright (C) 2026 The blakesum authors.
# License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.

. "${srcdir=.}/tests/init.sh"; path_prepend_ ./src
print_ver_ b3sum
# The mapped path, whichever this machine's probe would choose for
# a file of 16 MiB or more (src/core/map-or-read.h).
BLAKESUM_MAPPING=map; export BLAKESUM_MAPPING

# Pages of a mapping past the new end of a truncated file raise SIGBUS
# when touched.  b3sum must turn that into an error for that file and go
# on with the next one.  To truncate at the right moment without relying
# on timing, a poller watches /proc/PID/maps and truncates the file as
# soon as b3sum has mapped it.  If b3sum finishes first, the correct
# digest of the whole file is just as good; a death by signal never is.

test -r /proc/self/maps || skip_ '/proc/PID/maps is not available'
printf abc > after || framework_failure_
truncate -s 1G big 2> /dev/null \
  || skip_ 'cannot create a 1 GiB sparse file'
test $(wc -c < big) = 1073741824 \
  || skip_ 'cannot create a 1 GiB sparse file'
big=$PWD/big
case $big in
  *'
'*) skip_ 'the test directory name contains a newline';;
esac

zero=94b4ec39d8d42ebda685fbb5429e8ab0086e65245e750142c1eea36a26abc24d
habc=6437b3ac38465133ffb63b75273a8db548c558465d79db03fd359c6cd5bd9d85
printf '%s  big\n%s  after\n' $zero $habc > list || framework_failure_

cleanup_ () { kill_truncation_; }

# With 8 threads, they hash one window of the file at a time
# (mapped-pages.h).
for opts in '' '--num-threads 1' '--num-threads 2' '--num-threads 8'; do
  run_truncated_ b3sum 1G $opts big after
  # Hashed before the truncation, or an error.
  check_truncated_ list
done

# Check mode: the same, as "big: FAILED (REASON)".
for opts in '' '--num-threads 1'; do
  run_truncated_ b3sum 1G -c $opts list
  if test $status = 0; then
    printf 'big: OK\nafter: OK\n' > exp || framework_failure_
    compare exp out || fail=1
    compare /dev/null err || fail=1
  else
    test $status = 1 || fail=1
    sed -n 1p out | grep '^big: FAILED (..*)$' > /dev/null || fail=1
    sed -n '2,$p' out > out-rest || framework_failure_
    echo 'after: OK' > exp || framework_failure_
    compare exp out-rest || fail=1
    echo 'b3sum: WARNING: 1 computed checksum did NOT match' > exp-err \
      || framework_failure_
    compare exp-err err || fail=1
  fi
done

Exit $fail
