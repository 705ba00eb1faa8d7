/* test-blake2p.c -- unit test of BLAKE2bp and BLAKE2sp over every implementation

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

/* BLAKE2bp is checked under each implementation that blake2b_impls
   returns, and BLAKE2sp under each that blake2s_impls returns, made the
   row in use with blake2b_use_impl or blake2s_use_impl (a BLAKE2b row
   brings its lane kernels):
     1. digests written here as literals;
     2. a tree built here from the sequential BLAKE2b / BLAKE2s API,
        node by node as the reference describes it, for every input
        length 0..SPLIT_LEN with varied digest and key lengths;
     3. that any way of splitting the input over the update calls gives
        the one-shot digest;
     4. the official KAT files, when BLAKESUM_VECTORS_DIR is set;
     5. misaligned input, key and output buffers;
     6. blake2bp_update_threaded gives blake2bp_update's digest, with
        pools of 1, 2, 4 and 5 threads, keyed or not, after prefixes
        that leave bytes held back and that do not.
   Exit status 0 means pass and 1 failure.  77 (skip) is not used: only
   part 4 needs the vectors, and the rest always runs.  */

#include <config.h>

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "blake2/blake2b.h"
#include "blake2/blake2bp.h"
#include "blake2/blake2bp-threads.h"
#include "blake2/blake2s.h"
#include "blake2/blake2sp.h"
#include "kat.h"
#include "core/workers.h"

/* Inputs longer than this are not used.  */
enum { MAX_INPUT = 1048577 };

/* The length of the split tests' input, and the largest of part 2's
   lengths: more than four BLAKE2bp or BLAKE2sp groups, so that every
   way of filling, holding back and draining the state occurs.  */
enum { SPLIT_LEN = 2100 };

/* The largest digest and key of both algorithms.  */
enum { MAX_OUT = 64, MAX_KEY = 64 };

/* Part 1: literal digests.

   Every digest below was computed once in Python, never from this code:
   the unkeyed full-length ones (64 bytes for BLAKE2bp, 32 for BLAKE2sp)
   with plain hashlib.blake2b / hashlib.blake2s nodes (fanout 4 or 8,
   depth 2, inner size the full length; leaf I at node offset I taking
   every fourth or eighth block from block I, the last leaf and the root
   with the last-node flag), the keyed or shorter ones the same way with
   hashlib for every node it can express and a small pure-Python core
   written from RFC 7693 for the keyed root and the short-digest leaves,
   which reproduce all the official BLAKE2bp and BLAKE2sp vectors and
   libb2.  BLAKE2bp-512 and -256 of "abc", BLAKE2bp-512 of "" and
   BLAKE2sp-128 of "abc" are among them.  Unless a
   case gives TEXT, its input is INLEN pattern bytes (kat_fill_pattern)
   and its key is the bytes 0, 1, ..., KEYLEN - 1.  */

struct literal_case
{
  char const *what;
  size_t inlen;
  char const *text;             /* the input, or null for pattern bytes */
  size_t outlen;
  size_t keylen;
  char const *hex;
};

