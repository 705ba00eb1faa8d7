/* test-blake2.c -- unit test of BLAKE2b and BLAKE2s over every kernel row

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

/* BLAKE2b is checked under each row that blake2b_impls returns, and
   BLAKE2s under each that blake2s_impls returns, made the row in use
   with blake2b_use_impl or blake2s_use_impl:
     1. digests written here as literals, and raw compress calls around
        the carry of the counter (128 bits in BLAKE2b, 64 in BLAKE2s);
     2. that any way of splitting the input over the update calls gives
        the one-shot digest;
     3. the official KAT files, when BLAKESUM_VECTORS_DIR is set;
     4. misaligned input, key and output buffers.
   Then, for each algorithm, what the dispatch functions report.  The
   two algorithms differ in their word size and their lengths, so one
   set of tests serves both through the table ALGOS, as in
   test-blake2p.c, with which this shares the checks in kat.c.  Exit
   status 0 means pass and 1 failure.  77 (skip) is not used: only
   part 3 needs the vectors, and the rest always runs.  */

#include <config.h>

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "blake2/blake2b.h"
#include "blake2/blake2s.h"
#include "core/cpu.h"
#include "kat.h"

/* Inputs longer than this are not used.  */
enum { MAX_INPUT = 1048577 };

/* Lengths of the grand-hash inputs.  */
enum { SPLIT_LEN = 300 };

/* The length of the misaligned checks' input, which equals a literal
   case ("plain", 1000 bytes).  */
enum { MISALIGNED_LEN = 1000 };

/* The largest digest and key of both algorithms, and more rows than
   either table has.  */
enum { MAX_OUT = 64, MAX_KEY = 64, MAX_ROWS = 16 };

/* Part 1: literal digests.

   Every digest below was computed once with Python 3's hashlib.blake2b
   or hashlib.blake2s (digest_size, key, salt, person, fanout, depth,
   leaf_size, node_offset, node_depth, inner_size, last_node), never
   from this code.  Unless a case gives TEXT, its input is INLEN pattern
   bytes (kat_fill_pattern) and its key is the bytes 0, 1, ...,
   KEYLEN - 1.  */

struct literal_case
{
  char const *what;
  size_t inlen;
  char const *text;             /* the input, or null for pattern bytes */
  size_t outlen, keylen;
  bool tree;                    /* use the tree fields below, else defaults */
  uint8_t fanout;
  uint8_t depth;
  uint32_t leaf_length;
  uint64_t node_offset;         /* < 2^48 in BLAKE2s */
  uint8_t node_depth;
  uint8_t inner_length;
  char const *salt;             /* zero-padded to 16 or 8 bytes; null for
                                   none */
  char const *personal;         /* likewise */
  bool last_node;
  char const *hex;
};

