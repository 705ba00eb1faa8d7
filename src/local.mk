## src/local.mk -- the programs, the front-end and the hashing core.

## Copyright (C) 2026 The blakesum authors.
## License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.

## The hashing core: BLAKE2b and BLAKE3, portable code and dispatch.
## Nothing here is built with -m flags; each instruction set's kernels
## are a library of their own below.
noinst_LIBRARIES += src/libblakecore.a
src_libblakecore_a_SOURCES = \
  src/core/cpu.c src/core/cpu.h src/core/g4-order.h src/core/g4-plain.h src/core/kernel-inline.h \
  src/core/dispatch.c src/core/dispatch.h src/core/atomic-once.h \
  src/core/hex.c src/core/hex.h \
  src/blake2/blake2b.c src/blake2/blake2b.h src/blake2/blake2b-impl.h \
  src/blake2/blake2b-compress-ref.c src/blake2/blake2b-dispatch.c \
  src/blake2/blake2b-batch.c src/blake2/blake2b-batch.h \
  src/blake3/blake3.c src/blake3/blake3.h src/blake3/blake3-impl.h \
  src/blake3/blake3-kernel.h src/blake3/blake3-tree.h \
  src/blake3/blake3-portable.c src/blake3/blake3-dispatch.c \
  src/blake3/blake3-batch.c src/blake3/blake3-batch.h \
  src/blake2/blake2s.c src/blake2/blake2s.h src/blake2/blake2s-impl.h \
  src/blake2/blake2s-compress-ref.c src/blake2/blake2s-dispatch.c \
  src/blake2/blake2s-lanes-portable.c \
  src/blake2/blake2bp.c src/blake2/blake2bp.h \
  src/blake2/blake2bp-threads.c src/blake2/blake2bp-threads.h \
  src/blake2/blake2sp.c src/blake2/blake2sp.h \
  src/blake2/blake2-tree.c src/blake2/blake2-tree.h \
  src/blake2/blake2-tree-threads.c src/blake2/blake2-tree-threads.h \
  src/core/workers.c src/core/workers.h src/core/mapped-pages.c src/core/mapped-pages.h \
  src/core/cold-read.c src/core/cold-read.h \
  src/core/map-or-read.c src/core/map-or-read.h \
  src/core/monotonic.h \
  src/core/read-at.c src/core/read-at.h \
  src/core/read-pipeline.c src/core/read-pipeline.h \
  src/core/populate-ahead.c src/core/populate-ahead.h \
  src/blake3/blake3-threads.c src/blake3/blake3-threads.h \
  src/blake3/blake3-file-threads.c \
  src/bao/bao.h src/bao/bao-tree.c src/bao/bao-tree.h \
  src/bao/bao-encode.c src/bao/bao-encode.h src/bao/bao-threads.c \
  src/bao/bao-walk.c src/bao/bao-walk.h src/bao/bao-verify.c \
  src/bao/bao-verify.h src/bao/bao-threads.h \
  src/bao/bao-decode.c src/bao/bao-slice.c
src_libblakecore_a_CFLAGS = $(BS_CFLAGS) $(AM_CFLAGS)

isa_libs =
if USE_SSE41
noinst_LIBRARIES += src/libblake_sse41.a
src_libblake_sse41_a_SOURCES = \
  src/blake2/blake2b-compress-sse41.c src/blake3/blake3-sse41.c \
  src/blake3/blake3-g-pair.h src/blake3/blake3-rows.h \
  src/blake3/blake3-transpose.h
src_libblake_sse41_a_CFLAGS = $(SSE41_CFLAGS) $(BS_CFLAGS) $(AM_CFLAGS)
isa_libs += src/libblake_sse41.a
endif
if USE_AVX2
noinst_LIBRARIES += src/libblake_avx2.a
src_libblake_avx2_a_SOURCES = \
  src/blake2/blake2b-compress-avx2.c src/blake2/blake2b-lanes-avx2.c \
  src/blake2/blake2b-pair-avx2.c src/blake2/blake2b-avx2-ops.h \
  src/blake2/blake2s-lanes-avx2.c src/core/rot32-avx2.h \
  src/blake3/blake3-avx2.c src/blake3/blake3-g-pair.h \
  src/blake3/blake3-transpose.h
src_libblake_avx2_a_CFLAGS = $(AVX2_CFLAGS) $(BS_CFLAGS) $(AM_CFLAGS)
isa_libs += src/libblake_avx2.a
endif
if USE_AVX512
noinst_LIBRARIES += src/libblake_avx512.a
src_libblake_avx512_a_SOURCES = \
  src/blake2/blake2b-compress-avx512.c src/blake2/blake2b-lanes-avx512.c \
  src/blake2/blake2b-pair-avx512.c \
  src/blake3/blake3-avx512.c src/blake3/blake3-g-quad.h \
  src/blake3/blake3-rows.h src/blake3/blake3-transpose.h
