/* test-blake2s.c -- unit test of every compiled-in BLAKE2s implementation

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

/* For each implementation that blake2s_impls returns, point
   blake2s_compress at it and check:
     1. digests written here as literals, and raw compress calls around
        the 64-bit counter carry;
     2. that any way of splitting the input over blake2s_update calls gives
        the one-shot digest;
     3. the official KAT files, when BLAKESUM_VECTORS_DIR is set;
     4. misaligned input, key and output buffers.
   Exit status 0 means pass and 1 failure.  77 (skip) is not used: only
   part 3 needs the vectors, and the rest always runs.  */

#include <config.h>

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "blake2/blake2s.h"
#include "cpu.h"
#include "kat.h"

/* Inputs longer than this are not used.  */
enum { MAX_INPUT = 1048577 };

/* Part 1: literal digests.

   Every digest below was computed once with Python 3's hashlib.blake2s
   (digest_size, key, salt, person, fanout, depth, leaf_size, node_offset,
   node_depth, inner_size, last_node), never from this code.  Unless a
   case gives TEXT, its input is INLEN pattern bytes (kat_fill_pattern)
   and its key is the bytes 0, 1, ..., KEYLEN - 1.  */

struct literal_case
{
  char const *what;
  size_t inlen;
  char const *text;             /* the input, or null for pattern bytes */
  size_t outlen;
  size_t keylen;
  bool tree;                    /* use the tree fields below, else defaults */
  uint8_t fanout;
  uint8_t depth;
  uint32_t leaf_length;
  uint64_t node_offset;         /* < 2^48 */
  uint8_t node_depth;
  uint8_t inner_length;
  char const *salt;             /* zero-padded to 8 bytes; null for none */
  char const *personal;         /* likewise */
  bool last_node;
  char const *hex;
};

