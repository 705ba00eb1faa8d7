## tests/b3sum/list.mk -- the b3sum shell tests.
b3sum_tests =
