## tests/local.mk -- make check: shell tests and C unit tests.

## Copyright (C) 2026 The blakesum authors.
## License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.

TEST_EXTENSIONS = .sh
SH_LOG_COMPILER = $(SHELL)
TEST_SUITE_LOG = tests/test-suite.log
## Tests run from the top build directory; init.sh finds itself and
## init.cfg through srcdir, and BLAKESUM_VECTORS_DIR passes through
## from the caller's environment.
AM_TESTS_ENVIRONMENT = \
  srcdir='$(srcdir)'; export srcdir; \
  abs_top_builddir='$(abs_top_builddir)'; export abs_top_builddir;

EXTRA_DIST += tests/init.sh

## C unit tests: every compiled kernel this CPU runs, against literals
## and, when BLAKESUM_VECTORS_DIR is set, the official vectors.  The
## known-answer tests share kat.c.
unit_tests = \
  tests/unit/test-blake2 \
  tests/unit/test-blake2p \
  tests/unit/test-blake3 \
  tests/unit/test-blake3-batch \
  tests/unit/test-tree \
  tests/unit/test-lanes \
  tests/unit/test-blake2b-batch \
  tests/unit/test-workers \
  tests/unit/test-bao \
  tests/unit/test-progress \
  tests/unit/test-digest-equal \
  tests/unit/test-jaro
check_PROGRAMS += $(unit_tests)
unit_ldadd = src/libblakecore.a $(isa_libs) lib/libgnu.a $(LIBPMULTITHREAD)
kat_sources = tests/unit/kat.c tests/unit/kat.h

tests_unit_test_blake2_SOURCES = tests/unit/test-blake2.c $(kat_sources)
tests_unit_test_blake2_CFLAGS = $(BS_CFLAGS) $(AM_CFLAGS)
tests_unit_test_blake2_LDADD = $(unit_ldadd)

tests_unit_test_blake2p_SOURCES = tests/unit/test-blake2p.c $(kat_sources)
tests_unit_test_blake2p_CFLAGS = $(BS_CFLAGS) $(AM_CFLAGS)
tests_unit_test_blake2p_LDADD = $(unit_ldadd)

tests_unit_test_blake3_SOURCES = tests/unit/test-blake3.c $(kat_sources)
tests_unit_test_blake3_CFLAGS = $(BS_CFLAGS) $(AM_CFLAGS)
tests_unit_test_blake3_LDADD = $(unit_ldadd)

tests_unit_test_blake3_batch_SOURCES = tests/unit/test-blake3-batch.c \
  $(kat_sources)
tests_unit_test_blake3_batch_CFLAGS = $(BS_CFLAGS) $(AM_CFLAGS)
tests_unit_test_blake3_batch_LDADD = $(unit_ldadd)

tests_unit_test_tree_SOURCES = tests/unit/test-tree.c $(kat_sources)
tests_unit_test_tree_CFLAGS = $(BS_CFLAGS) $(AM_CFLAGS)
tests_unit_test_tree_LDADD = $(unit_ldadd)

tests_unit_test_lanes_SOURCES = tests/unit/test-lanes.c $(kat_sources)
tests_unit_test_lanes_CFLAGS = $(BS_CFLAGS) $(AM_CFLAGS)
tests_unit_test_lanes_LDADD = $(unit_ldadd)

tests_unit_test_blake2b_batch_SOURCES = tests/unit/test-blake2b-batch.c \
  $(kat_sources)
tests_unit_test_blake2b_batch_CFLAGS = $(BS_CFLAGS) $(AM_CFLAGS)
tests_unit_test_blake2b_batch_LDADD = $(unit_ldadd)

tests_unit_test_workers_SOURCES = tests/unit/test-workers.c
tests_unit_test_workers_CFLAGS = $(BS_CFLAGS) $(AM_CFLAGS)
tests_unit_test_workers_LDADD = $(unit_ldadd)

