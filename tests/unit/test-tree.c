/* test-tree.c -- unit test of the BLAKE2 tree hashing core (bt2sum)

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

/* Checks, for every compiled-in BLAKE2b and BLAKE2s implementation:
     1. general trees (fanout >= 2) against literals;
     2. that every way of splitting the input over blake2_tree_update
        calls, and feeding whole leaves through blake2_tree_hash_leaves
        and blake2_tree_add_leaves, gives the same literals;
     3. blake2_tree_hash_leaves alone against literal leaf outputs;
   and then, once, with the best implementations:
     4. s3git's trees (fanout 0) against the reference outputs of
        bt2sum and s3git;
     5. parameter checking and blake2_tree_reset;
     6. every bt2sum case of tree-vectors.json, when BLAKESUM_VECTORS_DIR
        is set.
   Exit status 0 means pass and 1 failure.

   No expected value here comes from this code.  The general-tree and
   leaf literals were computed once with Python 3.11 hashlib's tree
   parameters, by a level-by-level script written from the definition in
   doc/tree-mode.md; the s3git values are the reference outputs of the
   original bt2sum and of s3git, as recorded in the project's
   specification.  */

#include <config.h>

#include <errno.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "blake2/blake2-tree.h"
#include "blake2/blake2b.h"
#include "blake2/blake2s.h"
#include "kat.h"

/* The longest input: the spec's 15728645-byte case.  */
enum { MAX_INPUT = 15728645 };

/* Eight MiB of zeros, as in s3git's BLAKE2.md example.  */
enum { ZEROS = 8 * 1024 * 1024 };

enum { HEX_MAX = 2 * BLAKE2_TREE_MAX_OUTBYTES + 1 };

/* The bytes i % 251 for i = 0 .. MAX_INPUT - 1, and ZEROS zero bytes.  */
static uint8_t *pattern;
static uint8_t *zeros;

/* A tiny deterministic generator (xorshift64), so that failures are
   reproducible.  */
static uint64_t rng_state = UINT64_C (0x9e3779b97f4a7c15);

static uint64_t
rng (void)
{
  uint64_t x = rng_state;
  x ^= x << 13;
  x ^= x >> 7;
  x ^= x << 17;
  rng_state = x;
  return x;
}

/* Create a tree for *P or report a failure and return null.  */
static struct blake2_tree *
new_tree (struct blake2_tree_params const *p, char const *what)
{
  struct blake2_tree *t = blake2_tree_new (p);
  if (!t)
    kat_fail ("%s: blake2_tree_new: %s", what, strerror (errno));
  return t;
}

/* Hash the N bytes at IN with *P in one blake2_tree_update call into OUT.
   Return false after reporting a failure.  */
static bool
hash_oneshot (struct blake2_tree_params const *p, uint8_t const *in,
              size_t n, uint8_t *out, char const *what)
{
  struct blake2_tree *t = new_tree (p, what);
  if (!t)
    return false;
  blake2_tree_update (t, in, n);
  blake2_tree_final (t, out);
  blake2_tree_free (t);
  return true;
}

/* How hash_split cuts the input.  */
enum split
{
  SPLIT_FIXED,                  /* pieces of ARG bytes */
  SPLIT_AT,                     /* two pieces, the first ARG bytes */
  SPLIT_RANDOM,                 /* random pieces of 0 .. ARG bytes */
  SPLIT_LEAVES                  /* whole leaves via add_leaves, ARG at a time */
};

/* Hash the N bytes at IN with *P into OUT, split as HOW and ARG say.  */
static bool
hash_split (struct blake2_tree_params const *p, uint8_t const *in, size_t n,
            uint8_t *out, enum split how, size_t arg, char const *what)
{
  struct blake2_tree *t = new_tree (p, what);
  size_t done = 0;

  if (!t)
    return false;
  switch (how)
    {
    case SPLIT_FIXED:
      for (; done < n; done += arg)
        blake2_tree_update (t, in + done, n - done < arg ? n - done : arg);
      break;

    case SPLIT_AT:
      blake2_tree_update (t, in, arg);
      /* An empty update in between must change nothing.  */
      blake2_tree_update (t, NULL, 0);
      blake2_tree_update (t, in + arg, n - arg);
      break;

    case SPLIT_RANDOM:
      while (done < n)
        {
          size_t piece = (size_t) (rng () % (arg + 1));
          if (piece > n - done)
            piece = n - done;
          blake2_tree_update (t, in + done, piece);
          done += piece;
        }
      break;

    case SPLIT_LEAVES:
      {
        /* Alternate between whole leaves hashed outside the tree, as
           threads would, and odd pieces through blake2_tree_update.  */
        size_t leaf = (size_t) p->leaf_length;
        size_t node = blake2_tree_node_length (p);
        uint8_t *outs = malloc (arg * node);
        uint64_t first;

        if (!outs)
          {
            kat_fail ("%s: out of memory", what);
            blake2_tree_free (t);
            return false;
          }
        while (done < n)
          {
            if (blake2_tree_leaf_boundary (t, &first))
              {
                /* Whole leaves with at least one byte after them.  */
                size_t k = (n - done - 1) / leaf;
                if (k > arg)
                  k = arg;
                if (k > 0)
                  {
                    blake2_tree_hash_leaves (p, in + done, k, first, outs);
                    blake2_tree_add_leaves (t, outs, k);
                    done += k * leaf;
                  }
              }
            /* In 64 bits: a leaf of 2^32 - 1 bytes fills a 32-bit
               size_t, where LEAF + 1 is 0 and the modulus traps.  */
            uint64_t piece = rng () % (p->leaf_length + 1);
            if (piece > n - done)
              piece = n - done;
            blake2_tree_update (t, in + done, (size_t) piece);
            done += (size_t) piece;
          }
        free (outs);
      }
      break;
    }
  blake2_tree_final (t, out);
  blake2_tree_free (t);
  return true;
}

struct tree_case
{
  enum blake2_tree_algo algo;
  size_t digest_length;
  uint64_t leaf_length;
  unsigned int fanout, max_depth;
  size_t len;
  bool zeros;                   /* the input is zeros, not i % 251 */
  char const *digest;
};

