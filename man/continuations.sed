# man/continuations.sed -- mend what help2man makes of a help text line
# that starts with an option name but continues the text above it:
# help2man takes it for the start of an option's entry (.HP).  b3sum's
# --raw text, the official one, has such a line.

# Copyright (C) 2026 The blakesum authors.
# License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.

/^\.HP$/{
N
s/^\.HP\n\(\\fB\\-\\-no\\-names\\fR is implied\.\)/.IP\n\1/
}
