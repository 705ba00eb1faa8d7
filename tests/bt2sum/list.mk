# list.mk -- the bt2sum shell tests, included from tests/local.mk.

# Copyright (C) 2026 The blakesum authors.
# License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.

bt2sum_tests = \
  tests/bt2sum/basic.sh \
  tests/bt2sum/batch-one-leaf.sh \
  tests/bt2sum/check-gnu.sh \
  tests/bt2sum/cold-read-ahead.sh \
  tests/bt2sum/general-trees.sh \
  tests/bt2sum/leaf-size-range.sh \
  tests/bt2sum/options.sh \
  tests/bt2sum/pipe-vs-file.sh \
  tests/bt2sum/tag-check.sh \
  tests/bt2sum/truncate-while-read-ahead.sh \
  tests/bt2sum/vectors.sh