static struct literal_case const bp_literals[] =
{
  { "abc", 3, "abc", 64, 0,
    "b91a6b66ae87526c400b0a8b53774dc65284ad8f6575f8148ff93dff943a6ecd"
    "8362130f22d6dae633aa0f91df4ac89aaff31d0f1b923c898e82025dedbdad6e" },
  { "abc", 3, "abc", 32, 0,
    "4792f00c05827a437fc55481e447eea1c9a39add28087733b3e53f1c04430dc7" },
  { "empty", 0, "", 64, 0,
    "b5ef811a8038f70b628fa8b294daae7492b1ebe343a80eaabbf1f6ae664dd67b"
    "9d90b0120791eab81dc96985f28849f6a305186a85501b405114bfa678df9380" },
  { "plain", 1, NULL, 64, 0,
    "a139280e72757b723e6473d5be59f36e9d50fc5cd7d4585cbc09804895a36c52"
    "1242fb2789f85cb9e35491f31d4a6952f9d8e097aef94fa1ca0b12525721f03d" },
  { "plain", 127, NULL, 64, 0,
    "ea64b003a135766121cfbccbdc08dca2402926be78cea3d0a7253d9ec9e63b8a"
    "cdd994559917e0e03b5e155f944d7198d99245a794ce19c9b4df4da4a3399334" },
  { "plain", 128, NULL, 64, 0,
    "05ad0f271faf7e361320518452813ff9fb9976ac378050b6eefb05f7867b577b"
    "8f14475794cff61b2bc062d346a7c65c6e0067c60a374af7940f10aa449d5fb9" },
  { "plain", 129, NULL, 64, 0,
    "b545880294afa153f8b9f49c73d952b5d1228f1a1ab5ebcb05ff79e560c030f7"
    "500fe256a40b6a0e6cb3d42acd4b98595c5b51eaec5ad69cd40f1fc16d2d5f50" },
  { "plain", 383, NULL, 64, 0,
    "d6165a74dd4722ea1f9be0cead5d5116d092ca3753124153d896923ce3a5f54f"
    "10d5b03cf9578980595883abc9be0e3da1261a62fb4e93227e7cf2513e60034d" },
  { "plain", 384, NULL, 64, 0,
    "09cc835dfaebf712deddaac8b82b8ffed362ded979de2a763cac68967f9b0e19"
    "958e4f6770bc0a80b37a01fdeb07a3490251c11bd7ed7b5464bc9097a6a98044" },
  { "plain", 385, NULL, 64, 0,
    "a74b673ec1fd6b9d100fd6dd3dbcd46b970d0c3fb7ab46f2a925042386b9002d"
    "590c41ea0efba8b0007172b6ee2ea7ecd8d86edc409f612272842f2aae4ff719" },
  { "plain", 511, NULL, 64, 0,
    "c86d92d70ab59ba357a987bd6f90e938a8ed5a8541bb387648a992f11063bfa9"
    "b339562efaccb7553c9e4af5f02b16a73b51c2665d9e817bfc94c5b192b43a5f" },
  { "plain", 512, NULL, 64, 0,
    "61c4dabacdfb1352185aae9dbc04b348af681478b0c4aa7291c7bab11783e8af"
    "e05830d87b6e003bbd95a08d9db6b053f12e75602fd5f1c1f49d39cd6c12b40b" },
  { "plain", 513, NULL, 64, 0,
    "c62cf13185f8eb971737218c9ae187f6447dfd286d206c7d42f442c719527c59"
    "d4655ca5829bf3912d284b916f5bdaa36672363bdca29b0ed2047ba98404a2ad" },
  { "plain", 895, NULL, 64, 0,
    "daaae4b674ba1315705e79506eab46fd4e2c00620ead30d185389e1a5641c387"
    "de65f0d75dcb39ea90d289a4cce7b54f9c536b87c1b1f0faa65bfead6ad84de3" },
  { "plain", 896, NULL, 64, 0,
    "022342552ee3280e0b7f83d24ae0fce3bdc844f4f12d2463d359e7c14a7cc237"
    "74e1cc6f5451848d48a9b710a8e464bdd51d3ed69b53fe1242b4db37d55e3902" },
  { "plain", 897, NULL, 64, 0,
    "d6cbaa598fdc41d5174f809737a3e80d80b0b8c828720004d39c1b494c89aae0"
    "b52a85f93c8e39f5a9ee17bb60a92a3873c8d58cbc33a05c34cd36cf13e65913" },
  { "plain", 1023, NULL, 64, 0,
    "d3f018c54d07653325f14bec66263206645cc204b1f8c712593a3304e5bb588b"
    "c34d628808d244f3b9b046e112b9cc26424884e443224b6f76fcfc1bdb81121e" },
  { "plain", 1024, NULL, 64, 0,
    "1d37eac00a55afe13b8affbf6c3fd60e3608ef9479bb48e88a26a7fc5667a8c5"
    "7845ecdc1e9e4b45a03bae187a150af93fb09be6cd96ccd954cbbe30c9be7d25" },
  { "plain", 1025, NULL, 64, 0,
    "628ba9706b121c0e05d24c9d72538d22e8e6f6d5ab99ba04b95744e8e4e878b4"
    "353d10a354a44788f8b867550b64af60a71ca33290e67d24d8b811a7a8b3f644" },
  { "plain", 1536, NULL, 64, 0,
    "7657b1ff988dde64d288666e14ddaab9de75e34d10d687cbbc903ed361a195db"
    "aaf819304bb563c600f573585c071c27f20b3a120939317fc0462626cce17cb1" },
  { "plain", 2048, NULL, 64, 0,
    "e8ab96ec6e4e2ad637b4f7c47465eadc2c24445bab00d5233eec1b5cdb14eda4"
    "5f3a1b4d0e989d2ca98d25a51d0389d4ca9c127f2533dd3c79167a3278e7d0dd" },
  { "plain", 2049, NULL, 64, 0,
    "1b8f362eda7bd12cebe2532a4ee403e0fa72ca71bff57505d5fbadb2b4dea4dd"
    "c7d51811a6012297d1346602adf1084eb3ab64fb3c1983528a79c3ca848ab15a" },
  { "plain", 4097, NULL, 64, 0,
    "1aa186eea3ee239bd9cfaaf20775b2b74d05a31659ed21c797539eb0d00d9475"
    "edb3136bdfd1e0885cdaaa275f377726d71081d19dce8fca24657c5b79d980ce" },
  { "plain", 65537, NULL, 64, 0,
    "5b27adb2b4bba0adad07a2c84df6dd5fd7275ee65aa91773030d1073ff7a3920"
    "185a862ef046dcf91d059dc3537b4f5c08047515e5d9a87356dae0bcf21d6573" },
  { "plain", 1048577, NULL, 64, 0,
    "36f2ecf69ccb65f451b38eea733f35c2a999e65de1731ffa60b19e26cb670afb"
    "d91b1d8583462660e8c4493f3b1749d1922c29f6842e25c068c06f70f69a3ca2" },
  { "keyed", 0, NULL, 64, 64,
    "9d9461073e4eb640a255357b839f394b838c6ff57c9b686a3f76107c1066728f"
    "3c9956bd785cbc3bf79dc2ab578c5a0c063b9d9c405848de1dbe821cd05c940a" },
  { "keyed", 1, NULL, 64, 64,
    "ff8e90a37b94623932c59f7559f26035029c376732cb14d41602001cbb73adb7"
    "9293a2dbda5f60703025144d158e2735529596251c73c0345ca6fccb1fb1e97e" },
  { "keyed", 128, NULL, 64, 64,
    "9280f4d1157032ab315c100d636283fbf4fba2fbad0f8bc020721d76bc1c8973"
    "ced28871cc907dab60e59756987b0e0f867fa2fe9d9041f2c9618074e44fe5e9" },
  { "keyed", 384, NULL, 64, 64,
    "d20f737f9864ace9800a011a0e38904c1e78c11461ee2affecb5af1232e3a239"
    "b3fe59aee48f92965002a70b7ca55b68b45ef1ba2fb7ab970dd0dd7305c7b211" },
  { "keyed", 385, NULL, 64, 64,
    "7024e72911ffc1dc34e664c4f50a0b0596712fdf714a22fd7a24aa59877a6d36"
    "9dd625eaaeaec057bbbe2f070dfbede70f8f9877472fbddbb5891a284b988bb9" },
  { "keyed", 512, NULL, 64, 64,
    "86dfba5b50da48a602446246ac0a16c2a5e2f8e396072065b9e7991ed9c0f436"
    "ae5b3b61607c15c4b251d2679e3c846024ed1833b4d7594a34a68631bb5c0b49" },
  { "keyed", 513, NULL, 64, 64,
    "a55cf608515924ac36c056e9e8576d8e85def53d168912f770ad68bbd5d61973"
    "a188bb14f497c2585075fca439c6160abf4695fd631e527d759c18803c2dbcfc" },
  { "keyed", 896, NULL, 64, 64,
    "9442d493c1fd78a8fd9c937653731254acffd3b05af77e3c1e95a7d01e17ca26"
    "01c61b2b20399035a34b928519ba0f008c994eb4d06611f8c93469aa02d4de76" },
  { "keyed", 897, NULL, 64, 64,
    "39a149a1511a0cdc9730a90b41421acd094b89c6f5775e8337b46fb91b94c957"
    "4b8234b7a3aa83ad4d6129cb99aaa095b940ac54fbe09485a7e92fb99f2a8705" },
  { "keyed", 2049, NULL, 64, 64,
    "418fb53d975431f190ec5ac6cb85d19ac259558d1653eb1f52b7d66020072811"
    "de40bccd1f0e96ad19e40e82a0faa8bde9806ca4a58fb64dfa5eada237c6fb16" },
  { "keyed", 65537, NULL, 64, 64,
    "91ecb2fa638a031952252d2a6a7da24be3dbbb0869d07c6e621984e4b1d2052c"
    "017daa6e5f17fd8cc1d6b64073096c82376b49c45a2e47bed03145a32d43c3b8" },
  { "short or keyed", 0, NULL, 32, 1,
    "4a2228b2c1f0e37d0f4b1b9f9c4b927a3b4b8860d952ba2b25e2a34e479520de" },
  { "short or keyed", 3, NULL, 1, 0,
    "69" },
  { "short or keyed", 600, NULL, 63, 0,
    "8186adf381168c6bdce19f40ef4aad7ea0aa8c43425381bf17c0981531273cfb"
    "2ebe5618df53626c640b90bbbf423d353f85838503975b3ec0f1a0e9ac982e" },
  { "short or keyed", 1000, NULL, 20, 64,
    "4a6a0cd787e2f4c52e7d6c454dceeb6260b30bc0" },
  { "short or keyed", 129, NULL, 48, 32,
    "5e49ec0a673807f06fc3c19cdb5406d4a63811603bcbb03dafff5c98a2ec64cd"
    "ec0f8340f6e8b2c8ba5f20ee5a318e87" },
  { "short or keyed", 897, NULL, 32, 0,
    "42856d825dfac0d94a7cbbb8b48dca0023b5288c98048f539884216f1aeab1bc" },
  { "short or keyed", 0, NULL, 1, 64,
    "49" },
};