struct leaf_case
{
  enum blake2_tree_algo algo;
  size_t digest_length;
  uint64_t leaf_length;
  unsigned int fanout, max_depth;
  uint64_t first;
  char const *output;           /* of the leaf FIRST over L pattern bytes */
};

/* Computed with Python hashlib; see the comment at the top.  */
static struct tree_case const tree_cases[] =
{
  { BLAKE2_TREE_B, 32, 4096, 2, 2, 6000, true,
    "3ad2a9b37c6070e374c7a8c508fe20ca86b6ed54e286e93a0318e95e881db5aa" },
  { BLAKE2_TREE_B, 64, 4096, 2, 2, 0, false,
    "90687d3b59108470a695ffb09b153df51e5bf7cc66e30ca3a469bb065a50b939f135da07a24d73cf7cd73b3323958bd6a7fa66df39ba40b4ac41e1b691861e1f" },
  { BLAKE2_TREE_B, 64, 4096, 2, 2, 1, false,
    "3f4cab575830c0bd0b16c5daee08990ebca8bb629a6e20527bac40cdf3adaad5dabed2311667537704b15d140cca5dd108ba89a726e35977e7713b4287598a46" },
  { BLAKE2_TREE_B, 64, 4096, 2, 2, 4095, false,
    "e648cb93478630039e3d6c3cca75db4170f07ea09339f4c4cf0eceacb2a6a8d634d38fa4838dddd32d36686ba09c9f805429dd8d2999a2287c7dda3694ba8c80" },
  { BLAKE2_TREE_B, 64, 4096, 2, 2, 4096, false,
    "2fce0c1b592c89c8ee0c4c356fd1e90f06106f738dd625ede6df0229e131368fc87acefed0524401b75b3b013a928bcdcf5a674370d212cd9653fd9346de77df" },
  { BLAKE2_TREE_B, 64, 4096, 2, 2, 4097, false,
    "1987a3f7cb34f30711c44a3f31c0ba99080c281c0a0b44e6f227cf02a67a3681d1af4d0ef1118834262fd5f7ae1d4df71c478b06733a390f75f07ad4c30c9add" },
  { BLAKE2_TREE_B, 64, 4096, 2, 2, 8192, false,
    "cb3f6cc949eb407f762c172fda465f73adb98b00d8f268e60ac12dd8cf62edd791c89892d75a0c4b443202a20c80768159dcd40bab4c28ae16b95adfbd955850" },
  { BLAKE2_TREE_B, 64, 4096, 2, 2, 8193, false,
    "0f374ace39a26a7c57039bca4257216dbe30ab1278d4897577293d9850312bb0b3c71d496ccba2c9b12d6309385a6e60760e8c7b36106232f76a731c359f9415" },
  { BLAKE2_TREE_B, 64, 4096, 2, 2, 12289, false,
    "1a8aa058ac4f5e77c76040c89d5a121b2e8a90d1d7da0b48f10b62624c2799b6ac54f9721d5a56eb94f7ec2d7cde3d22632e9987bfa34c0d13a991cd63da614d" },
  { BLAKE2_TREE_B, 32, 64, 2, 3, 0, false,
    "f400c83604214080039c0bd9234c72eabc3e3e0c534f51011dbd8b0a6d2e895b" },
  { BLAKE2_TREE_B, 32, 64, 2, 3, 1, false,
    "2f0cda925826fc7298515a699f18fcb40f60ef4f22038eb81d588938a158f71c" },
  { BLAKE2_TREE_B, 32, 64, 2, 3, 64, false,
    "92aecdf3b981d18d185ee8df5a8081245aec3236650ffedbe63374c669bfffe6" },
  { BLAKE2_TREE_B, 32, 64, 2, 3, 65, false,
    "76a465c6e19a3cb2db0a377e3790a3f8defb2507d2ddb78419271da413b7e827" },
  { BLAKE2_TREE_B, 32, 64, 2, 3, 128, false,
    "b286fb99364922221bf42ae3ade6114aed9c766a80b8649cb9ef67a6fc389e57" },
  { BLAKE2_TREE_B, 32, 64, 2, 3, 129, false,
    "ab5cd73e86d8b4c71bc8013c6051091707a9b447586ca95ca0233abbfcd8d4db" },
  { BLAKE2_TREE_B, 32, 64, 2, 3, 256, false,
    "f1ad2475823b4fed4ff5e2b5e622737558c99411d19e4779808dc71f3102aeb7" },
  { BLAKE2_TREE_B, 32, 64, 2, 3, 257, false,
    "e425b78282a708d9ec84da06ceb9ee57f80c2429882be6ee9178f1bc5974f65b" },
  { BLAKE2_TREE_B, 32, 64, 2, 3, 1000, false,
    "313b88708f69cb41c75ff828490d6c5c4414fa630986fba73812b083f3422792" },
  { BLAKE2_TREE_B, 20, 1, 2, 255, 0, false,
    "3db96d043e4df2ca62ed9eda93efb69135ee8968" },
  { BLAKE2_TREE_B, 64, 1, 2, 255, 1, false,
    "f982468c816c71dc655b5a7d477a6fc7b342e9749104576e182302efd1225d30fa0ab49bd0f29daf7a096a0590511fc600bacb7de9e6ba3bc2f46f7ab510f009" },
  { BLAKE2_TREE_B, 20, 1, 2, 255, 2, false,
    "a9b8611a6afdf7bfffe2a7ad68cc0326b58ec3c7" },
  { BLAKE2_TREE_B, 64, 1, 2, 255, 3, false,
    "3a848742ffac8748c7bec49730530e7f28e808371095021a0407e4fa535b350536158ab897ea969f0b9d9eff109353312527ab87c76e081bbc05c63554ddbd83" },
  { BLAKE2_TREE_B, 20, 1, 2, 255, 4, false,
    "9f2867321caecce81a437bb2b36781670cf510e6" },
  { BLAKE2_TREE_B, 64, 1, 2, 255, 5, false,
    "ce930b9e011a8bec544279c2fbf8d9e81baff5d848cb4a24d25aa435ba61284a8b3267d7b257215ae166069590ce614acf2769010d9efcb5c0bcd760c93dc3c2" },
  { BLAKE2_TREE_B, 64, 1, 2, 255, 7, false,
    "878116f7249e61acf207377ce92a734557fc77d0618b916e17ad418004782beb1fe879ea23d99f3f7a1902bc2aa7bd8b98ae5f43748d43cf6d54a7be1fd71da2" },
  { BLAKE2_TREE_B, 20, 1, 2, 255, 8, false,
    "317903e422327b7f17b09de24aadeed003ccee1e" },
  { BLAKE2_TREE_B, 64, 1, 2, 255, 9, false,
    "7062600f10c2afcf048dcc302765d549a2ec2dd9e7fad787856aefb710aad50b5230e77beea92530bda49458b17fc372577a8e43a8fb76d4f5e0bb4ab45bb71b" },
  { BLAKE2_TREE_B, 20, 1, 2, 255, 1000, false,
    "f2a827642c16373c5cfe23c7c6ed9d44c36a6906" },
  { BLAKE2_TREE_B, 64, 1, 2, 255, 4097, false,
    "ce7a4b426e76c5568614c3cf4e67b18e8fc9fea83d07a12de0ad5e39f787765b3f9e42a90491a7ea2c81472f8cae529e4bca8cf79ea684857693d4484b82aef2" },
  { BLAKE2_TREE_B, 48, 100, 3, 4, 0, false,
    "3ca15a6b177ee6d67ce0af8e6d79009616ee4344cd4f3914a12224d07085677013adb3c7bf13b562b15ce9aa396bd36b" },
  { BLAKE2_TREE_B, 48, 100, 3, 4, 100, false,
    "c0e1876b75096b04e390008446776b1e30223e56d32dd1666159c9fdb9996a4056d1bd67e5997593bdd2d713c2110943" },
  { BLAKE2_TREE_B, 48, 100, 3, 4, 300, false,
    "ebfc303e5ed07d8c94595a8cd713ba11ec77afddfc28bc268abb5ec21e6886778e0bac5888b8d385115e902cf30aae77" },
  { BLAKE2_TREE_B, 48, 100, 3, 4, 301, false,
    "f8826e61bfa2b331acb794690a60e6bdec0248d3b94071fab7b6e77ca2ebed762bccce070bee8de6b57c8036c000abd4" },
  { BLAKE2_TREE_B, 48, 100, 3, 4, 900, false,
    "7129b68795f912a4005a73506448575fe6a67c40e117641d89ae92dd0d08b11777758da5b090ae10ebda476a6dcac786" },
  { BLAKE2_TREE_B, 48, 100, 3, 4, 901, false,
    "58dbbf4953855dc2799e6dc954b1e7638c010c89514d5d4b2cdf3e1928d94fd30ad05256ec3dfec20a2f8d2e934e1c95" },
  { BLAKE2_TREE_B, 48, 100, 3, 4, 2700, false,
    "32a0ed74c026e7508bddf1fe6a327df0edd5a7f163cb2349286c38bf9da462ef3568026a69890243766a1ee4a4b8be99" },
  { BLAKE2_TREE_B, 48, 100, 3, 4, 2701, false,
    "ec8da78bf8f0fb6772f6a814235d0890952846219728abece8fe3e69a4a2227cd2240efe67179e3d4bee83bcbd459c43" },
  { BLAKE2_TREE_B, 48, 100, 3, 4, 10000, false,
    "ae051d93898da1c33ae315f2372df236ed8854f007e4409f5dbe1fb1896292378a3dc24fd84778e152e324f4031091b0" },
  { BLAKE2_TREE_B, 64, 128, 4, 3, 2048, false,
    "1699ebdbbf8bdc6149728403a8ad2e07e42a330c98acfb8f0bf6d5c037bb9044cb1f58518c37330021154cc557a3ebd1fbe7567af0e35f3bd7346bb6554cca09" },
  { BLAKE2_TREE_B, 64, 128, 4, 3, 2049, false,
    "29ca0ed2b0fa311c3b9c28fdfd8ae4455db98596dbf54dd3a769b214119b142d6089451555575ced4c327ca6c63602bd8d085b2f6665b5883a491d23c860ba38" },
  { BLAKE2_TREE_B, 64, 128, 4, 3, 2176, false,
    "ea4c04eaa541d908195581a7aa824dad1033c799eda167e74ca0dbee0286436712840ec1711e17a626c17abc95d47770be16aab15c5178d3000bba2ba32549e7" },
  { BLAKE2_TREE_B, 64, 128, 4, 3, 100000, false,
    "31143cef4d3225d831668646b7f2acee5d154c96403b77014c12a7d6330ab7967babb5038ce463b5b1677e2b94be1fd4e2b32d418e5390d4825862b4d6bfa89b" },
  { BLAKE2_TREE_B, 64, 1024, 16, 255, 1, false,
    "914a2fb4292b550ea76d6ccb3cbe0ed4fc3697774ec6603bea53873b0403b1f0e2763efc5c5e9b0f6e15882ac9140e89c811432703e1a1fa4d2f2e6b299e4d2f" },
  { BLAKE2_TREE_B, 64, 1024, 16, 255, 16384, false,
    "93def108614a516c51c3a9ceb34e89c9604efae07d50ca7ae7e7cfab7d00f9f96124d6bd9e5ef971999d6b9ba29250c72937f3fe5709b184a105db5be2d30034" },
  { BLAKE2_TREE_B, 64, 1024, 16, 255, 16385, false,
    "b39e47d7c867b1ed56dd89008129b8a48161ec149bad170d638c0663a7be6b8eb37008b52464ce169ca0c80382ecefe82f8f13f49b138889f9859e3612c1925b" },
  { BLAKE2_TREE_B, 64, 1024, 16, 255, 262145, false,
    "0e361722599ba8f9ef0ea235b3db8343b71ec2b5fc7e91c80d73c870e427c0bc5f605da2179682266bd2997ee5dbb731593bda542fefbddd51502332d8bb3e8a" },
  { BLAKE2_TREE_B, 64, 1024, 16, 255, 1048576, false,
    "5b2f600e22ee44a246bdef8f8cb8b21d9bdb636648ddcea4d49a7ded7dfc033a3577deacfd69c397e561d3bd7a855de3a803bff887f7e1a7b7f2835f414cabc6" },
  { BLAKE2_TREE_B, 1, 1, 255, 255, 255, false,
    "2b" },
  { BLAKE2_TREE_B, 1, 1, 255, 255, 256, false,
    "c1" },
  { BLAKE2_TREE_B, 1, 1, 255, 255, 65025, false,
    "97" },
  { BLAKE2_TREE_B, 1, 1, 255, 255, 65026, false,
    "9f" },
  { BLAKE2_TREE_B, 1, 1, 255, 255, 70000, false,
    "53" },
  { BLAKE2_TREE_B, 64, 1, 255, 2, 1000, false,
    "c16addbb1cdb91122023d37f60cfed2f9f98389ac698de2c699f6d8f161e6c5cff728aa6987d3c3d28abd54c927dd6371e2d9e618672583444a8a3dd08a1c1fc" },
  { BLAKE2_TREE_B, 64, 1, 2, 2, 1000, false,
    "6563b3ddc6c017711ce107eb83593122710ff1ede7c291cd1d4ef4c719f2e1a31225567a9bd0bd7da2a27e944abb98f8acc16e2974c1a36187ea8e370a744d4d" },
  { BLAKE2_TREE_B, 33, 4294967295, 2, 2, 1, false,
    "4ce6244fb91da890a4c97425b6ee1b69a3c2fc28341742c6545d9b744c0fe23176" },
  { BLAKE2_TREE_B, 64, 4294967295, 7, 9, 10000, false,
    "9fc27e40636a6bee0d0f7a9fa3b041c5189febd37373595b246bc3b1146c46a23eb6fcb3154f75c8b21aa8948133d3ba93240bcfd2370fb1038fb82228a7c38e" },
  { BLAKE2_TREE_B, 64, 1000, 2, 5, 40000, false,
    "2909f26e619b3878ce3ccdc44ed46d095f191d9da2d1300f366ba407e8762807a1b096618aebc41649aec9516fad092fa3c3c2c3f501d2776ad33634900e0435" },
  { BLAKE2_TREE_S, 32, 64, 2, 3, 0, false,
    "f3cdb28bb283c2491614fba240323ccbe1e9a36c456d8765a426eba4905d8289" },
  { BLAKE2_TREE_S, 32, 64, 2, 3, 1, false,
    "0f7469d57723c65a71f4c93b3bcf841c75a8adab5d003fef5f549a6ddcb0ef4f" },
  { BLAKE2_TREE_S, 32, 64, 2, 3, 64, false,
    "166f919da4340cb611b7d53b5de66cfd1fb838dd05135007f096cee4f72a9b94" },
  { BLAKE2_TREE_S, 32, 64, 2, 3, 65, false,
    "8dfee6738734676ba867799a5ee3c497f52d433f140b54f758f44a115014b3f8" },
  { BLAKE2_TREE_S, 32, 64, 2, 3, 128, false,
    "dd1529f064a7894a7b69536c4248e4ba103da4fd090322e0a42816b061e2bd2e" },
  { BLAKE2_TREE_S, 32, 64, 2, 3, 129, false,
    "184cf379edb8fe766aa65b38420910bef264c8ff6c213256c9f57bffd60a86ee" },
  { BLAKE2_TREE_S, 32, 64, 2, 3, 256, false,
    "39fecf4d83c430915a3f05dbb3723dd55a7b54d240e38d74bb4fac1a91404a01" },
  { BLAKE2_TREE_S, 32, 64, 2, 3, 257, false,
    "33f9b57d3a743c1776af27b2c03eac258c6ddc657e8027e46a9e027c4da2cc99" },
  { BLAKE2_TREE_S, 32, 64, 2, 3, 1000, false,
    "412f212f6f90bce4e0349296ac1d6a3df1fd9a8d023164d41c54d8cc2ddf3a3a" },
  { BLAKE2_TREE_S, 16, 32, 8, 255, 0, false,
    "8e102cec0139a814c7c0e8a7e99c379e" },
  { BLAKE2_TREE_S, 16, 32, 8, 255, 32, false,
    "eff7180b112e6ed3beacb6a044ac934c" },
  { BLAKE2_TREE_S, 16, 32, 8, 255, 33, false,
    "5f0a066f362647744ef20bb721b1affb" },
  { BLAKE2_TREE_S, 16, 32, 8, 255, 256, false,
    "532496fa7599b298e6ee2458583699b2" },
  { BLAKE2_TREE_S, 16, 32, 8, 255, 257, false,
    "23da21843bc21423fc4f309c487a565e" },
  { BLAKE2_TREE_S, 16, 32, 8, 255, 2049, false,
    "c354aa189c01d6f665af27a1726f851e" },
  { BLAKE2_TREE_S, 16, 32, 8, 255, 100000, false,
    "ac83a31d70b1515ae0513b2c1203dc70" },
  { BLAKE2_TREE_S, 1, 1, 255, 2, 600, false,
    "c7" },
  { BLAKE2_TREE_S, 32, 4096, 2, 2, 6000, true,
    "c298af39b71be4c694df9e8f9d13122e9b9891f449afce259d013d601861c021" },
  { BLAKE2_TREE_B, 20, 1, 0, 2, 0, false,
    "72255bce6df28351456ed56c1ee5a9010705137f" },
  { BLAKE2_TREE_B, 20, 1, 0, 2, 1, false,
    "5a32809d37c37ec52358325842baba1cb8aea61e" },
  { BLAKE2_TREE_B, 20, 1, 0, 2, 2, false,
    "5a79ca9dbeb907102ce30bd1c7a144c48fade5c5" },
  { BLAKE2_TREE_B, 20, 1, 0, 2, 999, false,
    "8a5804bf3483381869e64a06de83b9cad8a45918" },
  { BLAKE2_TREE_B, 20, 1, 0, 2, 1000, false,
    "b26368eeb736610a8e1fc6a2e10565f643a53729" },
  { BLAKE2_TREE_S, 32, 64, 0, 2, 0, false,
    "c8e5b922cea33b89df16a03ef45452f87024c0a0951f32c8a7c8bd93e3c28ca7" },
  { BLAKE2_TREE_S, 7, 64, 0, 2, 0, false,
    "e231c74ed04942" },
  { BLAKE2_TREE_S, 32, 64, 0, 2, 63, false,
    "e9c5e20af713c1d2df5253ffe329bc54f1fe5a017b5d1d1e842be6664c0a270e" },
  { BLAKE2_TREE_S, 7, 64, 0, 2, 63, false,
    "af2b0684e68b75" },
  { BLAKE2_TREE_S, 32, 64, 0, 2, 64, false,
    "1bbb0a45ddbf35faddfb9f0689231d2923c45540e2c72c2b2e9e97319fdbe197" },
  { BLAKE2_TREE_S, 7, 64, 0, 2, 64, false,
    "64d1f8a5aecb85" },
  { BLAKE2_TREE_S, 32, 64, 0, 2, 65, false,
    "80514fd126aa2fdf34451ab9689f2355be9d4817a9216af4a2abde56113d9c94" },
  { BLAKE2_TREE_S, 7, 64, 0, 2, 65, false,
    "5e944966116639" },
  { BLAKE2_TREE_S, 32, 64, 0, 2, 1000, false,
    "f1104c41ad0b168f98e1a6a16101e90b5a207011c8a908375858dc683047e8e8" },
  { BLAKE2_TREE_S, 7, 64, 0, 2, 1000, false,
    "2bad7bec9d1916" },
  { BLAKE2_TREE_B, 32, 4096, 0, 2, 0, false,
    "60a25b4f1f5bd4b1afeb224bb6beecb2e8fb536294bb87504d298c8ae108f37e" },
  { BLAKE2_TREE_B, 32, 4096, 0, 2, 4096, false,
    "091d2adcce15b36dc005a306de197836b796a329ede740a3d3389afc0b72c38d" },
  { BLAKE2_TREE_B, 32, 4096, 0, 2, 4097, false,
    "b969bea82899825176fba55ef5a294deec0efa2260ce6f2bb5490aac72688219" },
  { BLAKE2_TREE_B, 32, 4096, 0, 2, 12293, false,
    "24ea93ff42ac5a2cf4eec468207c95c029e73178ac4c8c59a8842f4e737d11bb" },
};

