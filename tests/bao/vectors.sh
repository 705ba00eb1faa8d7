#!/bin/sh
# Every case of bao's test_vectors.json and of chunk-group-vectors.json,
# through the command line.

# Copyright (C) 2026 The blakesum authors.
# License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.

. "${srcdir=.}/tests/init.sh"; path_prepend_ ./src/bao-bin
print_ver_ bao
require_vectors_
# Under emulation (quick mode) this takes minutes; test-bao runs every
# vector through the same code there.
skip_if_quick_ 'test-bao covers the vectors under emulation'
. "$srcdir/tests/bao/counter.sh"

dir=$BLAKESUM_VECTORS_DIR/bao
test -f "$dir/test_vectors.json" && test -f "$dir/chunk-group-vectors.json" \
  || skip_ 'the bao vector files are missing'
python3 -c 'import json' 2> /dev/null || skip_ 'python3 is missing'

# Python reads the JSON files and writes the inputs in_N and one line
# per case to check, in files named after what they check.
python3 - "$dir" <<'EOF2' || framework_failure_
import json, os, struct, sys
d = sys.argv[1]
v = json.load(open(os.path.join(d, 'test_vectors.json')))
g = json.load(open(os.path.join(d, 'chunk-group-vectors.json')))
sizes = set(c['input_len'] for c in v['encode'])
sizes |= set(c['input_len'] for c in g['cases'])
for n in sizes:
    data = b''.join(struct.pack('<I', i + 1) for i in range(n // 4 + 1))
    open('in_%d' % n, 'wb').write(data[:n])
def out(name, rows):
    with open(name, 'w') as f:
        for r in rows:
            f.write(' '.join(str(x) for x in r) + '\n')
out('hash', [(c['input_len'], c['bao_hash']) for c in v['hash']])
out('encode', [(0, c['input_len'], c['bao_hash'], c['output_len'],
                c['encoded_blake3']) for c in v['encode']]
    + [(c['group'], c['input_len'], c['bao_hash'], c['encoded_len'],
        c['encoded_blake3']) for c in g['cases']])
out('outboard', [(0, c['input_len'], c['bao_hash'], c['output_len'],
                  c['encoded_blake3']) for c in v['outboard']]
    + [(c['group'], c['input_len'], c['bao_hash'], c['outboard_len'],
        c['outboard_blake3']) for c in g['cases']])
hashes = dict((c['input_len'], c['bao_hash']) for c in v['hash'])
out('seek', [(c['input_len'], hashes[c['input_len']], o)
             for c in v['seek'] for o in c['seek_offsets']])
out('slice', [(0, c['input_len'], c['bao_hash'], s['start'], s['len'],
               s['output_len'], s['output_blake3'])
              for c in v['slice'] for s in c['slices']]
    + [(c['group'], c['input_len'], c['bao_hash'], s['start'], s['len'],
        s['output_len'], s['output_blake3'])
       for c in g['cases'] for s in (c['slices'] or [])])
out('corrupt', [('encode', c['input_len'], c['bao_hash'], o, 0, 0)
                for c in v['encode'] for o in c['corruptions']]
    + [('outboard', c['input_len'], c['bao_hash'], o, 0, 0)
       for c in v['outboard'] for o in c['outboard_corruptions']]
    + [('input', c['input_len'], c['bao_hash'], o, 0, 0)
       for c in v['outboard'] for o in c['input_corruptions']]
    + [('slice', c['input_len'], c['bao_hash'], o, s['start'], s['len'])
       for c in v['slice'] for s in c['slices'] for o in s['corruptions']])
EOF2

# The content [START, START + COUNT) of in_N, as the decoders give it.
content ()
{
  if test $2 -lt $1; then
    tail -c +$(($2 + 1)) in_$1 | head -c $3
  fi
}

while read n hash; do
  test "$(bao hash in_$n)" = $hash || { echo "hash $n"; fail=1; }
done < hash

for kind in encode outboard; do
  while read g n hash len b3; do
    if test $kind = encode; then
      bao encode in_$n enc_${g}_$n --chunk-group-log=$g || fail=1
      f=enc_${g}_$n
      bao decode $hash $f --chunk-group-log=$g > out || fail=1
    else
      bao encode in_$n --outboard=ob_${g}_$n --chunk-group-log=$g || fail=1
      f=ob_${g}_$n
      bao decode $hash in_$n --outboard=$f --chunk-group-log=$g > out || fail=1
    fi
    cmp in_$n out || { echo "$kind decode $g $n"; fail=1; }
    test $(wc -c < $f) = $len && test "$(bao hash $f)" = $b3 \
      || { echo "$kind $g $n"; fail=1; }
  done < $kind
done

while read n hash off; do
  content $n $off $n > exp
  bao decode $hash enc_0_$n --start=$off > out || fail=1
  cmp exp out || { echo "seek $n $off"; fail=1; }
  bao decode $hash in_$n --outboard=ob_0_$n --start=$off > out || fail=1
  cmp exp out || { echo "seek outboard $n $off"; fail=1; }
done < seek

while read g n hash start len size b3; do
  bao slice $start $len enc_${g}_$n --chunk-group-log=$g > slice || fail=1
  test $(wc -c < slice) = $size && test "$(bao hash slice)" = $b3 \
    || { echo "slice $g $n $start $len"; fail=1; }
  bao slice $start $len in_$n --outboard=ob_${g}_$n --chunk-group-log=$g \
    > slice2 || fail=1
  cmp slice slice2 || { echo "outboard slice $g $n $start $len"; fail=1; }
  content $n $start $len > exp
  bao decode-slice $hash $start $len slice --chunk-group-log=$g > out \
    || fail=1
  cmp exp out || { echo "decode-slice $g $n $start $len"; fail=1; }
done < slice

# A corrupted node fails, after writing a prefix of the content.
while read kind n hash off start len; do
  case $kind in
    encode)
      cp enc_0_$n bad && flip_ bad $off || framework_failure_
      content $n 0 $n > exp
      bao decode $hash bad > out 2> err ;;
    outboard)
      cp ob_0_$n bad && flip_ bad $off || framework_failure_
      content $n 0 $n > exp
      bao decode $hash in_$n --outboard=bad > out 2> err ;;
    input)
      cp in_$n bad && flip_ bad $off || framework_failure_
      content $n 0 $n > exp
      bao decode $hash bad --outboard=ob_0_$n > out 2> err ;;
    slice)
      bao slice $start $len enc_0_$n > bad || fail=1
      flip_ bad $off || framework_failure_
      content $n $start $len > exp
      bao decode-slice $hash $start $len bad > out 2> err ;;
  esac
  status=$?
  head -c $(wc -c < out) exp > prefix
  test $status = 1 && cmp -s prefix out \
    && grep -E '^Error: (hash mismatch|failed to fill whole buffer)$' err \
       > /dev/null \
    || { echo "corrupt $kind $n $off $start $len"; fail=1; }
done < corrupt

Exit $fail