static struct literal_case const literal_cases[] =
{
  { "empty", 0, "", 32, 0,
    false, 0, 0, 0x0u, UINT64_C (0x0), 0, 0,
    NULL, NULL, false,
    "69217a3079908094e11121d042354a7c1f55b6482ca1a51e1b250dfd1ed0eef9" },
  { "abc", 3, "abc", 32, 0,
    false, 0, 0, 0x0u, UINT64_C (0x0), 0, 0,
    NULL, NULL, false,
    "508c5e8c327c14e2e1a72ba34eeb452f37458b209ed63a294d999b4c86675982" },
  { "abc, 16 bytes", 3, "abc", 16, 0,
    false, 0, 0, 0x0u, UINT64_C (0x0), 0, 0,
    NULL, NULL, false,
    "aa4938119b1dc7b87cbad0ffd200d0ae" },
  { "abc, 1 byte", 3, "abc", 1, 0,
    false, 0, 0, 0x0u, UINT64_C (0x0), 0, 0,
    NULL, NULL, false,
    "0d" },
  { "fox", 43, "The quick brown fox jumps over the lazy dog", 32, 0,
    false, 0, 0, 0x0u, UINT64_C (0x0), 0, 0,
    NULL, NULL, false,
    "606beeec743ccbeff6cbcdf5d5302aa855c256c29b88c8ed331ea1a6bf3c8812" },
  { "plain", 1, NULL, 32, 0,
    false, 0, 0, 0x0u, UINT64_C (0x0), 0, 0,
    NULL, NULL, false,
    "e34d74dbaf4ff4c6abd871cc220451d2ea2648846c7757fbaac82fe51ad64bea" },
  { "plain", 63, NULL, 32, 0,
    false, 0, 0, 0x0u, UINT64_C (0x0), 0, 0,
    NULL, NULL, false,
    "e57cb79487dd57902432b250733813bd96a84efce59f650fac26e6696aefafc3" },
  { "plain", 64, NULL, 32, 0,
    false, 0, 0, 0x0u, UINT64_C (0x0), 0, 0,
    NULL, NULL, false,
    "56f34e8b96557e90c1f24b52d0c89d51086acf1b00f634cf1dde9233b8eaaa3e" },
  { "plain", 65, NULL, 32, 0,
    false, 0, 0, 0x0u, UINT64_C (0x0), 0, 0,
    NULL, NULL, false,
    "1b53ee94aaf34e4b159d48de352c7f0661d0a40edff95a0b1639b4090e974472" },
  { "plain", 127, NULL, 32, 0,
    false, 0, 0, 0x0u, UINT64_C (0x0), 0, 0,
    NULL, NULL, false,
    "f18417b39d617ab1c18fdf91ebd0fc6d5516bb34cf39364037bce81fa04cecb1" },
  { "plain", 128, NULL, 32, 0,
    false, 0, 0, 0x0u, UINT64_C (0x0), 0, 0,
    NULL, NULL, false,
    "1fa877de67259d19863a2a34bcc6962a2b25fcbf5cbecd7ede8f1fa36688a796" },
  { "plain", 129, NULL, 32, 0,
    false, 0, 0, 0x0u, UINT64_C (0x0), 0, 0,
    NULL, NULL, false,
    "5bd169e67c82c2c2e98ef7008bdf261f2ddf30b1c00f9e7f275bb3e8a28dc9a2" },
  { "plain", 1000, NULL, 32, 0,
    false, 0, 0, 0x0u, UINT64_C (0x0), 0, 0,
    NULL, NULL, false,
    "1c067a5e746fb0f6734efac9a8cdb0e11061f0077f255184365c690115392501" },
  { "plain", 65537, NULL, 32, 0,
    false, 0, 0, 0x0u, UINT64_C (0x0), 0, 0,
    NULL, NULL, false,
    "71a22f1be6dd5b1a0cd9055f8ee17fb36762c55061f119e41ebca0ab9866502f" },
  { "plain", 1048577, NULL, 32, 0,
    false, 0, 0, 0x0u, UINT64_C (0x0), 0, 0,
    NULL, NULL, false,
    "5b6a9e00d9e93e5e5702a6a6f6853905a79f10243d6883f9d49b5e32c43ff310" },
  { "keyed empty, 32-byte key", 0, NULL, 32, 32,
    false, 0, 0, 0x0u, UINT64_C (0x0), 0, 0,
    NULL, NULL, false,
    "48a8997da407876b3d79c0d92325ad3b89cbb754d86ab71aee047ad345fd2c49" },
  { "keyed empty, 1-byte key", 0, NULL, 32, 1,
    false, 0, 0, 0x0u, UINT64_C (0x0), 0, 0,
    NULL, NULL, false,
    "cdcf93dac5437c31bf1e79a8398fbbddd1cef4427428ced165264455a9c48a95" },
  { "keyed abc", 3, "abc", 16, 32,
    false, 0, 0, 0x0u, UINT64_C (0x0), 0, 0,
    NULL, NULL, false,
    "61ba5f165c194692e09d12520cc4c74a" },
  { "keyed", 64, NULL, 32, 32,
    false, 0, 0, 0x0u, UINT64_C (0x0), 0, 0,
    NULL, NULL, false,
    "8975b0577fd35566d750b362b0897a26c399136df07bababbde6203ff2954ed4" },
  { "keyed", 65, NULL, 24, 16,
    false, 0, 0, 0x0u, UINT64_C (0x0), 0, 0,
    NULL, NULL, false,
    "bc5d8aac0903695ec4af7122fd022e5097955fdd01e84a86" },
  { "keyed", 1000, NULL, 20, 1,
    false, 0, 0, 0x0u, UINT64_C (0x0), 0, 0,
    NULL, NULL, false,
    "ca320a8f2f16210e59005b1ad78dac33e85f938c" },
  { "keyed", 65537, NULL, 32, 32,
    false, 0, 0, 0x0u, UINT64_C (0x0), 0, 0,
    NULL, NULL, false,
    "be62cedc0731c107b2c628cd6acf8e979bb5de4837fed81ba72e65716bda1680" },
  { "salt+personal", 0, NULL, 32, 0,
    false, 0, 0, 0x0u, UINT64_C (0x0), 0, 0,
    "01234567", "Checksum", false,
    "112a513e72b6cea5568e7b09d9aaae1b13284f1002b07b5dc958717f15c50ebf" },
  { "salt+personal", 3, NULL, 32, 0,
    false, 0, 0, 0x0u, UINT64_C (0x0), 0, 0,
    "01234567", "Checksum", false,
    "cd10f2175d65e3d9d15cf9d3883189761f7fce35b6dc9302b93df6d7254b9b52" },
  { "salt+personal", 64, NULL, 32, 0,
    false, 0, 0, 0x0u, UINT64_C (0x0), 0, 0,
    "01234567", "Checksum", false,
    "b978ae5ff4092081e6e2b902488bcf15c08bf9850d4806e6295e308cc40b8db2" },
  { "salt+personal", 65, NULL, 32, 0,
    false, 0, 0, 0x0u, UINT64_C (0x0), 0, 0,
    "01234567", "Checksum", false,
    "b5efa7f669af84450c822e8b2ffa22748697fd466e77bc8cdd959556503afc06" },
  { "short salt+personal", 200, NULL, 32, 0,
    false, 0, 0, 0x0u, UINT64_C (0x0), 0, 0,
    "0123", "hi", false,
    "f5f9b0b200608c11e03630705d8e4339ba54acdc94dc79ae630cd4a5aac95731" },
  { "salt only", 10, NULL, 16, 0,
    false, 0, 0, 0x0u, UINT64_C (0x0), 0, 0,
    "saltsalt", NULL, false,
    "9eb475b0df38a8012b780b530d2be31e" },
  { "personal only", 10, NULL, 16, 0,
    false, 0, 0, 0x0u, UINT64_C (0x0), 0, 0,
    NULL, "my app", false,
    "7902873efd221cca645c9e4e23e6b471" },
  { "key+salt+personal", 300, NULL, 32, 32,
    false, 0, 0, 0x0u, UINT64_C (0x0), 0, 0,
    "01234567", "Checksum", false,
    "885e83742a6a1bfdccbb921968e28a564fdeba45dd9bb926ea12ca13321f696e" },
  { "tree params, last node", 0, NULL, 32, 0,
    true, 4, 3, 0x1000u, UINT64_C (0x123456789abc), 1, 16,
    NULL, NULL, true,
    "904264dc28e01ceada3d5c589e31a2c4e5c5db0fe234216b739da9c9240325b8" },
  { "tree params, last node", 1, NULL, 32, 0,
    true, 4, 3, 0x1000u, UINT64_C (0x123456789abc), 1, 16,
    NULL, NULL, true,
    "a57d821c63d53c3b5902951ed6bb48f8a8e7ff8edfecbf930516dcb962c72ef5" },
  { "tree params, last node", 63, NULL, 32, 0,
    true, 4, 3, 0x1000u, UINT64_C (0x123456789abc), 1, 16,
    NULL, NULL, true,
    "3478355934d69c82e0be837c2dc41b33374ccb39a582e53f156a8e990c04e2ff" },
  { "tree params, last node", 64, NULL, 32, 0,
    true, 4, 3, 0x1000u, UINT64_C (0x123456789abc), 1, 16,
    NULL, NULL, true,
    "2c43dcdab83f7a6c7e807f8aa8bb64562350eebbb34d901a82a0c993bbad96e5" },
  { "tree params, last node", 65, NULL, 32, 0,
    true, 4, 3, 0x1000u, UINT64_C (0x123456789abc), 1, 16,
    NULL, NULL, true,
    "bce35670ed757b1c4bec9ab6848d514dd52600ff3b317a243990d8bbc738215f" },
  { "tree params, last node", 300, NULL, 32, 0,
    true, 4, 3, 0x1000u, UINT64_C (0x123456789abc), 1, 16,
    NULL, NULL, true,
    "07df16eea039c8a4997040b10d79bdae66cb887dbdf0b3b848060a2d12e4002d" },
  { "tree params, last node", 4097, NULL, 32, 0,
    true, 4, 3, 0x1000u, UINT64_C (0x123456789abc), 1, 16,
    NULL, NULL, true,
    "596754d3bde1cb0484487ce5da58acd9f2264e203110ed07a64caf3dfffde14d" },
  { "tree params, not last", 300, NULL, 32, 0,
    true, 4, 3, 0x1000u, UINT64_C (0x123456789abc), 1, 16,
    NULL, NULL, false,
    "03f689dbe6ee5e1fc2d1984c7947f671b8f3e85bd419878a7bb9481ddfb1fb64" },
  { "last node only", 0, NULL, 32, 0,
    false, 0, 0, 0x0u, UINT64_C (0x0), 0, 0,
    NULL, NULL, true,
    "24fc113c3dbe8c84493c7040aeaf0d68cc3b7bab0dcdae49dbbb4a70259d5c36" },
  { "last node only", 200, NULL, 32, 0,
    false, 0, 0, 0x0u, UINT64_C (0x0), 0, 0,
    NULL, NULL, true,
    "16fea43b88af5b906311506cc8a485a708b6289eaa1a630413881fbc7a686086" },
  { "extreme params", 50, NULL, 32, 0,
    true, 0, 255, 0xffffffffu, UINT64_C (0xffff00000001), 255, 32,
    NULL, NULL, false,
    "a4247922e246093483a7fe43eebe8b29e53549b8b2d367c273bb18bcda8a5507" },
  { "node_offset 2^32", 10, NULL, 32, 0,
    true, 1, 1, 0x0u, UINT64_C (0x100000000), 0, 0,
    NULL, NULL, false,
    "55893327c01ed49eedd1473fec92ec30b788d4460aeb614038628ce115452888" },
  { "node_offset 2^47 + 2^40", 10, NULL, 32, 0,
    true, 1, 1, 0x0u, UINT64_C (0x810000000000), 0, 0,
    NULL, NULL, false,
    "21353c8bb4a047187f158de6e322171245d4ed12304b9a5c5240ff30e3461aec" },
  { "node_offset 2^48 - 1", 10, NULL, 32, 0,
    true, 1, 1, 0x0u, UINT64_C (0xffffffffffff), 0, 0,
    NULL, NULL, false,
    "3fb92992058dacc3d9bbdd60dd23cbc72b6878f85ce636849f7f781cbc119fa7" },
  { "bt2sum-like leaf", 4096, NULL, 32, 0,
    true, 0, 2, 0x1000u, UINT64_C (0x3), 0, 32,
    NULL, NULL, true,
    "a25a04dcdf70861ca1148dcda1b368bb85f4cbecbcd92b58a5ad2fe967d7defe" },
  { "everything", 300, NULL, 20, 32,
    true, 2, 5, 0x10000u, UINT64_C (0x800000000000), 3, 24,
    "01234567", "Checksum", true,
    "bfc9c5affccfee714205124a04bee868c61c2796" },
};

