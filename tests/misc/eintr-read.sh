#!/bin/sh
# A read that a signal interrupts (EINTR) is retried, never reported:
# in checksum lists (which stdio reads, and glibc's stdio gives up on
# EINTR), in hashed files read or mapped, and in standard input from a
# pipe.  The fault is injected with strace.

# Copyright (C) 2026 The blakesum authors.
# License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.

. "${srcdir=.}/tests/init.sh"; path_prepend_ ./src
print_ver_ b2sum bt2sum b3sum

strace -o /dev/null -e inject=read:error=EINTR:when=1 -P /dev/null true \
  2> /dev/null || skip_ 'strace is missing or cannot trace here'
# LeakSanitizer cannot run under ptrace (a sanitizer build would print
# its fatal error on stderr).
ASAN_OPTIONS="${ASAN_OPTIONS:+$ASAN_OPTIONS:}detect_leaks=0"
export ASAN_OPTIONS

# Run "$@" with the Nth read of PATH failing with EINTR, its output to
# the files out and err; the file trace shows whether it was injected.
# (The redirections are made here so that a VERBOSE=yes trace of this
# function does not land in err.)
eintr_ ()
{
  n_=$1 path_=$2
  shift 2
  strace -o trace -f -P "$(pwd)/$path_" -e trace=read,readv,pread64 \
    -e inject=read:error=EINTR:when=$n_ "$@" > out 2> err
}
injected_ ()
{
  grep 'EINTR.*INJECTED' trace > /dev/null
}

: > e || framework_failure_
# Byte i of p is i mod 251; hashlib.blake2b and b3sum give its digests,
# and those of the empty file.
make_pattern_ 100000 && head -c 100000 pattern > p || framework_failure_
b2p=a0b4e1c912a57364ed019d57296b9f14fd4ac7a36dc5b324706ba2b1497cf7b58b813ef6d86efab3a9461768ea9a552ab97554f8c4b010ed26d04ae6158bcedf
b3p=d93c23eedaf165a7e0be908ba86f1a7a520d568d2d13cde787c8580c5c72cc54
b2e=786a02f742015903c6c6fd852552d272912f4740e15847618a86e217f71f5419d25e1031afee585313896444934eb04b903a685b1448b755d56f701afe9be2ce
b3e=af1349b9f5f9a1a6a0404dea36dcc9499bcb25c9adc112b7cc9a93cae41f3262
bte=067b63c7d8d79ccfb6efc6dbdd97f96fa5c93ce37ad1cec943db3f90b125c3edcc95aa5d82b8e285aee4ca2074d3cf757a6023a750c6b22c7c22b69cac8af4d4

# Lists of 100 lines, which stdio reads in 4096-byte blocks: the second
# read starts inside a line, so an EINTR there must not cut the line.
for d in b2e b3e bte; do
  eval digest=\$$d
  yes "$digest  e" | head -n 100 > list-$d || framework_failure_
done
yes 'e: OK' | head -n 100 > exp-check || framework_failure_

for prog_list in b2sum:list-b2e bt2sum:list-bte b3sum:list-b3e; do
  prog=${prog_list%:*}
  list=${prog_list#*:}
  for n in 1 2; do
    eintr_ $n $list $prog -c $list || fail=1
    injected_ || fail=1
    compare exp-check out || fail=1
    compare /dev/null err || fail=1
    # The list as standard input.
    eintr_ $n $list $prog -c - < $list || fail=1
    injected_ || fail=1
    compare exp-check out || fail=1
    compare /dev/null err || fail=1
  done
done

# Hashed files: read (b2sum, b3sum --no-mmap), and mapped (b2sum --mmap,
# b3sum on a file of 16 KiB or more), where reads may never happen.
printf '%s  p\n' $b2p > exp-b2 || framework_failure_
printf '%s  p\n' $b3p > exp-b3 || framework_failure_
for prog_args in b2sum: b3sum:--no-mmap b2sum:--mmap b3sum:; do
  prog=${prog_args%:*}
  args=${prog_args#*:}
  case $prog in b2sum) exp=exp-b2 ;; *) exp=exp-b3 ;; esac
  for n in 1 2; do
    eintr_ $n p $prog $args p || fail=1
    case "$prog $args" in
      'b2sum ' | 'b3sum --no-mmap') injected_ || fail=1 ;;
    esac
    compare $exp out || fail=1
    compare /dev/null err || fail=1
  done
done

# Standard input from a pipe (a FIFO, so that strace can name it).
mkfifo fifo || framework_failure_
sed 's/p$/-/' exp-b2 > exp-b2-stdin && sed 's/p$/-/' exp-b3 > exp-b3-stdin \
  || framework_failure_
for prog in b2sum b3sum; do
  for n in 1 2; do
    cat p > fifo &
    eintr_ $n fifo $prog < fifo || fail=1
    wait
    injected_ || fail=1
    compare exp-${prog%sum}-stdin out || fail=1
    compare /dev/null err || fail=1
  done
done

Exit $fail