static struct literal_case const sp_literals[] =
{
  { "abc", 3, "abc", 32, 0,
    "70f75b58f1fecab821db43c88ad84edde5a52600616cd22517b7bb14d440a7d5" },
  { "abc", 3, "abc", 16, 0,
    "88f52143a5acf10702b0a0de90530472" },
  { "empty", 0, "", 32, 0,
    "dd0e891776933f43c7d032b08a917e25741f8aa9a12c12e1cac8801500f2ca4f" },
  { "plain", 1, NULL, 32, 0,
    "a6b9eecc25227ad788c99d3f236debc8da408849e9a5178978727a81457f7239" },
  { "plain", 63, NULL, 32, 0,
    "1024c940be7341449b5010522b509f65bbdc1287b455c2bb7f72b2c92fd0d189" },
  { "plain", 64, NULL, 32, 0,
    "52603b6cbfad4966cb044cb267568385cf35f21e6c45cf30aed19832cb51e9f5" },
  { "plain", 65, NULL, 32, 0,
    "fff24d3cc729d395daf978b0157306cb495797e6c8dca1731d2f6f81b849baae" },
  { "plain", 447, NULL, 32, 0,
    "cfa159ce07264f6dfecf43542a86eef144ca6fbb200d56922b8a77c374144c46" },
  { "plain", 448, NULL, 32, 0,
    "084f722fc814f4e5df8e34ba6945ca9489fa8e1216201a8734162c8c61306888" },
  { "plain", 449, NULL, 32, 0,
    "510a16c5672f80cac72b0fdc1ab07d92180060dd27fe4670738b4e5f71a34f04" },
  { "plain", 511, NULL, 32, 0,
    "8e1e8ee1ffa0a01028fff3bff0ae9df2565a82e55a04e9541bb78b9c4778336f" },
  { "plain", 512, NULL, 32, 0,
    "8d9e357863298dd8364b7caf4234317f8a49f180d788b7abffb521925f1e1ff1" },
  { "plain", 513, NULL, 32, 0,
    "8a4bc3330497e681f15daf24fc496044a1c32bf0a837a210399e1ae4af7e92be" },
  { "plain", 959, NULL, 32, 0,
    "94ca734fb31b30dcc47ce4480800a39cf6523e2a7e659c7d2d2f5e42bbda2ca9" },
  { "plain", 960, NULL, 32, 0,
    "0f2a7b6918717a0d67777cca3eefaf29726ebc1ac389b08e070d63d01137f639" },
  { "plain", 961, NULL, 32, 0,
    "b503bdd1b5809c875985eea1647789fc470c7c72551f1f0fac9e8373c8b57164" },
  { "plain", 1023, NULL, 32, 0,
    "0db3cb64828effe5b2aa6be5e865121f03226cca6423b8841b1019cfad09ac09" },
  { "plain", 1024, NULL, 32, 0,
    "48467549502e2d3f422870bfb1d09bce71a065735763bf654582cf46a5112793" },
  { "plain", 1025, NULL, 32, 0,
    "04e03e65b8f19a5f46288802b2a515bab73363262caa300ae75c0eb29c016e5a" },
  { "plain", 1536, NULL, 32, 0,
    "c1ed1465d8af86129ef0edf63297b21b8382846eb8c5dd3cd1adc1f2977bf8b4" },
  { "plain", 2048, NULL, 32, 0,
    "4cf11f34f10b092863f3a01ded072518e73ea5d33fe3bd5e6b1d482c25bbf5d3" },
  { "plain", 2049, NULL, 32, 0,
    "3b5b8af21615dc8562ccd613abda602798008cf58f940e5612ef5ed2c74d3414" },
  { "plain", 4097, NULL, 32, 0,
    "055d3f5f5440fe6c8dd0dcceb503b93caa03a533b71b1e47b4fdcb5577b8762a" },
  { "plain", 65537, NULL, 32, 0,
    "60e42e849f6f22218ae9faeb17cf9eaf00fd9bc140a4b392109d6378557a4192" },
  { "plain", 1048577, NULL, 32, 0,
    "e9eea414f17ac738fe477c1678469e44746dc64abc610fd162efa69d7034b6ac" },
  { "keyed", 0, NULL, 32, 32,
    "715cb13895aeb678f6124160bff21465b30f4f6874193fc851b4621043f09cc6" },
  { "keyed", 1, NULL, 32, 32,
    "40578ffa52bf51ae1866f4284d3a157fc1bcd36ac13cbdcb0377e4d0cd0b6603" },
  { "keyed", 64, NULL, 32, 32,
    "1d3701a5661bd31ab20562bd07b74dd19ac8f3524b73ce7bc996b788afd2f317" },
  { "keyed", 448, NULL, 32, 32,
    "f5cbe84b705980e4b27a54b63cc2a50d9571da76312d1d56f197e5b54e64914f" },
  { "keyed", 449, NULL, 32, 32,
    "b3bc21091f1ff2e1eb7f07c9be32001eba8a050fa97a567d500d273669341ff4" },
  { "keyed", 512, NULL, 32, 32,
    "ae313a2a902d0e8d5dbd86c774a2328d939ac9d123783f86a55b23f3fdbf68da" },
  { "keyed", 513, NULL, 32, 32,
    "99850c7c4fd3e6755d92842656cbd8be768e894146182cbd0cc1d739aebbbf0b" },
  { "keyed", 960, NULL, 32, 32,
    "007e16f6e404da53c4095464f20c9fd0b404b035b16e9412e0da4cb3ccfc3919" },
  { "keyed", 961, NULL, 32, 32,
    "039303006d8a1014068d90cf77088af43d31022fe188dd8927d15a43e07f940e" },
  { "keyed", 2049, NULL, 32, 32,
    "39cc007b78c3a299ec9c5d3f61c579a7a245ac7a96b164ce3e5a646de5767e2d" },
  { "keyed", 65537, NULL, 32, 32,
    "45efc3996a74a9f9ca42e8f03647da67915365453bf1f58a0d957296b419176e" },
  { "short or keyed", 0, NULL, 16, 1,
    "dc0faf648d8169a310af86bcf5626e4c" },
  { "short or keyed", 3, NULL, 1, 0,
    "dd" },
  { "short or keyed", 600, NULL, 31, 0,
    "e0b901f6a4ce140dc837b76da952e06daaef270b8a21eeea96709dabdb4695" },
  { "short or keyed", 1000, NULL, 20, 32,
    "37e97329312fe3f2a704b978a39bba27b101345f" },
  { "short or keyed", 129, NULL, 24, 16,
    "fb992ac79fa3fd4212c668949f94eac7edf7987bd02c7511" },
  { "short or keyed", 961, NULL, 16, 0,
    "3102e717214a759557654b858990945f" },
  { "short or keyed", 0, NULL, 1, 32,
    "07" },
};