static struct leaf_case const leaf_cases[] =
{
  { BLAKE2_TREE_B, 32, 100, 2, 3, UINT64_C (0),
    "4fe04c5f976a3b7cdec3ebdc0b3f4ccb6124d07a8c2e8645a2fb44d3de6bede2adfc7e32dba86025d792d276130ade288af97dd9521f5d33fc1f3cde5020d783" },
  { BLAKE2_TREE_B, 20, 128, 0, 2, UINT64_C (5),
    "8e9150f30c08f82f51afe53a01f0263f93027b57" },
  { BLAKE2_TREE_B, 64, 1000, 16, 255, UINT64_C (1099511627776),
    "c10d15ab33dc32e92ac1d2697f1a2d7ee9d9163ba1455d75a8d8f59dce15d4b5e35cdae931728029e35c66233e951bc9c7b9d5e06866cf670e561850fc2809e3" },
  { BLAKE2_TREE_S, 32, 100, 2, 3, UINT64_C (0),
    "3e475acdddf01847089f1aa80839794edc0f9704fab9410bc9993195e56f8667" },
  { BLAKE2_TREE_S, 32, 1000, 16, 255, UINT64_C (1099511627776),
    "ea99e44c17563bd23871141d59cf5e604949a78890945693200bf9034732f863" },
  { BLAKE2_TREE_S, 16, 64, 8, 255, UINT64_C (3),
    "d6d4ca950f4220b1f5c117492680d303492c9280f7c69bc1c0ad928f0b0e01c3" },
  { BLAKE2_TREE_S, 7, 64, 0, 2, UINT64_C (281474976710655),
    "e85f692ac1fc1c" },
};

