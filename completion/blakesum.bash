# blakesum.bash -- bash completion for b2sum, b3sum, bt2sum and bao.

# Copyright (C) 2026 The blakesum authors.
# License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.

# The options are read from each program's own --help, once per shell
# and command name: the completion then offers exactly the options of
# the build that runs, in coreutils', clap's or docopt's layout, and
# needs no change when an option is added.  Nothing here comes from
# bash-completion's library, so the file also works sourced alone
# (bash 4.3 or later).

# What _blakesum_read_help learnt, keyed by the command name, or by the
# command name, a space and a subcommand:
#   _blakesum_options[KEY]   the long options, space-separated; "--NAME="
#                            when --help writes the value after "=",
#                            "--NAME" otherwise
#   _blakesum_values[KEY OPT]  set for each option OPT (short or long)
#                            that takes a value: "<file>" when the value
#                            is a file name, the values themselves when
#                            --help lists a few, empty otherwise
#   _blakesum_commands[CMD]  the subcommands, space-separated
declare -gA _blakesum_options _blakesum_values _blakesum_commands

# Record in the caches the options of one line of a GNU or clap option
# table, for KEY.  Option lines are indented by at most 8 columns; a
# deeper line is a description (clap's long help puts them at 10), even
# if it starts with an option's name.
_blakesum_option_line ()
{
  local key=$1 line=$2 short long metavar desc word
  local re='^ {1,8}(-([[:alnum:]]),[[:space:]]+)?--([[:alnum:]][[:alnum:]-]*)(=([^[:space:]]+)|[[:space:]]<([^>]+)>)?(.*)$'
  [[ $line =~ $re ]] || return
  short=${BASH_REMATCH[2]} long=${BASH_REMATCH[3]}
  metavar=${BASH_REMATCH[5]}${BASH_REMATCH[6]} desc=${BASH_REMATCH[7]}
  if [[ ${BASH_REMATCH[5]} ]]; then
    word=--$long=
  else
    word=--$long
  fi
  _blakesum_options[$key]+=" $word"
  [[ $metavar ]] || return
  # The values of an option whose description is a list such as
  # "blake2b (default), blake2bp, blake2s or blake2sp".
  local values= list_re='^[[:space:]]*[[:alnum:]]+( \(default\))?((,| or) [[:alnum:]]+( \(default\))?)+[[:space:]]*$'
  if [[ ${metavar,,} == file ]]; then
    values='<file>'
  elif [[ $desc =~ $list_re ]]; then
    desc=${desc//(default)/}
    desc=${desc//,/ }
    local -a list
    read -ra list <<< "${desc// or / }"
    values=${list[*]}
  fi
  _blakesum_values["$key --$long"]=$values
  [[ $short ]] && _blakesum_values["$key -$short"]=$values
}

# Record in the caches the subcommand and options of one line of a
# docopt usage text ("Usage: PROG SUB [--opt=<v>]..." and the lines
# under it), for the command CMD.
_blakesum_usage_line ()
{
  local cmd=$1 rest=$2 key word words
  local opt_re='^\[?\(?(--[[:alnum:]][[:alnum:]-]*)(=<([^>]+)>)?'
  if [[ $rest =~ ^([[:lower:]][[:lower:][:digit:]-]*)([[:space:]]|$) ]]; then
    _blakesum_commands[$cmd]+=" ${BASH_REMATCH[1]}"
    key="$cmd ${BASH_REMATCH[1]}"
  else
    key=$cmd
  fi
  # Split by read, which does not expand words: unquoted, a word such as
  # "[--progress]" is a glob, and a file with a one-character name in
  # the current directory would take its place.
  read -ra words <<< "$rest"
  for word in "${words[@]}"; do
    [[ $word =~ $opt_re ]] || continue
    if [[ ${BASH_REMATCH[2]} ]]; then
      _blakesum_options[$key]+=" ${BASH_REMATCH[1]}="
      if [[ ${BASH_REMATCH[3],,} == file ]]; then
        _blakesum_values["$key ${BASH_REMATCH[1]}"]='<file>'
      else
        _blakesum_values["$key ${BASH_REMATCH[1]}"]=
      fi
    else
      _blakesum_options[$key]+=" ${BASH_REMATCH[1]}"
    fi
  done
}

# Fill the caches for the command CMD from its --help.
_blakesum_read_help ()
{
  local cmd=$1 line prog= in_usage=false
  _blakesum_options[$cmd]=
  while IFS= read -r line; do
    if [[ $line =~ ^Usage:[[:space:]]+([^[:space:]]+)[[:space:]]*(.*)$ ]]; then
      prog=${BASH_REMATCH[1]} in_usage=true
      _blakesum_usage_line "$cmd" "${BASH_REMATCH[2]}"
    elif $in_usage && [[ $line =~ ^[[:space:]]+([^[:space:]]+)[[:space:]]+(.*)$ ]] \
           && [[ ${BASH_REMATCH[1]} == "$prog" ]]; then
      _blakesum_usage_line "$cmd" "${BASH_REMATCH[2]}"
    else
      in_usage=false
      _blakesum_option_line "$cmd" "$line"
    fi
  done < <(LC_ALL=C "$cmd" --help 2>/dev/null)
}

# Complete the value VAL of option OPT for KEY, each reply prefixed by
# PREFIX; return 1 if OPT takes no value.
_blakesum_value ()
{
  local key=$1 opt=$2 val=$3 prefix=$4 word matches=0 found=
  # A unique abbreviation of a long option stands for it, as getopt
  # and docopt take it.
  if [[ $opt == --* && ! -v _blakesum_values["$key $opt"] ]]; then
    for word in ${_blakesum_options[$key]}; do
      word=${word%=}
      [[ $word == "$opt"* ]] && { found=$word; ((matches++)); }
    done
    ((matches == 1)) && opt=$found
  fi
  [[ -v _blakesum_values["$key $opt"] ]] || return 1
  local values=${_blakesum_values["$key $opt"]}
  if [[ $values == '<file>' ]]; then
    compopt -o filenames 2>/dev/null
    mapfile -t COMPREPLY < <(compgen -f -- "$val")
  elif [[ $values ]]; then
    mapfile -t COMPREPLY < <(compgen -W "$values" -- "$val")
  fi
  COMPREPLY=("${COMPREPLY[@]/#/$prefix}")
  return 0
}

# The completion function of all four programs.
_blakesum ()
{
  local cmd=${COMP_WORDS[0]} cword=$COMP_CWORD
  local cur=${COMP_WORDS[COMP_CWORD]} prev= key i word sub=
  COMPREPLY=()
  ((cword > 0)) && prev=${COMP_WORDS[cword - 1]}
  [[ -v _blakesum_options[$cmd] ]] || _blakesum_read_help "$cmd"
  key=$cmd

  # The subcommand, if the program has subcommands: the first word that
  # is not an option.  "--" ends the options.
  for ((i = 1; i < cword; i++)); do
    word=${COMP_WORDS[i]}
    if [[ $word == -- ]]; then
      compopt -o filenames 2>/dev/null
      mapfile -t COMPREPLY < <(compgen -f -- "$cur")
      return 0
    fi
    if [[ ${_blakesum_commands[$cmd]} && ! $sub && $word != -* \
          && " ${_blakesum_commands[$cmd]} " == *" $word "* ]]; then
      sub=$word
      key="$cmd $sub"
    fi
  done

  # An option's value: "--opt=VAL", split into three words when "=" is
  # in COMP_WORDBREAKS (the default) and kept whole otherwise, or the
  # word after the option.
  if [[ $cur == = ]] && ((cword > 1)); then
    _blakesum_value "$key" "$prev" "" ""
    return 0
  elif [[ $prev == = ]] && ((cword > 2)); then
    _blakesum_value "$key" "${COMP_WORDS[cword - 2]}" "$cur" ""
    return 0
  elif [[ $cur == --*=* ]]; then
    _blakesum_value "$key" "${cur%%=*}" "${cur#*=}" "${cur%%=*}="
    return 0
  elif [[ $prev == -* ]]; then
    _blakesum_value "$key" "$prev" "$cur" "" && return 0
  fi

  if [[ $cur == -* ]]; then
    mapfile -t COMPREPLY < <(compgen -W "${_blakesum_options[$key]}" -- "$cur")
    [[ ${COMPREPLY[*]} == *= || ${COMPREPLY[*]} == *'= '* ]] \
      && compopt -o nospace 2>/dev/null
  elif [[ ${_blakesum_commands[$cmd]} && ! $sub ]]; then
    mapfile -t COMPREPLY \
      < <(compgen -W "${_blakesum_commands[$cmd]}" -- "$cur")
  else
    compopt -o filenames 2>/dev/null
    mapfile -t COMPREPLY < <(compgen -f -- "$cur")
  fi
  return 0
}

complete -F _blakesum b2sum b3sum bt2sum bao