/* A BLAKE2b-256 (for BLAKE2bp) or BLAKE2s-256 (for BLAKE2sp) of the
   concatenated digests of the pattern inputs of lengths N = 0..SPLIT_LEN,
   each of length 1 + (7 N mod OUTBYTES), keyed with the bytes
   0 .. K - 1 where K = 5 N mod (KEYBYTES + 1) for odd N and unkeyed for
   even N.  Computed in Python as described above.  */
#define BP_GRAND_HASH \
  "794274e596ee64c63bd0cdd280f920d2b5d50ec23729f2b02478458ae278e5a8"
#define SP_GRAND_HASH \
  "7c080e441553cffd24c3a6f4f8000fa921c6b4dcd43eea509fc4f3c5b10cbedf"

typedef void oneshot_fn (uint8_t *out, size_t outlen, void const *in,
                         size_t inlen, void const *key, size_t keylen);

/* Everything the tests need to know about one of the two algorithms,
   beyond its struct kat_hash, through which kat.c's checks see it.  */
struct algo
{
  struct kat_hash hash;         /* "blake2bp" or "blake2sp" */
  size_t blockbytes;            /* of the underlying hash */
  size_t leaves;
  /* The tree built from the sequential API, for part 2.  */
  oneshot_fn *model;
  /* The sequential hash that makes the grand hash.  */
  oneshot_fn *sequential;
  struct literal_case const *literals;
  size_t nliterals;
  char const *grand_hash;
};