static char const *
algo_name (enum blake2_tree_algo a)
{
  return a == BLAKE2_TREE_B ? "b" : "s";
}

/* Parts 1 and 2.  */
static void
test_general (void)
{
  uint8_t out[BLAKE2_TREE_MAX_OUTBYTES];
  char what[200];

  for (size_t i = 0; i < countof (tree_cases); i++)
    {
      struct tree_case const *c = &tree_cases[i];
      struct blake2_tree_params p = { c->algo, c->digest_length,
                                      c->leaf_length, c->fanout,
                                      c->max_depth };
      uint8_t const *in = c->zeros ? zeros : pattern;
      size_t leaf = c->leaf_length < c->len + 2 ? c->leaf_length : c->len + 2;
      size_t const at[] = { 1, leaf - 1, leaf, leaf + 1, 2 * leaf,
                            2 * leaf + 1, c->len / 2, c->len - 1 };
      int before = kat_failures ();

      snprintf (what, sizeof what,
                "blake2%s S=%zu L=%llu F=%u D=%u n=%zu",
                algo_name (c->algo), c->digest_length,
                (unsigned long long) c->leaf_length, c->fanout,
                c->max_depth, c->len);
      if (hash_oneshot (&p, in, c->len, out, what))
        kat_check_hex (out, c->digest_length, c->digest, what);

      /* Small inputs: every two-piece split, and one byte at a time.  */
      if (c->len <= 1100)
        {
          for (size_t k = 0; k <= c->len && kat_failures () == before; k++)
            if (hash_split (&p, in, c->len, out, SPLIT_AT, k, what))
              kat_check_hex (out, c->digest_length, c->digest, what);
          if (hash_split (&p, in, c->len, out, SPLIT_FIXED, 1, what))
            kat_check_hex (out, c->digest_length, c->digest, what);
        }
      else
        for (size_t k = 0; k < countof (at); k++)
          if (at[k] <= c->len
              && hash_split (&p, in, c->len, out, SPLIT_AT, at[k], what))
            kat_check_hex (out, c->digest_length, c->digest, what);

      /* Quick runs: one random split and one leaf batch size.  */
      bool quick = kat_quick ();
      for (size_t k = quick ? 1 : 0; k < (quick ? 3 : 4); k += quick ? 2 : 1)
        if (hash_split (&p, in, c->len, out, SPLIT_RANDOM,
                        k < 2 ? 2 * leaf + 3 : 65536, what))
          kat_check_hex (out, c->digest_length, c->digest, what);
      if (hash_split (&p, in, c->len, out, SPLIT_FIXED, 4096, what))
        kat_check_hex (out, c->digest_length, c->digest, what);
      for (size_t k = quick ? 3 : 1; k <= (quick ? 3 : 40); k *= 3)
        if (hash_split (&p, in, c->len, out, SPLIT_LEAVES, k, what))
          kat_check_hex (out, c->digest_length, c->digest, what);
      if (kat_failures () != before)
        kat_fail ("%s: %d failures in the split tests", what,
                  kat_failures () - before);
    }
}

