#!/bin/sh
# Small files given together are hashed in batches, each one's tree a
# single leaf and its root (src/digest-tree.c, tree_hash_batch): the
# digests are those of each file hashed alone, empty files and files
# just past the batch's 16 KiB among them, in their operands' order,
# with an error between them.  tests/misc/small-file-one-read.sh shows
# that the batches take them.

# Copyright (C) 2026 The blakesum authors.
# License GPLv3+: GNU GPL version 3 or later <https://gnu.org/licenses/gpl.html>.

. "${srcdir=.}/tests/init.sh"; path_prepend_ ./src
print_ver_ bt2sum

# Byte i of pN is i mod 251.
make_pattern_ 20000 || framework_failure_
sizes='0 1 127 128 129 4096 16384 16385 20000'
files=
for n in $sizes; do
  head -c $n pattern > p$n || framework_failure_
  test $(wc -c < p$n) = $n || framework_failure_
  files="$files p$n"
done

# Python's hashlib, a leaf (node depth 0, the last node) and a root
# over its output (node depth 1, the last node) as doc/tree-mode.md
# builds them; no leaf under the root of p0.  With leaves of 16 KiB,
# p16385 and p20000 have two leaves, which go the usual way.
cat > exp-s3git <<'EOF2' || framework_failure_
067b63c7d8d79ccfb6efc6dbdd97f96fa5c93ce37ad1cec943db3f90b125c3edcc95aa5d82b8e285aee4ca2074d3cf757a6023a750c6b22c7c22b69cac8af4d4  p0
10128809ba8ca46b433dabce9fe4a1e5fff4e9c32fc59c5dfd5d3b234a509ab342cdfa55b7286ea10177cb89668b89ea4e03158e933376ad084e12173a4fdce1  p1
85f35e2ae0a42958f2c6e2437d41ec2e213ff8657afccde26efd2d698cd66f5c83e6690de3e0feda11cd1ee349cac9c0e9d0323b52bfc3856417f3222206322b  p127
1685e1c9762fe715e5bb61ce5ada0a68952e81240ac52d1d5e8bb7bee5ab7d4f7578e123b3b9bc26e52a136daa51bd4da61d8eeeaa9e04e9751496c3d0e55952  p128
401fe36e8e2415a8099b5a68eb07dc4a42c4154f80a0ce17127fd933ce8c91ced0d1f457576f4b9715dc2aec54a73ec2ab9cb4fac79049d5af41a6216a0d3ae1  p129
c7e4e0f4ca60df246c6c1b0554c199b647bb82c04226b9592d921986def98905f4c71b904d13a6bab4b82e4a604be71a954e1c1414df5a4fe7a3d4018b555d0c  p4096
56425ba68e980d18f62bf15b2ef9012959c008e3889ac37ed0259178bc3d59d9bf5f54435b1b51630591604b20901faf61b84c3771ff4129b1638947b622d12b  p16384
8fdff3f36495533d04393f2e37744dec686594544afde98f3e2bf6f6237e82d893f0b47d26039a3d7395a9d9eff6c45f8f73f2f5e0784da386ba7dbaa06fd42e  p16385
2d66d144867f464a18a49a5acb55b973082bd32d0a25d60cbbd986b4cd8d7e736d344dee2afecf6315ef5d5709a91b9aabd4473a60fa0d64934d3e144cea1f30  p20000
EOF2
cat > exp-f4 <<'EOF2' || framework_failure_
6f454133878b3e37c0d7caaba12970cc4e74a87dc5068d3851de722b738f1f41  p0
23210948f12de1b5cb0b57987de819e40339964f3d1f8ac0d2ec8fd2381704e9  p1
20d921e4f0b579b9bf1d259a6bfe61f565a5220a90a06178dece7394555c0e9c  p127
fcfafc45fbd4d23028ec26ba67516186d4255e43762ff3e26f9c78d86cc13cd7  p128
824f6173018e847c981b7225f08a3dad846d4dd48c87e7c41879ce8a7c73e151  p129
75137494ff00558188ba7065180e80a3c75d7c066568cff1fa43f2f570b8e99b  p4096
b21aa3183e7e83c27f745a0ade47108b1ebee14aae51cd6e950abcd08d9b6152  p16384
e5acdfcd33b6cae6637fc4250a2bb6078d7280eee7fa3064b526162e9cc9485e  p16385
e07c0154af62efa40a36df2af3fa416b142b3c68a281db7c58204a2bbd8a5309  p20000
EOF2
cat > exp-f2 <<'EOF2' || framework_failure_
8505b0d90c9444e4fbf802bdc8fbc5a4  p0
e32172e4f4ca0de94ffd9302cbc95529  p1
e397a5f8a17722d5e1f4d878039ca6fd  p127
5b8f12741f5268850b233d78c99c4128  p128
9dfa3df7fd409a4d8e17ba3a065a49b2  p129
b7011760f3a07a7f1291b30f49a05c5a  p4096
730a804272e22773e7c443fb6079ed68  p16384
f8a871a0a24a9687d97876551ea0aedb  p16385
8da772482cf1f976054a61a5ad042444  p20000
EOF2

for tree in s3git f4 f2; do
  case $tree in
    s3git) opts=;;
    f4) opts='-l 256 --fanout=4 --max-depth=3 --leaf-size=16K';;
    f2) opts='-l 128 --fanout=2 --max-depth=255 --leaf-size=1M';;
  esac
  bt2sum $opts $files > out 2> err || fail=1
  compare exp-$tree out || fail=1
  compare /dev/null err || fail=1
  # Twice over, so that batches are full, and again with a file that
  # cannot be opened among them: its message comes at its place.
  cat exp-$tree exp-$tree > exp || framework_failure_
  bt2sum $opts $files $files > out 2> err || fail=1
  compare exp out || fail=1
  head -n 3 exp-$tree > exp || framework_failure_
  tail -n +4 exp-$tree > exp-rest || framework_failure_
  returns_ 1 bt2sum $opts p0 p1 p127 nosuch p128 p129 p4096 p16384 p16385 \
    p20000 > out 2> err || fail=1
  cat exp-rest >> exp || framework_failure_
  compare exp out || fail=1
  echo 'bt2sum: nosuch: No such file or directory' > exp-err \
    || framework_failure_
  compare exp-err err || fail=1
done

Exit $fail
