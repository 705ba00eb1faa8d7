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

#include <stdbool.h>

/* Instruction-set levels, each including the ones before it.  A kernel
   for level L may run when cpu_isa () >= L.  */
enum cpu_isa
{
  CPU_ISA_PORTABLE,
  CPU_ISA_SSE41,
  CPU_ISA_AVX2,
  CPU_ISA_AVX512,               /* AVX-512 F and VL, with ZMM state saved.  */
};

/* Return the best level that the CPU and the operating system support,
   detected once.  */
enum cpu_isa cpu_isa_supported (void);

/* Return the level to use: cpu_isa_supported () capped by the
   environment variable BLAKESUM_ISA (portable, sse41, avx2, avx512) when
   it is set to one of those names.  Decided once.  */
enum cpu_isa cpu_isa (void);

/* Return the lower-case name of LEVEL ("portable", "sse41", ...).  */
char const *cpu_isa_name (enum cpu_isa level);

#endif
