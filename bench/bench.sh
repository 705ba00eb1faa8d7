#!/bin/bash
# bench/bench.sh -- how fast blakesum is, beside coreutils' b2sum and the
# system b3sum.
#
# Usage: bench/bench.sh [BUILDDIR]
#   BUILDDIR     where src/b2sum, src/b3sum and bench/speed were built (.)
# Environment:
#   ROUNDS=5       rounds per comparison (the median is reported)
#   RATE_ROUNDS=31  rounds per in-memory comparison, of 0.05 s each
#   SIZES_GIB="1 4"  sizes of the cached files for the whole-process runs
#   SMALL_FILES=20000  number of 4 KiB files for the per-file cost (the
#                  small part also hashes 500 files of 128 KiB)
#   BENCH_GHZ=N    core clock for cycles/byte (default: /proc/cpuinfo)
#   BENCH_TMP=DIR  where the test files go (default: a new dir in /tmp)
#   SECTIONS="memory files bao small"  which parts to run (default: these;
#                  add storage, which needs root, for the cold files)
#   STORAGE_SIZES="1 4"  sizes in GiB of the cold files of the storage part
#   STORAGE_DIR=DIR  where those go, on the disk to measure (default: the
#                  directory of the test files)
#   BAO_RUST=PATH  the Rust bao 0.13.1, the storage part's reference for bao
#                  (default: none, our times alone)
#   BLAKE3_C_DIR=DIR  the official BLAKE3 C with its assembly (default:
#                  Debian's librust-blake3-dev copy, if installed)
#   CC=cc          the compiler for the reference builds
#
# Run by hand, never by make check.  In each comparison the two commands
# alternate, round by round, and the ratio is taken within each round,
# so that a change in machine load hits both sides alike; the medians
# of the times and of the ratios are printed, and the largest peak RSS
# of each side (from GNU time, in the timed runs themselves).

# Copyright (C) 2026 The blakesum authors.
# License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.

set -u
build=${1-.}
build=$(cd "$build" && pwd) || exit 1
bench_dir=$(cd "$(dirname "$0")" && pwd) || exit 1
rounds=${ROUNDS-5}
rate_rounds=${RATE_ROUNDS-31}
sizes=${SIZES_GIB-1 4}
small=${SMALL_FILES-20000}
sections=${SECTIONS-memory files bao small}
storage_sizes=${STORAGE_SIZES-1 4}
tmp=${BENCH_TMP-$(mktemp -d /tmp/blakesum-bench.XXXXXX)}
storage_dir=${STORAGE_DIR-$tmp}
bao_rust=${BAO_RUST-}
ours_b2=$build/src/b2sum
ours_b3=$build/src/b3sum
ours_bt2=$build/src/bt2sum
ours_bao=$build/src/bao-bin/bao
ref_b2=/usr/bin/b2sum
ref_b3=/usr/bin/b3sum
# GNU time (Debian's package time) gives the peak RSS of a run; without
# it the RSS columns are left out.
gnu_time=/usr/bin/time
case $("$gnu_time" -f %M true 2>&1) in
  [0-9]*) ;;
  *) gnu_time= ;;
esac
# The memory cgroup of the storage part: memory_cgroup_make.
. "$(dirname "$0")/memory-cgroup.sh"
memory_cgroup_may_enable=yes
sf=                                 # the storage part's file

cleanup ()
{
  memory_cgroup_remove
  test -z "$sf" || rm -f "$sf" "$sf.bao" "$sf.obao" "$sf.new.obao"
  test -n "${BENCH_TMP-}" || rm -rf "$tmp"
}
trap cleanup EXIT
trap 'exit 1' HUP INT TERM

# Whether the part of the benchmark named $1 is to run.
wanted ()
{
  case " $sections " in
    *" $1 "*) return 0 ;;
  esac
  return 1
}

# Nanoseconds that running "$@" takes, output discarded.
elapsed_ns ()
{
  local start end
  start=$(date +%s%N)
  "$@" >/dev/null 2>&1
  end=$(date +%s%N)
  echo $((end - start))
}

# Print the median of the numbers on standard input.
median ()
{
  sort -g | awk '{ v[NR] = $1 } END { if (NR % 2) print v[(NR + 1) / 2];
                  else print (v[NR / 2] + v[NR / 2 + 1]) / 2 }'
}