/* BLAKE2s-N (pattern (200)), N = 1..32.  */
static char const *const outlen_cases[32] =
{
  "09",
  "5408",
  "3fb890",
  "66db8db6",
  "6066a5799b",
  "e4d86fae9141",
  "b8ced358b37795",
  "ae22e2be0604f6c2",
  "3c4c0b98806a859434",
  "a2bbbd6e9690853a7e2a",
  "f475b6425d6344a2c8067d",
  "eb2f9b17dc53ee4eab87fab5",
  "773dbe01911676a40fae4ce7df",
  "b3f1614eae299c1c9c3ef2550277",
  "0a6db8f18fb04a03f5819e13b8fa91",
  "60e1aeb835cbdc82f24af34585a9df13",
  "f77c2dd43e13647f98e576530d3ed85a6b",
  "0bad889c59ebefd13cef9c90c6c65df49f30",
  "9222b6c5cbc90a9821100a377ceb666bf0b53e",
  "35ef51251df08437c4d5c7ecd7662b56d0a3f07c",
  "7754f1920ecd00d13692d1a691d9a5b3ff707014a3",
  "bb36a988f04e22cbfbee7320424c76656c7ebef5a0b8",
  "453727a21a1f01b221b532f3157dabe7df55b38983de63",
  "941eda33aaf78c513f6261393aa5c541ebc987f3b111891b",
  "3438f322e693149bd84e1f8f073bd2609e6a62a458cb9b70a0",
  "3f7147af18bfe4e5f46dd0041661fc13d487815bf226544cf975",
  "b826b339b98dff82e033203749fc127f09eb45f36b99a74ba31cad",
  "dcd646d913286f77fa6bd9b5e1999646a26448e586bcb54462e1d38d",
  "43249a56cb97d001ef89211e49c23403f32767bed7fd8800eb28533e23",
  "17f1da6581a6392b767f3f5c147320980509788b3d9886b97627caba9440",
  "e3792c385d83ce4681d9127b49b348b4e1b7bba6d37c95a3491a1ffe9b4d03",
  "6d244e1a06ce4ef578dd0f63aff0936706735119ca9c8d22d86c801414ab9741",
};

