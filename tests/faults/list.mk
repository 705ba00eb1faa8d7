# list.mk -- the fault-injection and hostile-condition tests, included
# from tests/local.mk.

# Copyright (C) 2026 The blakesum authors.
# License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.

faults_tests = \
  tests/faults/bao-decode-eio.sh \
  tests/faults/bao-encode-efault.sh \
  tests/faults/bao-encode-faults.sh \
  tests/faults/bao-encode-pwrite-eio.sh \
  tests/faults/check-read-eio.sh \
  tests/faults/closed-stdout.sh \
  tests/faults/directory.sh \
  tests/faults/epipe.sh \
  tests/faults/fifo.sh \
  tests/faults/grow-mapped.sh \
  tests/faults/list-read-eio.sh \
  tests/faults/many-operands.sh \
  tests/faults/mapped-release.sh \
  tests/faults/mmap-enomem.sh \
  tests/faults/openat-emfile.sh \
  tests/faults/read-eio-large.sh \
  tests/faults/pread-faults.sh \
  tests/faults/read-eio.sh \
  tests/faults/shrink-mapped.sh \
  tests/faults/sparse-4g.sh \
  tests/faults/ulimit-n.sh \
  tests/faults/ulimit-v.sh \
  tests/faults/unreadable.sh \
  tests/faults/write-enospc.sh
