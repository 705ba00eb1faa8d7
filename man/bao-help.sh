#!/bin/sh
# man/bao-help.sh -- run bao for help2man, which takes into a page's
# synopsis only the usage lines that start with "Usage:" or "or:":
# bao's --help (that of bao 0.13.1, which docopt lays out) indents the
# others, so they are given the "or:" form here.

# Copyright (C) 2026 The blakesum authors.
# License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.

prog=$1
shift
"$prog" "$@" | sed 's/^       bao /   or: bao /'