/* BLAKE2s-256 (pattern (65)) keyed with the bytes 0 .. K - 1, K = 1..32.  */
static char const *const keylen_cases[32] =
{
  "3ab120e202c7ce80d8e4bd275fcc8cac55198b21840561ff5232c6867b336ec5",
  "4b4de4ea23deb748215f15762906c4c52ca8f23b4581b3ad1a79d545fa4f4722",
  "1b10bd35d50f93f2f1a34c6f9e434ee246fbe38308826201958ced0985766a92",
  "21bbdb18bd3e16ea4421801ae8d6e7eeca27bb13d57d53b43189798fe7c8447c",
  "3936e633d92416d1adf60486c3868fb62233b0c9cf94e44530c6a3cf56a9ef5d",
  "cd5d9b9544291fca161a76ce564b96a07f9747b25303ec334cdec37f98c41b4e",
  "02881d2864474908a733b8107b1a228f074a07a60d5f8db3575f4a11bbdb1c9b",
  "589331004ff2198b176d2b70a86e6db74bd4c3fd0cfe5a9b251fa9e234534637",
  "0d82d9221a3bcdf5f56f54bf1d0e35bd06ecaaeacde43c85c053ae406ec5d4ce",
  "3b6a291420cddd0845021ecdbd0c377f89c1cb642427fc78b437fd76df97d0b3",
  "71a97560a2d4f018c0d4d0ea1348616d8dcbd6919aa34151647fcc9e07569ccd",
  "a8aa26ae0485fbc39197f994175091d74ee3b4705446aa5caed036fea16c5170",
  "940e7a9f811211d396c92d3f3561267e13cbc633f1658ca3900df508cefede3d",
  "c72c19d15ea6e43a78bb1885833fd2bfb869bfde2596ef03ad18337c1113def4",
  "aa03c168998a144bf2d3437d1f0780a9ea7b7766f9a059d3b896a4850e9d1c3b",
  "663c663b0a34211816968d004d286d543fcb1707bdde93bbd485cb225436aeff",
  "30cf83fcb29ddafbbcf41eaaa837bab4aa210dacfa1762d310898c57c8f1739b",
  "115f515e3034a623eefd98f3668db0ef4d4f3b7193c5f1b18e905d4adbfed222",
  "d701cd3006d9d515dc99b50537c9f90a995e4a20571f8371aa481fa9a8fe7ef8",
  "58d6668419e4e10d59d47bc798117ebacd28d80520be86160842be5a5c068d14",
  "19776444f53f1896094ead0f7eab38401be507f54b28cc5ab36b5d3d164c8a62",
  "054e2cc08937d54e394b9c7b104c7070c9540bc84dc6b71fe091ddca565f882a",
  "15f90abcf18e591bc58034733fd82d75b6cfa4d744e27ac8e45f5fdc4984ffeb",
  "50a58ea37906cf8d257741b83482055f05e09ead136059c0c3e7bc7ac6bc54e7",
  "35737df0b65bcf0d86ba2b721d1cdeef2ad38b5f32fe6f313e6eded83f2e584a",
  "778dbecf9f649bccc464d69399c44d0bea3f6dfe0520b740afd06541da48ef7f",
  "cf1fc4c7fd24ba11130ded5451c87c997170707e8829a47341431f1fb695a32a",
  "c019bd56ef570afa13c23cb46c8e754b0471c2f69285243290a9604034739012",
  "9bf266701c719c99f08666dc31df543c4b5f55263e105c1ef70baed59eeae353",
  "5745a58c4a6115f7049f6a95dc826f4b3a0ce4f6fe3bf52a1749b03ddeb2bcad",
  "d8edc3e43ed0375650b12a693a48093c88d1f42ce27a5e4867cd954888e90176",
  "21fe0ceb0052be7fb0f004187cacd7de67fa6eb0938d927677f2398c132317a8",
};

/* The RFC 7693 Appendix E self-test: a BLAKE2s-256 over the
   digests of selftest_seq inputs of lengths 0, 3, 64, 65, 255, 1024,
   digest lengths 16, 20, 28, 32, unkeyed and keyed.  The RFC prints this
   value; hashlib reproduces it.  */
#define RFC_GRAND_HASH \
  "6a411f08ce25adcdfb02aba641451cec53c598b24f4fc787fbdc88797f4c1dfe"

/* A BLAKE2s-256 over the digests of the pattern inputs of lengths
   N = 0..300, each of length 1 + (7 N mod 32), keyed with the bytes
   0 .. K - 1 where K = 5 N mod 33 for odd N and unkeyed for even N.
   Computed with hashlib.  */
#define LENGTHS_GRAND_HASH \
  "bcfd9ed4996a0673c35876abc57ea16a989bf8f31f8f8ff4cb15f8929f738d06"

/* Raw compress calls.  Each starts from the chaining value of an unkeyed
   32-byte hash (IV XOR 0x01010020 in word 0), with counter T and flags F,
   and compresses NBLOCKS blocks of the pattern bytes 17, 18, ... adding
   INC to the counter before each block; the results are T_AFTER and the
   chaining value HEX (little-endian words).  hashlib cannot start from an
   arbitrary counter, so these were computed with the pure-Python BLAKE2s
   core in the project notes (shared/spec/blake2.md section 7.1), which
   matches hashlib on ordinary hashes.  They test the carry from t[0]
   into t[1], which only inputs of 4 GiB or more reach.  */