static struct literal_case const blake2b_literals[] =
{
  { "empty", 0, "", 64, 0,
    false, 0, 0, 0, 0, 0, 0,
    NULL, NULL, false,
    "786a02f742015903c6c6fd852552d272912f4740e15847618a86e217f71f5419"
    "d25e1031afee585313896444934eb04b903a685b1448b755d56f701afe9be2ce" },
  { "abc", 3, "abc", 64, 0,
    false, 0, 0, 0, 0, 0, 0,
    NULL, NULL, false,
    "ba80a53f981c4d0d6a2797b69f12f6e94c212f14685ac4b74b12bb6fdbffa2d1"
    "7d87c5392aab792dc252d5de4533cc9518d38aa8dbf1925ab92386edd4009923" },
  { "abc, 32 bytes", 3, "abc", 32, 0,
    false, 0, 0, 0, 0, 0, 0,
    NULL, NULL, false,
    "bddd813c634239723171ef3fee98579b94964e3bb1cb3e427262c8c068d52319" },
  { "abc, 1 byte", 3, "abc", 1, 0,
    false, 0, 0, 0, 0, 0, 0,
    NULL, NULL, false,
    "6b" },
  { "fox", 43, "The quick brown fox jumps over the lazy dog", 64, 0,
    false, 0, 0, 0, 0, 0, 0,
    NULL, NULL, false,
    "a8add4bdddfd93e4877d2746e62817b116364a1fa7bc148d95090bc7333b3673"
    "f82401cf7aa2e4cb1ecd90296e3f14cb5413f8ed77be73045b13914cdcd6a918" },
  { "plain", 1, NULL, 64, 0,
    false, 0, 0, 0, 0, 0, 0,
    NULL, NULL, false,
    "2fa3f686df876995167e7c2e5d74c4c7b6e48f8068fe0e44208344d480f7904c"
    "36963e44115fe3eb2a3ac8694c28bcb4f5a0f3276f2e79487d8219057a506e4b" },
  { "plain", 127, NULL, 64, 0,
    false, 0, 0, 0, 0, 0, 0,
    NULL, NULL, false,
    "b6292669ccd38d5f01caae96ba272c76a879a45743afa0725d83b9ebb26665b7"
    "31f1848c52f11972b6644f554c064fa90780dbbbf3a89d4fc31f67df3e5857ef" },
  { "plain", 128, NULL, 64, 0,
    false, 0, 0, 0, 0, 0, 0,
    NULL, NULL, false,
    "2319e3789c47e2daa5fe807f61bec2a1a6537fa03f19ff32e87eecbfd64b7e0e"
    "8ccff439ac333b040f19b0c4ddd11a61e24ac1fe0f10a039806c5dcc0da3d115" },
  { "plain", 129, NULL, 64, 0,
    false, 0, 0, 0, 0, 0, 0,
    NULL, NULL, false,
    "f59711d44a031d5f97a9413c065d1e614c417ede998590325f49bad2fd444d3e"
    "4418be19aec4e11449ac1a57207898bc57d76a1bcf3566292c20c683a5c4648f" },
  { "plain", 255, NULL, 64, 0,
    false, 0, 0, 0, 0, 0, 0,
    NULL, NULL, false,
    "fe2c02da499516b0e9fb2dd70c49eb3629039f632e20a880946fb7bc97a7ab09"
    "deb7d48774d7f0648141c9d9ede19ae6e0dbf07863a128cf4b00195f0f179f74" },
  { "plain", 256, NULL, 64, 0,
    false, 0, 0, 0, 0, 0, 0,
    NULL, NULL, false,
    "93463ac058b6163eb43be3f5bb32b28541498f4e3366f1effe253ad44e1e076e"
    "41c3616046027c82a7124f8f4746668ad10b12e8e25a95ac8f3151df01cd5a93" },
  { "plain", 257, NULL, 64, 0,
    false, 0, 0, 0, 0, 0, 0,
    NULL, NULL, false,
    "9ca40e2ddee9436dbbd08efc65dbaf4870059f5eb3d76efd20241ae5bf13c60f"
    "250b882ea5c564838257a3fc95c496819ace2c6490b55b268535208dfc31822c" },
  { "plain", 1000, NULL, 64, 0,
    false, 0, 0, 0, 0, 0, 0,
    NULL, NULL, false,
    "c11e1c0340bd7e5a1b275f1230c962fad215ecb1391486e74e31b960a2f29963"
    "81a5fad092da06841d5f26e38f6ecfeaf441acbcd1c2de61aef121e7927175f5" },
  { "plain", 65537, NULL, 64, 0,
    false, 0, 0, 0, 0, 0, 0,
    NULL, NULL, false,
    "17e60f0b76a810a5f7213fa8936fae7880289a4750651bd768f8dbaa3c8d6d44"
    "671f7c6feb32ff90e03b296134a1e6b762219532635ffa3ecb5fd4f60149810c" },
  { "plain", 1048577, NULL, 64, 0,
    false, 0, 0, 0, 0, 0, 0,
    NULL, NULL, false,
    "25cc597182fb9b2840c188ae8a2007569ec0b11ca2dfd9447d5eb94b15f9a0c7"
    "91f40cff82758849a753b43d04f5f526916a7f22f58d6e1fa821a18d1b0cea15" },
  { "keyed empty, 64-byte key", 0, NULL, 64, 64,
    false, 0, 0, 0, 0, 0, 0,
    NULL, NULL, false,
    "10ebb67700b1868efb4417987acf4690ae9d972fb7a590c2f02871799aaa4786"
    "b5e996e8f0f4eb981fc214b005f42d2ff4233499391653df7aefcbc13fc51568" },
  { "keyed empty, 1-byte key", 0, NULL, 64, 1,
    false, 0, 0, 0, 0, 0, 0,
    NULL, NULL, false,
    "aaf42280524929171e417e77be67f9edec3a8461bbe7b5c2bd1d9a3d0928f1db"
    "bd1f6600bb866b72f0e3b3e22282c145f69873a3d250ddc43c423685d1247657" },
  { "keyed abc", 3, "abc", 32, 64,
    false, 0, 0, 0, 0, 0, 0,
    NULL, NULL, false,
    "dff38c978666dff5631db35ca15535520d134f5c8060ea569c6a178ad393719f" },
  { "keyed", 128, NULL, 64, 64,
    false, 0, 0, 0, 0, 0, 0,
    NULL, NULL, false,
    "72065ee4dd91c2d8509fa1fc28a37c7fc9fa7d5b3f8ad3d0d7a25626b57b1b44"
    "788d4caf806290425f9890a3a2a35a905ab4b37acfd0da6e4517b2525c9651e4" },
  { "keyed", 129, NULL, 48, 32,
    false, 0, 0, 0, 0, 0, 0,
    NULL, NULL, false,
    "92cf103fa1d345c6d65d0fb8dd7272e2fc3822222876a366c3f1d120611186b2"
    "e2a2588bbaca07c05939b6eeae229a05" },
  { "keyed", 1000, NULL, 20, 1,
    false, 0, 0, 0, 0, 0, 0,
    NULL, NULL, false,
    "e1ab529cb234c629bdc312fa524dc83f4c3f10ac" },
  { "keyed", 65537, NULL, 64, 64,
    false, 0, 0, 0, 0, 0, 0,
    NULL, NULL, false,
    "579f441410345d453e135fa0c26ca4221180f6cafbb689106d81030ce0cedffc"
    "343fc42b4723e00918cda88e09fad695b1c2336d72b07166664d11042ee71b9d" },
  { "salt+personal", 0, NULL, 64, 0,
    false, 0, 0, 0, 0, 0, 0,
    "0123456789ABCDEF", "ChecksumSuite-v1", false,
    "0b41fd2b91a500df6894d34853e99b65f370eb011b313f0f37298a1624fb17d0"
    "191abf4a75bf4b1a69af44018afa15307039d461d7f5b9854d551581ae60d52c" },
  { "salt+personal", 3, NULL, 64, 0,
    false, 0, 0, 0, 0, 0, 0,
    "0123456789ABCDEF", "ChecksumSuite-v1", false,
    "e0988af4e6f86f092ae08ebd1d7ba799b239db1beac6e44f365228319ce0850d"
    "ea8283a6a3b0ca1f104a7e726277cc7f7ba5f45d14ce72b27830039a0c86244b" },
  { "salt+personal", 128, NULL, 64, 0,
    false, 0, 0, 0, 0, 0, 0,
    "0123456789ABCDEF", "ChecksumSuite-v1", false,
    "d607a596ed7d5c526f6bc92ca16ee792ba208bbd6f21c58947d347f443959954"
    "0b4b9db6d4fc1aec99b23a41e758db2c8edeff3acba527aa43ad8dfd09d40ab2" },
  { "salt+personal", 129, NULL, 64, 0,
    false, 0, 0, 0, 0, 0, 0,
    "0123456789ABCDEF", "ChecksumSuite-v1", false,
    "7875b82d852b6074684456ceac9268c74ea998a2b995162dfa58ebe4f650bf38"
    "c06c1a5d23a7b3f07e9c1f9ec448ff65d8c3d66af8baa6365d4ed1846aa40703" },
  { "short salt+personal", 200, NULL, 64, 0,
    false, 0, 0, 0, 0, 0, 0,
    "01234567", "hello", false,
    "bc398d5c2c4b9b0eaa15ee61a94f158d7ca00b392afe48976a334cf6fd61af8e"
    "cbc69190cf34cd6b42d3eb65629a5a33b2e716a4b9748a7b22888bc23cbc5676" },
  { "salt only", 10, NULL, 32, 0,
    false, 0, 0, 0, 0, 0, 0,
    "saltsaltsaltsalt", NULL, false,
    "a9e51f7e6aa4d07c2886cbd305880aa2cbedf8e262cb0ad3f9138019bab4b9a0" },
  { "personal only", 10, NULL, 32, 0,
    false, 0, 0, 0, 0, 0, 0,
    NULL, "my app v2", false,
    "6e86adaa805f83d7204bd1357617a1f91ca87399ad24ee0af2d8a3031e3793ce" },
  { "key+salt+personal", 300, NULL, 64, 64,
    false, 0, 0, 0, 0, 0, 0,
    "0123456789ABCDEF", "ChecksumSuite-v1", false,
    "d6e34c56a07fb45461212e36e48d7b4f042463e12f5e3ffd7d818fca8457b3bb"
    "e70d19079d5b47cab2314ba966dbf00bf8dc14562512330091f8df608f340c30" },
  { "tree params, last node", 0, NULL, 64, 0,
    true, 4, 3, 0x1000u, UINT64_C (0x123456789abcdef), 1, 32,
    NULL, NULL, true,
    "bf576b3a88a34deda4df6086e7b34eefb169f6cc936681c0e93ca827bc27f397"
    "7b5c84199cdd569e800262490d607390fa111e0bfd798a075a57334c3cef6d75" },
  { "tree params, last node", 1, NULL, 64, 0,
    true, 4, 3, 0x1000u, UINT64_C (0x123456789abcdef), 1, 32,
    NULL, NULL, true,
    "f33b37f514c305bec1fd5b756c29473eb4746b51ca7649f0a974d1d7815f3684"
    "81d71add49a54497e2bcc4e72027bcc1d55a50f8a605c603ad196c09abdcb488" },
  { "tree params, last node", 127, NULL, 64, 0,
    true, 4, 3, 0x1000u, UINT64_C (0x123456789abcdef), 1, 32,
    NULL, NULL, true,
    "dc1dbacf6b9d4728ecac0abace443da4714232e1b9fc432bda1e46d5e54a18d8"
    "54e840864b6c9e3021951a4b83dc931a6d3db873e2c1454e4b10701a9f7420ff" },
  { "tree params, last node", 128, NULL, 64, 0,
    true, 4, 3, 0x1000u, UINT64_C (0x123456789abcdef), 1, 32,
    NULL, NULL, true,
    "30ba9e1d36c781541194a84a5d5b24b3392881452dedd71836d4c7ed0111dde0"
    "af30d0a132fb5be72cd4f10b565c604f43fd7ceaa3ac343e99bb0f0210052e06" },
  { "tree params, last node", 129, NULL, 64, 0,
    true, 4, 3, 0x1000u, UINT64_C (0x123456789abcdef), 1, 32,
    NULL, NULL, true,
    "d1b9027cd0c05bafe2eb93f95d68b01097240190f56f54be49ff6435a557b0c2"
    "3a12a54bd6b0167dc6701b06caf1dc3f3dd0b1ed89f90e5754dac07445fe6a23" },
  { "tree params, last node", 300, NULL, 64, 0,
    true, 4, 3, 0x1000u, UINT64_C (0x123456789abcdef), 1, 32,
    NULL, NULL, true,
    "d5f01e4331853278376459564503ed1fbb2a78cb533e3fa2adbff22de4236558"
    "5993f935ef94e36f80ad3d6e64ceca6c049829b1f73639ccc87e87b4ecf4129e" },
  { "tree params, last node", 4097, NULL, 64, 0,
    true, 4, 3, 0x1000u, UINT64_C (0x123456789abcdef), 1, 32,
    NULL, NULL, true,
    "74d01b250ca5aaf7ec3620e58dac59e828c55217159bc6bcd83b177f385f8d69"
    "dda47154b0bb35708d4e94de6ace714d50735735b2effad629e751a6bfabee37" },
  { "tree params, not last", 300, NULL, 64, 0,
    true, 4, 3, 0x1000u, UINT64_C (0x123456789abcdef), 1, 32,
    NULL, NULL, false,
    "08b6060316df0c49a9caf27998dba69ecb64789e8e81f8a65b06c4a4479eb27f"
    "6472738be29b463b503e3e26e7c03851eff9cc1ab66e083fffad7759d7f99c38" },
  { "last node only", 0, NULL, 64, 0,
    false, 0, 0, 0, 0, 0, 0,
    NULL, NULL, true,
    "05cc8cc53183c6fb48571cf02ad1984d562bdff1ef31e3db83725fe4a71b276a"
    "3e1206e2904286ceb87f292bca618fff58ee2cb65399d3e197dff83a45602d99" },
  { "last node only", 200, NULL, 64, 0,
    false, 0, 0, 0, 0, 0, 0,
    NULL, NULL, true,
    "7a20b24cb5eae731f7ddcf234aa7010d87916593294ba3682adef499a7e94da8"
    "a401dab547b520915e91bf046dd41c8d66a96e943466562482b0f4e491ee61a7" },
  { "extreme params", 50, NULL, 64, 0,
    true, 0, 255, 0xffffffffu, UINT64_C (0xffffffff00000001), 255, 64,
    NULL, NULL, false,
    "c26b138a4b14e4f213b4703cc7c7de18331faeb933bb944c5863054d2abae707"
    "fbe7ab69f03a3642c3a63e47f1319c11383896cf6de340677f0272344178c5ac" },
  { "node_offset 2^32", 10, NULL, 64, 0,
    true, 1, 1, 0x0u, UINT64_C (0x100000000), 0, 0,
    NULL, NULL, false,
    "da314fbf1336d9578521cb98898911f61c0fdf8e89bb8b1f087daa7d14b83035"
    "f92a23b451a1e988a8173664a7fa0b1adf31dce522e9134b110797cd7809b01b" },
  { "bt2sum-like leaf", 4096, NULL, 64, 0,
    true, 0, 2, 0x1000u, UINT64_C (0x3), 0, 64,
    NULL, NULL, true,
    "2000f88d47b88323c49f2131384208c1e5da5f6b0acfc08c52a584450079632b"
    "a456a0fc7564807f8edc9e7289739c46e6d4bb6b87203db7b0225a7bb274a3d5" },
  { "everything", 300, NULL, 40, 64,
    true, 2, 5, 0x10000u, UINT64_C (0x8000000000000000), 3, 48,
    "0123456789ABCDEF", "ChecksumSuite-v1", true,
    "b34a003526f1c35baf49690fc03a174301c33892b64fba2127c1f2b27f6b4c77"
    "600ae151a8c1de63" },
};