tests_unit_test_bao_SOURCES = tests/unit/test-bao.c $(kat_sources)
tests_unit_test_bao_CFLAGS = $(BS_CFLAGS) $(AM_CFLAGS)
tests_unit_test_bao_LDADD = $(unit_ldadd)

tests_unit_test_digest_equal_SOURCES = tests/unit/test-digest-equal.c
tests_unit_test_digest_equal_CFLAGS = $(BS_CFLAGS) $(AM_CFLAGS)
tests_unit_test_digest_equal_LDADD = $(unit_ldadd)

tests_unit_test_jaro_SOURCES = tests/unit/test-jaro.c src/jaro.c src/jaro.h
tests_unit_test_jaro_CFLAGS = $(BS_CFLAGS) $(AM_CFLAGS)
tests_unit_test_jaro_LDADD = lib/libgnu.a

tests_unit_test_progress_SOURCES = tests/unit/test-progress.c \
  src/progress-line.c src/progress-line.h
tests_unit_test_progress_CFLAGS = $(LIBBSD_CFLAGS) $(BS_CFLAGS) $(AM_CFLAGS)
tests_unit_test_progress_LDADD = $(LIBBSD_LIBS)

TESTS += $(unit_tests)

include $(srcdir)/tests/b2sum/list.mk
include $(srcdir)/tests/b3sum/list.mk
include $(srcdir)/tests/b2sum-ext/list.mk
include $(srcdir)/tests/bt2sum/list.mk
include $(srcdir)/tests/bao/list.mk
include $(srcdir)/tests/faults/list.mk
shell_tests = $(b2sum_tests) $(b3sum_tests) $(b2sum_ext_tests) $(bt2sum_tests) \
  $(bao_tests)
shell_tests += $(faults_tests)
TESTS += $(shell_tests)
EXTRA_DIST += $(shell_tests) $(b3sum_test_data) $(bao_test_data)

misc_tests = \
  tests/misc/batch-order.sh \
  tests/misc/batch-sizes.sh \
  tests/misc/batch-whole-lines.sh \
  tests/misc/check-list-enomem.sh \
  tests/misc/cold-map-read-ahead.sh \
  tests/misc/cold-map-read-ahead-memory.sh \
  tests/misc/cold-pread.sh \
  tests/misc/cold-read-drops.sh \
  tests/misc/debug-algorithm.sh \
  tests/misc/debug-isa.sh \
  tests/misc/isa-tuned.sh \
  tests/misc/eintr-read.sh \
  tests/misc/eintr-write.sh \
  tests/misc/help-no-address.sh \
  tests/misc/install-docs.sh \
  tests/misc/isa-agree.sh \
  tests/misc/closed-std.sh \
  tests/misc/help-environment.sh \
  tests/misc/isa-unknown.sh \
  tests/misc/locale-messages.sh \
  tests/misc/map-or-read.sh \
  tests/misc/map-or-read-cold.sh \
  tests/misc/map-or-read-unknown.sh \
  tests/misc/peak-rss.sh \
  tests/misc/pipe-one-thread.sh \
  tests/misc/pipe-widen.sh \
  tests/misc/recursive-hostile.sh \
  tests/misc/recursive.sh \
  tests/misc/small-file-calls.sh \
  tests/misc/small-file-one-read.sh \
  tests/misc/key-exposure.sh \
  tests/misc/threads.sh \
  tests/misc/version-year.sh \
  tests/misc/write-error-early.sh \
  tests/misc/bash-completion.sh \
  tests/misc/completion-glob.sh \
  tests/misc/manual-options.sh \
  tests/misc/manual-typography.sh \
  tests/misc/man-pages.sh \
  tests/misc/progress-terminal.sh \
  tests/misc/progress-messages.sh \
  tests/misc/progress-no-terminal.sh \
  tests/misc/progress-signal.sh \
  tests/misc/progress-stop.sh \
  tests/misc/progress-narrow.sh \
  tests/misc/progress-narrow-drawing.sh \
  tests/misc/progress-typed.sh
TESTS += $(misc_tests)
EXTRA_DIST += $(misc_tests)