/* Part 3: blake2_tree_hash_leaves against literals, and against itself
   one leaf at a time.  */
static void
test_hash_leaves (void)
{
  uint8_t out[BLAKE2_TREE_MAX_OUTBYTES];
  uint8_t many[5 * BLAKE2_TREE_MAX_OUTBYTES + 1];
  char what[200];

  for (size_t i = 0; i < countof (leaf_cases); i++)
    {
      struct leaf_case const *c = &leaf_cases[i];
      struct blake2_tree_params p = { c->algo, c->digest_length,
                                      c->leaf_length, c->fanout,
                                      c->max_depth };
      size_t node = blake2_tree_node_length (&p);
      size_t leaf = (size_t) c->leaf_length;

      snprintf (what, sizeof what,
                "hash_leaves blake2%s S=%zu L=%zu F=%u D=%u first=%llu",
                algo_name (c->algo), c->digest_length, leaf, c->fanout,
                c->max_depth, (unsigned long long) c->first);
      blake2_tree_hash_leaves (&p, pattern, 1, c->first, out);
      kat_check_hex (out, node, c->output, what);

      /* Four leaves in one call write exactly four outputs, each as if
         hashed alone.  BLAKE2s offsets must stay below 2^48.  */
      uint64_t first = c->first > 10 ? c->first - 4 : c->first;
      memset (many, 0xa5, sizeof many);
      blake2_tree_hash_leaves (&p, pattern, 4, first, many);
      for (size_t k = 0; k < 4; k++)
        {
          blake2_tree_hash_leaves (&p, pattern + k * leaf, 1, first + k, out);
          if (memcmp (out, many + k * node, node) != 0)
            kat_fail ("%s: leaf %zu of 4 differs from hashing it alone",
                      what, k);
        }
      if (many[4 * node] != 0xa5)
        kat_fail ("%s: wrote past the last output", what);
    }
}