static void
bp_init (void *s, size_t outlen, void const *key, size_t keylen)
{
  blake2bp_init (s, outlen, key, keylen);
}

static void
bp_update (void *s, void const *in, size_t inlen)
{
  blake2bp_update (s, in, inlen);
}

static void
bp_final (void *s, uint8_t *out)
{
  blake2bp_final (s, out);
}

static void
sp_init (void *s, size_t outlen, void const *key, size_t keylen)
{
  blake2sp_init (s, outlen, key, keylen);
}

static void
sp_update (void *s, void const *in, size_t inlen)
{
  blake2sp_update (s, in, inlen);
}

static void
sp_final (void *s, uint8_t *out)
{
  blake2sp_final (s, out);
}

/* Part 2's model: BLAKE2bp written out node by node with the sequential
   BLAKE2b API, each leaf fed its own 128-byte stripes one at a time.  It
   shares only blake2b.c with the code under test, which
   test-blake2 checks on its own.  */
static void
model_bp (uint8_t *out, size_t outlen, void const *in, size_t inlen,
          void const *key, size_t keylen)
{
  uint8_t const *msg = in;
  uint8_t leaves[4 * BLAKE2B_OUTBYTES];
  struct blake2b_param p;
  struct blake2b_state s;

  for (int i = 0; i < 4; i++)
    {
      blake2b_param_default (&p, outlen);
      p.key_length = (uint8_t) keylen;
      p.fanout = 4;
      p.depth = 2;
      p.node_offset = (uint64_t) i;
      p.node_depth = 0;
      p.inner_length = BLAKE2B_OUTBYTES;
      blake2b_init_param (&s, &p);
      if (keylen > 0)
        blake2b_update_key (&s, key, keylen);
      blake2b_set_last_node (&s, i == 3);
      for (size_t j = (size_t) i * 128; j < inlen; j += 4 * 128)
        blake2b_update (&s, msg + j, inlen - j < 128 ? inlen - j : 128);
      /* A leaf emits its whole chaining value, whatever its
         digest_length field says.  */
      s.outlen = BLAKE2B_OUTBYTES;
      blake2b_final (&s, leaves + i * BLAKE2B_OUTBYTES);
    }

  /* The root: key_length set, but no key block.  */
  blake2b_param_default (&p, outlen);
  p.key_length = (uint8_t) keylen;
  p.fanout = 4;
  p.depth = 2;
  p.node_offset = 0;
  p.node_depth = 1;
  p.inner_length = BLAKE2B_OUTBYTES;
  blake2b_init_param (&s, &p);
  blake2b_set_last_node (&s, true);
  blake2b_update (&s, leaves, sizeof leaves);
  blake2b_final (&s, out);
}

