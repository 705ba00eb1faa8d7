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

#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

#include "atomic-once.h"

#if defined __x86_64__ || defined __i386__
# include <cpuid.h>
# define CPU_X86 1
#else
# define CPU_X86 0
#endif

#if defined __aarch64__
# define CPU_ARM64 1
# if defined __linux__
#  include <sys/auxv.h>
/* The Linux ABI's bit, in case the C library's headers lack it.  */
#  ifndef HWCAP_ASIMD
#   define HWCAP_ASIMD (1 << 1)
#  endif
# endif
#else
# define CPU_ARM64 0
#endif

/* The caps, from none to all: each allows what the one before it
   does and its own instruction set, or its own tuning ("avx2-zen1"
   being "avx2" tuned, which the caps after it are not).  Only aarch64
   lists its own names; every other host keeps the x86 ones it always
   had.  */
static struct cpu_isa_cap const isa_caps[] =
  {
    { "portable", 0 },
#if CPU_ARM64
    { "neon", CPU_FEATURE_NEON },
#else
    { "sse41", CPU_FEATURE_SSE41 },
    { "avx2", CPU_FEATURE_SSE41 | CPU_FEATURE_AVX2 },
    { "avx2-zen1", CPU_FEATURE_SSE41 | CPU_FEATURE_AVX2 | CPU_TUNE_ZEN1 },
    { "avx512", CPU_FEATURE_SSE41 | CPU_FEATURE_AVX2 | CPU_FEATURE_AVX512 },
    { "avx512-amd",
      CPU_FEATURE_SSE41 | CPU_FEATURE_AVX2 | CPU_FEATURE_AVX512
      | CPU_TUNE_AMD },
    { "avx512-zen5",
      CPU_FEATURE_SSE41 | CPU_FEATURE_AVX2 | CPU_FEATURE_AVX512
      | CPU_TUNE_AMD | CPU_TUNE_ZEN5 },
#endif
  };

enum { N_CAPS = sizeof isa_caps / sizeof isa_caps[0] };

struct cpu_isa_cap const *
cpu_isa_caps (size_t *n)
{
  *n = N_CAPS;
  return isa_caps;
}

char const *
cpu_isa_name_list (void)
{
  /* Every name with its separator fits, names being arrays.  Built on
     the first call, which usage texts make from the main thread.  */
  static char list[N_CAPS * (sizeof isa_caps[0].name + 2)];

  if (!list[0])
    {
      size_t len = 0;
      for (size_t i = 0; i < N_CAPS; i++)
        {
          size_t n = strlen (isa_caps[i].name);
          if (i > 0)
            {
              memcpy (list + len, ", ", 2);
              len += 2;
            }
          memcpy (list + len, isa_caps[i].name, n);
          len += n;
        }
      list[len] = '\0';
    }
  return list;
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
  __asm__ volatile (".byte 0x0f, 0x01, 0xd0"
                    : "=a" (eax), "=d" (edx) : "c" (0));
  return ((unsigned long long) edx << 32) | eax;
}

/* The tuning bits that describe this CPU: CPU_TUNE_AMD when the vendor
   string of CPUID leaf 0 (in EBX, EDX, ECX) is "AuthenticAMD", and
   CPU_TUNE_ZEN1 when the family and model of leaf 1 are those of Zen
   or Zen+ (family 0x17, models below 0x30, where Zen 2 begins) or of
   Hygon's Dhyana (family 0x18, a Zen core), and CPU_TUNE_ZEN5 when
   they are Zen 5's (AMD family 0x1a; measured on an EPYC of model 2:
   a chain of dependent vpaddq, vpxor, vpshufb or vprorq took two cycles
   a step at every width, vpermq four, a chain of add one).  */
