/* cpu.c -- which instruction sets this process may use

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

#include <config.h>

#include "cpu.h"

#include <stdlib.h>
#include <string.h>

#if defined __x86_64__ || defined __i386__
# include <cpuid.h>
# define CPU_X86 1
#else
# define CPU_X86 0
#endif

static char const *const isa_names[] =
  { "portable", "sse41", "avx2", "avx512" };

char const *
cpu_isa_name (enum cpu_isa level)
{
  return isa_names[level];
}

#if CPU_X86
/* Read extended control register 0, which says which register state the
   operating system saves on a context switch.  A CPU may have AVX while
   the kernel does not save YMM registers, and then AVX must not be used.
   The instruction is emitted as bytes so that this file needs no -m
   flag.  */
static unsigned long long
read_xcr0 (void)
{
  unsigned int eax, edx;
  __asm__ volatile (".byte 0x0f, 0x01, 0xd0" : "=a" (eax), "=d" (edx) : "c" (0));
  return ((unsigned long long) edx << 32) | eax;
}

static enum cpu_isa
detect (void)
{
  unsigned int eax, ebx, ecx, edx;
  enum cpu_isa level = CPU_ISA_PORTABLE;

  if (!__get_cpuid (1, &eax, &ebx, &ecx, &edx))
    return level;
  bool ssse3 = ecx & bit_SSSE3;
  bool sse41 = ecx & bit_SSE4_1;
  bool osxsave = ecx & bit_OSXSAVE;
  bool avx = ecx & bit_AVX;
  if (! (ssse3 && sse41))
    return level;
  level = CPU_ISA_SSE41;

  if (! (osxsave && avx) || __get_cpuid_max (0, NULL) < 7)
    return level;
  unsigned long long xcr0 = read_xcr0 ();
  /* SSE (bit 1) and AVX (bit 2) state.  */
  if ((xcr0 & 0x6) != 0x6)
    return level;
  __cpuid_count (7, 0, eax, ebx, ecx, edx);
  if (! (ebx & bit_AVX2))
    return level;
  level = CPU_ISA_AVX2;

  /* Opmask (bit 5) and the two halves of ZMM state (bits 6 and 7).  */
  if ((xcr0 & 0xe0) == 0xe0 && (ebx & bit_AVX512F) && (ebx & bit_AVX512VL))
    level = CPU_ISA_AVX512;
  return level;
}
#else
static enum cpu_isa
detect (void)
{
  return CPU_ISA_PORTABLE;
}
#endif

enum cpu_isa
cpu_isa_supported (void)
{
  /* -1 until detected.  Detection is idempotent, so two threads racing
     here store the same value.  */
  static int supported = -1;
  if (supported < 0)
    supported = detect ();
  return supported;
}

enum cpu_isa
cpu_isa (void)
{
  static int chosen = -1;
  if (chosen < 0)
    {
      enum cpu_isa level = cpu_isa_supported ();
      char const *cap = getenv ("BLAKESUM_ISA");
      if (cap)
        for (int i = CPU_ISA_PORTABLE; i <= CPU_ISA_AVX512; i++)
          if (strcmp (cap, isa_names[i]) == 0 && i < (int) level)
            level = i;
      chosen = level;
    }
  return chosen;
}