/* The same for BLAKE2sp: eight leaves, 64-byte stripes.  */
static void
model_sp (uint8_t *out, size_t outlen, void const *in, size_t inlen,
          void const *key, size_t keylen)
{
  uint8_t const *msg = in;
  uint8_t leaves[8 * BLAKE2S_OUTBYTES];
  struct blake2s_param p;
  struct blake2s_state s;

  for (int i = 0; i < 8; i++)
    {
      blake2s_param_default (&p, outlen);
      p.key_length = (uint8_t) keylen;
      p.fanout = 8;
      p.depth = 2;
      p.node_offset = (uint64_t) i;
      p.node_depth = 0;
      p.inner_length = BLAKE2S_OUTBYTES;
      blake2s_init_param (&s, &p);
      if (keylen > 0)
        blake2s_update_key (&s, key, keylen);
      blake2s_set_last_node (&s, i == 7);
      for (size_t j = (size_t) i * 64; j < inlen; j += 8 * 64)
        blake2s_update (&s, msg + j, inlen - j < 64 ? inlen - j : 64);
      s.outlen = BLAKE2S_OUTBYTES;
      blake2s_final (&s, leaves + i * BLAKE2S_OUTBYTES);
    }

  blake2s_param_default (&p, outlen);
  p.key_length = (uint8_t) keylen;
  p.fanout = 8;
  p.depth = 2;
  p.node_offset = 0;
  p.node_depth = 1;
  p.inner_length = BLAKE2S_OUTBYTES;
  blake2s_init_param (&s, &p);
  blake2s_set_last_node (&s, true);
  blake2s_update (&s, leaves, sizeof leaves);
  blake2s_final (&s, out);
}

static struct algo const algo_bp =
{
  { "blake2bp", BLAKE2B_OUTBYTES, BLAKE2B_KEYBYTES,
    sizeof (struct blake2bp_state), bp_init, bp_update, bp_final, blake2bp },
  BLAKE2B_BLOCKBYTES, BLAKE2BP_LEAVES, model_bp, blake2b, bp_literals,
  countof (bp_literals), BP_GRAND_HASH
};

static struct algo const algo_sp =
{
  { "blake2sp", BLAKE2S_OUTBYTES, BLAKE2S_KEYBYTES,
    sizeof (struct blake2sp_state), sp_init, sp_update, sp_final, blake2sp },
  BLAKE2S_BLOCKBYTES, BLAKE2SP_LEAVES, model_sp, blake2s, sp_literals,
  countof (sp_literals), SP_GRAND_HASH
};

/* The input: MAX_INPUT pattern bytes.  Allocated once, so that it is as
   aligned as malloc makes it.  */
static uint8_t *pattern;

/* The key bytes 0, 1, ..., 63.  */
static uint8_t key64[MAX_KEY];

