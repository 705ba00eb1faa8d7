#!/bin/sh
# Abbreviations of coreutils' options keep coreutils' meaning beside ours.

# Copyright (C) 2026 The blakesum authors.
# License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.

. "${srcdir=.}/tests/init.sh"; path_prepend_ ./src
print_ver_ b2sum

printf abc > abc || framework_failure_
printf '%s' '@ABCDEFGHIJKLMNOPQRSTUVWXYZ[\]^_' > key || framework_failure_

# Scripts written for coreutils' b2sum abbreviate its long options.
# getopt_long would find "--le" and "--l" ambiguous beside --leaf-length
# and --last-node, "--i" beside --inner-length, "--s" beside --salt...
# b2sum must resolve an abbreviation that fits a coreutils option as
# coreutils does, against coreutils' options alone.

echo '6b  abc' > exp || framework_failure_
for opts in --le=8 --l=8 '--le 8' '--l 8' '--len=8' '--length=8'; do
  b2sum $opts abc > out 2> err || fail=1
  compare exp out || fail=1
  compare /dev/null err || fail=1
done
echo 'BLAKE2b-8 (abc) = 6b' > exp || framework_failure_
for opts in '--le=8 --ta' '--ta --l 8' '--tag --le=8'; do
  b2sum $opts abc > out 2> err || fail=1
  compare exp out || fail=1
  compare /dev/null err || fail=1
done

# --i is --ignore-missing (--in would be --inner-length).
printf '6b  abc\n6b  missing\n' > list || framework_failure_
echo 'abc: OK' > exp || framework_failure_
b2sum -c --i list > out 2> err || fail=1
compare exp out || fail=1
compare /dev/null err || fail=1
b2sum --c --ig list > out 2> err || fail=1
compare exp out || fail=1
compare /dev/null err || fail=1

# Run b2sum with the remaining arguments and expect exit status 1, no
# output, and the message $1 followed by the "Try" line.
usage_fails_ ()
{
  printf "b2sum: %s\nTry 'b2sum --help' for more information.\n" "$1" \
    > exp-err || framework_failure_
  shift
  returns_ 1 b2sum "$@" > out 2> err || fail=1
  compare /dev/null out || fail=1
  compare exp-err err || fail=1
}

# The ambiguous ones list exactly coreutils' possibilities, none of ours.
usage_fails_ \
  "option '--s' is ambiguous; possibilities: '--status' '--strict'" \
  --s abc
usage_fails_ \
  "option '--s' is ambiguous; possibilities: '--status' '--strict'" \
  -c --s list
usage_fails_ \
  "option '--st' is ambiguous; possibilities: '--status' '--strict'" \
  -c --st list
usage_fails_ \
  "option '--s=1' is ambiguous; possibilities: '--status' '--strict'" \
  --s=1 abc
usage_fails_ \
  "option '--t' is ambiguous; possibilities: '--tag' '--text'" \
  --t abc
usage_fails_ \
  'the --ignore-missing option is meaningful only when verifying checksums' \
  --i abc
usage_fails_ \
  'the --ignore-missing option is meaningful only when verifying checksums' \
  --ig abc

# Abbreviations that fit only our options work as getopt_long makes them
# work; each sets what hashlib computes for the same parameter.
abbrev_ ()
{
  echo "$1  abc" > exp || framework_failure_
  shift
  b2sum "$@" abc > out 2> err || fail=1
  compare exp out || fail=1
  compare /dev/null err || fail=1
}
# salt b"0", person b"0"
abbrev_ c1d297b4800c39c09f3182e713703acad1ffded68ecbf7d8a778c5ac72dc8669642798efea8cb2e2c4df6ca4c4c171d2665f0f03adedc34d93ff630fb8a57c3c \
  --sa=30
abbrev_ c1d297b4800c39c09f3182e713703acad1ffded68ecbf7d8a778c5ac72dc8669642798efea8cb2e2c4df6ca4c4c171d2665f0f03adedc34d93ff630fb8a57c3c \
  --sal 30
abbrev_ 0af26b5dd8878ace92aa4877c344246381579c125b34ed27b110aec4addfd27216dd24e6d48785e7aeeed148ecc0e7dcda8e10df7c47e5a9eb5e28f221771df2 \
  --p=30
# --mmap changes nothing in the digest.
abbrev_ ba80a53f981c4d0d6a2797b69f12f6e94c212f14685ac4b74b12bb6fdbffa2d17d87c5392aab792dc252d5de4533cc9518d38aa8dbf1925ab92386edd4009923 \
  --mm
# leaf_size=5, last_node=True, inner_size=32
abbrev_ 6dd3c916dda0a8556a0ef73a572b8c12f44250736c1a8ff2a92fe7b6fbdf9681eae400ce0747bafcd3a037f20e422fbcf1e9f3f6999533fda79ccd317be66bbc \
  --lea=5
abbrev_ 0c72c218c5d1c50f3f4abb0645c1a1178c901c6995d3e2cb70c3c5572c9ad1fa4bdc2d8f59db5ab0debce9ed4c043ed2713954b333ca07b815d91218ac3e3de4 \
  --la
