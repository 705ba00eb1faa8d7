#!/bin/sh
# The official BLAKE3 test vectors, through the command line.

# Copyright (C) 2026 The blakesum authors.
# License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.

. "${srcdir=.}/tests/init.sh"; path_prepend_ ./src
print_ver_ b3sum
require_vectors_

json=$BLAKESUM_VECTORS_DIR/blake3/test_vectors.json
test -f "$json" || skip_ 'blake3/test_vectors.json is missing'
python3 -c 'import json' 2> /dev/null || skip_ 'python3 is missing'

# Python reads the JSON file and writes: the inputs in_N (byte i is
# i mod 251), the key and the context, and for each mode the expected
# 131-byte outputs, one line per case in file order.
python3 - "$json" <<'EOF2' || framework_failure_
import json, sys
v = json.load(open(sys.argv[1]))
with open('key', 'w') as f:
    f.write(v['key'])
with open('context', 'w') as f:
    f.write(v['context_string'])
names = open('names', 'w')
exp = {m: open('exp-' + m, 'w') for m in ('hash', 'keyed_hash', 'derive_key')}
for c in v['cases']:
    n = c['input_len']
    with open('in_%d' % n, 'wb') as f:
        f.write(bytes(i % 251 for i in range(n)))
    names.write('in_%d\n' % n)
    for m in exp:
        exp[m].write(c[m] + '\n')
names.close()
for f in exp.values():
    f.close()
EOF2
test $(wc -l < names) = 35 || framework_failure_
test $(wc -c < key) = 32 || framework_failure_
names=$(cat names)
ctx=$(cat context)

for opts in '' --no-mmap; do
  b3sum $opts --no-names -l 131 $names > out 2> err || fail=1
  compare exp-hash out || fail=1
  compare /dev/null err || fail=1
  b3sum $opts --keyed --no-names -l 131 $names < key > out 2> err || fail=1
  compare exp-keyed_hash out || fail=1
  compare /dev/null err || fail=1
  b3sum $opts --derive-key "$ctx" --no-names -l 131 $names \
    > out 2> err || fail=1
  compare exp-derive_key out || fail=1
  compare /dev/null err || fail=1
done

# The default length is the first 32 bytes; as a checksum list.
cut -c1-64 exp-hash | paste -d ' ' - names | sed 's/ /  /' > list \
  || framework_failure_
sed 's/.*  \(.*\)/\1: OK/' list > exp || framework_failure_
b3sum -c list > out 2> err || fail=1
compare exp out || fail=1
compare /dev/null err || fail=1
b3sum $names > out 2> err || fail=1
compare list out || fail=1
compare /dev/null err || fail=1

# Standard input.
for n in $names; do
  b3sum --no-names -l 131 < $n || fail=1
done > out 2> err
compare exp-hash out || fail=1
compare /dev/null err || fail=1

Exit $fail
