#!/bin/sh
# File names in diagnostics are shell-quoted as gnulib's quotef does.

# Copyright (C) 2026 The blakesum authors.
# License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.

. "${srcdir=.}/tests/init.sh"; path_prepend_ ./src
print_ver_ b2sum

# Hash the missing file $1 and expect "$2" as the quoted name.
quoted_ ()
{
  printf 'b2sum: %s: No such file or directory\n' "$2" > exp \
    || framework_failure_
  returns_ 1 b2sum "$1" > out 2> err || fail=1
  compare /dev/null out || fail=1
  compare exp err || fail=1
}

# Printed bare: nothing the shell would treat specially.
for name in plain 'x#y' 'a~b' 'a{b' 'a}' '{}' '{a' 'a@b' 'a]b' 'a,b' \
            ./-x /no/such/file 'a%b' 'a+b' 'a.b' 'a-b' 'a_b'; do
  quoted_ "$name" "$name"
done

# Wrapped in single quotes: shell metacharacters, ":", a leading "#" or
# "~", and a lone "{" or "}".
for name in 'no such' 'a!b' 'a"b' 'a$b' 'a&b' 'a(b' 'a)b' 'a*b' 'a;b' \
            'a<b' 'a>b' 'a?b' 'a[b' 'a\b' 'a^b' 'a`b' 'a|b' 'a=' '=' \
            'a:b' 'a b:c' '#x' '~x' '{' '}' '*' ' ' 'a"b c'; do
  quoted_ "$name" "'$name'"
done
quoted_ '' "''"

# A single quote: double quotes when nothing else needs care inside
# them, otherwise the quote is written as '\''.
quoted_ "it's" "\"it's\""
quoted_ "a'b c" "\"a'b c\""
quoted_ "'" "\"'\""
quoted_ "a'b\$c" "'a'\\''b\$c'"
quoted_ "a'b!" "'a'\\''b!'"
quoted_ "a'\"b" "'a'\\''\"b'"

# Control bytes and (in the C locale) every byte above 0x7f become $'...'
# pieces between the quoted parts.
quoted_ "$(printf 'a\nb')" "'a'\$'\\n''b'"
quoted_ "$(printf 'a\tb')" "'a'\$'\\t''b'"
quoted_ "$(printf 'a\rb')" "'a'\$'\\r''b'"
quoted_ "$(printf 'a\001b')" "'a'\$'\\001''b'"
quoted_ "$(printf 'a\177b')" "'a'\$'\\177''b'"
quoted_ "$(printf 'x\033[1m')" "'x'\$'\\033''[1m'"
quoted_ "$(printf '\303\251')" "''\$'\\303\\251'"
quoted_ "$(printf '\tb')" "''\$'\\t''b'"

# The same quoting is used in check mode for listed files (on stderr
# only: stdout has the raw name) and for list names.
printf '2e  a b\n' > 'my list' || framework_failure_
echo 'a b: FAILED open or read' > exp || framework_failure_
cat > exp-err <<'EOF2'
b2sum: 'a b': No such file or directory
b2sum: WARNING: 1 listed file could not be read
EOF2
returns_ 1 b2sum -c 'my list' > out 2> err || fail=1
compare exp out || fail=1
compare exp-err err || fail=1
: > 'empty:list' || framework_failure_
echo "b2sum: 'empty:list': no properly formatted checksum lines found" \
  > exp-err || framework_failure_
returns_ 1 b2sum -c 'empty:list' > out 2> err || fail=1
compare /dev/null out || fail=1
compare exp-err err || fail=1
echo "b2sum: 'no list': No such file or directory" > exp-err \
  || framework_failure_
returns_ 1 b2sum -c 'no list' > out 2> err || fail=1
compare /dev/null out || fail=1
compare exp-err err || fail=1

Exit $fail
