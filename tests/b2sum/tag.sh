#!/bin/sh
# BSD-style --tag output, with the -N suffix only for lengths below 512.

# Copyright (C) 2026 The blakesum authors.
# License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.

. "${srcdir=.}/tests/init.sh"; path_prepend_ ./src
print_ver_ b2sum

printf abc > abc || framework_failure_
: > empty || framework_failure_
printf abc > ' b' || framework_failure_
printf abc > '*c' || framework_failure_
printf abc > 'p(a)r' || framework_failure_

cat > exp <<'EOF2'
BLAKE2b (abc) = ba80a53f981c4d0d6a2797b69f12f6e94c212f14685ac4b74b12bb6fdbffa2d17d87c5392aab792dc252d5de4533cc9518d38aa8dbf1925ab92386edd4009923
BLAKE2b (empty) = 786a02f742015903c6c6fd852552d272912f4740e15847618a86e217f71f5419d25e1031afee585313896444934eb04b903a685b1448b755d56f701afe9be2ce
EOF2
for opt in --tag --ta '--tag -l 0' '--tag -l 512' '--tag -b' '-b --tag'; do
  b2sum $opt abc empty > out 2> err || fail=1
  compare exp out || fail=1
  compare /dev/null err || fail=1
done

cat > exp <<'EOF2'
BLAKE2b-8 (abc) = 6b
BLAKE2b-128 (empty) = cae66941d9efbd404e4d88758ea67670
BLAKE2b-256 (abc) = bddd813c634239723171ef3fee98579b94964e3bb1cb3e427262c8c068d52319
BLAKE2b-504 (abc) = eb5324bb0b0f9ca27381f22f5e49604d7c341b77371fe5bf61fb643c8ab481c7555ef17c9b9e7c92f0daafff6c0d748cab97d2b267bf53f8225c173ea26f3e
EOF2
{ b2sum --tag -l 8 abc && b2sum --tag -l 128 empty \
  && b2sum --tag -l 256 abc && b2sum -l 504 abc --tag; } > out 2> err || fail=1
compare exp out || fail=1
compare /dev/null err || fail=1

# Standard input is called "-"; spaces, "*" and parentheses in names are
# written as they are.
cat > exp <<'EOF2'
BLAKE2b-128 (-) = cf4ab791c62b8d2b2109c90275287816
BLAKE2b-128 ( b) = cf4ab791c62b8d2b2109c90275287816
BLAKE2b-128 (*c) = cf4ab791c62b8d2b2109c90275287816
BLAKE2b-128 (p(a)r) = cf4ab791c62b8d2b2109c90275287816
EOF2
b2sum --tag -l 128 - ' b' '*c' 'p(a)r' < abc > out 2> err || fail=1
compare exp out || fail=1
compare /dev/null err || fail=1

# --text after --tag is rejected; see tag-text-91.sh for -t --tag.
cat > exp <<'EOF2'
b2sum: --tag does not support --text mode
Try 'b2sum --help' for more information.
EOF2
returns_ 1 b2sum --tag -t abc > out 2> err || fail=1
compare /dev/null out || fail=1
compare exp err || fail=1
returns_ 1 b2sum --tag --text abc > out 2> err || fail=1
compare /dev/null out || fail=1
compare exp err || fail=1
returns_ 1 b2sum -b --tag -t abc > out 2> err || fail=1
compare /dev/null out || fail=1
compare exp err || fail=1

Exit $fail
