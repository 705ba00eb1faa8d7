# memory-cgroup.sh -- make and remove a memory cgroup, for measuring a
# program where the page cache cannot hold its file.  Sourced by
# bench/bench.sh and by the tests that need such a cgroup (root only).

# Copyright (C) 2026 The blakesum authors.
# License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.

memory_cgroup=                  # the cgroup made, or empty
memory_cgroup_kind=             # 'cgroup v1' or 'cgroup v2'
memory_cgroup_why=              # why none could be made
# Whether memory_cgroup_make may give the memory controller to the
# children of this shell's cgroup's parent, under cgroup v2, where it
# has not: a change that outlasts the caller, which bench.sh makes and
# a test does not.
memory_cgroup_may_enable=no

# memory_cgroup_make BYTES NAME: make a memory cgroup NAME of BYTES
# without swap, where the limits on this shell still hold: under its
# own cgroup in v1; beside it in v2, where a cgroup with processes
# cannot give controllers to children.  Set memory_cgroup and
# memory_cgroup_kind, or memory_cgroup_why and return 1.  A process joins
# it by writing its pid to "$memory_cgroup/cgroup.procs".
memory_cgroup_make ()
{
  mc_bytes_=$1
  if [ -f /sys/fs/cgroup/memory/memory.limit_in_bytes ]; then
    memory_cgroup_kind='cgroup v1'
    mc_rel_=$(awk -F: '$2 ~ /(^|,)memory(,|$)/ { sub(/^[^:]*:[^:]*:/, "");
                                               print }' /proc/self/cgroup)
    mc_parent_=/sys/fs/cgroup/memory${mc_rel_%/}
  elif grep -qw memory /sys/fs/cgroup/cgroup.controllers 2>/dev/null; then
    memory_cgroup_kind='cgroup v2'
    mc_rel_=$(sed -n 's/^0:://p' /proc/self/cgroup)
    mc_parent_=/sys/fs/cgroup${mc_rel_%/*}
    grep -qw memory "$mc_parent_/cgroup.subtree_control" \
      || { test "$memory_cgroup_may_enable" = yes \
             && echo +memory 2>/dev/null \
                  > "$mc_parent_/cgroup.subtree_control"; } \
      || { memory_cgroup_why="memory is not enabled in $mc_parent_"
           return 1; }
  else
    memory_cgroup_why='no memory cgroup (v1, or v2 with its controller)'
    return 1
  fi
  mkdir "$mc_parent_/$2" 2> /dev/null \
    || { memory_cgroup_why="cannot make a cgroup in $mc_parent_"
         return 1; }
  memory_cgroup=$mc_parent_/$2
  if [ "$memory_cgroup_kind" = 'cgroup v1' ]; then
    # memsw (memory and swap) may not be below the memory limit: after it.
    echo "$mc_bytes_" > "$memory_cgroup/memory.limit_in_bytes" \
      && { [ ! -f "$memory_cgroup/memory.memsw.limit_in_bytes" ] \
             || echo "$mc_bytes_" \
                  > "$memory_cgroup/memory.memsw.limit_in_bytes"; }
  else
    echo "$mc_bytes_" > "$memory_cgroup/memory.max" \
      && { [ ! -f "$memory_cgroup/memory.swap.max" ] \
             || echo 0 > "$memory_cgroup/memory.swap.max"; }
  fi 2> /dev/null \
    || { memory_cgroup_why="cannot limit $memory_cgroup"
         memory_cgroup_remove; return 1; }
}

# Remove the cgroup made, if any, once no process is left in it.
memory_cgroup_remove ()
{
  if [ -n "$memory_cgroup" ]; then
    rmdir "$memory_cgroup" \
      || echo "# cannot remove the cgroup $memory_cgroup"
    memory_cgroup=
  fi
}