static struct literal_case const blake2s_literals[] =
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

/* BLAKE2b-N (pattern (200)), N = 1..64.  */
static char const *const blake2b_outlen_cases[64] =
{
  "5f",
  "14fc",
  "7e3f4f",
  "913cd807",
  "2691170854",
  "66aecddca3d5",
  "d6fdb73cd0e7f5",
  "5bfa6575ac9a98bd",
  "7b7a1c8a0aecb11d61",
  "338c2cfa78592567c075",
  "7d7f7e8ab2648599cf044b",
  "e89d085a1f54a21d21cd41df",
  "4dcbc7e2e7d950d6cc7ea3c8b7",
  "c1d2692310c148aa729200d67777",
  "2ea27722e4b90c8d2c70f441926a97",
  "61479efa6267fea757b3f881e2979bbc",
  "7d9fb494034c8408a0aae4f6ef64160924",
  "c6b0af1b519e70873792b94c603531d8d399",
  "ba2cd344ab44cab60cd33605a39950df3967cb",
  "b83a5733ce63f2dd8266ea8ec93333d7935142cf",
  "488055a279273302e22c2cb24566d4c824042401f3",
  "9b5463e1fc91035f904f370c9f1a792808de50255108",
  "f93f292b738e7d9a836a279ea87369c2e2b008ddf9cb76",
  "e9183c766451ac26ddd03b280b4b6000802b4b7230c78bb3",
  "ef50da8a0f3910bedee81035dd187c601facf39db75009baff",
  "da197d6bfbf5c4fe6fa27b5e4838caf4c4c644112c245e46ad78",
  "bcd07a0a86b53aa32c7be8bfa71a67a643cbf9c3181c6fdb0f6722",
  "697b05fbc437d0655c6c7556c327ba2f6b425b813dc68d58a428f866",
  "e8f8ce069893c608ad3276291b715cca3d905a199b290205af5c8086c3",
  "2b19daf05b9559179473f01cb21de6fb37909f269921f87ae367db4c552c",
  "014772fc369295a33f8cd2c7fb427d7288def298c64923292b7f48e2552d74",
  "63c3d97a9f8894d5e043a707b0fee7f7ec4c049a23bbf1079df20b4165f9e22d",
  "0e05b1cffd648eb8451fdf00b738a05bf3082f9a3edae234ff675f0cad4ab70d"
  "7d",
  "7b09409bbad495c3ab475015136a016dce4f6b70b7614fc6c33e407a7445181f"
  "2915",
  "8535e708506afe6563163b30827d46186848da71de5068f4723492367651a6f8"
  "e9f348",
  "84e81ebc5e5352c9aa1bef87bd1c3e53f28386229c505c0eb97efe21c08cafe6"
  "1596ec89",
  "84e1838810128ae8a714264e1689668538f775af5bbc243bbf3d795394a77dbe"
  "0b314dd78b",
  "362fde499f246c3b3aba2ffe0dc69697968c6327a77b632e7e36d69e2910614a"
  "c3eb93a7bca3",
  "bc0d725916c521e566bb7d09987381b9b21f8ec0852ffcd6208c55ba5ef6a80a"
  "d37d51b7b7c200",
  "0d6020047f746b46056df146bd9e5df0d399536eca82e4327f66f20bcf2823ea"
  "91ff6e28a2c44935",
  "e01cae3494ea66ea73c429d0a077c55a27f5e30218846ece1240bcda9ae927b8"
  "b437d9f3e6a3883901",
  "3e4b54c1c261e32152f844e648baa6ce3f374e93664b2aad59ccb5cbd0cef723"
  "e3715a5e319446912bdb",
  "a14e10fb572496f31d1bb592038ba48b2c9d4aada0c41373dee4178511d080de"
  "e715ca3118a35b7620054b",
  "9082fac722e20e332d65485585f92813acbc3d832b8065642a009e97c4c13a80"
  "a057edb351a0f2ca09874594",
  "3263f9dcf15ea24e2920f041a3e1c884388bc649000fe6f895839f0643a768f7"
  "cd43e08f2d69a38c277f13a2e6",
  "88eeccbcd139ad7aa07e44f2c0d4fb779c0ec7659d4b10493941f9a8f7b06342"
  "fe4a447ffe49798e9fc8fa7e1500",
  "9b33b018ee0b8d3039818813631c75711019d4097849b4070d5f619682f3b515"
  "bb80f95d870bf70bcbf3ffff0852e4",
  "c3fb89d604f306fc6ee2aafebefbf69d26b21dbbdc055166858d527a4501ff47"
  "9894b533398334379c182ad6747bd1af",
  "647b685d28bafdae0326db93e1857974bac979204e2d24aa8209605a5e484103"
  "8805e293005c63281d5284b662335ca034",
  "6cf4af0637c926c56fc2d7f422579cf3d08e5432bed94733e564438e98bae64a"
  "ecd79c46135b761df592e1fbd064dd8a602a",
  "fb592e3b5ac52a4493e6bd7b2588eb506c11c9ea597c1fe89cd06fd4361f5351"
  "958bc31e66b9cec9908dc1020c3e2e9969d5f6",
  "1a1e8885e31b2ff4010379e3172a12ab27bb18cd00e91f56b445c9dfc534d90d"
  "b349b2bbe5ae66f007f58ff90a466186d86bdb02",
  "4a750a3d88524ae5ee3d838cdf48291685ae2bfd8978ca56420e9a63ba012634"
  "03b2a54c6bdafb1d767866b7768864d9f936a25e7a",
  "e4ec832d0dea6753d9105bf6b6b5b0f58cdd88d7b02bb99037ff4a1a1873a2b7"
  "4d44e423e4112c73180bd0fdd1655c97b91c8908b8ae",
  "d8fbf1e9faea634e06bbef917b49998bf6298960612e6ff5855f055b10e4442e"
  "03cd0eec8ebe59cdcaaf829f71252f4588a770829370d6",
  "57bd02a48935822f5d28cac75caf6c1afb5badbf97a491ed69801acd3438647b"
  "548d49824910f8c69e856cdd2614d5a7b6e8b8dd5fc1c3a4",
  "eaa8f656bbebed1a06d855bd218f234ad839e71028fb1669385f7e686d4b5db8"
  "9acc1cf71b9abb90da445c5474bddc541ea750893e8beef27c",
  "1a635e3054ccecb5096350d9a9d7d901bfa2e809f38bb2ce279ba5869cdcd905"
  "019cc64af4a6d04c81f968073796f30f04e046dbab43dd2ac853",
  "b8ddea74fca914e0dee191b63288089f2213706a4a153d9fcab1b7277f1a96a4"
  "0b34e0a15b18c666f37bb642b0efabcdc5ac0afe44c0eb5bd82774",
  "fcf3fe380ff48dcc59118d6b49ddb459af63322c69e8dee58016bf6841fc6951"
  "6fad41d8a51bf0b25b9cfd990a8caf8df7e7531a301381ddeaee038a",
  "56147c584f3782667b3a123bfdac9c81d20403ba2b3e2b0f2809b1dad8f90102"
  "8dea703fc80bf99f239df96f68cec7af133f61825b1e3ddab641025cb0",
  "7066789f93f141a18ac00b27ad0bfc6b8cf3cf23fa3b6809a298c56f2f3413f7"
  "68a268322af978818c60f490368807cf96876e4db4eca0499db982d7dcee",
  "07757495872687192c2be9b3c255dedfeec4035f29171d4a382f57a6dfd64e01"
  "9ee8da8914ba78c0be5e54b1c9b90d2c71b28dae6af4c4d81b250aa2edaaac",
  "fb3c1f0f56a56f8e316fdf5d853c8c872c39635d083634c3904fc3ac07d1b578"
  "e85ff0e480e92d44ade33b62e893ee32343e79ddf6ef292e89b582d312502314",
};