static void
test_literals (struct algo const *a)
{
  static size_t const chunks[] = { 0, 1000, 7, 513 };
  struct kat_hash const *h = &a->hash;
  uint8_t out[MAX_OUT + 8];
  char what[160];

  for (size_t i = 0; i < a->nliterals; i++)
    {
      struct literal_case const *c = &a->literals[i];
      uint8_t const *in = c->text ? (uint8_t const *) c->text : pattern;

      for (size_t j = 0; j < countof (chunks); j++)
        {
          snprintf (what, sizeof what,
                    "%s (%zu bytes, outlen %zu, keylen %zu, chunks of %zu)",
                    c->what, c->inlen, c->outlen, c->keylen, chunks[j]);
          memset (out, 0xa5, sizeof out);
          kat_hash_chunked (h, out, c->outlen, in, c->inlen, key64,
                            c->keylen, chunks[j]);
          kat_check_hex (out, c->outlen, c->hex, what);
          kat_check_canary (out + c->outlen, sizeof out - c->outlen, what);
        }

      snprintf (what, sizeof what,
                "%s (%zu bytes, outlen %zu, keylen %zu, one-shot)",
                c->what, c->inlen, c->outlen, c->keylen);
      memset (out, 0xa5, sizeof out);
      h->oneshot (out, c->outlen, in, c->inlen, key64, c->keylen);
      kat_check_hex (out, c->outlen, c->hex, what);
      kat_check_canary (out + c->outlen, sizeof out - c->outlen, what);
    }
}

/* Part 2: every length 0..SPLIT_LEN against the model, with the digest
   and key lengths of the grand hash and with the longest digest unkeyed
   and keyed; the grand hash then checks the digests themselves.  */
static void
test_model (struct algo const *a)
{
  struct kat_hash const *h = &a->hash;
  size_t const per = h->outbytes;
  uint8_t *digests = kat_xmalloc ((SPLIT_LEN + 1) * per);
  uint8_t want[MAX_OUT], got[MAX_OUT], grand[32];
  size_t used = 0;
  char what[160];

  for (size_t n = 0; n <= SPLIT_LEN; n++)
    {
      size_t outlen = 1 + (n * 7) % h->outbytes;
      size_t keylen = n % 2 ? (n * 5) % (h->keybytes + 1) : 0;

      h->oneshot (digests + used, outlen, pattern, n, key64, keylen);
      a->model (want, outlen, pattern, n, key64, keylen);
      snprintf (what, sizeof what,
                "length %zu, outlen %zu, keylen %zu, against the model", n,
                outlen, keylen);
      kat_check_same (digests + used, want, outlen, what);
      used += outlen;

      for (size_t keylen2 = 0; keylen2 <= h->keybytes;
           keylen2 += h->keybytes)
        {
          h->oneshot (got, h->outbytes, pattern, n, key64, keylen2);
          a->model (want, h->outbytes, pattern, n, key64, keylen2);
          snprintf (what, sizeof what,
                    "length %zu, outlen %zu, keylen %zu, against the model",
                    n, h->outbytes, keylen2);
          kat_check_same (got, want, h->outbytes, what);
        }
    }

  a->sequential (grand, sizeof grand, digests, used, NULL, 0);
  kat_check_hex (grand, sizeof grand, a->grand_hash,
                 "lengths 0..2100 grand hash");
  free (digests);
}

/* Part 3: any split of the input gives the one-shot digest.  */
static void
test_splits (struct algo const *a)
{
  struct kat_hash const *h = &a->hash;
  size_t const b = a->blockbytes, group = a->leaves * b;
  /* Piece lengths around the block, the group and the most the state
     holds back (two groups less a block).  */
  size_t const around[] = { 1, 2, 3, b - 1, b, b + 1, group - b,
                            group - 1, group, group + 1,
                            2 * group - b - 1, 2 * group - b,
                            2 * group - b + 1, 2 * group, 1000 };
  static size_t const irregular[] = { 1, 127, 128, 129, 3, 511, 512,
                                      513, 2, 895, 896, 897, 63, 64 };
  struct kat_pieces const pieces =
    { around, countof (around), irregular, countof (irregular) };
  size_t const variants[][2] =
    {
      { h->outbytes, 0 }, { h->outbytes / 2 + 1, h->keybytes }, { 20, 1 }
    };
  uint8_t want[MAX_OUT];

  /* Three pieces, the second of a length from AROUND: every split point
     for the first digest and key length; for the others, points with a
     stride coprime to the block size, still hitting every phase of the
     block and the group.  */
  kat_check_splits (h, pattern, SPLIT_LEN, key64, around, countof (around),
                    7);

  /* Every length 0..SPLIT_LEN, with those digest and key lengths in
     turn, fed in pieces of a fixed size (1 is byte by byte) and in a
     repeating irregular sequence of sizes.  Quick runs take every 7th:
     still every phase of a block and of a group, and every variant.  */
  for (size_t n = 0; n <= SPLIT_LEN; n += kat_quick () ? 7 : 1)
    kat_check_pieces (h, &pieces, pattern, n, key64, variants[n % 3][1],
                      variants[n % 3][0], want);
}