# measure REPEAT -- OURS... -- [REF...]
# The rounds of a comparison: each command runs REPEAT times a round, in
# turn, and the variable prep, if set, is evaluated untimed before each.
# Set ours_ns and ref_ns (the nanoseconds of each round, one a line; none
# without REF, or when its first word is empty) and ours_kib and ref_kib
# (the largest peak RSS of the rounds in KiB, empty without GNU time).
measure ()
{
  local repeat=$1
  shift 2
  local ours=() ref=() r
  while [ "$1" != -- ]; do ours+=("$1"); shift; done
  shift
  [ -z "${1-}" ] || ref=("$@")
  ours_ns= ref_ns= ours_kib= ref_kib=
  for ((r = 0; r < rounds; r++)); do
    eval "${prep-}"
    ours_ns+=$(elapsed_ns repeat_run "$repeat" "${ours[@]}")$'\n'
    ours_kib=$(peak_kib "$ours_kib")
    [ ${#ref[@]} -gt 0 ] || continue
    eval "${prep-}"
    ref_ns+=$(elapsed_ns repeat_run "$repeat" "${ref[@]}")$'\n'
    ref_kib=$(peak_kib "$ref_kib")
  done
}

# repeat_run N COMMAND...
# Run COMMAND N times, the first under GNU time if there is one, which
# writes its peak RSS in KiB to $tmp/rss: one exec of time more, in a run
# already timed, rather than a run more.
repeat_run ()
{
  local n=$1 i=0
  shift
  if [ -n "$gnu_time" ]; then
    "$gnu_time" -f %M -o "$tmp/rss" "$@" || :
    i=1
  fi
  for ((; i < n; i++)); do "$@" || :; done
}

# Print the larger of $1 and the peak RSS that repeat_run last wrote.
peak_kib ()
{
  [ -n "$gnu_time" ] || return 0
  local k
  k=$(tail -n1 "$tmp/rss" 2>/dev/null)
  case $k in
    '' | *[!0-9]*) k=0 ;;
  esac
  if [ -n "$1" ] && [ "$1" -gt "$k" ]; then k=$1; fi
  echo "$k"
}

# Print the median seconds of one run, from the rounds' nanoseconds $1 of
# $2 runs each.
seconds ()
{
  printf %s "$1" | median | awk -v n="$2" '{ print $1 / n / 1e9 }'
}

# Print the median of the quotients, line by line, of the numbers in $1
# by those in $2: taken within each round, as the rounds alternate.
median_quotient ()
{
  paste <(printf %s "$1") <(printf %s "$2") | awk '{ print $1 / $2 }' \
    | median
}

# The peak RSS columns of a row, in MiB from the KiB of each argument
# ("-" for none); nothing without GNU time.
rss_cols ()
{
  [ -n "$gnu_time" ] || return 0
  local k
  for k; do
    if [ -n "$k" ]; then
      printf ' %8.1fM' "$(awk -v k="$k" 'BEGIN { print k / 1024 }')"
    else
      printf ' %9s' -
    fi
  done
}

# The heads of the RSS columns, named by the arguments.
rss_heads ()
{
  [ -n "$gnu_time" ] || return 0
  local h
  for h; do printf ' %9s' "RSS $h"; done
}

# compare LABEL REPEAT -- OURS... -- REF...
# Run each command REPEAT times per round; print the median seconds per
# run of each, the median of REF/OURS (above 1: we are faster) and the
# peak RSS of each.  If the variable prep is set, it is evaluated before
# each timed run, untimed.
compare ()
{
  local label=$1 repeat=$2
  shift 2
  measure "$repeat" "$@"
  printf '%-44s %10.4f s %10.4f s %7.2fx' "$label" \
    "$(seconds "$ours_ns" "$repeat")" "$(seconds "$ref_ns" "$repeat")" \
    "$(median_quotient "$ref_ns" "$ours_ns")"
  rss_cols "$ours_kib" "$ref_kib"
  echo
}

# rate_compare LABEL -- OURS... -- REF...
# Each command prints bytes per second (bench/rate); run them in turn,
# RATE_ROUNDS times, and print the median speed of each and the median
# of OURS/REF (above 1: we are faster).  Many short rounds rather than
# a few long ones: on a shared machine the noise comes in bursts of
# seconds, which a short round pair mostly sees on both sides or not
# at all.
rate_compare ()
{
  local label=$1
  shift 2
  local ours=() ref=()
  while [ "$1" != -- ]; do ours+=("$1"); shift; done
  shift
  ref=("$@")
  local r a b as= bs= ratios=
  for ((r = 0; r < rate_rounds; r++)); do
    a=$("${ours[@]}") b=$("${ref[@]}")
    as+="$a"$'\n' bs+="$b"$'\n'
    ratios+=$(awk -v a="$a" -v b="$b" 'BEGIN { print a / b }')$'\n'
  done
  printf '%-44s %8.2f GB/s %8.2f GB/s %7.2fx\n' "$label" \
    "$(printf %s "$as" | median | awk '{ print $1 / 1e9 }')" \
    "$(printf %s "$bs" | median | awk '{ print $1 / 1e9 }')" \
    "$(printf %s "$ratios" | median)"
}

# Where the figures were measured: the CPU, the SIMD it has, and how
# far two threads of it go beyond one (two vCPUs may be hyperthreads of
# one core, on which two hashing threads run barely faster than one).
cpu_field ()
{
  sed -n "s/^$1[[:space:]]*: *//p" /proc/cpuinfo | head -n1
}

# cpu_scaling COMMAND...: COMMAND prints bytes per second over a fixed
# time (bench/rate); print the sum of two copies run at once over one
# run alone, 2.00 when the two CPUs are truly two.
cpu_scaling ()
{
  local one two
  one=$("$@") || return
  two=$({ "$@" & "$@"; wait; } | awk '{ s += $1 } END { print s }')
  awk -v a="$one" -v b="$two" 'BEGIN { printf "%.2fx", b / a }'
}

# The kernel a program names with --debug ("using avx512 implementation").
chosen_isa ()
{
  "$@" --debug /dev/null 2>&1 >/dev/null | sed -n 's/.*using \([^ ]*\).*/\1/p'
}

echo "# blakesum benchmark, $(date -u '+%Y-%m-%d %H:%M UTC'), $(nproc) CPUs"
echo "# CPU: $(cpu_field 'model name'), family $(cpu_field 'cpu family')" \
     "model $(cpu_field model) stepping $(cpu_field stepping)" \
     "$(grep -qw hypervisor /proc/cpuinfo && echo '(virtual)')"
echo "# SIMD: $(cpu_field flags | tr ' ' '\n' \
  | grep -Ex 'ssse3|sse4_1|avx|avx2|avx512(f|vl|bw|dq)|sha_ni' | paste -sd' ')"
echo "# load average: $(cut -d' ' -f1-3 /proc/loadavg)"
echo "# ours: $("$ours_b2" --version | head -n1); reference:" \
     "$("$ref_b2" --version | head -n1), $("$ref_b3" --version 2>/dev/null)"
echo "# kernels chosen: b2sum $(chosen_isa "$ours_b2")," \
     "b3sum $(chosen_isa "$ours_b3"), bt2sum $(chosen_isa "$ours_bt2")"
if [ -x "$build/bench/rate" ]; then
  burn=("$build/bench/rate" blake3 65536 0.3)
  echo "# two threads against one: scalar" \
       "$(BLAKESUM_ISA=portable cpu_scaling "${burn[@]}")," \
       "$(chosen_isa "$ours_b3") $(cpu_scaling "${burn[@]}")" \
       "(BLAKE3 64 KiB in memory)"
fi
if [ -n "$gnu_time" ]; then
  echo "# RSS: the largest peak resident set of the rounds (GNU time %M)"
else
  echo "# no RSS columns: /usr/bin/time is not GNU time (Debian's time)"
fi
echo
if wanted memory; then
  echo "## In memory, one thread"
  "$build/bench/speed" ${BENCH_GHZ-}
  echo

  # The references, built here from their sources with the same driver
  # (bench/rate.c): the official BLAKE3 C as its own build does it (its
  # C files and the x86-64 assembly, one binary per backend through
  # BLAKE3_NO_*), and libsodium's crypto_generichash.
  rate_sizes="1024 65536 1048576 16777216"
  rate_seconds=0.05
  b3c=${BLAKE3_C_DIR-$(ls -d /usr/share/cargo/registry/blake3-*/c 2>/dev/null | tail -n1)}
  echo "## In memory, one thread, beside the references (ratio = ours / theirs)"
  if [ -n "$b3c" ] && [ -f "$b3c/blake3.c" ]; then
    echo "# official BLAKE3 C: $b3c"
    default_isa=$("$ours_b3" --debug /dev/null 2>&1 >/dev/null \
                  | sed 's/.*using \([^ ]*\) .*/\1/')
    for be in portable sse41 avx2 avx512; do
      case $be in
        portable) flags='-DBLAKE3_NO_SSE2 -DBLAKE3_NO_SSE41 -DBLAKE3_NO_AVX2 -DBLAKE3_NO_AVX512'
                  asm= ;;
        sse41) flags='-DBLAKE3_NO_SSE2 -DBLAKE3_NO_AVX2 -DBLAKE3_NO_AVX512'
               asm="$b3c/blake3_sse41_x86-64_unix.S" ;;
        avx2) flags='-DBLAKE3_NO_SSE2 -DBLAKE3_NO_AVX512'
              asm="$b3c/blake3_sse41_x86-64_unix.S $b3c/blake3_avx2_x86-64_unix.S" ;;
        avx512) flags='-DBLAKE3_NO_SSE2'
                asm="$b3c/blake3_sse41_x86-64_unix.S $b3c/blake3_avx2_x86-64_unix.S $b3c/blake3_avx512_x86-64_unix.S" ;;
      esac
      # Only the backends this CPU runs: ours names the one it chose.
      chosen=$(BLAKESUM_ISA=$be "$ours_b3" --debug /dev/null 2>&1 >/dev/null \
               | sed 's/.*using \([^ ]*\) .*/\1/')
      [ "$chosen" = "$be" ] || continue
      # Ours as the programs run it: where their own choice is a row of
      # this backend tuned for the CPU (avx512-zen5), that row.
      ours_isa=$be
      case $default_isa in
        "$be"-*) ours_isa=$default_isa ;;
      esac
      # shellcheck disable=SC2086
      ${CC-cc} -O3 -DRATE_OFFICIAL_BLAKE3 $flags -I"$b3c" -o "$tmp/rate-$be" \
        "$bench_dir/rate.c" "$b3c/blake3.c" "$b3c/blake3_dispatch.c" \
        "$b3c/blake3_portable.c" $asm \
        || { echo "# cannot build the official $be backend"; continue; }
      for size in $rate_sizes; do
        rate_compare "BLAKE3 $ours_isa, $size bytes" -- \
          env BLAKESUM_ISA=$ours_isa "$build/bench/rate" blake3 $size \
            $rate_seconds -- \
          "$tmp/rate-$be" blake3 $size $rate_seconds
      done
    done
  else
    echo "# skipped BLAKE3: no official C (set BLAKE3_C_DIR, or install librust-blake3-dev)"
  fi
  if ${CC-cc} -O2 -DRATE_SODIUM -o "$tmp/rate-sodium" "$bench_dir/rate.c" \
       $(pkg-config --cflags --libs libsodium 2>/dev/null) 2>/dev/null; then
    for size in $rate_sizes; do
      rate_compare "BLAKE2b (ours) vs libsodium, $size bytes" -- \
        "$build/bench/rate" blake2b $size $rate_seconds -- \
        "$tmp/rate-sodium" blake2b $size $rate_seconds
    done
  else
    echo "# skipped BLAKE2b: libsodium-dev is not installed"
  fi
  echo