/* BLAKE2s-N (pattern (200)), N = 1..32.  */
static char const *const blake2s_outlen_cases[32] =
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

/* BLAKE2b-512 (pattern (129)) keyed with the bytes 0 .. K - 1, K = 1..64.  */
static char const *const blake2b_keylen_cases[64] =
{
  "572fff566ced41735637490978cb145569ea38b2b0afe097f433026fcf1d14a6"
  "ecc9101e0f103415b9f4b97cc42781ca10eb5e641c8c5832bfa92dc24bfc3880",
  "edcfb4289851d50285873c8b86fe46817a6ee68c667ba81891e65f89bfbaabb9"
  "3860d0fc9b35e8afba9bc1a3b840a284f2c5ec6d90e5a11716ed62002872cb53",
  "37370ba8bf720c40b1077f4bd45466a679f782c07b005d772c9796dc50f2da53"
  "ef55394c7ca593bb861459d3c1eb53bb46602460379fab901b3fc4ea0de9c97c",
  "31d8b2e57d26183f6411437da89f8d12dfbec40373e157bcbd4de26333f5ad54"
  "cd5c43065fec53b5408d084981b40efbee5694d9305ff9f05f6a752768626349",
  "70fd85ae693fe969935bef032074dfb7a6ec9be54bc9b1c31a2246d1d69eaf4d"
  "cacdb940d77703c01f460147dc7eaa1e98b327de798c698eeb0d458ba824a3aa",
  "252fa364bd55f22eff792a6e873e075656d841c1d1da5772b434fea33fa96a47"
  "4b3de11ac1856b14e53c3f5c702840c9b1553b351ba6bbc580f6dbc8ea76a394",
  "c97cf10bc8d2311fe48d50ebf35f918e1d02a2e4b0862991d5cdf85fdeb26a6f"
  "0eb85465089a3b5b0b5279a4f141b231fd1084bfefb8e854cafffa33e3758f4f",
  "4b398d2da13cc9689af7b5236591c3a4dc4f743c211871cf53ab9f6682746491"
  "247a1be4cad78dd889c9ffae6290a9d718274bcd5b0d38dd5f787ee724670842",
  "be56b7b42f6dd258a8396856a58f5e01e2de3912614d6bfbe273297dbff3eb04"
  "2b0cc646f89c16107eb03d8d4c14de53f2b271ceaaff1caf12378cf392bed6ee",
  "4c9eab86116d75fedb0ff0d6060765f1b77921d7a3de5f76aec421c3a99ea64c"
  "b7b0d21f988e17975c959045c003f518aa3d1f4ddac7afc1ff5e1c838ef1ff70",
  "84d5170054e853ee4df4661d1e53ea4f8ca754ba5e753a662091aff1637f2035"
  "10a52d0fe3dc3eabeb51cfce4d520f22e1739cc1ffb5127dd9375049c4ec7200",
  "97ba7826aeae25841a87ea6dbd7495cd6f4d37f8e335b0fb7a195a6e37e7684a"
  "fee508416a21ca05d3e44c8523d95f5377d0f27d84e5d3b63b32304314195010",
  "b12dcd3de337701f64624b63ac8f9f2a5f1e35ec5e71a120a7cbd5149eb66480"
  "439e1c99df6421f9fe6fe325c93e8befcf816abf7b5ad3ff8f6692482a812412",
  "177580bcb51e6252417c1627b163cf827c5b9efa32a6dd1a3641440065c7f976"
  "d491551356acd3eae352818bd4869ff1cda333dd39be7b55d8aeaf1acd8ae460",
  "d18bf6ee9b3b5a779639947a6d3a9f4a2942dced30d0b3f0c680fa6e84d2ada9"
  "ec1effae3edecee01159b4c30217f8bfa0159e4d55fbc401c666bf719965d4e9",
  "9e17435b8d0b230e4431a6ffd24e1fc37d45848b514b6efe7bdf40d5dd0d33bc"
  "0a5347731e4b7af03b28b9516fa1533ea4958e4902170876e9020ce10a504972",
  "f0d5e37fd4ae49aabe052ae990c2ba2d7f4db60f204c0f3ba4a6830b61ed44af"
  "5403d4f1389df3372ba68d5f71e78ccde1203b8c44b063fc68c9dbcaaeb6dc9f",
  "f9d4b3b37e6855d7541366896e56a52d87a85321c45724e4367579592e6af412"
  "cebd2c1d3448dee892d0aa9d8b4fe3589d2fa762f7547c10876c367f32d8fb35",
  "21be242321b566ed6034fe21ef626b8f5037afd5e5c4dd4f4d21d161527193ce"
  "d5861471a847c0d698caad12c0e690ed865a70ed4c21c8727749ab801f470ddc",
  "2a7b41861167b5eb9516c59317a192e4a76dc5aba281f67d97cd536c56207efc"
  "d3b5d3322bc69956f37dbafc703d7a166216c1a8b0244cfc7448388b191ed8e8",
  "b41f2644d5ef21f96ca8906da7f57fa1ecaa33d7703bc95bf296eed38a9d2ac6"
  "21403cd543d663116db93da61537aaac205086cbc1b746f656f704f9acbf3ab2",
  "d14d4593d4c748063fc1633e9262616feadb502b7b483c3d65de83aaecbee8ab"
  "086f57c6e2d79d37dd59b36d34f9d7fa2a0e2a9502ea15348a838be50efcaf8d",
  "23c2a60a50fa567baac178f01932198a1ca4a1b4534f10ab75584803d9420b97"
  "d316ac35ff77ad22af3923ee68854e8594965beb2d8054ef967e9caf41f65e62",
  "a9d2b2e44cebbd42b777fd4cb0ec1700da06c6ef5d3f97816071621cca722bd2"
  "3c5b2f581d52d92570e9049f6fe394c0384833930042eaa9f3b2b067166dc74e",
  "6fbddace13fcd384d0f41611db1cf7ed30942d1794f8270a91a13cba448f81d6"
  "5aa37dff8763cec06ce509d617c58ab5c50d10c5b478a40469f7d8eda03cf8dc",
  "5058be007b576ca1c420ecb46785f0303143b5f2e5dcfbec1c2a48bc60656121"
  "029374b8e2da7dec1a1e4b09211cc3d9bf5e6d333136fe2123be138b7dee488e",
  "dd641acd445c9b1e1bdafde6a9cd3e51805f6df47a1db753b8ac6fedff2a95ac"
  "d5b0a55c93a3fe351a0ba77fef53de75768374c33429634a708c7a921f68b916",
  "d4bb7dff4bf6fdd9b36f848b84f7f796b402cb1492e14c5c627cd88478ce8d06"
  "692ac3926f8f2955c85c5a889b867dd7d91c6db2fa0c73b71b2b01fa43145140",
  "84af8c8f9335a60e2d72fdcd76f36962388cc24b01e757c8a081f1229a05170f"
  "81bb0340c730046d208f6c875770b305069d983a40dc479cd1cd88a72931496f",
  "4d47173757b23cf1e36870dcb9123ef6a156221cf22dcac96d049ec1cbb29f64"
  "9e650570456868c67ec62928d15b8662f109052e8d3beafef7afa52026aeca4e",
  "c1db1ac489c6af2a6ac36c7d8c829f0902a0534df4704b6bbc24ff367805fc0f"
  "1687233bdea7874ac94804a78be8e0585aabca7720b1476ff8e55d03e12771aa",
  "774f51754d4be896394ea0700cbc8b2dac62b56af7465665139a79bf6255aff1"
  "a3a40e3497ebab96d5a7e8813614c63054078d601d2206ebc8fa29422a377490",
  "e2c3b672889e15f865df030c1c0fccbb5a8e09d7637a75ab24b573b8821c5fa9"
  "db23b4435075f54abdbcb5105a8f1dcd69fb4264a6a1540ba7d25d5be1fbd7b5",
  "9a0fe26902e482d5383d46542d3280d0bbb0de0fe0dc8c054d54b896270e7c0f"
  "75a9a27c972bc062f5b9c0a49cf9f3b00586f753c0df52540772775ebdee52eb",
  "5c297b7caa48a845d4f0c03a071cf22a6ff02e2d2f567c4c997d8739138651ec"
  "7720314d09979156cace8ce7824abcc03691ecdf61ddc8bfdb8d0bf31d815472",
  "0e670ccccad1251adf80cfc7b7c1fba244798253db798d8919261362ac3d9f9b"
  "d751fdc9aff376e709eb0a93ea595ac7cc461433aed040979dcb32df20ff0a1d",
  "aae63b765825bd8da5aa8abd9bf5cae6ae6b7509a4d53d5df3bdd90d4fb3301f"
  "8a94dd65c2d614ef83c84ee51959134d55b5ec1b4ea0f25398c23628e9d1d08c",
  "94dd0c2656d5f203373371ed44c27a986ada872f24a2e79e06c7c9a8930b960a"
  "39b9f99f515475b122f3068755472c06f8ba8d618d5d33a5c6655ecfee901dac",
  "725de0fc71e8397a81fa36b2a12209397edf0b021edda88106b7302894ad27e6"
  "c3234dde7cc678e981874c0b793ec22026616263e4f34076ce1889a39947d125",
  "b55b640414b4437eb473a45d85404726d5c29cfc245dc04a6e0c194956a9f0e4"
  "3c5ee14d4a001f7226176fbcf304b2f510963fac5c5b774a9d8c80093e7d4dcf",
  "c545b9e9ccfc45ceefe25d4d0227d602f7c7e1f811f7dfd052d7cc60f533c87c"
  "4c875871fa945befe5c2744a08666d60cd881e886e8edd884f0f0d0ed40da717",
  "88a0d9515631cfb753dd6c85c02ca39878230e6bf2ca5a530aeb10ebd5846773"
  "6b67557815ec1e970abe7593a0513168b556f51389c6ed92bfb1733945b4b0c9",
  "07b0f74056b2f5666e097ff3b8914e9d938fff8da28c0428cb4a1eb0972766f1"
  "4d2d7128eadc81fd466bbc3d146107abefc8bbfdae111868028d81560c5aeac7",
  "3985e7667e7004506406150f386c89bad6a5472593ea6d560ea43df122bb9aa6"
  "7955629438fcd173709fd4375c685019dc11c480e84bff2fb68469662bcb529b",
  "e764e396975aba0c5ba9473fead8042a845df6310a5c9a84ff6154afdbfe096f"
  "c07ab8b776dd36979ac6d162da6912ce096f220665750d79c1526fc71b353b0a",
  "6fa7dd7e5d12e61df54cd892e2e87068a925648007f46459cd775f316631158e"
  "3e83d08b73e6390d9efa0ab34390f253baae365212a2362dfed80f4730b5cdf5",
  "19eaa0dbdccd9527cf73e868b6d412da194968a4fc1576fb68e785aedc38ddc3"
  "3b8f53d1dc460d18b621e0902db70a1adac66c19b0dffbe9c0a8d4a5deb09952",
  "cd103a2c94597b6948e49c6aeff2b5711a3ecf0affee9c453314d6d2dcaf4a40"
  "c79a54cfeff8a9a9a0eb9dd5bdf0f0b07b40f898f46e924f80e022c64f7f347c",
  "511a9d55624872ecd5032a02a9815299ad57a2ac874698b6981f9311956c9051"
  "8fa8184cafc733531b6c66b8f0f3166da37ef88ace6861ebdddc08b92aba78ee",
  "72d1528f4fde98c484577b7c5a92188cc1fa12fc1c743bc7ed96d20b8ed1afcd"
  "363d4e16319edb934418acd80a66e9f619b45c9220ba57c3eb580445d29fdd42",
  "43457fdd6cfb661a4bac9dada8f34476a05cb06870a04809e354cef185f62ce8"
  "acd034ea82da6a427c3496c1e7631e8807775dd2add321b96f24902bcb507417",
  "a8b11a8a99c31c643ed63430778aa929940341ec633152fd21b3afbe0de2b4e6"
  "b23226de50ed2952e1c3783e5a49c9e7a6a05cf163fb7267173a7d86a58381dd",
  "329d9fe958e240b8848128c38fced047f09b5aff498e6035e2206ae900a09065"
  "fd63edeef5e60a8c8893c3ef00527c1da7d48163053347c9d75a352565d3ff5a",
  "56605caaa2c5b408bea6eca89c63a0dc3e5b667b62afc13d55cd0348f530a868"
  "92761626e0d477ff70407904be6ea9ef391f378a84090f4719f1e8b9fbd5006c",
  "0ccecfa2904f0a42c45913cc2b7f6ca93e48802d9d113b896315190bd3cb607a"
  "333a70458f28043b411bed33e9bd5037c2becfe990a0f251636c627cfe32741b",
  "5c4436e015931eae06cf3569a586f6db45f1934b1c5a922d26094af4baa2779d"
  "fd08c5e745d284317ac092920180cbbae41d0ac18c5ea1a6fce51039da92a475",
  "db7ef29b11a46f8fcb4b7396c541143502f926368177e2588413bb9a6f24601f"
  "6e0d768fbca03dabd773ee448fd2fc671bb0e95644a369c1be86b8dfe8c4b771",
  "d70776c20cc629f979a347bac404bdf5096384ea04ec9a21f258e9c1dcb097a5"
  "6b47981ee91f15a42ac3a8f0c76dd5e579958b9b81cc1692f59316474e286dc5",
  "80b12767bc79b14f6cc7904d981554203c89f017250d09c2386fc4495de1e180"
  "e05d18b901da04c2bb1f3ac5b6a170e872f7bb087ae894a3e88c248a5424e1e6",
  "996ed70e1c18c73a0ef6b9f7aa558be8239be51cde74e4f7ac767d6f169bb550"
  "f002100c4dbffc3899b551af225548211afa5c0b1c53d2e3d40726d9c93e2e9e",
  "1612b76f4c9371127cba0b78650eec575585187a1bacd397a0bb38d8f49805b5"
  "c67aabcac61fb89f407e984bd3e84171c4db6d8e047f1696d2b0e4c3d647df0c",
  "e30b97655b51e7c5955007e05babbfd7cf1dfc7af9d4a08b6eeceeac2002df01"
  "b79963d18316f1e0d43293160df43db687df75d8513d4cdc067d6281d516eaaf",
  "e29164fee7a7e7fa34990ed81e3aefc61ee9e9de79ee42041c5fccfff24691ae"
  "5f309769d8382ffef1c4972f7d3e8fe174fb5941630e6bf9f3097ef944b042fb",
  "64475dfe7600d7171bea0b394e27c9b00d8e74dd1e416a79473682ad3dfdbb70"
  "6631558055cfc8a40e07bd015a4540dcdea15883cbbf31412df1de1cd4152b91",
};