struct compress_case
{
  char const *what;
  uint32_t t[2];
  uint32_t f[2];
  size_t nblocks;
  uint32_t inc;
  uint32_t t_after[2];
  char const *hex;
};

static struct compress_case const compress_cases[] =
{
  { "carry into t[1] mid-call",
    { UINT32_C (0xffffffc0), UINT32_C (0x00000000) },
    { UINT32_C (0x00000000), UINT32_C (0x00000000) },
    3, 64,
    { UINT32_C (0x00000080), UINT32_C (0x00000001) },
    "80bedeb659109b7f9b4f50d2b80fc1b40c14e704b5c5271a26a88c0e9043867c" },
  { "carry with a short final block",
    { UINT32_C (0xfffffff6), UINT32_C (0x00000005) },
    { UINT32_C (0xffffffff), UINT32_C (0xffffffff) },
    1, 50,
    { UINT32_C (0x00000028), UINT32_C (0x00000006) },
    "a8ba06046c12a0817671a7874c9072ba45c3359da29406a30c90b3ccd4b760da" },
  { "64-bit wrap",
    { UINT32_C (0xffffffff), UINT32_C (0xffffffff) },
    { UINT32_C (0xffffffff), UINT32_C (0x00000000) },
    1, 1,
    { UINT32_C (0x00000000), UINT32_C (0x00000000) },
    "ccff88a7a5160c5684286cea35ef3c44aef4cab385b5a31ae9f6a0b6b9323e53" },
  { "high counter word",
    { UINT32_C (0x76543210), UINT32_C (0x89abcdef) },
    { UINT32_C (0x00000000), UINT32_C (0x00000000) },
    5, 64,
    { UINT32_C (0x76543350), UINT32_C (0x89abcdef) },
    "aa4c653c650a30992a088df4eae761f0e01516c1fcced2d1c9d636047803188c" },
  { "final block with no bytes",
    { UINT32_C (0x00000100), UINT32_C (0x00000007) },
    { UINT32_C (0xffffffff), UINT32_C (0x00000000) },
    1, 0,
    { UINT32_C (0x00000100), UINT32_C (0x00000007) },
    "3e174871108d4df509e97ad7a865fe690db9de598ad86ddf9507e10f7f8750ca" },
};

/* Lengths of the grand-hash inputs.  */
enum { SPLIT_LEN = 300 };

/* The input: MAX_INPUT pattern bytes from 0.  Allocated once, so that it
   is as aligned as malloc makes it.  */
static uint8_t *pattern;

/* The key bytes 0, 1, ..., 31.  */
static uint8_t key32[BLAKE2S_KEYBYTES];

/* Feed the INLEN bytes at IN to S in pieces of CHUNK bytes, or all at once
   if CHUNK is 0.  */
static void
update_chunked (struct blake2s_state *s, uint8_t const *in, size_t inlen,
                size_t chunk)
{
  if (chunk == 0)
    chunk = inlen;
  for (size_t i = 0; i < inlen; i += chunk)
    blake2s_update (s, in + i, inlen - i < chunk ? inlen - i : chunk);
}

/* Hash the INLEN bytes at IN, keyed with the KEYLEN bytes at KEY, into the
   OUTLEN bytes at OUT, feeding blake2s_update pieces of CHUNK bytes (0 for
   all at once).  */
static void
hash_chunked (uint8_t *out, size_t outlen, uint8_t const *in, size_t inlen,
              uint8_t const *key, size_t keylen, size_t chunk)
{
  struct blake2s_state s;

  blake2s_init (&s, outlen, key, keylen);
  update_chunked (&s, in, inlen, chunk);
  blake2s_final (&s, out);
}

/* Hash literal case C through blake2s_init_param, in pieces of CHUNK
   bytes, into OUT.  */
static void
hash_literal_case (uint8_t *out, struct literal_case const *c,
                   uint8_t const *in, size_t chunk)
{
  struct blake2s_param p;
  struct blake2s_state s;

  blake2s_param_default (&p, c->outlen);
  p.key_length = (uint8_t) c->keylen;
  if (c->tree)
    {
      p.fanout = c->fanout;
      p.depth = c->depth;
      p.leaf_length = c->leaf_length;
      p.node_offset = c->node_offset;
      p.node_depth = c->node_depth;
      p.inner_length = c->inner_length;
    }
  if (c->salt)
    memcpy (p.salt, c->salt, strlen (c->salt));
  if (c->personal)
    memcpy (p.personal, c->personal, strlen (c->personal));
  blake2s_init_param (&s, &p);
  if (c->keylen > 0)
    blake2s_update_key (&s, key32, c->keylen);
  blake2s_set_last_node (&s, c->last_node);
  update_chunked (&s, in, c->inlen, chunk);
  blake2s_final (&s, out);
}

