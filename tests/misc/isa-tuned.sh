#!/bin/sh
# On a CPU that one of the tuned rows is for, the programs choose that
# row by themselves: avx512-zen5 on AMD's Zen 5 (family 26), avx2-zen1
# on Zen and Zen+ without AVX-512 (family 23, models below 48).  Other
# CPUs skip.

# Copyright (C) 2026 The blakesum authors.
# License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.

. "${srcdir=.}/tests/init.sh"; path_prepend_ ./src
print_ver_ b2sum b3sum

# /proc/cpuinfo describes the CPU that runs the programs only when they
# are native: under qemu-user it is the host's.
test "$(uname -m)" = x86_64 || skip_ "not an x86-64 host"
test -r /proc/cpuinfo || skip_ "no /proc/cpuinfo"

field ()
{
  sed -n "s/^$1[	 ]*: //p" /proc/cpuinfo | sed 1q
}
vendor=$(field vendor_id)
family=$(field 'cpu family')
model=$(field model)
flags=" $(field flags) "

case $vendor:$family:$flags in
  AuthenticAMD:26:*' avx512f '*' avx512vl '*)
    tuned=avx512-zen5; progs='b2sum b3sum bt2sum' ;;
  AuthenticAMD:23:*' avx512f '*) skip_ "a Zen 1 with AVX-512?" ;;
  AuthenticAMD:23:*' avx2 '*)
    test "$model" -lt 48 || skip_ "Zen 2 or later (family 23, model $model)"
    tuned=avx2-zen1; progs='b2sum bt2sum' ;;
  *) skip_ "no tuned row for $vendor family $family" ;;
esac

printf abc > in || framework_failure_
# Asked for by name, the row runs wherever it is built (not in a build
# without SIMD kernels) and its instruction set is there.
BLAKESUM_ISA=$tuned b2sum --debug in > out 2> err || fail=1
grep "using $tuned implementation" err > /dev/null \
  || skip_ "no $tuned row in this build"

for prog in $progs; do
  $prog --debug in > out 2> err || fail=1
  echo "$prog: using $tuned implementation" > exp || framework_failure_
  compare exp err || fail=1
done

# The untuned row of the same instruction set stays within reach.
untuned=${tuned%-*}
BLAKESUM_ISA=$untuned b2sum --debug in > out 2> err || fail=1
echo "b2sum: using $untuned implementation" > exp || framework_failure_
compare exp err || fail=1

Exit $fail