static unsigned int
detect_tuning (void)
{
  unsigned int eax, ebx, ecx, edx;
  if (!__get_cpuid (0, &eax, &ebx, &ecx, &edx))
    return 0;
  char vendor[12];
  memcpy (vendor, &ebx, 4);
  memcpy (vendor + 4, &edx, 4);
  memcpy (vendor + 8, &ecx, 4);
  bool amd = memcmp (vendor, "AuthenticAMD", 12) == 0;
  bool hygon = memcmp (vendor, "HygonGenuine", 12) == 0;
  unsigned int tuning = amd ? CPU_TUNE_AMD : 0;
  if ((amd || hygon) && __get_cpuid (1, &eax, &ebx, &ecx, &edx))
    {
      /* The extended family and model count from base family 0xf.  */
      unsigned int family = (eax >> 8) & 0xf;
      unsigned int model = (eax >> 4) & 0xf;
      if (family == 0xf)
        {
          family += (eax >> 20) & 0xff;
          model |= ((eax >> 16) & 0xf) << 4;
        }
      if ((amd && family == 0x17 && model < 0x30)
          || (hygon && family == 0x18))
        tuning |= CPU_TUNE_ZEN1;
      if (amd && family == 0x1a)
        tuning |= CPU_TUNE_ZEN5;
    }
  return tuning;
}

/* Each test returns early: a feature missing means the ones built on
   it (see cpu.h) are reported missing too.  */
static unsigned int
detect (void)
{
  unsigned int eax, ebx, ecx, edx;
  unsigned int features = detect_tuning ();

  if (!__get_cpuid (1, &eax, &ebx, &ecx, &edx))
    return features;
  bool ssse3 = ecx & bit_SSSE3;
  bool sse41 = ecx & bit_SSE4_1;
  bool osxsave = ecx & bit_OSXSAVE;
  bool avx = ecx & bit_AVX;
  if (! (ssse3 && sse41))
    return features;
  features |= CPU_FEATURE_SSE41;

  if (! (osxsave && avx) || __get_cpuid_max (0, NULL) < 7)
    return features;
  unsigned long long xcr0 = read_xcr0 ();
  /* SSE (bit 1) and AVX (bit 2) state.  */
  if ((xcr0 & 0x6) != 0x6)
    return features;
  __cpuid_count (7, 0, eax, ebx, ecx, edx);
  if (! (ebx & bit_AVX2))
    return features;
  features |= CPU_FEATURE_AVX2;

  /* Opmask (bit 5) and the two halves of ZMM state (bits 6 and 7).  */
  if ((xcr0 & 0xe0) == 0xe0 && (ebx & bit_AVX512F) && (ebx & bit_AVX512VL))
    features |= CPU_FEATURE_AVX512;
  return features;
}
#elif CPU_ARM64
/* Advanced SIMD is in practically every aarch64 CPU, and compilers use
   it for plain C code, but the architecture allows a CPU without it;
   Linux says whether it is there.  Elsewhere it is taken as given.  */
static unsigned int
detect (void)
{
# if defined __linux__
  if (! (getauxval (AT_HWCAP) & HWCAP_ASIMD))
    return 0;
# endif
  return CPU_FEATURE_NEON;
}
#else
static unsigned int
detect (void)
{
  return 0;
}
#endif

/* The features and tuning bits of this CPU, detected once.  */
static unsigned int
detected (void)
{
  /* -1 until detected.  Detection is idempotent, so two threads racing
     here store the same value, atomically (atomic-once.h).  */
  static int ONCE_ATOMIC features = -1;
  if (features < 0)
    features = detect ();
  return features;
}

unsigned int
cpu_features_supported (void)
{
  return detected () | CPU_TUNE_MASK;
}

/* The value of BLAKESUM_ISA when it names no cap, once decided.  */
static char const *ONCE_ATOMIC unknown_cap;

unsigned int
cpu_features (void)
{
  static int ONCE_ATOMIC chosen = -1;
  if (chosen < 0)
    {
      unsigned int features = detected ();
      char const *cap = getenv ("BLAKESUM_ISA");
      /* Empty is unset, as a shell's "BLAKESUM_ISA= cmd" means.  */
      if (cap && *cap)
        {
          size_t i = 0;
          while (i < N_CAPS && strcmp (cap, isa_caps[i].name) != 0)
            i++;
          /* A cap's tuning bits replace the CPU's, so that each
             row can be asked for by name on any CPU.  */
          if (i < N_CAPS)
            features = ((features & isa_caps[i].allowed & ~CPU_TUNE_MASK)
                        | (isa_caps[i].allowed & CPU_TUNE_MASK));
          else
            unknown_cap = cap;
        }
      chosen = features;
    }
  return chosen;
}

char const *
cpu_isa_unknown_cap (void)
{
  cpu_features ();
  return unknown_cap;
}