static void
test_literals (void)
{
  static size_t const chunks[] = { 0, 1000, 7 };
  uint8_t out[BLAKE2S_OUTBYTES + 8];
  char what[160];

  for (size_t i = 0; i < countof (literal_cases); i++)
    {
      struct literal_case const *c = &literal_cases[i];
      uint8_t const *in = c->text ? (uint8_t const *) c->text : pattern;

      for (size_t j = 0; j < countof (chunks); j++)
        {
          snprintf (what, sizeof what, "%s (%zu bytes, chunks of %zu)",
                    c->what, c->inlen, chunks[j]);
          memset (out, 0xa5, sizeof out);
          hash_literal_case (out, c, in, chunks[j]);
          kat_check_hex (out, c->outlen, c->hex, what);
          kat_check_canary (out + c->outlen, sizeof out - c->outlen, what);
        }

      /* Cases with default parameters must also come out of the
         convenience functions.  */
      if (!c->tree && !c->salt && !c->personal && !c->last_node)
        {
          snprintf (what, sizeof what, "%s (%zu bytes, one-shot)",
                    c->what, c->inlen);
          memset (out, 0xa5, sizeof out);
          blake2s (out, c->outlen, in, c->inlen, key32, c->keylen);
          kat_check_hex (out, c->outlen, c->hex, what);
          kat_check_canary (out + c->outlen, sizeof out - c->outlen, what);
        }
    }

  for (size_t n = 1; n <= BLAKE2S_OUTBYTES; n++)
    {
      snprintf (what, sizeof what, "output length %zu", n);
      memset (out, 0xa5, sizeof out);
      blake2s (out, n, pattern, 200, NULL, 0);
      kat_check_hex (out, n, outlen_cases[n - 1], what);
      kat_check_canary (out + n, sizeof out - n, what);
    }

  for (size_t k = 1; k <= BLAKE2S_KEYBYTES; k++)
    {
      snprintf (what, sizeof what, "key length %zu", k);
      blake2s (out, 32, pattern, 65, key32, k);
      kat_check_hex (out, 32, keylen_cases[k - 1], what);
    }

  /* RFC 7693 Appendix E.  */
  {
    static size_t const md_len[] = { 16, 20, 28, 32 };
    static size_t const in_len[] = { 0, 3, 64, 65, 255, 1024 };
    uint8_t in[1024], key[BLAKE2S_KEYBYTES], md[BLAKE2S_OUTBYTES];
    struct blake2s_state grand;

    blake2s_init (&grand, 32, NULL, 0);
    for (size_t i = 0; i < countof (md_len); i++)
      for (size_t j = 0; j < countof (in_len); j++)
        {
          size_t outlen = md_len[i], inlen = in_len[j];
          kat_selftest_seq (in, inlen, (uint32_t) inlen);
          blake2s (md, outlen, in, inlen, NULL, 0);
          blake2s_update (&grand, md, outlen);
          kat_selftest_seq (key, outlen, (uint32_t) outlen);
          blake2s (md, outlen, in, inlen, key, outlen);
          blake2s_update (&grand, md, outlen);
        }
    blake2s_final (&grand, out);
    kat_check_hex (out, 32, RFC_GRAND_HASH, "RFC 7693 self-test");
  }
}

/* Store the chaining value H little-endian at OUT.  */
static void
store_h (uint8_t out[BLAKE2S_OUTBYTES], uint32_t const h[8])
{
  for (int i = 0; i < 8; i++)
    for (int j = 0; j < 4; j++)
      out[4 * i + j] = (uint8_t) (h[i] >> (8 * j));
}

static void
test_compress (void)
{
  static uint32_t const no_flags[2] = { 0, 0 };
  /* A union, so that BLOCKS + OFF is misaligned by exactly OFF.  */
  static union
  {
    uint32_t align;
    uint8_t b[10 * BLAKE2S_BLOCKBYTES + 8];
  } buf;
  struct blake2s_state s0;
  uint8_t out[BLAKE2S_OUTBYTES];
  char what[160];

  blake2s_init (&s0, 32, NULL, 0);

  for (size_t i = 0; i < countof (compress_cases); i++)
    {
      struct compress_case const *c = &compress_cases[i];
      uint32_t h[8], t[2] = { c->t[0], c->t[1] };

      memcpy (h, s0.h, sizeof h);
      kat_fill_pattern (buf.b, c->nblocks * BLAKE2S_BLOCKBYTES, 17);
      blake2s_compress (h, t, c->f, buf.b, c->nblocks, c->inc);
      store_h (out, h);
      snprintf (what, sizeof what, "compress: %s", c->what);
      kat_check_hex (out, BLAKE2S_OUTBYTES, c->hex, what);
      if (t[0] != c->t_after[0] || t[1] != c->t_after[1])
        kat_fail ("%s: counter %#llx:%#llx, expected %#llx:%#llx", what,
                  (unsigned long long) t[1], (unsigned long long) t[0],
                  (unsigned long long) c->t_after[1],
                  (unsigned long long) c->t_after[0]);
    }

  /* One call for NBLOCKS blocks must equal NBLOCKS calls for one block,
     and both must equal the portable code, whatever the alignment; the
     counter starts just below a carry.  */
  kat_fill_pattern (buf.b, sizeof buf.b, 5);
  for (size_t off = 0; off < 8; off++)
    for (size_t nblocks = 1; nblocks <= 10; nblocks++)
      {
        uint32_t h1[8], h2[8], h3[8];
        uint32_t t1[2] = { UINT32_MAX - 150, 9 };
        uint32_t t2[2] = { UINT32_MAX - 150, 9 };
        uint32_t t3[2] = { UINT32_MAX - 150, 9 };
        uint8_t const *blocks = buf.b + off;

        memcpy (h1, s0.h, sizeof h1);
        memcpy (h2, s0.h, sizeof h2);
        memcpy (h3, s0.h, sizeof h3);
        blake2s_compress (h1, t1, no_flags, blocks, nblocks, 64);
        for (size_t i = 0; i < nblocks; i++)
          blake2s_compress (h2, t2, no_flags,
                            blocks + i * BLAKE2S_BLOCKBYTES, 1, 64);
        blake2s_compress_ref (h3, t3, no_flags, blocks, nblocks, 64);
        snprintf (what, sizeof what,
                  "compress: %zu blocks at offset %zu", nblocks, off);
        if (memcmp (h1, h2, sizeof h1) != 0 || t1[0] != t2[0]
            || t1[1] != t2[1])
          kat_fail ("%s: differs from one block per call", what);
        if (memcmp (h1, h3, sizeof h1) != 0 || t1[0] != t3[0]
            || t1[1] != t3[1])
          kat_fail ("%s: differs from the portable code", what);
      }

  /* Final blocks of every length and flag combination, against the
     portable code.  */
  for (uint32_t inc = 0; inc <= BLAKE2S_BLOCKBYTES; inc++)
    for (int flags = 0; flags < 4; flags++)
      {
        uint32_t f[2] = { flags & 1 ? UINT32_MAX : 0,
                          flags & 2 ? UINT32_MAX : 0 };
        uint32_t h1[8], h2[8];
        uint32_t t1[2] = { 1000 + inc, 0 }, t2[2] = { 1000 + inc, 0 };

        memcpy (h1, s0.h, sizeof h1);
        memcpy (h2, s0.h, sizeof h2);
        blake2s_compress (h1, t1, f, buf.b + 3, 1, inc);
        blake2s_compress_ref (h2, t2, f, buf.b + 3, 1, inc);
        if (memcmp (h1, h2, sizeof h1) != 0 || t1[0] != t2[0]
            || t1[1] != t2[1])
          kat_fail ("compress: final block of %d bytes, flags %d: differs"
                    " from the portable code", (int) inc, flags);
      }
}

