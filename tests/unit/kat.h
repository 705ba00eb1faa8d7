/* kat.h -- shared helpers of the C unit tests: reporting, hex, vector files

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

/* Every unit test reports failures the same way, compares digests with
   hex literals and reads the official vectors from
   $BLAKESUM_VECTORS_DIR; this is that code, written once.  A test
   program calls kat_init first, names what it is testing with
   kat_set_subject, and ends with kat_exit_status.  */

#ifndef BLAKESUM_TESTS_KAT_H
#define BLAKESUM_TESTS_KAT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#define countof(a) (sizeof (a) / sizeof (a)[0])

#if defined __GNUC__ || defined __clang__
# define KAT_PRINTF(f, a) __attribute__ ((__format__ (__printf__, f, a)))
#else
# define KAT_PRINTF(f, a)
#endif

/* Reporting.  Every message goes to stderr as "PROGRAM: SUBJECT: ...".  */

/* Start the test program PROGRAM ("test-blake2"); the subject is "?".  */
void kat_init (char const *program);

/* Name what is under test, e.g. "blake2b avx2", for later messages.  */
void kat_set_subject (char const *format, ...) KAT_PRINTF (1, 2);
char const *kat_subject (void);

/* Report one failure.  It does not count as a check.  */
void kat_fail (char const *format, ...) KAT_PRINTF (1, 2);

/* Count one check; if OK is false, report a failure described by FORMAT.
   Return OK.  */
bool kat_check (bool ok, char const *format, ...) KAT_PRINTF (2, 3);

/* Count one check: the N bytes at GOT must be the lower-case hex string
   EXPECT, or the failure "WHAT: got ..., expected ..." is reported.
   Return true if they are.  */
bool kat_check_hex (uint8_t const *got, size_t n, char const *expect,
                    char const *what);

/* The same for the N bytes at GOT against the N bytes at EXPECT.  */
bool kat_check_same (uint8_t const *got, uint8_t const *expect, size_t n,
                     char const *what);

/* Report WHAT as a failure unless the N bytes at P all still hold the
   canary byte 0xa5, i.e. unless a final function wrote past the digest
   it was asked for.  Not counted as a check.  */
void kat_check_canary (uint8_t const *p, size_t n, char const *what);

/* The numbers of failures and of checks so far.  */
int kat_failures (void);
long kat_checks (void);

/* Print "NAME: N checks, M failures" on stdout.  */
void kat_summary (char const *name);

/* EXIT_SUCCESS if nothing failed, else EXIT_FAILURE.  */
int kat_exit_status (void);

/* Test data.  */

/* Return N bytes (at least one) from malloc; exit on failure.  */
void *kat_xmalloc (size_t n);

/* Fill BUF with the N bytes START, START + 1, ... taken mod 251, the
   input rule of the official vectors: 251 is prime, so neighbouring
   blocks never hold the same bytes.  */
void kat_fill_pattern (uint8_t *buf, size_t n, size_t start);

/* Fill KEY with the N bytes 0, 1, ..., N - 1, the keys of the official
   BLAKE2 vectors.  */
void kat_fill_key (uint8_t *key, size_t n);

/* Step the xorshift64 generator whose state is *STATE (not zero) and
   return its new value: random enough to choose test inputs, and the
   same sequence on every machine, so that a failure can be rerun.  */
uint64_t kat_xorshift (uint64_t *state);

/* Write the LEN bytes of the RFC 7693 Appendix E test sequence for SEED
   to OUT.  */
void kat_selftest_seq (uint8_t *out, size_t len, uint32_t seed);

/* Decode the LEN hex digits at HEX into OUT, which has room for MAX
   bytes.  Return the number of bytes, or -1 if HEX is malformed or too
   long.  */
long kat_from_hex (uint8_t *out, size_t max, char const *hex, size_t len);

/* True when BLAKESUM_TEST_QUICK is set to anything but "" or "0": the
   run is emulated (qemu-user, in .ci/run), where a SIMD kernel may be a
   hundred times slower.  The sweeps of many lengths, split points and
   thread layouts then take a sample of their cases (a stride prime to
   the block sizes, so every phase of a block still occurs); every
   literal and every official vector is still checked.  */
bool kat_quick (void);

/* Vector files.  */

/* Return the directory of the official vectors, or null when
   BLAKESUM_VECTORS_DIR is unset or empty.  */
char const *kat_vectors_dir (void);

/* Return "DIR/NAME" from kat_xmalloc.  */
char *kat_path (char const *dir, char const *name);

/* Read the whole of PATH into a buffer from malloc, NUL-terminated, and
   store its size without the NUL in *SIZE.  Return null after reporting
   a failure.  */
char *kat_read_file (char const *path, size_t *size);

/* A scanner for just enough JSON for the vector files: objects, arrays,
   strings with the escapes \" \\ \/ \n \t \r, unsigned numbers, true,
   false and null.  After the first error OK is false and every call does
   nothing and fails, so a parser may test it once at the end.  */
struct kat_json
{
  char const *start;
  char const *p;
  char const *end;
  bool ok;
};

void kat_json_init (struct kat_json *j, char const *text, size_t size);

/* Skip white space; if the next byte is C, consume it and return true.
   A missing C is not an error.  */
bool kat_json_take (struct kat_json *j, char c);

/* The same, but a missing C is an error.  Return J->ok.  */
bool kat_json_expect (struct kat_json *j, char c);

/* Read a string into BUF, which has room for SIZE bytes with the NUL.
   A string too long for BUF is an error.  Return J->ok.  */
bool kat_json_string (struct kat_json *j, char *buf, size_t size);

