# list.mk -- the fault-injection and hostile-condition tests, included
# from tests/local.mk.

# Copyright (C) 2026 The blakesum authors.
# License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.

faults_tests = \
  tests/faults/alloc-b2sum.sh \
  tests/faults/alloc-b3sum.sh \
  tests/faults/alloc-bao.sh \
  tests/faults/alloc-long-lines.sh \
  tests/faults/alloc-many.sh \
  tests/faults/bao-decode-eio.sh \
  tests/faults/bao-decode-pieces.sh \
  tests/faults/bao-encode-efault.sh \
  tests/faults/bao-encode-faults.sh \
  tests/faults/bao-encode-pread-eio.sh \
  tests/faults/bao-encode-pwrite-eio.sh \
  tests/faults/bao-encode-shrink-read.sh \
  tests/faults/blake2bp-pread.sh \
  tests/faults/bt2sum-pread.sh \
  tests/faults/check-read-eio.sh \
  tests/faults/closed-stdout.sh \
  tests/faults/directory.sh \
  tests/faults/epipe.sh \
  tests/faults/fifo.sh \
  tests/faults/grow-mapped.sh \
  tests/faults/list-read-eio.sh \
  tests/faults/many-operands.sh \
  tests/faults/medium-read-eio.sh \
  tests/faults/mapped-release.sh \
  tests/faults/cold-read-drop.sh \
  tests/faults/cold-read-faults.sh \
  tests/faults/cold-read-not-owner.sh \
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

# The allocation-failure shim, for LD_PRELOAD: a shared object built
# for make check only, by hand, as the build has no libtool.  Where it
# cannot be built (a static toolchain, say) it is left out, and the
# tests that need it skip.
check_DATA = tests/faults/fail-alloc.so
tests/faults/fail-alloc.so: tests/faults/fail-alloc.c
	$(AM_V_CC)src=$(srcdir)/tests/faults/fail-alloc.c; \
	$(MKDIR_P) tests/faults \
	&& { $(CC) $(CFLAGS) -fPIC -shared -o $@ $$src -ldl 2> /dev/null \
	     || $(CC) $(CFLAGS) -fPIC -shared -o $@ $$src 2> /dev/null \
	     || { rm -f $@; \
	          echo "$@ cannot be built: its tests will skip" >&2; }; }
CLEANFILES += tests/faults/fail-alloc.so
EXTRA_DIST += tests/faults/fail-alloc.c tests/faults/fail-alloc.cfg