/* Part 4: s3git's trees, BLAKE2b, fanout 0, depth 2.  */
static void
test_s3git (void)
{
  static struct
  {
    size_t digest_length;
    uint64_t leaf_length;
    size_t len;
    char const *text;           /* the input, or null for i % 251 */
    char const *digest;
  } const cases[] =
  {
    /* The spec's reference outputs (bt2sum on files), default L.  */
    { 64, 5242880, 0, NULL,
      "067b63c7d8d79ccfb6efc6dbdd97f96fa5c93ce37ad1cec943db3f90b125c3ed"
      "cc95aa5d82b8e285aee4ca2074d3cf757a6023a750c6b22c7c22b69cac8af4d4" },
    { 64, 5242880, 1, NULL,
      "10128809ba8ca46b433dabce9fe4a1e5fff4e9c32fc59c5dfd5d3b234a509ab3"
      "42cdfa55b7286ea10177cb89668b89ea4e03158e933376ad084e12173a4fdce1" },
    { 64, 5242880, 5242880, NULL,
      "0447424710f1f86cfce90ae51e06b2a8c8873fd404c071fd0989ce9bd639394e"
      "997bfb71d04079f680749ab497c18277a158f3b8a061044d08db3b563add4d3d" },
    { 64, 5242880, 5242881, NULL,
      "badf8d5c0b49d33deccb6bb810dcd37a9e193d327400176673fc1daaee8b8f26"
      "2f86705d640a1b828654f9a9d38ae1543f859367e278c42c93be893a806352d2" },
    { 64, 5242880, 15728645, NULL,
      "e09144b33497abaf1c69a5eb61da6dbeb61d7a82308be4c6e87f8be57bcf8d55"
      "9e2014065ddd43a94143af818cdbf3f367665d51351c5d7e99159247dbd5c61a" },
    /* L = 4096 (bt2sum -t 4k).  */
    { 64, 4096, 0, NULL,
      "f34e29337e4f18860921bad68c7d2d81f602a9d92aa919a0adaeb2199394e81e"
      "aaca5307e276da993c3fbefbc4e47cba8bb6930bcb8f74be970916a34406b486" },
    { 64, 4096, 1, NULL,
      "1a7ec396573d0634be670feda02716cfd23e0409db1e668950e7072684ddcf70"
      "e2923fc9a17101c85185bd75e8803b60222e7cec292f7324ea037f45448c1477" },
    { 64, 4096, 4096, NULL,
      "136e12037ec1aa13f7d78d27e3dcf719675fe18dfc80fd67924acce93ab75498"
      "b97e81df01c4a54c0e8fcb2b69ccebfed89cfdd0e7e91b4b68c357d24bdb8fef" },
    { 64, 4096, 4097, NULL,
      "96a7cfc164cceb6d5803125b08b872887cc81de43112b65fc8ec748244d4d67c"
      "90fdf7ead8cac5a0e47fdb01a42f280a8d8dd10d6526577b557a24e73832f4a0" },
    { 64, 4096, 12293, NULL,
      "a2da153a99b7611d0c8d1030a3f197da6358db0e73789c963a07be5e830bc141"
      "16bf22ff8bcb6504a75fcd98976a177892433bb7f771bea5781a7247aeddd55d" },
    /* Upstream examples: the bt2sum README and s3git's BLAKE2.md.  */
    { 64, 5242880, 12, "hello s3git\n",
      "18e622875a89cede0d7019b2c8afecf8928c21eac18ec51e38a8e6b829b82c3e"
      "f306dec34227929fa77b1c7c329b3d4e50ed9e72dc4dc885be0932d3f28d7053" },
    { 40, 5242880, 12, "hello s3git\n",
      "919f330a1b4a3a02aced735e7675905c159b99e07e0c8aa087d0327b26e4d3aa"
      "8323bc82962b8e8e" },
    /* bt2sum_test.go TestSimpleTree: 6000 zero bytes, -t 4096.  */
    { 64, 4096, 6000, "",
      "724b5876d9120855dcf220ee7815a697c6559575aa79d9e2b9f63f06c9f22e53"
      "2fc32bf356ef1ab26ff776ea960edeb31c54769460f87489f59ae8045122705d" },
    /* 8 MiB of zeros, default L (two leaves).  */
    { 64, 5242880, ZEROS, "",
      "2039f91853e3cf31ae3d587609d0459331b35863a743cb3ef9c4e2baf26bb317"
      "e2e7f06b594285c97e58c47750b29efebca93e63dd24e1424737e6664ade7414" },
  };
  uint8_t out[BLAKE2_TREE_MAX_OUTBYTES];
  char what[200];

  for (size_t i = 0; i < countof (cases); i++)
    {
      struct blake2_tree_params p = { BLAKE2_TREE_B, cases[i].digest_length,
                                      cases[i].leaf_length, 0, 2 };
      uint8_t const *in = (!cases[i].text ? pattern
                           : *cases[i].text ? (uint8_t const *) cases[i].text
                           : zeros);

      snprintf (what, sizeof what, "s3git S=%zu L=%llu n=%zu",
                cases[i].digest_length,
                (unsigned long long) cases[i].leaf_length, cases[i].len);
      if (hash_oneshot (&p, in, cases[i].len, out, what))
        kat_check_hex (out, p.digest_length, cases[i].digest, what);
      /* As from a pipe: 65536-byte reads, then irregular ones.  */
      if (hash_split (&p, in, cases[i].len, out, SPLIT_FIXED, 65536, what))
        kat_check_hex (out, p.digest_length, cases[i].digest, what);
      if (!kat_quick ()
          && hash_split (&p, in, cases[i].len, out, SPLIT_RANDOM, 300000,
                         what))
        kat_check_hex (out, p.digest_length, cases[i].digest, what);
    }

  /* bt2sum -a blake2s on "hello s3git\n".  */
  {
    struct blake2_tree_params p = { BLAKE2_TREE_S, 32, 5242880, 0, 2 };
    if (hash_oneshot (&p, (uint8_t const *) "hello s3git\n", 12, out,
                      "s3git blake2s"))
      kat_check_hex (out, 32, "b11315827a187a81451d8f2e90a3c85d"
                     "6c2a4ec0295a513c1bcf41b4a5868500", "s3git blake2s");
  }

  /* The leaf of "hello s3git\n" (s3git's BLAKE2.md) is the last leaf,
     so blake2_tree_hash_leaves cannot make it; hashing its 64 bytes as
     a whole input checks the documented value of that input.  */
  {
    static char const leaf_hex[] =
      "46ddd7b91748c4d253e328a9644d78b3e3a298ebbbab462891502f05e956ef7e"
      "c03c8e0978e5160a858cc50ca6b37176248b602d50d0c609abe75b462b6dddcc";
    uint8_t leaf[64];
    struct blake2_tree_params p = { BLAKE2_TREE_B, 64, 5242880, 0, 2 };

    kat_from_hex (leaf, sizeof leaf, leaf_hex, sizeof leaf_hex - 1);
    if (hash_oneshot (&p, leaf, sizeof leaf, out, "s3git leaf bytes"))
      kat_check_hex (out, 64, "4cba3e9d94f5c2a643ee365487249342e16d8e58cfd5"
                     "3c7b2022b7472b46cd30b08af32db1998a9f93a029bd086e4b1b74"
                     "4af2b46c54fab106beadb3b4cbed78", "s3git leaf bytes");
  }
}