/* Read an unsigned decimal number that fits in 64 bits into *V.  Return
   J->ok.  */
bool kat_json_uint (struct kat_json *j, uint64_t *v);

/* Skip one value of any kind.  Return J->ok.  */
bool kat_json_skip (struct kat_json *j);

/* Return true if J is good and only white space is left.  */
bool kat_json_end (struct kat_json *j);

/* Report a parse error in PATH at the scanner's position.  */
void kat_json_fail (struct kat_json const *j, char const *path);

/* The official BLAKE2 vectors.  */

/* Room for a vector's WHERE, path included.  */
enum { KAT_WHERE_MAX = 4096 };

/* One official vector: the digest HASH of IN keyed with KEY.  */
struct kat_blake2_vector
{
  char const *where;            /* "FILE:LINE" or "FILE: entry N" */
  uint8_t const *in;
  size_t inlen;
  uint8_t const *key;
  size_t keylen;
  uint8_t const *hash;
  size_t hashlen;
};

typedef void kat_blake2_check_fn (struct kat_blake2_vector const *v,
                                  void const *arg);

/* Call CHECK (V, ARG) on every vector of ALGO ("blake2b", "blake2s",
   "blake2bp" or "blake2sp") in DIR/blake2/ALGO-kat.txt and in
   DIR/blake2/blake2-kat.json, with keys of at most KEYBYTES and digests
   of at most OUTBYTES bytes.  Report a failure if a file cannot be read
   or parsed, or if it holds other than 256 vectors (the text file) or
   256 unkeyed plus 256 keyed ones (the JSON file): fewer means that the
   parser skipped something.  Then print "SUBJECT: N kat.txt vectors,
   M json vectors ok" (or "FAILED") on stdout.  */
void kat_blake2_vectors (char const *dir, char const *algo,
                         size_t keybytes, size_t outbytes,
                         kat_blake2_check_fn *check, void const *arg);

/* Reporting, again: print "SUBJECT: ok" on stdout if no failure was
   reported since kat_failures () returned BEFORE, else
   "SUBJECT: FAILED".  */
void kat_report (int before);

/* Checks that the BLAKE2 tests share.  */

/* A keyed hash under test, through a streaming interface on a state of
   STATE_SIZE bytes, which the checks below allocate.  Each BLAKE2 test
   describes its algorithms by these.  */
struct kat_hash
{
  char const *name;             /* as in the vector files: "blake2b" */
  size_t outbytes, keybytes;    /* the longest digest and key */
  size_t state_size;
  void (*init) (void *state, size_t outlen, void const *key,
                size_t keylen);
  void (*update) (void *state, void const *in, size_t inlen);
  void (*final) (void *state, uint8_t *out);
  void (*oneshot) (uint8_t *out, size_t outlen, void const *in,
                   size_t inlen, void const *key, size_t keylen);
};

/* Feed the INLEN bytes at IN to STATE of H in pieces of CHUNK bytes, or
   all at once if CHUNK is 0.  */
void kat_update_chunked (struct kat_hash const *h, void *state,
                         uint8_t const *in, size_t inlen, size_t chunk);

/* Hash the INLEN bytes at IN with H, keyed with the KEYLEN bytes at
   KEY, into the OUTLEN bytes at OUT, feeding them in pieces of CHUNK
   bytes (0 for all at once).  */
void kat_hash_chunked (struct kat_hash const *h, uint8_t *out,
                       size_t outlen, uint8_t const *in, size_t inlen,
                       uint8_t const *key, size_t keylen, size_t chunk);

/* Check that any split of the LEN bytes at IN over the update function
   of H gives the one-shot digest, for the longest digest unkeyed, one
   just over half as long with the longest key (from KEY), and 20 bytes
   with a one-byte key: two pieces at every split point, with an empty
   update between them; and three, whose middle has each of the NSECOND
   lengths SECOND (cut short at the end of the input), at every split
   point for the first of those and every STRIDE-th for the others.
   Under kat_quick, only every STRIDE-th split point, for all three.  */
void kat_check_splits (struct kat_hash const *h, uint8_t const *in,
                       size_t len, uint8_t const *key,
                       size_t const *second, size_t nsecond,
                       size_t stride);

/* Piece lengths to feed an update function: each of NFIXED lengths
   FIXED in turn, and the NCYCLE lengths CYCLE repeated.  */
struct kat_pieces
{
  size_t const *fixed;
  size_t nfixed;
  size_t const *cycle;
  size_t ncycle;
};

/* Store in WANT H's one-shot OUTLEN-byte digest of the N bytes at IN,
   keyed with the KEYLEN bytes at KEY, and check that feeding the input
   in the pieces P gives it too.  */
void kat_check_pieces (struct kat_hash const *h,
                       struct kat_pieces const *p, uint8_t const *in,
                       size_t n, uint8_t const *key, size_t keylen,
                       size_t outlen, uint8_t *want);

/* Check H's longest digest of the LEN bytes at IN, unkeyed and keyed
   with its longest key from KEY, with input, key and output buffers
   misaligned by 0 to 15 bytes, one-shot and fed in pieces of CHUNK
   bytes (unkeyed) or KEYED_CHUNK bytes (keyed).  */
void kat_check_misaligned (struct kat_hash const *h, uint8_t const *in,
                           size_t len, uint8_t const *key, size_t chunk,
                           size_t keyed_chunk);

/* If DIR is not null, check H against the official vectors of its NAME
   there (kat_blake2_vectors), one-shot and fed byte by byte.  */
void kat_check_vectors (char const *dir, struct kat_hash const *h);

#endif
