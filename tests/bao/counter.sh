# counter.sh -- helpers of the bao tests, sourced after init.sh.

# Copyright (C) 2026 The blakesum authors.
# License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.

# Write to FILE the first N bytes of the Bao vectors' input: a 4-byte
# little-endian counter starting at 1.  printf(1) turns awk's octal
# escapes into bytes, since awk's own output of a NUL byte is not
# portable.
counter_ ()
{
  printf "$(awk -v n="$1" 'BEGIN {
    for (i = 0; i < n; i++) {
      w = int (i / 4) + 1
      for (k = i % 4; k > 0; k--)
        w = int (w / 256)
      printf "\\%03o", w % 256
    }
  }')" > "$2"
}

# Flip the lowest bit of the byte at OFFSET in FILE, in place.
flip_ ()
{
  byte_=$(od -An -tu1 -j "$2" -N1 "$1" | tr -d ' ') || return 1
  printf "\\$(printf %03o $((byte_ ^ 1)))" \
    | dd of="$1" bs=1 seek="$2" conv=notrunc 2> /dev/null
}
