/* kernel-inline.h -- the inline attribute of kernel helpers

   Copyright (C) 2026 The blakesum authors.

   This program is free software: you can redistribute it and/or modify
   it under the terms of the GNU General Public License as published by
   the Free Software Foundation, either version 3 of the License, or
   (at your option) any later version.

   This program is distributed in the hope that it will be useful,
   but WITHOUT ANY WARRANTY; without even the implied warranty of
   MERCHANTABILITY or FITNESS FOR A PARTICULAR PURPOSE.  See the
   GNU General Public License for more details.

   You should have received a copy of the GNU General Public License
   along with this program.  If not, see <https://www.gnu.org/licenses/>.  */

/* Macros only: each kernel file expands them inside its own ISA's
   library, built with its own -m flags.  */

#ifndef BLAKESUM_KERNEL_INLINE_H
#define BLAKESUM_KERNEL_INLINE_H

/* A helper that must be inlined, not merely may be.  The word-sliced
   rounds rely on constant message indices and on the state array being
   split into registers, which happens only after inlining.  And a
   function whose only effect is a prefetch looks free of side effects
   to GCC, so where it is not inlined (GCC stops inlining into the long
   AVX-512 kernel past its growth limit) every call of it is deleted:
   the AVX-512 kernel lost all its prefetches so, and hashed 256 MiB at
   3.6 GB/s instead of 4.5 on an Intel Xeon.  */
#if defined __GNUC__ || defined __clang__
# define KERNEL_INLINE static inline __attribute__ ((__always_inline__))
#else
# define KERNEL_INLINE static inline
#endif

/* KERNEL_CODE_BEGIN, after a kernel file's includes, and
   KERNEL_CODE_END, at its end, take UBSan's pointer-overflow check out
   of the functions between them.  Under -fsanitize=undefined that
   check puts a branch after each array subscript whose index is not a
   literal in the source: in the rounds, every state and message word,
   which a helper picks from the round and the G number.  The indices
   fold to constants after inlining but the branches stay, and clang's
   passes that weigh branches then took 145 s to compile
   blake3-avx512.c at -O1 (7 s without the check; blake3-avx2.c 40 s
   against 2.5): the sanitizer build of .ci/run took 7.5 CPU minutes,
   and 3.4 without.  What a kernel subscripts is its own arrays and
   blocks inside the caller's buffers, and AddressSanitizer still checks
   every load and store it makes.  Only clang has the pragma; GCC is not
   the sanitizer build's compiler, and its objects are the same.  */
#if defined __clang__
# define KERNEL_PRAGMA_(text) _Pragma (#text)
# define KERNEL_CODE_BEGIN                                              \
  KERNEL_PRAGMA_ (clang attribute push                                  \
                  (__attribute__ ((no_sanitize ("pointer-overflow"))),  \
                   apply_to = function))
# define KERNEL_CODE_END KERNEL_PRAGMA_ (clang attribute pop)
#else
# define KERNEL_CODE_BEGIN
# define KERNEL_CODE_END
#endif

/* KERNEL_NAME (add_, 128) is add_128: the name of a helper at a vector
   width, for the headers that one kernel file includes once per
   width.  */
#define KERNEL_NAME_(prefix, width) prefix##width
#define KERNEL_NAME(prefix, width) KERNEL_NAME_ (prefix, width)

/* G computes A + M + B where B is the value computed last, so adding
   the message word M first keeps one addition off the critical path.
   GCC's reassociation pass undoes that, making (M + B) + A, which costs
   4-8% of throughput in the SSE4.1 and AVX2 kernels and about 5% in the
   AVX-512 one; an empty asm that claims to change the partial sum X
   stops it.  It emits no instruction.  REG is X's constraint: "x", or
   "v" for all 32 registers of AVX-512.  */
#if defined __GNUC__ || defined __clang__
# define KERNEL_NO_REASSOC(x, reg) __asm__ ("" : "+" reg (x))
#else
# define KERNEL_NO_REASSOC(x, reg) ((void) 0)
#endif

/* The register a copying kernel stores and hashes (see hash_batch_copy
   in blake3/blake3-kernel.h) goes through the same empty asm, which
   there must not be left out: without GCC's asm, a kernel that uses
   this does not compile.  */
#if defined __GNUC__ || defined __clang__
# define KERNEL_PIN_LOADED(x, reg) KERNEL_NO_REASSOC (x, reg)
#else
# define KERNEL_PIN_LOADED(x, reg) copying_kernel_needs_gcc_asm
#endif

/* The helper names at vector width SLICED_WIDTH, which a file defines
   before it includes a header written for several widths.  */
#define SLICED_ADD KERNEL_NAME (add_, SLICED_WIDTH)
#define SLICED_XOR KERNEL_NAME (xor_, SLICED_WIDTH)
#define SLICED_ROR16 KERNEL_NAME (ror16_, SLICED_WIDTH)
#define SLICED_ROR12 KERNEL_NAME (ror12_, SLICED_WIDTH)
#define SLICED_ROR8 KERNEL_NAME (ror8_, SLICED_WIDTH)
#define SLICED_ROR7 KERNEL_NAME (ror7_, SLICED_WIDTH)

#endif
