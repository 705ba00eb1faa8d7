## doc/local.mk -- the Texinfo manual, built and installed as info.

## Copyright (C) 2026 The blakesum authors.
## License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.

info_TEXINFOS = doc/blakesum.texi

## distcheck builds the manual as HTML, not DVI: makeinfo needs nothing
## more, where DVI needs TeX.
AM_DISTCHECK_DVI_TARGET = html
