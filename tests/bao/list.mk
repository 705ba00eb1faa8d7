# list.mk -- the bao shell tests, included from tests/local.mk.

# Copyright (C) 2026 The blakesum authors.
# License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.

bao_tests = \
  tests/bao/bad-hash.sh \
  tests/bao/chunk-group.sh \
  tests/bao/chunk-group-hint.sh \
  tests/bao/corrupt.sh \
  tests/bao/decode-memory.sh \
  tests/bao/decode-pipe.sh \
  tests/bao/decode-read.sh \
  tests/bao/decode-shrink.sh \
  tests/bao/decode-start.sh \
  tests/bao/decode-threads.sh \
  tests/bao/decode-to-pipe.sh \
  tests/bao/encode-many-threads.sh \
  tests/bao/encode-output.sh \
  tests/bao/encode-pipe.sh \
  tests/bao/encode-spool-full.sh \
  tests/bao/encode-read.sh \
  tests/bao/encode-shrink.sh \
  tests/bao/hash.sh \
  tests/bao/help-version.sh \
  tests/bao/numbers.sh \
  tests/bao/options.sh \
  tests/bao/round-trip.sh \
  tests/bao/slice.sh \
  tests/bao/truncated.sh \
  tests/bao/usage-errors.sh \
  tests/bao/vectors.sh \
  tests/bao/write-error.sh \
  tests/bao/write-error-help.sh
bao_test_data = tests/bao/counter.sh
