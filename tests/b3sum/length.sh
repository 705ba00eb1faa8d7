#!/bin/sh
# -l/--length: every spelling, and each length is a prefix of the XOF.

# Copyright (C) 2026 The blakesum authors.
# License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.

. "${srcdir=.}/tests/init.sh"; path_prepend_ ./src
print_ver_ b3sum

printf abc > abc || framework_failure_

# The first 1000 output bytes for "abc", 32 bytes a line.
cat > xof-lines <<'EOF2'
6437b3ac38465133ffb63b75273a8db548c558465d79db03fd359c6cd5bd9d85
1fb250ae7393f5d02813b65d521a0d492d9ba09cf7ce7f4cffd900f23374bf0b
c08a1fb0b38ed276181ccbd9f7b7edbddf9f86404ad7929605f6ffa3fb1ac879
83105f013384f2f11d38879c985d47003804b905f0c38975e28d36804bb60d8c
3036536a35fb881af2a7b0a8bcc14e596bc521ca63d659d74324c3aa6bb259fd
9f01887ead3dfec31982ac53899cd6e0d7af9cfd271a561539eb6ee2a0912017
13b15c8b7854d1c4213f7eb159c61a3598eda87372208ecc5c66ec32d70e037b
d9bdb392097715428daca4a0f1d0b827dff25e3af68609a75f2564f907cd0b31
b4af7095450912570dddc70adea14c7bb98f3042623ccdbc98a64fe442f5758d
337bf1e01ec821c3e771649fadc7a37ac04481097fc4adcc73f9924ca3761547
7e0c008a346dc7e01164111b9ebff58715e506493ad1fc266c0a63f0746776aa
f4bba0f603ec2470d1678e0c2c19b7e2ffd210d5ccdad7917375c10643aaf2c2
767a489f457d4dc5d5589a38ad672696cd44c5af212b70dc4155c5c4f2c10711
7c14d5e59303087e88da3f2d866d2aed1199a002ae7961eaae2775aed4dcdb66
365418009e357a1a38e917d2b0f12a02ff35819cc09cbb9bbf8ffdcf44863421
1cc1278ccec2baac7d226ca7ff417766ca2fd61cdd2622c8a1ba38baef0167db
7602c3299b3570eee6abc05658472fdf3b66a870274a7d8d30d75048ab9b3638
8437ec194b0e4baf2407373b2f78bda0346bc9ceab2659c74a61b197c7345145
acdd436983450016b3cbe44957ae5e0c5dc5d748ab5a599ab41baf6a987e3a26
b5ae1a6ade1ee566f758562bb9c76f05d4c37dc010f0063c3af37691dbff0cb5
3af88707e372af584f529faca12603e810baa877a4cdec08be66f2198db77b15
201b8c578ffe439f9cb69ff09a31e8a245606768bd171da6296c91bc386c6148
e375db8f6e19b44d9795c99dc151373b2b51e88ee8f2afd15a1557946367ffab
a41b2dbcce0d385a6dfd174814ccf6baa09c495339888981df238f03e3764654
69fbd7d4fe9e9d1b754a282e47541e35b43d3112ad09c869a3f3d1ec98a1fd8b
4924a8ad05327cd4087dccd21544a4d940be842c3b72a55ba94982c02b13ff7d
165951f85fac0c28b96eae0c0b470d38c53a5b35d5c163051e227ef3c71686ba
44420ca45459ef54ae932ecd26686d5fde58eeaa337524729e4953b55f7c5be2
739385c7d9b4820aab92102f947e5a44a0f257189001e70b205b507ad84c375f
62eebd207c0066aaa9920beba1941d023e7eb97c74a07f8c6e4166a85388896d
b8e8588bbe6cf5e56869e041ce84d5bf954876baf70ca686a809759fff8d11c7
074a7fd372f196d0
EOF2
tr -d '\n' < xof-lines > xof || framework_failure_
test $(wc -c < xof) = 2000 || framework_failure_

# The first N bytes of the output, as hex.
prefix_ ()
{
  cut -c1-$(expr 2 \* $1) xof
}

# Each spelling of the option.  Clap takes "-l=N" as "-l N", and Rust's
# integer parser allows leading zeros and a plus sign.
echo '6437b3ac384651  abc' > exp || framework_failure_
for opt in '-l 7' '-l7' '-l=7' '--length 7' '--length=7' '-l 007' \
           '--length=+7'; do
  b3sum $opt abc > out 2> err || fail=1
  compare exp out || fail=1
  compare /dev/null err || fail=1
done

# Length 0 prints an empty hash before the name.
echo '  abc' > exp || framework_failure_
b3sum -l 0 abc > out 2> err || fail=1
compare exp out || fail=1
compare /dev/null err || fail=1

# The default is 32 bytes.
printf '%s  abc\n' $(prefix_ 32) > exp || framework_failure_
b3sum abc > out 2> err || fail=1
compare exp out || fail=1
compare /dev/null err || fail=1

# Lengths around the 64-byte output blocks, each with the name, without
# it, and from standard input.
for len in 1 31 32 33 63 64 65 127 128 129 131 1000; do
  printf '%s  abc\n' $(prefix_ $len) > exp || framework_failure_
  b3sum --length $len abc > out 2> err || fail=1
  compare exp out || fail=1
  compare /dev/null err || fail=1
  prefix_ $len > exp || framework_failure_
  b3sum --no-names --length $len abc > out 2> err || fail=1
  compare exp out || fail=1
  compare /dev/null err || fail=1
  printf '%s  -\n' $(prefix_ $len) > exp || framework_failure_
  b3sum -l $len < abc > out 2> err || fail=1
  compare exp out || fail=1
  compare /dev/null err || fail=1
done

# A long output: one line of 200000 hex digits, which starts with the
# first 1000 bytes.
b3sum --no-names -l 100000 abc > out 2> err || fail=1
compare /dev/null err || fail=1
test $(wc -l < out) = 1 || fail=1
test $(wc -c < out) = 200001 || fail=1
cut -c1-2000 out > out-prefix || framework_failure_
prefix_ 1000 > exp || framework_failure_
compare exp out-prefix || fail=1

Exit $fail
