# list.mk -- the b2sum shell tests, included from tests/local.mk.

# Copyright (C) 2026 The blakesum authors.
# License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.

b2sum_tests = \
  tests/b2sum/basic.sh \
  tests/b2sum/binary-text.sh \
  tests/b2sum/block-sizes.sh \
  tests/b2sum/check-basic.sh \
  tests/b2sum/check-bsd-reversed-91.sh \
  tests/b2sum/check-bsd-reversed.sh \
  tests/b2sum/check-crlf-comments.sh \
  tests/b2sum/check-escaped.sh \
  tests/b2sum/check-ignore-missing.sh \
  tests/b2sum/check-list-errors.sh \
  tests/b2sum/check-malformed.sh \
  tests/b2sum/check-many.sh \
  tests/b2sum/check-nul-91.sh \
  tests/b2sum/check-quiet-status.sh \
  tests/b2sum/check-stdin-dash.sh \
  tests/b2sum/check-strict.sh \
  tests/b2sum/check-summary.sh \
  tests/b2sum/check-tagged-91.sh \
  tests/b2sum/check-tagged.sh \
  tests/b2sum/check-untagged-length.sh \
  tests/b2sum/check-warn.sh \
  tests/b2sum/closed-stdout.sh \
  tests/b2sum/errors-files.sh \
  tests/b2sum/escape.sh \
  tests/b2sum/help-version.sh \
  tests/b2sum/length-errors.sh \
  tests/b2sum/length-order-91.sh \
  tests/b2sum/length.sh \
  tests/b2sum/line-buffered.sh \
  tests/b2sum/program-name.sh \
  tests/b2sum/quoting.sh \
  tests/b2sum/stdin.sh \
  tests/b2sum/stdin-closed.sh \
  tests/b2sum/tag-text-91.sh \
  tests/b2sum/tag.sh \
  tests/b2sum/translated.sh \
  tests/b2sum/usage-errors.sh \
  tests/b2sum/vectors.sh \
  tests/b2sum/vs-coreutils.sh \
  tests/b2sum/write-error.sh \
  tests/b2sum/zero.sh
