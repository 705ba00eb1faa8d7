#!/bin/sh
# bt2sum -a, -l, --leaf-size, --fanout, --max-depth, --num-threads; errors.

# Copyright (C) 2026 The blakesum authors.
# License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.

. "${srcdir=.}/tests/init.sh"; path_prepend_ ./src
print_ver_ bt2sum

printf 'hello s3git\n' > hello || framework_failure_
make_pattern_ 12293 || framework_failure_
head -c 12293 pattern > p || framework_failure_

# Run bt2sum with each set of options given on the file $1, expecting
# the digest $2.
digest_ ()
{
  file_=$1
  echo "$2  $file_" > exp || framework_failure_
  shift; shift
  for opts_ in "$@"; do
    bt2sum $opts_ $file_ > out 2> err || fail=1
    compare exp out || fail=1
    compare /dev/null err || fail=1
  done
}

# -a blake2s and -l (in bits, as for b2sum: -l 320 is the original's
# "-s 40"); the last -a wins.  The first values are published ones
# (bt2sum's README); the others come from the Python reference of
# doc/tree-mode.md, as do all the digests below.
digest_ hello b11315827a187a81451d8f2e90a3c85d6c2a4ec0295a513c1bcf41b4a5868500 \
  '-a blake2s' --algorithm=blake2s '-ablake2s' '-a blake2b -a blake2s' \
  '-a blake2s -l 256' '-a blake2s -l 0'
digest_ hello 919f330a1b4a3a02aced735e7675905c159b99e07e0c8aa087d0327b26e4d3aa8323bc82962b8e8e \
  '-l 320' '--length=320' '-a blake2b -l 320'
digest_ hello a5bef717975e91c04ee453baeccff321cbaf80037a3838b26977a8fe059eb133 \
  '-l 256' '-l 256 -a blake2s -a blake2b'
digest_ hello fb30ade84c816bb9d7f5a010841b3162 '-a blake2s -l 128'
digest_ hello 18e622875a89cede0d7019b2c8afecf8928c21eac18ec51e38a8e6b829b82c3ef306dec34227929fa77b1c7c329b3d4e50ed9e72dc4dc885be0932d3f28d7053 \
  '' '-l 512' '-l 0' '-a blake2b' '--leaf-size=5M' '--leaf-size=5242880' \
  '--fanout=0' '--max-depth=2' '--fanout=0 --max-depth=2' \
  '--num-threads=1' '--num-threads=2' '--num-threads=64'

# --leaf-size: K, M and G multiply by 1024, 1024^2 and 1024^3; from 1 to
# 2^32 - 1 bytes.
digest_ hello ec2a097e07c48a636946bcc243c798e4cf3a4cf1915dbd94b502e43c382196145119aa39f49e9257a03b8c21e8b80e16e0941db4abd0c7df40929e5a9a6a32a7 \
  '--leaf-size=1' '--leaf-size 1'
digest_ hello b0262c9df568a253c1ec957fc19e9e43aa19a034a98576ea892888c0ffe0a360a38ecaf6838c08c99b2545ef8153cb67e379b98fab2a39f144b476eaf57f8cf2 \
  '--leaf-size=1G' '--leaf-size=1024M' '--leaf-size=1073741824'
digest_ hello 4c5cc03c46688f762c54198239701542fc42541f3a8dea8443ff024e77e18d0238fcc1b34512bf67021ca379b7b84877cf10aec91d699874b82ceded4eb9cc16 \
  '--leaf-size=3G'
digest_ hello e02a500d24b2275eb052776e1a65a6a2acb96c091b522a8690a657d6ce19f59a26bfc0ca8934754b38b0e7d993796474391476a225b5ff7342fbf63754a123ff \
  '--leaf-size=4294967295'
digest_ p 1236fa75e903bb8d7e1e753e020273faca31699af5b1a5f0e64be3a23bae7a66fea46368232c17d757dd86554a7412f82c2aee262a2b62cb69934a89ef093e15 \
  '--leaf-size=1K' '--leaf-size=1024' '--leaf-size 1K --num-threads=1' \
  '--num-threads=2 --leaf-size=1K'
# Spec section 2.6.
digest_ p a2da153a99b7611d0c8d1030a3f197da6358db0e73789c963a07be5e830bc14116bf22ff8bcb6504a75fcd98976a177892433bb7f771bea5781a7247aeddd55d \
  '--leaf-size=4K' '--leaf-size=4096'