/* BLAKE2s-256 (pattern (65)) keyed with the bytes 0 .. K - 1, K = 1..32.  */
static char const *const blake2s_keylen_cases[32] =
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

/* The RFC 7693 Appendix E self-tests: a BLAKE2b-256 over the digests of
   selftest_seq inputs of lengths 0, 3, 128, 129, 255, 1024, digest
   lengths 20, 32, 48, 64, unkeyed and keyed; and a BLAKE2s-256 over
   those of lengths 0, 3, 64, 65, 255, 1024, digest lengths 16, 20, 28,
   32.  The RFC prints these values; hashlib reproduces them.  */
#define BLAKE2B_RFC_GRAND_HASH \
  "c23a7800d98123bd10f506c61e29da5603d763b8bbad2e737f5e765a7bccd475"
#define BLAKE2S_RFC_GRAND_HASH \
  "6a411f08ce25adcdfb02aba641451cec53c598b24f4fc787fbdc88797f4c1dfe"

/* A BLAKE2b-256 (BLAKE2s-256) over the digests of the pattern inputs of
   lengths N = 0..300, each of length 1 + (7 N mod 64) (mod 32), keyed
   with the bytes 0 .. K - 1 where K = 5 N mod 65 (mod 33) for odd N and
   unkeyed for even N.  Computed with hashlib.  */
#define BLAKE2B_LENGTHS_GRAND_HASH \
  "2303d5c57e98ae753bfbf7ecb57bcb0a3d959a001089b7b47ed689df798a9742"
#define BLAKE2S_LENGTHS_GRAND_HASH \
  "bcfd9ed4996a0673c35876abc57ea16a989bf8f31f8f8ff4cb15f8929f738d06"

/* Raw compress calls.  Each starts from the chaining value of an
   unkeyed hash of the longest digest (IV XOR 0x01010040 in word 0 for
   BLAKE2b, 0x01010020 for BLAKE2s), with counter T and flags F, and
   compresses NBLOCKS blocks of the pattern bytes 17, 18, ... adding INC
   to the counter before each block; the results are T_AFTER and the
   chaining value HEX (little-endian words).  hashlib cannot start from
   an arbitrary counter, so these were computed with a short
   pure-Python BLAKE2b and BLAKE2s compression written from RFC 7693
   (the G function, the SIGMA schedule and the IV, with T and F as
   given), which matches hashlib on ordinary hashes.  They test the
   carry from t[0] into t[1], which no hash of a feasible input reaches
   in BLAKE2b, and only inputs of 4 GiB or more in BLAKE2s.  The words
   are BLAKE2s's 32-bit ones there, held here in 64 bits.  */