fi

if wanted files; then
  echo "## Whole process, cached files (median seconds; ratio = reference / ours)"
  printf '%-44s %12s %12s %8s' "" ours reference ratio
  rss_heads ours ref
  echo
  head -c 1G /dev/urandom > "$tmp/1g"
  for g in $sizes; do
    f=$tmp/${g}g
    if [ ! -f "$f" ]; then
      for ((i = 0; i < g; i++)); do cat "$tmp/1g"; done > "$f"
    fi
    sync                            # no writeback during the timings
    cat "$f" > /dev/null            # into the page cache
    compare "b2sum, ${g} GiB" 1 -- "$ours_b2" "$f" -- "$ref_b2" "$f"
    compare "b3sum, ${g} GiB" 1 -- "$ours_b3" "$f" -- "$ref_b3" "$f"
    compare "b3sum --num-threads 1, ${g} GiB" 1 -- \
      "$ours_b3" --num-threads 1 "$f" -- "$ref_b3" --num-threads 1 "$f"
    compare "b3sum --no-mmap, ${g} GiB" 1 -- \
      "$ours_b3" --no-mmap "$f" -- "$ref_b3" --no-mmap "$f"
    # From a pipe, as from a download: the pipe's size sets how often
    # the two ends take turns (src/pipe-size.c).
    compare "b3sum < pipe, ${g} GiB" 1 -- \
      sh -c 'cat "$2" | "$1"' sh "$ours_b3" "$f" -- \
      sh -c 'cat "$2" | "$1"' sh "$ref_b3" "$f"
    compare "b2sum < pipe, ${g} GiB" 1 -- \
      sh -c 'cat "$2" | "$1"' sh "$ours_b2" "$f" -- \
      sh -c 'cat "$2" | "$1"' sh "$ref_b2" "$f"
    compare "b2sum --mmap, ${g} GiB" 1 -- "$ours_b2" --mmap "$f" -- "$ref_b2" "$f"
    compare "b2sum -a blake2bp, ${g} GiB" 1 -- \
      "$ours_b2" -a blake2bp "$f" -- "$ref_b2" "$f"
    compare "bt2sum (vs coreutils b2sum), ${g} GiB" 1 -- \
      "$ours_bt2" "$f" -- "$ref_b2" "$f"
    compare "bt2sum --num-threads 1 (vs coreutils b2sum), ${g} GiB" 1 -- \
      "$ours_bt2" --num-threads 1 "$f" -- "$ref_b2" "$f"

    # A file just written sits in the page cache in small pages; one read
    # from disk is cached in large folios, which a mapping reaches with
    # far fewer page faults and TLB misses.  Both tools map, so show both
    # states: drop the file from the cache and read it back.
    dd if="$f" iflag=nocache count=0 status=none
    cat "$f" > /dev/null
    compare "b3sum, ${g} GiB, cache filled by reading" 1 -- \
      "$ours_b3" "$f" -- "$ref_b3" "$f"
    compare "b3sum --num-threads 1, ${g} GiB, cache filled by reading" 1 -- \
      "$ours_b3" --num-threads 1 "$f" -- "$ref_b3" --num-threads 1 "$f"
  done
  echo
