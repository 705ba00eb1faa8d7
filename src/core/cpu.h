/* cpu.h -- which instruction sets this process may use

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

#ifndef BLAKESUM_CPU_H
#define BLAKESUM_CPU_H

#include <stddef.h>

/* CPU features a kernel may need, as bits of a set: a kernel table
   row lists every feature its code uses, and may run when all of them
   are allowed.  A feature is reported only when the operating system
   saves its register state, and AVX2 only with SSE4.1, AVX-512 only
   with AVX2, since -mavx2 code may use SSE4.1 instructions and
   -mavx512f code AVX2 ones.  */
enum
{
  CPU_FEATURE_SSE41 = 1 << 0,   /* SSSE3 and SSE4.1 */
  CPU_FEATURE_AVX2 = 1 << 1,    /* AVX2, with YMM state saved */
  CPU_FEATURE_AVX512 = 1 << 2,  /* AVX-512 F and VL, with ZMM state saved */
  CPU_FEATURE_NEON = 1 << 3,    /* aarch64 Advanced SIMD (ASIMD) */

  /* A tuning, not an ability: the CPU is one whose fastest form of a
     kernel differs from that of the others with the same instruction
     set.  A row that needs a tuning bit is supported wherever its
     instruction sets are (so the tests run it everywhere), but chosen
     by default only on such a CPU.  */
  CPU_TUNE_AMD = 1 << 4,        /* an AMD CPU (AVX-512 rotates slower
                                   than shifts on Zen 4) */
  CPU_TUNE_ZEN1 = 1 << 5,       /* AMD Zen or Zen+, or Hygon Dhyana:
                                   128-bit vector units, which run each
                                   AVX2 instruction as two halves */
  CPU_TUNE_ZEN5 = 1 << 6        /* AMD Zen 5: every vector integer
                                   instruction takes two cycles before
                                   its result can be used, so one
                                   state's compression, a chain of
                                   dependent steps, runs faster in
                                   general registers */
};

/* Every tuning bit.  */
enum { CPU_TUNE_MASK = CPU_TUNE_AMD | CPU_TUNE_ZEN1 | CPU_TUNE_ZEN5 };

/* Return the set of features that the CPU and the operating system
   support, detected once, with every tuning bit.  */
unsigned int cpu_features_supported (void);

/* Return the set of features kernels may use: cpu_features_supported ()
   less what the environment variable BLAKESUM_ISA rules out when it is
   set to one of the names of cpu_isa_caps, and with only the tuning
   bits that describe this CPU, or those of the cap.  Decided once.  */
unsigned int cpu_features (void);

/* Return BLAKESUM_ISA's value if it is set to no name of cpu_isa_caps
   (and so caps nothing), or NULL.  The programs warn of it, so that a
   misspelt cap ("sse4.1", "AVX2") is not silently ignored.  */
char const *cpu_isa_unknown_cap (void);

/* A name that BLAKESUM_ISA accepts, and the features it allows.  It is
   a cap, not a demand: "avx2" allows the SSE4.1 and AVX2 kernels but
   not AVX-512, and runs them only if the CPU has them.  Its tuning bits
   replace the CPU's: "avx512-amd" chooses the rows tuned for AMD CPUs
   on any CPU with AVX-512, and "avx512" the others even on AMD.  */
struct cpu_isa_cap
{
  char name[14];
  unsigned int allowed;
};

/* Return the table of names that BLAKESUM_ISA accepts, the most
   restrictive ("portable", which allows nothing) first; store their
   number in *N.  */
struct cpu_isa_cap const *cpu_isa_caps (size_t *n);

/* Return those names joined by ", ", as in
   "portable, sse41, avx2, avx512", for usage texts.  */
char const *cpu_isa_name_list (void);

#endif
