/* blake3-impl.h -- BLAKE3 internals shared by the core and the kernels

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

/* The include of the code that needs both halves of the internals: the
   kernels' interface (blake3-kernel.h: kernels, shared constants and
   helpers, the dispatcher) and the tree layer (blake3-tree.h: what
   blake3.c exposes to the thread and Bao code).  */

#ifndef BLAKESUM_BLAKE3_IMPL_H
#define BLAKESUM_BLAKE3_IMPL_H

#include "blake3-kernel.h"
#include "blake3-tree.h"

#endif
