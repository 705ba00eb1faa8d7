#!/bin/sh
# The bash completion: every long option in each program's --help
# completes, and the values of -a, option values that are files, bao's
# subcommands and file operands complete as listed below.

# Copyright (C) 2026 The blakesum authors.
# License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.

. "${srcdir=.}/tests/init.sh"; path_prepend_ ./src ./src/bao-bin
print_ver_ b2sum b3sum bt2sum

bash -c 'test "${BASH_VERSINFO[0]}${BASH_VERSINFO[1]}" -ge 43' 2>/dev/null \
  || skip_ 'bash 4.3 or later is needed'

touch key1 key2 ./--tricky || framework_failure_
mkdir kdir || framework_failure_

# complete WORD...: print the completions of the last WORD, sorted, one
# a line, as bash would compute them with the words given (bash splits
# "--opt=val" into "--opt", "=" and "val").
cat > complete.bash <<'EOF2' || framework_failure_
source "$completion_file" || exit 1
for prog in b2sum b3sum bt2sum bao; do
  test "$(complete -p $prog)" = "complete -F _blakesum $prog" || exit 1
done
COMP_WORDS=("$@")
COMP_CWORD=$((${#COMP_WORDS[@]} - 1))
COMPREPLY=()
_blakesum || exit 1
for word in "${COMPREPLY[@]}"; do
  echo "$word"
done | LC_ALL=C sort
EOF2
completion_file=$srcdir/completion/blakesum.bash
export completion_file
complete_ () { bash ./complete.bash "$@"; }

# check_ EXPECTED WORD...: the completions of WORD... are the
# space-separated EXPECTED.
check_ ()
{
  exp_=$1
  shift
  for w_ in $exp_; do echo "$w_"; done > exp || framework_failure_
  complete_ "$@" > out || { echo "completion failed: $*" >&2; fail=1; }
  compare exp out || { echo "for: $*" >&2; fail=1; }
}

check_ '--algorithm=' b2sum --alg
check_ 'blake2b blake2bp blake2s blake2sp' b2sum -a ''
check_ 'blake2s blake2sp' b2sum --algorithm = blake2s
check_ '--algorithm=blake2b --algorithm=blake2s' bt2sum --algorithm=
check_ 'blake2b blake2s' bt2sum -a b
check_ '--key-file=' b2sum --key-f
check_ 'key1 key2' b2sum --key-file = key
check_ 'kdir key1 key2' b2sum k
check_ '' b2sum --length = ''
check_ '--tricky' b2sum -- --t
check_ '--no-mmap --no-names' b3sum --no-
check_ '' b3sum -l ''
check_ '' b3sum --derive-key ''
check_ 'key1 key2' b3sum --keyed key
check_ 'decode decode-slice encode hash slice' bao ''
check_ 'decode decode-slice' bao de
check_ '--help --version' bao -
check_ '--outboard=' bao encode --out
check_ '--start=' bao decode --st
check_ '' bao slice --st
check_ 'key1 key2' bao encode --outboard = key
check_ 'key1 key2' bao hash key

# Every long option that --help lists completes from its full name.
for prog in b2sum b3sum bt2sum; do
  $prog --help > help || framework_failure_
  sed -n 's/^ \{1,\}\(-[[:alnum:]], \{1,\}\)\{0,1\}\(--[[:alnum:]-]\{1,\}\).*/\2/p' \
    help > opts || framework_failure_
  test -s opts || framework_failure_
  for opt in $(cat opts); do
    complete_ $prog $opt > out || fail=1
    grep -x -e "$opt" -e "$opt=" out > /dev/null \
      || { echo "$prog $opt does not complete" >&2; fail=1; }
  done
done
bao --help > help || framework_failure_
for sub in hash encode decode slice decode-slice; do
  grep " bao $sub " help | grep -o -e '--[[:alnum:]-]*' > opts
  for opt in $(cat opts); do
    complete_ bao $sub $opt > out || fail=1
    grep -x -e "$opt" -e "$opt=" out > /dev/null \
      || { echo "bao $sub $opt does not complete" >&2; fail=1; }
  done
done

Exit $fail
