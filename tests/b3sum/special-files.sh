#!/bin/sh
# Files that cannot be mapped (FIFOs, character devices) are read.

# Copyright (C) 2026 The blakesum authors.
# License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.

. "${srcdir=.}/tests/init.sh"; path_prepend_ ./src
print_ver_ b3sum

writer_pid=
cleanup_ ()
{
  test -n "$writer_pid" && kill $writer_pid 2> /dev/null
}

# A character device.
echo 'af1349b9f5f9a1a6a0404dea36dcc9499bcb25c9adc112b7cc9a93cae41f3262  /dev/null' \
  > exp || framework_failure_
for opt in '' --no-mmap; do
  b3sum $opt /dev/null > out 2> err || fail=1
  compare exp out || fail=1
  compare /dev/null err || fail=1
done

# A FIFO, larger than the 16 KiB above which regular files are mapped:
# 20000 bytes of "y\n".  Once b3sum is done the writer has finished,
# unless b3sum failed, maybe without opening the FIFO: then kill the
# writer, which may be blocked.
mkfifo fifo || skip_ 'cannot create a FIFO'
yes | head -c 20000 > data || framework_failure_
echo '2eb81e53a375e99b6b672fb476bbaa99dcf44eecca34d3f30c49cdec61c0d284  fifo' \
  > exp || framework_failure_
for opt in '' --no-mmap; do
  cat data > fifo &
  writer_pid=$!
  b3sum $opt fifo > out 2> err \
    || { fail=1; kill $writer_pid 2> /dev/null; }
  wait $writer_pid
  writer_pid=
  compare exp out || fail=1
  compare /dev/null err || fail=1
done

# And as a file named in a checksum list.
echo '2eb81e53a375e99b6b672fb476bbaa99dcf44eecca34d3f30c49cdec61c0d284  fifo' \
  > list || framework_failure_
echo 'fifo: OK' > exp || framework_failure_
cat data > fifo &
writer_pid=$!
b3sum -c list > out 2> err || { fail=1; kill $writer_pid 2> /dev/null; }
wait $writer_pid
writer_pid=
compare exp out || fail=1
compare /dev/null err || fail=1

Exit $fail