abbrev_ 17ba0792465185ef5931c997c137c2b41c0bb1d67e2312117035c84d84ace944ff8c04e8fb0f7f087d3ed9782a648806ebdc86e8d3c241eb3d6b32db4aa042ba \
  --in=32
# fanout=2, depth=2, node_offset=1, node_depth=1
abbrev_ 6a90d57b457193890b2668d9ff7aa67a9e927c73e6fd6fa35c17512372e21a278eada219b60cd1b4030d31956a52976ad1504c4ec69004ffd30590751b21b269 \
  --f=2
abbrev_ daabadbe937a4d96853f9b3fa8af83dc03bccb6f42cd1170820fd3fa64613dcc40b01883e0bfb471ff26cc26d3342d0c2eacd6965a428f3e7bf9d308eadb847b \
  --ma=2
abbrev_ ccea6cf673a1c84797bb713aa70af9bd43079f43ea8b5a92d4703ef24bbe32e9adccf5f229e6b160ac05bf3018aeab2ab58bb858b04fa565163f120bf3753d38 \
  --node-o=1
abbrev_ 17664b789b883186d6951f0ec3412e136ca9d75802f6204bf265b5a07d3c0b397fcf0768f7469d3c3e4d70ceac3957a4821b82dff840bae26a4690048ea7b404 \
  --node-d 1
# BLAKE2s
abbrev_ 508c5e8c327c14e2e1a72ba34eeb452f37458b209ed63a294d999b4c86675982 \
  --a=blake2s
abbrev_ 508c5e8c327c14e2e1a72ba34eeb452f37458b209ed63a294d999b4c86675982 \
  --al blake2s
# key=bytes(range(64, 96))
abbrev_ 56635ce6198210beacec489c4bfa74b25fc19b6722f662418ad6cd50fda83f6f7c1dd2d008da6da9bcf1df0b3dba36bf0a82fbbbee8e1618ab208661061da18f \
  --k=key
abbrev_ 56635ce6198210beacec489c4bfa74b25fc19b6722f662418ad6cd50fda83f6f7c1dd2d008da6da9bcf1df0b3dba36bf0a82fbbbee8e1618ab208661061da18f \
  --ke key

# An abbreviation of one of our first options keeps its meaning beside
# the options added later (--progress, --recursive, --dereference):
# --p above is still --personal; --d and --de are --debug.
echo 'ba80a53f981c4d0d6a2797b69f12f6e94c212f14685ac4b74b12bb6fdbffa2d17d87c5392aab792dc252d5de4533cc9518d38aa8dbf1925ab92386edd4009923  abc' \
  > exp || framework_failure_
for opt in --d --de; do
  b2sum $opt abc > out 2> err || fail=1
  compare exp out || fail=1
  grep '^b2sum: using .* implementation$' err > /dev/null || fail=1
done
# And the later options have their own: --pr is --progress (no terminal
# here, so it shows nothing), --r --recursive, --der --dereference.
abbrev_ ba80a53f981c4d0d6a2797b69f12f6e94c212f14685ac4b74b12bb6fdbffa2d17d87c5392aab792dc252d5de4533cc9518d38aa8dbf1925ab92386edd4009923 \
  --pr
abbrev_ ba80a53f981c4d0d6a2797b69f12f6e94c212f14685ac4b74b12bb6fdbffa2d17d87c5392aab792dc252d5de4533cc9518d38aa8dbf1925ab92386edd4009923 \
  --r --der

# Between our options, getopt_long's ambiguity rules apply.
usage_fails_ \
  "option '--m' is ambiguous; possibilities: '--mmap' '--max-depth'" \
  --m abc
usage_fails_ \
  "option '--n=1' is ambiguous; possibilities: '--node-offset' '--node-depth' '--num-threads'" \
  --n=1 abc
usage_fails_ \
  "option '--node' is ambiguous; possibilities: '--node-offset' '--node-depth'" \
  --node 1 abc

# The argument of an option is never taken for an option, whether the
# option is abbreviated or not.
echo "b2sum: invalid length: '--st'" > exp-err || framework_failure_
for opts in '--l --st' '--le --st' '-l --st' '--length --st'; do
  returns_ 1 b2sum $opts abc > out 2> err || fail=1
  compare /dev/null out || fail=1
  compare exp-err err || fail=1
done
echo 'b2sum: --s: No such file or directory' > exp-err || framework_failure_
returns_ 1 b2sum --k --s abc > out 2> err || fail=1
compare /dev/null out || fail=1
compare exp-err err || fail=1
valid="$(printf 'Valid arguments are:\n%s\n%s\n%s\n%s' "  - 'blake2b'" \
  "  - 'blake2bp'" "  - 'blake2s'" "  - 'blake2sp'")" || framework_failure_
usage_fails_ "invalid argument '--t' for '--algorithm'
$valid" -a --t abc
usage_fails_ "invalid argument '--t' for '--algorithm'
$valid" --al --t abc

# After "--", nothing is an option.
echo "b2sum: '--le=8': No such file or directory" > exp-err \
  || framework_failure_
returns_ 1 b2sum -- --le=8 > out 2> err || fail=1
compare /dev/null out || fail=1
compare exp-err err || fail=1

Exit $fail