/* Part 5: parameters that blake2_tree_new must refuse or accept, and
   reuse after blake2_tree_reset.  */
static void
test_params (void)
{
  static struct
  {
    struct blake2_tree_params p;
    bool ok;
  } const cases[] =
  {
    { { BLAKE2_TREE_B, 64, 5242880, 0, 2 }, true },
    { { BLAKE2_TREE_B, 1, 1, 0, 2 }, true },
    { { BLAKE2_TREE_B, 64, UINT32_MAX, 255, 255 }, true },
    { { BLAKE2_TREE_S, 32, 1, 2, 2 }, true },
    { { BLAKE2_TREE_B, 0, 4096, 0, 2 }, false },
    { { BLAKE2_TREE_B, 65, 4096, 0, 2 }, false },
    { { BLAKE2_TREE_S, 33, 4096, 0, 2 }, false },
    { { BLAKE2_TREE_B, 64, 0, 0, 2 }, false },
    { { BLAKE2_TREE_B, 64, (uint64_t) UINT32_MAX + 1, 0, 2 }, false },
    { { BLAKE2_TREE_B, 64, 4096, 0, 1 }, false },
    { { BLAKE2_TREE_B, 64, 4096, 0, 3 }, false },
    { { BLAKE2_TREE_B, 64, 4096, 1, 2 }, false },
    { { BLAKE2_TREE_B, 64, 4096, 256, 2 }, false },
    { { BLAKE2_TREE_B, 64, 4096, 2, 1 }, false },
    { { BLAKE2_TREE_B, 64, 4096, 2, 0 }, false },
    { { BLAKE2_TREE_B, 64, 4096, 2, 256 }, false },
    { { (enum blake2_tree_algo) 2, 32, 4096, 0, 2 }, false },
  };

  for (size_t i = 0; i < countof (cases); i++)
    {
      struct blake2_tree *t;

      errno = 0;
      t = blake2_tree_new (&cases[i].p);
      if (cases[i].ok && !t)
        kat_fail ("params case %zu: refused: %s", i, strerror (errno));
      if (!cases[i].ok && (t || errno != EINVAL))
        kat_fail ("params case %zu: not refused with EINVAL", i);
      blake2_tree_free (t);
    }
  blake2_tree_free (NULL);

  /* A reset tree hashes like a new one, whether it is reset with input
     pending (5000 bytes dirty the leaf and several levels) or after
     blake2_tree_final.  */
  for (size_t i = 0; i < countof (tree_cases); i++)
    {
      struct tree_case const *c = &tree_cases[i];
      struct blake2_tree_params p = { c->algo, c->digest_length,
                                      c->leaf_length, c->fanout,
                                      c->max_depth };
      uint8_t const *in = c->zeros ? zeros : pattern;
      uint8_t out[BLAKE2_TREE_MAX_OUTBYTES];
      struct blake2_tree *t = new_tree (&p, "reset");

      if (!t)
        return;
      blake2_tree_update (t, pattern + 1, 5000);
      blake2_tree_reset (t);
      blake2_tree_update (t, in, c->len);
      blake2_tree_final (t, out);
      kat_check_hex (out, c->digest_length, c->digest, "reset, then hash");
      blake2_tree_reset (t);
      blake2_tree_update (t, in, c->len);
      blake2_tree_final (t, out);
      kat_check_hex (out, c->digest_length, c->digest, "final, reset, hash");
      blake2_tree_free (t);
    }
}

