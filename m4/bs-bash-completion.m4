# bs-bash-completion.m4 -- where the bash completion file is installed

# Copyright (C) 2026 The blakesum authors.
# This file is free software; the authors give unlimited permission to
# copy and/or distribute it, with or without modifications, as long as
# this notice is preserved.

# BS_BASH_COMPLETION_DIR
# ----------------------
# Substitute bashcompletiondir: the directory bash-completion's
# pkg-config file names (completionsdir), with its prefix and datadir
# replaced by ours, so that "make install" and "make distcheck" never
# write outside the prefix and --prefix=/usr gives bash-completion's
# own directory; ${datadir}/bash-completion/completions when
# bash-completion is not installed.  --with-bash-completion-dir=DIR
# names the directory itself; =no installs no completion.
AC_DEFUN([BS_BASH_COMPLETION_DIR],
[AC_REQUIRE([PKG_PROG_PKG_CONFIG])
 AC_ARG_WITH([bash-completion-dir],
   [AS_HELP_STRING([--with-bash-completion-dir@<:@=DIR@:>@],
                   [install the bash completion in DIR, or not at all with "no" @<:@default: bash-completion's completionsdir below PREFIX@:>@])],
   [], [with_bash_completion_dir=yes])
 AC_MSG_CHECKING([where to install the bash completion])
 AS_CASE([$with_bash_completion_dir],
   [yes],
     [bashcompletiondir=
      AS_IF([test -n "$PKG_CONFIG"],
        [bashcompletiondir=`$PKG_CONFIG --define-variable=prefix='${prefix}' \
           --define-variable=datadir='${datadir}' \
           --variable=completionsdir bash-completion 2>/dev/null`])
      AS_IF([test -z "$bashcompletiondir"],
        [bashcompletiondir='${datadir}/bash-completion/completions'])],
   [no], [bashcompletiondir=],
   [bashcompletiondir=$with_bash_completion_dir])
 AC_MSG_RESULT([${bashcompletiondir:-nowhere}])
 AC_SUBST([bashcompletiondir])
 AM_CONDITIONAL([INSTALL_BASH_COMPLETION], [test -n "$bashcompletiondir"])
])