/* Part 2: any split of the input gives the one-shot digest.  */
static void
test_splits (void)
{
  static struct
  {
    size_t outlen, keylen;
  } const variants[] = { { 32, 0 }, { 17, 32 }, { 20, 1 } };
  static size_t const chunks[] = { 1, 2, 3, 5, 31, 32, 33, 63, 64, 65,
                                   100, 128 };
  static size_t const irregular[] = { 1, 63, 64, 65, 3, 127, 128, 2 };
  uint8_t const *in = pattern;
  uint8_t want[BLAKE2S_OUTBYTES], got[BLAKE2S_OUTBYTES];
  char what[160];

  for (size_t v = 0; v < countof (variants); v++)
    {
      size_t outlen = variants[v].outlen, keylen = variants[v].keylen;

      blake2s (want, outlen, in, SPLIT_LEN, key32, keylen);

      for (size_t i = 0; i <= SPLIT_LEN; i++)
        {
          struct blake2s_state s;

          blake2s_init (&s, outlen, key32, keylen);
          blake2s_update (&s, in, i);
          blake2s_update (&s, NULL, 0);
          blake2s_update (&s, in + i, SPLIT_LEN - i);
          blake2s_final (&s, got);
          snprintf (what, sizeof what,
                    "split at %zu (outlen %zu, keylen %zu)", i, outlen,
                    keylen);
          kat_check_same (got, want, outlen, what);

          /* Three pieces, the second chosen to end just before, at and
             just after block boundaries.  */
          static size_t const second[] = { 0, 1, 63, 64, 65, 128,
                                           SPLIT_LEN };
          for (size_t k = 0; k < countof (second); k++)
            {
              size_t j = i + second[k] < SPLIT_LEN ? i + second[k]
                                                    : SPLIT_LEN;
              blake2s_init (&s, outlen, key32, keylen);
              blake2s_update (&s, in, i);
              blake2s_update (&s, in + i, j - i);
              blake2s_update (&s, in + j, SPLIT_LEN - j);
              blake2s_final (&s, got);
              snprintf (what, sizeof what,
                        "split at %zu and %zu (outlen %zu, keylen %zu)", i,
                        j, outlen, keylen);
              kat_check_same (got, want, outlen, what);
            }
        }
    }

  /* Every length 0..SPLIT_LEN, with the output and key lengths of
     LENGTHS_GRAND_HASH.  The grand hash checks the one-shot digests; the
     chunked ones are compared with them.  */
  struct blake2s_state grand;
  blake2s_init (&grand, 32, NULL, 0);
  for (size_t n = 0; n <= SPLIT_LEN; n++)
    {
      size_t outlen = 1 + (n * 7) % 32;
      size_t keylen = n % 2 ? (n * 5) % 33 : 0;

      blake2s (want, outlen, in, n, key32, keylen);
      blake2s_update (&grand, want, outlen);

      for (size_t c = 0; c < countof (chunks); c++)
        {
          hash_chunked (got, outlen, in, n, key32, keylen, chunks[c]);
          snprintf (what, sizeof what, "length %zu in chunks of %zu", n,
                    chunks[c]);
          kat_check_same (got, want, outlen, what);
        }

      struct blake2s_state s;
      size_t done = 0;
      blake2s_init (&s, outlen, key32, keylen);
      for (size_t c = 0; done < n; c = (c + 1) % countof (irregular))
        {
          size_t piece = n - done < irregular[c] ? n - done : irregular[c];
          blake2s_update (&s, in + done, piece);
          done += piece;
        }
      blake2s_final (&s, got);
      snprintf (what, sizeof what, "length %zu in irregular chunks", n);
      kat_check_same (got, want, outlen, what);
    }
  blake2s_final (&grand, got);
  kat_check_hex (got, 32, LENGTHS_GRAND_HASH, "lengths 0..300 grand hash");
}

/* Part 3: the official test vectors, through kat_blake2_vectors.  Check
   vector V both one-shot and fed byte by byte.  */