struct compress_case
{
  char const *what;
  uint64_t t[2];
  uint64_t f[2];
  size_t nblocks;
  uint64_t inc;
  uint64_t t_after[2];
  char const *hex;
};

static struct compress_case const blake2b_compress_cases[] =
{
  { "carry into t[1] mid-call",
    { UINT64_C (0xffffffffffffff80), UINT64_C (0x0000000000000000) },
    { UINT64_C (0x0000000000000000), UINT64_C (0x0000000000000000) },
    3, 128,
    { UINT64_C (0x0000000000000100), UINT64_C (0x0000000000000001) },
    "88fa7569bc87aae36744a3d4db6cf5750ea8ae175c29fb876fcb8634c73e0ede"
    "b1631d482f9cb8a816bbcd832cdb75045831dc0156456a2edae24ab5e73cc513" },
  { "carry with a short final block",
    { UINT64_C (0xfffffffffffffff6), UINT64_C (0x0000000000000005) },
    { UINT64_C (0xffffffffffffffff), UINT64_C (0xffffffffffffffff) },
    1, 100,
    { UINT64_C (0x000000000000005a), UINT64_C (0x0000000000000006) },
    "9d0899ba371a421515abeb9f721180b8958e71b660581e63dd49faf7c31f2b19"
    "cf5e2a5618e1a51a10d10a006c6bbd08557896cb1e6989186b8d8dcbcd93fe8e" },
  { "128-bit wrap",
    { UINT64_C (0xffffffffffffffff), UINT64_C (0xffffffffffffffff) },
    { UINT64_C (0xffffffffffffffff), UINT64_C (0x0000000000000000) },
    1, 1,
    { UINT64_C (0x0000000000000000), UINT64_C (0x0000000000000000) },
    "97ac2ad703d5dbee3ca8f0295a9edd814e7fd34a169dd93b051871040051343d"
    "7fea9381ad3a1e79cba5114fd399d3b7e405c3714f10616183d1a96c84452aa4" },
  { "high counter word",
    { UINT64_C (0xfedcba9876543210), UINT64_C (0x0123456789abcdef) },
    { UINT64_C (0x0000000000000000), UINT64_C (0x0000000000000000) },
    5, 128,
    { UINT64_C (0xfedcba9876543490), UINT64_C (0x0123456789abcdef) },
    "0733fb31c747b3cd96f001d5659e742698e1542d8879b4d430937ce2faef5721"
    "2219809239af88bac1e61647378c4483a9ad89775620fb9ed77784580b3a8420" },
  { "final block with no bytes",
    { UINT64_C (0x0000000000000100), UINT64_C (0x0000000000000007) },
    { UINT64_C (0xffffffffffffffff), UINT64_C (0x0000000000000000) },
    1, 0,
    { UINT64_C (0x0000000000000100), UINT64_C (0x0000000000000007) },
    "d99be1b5f201e44249cc8b58eba321772518ee4c43433f3ff66fed3d254705a7"
    "75780ef57cc042abea71eaa6b37abf100113cfc5033a8260af560cf5eb9da0df" },
};

static struct compress_case const blake2s_compress_cases[] =
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

/* The RFC self-tests' digest lengths.  */
static size_t const blake2b_rfc_md_len[4] = { 20, 32, 48, 64 };
static size_t const blake2s_rfc_md_len[4] = { 16, 20, 28, 32 };

/* A state of either algorithm, so that one set of tests serves both.  */
union state
{
  struct blake2b_state blake2b;
  struct blake2s_state blake2s;
};

/* A kernel row of either algorithm, as the tests see it.  */
struct row
{
  void const *impl;             /* a struct blake2b_impl or blake2s_impl */
  char const *name;
  unsigned int features;
  void (*compress) (void);      /* its compress function, to compare */
};

/* Everything the tests need to know about one of the two algorithms,
   beyond its struct kat_hash.  Words of the chaining value, counter and
   flags pass as 64 bits and are narrowed for BLAKE2s.  */
struct algo
{
  struct kat_hash hash;         /* "blake2b" or "blake2s" */
  size_t blockbytes;
  size_t wordbytes;             /* 8 or 4 */
  /* The counter's start, just below a carry, in the multi-block
     compress checks.  */
  uint64_t near_carry;
  /* The piece length of the keyed misaligned checks.  */
  size_t keyed_chunk;
  size_t const *rfc_md_len;     /* the RFC self-test's 4 digest lengths */
  struct literal_case const *literals;
  size_t nliterals;
  char const *const *outlen_cases;      /* OUTBYTES of them */
  char const *const *keylen_cases;      /* KEYBYTES of them */
  struct compress_case const *compress_cases;
  size_t ncompress_cases;
  char const *rfc_grand_hash;
  char const *lengths_grand_hash;

  /* Initialise S for literal case C, keyed from KEY.  */
  void (*init_case) (void *s, struct literal_case const *c,
                     uint8_t const *key);
  /* Store the chaining value of S in H.  */
  void (*get_h) (void const *s, uint64_t h[8]);
  /* Compress as the algorithm's compress function does, with the row
     in use, or with the portable code if REF.  */
  void (*compress) (bool ref, uint64_t h[8], uint64_t t[2],
                    uint64_t const f[2], uint8_t const *blocks,
                    size_t nblocks, uint64_t inc);
  void (*compress_ref) (void);  /* the portable compress, to compare */

  /* The rows: store those the CPU supports in OUT (room for MAX_ROWS)
     and return their number; describe the row IMPL; use it; return the
     row in use; return its name.  */
  size_t (*rows) (struct row *out);
  void (*view) (void const *impl, struct row *out);
  void (*use) (void const *impl);
  void const *(*active) (void);
  char const *(*select) (void);
};

/* Define X_algo, the struct algo of the algorithm X (blake2b or
   blake2s, with the constants' prefix UX), whose words have type W, and
   the functions it points to; NEAR_CARRY_ and KEYED_CHUNK_ are its
   members of those names.  A macro, because the two algorithms'
   functions differ only in their names and types.  */
