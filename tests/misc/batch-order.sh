#!/bin/sh
# Many small files are read ahead and hashed in batches, yet every line
# and every error message comes at its operand's place, across batch
# boundaries, with larger files, standard input, a directory and
# missing files among them, with threads and without; exit 1 for the
# failures.

# Copyright (C) 2026 The blakesum authors.
# License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.

. "${srcdir=.}/tests/init.sh"; path_prepend_ ./src ./src/bao-bin
print_ver_ b2sum b3sum bao

# The digests, from Python's hashlib.blake2b and the official b3sum
# 1.2.0: "abc", "xyz", and 20000 bytes of "q" (past the batch size).
b2_abc=ba80a53f981c4d0d6a2797b69f12f6e94c212f14685ac4b74b12bb6fdbffa2d17d87c5392aab792dc252d5de4533cc9518d38aa8dbf1925ab92386edd4009923
b2_xyz=6e592853e98577163d504bc63c1ab4cb6136ef9f577f90d2d402ee172d5b1a503fd10d0de9e6ac9b66f888b5329a1bfe68c865dd213564347874064ef9c43306
b2_big=e2121c9377fa34b0cd4da954a95867822579cf5ab941cc73b2d270bdcedee962aa91d6deb7ea20c85e51ba95f71d0d9e28adfd36963a70a6dc7444fd8a039151
b3_abc=6437b3ac38465133ffb63b75273a8db548c558465d79db03fd359c6cd5bd9d85
b3_xyz=f006b5ee4890b66656cf6c23998e25196a163644665dc9d4b47da1fca3037023
b3_big=102b13733cbfc211f5056b72c647517f90d7bd7ed3fa5fb028bb05a1fa5d6045

mkdir dir || framework_failure_
printf xyz > in || framework_failure_
head -c 20000 /dev/zero | tr '\0' q > big || framework_failure_

# 300 small files, "abc" in the odd ones and "xyz" in the even ones,
# with the others among them: a missing file after the 7th, the
# directory after the 12th, the large file after the 15th and the
# 150th, standard input after the 17th, the directory again after the
# 200th, and a missing file last.  So many operands are also read
# ahead on a thread of their own.  The operands, and for each the kind
# of line it gives, in order.
ops= kinds=
for i in $(seq 1 300); do
  f=f$i
  if test $((i % 2)) = 1; then printf abc > $f; k=abc
  else printf xyz > $f; k=xyz
  fi || framework_failure_
  ops="$ops $f" kinds="$kinds $f:$k"
  case $i in
    7) ops="$ops missing" kinds="$kinds missing:missing" ;;
    12) ops="$ops dir" kinds="$kinds dir:dir" ;;
    15) ops="$ops big" kinds="$kinds big:big" ;;
    17) ops="$ops -" kinds="$kinds -:xyz" ;;
    150) ops="$ops big" kinds="$kinds big:big" ;;
    200) ops="$ops dir" kinds="$kinds dir:dir" ;;
  esac
done
ops="$ops gone" kinds="$kinds gone:missing"

# Write the expected output of PROG, whose digest of KIND is in
# $PFX_KIND, whose error messages end with SUFFIX ("" or Rust's
# " (os error N)").
expect_ ()
{
  prog=$1 pfx=$2 rust=$3
  for fk in $kinds; do
    f=${fk%%:*} k=${fk#*:}
    case $k in
      missing)
        sfx=; test -n "$rust" && sfx=' (os error 2)'
        echo "$prog: $f: No such file or directory$sfx" ;;
      dir)
        sfx=; test -n "$rust" && sfx=' (os error 21)'
        echo "$prog: $f: Is a directory$sfx" ;;
      *)
        eval "echo \"\$${pfx}_$k  $f\"" ;;
    esac
  done
}

expect_ b2sum b2 > exp-b2sum || framework_failure_
expect_ b3sum b3 rust > exp-b3sum || framework_failure_
for prog in b2sum b3sum; do
  for threads in '' '--num-threads 1'; do
    returns_ 1 $prog $threads $ops < in > out 2>&1 || fail=1
    compare exp-$prog out || fail=1
  done
done

# In a walk (--recursive), the walk's own message about a FIFO comes
# between the lines of the files sorted before and after it.
mkdir w || framework_failure_
for i in 1 2 3 4 5; do printf abc > w/a$i && printf xyz > w/c$i; done \
  || framework_failure_
mkfifo w/b || skip_ 'no FIFOs here'
for prog in b2sum b3sum; do
  pfx=b2; test $prog = b3sum && pfx=b3
  { for i in 1 2 3 4 5; do eval "echo \"\$${pfx}_abc  w/a$i\""; done
    echo "$prog: w/b: not a regular file: not read"
    for i in 1 2 3 4 5; do eval "echo \"\$${pfx}_xyz  w/c$i\""; done
  } > exp || framework_failure_
  returns_ 1 timeout 10 $prog --recursive w > out 2>&1 || fail=1
  compare exp out || fail=1
done

# bao hash prints b3sum's lines, and its messages on standard output
# in their places too.
expect_ bao b3 rust > exp-bao || framework_failure_
returns_ 1 bao hash $ops < in > out 2> err || fail=1
compare exp-bao out || fail=1
compare /dev/null err || fail=1

Exit $fail