static void
check_vector (struct kat_blake2_vector const *v, void const *arg)
{
  uint8_t got[BLAKE2S_OUTBYTES];
  char what[KAT_WHERE_MAX + 32];

  blake2s (got, v->hashlen, v->in, v->inlen, v->key, v->keylen);
  snprintf (what, sizeof what, "%s (one-shot)", v->where);
  kat_check_same (got, v->hash, v->hashlen, what);

  hash_chunked (got, v->hashlen, v->in, v->inlen, v->key, v->keylen, 1);
  snprintf (what, sizeof what, "%s (byte by byte)", v->where);
  kat_check_same (got, v->hash, v->hashlen, what);
}

/* Part 4: misaligned buffers.  */
static void
test_misaligned (void)
{
  enum { LEN = 1000 };
  /* Unions, so that member + OFF is misaligned by exactly OFF.  */
  static union
  {
    uint32_t align;
    uint8_t b[LEN + 16];
  } inbuf;
  static union
  {
    uint32_t align;
    uint8_t b[BLAKE2S_KEYBYTES + 16];
  } keybuf;
  static union
  {
    uint32_t align;
    uint8_t b[BLAKE2S_OUTBYTES + 16];
  } outbuf;
  uint8_t want[BLAKE2S_OUTBYTES], want_keyed[BLAKE2S_OUTBYTES];
  char what[160];

  /* Both reference digests come from aligned buffers; the first equals a
     literal case ("plain", 1000 bytes).  */
  blake2s (want, 32, pattern, LEN, NULL, 0);
  blake2s (want_keyed, 32, pattern, LEN, key32, 32);

  for (size_t off = 0; off < 16; off++)
    {
      uint8_t *in = inbuf.b + off, *key = keybuf.b + off;
      uint8_t *out = outbuf.b + off;

      memcpy (in, pattern, LEN);
      memcpy (key, key32, BLAKE2S_KEYBYTES);

      blake2s (out, 32, in, LEN, NULL, 0);
      snprintf (what, sizeof what, "input at offset %zu", off);
      kat_check_same (out, want, 32, what);

      hash_chunked (out, 32, in, LEN, NULL, 0, 65);
      snprintf (what, sizeof what, "input at offset %zu, chunks of 65",
                off);
      kat_check_same (out, want, 32, what);

      blake2s (out, 32, in, LEN, key, 32);
      snprintf (what, sizeof what, "input and key at offset %zu", off);
      kat_check_same (out, want_keyed, 32, what);

      hash_chunked (out, 32, in, LEN, key, 32, 100);
      snprintf (what, sizeof what,
                "input and key at offset %zu, chunks of 100", off);
      kat_check_same (out, want_keyed, 32, what);
    }
}

/* Check what blake2s_impls and blake2s_select report.  */
static void
test_dispatch (struct blake2s_impl const *impls, size_t n)
{
  kat_set_subject ("dispatch");
  if (n < 1 || strcmp (impls[0].name, "portable") != 0
      || impls[0].compress != blake2s_compress_ref)
    {
      kat_fail ("the portable implementation is not listed first");
      return;
    }
  for (size_t i = 1; i < n; i++)
    if (impls[i].level <= impls[i - 1].level)
      kat_fail ("implementations not in ascending level order");

  int allowed = (int) cpu_isa ();
  char const *name = blake2s_select ();
  blake2s_compress_fn *chosen = blake2s_compress;
  bool found = false;
  for (size_t i = 0; i < n; i++)
    if (strcmp (impls[i].name, name) == 0)
      {
        found = true;
        if (impls[i].compress != chosen)
          kat_fail ("blake2s_select chose %s but set another function", name);
        /* Every later entry must be above what cpu_isa allows, or the
           choice was not the best one.  */
        if (i + 1 < n && impls[i + 1].level <= allowed)
          kat_fail ("blake2s_select chose %s, but %s is allowed", name,
                    impls[i + 1].name);
      }
  if (!found)
    kat_fail ("blake2s_select chose %s, which blake2s_impls does not list",
              name);

  blake2s_compress = blake2s_compress_ref;
  if (strcmp (blake2s_select (), name) != 0 || blake2s_compress != chosen)
    kat_fail ("blake2s_select is not idempotent");
  printf ("blake2s: %zu implementation%s, blake2s_select chose %s\n", n,
          n == 1 ? "" : "s", name);
}

int
main (void)
{
  size_t n;
  struct blake2s_impl const *impls = blake2s_impls (&n);
  blake2s_compress_fn *saved = blake2s_compress;
  char const *dir;

  kat_init ("test-blake2s");
  dir = kat_vectors_dir ();
  pattern = kat_xmalloc (MAX_INPUT);
  kat_fill_pattern (pattern, MAX_INPUT, 0);
  kat_fill_key (key32, sizeof key32);

  for (size_t i = 0; i < n; i++)
    {
      int before = kat_failures ();

      kat_set_subject ("blake2s %s", impls[i].name);
      blake2s_compress = impls[i].compress;
      test_literals ();
      test_compress ();
      test_splits ();
      test_misaligned ();
      if (dir)
        kat_blake2_vectors (dir, "blake2s", BLAKE2S_KEYBYTES,
                            BLAKE2S_OUTBYTES, check_vector, NULL);
      printf ("%s: %s\n", kat_subject (),
              kat_failures () == before ? "ok" : "FAILED");
    }
  blake2s_compress = saved;

  test_dispatch (impls, n);

  if (!dir)
    puts ("blake2s: BLAKESUM_VECTORS_DIR is not set;"
          " skipped the official test vectors");
  free (pattern);
  kat_summary ("blake2s");
  return kat_exit_status ();
}
