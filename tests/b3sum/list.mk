# list.mk -- the b3sum shell tests, included from tests/local.mk.

# Copyright (C) 2026 The blakesum authors.
# License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.

b3sum_tests = \
  tests/b3sum/basic.sh \
  tests/b3sum/check-basic.sh \
  tests/b3sum/check-crlf.sh \
  tests/b3sum/check-escaped.sh \
  tests/b3sum/check-fatal.sh \
  tests/b3sum/check-malformed.sh \
  tests/b3sum/check-many.sh \
  tests/b3sum/check-quiet.sh \
  tests/b3sum/check-seek.sh \
  tests/b3sum/check-tagged.sh \
  tests/b3sum/derive-key.sh \
  tests/b3sum/errors-files.sh \
  tests/b3sum/escape.sh \
  tests/b3sum/help-long.sh \
  tests/b3sum/help-short.sh \
  tests/b3sum/help-version.sh \
  tests/b3sum/keyed.sh \
  tests/b3sum/length.sh \
  tests/b3sum/mmap.sh \
  tests/b3sum/no-mmap-large.sh \
  tests/b3sum/no-names.sh \
  tests/b3sum/program-name.sh \
  tests/b3sum/raw.sh \
  tests/b3sum/raw-recursive.sh \
  tests/b3sum/rayon-num-threads.sh \
  tests/b3sum/seek.sh \
  tests/b3sum/seek-2-64.sh \
  tests/b3sum/special-files.sh \
  tests/b3sum/tag.sh \
  tests/b3sum/truncate-while-mapped.sh \
  tests/b3sum/truncate-while-read-ahead.sh \
  tests/b3sum/upstream-check.sh \
  tests/b3sum/upstream-check-invalid.sh \
  tests/b3sum/upstream-escaping.sh \
  tests/b3sum/upstream-globbing.sh \
  tests/b3sum/upstream-missing-files.sh \
  tests/b3sum/usage-errors.sh \
  tests/b3sum/usage-named.sh \
  tests/b3sum/usage-repeated.sh \
  tests/b3sum/vectors.sh \
  tests/b3sum/vs-system-b3sum.sh \
  tests/b3sum/write-error.sh \
  tests/b3sum/write-error-help.sh \
  tests/b3sum/write-error-once.sh \
  tests/b3sum/zero.sh
b3sum_test_data = tests/b3sum/xof-abc.hex
