## tests/fuzz/local.mk -- the libFuzzer targets and "make fuzz".

## Copyright (C) 2026 The blakesum authors.
## License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.

## Built when the compiler links -fsanitize=fuzzer (m4/bs-fuzz.m4:
## ./configure CC=clang).  Each target compiles its own copy of the
## code it tests with FUZZ_CFLAGS, so that libFuzzer sees its coverage
## and AddressSanitizer and UBSan watch it whatever CFLAGS says; the
## rest comes from the usual libraries.  make check runs each target
## once over its seed corpus; make fuzz runs each for FUZZ_SECONDS.

fuzz_names = gnu-check b3-check tree-tag kernels bao
fuzz_programs = \
  tests/fuzz/fuzz-gnu-check \
  tests/fuzz/fuzz-b3-check \
  tests/fuzz/fuzz-tree-tag \
  tests/fuzz/fuzz-kernels \
  tests/fuzz/fuzz-bao

EXTRA_DIST += tests/fuzz/corpus tests/fuzz/seeds.sh
MOSTLYCLEANDIRS += tests/fuzz/work

if BUILD_FUZZ
check_PROGRAMS += $(fuzz_programs)
TESTS += tests/fuzz/seeds.sh

fuzz_cflags = $(FUZZ_CFLAGS) $(BS_CFLAGS) $(AM_CFLAGS)
fuzz_ldadd = src/libfront.a src/libblakecore.a $(isa_libs) lib/libgnu.a \
  $(LIBBSD_LIBS) $(LIBPMULTITHREAD)
fuzz_parser_sources = tests/fuzz/fuzz-input.h \
  src/names.c src/core/hex.c src/digest.c src/digest-tree.c

tests_fuzz_fuzz_gnu_check_SOURCES = tests/fuzz/fuzz-gnu-check.c \
  src/gnu-check.c $(fuzz_parser_sources)
tests_fuzz_fuzz_gnu_check_CFLAGS = $(fuzz_cflags)
tests_fuzz_fuzz_gnu_check_LDFLAGS = $(FUZZ_LDFLAGS)
tests_fuzz_fuzz_gnu_check_LDADD = $(fuzz_ldadd) $(LIB_HARD_LOCALE) \
  $(LIB_MBRTOWC) $(LIB_SETLOCALE_NULL) $(LIBINTL)

tests_fuzz_fuzz_b3_check_SOURCES = tests/fuzz/fuzz-b3-check.c \
  src/b3-check.c $(fuzz_parser_sources)
tests_fuzz_fuzz_b3_check_CFLAGS = $(fuzz_cflags)
tests_fuzz_fuzz_b3_check_LDFLAGS = $(FUZZ_LDFLAGS)
tests_fuzz_fuzz_b3_check_LDADD = $(fuzz_ldadd) $(LIB_HARD_LOCALE) \
  $(LIB_MBRTOWC) $(LIB_SETLOCALE_NULL) $(LIBINTL)

tests_fuzz_fuzz_tree_tag_SOURCES = tests/fuzz/fuzz-tree-tag.c \
  $(fuzz_parser_sources)
tests_fuzz_fuzz_tree_tag_CFLAGS = $(fuzz_cflags)
tests_fuzz_fuzz_tree_tag_LDFLAGS = $(FUZZ_LDFLAGS)
tests_fuzz_fuzz_tree_tag_LDADD = $(fuzz_ldadd)

## The whole core but the -m kernels, with BLAKE3's thread thresholds
## lowered so that inputs of a few KiB are split over the pool.
tests_fuzz_fuzz_kernels_SOURCES = tests/fuzz/fuzz-kernels.c \
  tests/fuzz/fuzz-input.h $(src_libblakecore_a_SOURCES) \
  src/digest.c src/digest-blake2.c src/digest-tree.c src/digest-blake3.c
tests_fuzz_fuzz_kernels_CPPFLAGS = $(AM_CPPFLAGS) \
  -DBLAKE3_THREADS_MIN_LEN=2048 -DBLAKE3_THREADS_GRAIN=1024
tests_fuzz_fuzz_kernels_CFLAGS = $(fuzz_cflags)
tests_fuzz_fuzz_kernels_LDFLAGS = $(FUZZ_LDFLAGS)
tests_fuzz_fuzz_kernels_LDADD = $(isa_libs) lib/libgnu.a $(LIBPMULTITHREAD)

## As for the kernels, the decoder's thresholds are lowered, so that
## inputs of a few KiB are verified in pieces and on the pool.
tests_fuzz_fuzz_bao_SOURCES = tests/fuzz/fuzz-bao.c \
  tests/fuzz/fuzz-input.h $(src_libblakecore_a_SOURCES)
tests_fuzz_fuzz_bao_CPPFLAGS = $(AM_CPPFLAGS) -DBAO_REGION_MAX=8192 \
  -DBAO_VIEWED_REGION_MAX=8192 -DBAO_THREADS_MIN_LEN=4096 \
  -DBAO_THREADS_GRAIN=2048
tests_fuzz_fuzz_bao_CFLAGS = $(fuzz_cflags)
tests_fuzz_fuzz_bao_LDFLAGS = $(FUZZ_LDFLAGS)
tests_fuzz_fuzz_bao_LDADD = $(isa_libs) lib/libgnu.a $(LIBPMULTITHREAD)

## Each target for FUZZ_SECONDS, from its seeds and what earlier runs
## found (kept in tests/fuzz/work/NAME); a finding is saved there as
## NAME-crash-... and fails the run.  FUZZ_FLAGS adds libFuzzer options.
## The targets run side by side, so that the run takes FUZZ_SECONDS and
## not five times that (CI's whole budget is 45 minutes); each then
## gets a share of the CPUs, which its statistics show.
FUZZ_SECONDS = 60
FUZZ_FLAGS =
## The generated headers first, as "make all" would make them.
fuzz: $(BUILT_SOURCES)
	@$(MAKE) $(AM_MAKEFLAGS) $(fuzz_programs)
	@for n in $(fuzz_names); do \
	  $(MKDIR_P) tests/fuzz/work/$$n || exit 1; \
	  echo "fuzz-$$n: $(FUZZ_SECONDS) s"; \
	  { tests/fuzz/fuzz-$$n -max_total_time=$(FUZZ_SECONDS) \
	      -print_final_stats=1 -artifact_prefix=tests/fuzz/work/$$n- \
	      $(FUZZ_FLAGS) tests/fuzz/work/$$n \
	      $(srcdir)/tests/fuzz/corpus/$$n \
	      > tests/fuzz/work/$$n.log 2>&1; \
	    echo $$? > tests/fuzz/work/$$n.status; } & \
	done; \
	wait; \
	fail=0; \
	for n in $(fuzz_names); do \
	  test "`cat tests/fuzz/work/$$n.status`" = 0 \
	    || { fail=1; echo "fuzz-$$n failed:"; \
	         tail -n 60 tests/fuzz/work/$$n.log; }; \
	  grep -E '^stat::number_of_executed_units|^stat::average_exec_per_sec' \
	    tests/fuzz/work/$$n.log | sed "s/^/fuzz-$$n: /"; \
	done; \
	test $$fail = 0
else
fuzz:
	@echo "make fuzz: $(CC) cannot build libFuzzer targets;" \
	  "configure with CC=clang" >&2; exit 1
endif
.PHONY: fuzz