src_libblake_avx512_a_CFLAGS = $(AVX512_CFLAGS) $(BS_CFLAGS) $(AM_CFLAGS)
isa_libs += src/libblake_avx512.a
endif
## aarch64 needs no flag for NEON, but its kernels are still built alone.
if USE_NEON
noinst_LIBRARIES += src/libblake_neon.a
src_libblake_neon_a_SOURCES = \
  src/blake2/blake2b-compress-neon.c src/blake3/blake3-neon.c
src_libblake_neon_a_CFLAGS = $(NEON_CFLAGS) $(BS_CFLAGS) $(AM_CFLAGS)
isa_libs += src/libblake_neon.a
endif

## The front-end pieces every program shares.
noinst_LIBRARIES += src/libfront.a
src_libfront_a_SOURCES = \
  src/system.h src/digest.h \
  src/digest.c src/digest-blake2.c src/digest-tree.c src/digest-blake3.c \
  src/hashfile.c src/hashfile.h src/batch.c src/batch.h \
  src/names.c src/names.h src/walk.c src/walk.h \
  src/rust-u64.c src/rust-u64.h \
  src/rust-error.c src/rust-error.h \
  src/lines.c src/lines.h \
  src/std-streams.c src/std-streams.h \
  src/pipe-size.c src/pipe-size.h \
  src/progress.c src/progress.h src/progress-line.c src/progress-line.h \
  src/gnu-check.c src/gnu-check.h \
  src/b3-check.c src/b3-check.h \
  src/check-ahead.c src/check-ahead.h

core_libs = src/libfront.a src/libblakecore.a $(isa_libs)
prog_ldadd = $(core_libs) lib/libgnu.a $(LIBBSD_LIBS) $(LIB_NPROC) \
  $(LIB_HARD_LOCALE) $(LIB_MBRTOWC) $(LIB_SETLOCALE_NULL) $(LIBINTL) \
  $(LIBPMULTITHREAD)

## One main for every program, as coreutils builds its digest programs:
## the same sources, told which program they are by a -D flag.
bin_PROGRAMS += src/b2sum src/b3sum src/bt2sum
src_b2sum_SOURCES = src/sum.c src/settings.c src/settings.h src/args.h \
  src/gnu-args.c src/gnu-args.h src/b2sum-args.c
src_b2sum_CPPFLAGS = -DHASH_ALGO_BLAKE2B=1 $(AM_CPPFLAGS)
src_b2sum_CFLAGS = $(LIBBSD_CFLAGS) $(BS_CFLAGS) $(AM_CFLAGS)
src_b2sum_LDADD = $(prog_ldadd)
src_b3sum_SOURCES = src/sum.c src/settings.c src/settings.h src/args.h \
  src/b3-args.c src/jaro.c src/jaro.h
src_b3sum_CPPFLAGS = -DHASH_ALGO_BLAKE3=1 $(AM_CPPFLAGS)
src_b3sum_CFLAGS = $(LIBBSD_CFLAGS) $(BS_CFLAGS) $(AM_CFLAGS)
src_b3sum_LDADD = $(prog_ldadd)
src_bt2sum_SOURCES = src/sum.c src/settings.c src/settings.h src/args.h \
  src/gnu-args.c src/gnu-args.h src/bt2sum-args.c
src_bt2sum_CPPFLAGS = -DHASH_ALGO_BT2=1 $(AM_CPPFLAGS)
src_bt2sum_CFLAGS = $(LIBBSD_CFLAGS) $(BS_CFLAGS) $(AM_CFLAGS)
src_bt2sum_LDADD = $(prog_ldadd)
## bao is built in a directory of its own, since src/bao/ holds the
## Bao core that its subcommands call.
bin_PROGRAMS += src/bao-bin/bao
src_bao_bin_bao_SOURCES = src/sum.c src/settings.c src/settings.h \
  src/args.h src/bao-args.c src/bao-commands.c src/bao-commands.h
src_bao_bin_bao_CPPFLAGS = -DHASH_ALGO_BAO=1 $(AM_CPPFLAGS)
src_bao_bin_bao_CFLAGS = $(LIBBSD_CFLAGS) $(BS_CFLAGS) $(AM_CFLAGS)
src_bao_bin_bao_LDADD = $(prog_ldadd)

src_libfront_a_CFLAGS = $(LIBBSD_CFLAGS) $(BS_CFLAGS) $(AM_CFLAGS)

## The in-memory benchmark that bench/bench.sh runs (not installed).
noinst_PROGRAMS = bench/speed bench/rate
bench_speed_SOURCES = bench/speed.c
bench_speed_CFLAGS = $(BS_CFLAGS) $(AM_CFLAGS)
bench_speed_LDADD = src/libblakecore.a $(isa_libs) lib/libgnu.a
## bench.sh builds rate.c again against the references.
bench_rate_SOURCES = bench/rate.c
bench_rate_CFLAGS = $(BS_CFLAGS) $(AM_CFLAGS)
bench_rate_LDADD = src/libblakecore.a $(isa_libs) lib/libgnu.a
