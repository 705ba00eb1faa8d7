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
## and, when BLAKESUM_VECTORS_DIR is set, the official vectors.
unit_tests = tests/unit/test-blake2b tests/unit/test-blake3 \
  tests/unit/test-blake2s tests/unit/test-blake2p tests/unit/test-tree \
  tests/unit/test-lanes tests/unit/test-workers
check_PROGRAMS += $(unit_tests)
unit_ldadd = src/libblakecore.a $(isa_libs) lib/libgnu.a $(LIBPMULTITHREAD)
tests_unit_test_blake2b_SOURCES = tests/unit/test-blake2b.c tests/unit/kat.c \
  tests/unit/kat.h
tests_unit_test_blake2s_SOURCES = tests/unit/test-blake2s.c tests/unit/kat.c \
  tests/unit/kat.h
tests_unit_test_blake2p_SOURCES = tests/unit/test-blake2p.c tests/unit/kat.c \
  tests/unit/kat.h
tests_unit_test_tree_SOURCES = tests/unit/test-tree.c tests/unit/kat.c \
  tests/unit/kat.h
tests_unit_test_blake3_SOURCES = tests/unit/test-blake3.c tests/unit/kat.c \
  tests/unit/kat.h
tests_unit_test_blake2b_LDADD = $(unit_ldadd)
tests_unit_test_blake2b_CFLAGS = $(BS_CFLAGS) $(AM_CFLAGS)
tests_unit_test_blake3_CFLAGS = $(BS_CFLAGS) $(AM_CFLAGS)
tests_unit_test_blake3_LDADD = $(unit_ldadd)
tests_unit_test_blake2s_LDADD = $(unit_ldadd)
tests_unit_test_blake2p_LDADD = $(unit_ldadd)
tests_unit_test_blake2s_CFLAGS = $(BS_CFLAGS) $(AM_CFLAGS)
tests_unit_test_blake2p_CFLAGS = $(BS_CFLAGS) $(AM_CFLAGS)
tests_unit_test_tree_LDADD = $(unit_ldadd)
tests_unit_test_lanes_LDADD = $(unit_ldadd)
tests_unit_test_workers_LDADD = $(unit_ldadd)
tests_unit_test_workers_CFLAGS = $(BS_CFLAGS) $(AM_CFLAGS)
tests_unit_test_lanes_CFLAGS = $(BS_CFLAGS) $(AM_CFLAGS)
tests_unit_test_tree_CFLAGS = $(BS_CFLAGS) $(AM_CFLAGS)
TESTS += $(unit_tests)

include $(srcdir)/tests/b2sum/list.mk
include $(srcdir)/tests/b3sum/list.mk
include $(srcdir)/tests/b2sum-ext/list.mk
include $(srcdir)/tests/bt2sum/list.mk
shell_tests = $(b2sum_tests) $(b3sum_tests) $(b2sum_ext_tests) $(bt2sum_tests)
TESTS += $(shell_tests)
EXTRA_DIST += $(shell_tests)

misc_tests = \
  tests/misc/debug-isa.sh \
  tests/misc/isa-agree.sh \
  tests/misc/threads.sh
TESTS += $(misc_tests)
EXTRA_DIST += $(misc_tests)