#define DEFINE_ALGO(x, UX, W, near_carry_, keyed_chunk_)                \
  static void                                                           \
  x##_init_any (void *s, size_t outlen, void const *key, size_t keylen) \
  {                                                                     \
    x##_init (s, outlen, key, keylen);                                  \
  }                                                                     \
                                                                        \
  static void                                                           \
  x##_init_case (void *s, struct literal_case const *c,                 \
                 uint8_t const *key)                                    \
  {                                                                     \
    struct x##_param p;                                                 \
                                                                        \
    x##_param_default (&p, c->outlen);                                  \
    p.key_length = (uint8_t) c->keylen;                                 \
    if (c->tree)                                                        \
      {                                                                 \
        p.fanout = c->fanout;                                           \
        p.depth = c->depth;                                             \
        p.leaf_length = c->leaf_length;                                 \
        p.node_offset = c->node_offset;                                 \
        p.node_depth = c->node_depth;                                   \
        p.inner_length = c->inner_length;                               \
      }                                                                 \
    if (c->salt)                                                        \
      memcpy (p.salt, c->salt, strlen (c->salt));                       \
    if (c->personal)                                                    \
      memcpy (p.personal, c->personal, strlen (c->personal));           \
    x##_init_param (s, &p);                                             \
    if (c->keylen > 0)                                                  \
      x##_update_key (s, key, c->keylen);                               \
    x##_set_last_node (s, c->last_node);                                \
  }                                                                     \
                                                                        \
  static void                                                           \
  x##_update_any (void *s, void const *in, size_t inlen)                \
  {                                                                     \
    x##_update (s, in, inlen);                                          \
  }                                                                     \
                                                                        \
  static void                                                           \
  x##_final_any (void *s, uint8_t *out)                                 \
  {                                                                     \
    x##_final (s, out);                                                 \
  }                                                                     \
                                                                        \
  static void                                                           \
  x##_get_h (void const *s, uint64_t h[8])                              \
  {                                                                     \
    struct x##_state const *state = s;                                  \
                                                                        \
    for (int i = 0; i < 8; i++)                                         \
      h[i] = state->h[i];                                               \
  }                                                                     \
                                                                        \
  static void                                                           \
  x##_compress_any (bool ref, uint64_t h[8], uint64_t t[2],             \
                    uint64_t const f[2], uint8_t const *blocks,         \
                    size_t nblocks, uint64_t inc)                       \
  {                                                                     \
    x##_compress_fn *compress                                           \
      = ref ? x##_compress_ref : x##_active_impl ()->compress;          \
    W hw[8], tw[2] = { (W) t[0], (W) t[1] };                            \
    W const fw[2] = { (W) f[0], (W) f[1] };                             \
                                                                        \
    for (int i = 0; i < 8; i++)                                         \
      hw[i] = (W) h[i];                                                 \
    compress (hw, tw, fw, blocks, nblocks, (W) inc);                    \
    for (int i = 0; i < 8; i++)                                         \
      h[i] = hw[i];                                                     \
    t[0] = tw[0];                                                       \
    t[1] = tw[1];                                                       \
  }                                                                     \
                                                                        \
  static void                                                           \
  x##_view (void const *impl, struct row *r)                            \
  {                                                                     \
    struct x##_impl const *row = impl;                                  \
                                                                        \
    r->impl = impl;                                                     \
    r->name = row->name;                                                \
    r->features = row->features;                                        \
    r->compress = (void (*) (void)) row->compress;                      \
  }                                                                     \
                                                                        \
  static size_t                                                         \
  x##_rows (struct row *out)                                            \
  {                                                                     \
    size_t n;                                                           \
    struct x##_impl const *impls = x##_impls (&n);                      \
                                                                        \
    for (size_t i = 0; i < n && i < MAX_ROWS; i++)                      \
      x##_view (&impls[i], &out[i]);                                    \
    return n;                                                           \
  }                                                                     \
                                                                        \
  static void                                                           \
  x##_use (void const *impl)                                            \
  {                                                                     \
    x##_use_impl (impl);                                                \
  }                                                                     \
                                                                        \
  static void const *                                                   \
  x##_active (void)                                                     \
  {                                                                     \
    return x##_active_impl ();                                          \
  }                                                                     \
                                                                        \
  static struct algo const x##_algo =                                   \
    {                                                                   \
      .hash =                                                           \
        {                                                               \
          .name = #x,                                                   \
          .outbytes = UX##_OUTBYTES,                                    \
          .keybytes = UX##_KEYBYTES,                                    \
          .state_size = sizeof (struct x##_state),                      \
          .init = x##_init_any,                                         \
          .update = x##_update_any,                                     \
          .final = x##_final_any,                                       \
          .oneshot = x                                                  \
        },                                                              \
      .blockbytes = UX##_BLOCKBYTES,                                    \
      .wordbytes = sizeof (W),                                          \
      .near_carry = near_carry_,                                        \
      .keyed_chunk = keyed_chunk_,                                      \
      .rfc_md_len = x##_rfc_md_len,                                     \
      .literals = x##_literals,                                         \
      .nliterals = countof (x##_literals),                              \
      .outlen_cases = x##_outlen_cases,                                 \
      .keylen_cases = x##_keylen_cases,                                 \
      .compress_cases = x##_compress_cases,                             \
      .ncompress_cases = countof (x##_compress_cases),                  \
      .rfc_grand_hash = UX##_RFC_GRAND_HASH,                            \
      .lengths_grand_hash = UX##_LENGTHS_GRAND_HASH,                    \
      .init_case = x##_init_case,                                       \
      .get_h = x##_get_h,                                               \
      .compress = x##_compress_any,                                     \
      .compress_ref = (void (*) (void)) x##_compress_ref,               \
      .rows = x##_rows,                                                 \
      .view = x##_view,                                                 \
      .use = x##_use,                                                   \
      .active = x##_active,                                             \
      .select = x##_select                                              \
    };

/* The multi-block compress checks start T[0] 300 or 150 bytes below a
   carry: more than two blocks, not a whole number of them.  The keyed
   misaligned checks feed pieces of 300 or 100 bytes.  */
DEFINE_ALGO (blake2b, BLAKE2B, uint64_t, UINT64_MAX - 300, 300)
DEFINE_ALGO (blake2s, BLAKE2S, uint32_t, UINT32_MAX - 150, 100)

static struct algo const *const algos[] = { &blake2b_algo, &blake2s_algo };

/* The input: MAX_INPUT pattern bytes from 0.  Allocated once, so that it
   is as aligned as malloc makes it.  */
static uint8_t *pattern;

/* The key bytes 0, 1, ..., 63.  */
static uint8_t key64[MAX_KEY];

/* Check literal case C of A through its parameter block, in pieces of
   each of three lengths, and, if its parameters are the defaults,
   through the convenience function.  */
static void
check_literal_case (struct algo const *a, struct literal_case const *c)
{
  static size_t const chunks[] = { 0, 1000, 7 };
  struct kat_hash const *h = &a->hash;
  uint8_t const *in = c->text ? (uint8_t const *) c->text : pattern;
  uint8_t out[MAX_OUT + 8];
  char what[160];
  union state s;

  for (size_t j = 0; j < countof (chunks); j++)
    {
      snprintf (what, sizeof what, "%s (%zu bytes, chunks of %zu)",
                c->what, c->inlen, chunks[j]);
      memset (out, 0xa5, sizeof out);
      a->init_case (&s, c, key64);
      kat_update_chunked (h, &s, in, c->inlen, chunks[j]);
      h->final (&s, out);
      kat_check_hex (out, c->outlen, c->hex, what);
      kat_check_canary (out + c->outlen, sizeof out - c->outlen, what);
    }

  if (!c->tree && !c->salt && !c->personal && !c->last_node)
    {
      snprintf (what, sizeof what, "%s (%zu bytes, one-shot)", c->what,
                c->inlen);
      memset (out, 0xa5, sizeof out);
      h->oneshot (out, c->outlen, in, c->inlen, key64, c->keylen);
      kat_check_hex (out, c->outlen, c->hex, what);
      kat_check_canary (out + c->outlen, sizeof out - c->outlen, what);
    }
}

static void
test_literals (struct algo const *a)
{
  struct kat_hash const *h = &a->hash;
  size_t const b = a->blockbytes;
  uint8_t out[MAX_OUT + 8];
  char what[160];

  for (size_t i = 0; i < a->nliterals; i++)
    check_literal_case (a, &a->literals[i]);

  for (size_t n = 1; n <= h->outbytes; n++)
    {
      snprintf (what, sizeof what, "output length %zu", n);
      memset (out, 0xa5, sizeof out);
      h->oneshot (out, n, pattern, 200, NULL, 0);
      kat_check_hex (out, n, a->outlen_cases[n - 1], what);
      kat_check_canary (out + n, sizeof out - n, what);
    }

  /* One block and a byte of input, the whole digest.  */
  for (size_t k = 1; k <= h->keybytes; k++)
    {
      snprintf (what, sizeof what, "key length %zu", k);
      h->oneshot (out, h->outbytes, pattern, b + 1, key64, k);
      kat_check_hex (out, h->outbytes, a->keylen_cases[k - 1], what);
    }

  /* RFC 7693 Appendix E.  */
  {
    size_t const in_len[] = { 0, 3, b, b + 1, 255, 1024 };
    uint8_t in[1024], key[MAX_KEY], md[MAX_OUT];
    union state grand;

    h->init (&grand, 32, NULL, 0);
    for (size_t i = 0; i < 4; i++)
      for (size_t j = 0; j < countof (in_len); j++)
        {
          size_t outlen = a->rfc_md_len[i], inlen = in_len[j];
          kat_selftest_seq (in, inlen, (uint32_t) inlen);
          h->oneshot (md, outlen, in, inlen, NULL, 0);
          h->update (&grand, md, outlen);
          kat_selftest_seq (key, outlen, (uint32_t) outlen);
          h->oneshot (md, outlen, in, inlen, key, outlen);
          h->update (&grand, md, outlen);
        }
    h->final (&grand, out);
    kat_check_hex (out, 32, a->rfc_grand_hash, "RFC 7693 self-test");
  }
}

/* Store the chaining value H of A little-endian at OUT.  */
static void
store_h (struct algo const *a, uint8_t out[MAX_OUT], uint64_t const h[8])
{
  for (size_t i = 0; i < 8; i++)
    for (size_t j = 0; j < a->wordbytes; j++)
      out[a->wordbytes * i + j] = (uint8_t) (h[i] >> (8 * j));
}

/* Return true if the chaining values and counters H1, T1 and H2, T2 are
   the same.  */
static bool
same_words (uint64_t const h1[8], uint64_t const t1[2],
            uint64_t const h2[8], uint64_t const t2[2])
{
  return (memcmp (h1, h2, 8 * sizeof *h1) == 0
          && t1[0] == t2[0] && t1[1] == t2[1]);
}

static void
test_compress (struct algo const *a)
{
  static uint64_t const no_flags[2] = { 0, 0 };
  size_t const b = a->blockbytes;
  /* A union, so that BLOCKS + OFF is misaligned by exactly OFF.  */
  static union
  {
    uint64_t align;
    uint8_t b[10 * BLAKE2B_BLOCKBYTES + 8];
  } buf;
  union state s0;
  uint64_t h0[8];
  uint8_t out[MAX_OUT];
  char what[160];

  a->hash.init (&s0, a->hash.outbytes, NULL, 0);
  a->get_h (&s0, h0);

  for (size_t i = 0; i < a->ncompress_cases; i++)
    {
      struct compress_case const *c = &a->compress_cases[i];
      uint64_t h[8], t[2] = { c->t[0], c->t[1] };

      memcpy (h, h0, sizeof h);
      kat_fill_pattern (buf.b, c->nblocks * b, 17);
      a->compress (false, h, t, c->f, buf.b, c->nblocks, c->inc);
      store_h (a, out, h);
      snprintf (what, sizeof what, "compress: %s", c->what);
      kat_check_hex (out, a->hash.outbytes, c->hex, what);
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
        uint64_t h1[8], h2[8], h3[8];
        uint64_t t1[2] = { a->near_carry, 9 };
        uint64_t t2[2] = { a->near_carry, 9 };
        uint64_t t3[2] = { a->near_carry, 9 };
        uint8_t const *blocks = buf.b + off;

        memcpy (h1, h0, sizeof h1);
        memcpy (h2, h0, sizeof h2);
        memcpy (h3, h0, sizeof h3);
        a->compress (false, h1, t1, no_flags, blocks, nblocks, b);
        for (size_t i = 0; i < nblocks; i++)
          a->compress (false, h2, t2, no_flags, blocks + i * b, 1, b);
        a->compress (true, h3, t3, no_flags, blocks, nblocks, b);
        snprintf (what, sizeof what,
                  "compress: %zu blocks at offset %zu", nblocks, off);
        if (!same_words (h1, t1, h2, t2))
          kat_fail ("%s: differs from one block per call", what);
        if (!same_words (h1, t1, h3, t3))
          kat_fail ("%s: differs from the portable code", what);
      }

  /* Final blocks of every length and flag combination, against the
     portable code.  The flag words are all ones, narrowed for
     BLAKE2s.  */
  for (uint64_t inc = 0; inc <= b; inc++)
    for (int flags = 0; flags < 4; flags++)
      {
        uint64_t f[2] = { flags & 1 ? UINT64_MAX : 0,
                          flags & 2 ? UINT64_MAX : 0 };
        uint64_t h1[8], h2[8];
        uint64_t t1[2] = { 1000 + inc, 0 }, t2[2] = { 1000 + inc, 0 };

        memcpy (h1, h0, sizeof h1);
        memcpy (h2, h0, sizeof h2);
        a->compress (false, h1, t1, f, buf.b + 3, 1, inc);
        a->compress (true, h2, t2, f, buf.b + 3, 1, inc);
        if (!same_words (h1, t1, h2, t2))
          kat_fail ("compress: final block of %d bytes, flags %d: differs"
                    " from the portable code", (int) inc, flags);
      }
}

/* Part 2: any split of the input gives the one-shot digest.  */
static void
test_splits (struct algo const *a)
{
  struct kat_hash const *h = &a->hash;
  size_t const b = a->blockbytes;
  /* The second of three pieces ends just before, at and just after
     block boundaries.  */
  size_t const second[] = { 0, 1, b - 1, b, b + 1, 2 * b, SPLIT_LEN };
  /* Around half a block, a block and two; 25 B / 16 (200 or 100) is in
     no phase of either.  */
  size_t const chunks[] = { 1, 2, 3, 5, b / 2 - 1, b / 2, b / 2 + 1,
                            b - 1, b, b + 1, 25 * b / 16, 2 * b };
  size_t const irregular[] = { 1, b - 1, b, b + 1, 3, 2 * b - 1, 2 * b,
                               2 };
  struct kat_pieces const pieces =
    { chunks, countof (chunks), irregular, countof (irregular) };
  uint8_t want[MAX_OUT], got[32];
  union state grand;

  kat_check_splits (h, pattern, SPLIT_LEN, key64, second, countof (second),
                    1);

  /* Every length 0..SPLIT_LEN, with the output and key lengths of
     LENGTHS_GRAND_HASH.  The grand hash checks the one-shot digests; the
     ones in pieces are compared with them.  */
  h->init (&grand, 32, NULL, 0);
  for (size_t n = 0; n <= SPLIT_LEN; n++)
    {
      size_t outlen = 1 + (n * 7) % h->outbytes;
      size_t keylen = n % 2 ? (n * 5) % (h->keybytes + 1) : 0;

      kat_check_pieces (h, &pieces, pattern, n, key64, keylen, outlen,
                        want);
      h->update (&grand, want, outlen);
    }
  h->final (&grand, got);
  kat_check_hex (got, 32, a->lengths_grand_hash,
                 "lengths 0..300 grand hash");
}

/* Check what A's dispatch functions report about its N rows ROWS.  The
   row chosen must be the row in use now.  */
static void
test_dispatch (struct algo const *a, struct row const *rows, size_t n)
{
  unsigned int supported = cpu_features_supported ();
  unsigned int allowed = cpu_features ();
  struct row active;

  kat_set_subject ("%s dispatch", a->hash.name);
  if (n < 1 || strcmp (rows[0].name, "portable") != 0
      || rows[0].features != 0 || rows[0].compress != a->compress_ref)
    {
      kat_fail ("the portable implementation is not listed first");
      return;
    }
  for (size_t i = 0; i < n; i++)
    {
      if (rows[i].features & ~supported)
        kat_fail ("%s is listed, but needs features the CPU lacks",
                  rows[i].name);
      for (size_t j = 0; j < i; j++)
        if (strcmp (rows[i].name, rows[j].name) == 0)
          kat_fail ("%s is listed twice", rows[i].name);
    }

  char const *name = a->select ();
  void const *chosen = a->active ();
  a->view (chosen, &active);
  bool found = false;
  for (size_t i = 0; i < n; i++)
    if (strcmp (rows[i].name, name) == 0)
      {
        found = true;
        if (rows[i].compress != active.compress)
          kat_fail ("%s_select chose %s but uses another function",
                    a->hash.name, name);
        /* Every later row must need more than cpu_features allows, or
           the choice was not the best one.  */
        for (size_t j = i + 1; j < n; j++)
          if ((rows[j].features & ~allowed) == 0)
            kat_fail ("%s_select chose %s, but %s is allowed", a->hash.name,
                      name, rows[j].name);
      }
  if (!found)
    kat_fail ("%s_select chose %s, which %s_impls does not list", a->hash.name,
              name, a->hash.name);

  /* The row in use is whichever was used last.  */
  for (size_t i = 0; i < n; i++)
    {
      a->use (rows[i].impl);
      if (a->active () != rows[i].impl
          || strcmp (a->select (), rows[i].name) != 0)
        kat_fail ("%s_use_impl (%s) is not what %s_select reports",
                  a->hash.name, rows[i].name, a->hash.name);
    }
  a->use (chosen);
  if (strcmp (a->select (), name) != 0 || a->active () != chosen)
    kat_fail ("%s_select is not idempotent", a->hash.name);
  printf ("%s: %zu implementation%s, %s_select chose %s\n", a->hash.name, n,
          n == 1 ? "" : "s", a->hash.name, name);
}

/* Make ROW of A the row in use, and run parts 1 to 4 under it.  */
static void
test_row (struct algo const *a, struct row const *row, char const *dir)
{
  int before = kat_failures ();

  a->use (row->impl);
  kat_set_subject ("%s %s", a->hash.name, row->name);
  test_literals (a);
  test_compress (a);
  test_splits (a);
  kat_check_misaligned (&a->hash, pattern, MISALIGNED_LEN, key64,
                        a->blockbytes + 1, a->keyed_chunk);
  kat_check_vectors (dir, &a->hash);
  kat_report (before);
}

int
main (void)
{
  kat_init ("test-blake2");
  char const *dir = kat_vectors_dir ();
  if (!dir)
    puts ("blake2: BLAKESUM_VECTORS_DIR is not set;"
          " skipping the official test vectors");
  pattern = kat_xmalloc (MAX_INPUT);
  kat_fill_pattern (pattern, MAX_INPUT, 0);
  kat_fill_key (key64, sizeof key64);

  for (size_t k = 0; k < countof (algos); k++)
    {
      struct algo const *a = algos[k];
      struct row rows[MAX_ROWS];
      /* The row chosen for this CPU, before any other is used.  */
      void const *chosen = a->active ();
      size_t n = a->rows (rows);

      if (MAX_ROWS < n)
        {
          kat_fail ("%s: %zu rows, more than MAX_ROWS", a->hash.name, n);
          n = MAX_ROWS;
        }
      for (size_t i = 0; i < n; i++)
        test_row (a, &rows[i], dir);
      a->use (chosen);
      test_dispatch (a, rows, n);
    }

  free (pattern);
  kat_summary ("blake2");
  return kat_exit_status ();
}
