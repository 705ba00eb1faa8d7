#!/bin/sh
# --seek starts the output at a byte offset of the XOF stream.

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

# Bytes [$1, $1 + $2) of the output, as hex.
window_ ()
{
  cut -c$(expr 2 \* $1 + 1)-$(expr 2 \* $1 + 2 \* $2) xof
}

# Offsets and lengths on both sides of the 64-byte block boundaries.
for seek_len in 0:32 1:99 99:1 1:31 31:33 63:1 63:2 64:64 65:63 100:131 \
                127:2 128:1 500:500 999:1; do
  seek=${seek_len%:*}
  len=${seek_len#*:}
  window_ $seek $len > exp || framework_failure_
  b3sum --no-names --seek $seek -l $len abc > out 2> err || fail=1
  compare exp out || fail=1
  compare /dev/null err || fail=1
done

# The default length, the name, standard input, --seek=N, and --raw.
printf '%s  abc\n' $(window_ 1 32) > exp || framework_failure_
b3sum --seek 1 abc > out 2> err || fail=1
compare exp out || fail=1
compare /dev/null err || fail=1
b3sum --seek=1 abc > out 2> err || fail=1
compare exp out || fail=1
compare /dev/null err || fail=1
printf '%s  -\n' $(window_ 1 32) > exp || framework_failure_
b3sum --seek 1 < abc > out 2> err || fail=1
compare exp out || fail=1
compare /dev/null err || fail=1
printf 'BLAKE3 (abc) = %s\n' $(window_ 7 5) > exp || framework_failure_
b3sum --tag --seek 7 -l 5 abc > out 2> err || fail=1
compare exp out || fail=1
compare /dev/null err || fail=1
window_ 32 32 > exp || framework_failure_
b3sum --raw --seek 32 abc > out 2> err || fail=1
od -An -v -tx1 out | tr -d ' \n' > out-hex && echo >> out-hex \
  || framework_failure_
compare exp out-hex || fail=1
compare /dev/null err || fail=1

# A seek with length 0 prints an empty hash.
echo '  abc' > exp || framework_failure_
b3sum --seek 5 -l 0 abc > out 2> err || fail=1
compare exp out || fail=1
compare /dev/null err || fail=1

# Far offsets, where the block counter needs its high 32 bits, up to the
# last byte of the 2^64-byte stream.  (b3sum 1.2.0 has no --seek; these
# come from a separate Python model of BLAKE3 that agrees with it on
# every official test vector.)
cat > exp <<'EOF2'
27db0cdf9952a2ccff10e83701421d48d249234bbab4d3c3b6a2d5626dca8db8
b227
52a2ccff10e837
3dfc72f21865e6ef618a817083191edd5a6733fadb5d3bd32746dbad71352754ecb26782fd462f4139a3779cede7f54282345591b595b66b52ef72f23a0258fa
fa
EOF2
for seek_len in 274877906944:32 274877906943:2 274877906949:7 \
                18446744073709551552:64 18446744073709551615:1; do
  b3sum --no-names --seek ${seek_len%:*} -l ${seek_len#*:} abc || fail=1
done > out 2> err
compare exp out || fail=1
compare /dev/null err || fail=1

Exit $fail
