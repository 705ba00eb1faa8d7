# list.mk -- the tests of b2sum's options that coreutils lacks, included
# from tests/local.mk.

# Copyright (C) 2026 The blakesum authors.
# License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.

b2sum_ext_tests = \
  tests/b2sum-ext/abbreviations.sh \
  tests/b2sum-ext/algorithm-invalid.sh \
  tests/b2sum-ext/algorithms.sh \
  tests/b2sum-ext/check-params-misfit.sh \
  tests/b2sum-ext/check-tag-algorithms.sh \
  tests/b2sum-ext/check-untagged-hint.sh \
  tests/b2sum-ext/help-extensions.sh \
  tests/b2sum-ext/inner-length-range.sh \
  tests/b2sum-ext/kat.sh \
  tests/b2sum-ext/key-file.sh \
  tests/b2sum-ext/key-file-check-stdin.sh \
  tests/b2sum-ext/key-file-too-long.sh \
  tests/b2sum-ext/mmap.sh \
  tests/b2sum-ext/salt-odd-digits.sh \
  tests/b2sum-ext/salt-personal.sh \
  tests/b2sum-ext/tag-algorithms.sh \
  tests/b2sum-ext/threads.sh \
  tests/b2sum-ext/tree-params.sh
