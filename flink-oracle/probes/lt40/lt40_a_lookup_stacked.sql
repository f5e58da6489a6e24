-- lookup producer, aggregation with order-sensitive functions under sequence.field; three-row commits of every key (the second stacks into level 4 above the first, the third merges to the bottom), with late lower-sequence records
CREATE TABLE t (k INT, c ARRAY<INT>, l STRING, f INT, fn INT, m MAP<INT, STRING>, sq INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('merge-engine' = 'aggregation', 'changelog-producer' = 'lookup', 'bucket' = '1', 'sequence.field' = 'sq', 'fields.c.aggregate-function' = 'collect', 'fields.l.aggregate-function' = 'listagg', 'fields.f.aggregate-function' = 'first_value', 'fields.fn.aggregate-function' = 'first_non_null_value', 'fields.m.aggregate-function' = 'merge_map');
INSERT INTO t VALUES (1, ARRAY[1], 'a', 10, CAST(NULL AS INT), MAP[1, 'a'], 5), (2, ARRAY[2], 'b', 20, 200, MAP[2, 'b'], 5), (3, ARRAY[3], 'c', 30, 300, MAP[3, 'c'], 5);
SELECT `level`, record_count FROM t$files;
INSERT INTO t VALUES (1, ARRAY[11], 'a1', 11, 111, MAP[1, 'x'], 9), (2, ARRAY[22], 'b1', 21, 201, MAP[2, 'y'], 2), (3, ARRAY[33], 'c1', 31, 301, MAP[4, 'z'], 7);
SELECT `level`, record_count FROM t$files;
SELECT * FROM t;
INSERT INTO t VALUES (1, ARRAY[12], 'a2', 12, 112, MAP[1, 'late'], 7), (2, ARRAY[23], 'b2', 22, 202, MAP[2, 'late'], 3), (3, ARRAY[34], 'c2', 32, 302, MAP[3, 'late'], 6);
SELECT `level`, record_count FROM t$files;
SELECT * FROM t;
INSERT INTO t VALUES (1, ARRAY[13], 'a3', 13, 113, MAP[5, 'v'], 1), (2, ARRAY[24], 'b3', 23, 203, MAP[6, 'w'], 4), (3, ARRAY[35], 'c3', 33, 303, MAP[3, 'again'], 8);
SELECT `level`, record_count FROM t$files;
SELECT * FROM t;