/* Part 6: tree-vectors.json, an array of objects whose values are
   numbers or flat objects of strings.  */

/* Check one bt2sum vector: variant FIELD, key KEY (the leaf size), for
   the first LEN pattern bytes.  Return true if it passed.  */
static bool
check_bt2sum_vector (char const *field, char const *key, char const *hex,
                     unsigned long long len)
{
  struct blake2_tree_params p = { BLAKE2_TREE_B, 64, 0, 0, 2 };
  uint8_t out[BLAKE2_TREE_MAX_OUTBYTES];
  char what[200];

  p.leaf_length = strtoull (key, NULL, 10);
  if (strcmp (field, "bt2sum_s32") == 0)
    p.digest_length = 32;
  else if (strcmp (field, "bt2sum_blake2s") == 0)
    {
      p.algo = BLAKE2_TREE_S;
      p.digest_length = 32;
    }
  snprintf (what, sizeof what, "tree-vectors.json %s[%s] len %llu",
            field, key, len);
  if (len > MAX_INPUT || strlen (hex) != 2 * p.digest_length)
    {
      kat_fail ("%s: unexpected length", what);
      return false;
    }
  int before = kat_failures ();
  if (hash_oneshot (&p, pattern, (size_t) len, out, what))
    kat_check_hex (out, p.digest_length, hex, what);
  /* The same bytes as a pipe would deliver them (not in quick runs:
     the vectors reach 15 MiB, and the split tests cover pipes).  */
  if (!kat_quick ()
      && hash_split (&p, pattern, (size_t) len, out, SPLIT_FIXED, 65536,
                     what))
    kat_check_hex (out, p.digest_length, hex, what);
  return kat_failures () == before;
}

static void
test_vectors (char const *dir)
{
  char *path = kat_path (dir, "blake2/tree-vectors.json");
  size_t size;
  char *text = kat_read_file (path, &size);
  struct kat_json j;
  long passed = 0, total = 0;

  if (!text)
    {
      free (path);
      return;
    }
  kat_json_init (&j, text, size);

  if (!kat_json_expect (&j, '['))
    goto parse_error;
  if (!kat_json_take (&j, ']'))
    do
      {
        uint64_t len = 0;
        bool have_len = false;

        if (!kat_json_expect (&j, '{'))
          goto parse_error;
        do
          {
            char field[64];

            if (!kat_json_string (&j, field, sizeof field)
                || !kat_json_expect (&j, ':'))
              goto parse_error;
            if (strcmp (field, "len") == 0)
              {
                if (!kat_json_uint (&j, &len))
                  goto parse_error;
                have_len = true;
                continue;
              }
            if (!kat_json_expect (&j, '{'))
              goto parse_error;
            if (kat_json_take (&j, '}'))
              continue;
            do
              {
                char key[32], hex[HEX_MAX + 1];

                if (!kat_json_string (&j, key, sizeof key)
                    || !kat_json_expect (&j, ':')
                    || !kat_json_string (&j, hex, sizeof hex))
                  goto parse_error;
                /* "len" comes first in every element.  */
                if (strncmp (field, "bt2sum", 6) == 0)
                  {
                    if (!have_len)
                      goto parse_error;
                    total++;
                    passed += check_bt2sum_vector (field, key, hex,
                                                   (unsigned long long) len);
                  }
              }
            while (kat_json_take (&j, ','));
            if (!kat_json_expect (&j, '}'))
              goto parse_error;
          }
        while (kat_json_take (&j, ','));
        if (!kat_json_expect (&j, '}'))
          goto parse_error;
      }
    while (kat_json_take (&j, ','));
  if (!kat_json_expect (&j, ']'))
    goto parse_error;

  /* 27 lengths, each with bt2sum x 3, bt2sum_s32 x 2, bt2sum_blake2s x 2.  */
  if (total != 27 * 7)
    kat_fail ("%s: %ld bt2sum vectors, expected %d", path, total, 27 * 7);
  printf ("tree: tree-vectors.json: %ld of %ld bt2sum vectors passed\n",
          passed, total);
  goto done;

 parse_error:
  kat_json_fail (&j, path);
 done:
  free (text);
  free (path);
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

  kat_init ("test-tree");
  dir = kat_vectors_dir ();
  pattern = kat_xmalloc (MAX_INPUT);
  zeros = memset (kat_xmalloc (ZEROS), 0, ZEROS);
  kat_fill_pattern (pattern, MAX_INPUT, 0);

  /* Pair the implementations up; the shorter list repeats its best.  */
  for (size_t i = 0; i < (nb > ns ? nb : ns); i++)
    {
      struct blake2b_impl const *b = &bimpls[i < nb ? i : nb - 1];
      struct blake2s_impl const *s = &simpls[i < ns ? i : ns - 1];
      int before = kat_failures ();

      blake2b_use_impl (b);
      blake2s_use_impl (s);
      kat_set_subject ("blake2b %s, blake2s %s", b->name, s->name);
      test_general ();
      test_hash_leaves ();
      printf ("tree (%s): %zu general trees, %zu leaf cases: %s\n",
              kat_subject (), countof (tree_cases), countof (leaf_cases),
              kat_failures () == before ? "ok" : "FAILED");
    }

  blake2b_use_impl (saved_b);
  blake2s_use_impl (saved_s);
  kat_set_subject ("blake2b %s, blake2s %s", blake2b_select (),
                   blake2s_select ());
  test_s3git ();
  test_params ();
  if (dir)
    test_vectors (dir);
  else
    puts ("tree: BLAKESUM_VECTORS_DIR is not set;"
          " skipped tree-vectors.json");
  printf ("tree: %s\n", kat_failures () == 0 ? "ok" : "FAILED");

  free (pattern);
  free (zeros);
  return kat_exit_status ();
}
