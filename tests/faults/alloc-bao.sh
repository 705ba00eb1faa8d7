#!/bin/sh
# bao with any one allocation failing (fail-alloc.c): never a crash;
# either the whole output, with status 0, or status 1 and a message.
# hash of small files (batched) and a large one; encode, combined and
# outboard, and decode of both.

# Copyright (C) 2026 The blakesum authors.
# License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.

. "${srcdir=.}/tests/init.sh"; path_prepend_ ./src/bao-bin
. "$srcdir/tests/faults/fail-alloc.cfg"
print_ver_ bao
require_fail_alloc_ bao

printf abc > a && printf xyz > c && truncate -s 4M big \
  || framework_failure_

# BLAKE3 (the official b3sum); 4 MiB of zeros.
h_big=04e52cd2da6a0e1f338b0078369130d96585c1de65057da5dd1283b12fb853e1
printf '%s\n' \
  '6437b3ac38465133ffb63b75273a8db548c558465d79db03fd359c6cd5bd9d85  a' \
  'f006b5ee4890b66656cf6c23998e25196a163644665dc9d4b47da1fca3037023  c' \
  "$h_big  big" > exp || framework_failure_
# bao hash, as the Rust bao, tells of a file it could not hash on
# standard output.
sweep_out_message_='^bao: big: '
sweep_ exp bao hash a c big
sweep_out_message_=

# Encodings made without a fault, which decode to the content, are
# what each run that succeeds must write.
bao encode big big.bao && bao encode big --outboard=big.obao \
  && bao decode $h_big big.bao > dec && compare big dec \
  && bao decode $h_big big --outboard=big.obao > dec && compare big dec \
  || framework_failure_
sweep_also_='cmp big.bao enc'
sweep_ /dev/null bao encode big enc
sweep_also_='cmp big.obao ob'
sweep_ /dev/null bao encode big --outboard=ob
sweep_also_=

sweep_ big bao decode $h_big big.bao
sweep_ big bao decode $h_big big --outboard=big.obao

Exit $fail
