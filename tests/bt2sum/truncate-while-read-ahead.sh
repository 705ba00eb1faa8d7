#!/bin/sh
# A file that shrinks while bt2sum's threads read it, cold, with a
# thread reading it in ahead of them (src/core/populate-ahead.h): the
# digest of all of it, of what it holds once shrunk, or one message and
# status 1; the next file hashed either way, no crash and no hang.

# Copyright (C) 2026 The blakesum authors.
# License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.

. "${srcdir=.}/tests/init.sh"; path_prepend_ ./src
print_ver_ bt2sum
require_cold_files_ bt2sum
unset BLAKESUM_MAPPING
head -c 65536 /dev/zero > t || framework_failure_
require_threads_ bt2sum --leaf-size=4K --num-threads 2 t

test -r /proc/self/io || skip_ '/proc/PID/io is not available'
printf abc > after || framework_failure_

# From Python's hashlib.blake2b, leaf by leaf (fanout 0, depth 2, 4 KiB
# leaves): 64 MiB of zeros, "abc" and nothing (the tree vectors'
# empty input).
zero=bd6f63db86acf4d78004e313df21ab3a6343d0981ad75507aec92833292a0b28b50467d6c12b1f1062b4d715397e5be5ec9c57fdbf00985752a86f4f40f90723
habc=b8cad0031d971358a71a4bc36c300fd70893db5267b07350a54cd9c5bf4cba343fb14e56860386095203c4364a5c2d85dfab718fd83d2c7d393ce9f121b63523
empty=f34e29337e4f18860921bad68c7d2d81f602a9d92aa919a0adaeb2199394e81eaaca5307e276da993c3fbefbc4e47cba8bb6930bcb8f74be970916a34406b486
printf '%s  big\n%s  after\n' $zero $habc > list || framework_failure_
printf '%s  big\n%s  after\n' $empty $habc > list-empty \
  || framework_failure_

cleanup_ () { kill_truncation_; }

# Truncated once bt2sum's threads have read 16 MiB, by when the thread
# that reads the file in ahead of them is further on.
truncate_now_ ()
{
  awk '/^rchar/ { exit !($2 >= 16777216) }' /proc/$1/io 2> /dev/null
}
for threads in 1 2; do
  # Written out, so that it can be dropped from memory.
  head -c 67108864 /dev/zero > big && sync big || framework_failure_
  evict_ big
  run_truncated_ bt2sum 64M --leaf-size=4K --num-threads $threads big after
  # Where the threads' reads come short, "big" is hashed again as it
  # is then (hashfile.c, hash_by_pread): empty.
  if test $status = 0 && compare list-empty out > /dev/null 2>&1; then
    compare /dev/null err || fail=1
  else
    check_truncated_ list
  fi
done

Exit $fail