digest_ p dcb659dfdcbe7724767960842bc54523a9391dc80ec2d012bf9b4c684a094978838d0a76193503a2ab89506478747f96fed2b6c5baea0b6c5e9d05f53e5a13b7 \
  '--leaf-size=2M' '--leaf-size=2048K'
digest_ p e145ae1deae86a9633a5b11539bb0b26188ce34e3270e7520bb1311ee69410e5dd67b72ca2353e132c7a7b86e54103aa8116bf441332d425fba7d812dba4f937 \
  '' '--leaf-size=5M'
digest_ p ec7db198849801347a6b5452e018df824c28e0ed3ec3edbe627da3d126890f70 \
  '-a blake2s --leaf-size=4K'
digest_ p 019a6b0796a0293bc00ee6ab3ff09712 '-l 128 --leaf-size=4K -a blake2s'
digest_ p c8 '--leaf-size=4K -l 8'

# Run bt2sum with the remaining arguments and expect exit status 1, no
# output, and the message $1 (with the "Try" line if $2 is "try").
fails_ ()
{
  printf 'bt2sum: %s\n' "$1" > exp-err || framework_failure_
  if test "$2" = try; then
    echo "Try 'bt2sum --help' for more information." >> exp-err \
      || framework_failure_
  fi
  shift; shift
  returns_ 1 bt2sum "$@" > out 2> err || fail=1
  compare /dev/null out || fail=1
  compare exp-err err || fail=1
}

for v in 0 4G 4294967296 1T 1KB 1KiB x '' -1 1.5K 0x10; do
  fails_ "invalid leaf size: '$v' (1 to 4294967295 bytes)" '' \
    --leaf-size="$v" hello
done
for v in 1 256 -1 x ''; do
  fails_ "invalid fanout: '$v' (0, or 2 to 255)" '' --fanout="$v" hello
done
# --max-depth: 2 with fanout 0 (the default), 2 to 255 otherwise.
for opts in --max-depth=1 --max-depth=3 --max-depth=255 \
            '--fanout=2 --max-depth=1' '--max-depth=0 --fanout=255'; do
  d=$(echo "$opts" | sed 's/.*--max-depth=\([0-9]*\).*/\1/')
  fails_ "invalid maximal depth: $d (fanout 0 needs 2; other fanouts 2 to 255)" \
    '' $opts hello
done
for v in 256 -1 x ''; do
  fails_ "invalid maximal depth: '$v'" '' --fanout=2 --max-depth="$v" hello
done
for v in x -1 ''; do
  fails_ "invalid number of threads: '$v'" '' --num-threads="$v" hello
done
# -l as in b2sum.
printf "bt2sum: invalid length: '520'\n%s\n" \
  "bt2sum: maximum digest length for 'BLAKE2b' is 512 bits" > exp-err \
  || framework_failure_
returns_ 1 bt2sum -l 520 hello > out 2> err || fail=1
compare /dev/null out || fail=1
compare exp-err err || fail=1
printf "bt2sum: invalid length: '264'\n%s\n" \
  "bt2sum: maximum digest length for 'BLAKE2s' is 256 bits" > exp-err \
  || framework_failure_
returns_ 1 bt2sum -l 264 -a blake2s hello > out 2> err || fail=1
compare /dev/null out || fail=1
compare exp-err err || fail=1
printf "bt2sum: invalid length: '12'\n%s\n" \
  'bt2sum: length is not a multiple of 8' > exp-err || framework_failure_
returns_ 1 bt2sum -l 12 hello > out 2> err || fail=1
compare /dev/null out || fail=1
compare exp-err err || fail=1

# Only BLAKE2b and BLAKE2s make trees.
for a in blake2bp blake2sp BLAKE2b blake3 ''; do
  fails_ "invalid argument '$a' for '--algorithm'
Valid arguments are:
  - 'blake2b'
  - 'blake2s'" try -a "$a" hello
done
# b2sum's parameter-block options make no sense for a tree.
for opt in --key-file=hello --salt=00 --personal=00 --leaf-length=1 \
           --node-offset=1 --node-depth=1 --inner-length=1 --last-node \
           --mmap; do
  fails_ "unrecognized option '$opt'" try $opt hello
done

Exit $fail