/* Parts 4 and 5, the official test vectors and misaligned buffers, are
   kat_check_vectors and kat_check_misaligned; the misaligned input is
   long enough for update to compress groups straight from it as well as
   from its buffer.  */
enum { MISALIGNED_LEN = 3000 };

/* Part 6: the leaves on threads.  Under one implementation only: the
   threads run whichever BLAKE2b row is in use.  */
static void
test_threads (void)
{
  enum { LEN = (3 << 20) + 777, TAIL = 100 };
  static size_t const pool_sizes[] = { 1, 2, 4, 5 };
  static size_t const keylens[] = { 0, 1, 64 };
  static size_t const prefixes[] = { 0, 1, 896, 1000 };
  static size_t const lens[] =
    { (1 << 20) - 1, 1 << 20, (1 << 20) + 513, 3 << 20 };
  uint8_t *in = kat_xmalloc (LEN);
  uint8_t want[BLAKE2B_OUTBYTES], got[BLAKE2B_OUTBYTES];
  char what[160];
  struct blake2bp_state s;

  kat_fill_pattern (in, LEN, 1);
  kat_set_subject ("BLAKE2bp on threads");
  int before = kat_failures ();
  for (size_t p = 0; p < countof (pool_sizes); p++)
    {
      struct workers *pool = workers_create (pool_sizes[p]);
      if (!pool)
        abort ();
      for (size_t k = 0; k < countof (keylens); k++)
        for (size_t q = 0; q < countof (prefixes); q++)
          for (size_t l = 0; l < countof (lens); l++)
            {
              size_t prefix = prefixes[q], len = lens[l];
              if (LEN < prefix + len + TAIL)
                continue;
              /* Each case hashes megabytes twice, which takes minutes
                 under qemu-i386: quick runs take one case per pool,
                 which still has every key, prefix and length.  */
              if (kat_quick () && (k != p % 3 || q != p || l != 3 - p))
                continue;
              blake2bp_init (&s, BLAKE2B_OUTBYTES, key64, keylens[k]);
              blake2bp_update (&s, in, prefix + len + TAIL);
              blake2bp_final (&s, want);

              blake2bp_init (&s, BLAKE2B_OUTBYTES, key64, keylens[k]);
              blake2bp_update (&s, in, prefix);
              blake2bp_update_threaded (&s, in + prefix, len, pool, false);
              blake2bp_update (&s, in + prefix + len, TAIL);
              blake2bp_final (&s, got);
              snprintf (what, sizeof what,
                        "%zu threads, key %zu, %zu + %zu + %d bytes",
                        pool_sizes[p], keylens[k], prefix, len, TAIL);
              kat_check_same (got, want, sizeof want, what);
            }
      workers_destroy (pool);
    }
  kat_report (before);
  free (in);
}

/* Run every part for A, under the implementation called IMPL.  */
static void
test_algo (struct algo const *a, char const *impl, char const *dir)
{
  int before = kat_failures ();

  kat_set_subject ("%s %s", a->hash.name, impl);
  test_literals (a);
  test_model (a);
  test_splits (a);
  kat_check_misaligned (&a->hash, pattern, MISALIGNED_LEN, key64, 129,
                        700);
  kat_check_vectors (dir, &a->hash);
  kat_report (before);
}

int
main (void)
{
  size_t nb, ns;
  struct blake2b_impl const *bimpls = blake2b_impls (&nb);
  struct blake2s_impl const *simpls = blake2s_impls (&ns);
  struct blake2b_impl const *saved_b = blake2b_active_impl ();
  struct blake2s_impl const *saved_s = blake2s_active_impl ();
  char const *dir;

  kat_init ("test-blake2p");
  dir = kat_vectors_dir ();
  pattern = kat_xmalloc (MAX_INPUT);
  kat_fill_pattern (pattern, MAX_INPUT, 0);
  kat_fill_key (key64, sizeof key64);

  for (size_t i = 0; i < nb; i++)
    {
      blake2b_use_impl (&bimpls[i]);
      test_algo (&algo_bp, bimpls[i].name, dir);
    }
  blake2b_use_impl (saved_b);
  test_threads ();

  for (size_t i = 0; i < ns; i++)
    {
      blake2s_use_impl (&simpls[i]);
      test_algo (&algo_sp, simpls[i].name, dir);
    }
  blake2s_use_impl (saved_s);

  if (!dir)
    puts ("blake2p: BLAKESUM_VECTORS_DIR is not set;"
          " skipped the official test vectors");
  free (pattern);
  kat_summary ("blake2p");
  return kat_exit_status ();
}
