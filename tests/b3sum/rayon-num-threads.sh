#!/bin/sh
# RAYON_NUM_THREADS sets the number of threads when --num-threads is
# omitted or 0, as in the official b3sum, whose rayon pool reads it.

# Copyright (C) 2026 The blakesum authors.
# License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.

. "${srcdir=.}/tests/init.sh"; path_prepend_ ./src
print_ver_ b3sum
require_strace_
# LeakSanitizer cannot run under ptrace.
ASAN_OPTIONS="${ASAN_OPTIONS:+$ASAN_OPTIONS:}detect_leaks=0"
export ASAN_OPTIONS

# Large enough to be split between threads.
head -c 16777216 /dev/zero > z || framework_failure_
require_threads_ b3sum --num-threads 2 z
# The official b3sum -l 8.
echo 'b4834959bc889fed  z' > exp || framework_failure_

# How many clones b3sum made, run with the options given: the threads
# it started, and those of whatever runs it (qemu-user has one of its
# own), which the counts below compare like with like.
clones ()
{
  # A wrong digest or status shows as a count that matches none.
  strace -f -o trace -e trace=clone,clone3 b3sum -l 8 "$@" z > out \
    && compare exp out >&2 || { echo 'failed'; return; }
  grep -c clone trace
}

unset RAYON_NUM_THREADS RAYON_RS_NUM_CPUS
one=$(clones --num-threads 1)
three=$(clones --num-threads 3)
default=$(clones)
case $one$three$default in *failed*) fail=1 ;; esac
test "$one" -lt "$three" || skip_ 'b3sum started no thread'

# Each setting (VAR=VALUE..., after the count wanted), with
# --num-threads omitted and given as 0.
check_ ()
{
  want=$1
  shift
  for opt in '' '--num-threads 0'; do
    got=$(export "$@"; clones $opt)
    test "$got" = "$want" \
      || { echo "$* $opt: $got clones, want $want"; fail=1; }
  done
}
check_ "$one" RAYON_NUM_THREADS=1
check_ "$one" RAYON_NUM_THREADS=+1
check_ "$three" RAYON_NUM_THREADS=3
# 0, or what is not a number, leaves the default.
check_ "$default" RAYON_NUM_THREADS=0
check_ "$default" RAYON_NUM_THREADS=x
check_ "$default" RAYON_NUM_THREADS=-1
# rayon's older name, read when the first is not a number.
check_ "$one" RAYON_RS_NUM_CPUS=1
check_ "$one" RAYON_NUM_THREADS=x RAYON_RS_NUM_CPUS=1
check_ "$three" RAYON_NUM_THREADS=3 RAYON_RS_NUM_CPUS=1

# --num-threads, when it is not 0, wins.
got=$(export RAYON_NUM_THREADS=3; clones --num-threads 1)
test "$got" = "$one" || { echo "--num-threads 1: $got clones"; fail=1; }

Exit $fail