fi

if wanted bao; then
  # It reuses the 1 GiB file of the whole-process runs, or makes one.
  test -f "$tmp/1g" || head -c 1G /dev/urandom > "$tmp/1g"
  # bao is set beside our own b3sum on the same cached file: verified
  # streaming costs the hashing plus writing the tree or the content, and
  # the issue's targets are ratios to b3sum (hash 0.95, encode --outboard
  # 0.8, combined encode and both decodes 0.6).
  echo "## bao, paired against our own b3sum (ratio = b3sum / bao)"
  printf '%-44s %12s %12s %8s' "" bao b3sum ratio
  rss_heads bao b3sum
  echo
  f=$tmp/1g
  cat "$f" > /dev/null
  "$ours_bao" encode "$f" "$tmp/1g.bao"
  "$ours_bao" encode "$f" --outboard="$tmp/1g.obao"
  h=$("$ours_bao" hash "$f")
  # Written back first, so that the writeback of 2 GiB does not run
  # beside the timings (it made encode --outboard vary from 0.58 to 0.75).
  sync
  # Every file read below is cached alike, in the large folios of a read
  # from disk, as the whole-process runs leave the 1 GiB file: a file
  # just written sits in small pages, which a mapping reaches with more
  # faults (a decode of the new encoding beside b3sum of a file read
  # back showed 0.48 where both read back gave 0.65 or more).
  for x in "$f" "$tmp/1g.bao" "$tmp/1g.obao"; do
    dd if="$x" iflag=nocache count=0 status=none
  done
  cat "$f" "$tmp/1g.bao" "$tmp/1g.obao" > /dev/null
  compare "bao hash, 1 GiB" 1 -- "$ours_bao" hash "$f" -- "$ours_b3" "$f"
  # Each encode makes a new file, as a user's does, with the last one's
  # pages written back and gone: truncating a file whose 1 GiB is still
  # being written back waits for the disk (a combined encode took 0.56 s
  # so, 0.43 s to a new file).
  prep='rm -f "$tmp/out.bao" "$tmp/out.obao"; sync'
  compare "bao encode --outboard, 1 GiB" 1 -- \
    "$ours_bao" encode "$f" --outboard="$tmp/out.obao" -- "$ours_b3" "$f"
  compare "bao encode (combined), 1 GiB" 1 -- \
    "$ours_bao" encode "$f" "$tmp/out.bao" -- "$ours_b3" "$f"
  prep=
  rm -f "$tmp/out.bao" "$tmp/out.obao"
  compare "bao decode (combined) > /dev/null, 1 GiB" 1 -- \
    "$ours_bao" decode "$h" "$tmp/1g.bao" -- "$ours_b3" "$f"
  compare "bao decode --outboard > /dev/null, 1 GiB" 1 -- \
    "$ours_bao" decode "$h" "$f" --outboard="$tmp/1g.obao" -- "$ours_b3" "$f"
  compare "bao decode < pipe > /dev/null, 1 GiB" 1 -- \
    sh -c 'cat "$2" | "$1" decode "$3"' sh "$ours_bao" "$tmp/1g.bao" "$h" \
    -- "$ours_b3" "$f"
  # A slice of 1 MiB from the middle: absolute time (the target is under
  # 10 ms), the reference column being one run of a 1 KiB b3sum.
  head -c 1024 /dev/urandom > "$tmp/1k"
  compare "bao slice, 1 MiB from the middle of 1 GiB" 20 -- \
    "$ours_bao" slice 536870912 1048576 "$tmp/1g.bao" "$tmp/slice" \
    -- "$ours_b3" "$tmp/1k"
  rm -f "$tmp"/[0-9]*g "$tmp"/*.bao "$tmp"/*.obao "$tmp/slice"
  echo
fi

# Make COUNT files of SIZE bytes of random data in the new directory
# $tmp/NAME, and list their names in $tmp/NAME.list.
make_files ()
{
  mkdir -p "$tmp/$1"
  head -c $(($2 * $3)) /dev/urandom | split -b "$3" -a 5 - "$tmp/$1/f"
  (cd "$tmp/$1" && ls) > "$tmp/$1.list"
}

if wanted small; then
  echo "## Many small files and one tiny file"
  make_files small "$small" 4096
  # A command, not a function, so that GNU time can run it.
  small_run=(env -C "$tmp/small" xargs -a "$tmp/small.list")
  compare "b2sum, $small files of 4 KiB (xargs)" 1 -- \
    "${small_run[@]}" "$ours_b2" -- "${small_run[@]}" "$ref_b2"
  compare "b3sum, $small files of 4 KiB (xargs)" 1 -- \
    "${small_run[@]}" "$ours_b3" -- "${small_run[@]}" "$ref_b3"
  # 500 operands a process, as a find -exec {} + or a make rule may
  # give: the start of each process counts 40 times more than at xargs'
  # default batch (about 10,000 such names).
  small_500=("${small_run[@]}" -n 500)
  compare "b2sum, $small files of 4 KiB (xargs -n 500)" 1 -- \
    "${small_500[@]}" "$ours_b2" -- "${small_500[@]}" "$ref_b2"
  compare "b3sum, $small files of 4 KiB (xargs -n 500)" 1 -- \
    "${small_500[@]}" "$ours_b3" -- "${small_500[@]}" "$ref_b3"
  compare "bt2sum (vs coreutils b2sum), xargs -n 500" 1 -- \
    "${small_500[@]}" "$ours_bt2" -- "${small_500[@]}" "$ref_b2"
  # Files too long for a batch and too short to be spread over the
  # threads one by one (16 KiB to 1 MiB): 500 of 128 KiB, in one process.
  make_files medium 500 131072
  medium_run=(env -C "$tmp/medium" xargs -a "$tmp/medium.list")
  compare "b2sum, 500 files of 128 KiB (xargs)" 1 -- \
    "${medium_run[@]}" "$ours_b2" -- "${medium_run[@]}" "$ref_b2"
  compare "b3sum, 500 files of 128 KiB (xargs)" 1 -- \
    "${medium_run[@]}" "$ours_b3" -- "${medium_run[@]}" "$ref_b3"
  rm -rf "$tmp/medium" "$tmp/medium.list"
  head -c 1024 /dev/urandom > "$tmp/1k"
  compare "b2sum, one 1 KiB file (per run)" 200 -- "$ours_b2" "$tmp/1k" -- "$ref_b2" "$tmp/1k"
  compare "b3sum, one 1 KiB file (per run)" 200 -- "$ours_b3" "$tmp/1k" -- "$ref_b3" "$tmp/1k"
  compare "our b3sum vs coreutils b2sum, 1 KiB file" 200 -- "$ours_b3" "$tmp/1k" -- "$ref_b2" "$tmp/1k"
  echo
fi

# The storage part: each run of each side starts with its files out of
# the page cache, so that it reads them from the device; the issue's
# target is at most 1.05 times the device's own time for the bytes a
# command must read (the dev column).  Then the same again in a memory
# cgroup of a quarter of the file, where the cache cannot hold it.

# Drop the storage files from the page cache (posix_fadvise DONTNEED;
# they were written back once, so every page can go).
evict_storage ()
{
  local x
  for x in "$sf" "$sf.bao" "$sf.obao"; do
    dd if="$x" iflag=nocache count=0 status=none
  done
}

# The disk holding STORAGE_DIR: name, rotational, size, model.
storage_disk ()
{
  local src disk out
  src=$(df --output=source "$storage_dir" | tail -n1)
  disk=$(lsblk -no PKNAME "$src" 2>/dev/null | head -n1)
  test -z "$disk" || src=/dev/$disk
  echo "# disk of $storage_dir:"
  if out=$(lsblk -d -o NAME,ROTA,SIZE,MODEL "$src" 2>/dev/null); then
    printf '%s\n' "$out" | sed 's/^/#   /'
  else
    echo "#   $src, not a block device"
  fi
}

# The head of a table of the storage part.
storage_head ()
{
  printf '%-44s %12s %12s %8s %7s' "" ours reference ratio dev
  rss_heads ours ref
  echo
}

# cold LABEL BASE -- OURS... -- [REF...]
# A comparison on cold files, in the cgroup if cg_run says so: print the
# median seconds of each, the median of OURS/REF (below 1: we are
# faster), ours over BASE (the device's nanoseconds) and the peak RSS.
# An empty REF, or one whose first word is empty, prints ours alone.
cold ()
{
  local label=$1 base=$2
  shift 3
  local ours=() ref=() t_ref=- ratio=-
  while [ "$1" != -- ]; do ours+=("$1"); shift; done
  shift
  [ -z "${1-}" ] || ref=(${cg_run[@]+"${cg_run[@]}"} "$@")
  measure 1 -- ${cg_run[@]+"${cg_run[@]}"} "${ours[@]}" \
    -- ${ref[@]+"${ref[@]}"}
  if [ -n "$ref_ns" ]; then
    t_ref=$(printf '%.4f s' "$(seconds "$ref_ns" 1)")
    ratio=$(printf '%.2fx' "$(median_quotient "$ours_ns" "$ref_ns")")
  fi
  printf '%-44s %10.4f s %12s %8s %6.2fx' "$label" \
    "$(seconds "$ours_ns" 1)" "$t_ref" "$ratio" \
    "$(printf %s "$ours_ns" | median | awk -v b="$base" '{ print $1 / b }')"
  rss_cols "$ours_kib" "$ref_kib"
  echo
}

# device_baseline WHAT FILE...
# The device's own time for reading FILE... cold: cat, and dd with
# O_DIRECT in blocks of 4 MiB, alternated.  Print both (the reference
# column gives the speed) and set base to the smaller median, in ns.
device_baseline ()
{
  local what=$1 c d bytes
  shift
  bytes=$(stat -c %s "$@" | awk '{ n += $1 } END { print n }')
  measure 1 -- ${cg_run[@]+"${cg_run[@]}"} cat "$@" \
    -- ${cg_run[@]+"${cg_run[@]}"} sh -c 'for x; do
         dd if="$x" of=/dev/null bs=4M iflag=direct status=none; done' sh "$@"
  c=$(printf %s "$ours_ns" | median)
  d=$(printf %s "$ref_ns" | median)
  base=$(awk -v c="$c" -v d="$d" 'BEGIN { print c < d ? c : d }')
  baseline_row "device: cat, $what" "$c" "$ours_kib"
  baseline_row "device: dd iflag=direct, $what" "$d" "$ref_kib"
}

# baseline_row LABEL NS KIB
baseline_row ()
{
  printf '%-44s %10.4f s %7.0f MB/s %8s %6.2fx' "$1" "$(awk -v t="$2" \
    'BEGIN { print t / 1e9 }')" "$(awk -v t="$2" -v n="$bytes" \
    'BEGIN { print n / t * 1e3 }')" - "$(awk -v t="$2" -v b="$base" \
    'BEGIN { print t / b }')"
  rss_cols "$3" ""
  echo
}

# The rows of one size in one half: with cg_run empty, or inside the
# cgroup.  G is the size in GiB.
storage_rows ()
{
  local g=$1 base base_f
  prep=evict_storage
  device_baseline "file, $g GiB" "$sf"
  base_f=$base
  cold "b3sum, $g GiB" "$base_f" -- "$ours_b3" "$sf" -- "$ref_b3" "$sf"
  cold "b3sum --num-threads 1, $g GiB" "$base_f" -- \
    "$ours_b3" --num-threads 1 "$sf" -- "$ref_b3" --num-threads 1 "$sf"
  cold "b3sum --no-mmap, $g GiB" "$base_f" -- \
    "$ours_b3" --no-mmap "$sf" -- "$ref_b3" --no-mmap "$sf"
  cold "b2sum, $g GiB" "$base_f" -- "$ours_b2" "$sf" -- "$ref_b2" "$sf"
  cold "b2sum --mmap (vs b2sum), $g GiB" "$base_f" -- \
    "$ours_b2" --mmap "$sf" -- "$ref_b2" "$sf"
  cold "b2sum -a blake2bp (vs b2sum), $g GiB" "$base_f" -- \
    "$ours_b2" -a blake2bp "$sf" -- "$ref_b2" "$sf"
  cold "bt2sum (vs b2sum), $g GiB" "$base_f" -- \
    "$ours_bt2" "$sf" -- "$ref_b2" "$sf"
  cold "bao hash, $g GiB" "$base_f" -- \
    "$ours_bao" hash "$sf" -- "$bao_rust" hash "$sf"
  # Each encode writes a new outboard, the last one's written back.
  prep='rm -f "$sf.new.obao"; sync; evict_storage'
  cold "bao encode --outboard, $g GiB" "$base_f" -- \
    "$ours_bao" encode "$sf" --outboard="$sf.new.obao" \
    -- "$bao_rust" encode "$sf" --outboard="$sf.new.obao"
  rm -f "$sf.new.obao"
  prep=evict_storage
  # A decode reads more than the file: its dev is to the device's time
  # for the encoding, or for the file and its outboard.
  device_baseline "$g GiB .bao" "$sf.bao"
  cold "bao decode (combined) > /dev/null, $g GiB" "$base" -- \
    "$ours_bao" decode "$sf_hash" "$sf.bao" -- "$bao_rust" decode "$sf_hash" "$sf.bao"
  device_baseline "file + .obao, $g GiB" "$sf" "$sf.obao"
  cold "bao decode --outboard > /dev/null, $g GiB" "$base" -- \
    "$ours_bao" decode "$sf_hash" "$sf" --outboard="$sf.obao" \
    -- "$bao_rust" decode "$sf_hash" "$sf" --outboard="$sf.obao"
  prep=
}

# storage_size G: both halves for a file of G GiB, made and removed here.
storage_size ()
{
  local g=$1 half need avail
  need=$((g * 9 / 4 + 1))             # the file, .bao, two outboards: GiB
  avail=$(df --output=avail -B1G "$storage_dir" | tail -n1)
  if [ "$avail" -lt "$need" ]; then
    echo "# skipped $g GiB: $need GiB needed in $storage_dir, $avail free"
    return
  fi
  sf=$storage_dir/blakesum-storage-${g}g
  head -c ${g}G /dev/urandom > "$sf"
  "$ours_bao" encode "$sf" "$sf.bao"
  "$ours_bao" encode "$sf" --outboard="$sf.obao"
  sf_hash=$("$ours_bao" hash "$sf")
  sync                                # written back, so that all can go
  evict_storage
  if command -v fincore >/dev/null \
     && [ "$(fincore -bno RES "$sf")" -gt $((g << 20)) ]; then
    echo "# skipped $g GiB: $sf stays in the page cache (tmpfs?)"
  else
    for half in plain cgroup; do
      cg_run=()
      if [ $half = cgroup ]; then
        echo
        # A quarter of the file: G GiB / 4 = G << 28 bytes.
        memory_cgroup_make $((g << 28)) blakesum-bench.$$ \
          || { echo "# skipped: $memory_cgroup_why"; continue; }
        # The shell that runs each command joins the cgroup, then execs.
        cg_run=(sh -c 'echo $$ > "$1" && shift && exec "$@"' sh
                "$memory_cgroup/cgroup.procs")
        echo "### $g GiB, in a memory cgroup of $((g << 8)) MiB"\
" ($memory_cgroup_kind)"
      else
        echo "### $g GiB"
      fi
      storage_head
      storage_rows "$g"
      memory_cgroup_remove
    done
  fi
  rm -f "$sf" "$sf.bao" "$sf.obao" "$sf.new.obao"
  sf=
}

if wanted storage; then
  echo "## Real storage, cold files (median seconds; ratio = ours / reference;"
  echo "## dev = ours / the device baseline for the bytes read; on the"
  echo "## device rows, reference is their speed)"
  echo "# CPU: $(lscpu | sed -n 's/^Model name: *//p')"
  storage_disk
  if [ -n "$bao_rust" ]; then
    echo "# reference bao: $bao_rust ($("$bao_rust" --version))"
  else
    echo "# no reference bao (BAO_RUST): the bao rows give our times alone"
  fi
  if [ "$(id -u)" != 0 ]; then
    echo "# skipped: needs root (the memory cgroup)"
  else
    for g in $storage_sizes; do storage_size "$g"; done
  fi
fi
