#!/bin/sh
# --derive-key CONTEXT hashes in key derivation mode; CONTEXT may be empty.

# Copyright (C) 2026 The blakesum authors.
# License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.

. "${srcdir=.}/tests/init.sh"; path_prepend_ ./src
print_ver_ b3sum

printf abc > abc || framework_failure_
printf foo > foo || framework_failure_
printf 'key material' > material || framework_failure_
ctx='BLAKE3 2019-12-28 10:28:41 example context'

cat > exp <<'EOF2'
174cf27d35a27ad75e24147b7e5a0d9dbf4141d6308e775666a73631baf94046  abc
cbf5558529b10ec986713cec9b96fedfa963bad07bdbfbbe027a63e4cdd76bba  foo
EOF2
b3sum --derive-key "$ctx" abc foo > out 2> err || fail=1
compare exp out || fail=1
compare /dev/null err || fail=1
b3sum abc --derive-key="$ctx" foo > out 2> err || fail=1
compare exp out || fail=1
compare /dev/null err || fail=1

# The example of upstream's tests, through standard input.
echo 78d5ce66182553ed4968d9460bd77f59d4a1309a533878dfb68584417fdcdf9d \
  > exp || framework_failure_
b3sum --derive-key "$ctx" --no-names < material > out 2> err || fail=1
compare exp out || fail=1
compare /dev/null err || fail=1

# Longer output.
echo 174cf27d35a27ad75e24147b7e5a0d9dbf4141d6308e775666a73631baf94046989730af0cb375db \
  > exp || framework_failure_
b3sum --derive-key "$ctx" -l 40 --no-names abc > out 2> err || fail=1
compare exp out || fail=1
compare /dev/null err || fail=1

# An empty context is allowed, in both spellings.
echo 'd748f5acddafe4daf90a8d64e8e84297acd693f79c14d6afd6f7e8d9aa37e597  abc' \
  > exp || framework_failure_
b3sum --derive-key '' abc > out 2> err || fail=1
compare exp out || fail=1
compare /dev/null err || fail=1
b3sum --derive-key= abc > out 2> err || fail=1
compare exp out || fail=1
compare /dev/null err || fail=1

# A blank, a non-ASCII and an option-like context (attached with "=").
cat > exp <<'EOF2'
ee3c7c8c0e65807c0ef21c5eded05746bf0e4a2b721314ac3dfe5c885b5e0a9a
c2519842504fce040afe5f62a8caa8556bb47ca7dc62ac420ce0dd93de9a88e4
7903b2b4f95b8e54a460b0e1f0ece02d6fce8d6f4cab607997d06f2f1b0f997a
ac8dd9316544bfef4827af6971315093f5002c8bfde38398a76d632631301669  abc
EOF2
utf8=$(printf 'caf\303\251 \342\202\254') || framework_failure_
{ b3sum --derive-key ' ' --no-names abc \
  && b3sum --derive-key "$utf8" --no-names abc \
  && b3sum --derive-key=-x --no-names abc \
  && b3sum --derive-key=--no-names abc; } > out 2> err || fail=1
compare exp out || fail=1
compare /dev/null err || fail=1

Exit $fail
