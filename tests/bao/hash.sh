#!/bin/sh
# bao hash: plain BLAKE3; names only for two inputs or more, unescaped;
# per-file errors on standard output, and exit status 1 at the end.

# Copyright (C) 2026 The blakesum authors.
# License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.

. "${srcdir=.}/tests/init.sh"; path_prepend_ ./src/bao-bin
print_ver_ bao

abc=6437b3ac38465133ffb63b75273a8db548c558465d79db03fd359c6cd5bd9d85
empty=af1349b9f5f9a1a6a0404dea36dcc9499bcb25c9adc112b7cc9a93cae41f3262
printf abc > abc || framework_failure_
mkdir dir || framework_failure_

echo $abc > exp || framework_failure_
bao hash < abc > out 2> err || fail=1
compare exp out || fail=1
compare /dev/null err || fail=1
bao hash abc > out 2> err || fail=1
compare exp out || fail=1
bao hash - < abc > out 2> err || fail=1
compare exp out || fail=1

printf '%s\n' "$abc  abc" "$empty  /dev/null" "$abc  -" > exp \
  || framework_failure_
bao hash abc /dev/null - < abc > out 2> err || fail=1
compare exp out || fail=1
compare /dev/null err || fail=1

# Errors go to standard output among the hashes, and hashing goes on.
cat > exp <<EOF2
$abc  abc
bao: missing: No such file or directory (os error 2)
bao: dir: Is a directory (os error 21)
$abc  abc
EOF2
returns_ 1 bao hash abc missing dir abc > out 2> err || fail=1
compare exp out || fail=1
compare /dev/null err || fail=1
echo 'bao: dir: Is a directory (os error 21)' > exp || framework_failure_
returns_ 1 bao hash dir > out 2> err || fail=1
compare exp out || fail=1
compare /dev/null err || fail=1

# With no input, a read error is an error of the run.
echo 'Error: Is a directory (os error 21)' > exp || framework_failure_
returns_ 1 bao hash < dir > out 2> err || fail=1
compare /dev/null out || fail=1
compare exp err || fail=1

# Names are printed as given (a backslash or a newline is not escaped),
# invalid UTF-8 as U+FFFD.
cp abc 'back\slash' && cp abc "$(printf 'new\nline')" \
  && cp abc "$(printf 'bad\377')" || framework_failure_
printf '%s\n' "$abc  back\\slash" "$abc  new" "line" \
  "$(printf "$abc  bad\357\277\275")" > exp || framework_failure_
bao hash 'back\slash' "$(printf 'new\nline')" "$(printf 'bad\377')" \
  > out 2> err || fail=1
compare exp out || fail=1
compare /dev/null err || fail=1

Exit $fail
