## completion/local.mk -- the bash completion of the four programs.

## Copyright (C) 2026 The blakesum authors.
## License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.

EXTRA_DIST += completion/blakesum.bash

## distcheck installs below a prefix of its own: the completion goes
## there too, whatever bash-completion's pkg-config file says.
AM_DISTCHECK_CONFIGURE_FLAGS = \
  --with-bash-completion-dir='$${prefix}/share/bash-completion/completions'

if INSTALL_BASH_COMPLETION
## bash-completion loads a completion from the file named as the command,
## so the file is installed under the first program's name and the others
## are links to it.  The names, there and in the file's "complete" line,
## follow --program-prefix and --program-transform-name.
bash_completion_programs = b2sum b3sum bt2sum bao
install-data-local: install-bash-completion
uninstall-local: uninstall-bash-completion

install-bash-completion:
	@$(NORMAL_INSTALL)
	$(MKDIR_P) '$(DESTDIR)$(bashcompletiondir)'
	names=`for p in $(bash_completion_programs); do \
	         echo $$p | sed '$(transform)'; done` && \
	set x $$names && shift && first=$$1 && shift && \
	sed "s|^complete -F _blakesum .*|complete -F _blakesum `echo $$names`|" \
	  $(srcdir)/completion/blakesum.bash > blakesum-completion.tmp && \
	$(INSTALL_DATA) blakesum-completion.tmp \
	  '$(DESTDIR)$(bashcompletiondir)'/$$first && \
	rm -f blakesum-completion.tmp && \
	for n in "$$@"; do \
	  (cd '$(DESTDIR)$(bashcompletiondir)' && rm -f $$n \
	   && $(LN_S) $$first $$n) || exit 1; \
	done

uninstall-bash-completion:
	@$(NORMAL_UNINSTALL)
	for p in $(bash_completion_programs); do \
	  rm -f '$(DESTDIR)$(bashcompletiondir)'/`echo $$p | sed '$(transform)'`; \
	done
endif
## Outside the conditional: automake wants .PHONY in one condition.
.PHONY: install-bash-completion uninstall-bash-completion
