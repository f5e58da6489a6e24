-- sweep 40 lt: a lookup table's commit compaction stores a key's versions merged where it holds the key's whole history, also with sequence.field and order-sensitive functions: at the bottom (fzag_1568: a later lower-sequence collect element comes before the merged row's) and above a large bottom run for a key no run below holds (key 50, written twice in one commit); a key the bottom holds is not read here (Paimon merges it onto the bottom row, Varve keeps its versions: COMPACTION.md)
-- not checked against Paimon: reads $files (flink-oracle checks it on Flink)
CREATE TABLE t (k INT, v0 ARRAY<INT>, v1 ARRAY<ROW<id INT, v STRING>>, sq INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('merge-engine' = 'aggregation', 'changelog-producer' = 'lookup', 'bucket' = '-1', 'fields.v0.aggregate-function' = 'collect', 'fields.v1.aggregate-function' = 'nested_update', 'fields.v1.nested-key' = 'id', 'sequence.field' = 'sq', 'num-sorted-run.compaction-trigger' = '2');
INSERT INTO t VALUES (1, ARRAY[4, 4], ARRAY[ROW(1, 'x'), ROW(3, 'z')], 4), (3, ARRAY[3], ARRAY[ROW(2, 'z'), ROW(1, 'x,y')], 4), (2, CAST(NULL AS ARRAY<INT>), ARRAY[ROW(1, 'x,y'), ROW(2, 'z')], 7);
INSERT INTO t VALUES (3, ARRAY[2], ARRAY[ROW(3, 'y')], 4);
INSERT INTO t VALUES (3, ARRAY[3, 3, 1], ARRAY[ROW(2, 'x')], 5), (2, CAST(NULL AS ARRAY<INT>), ARRAY[ROW(1, 'x,y')], 1), (4, ARRAY[3, 1, 4], ARRAY[ROW(2, 'x')], 4);
INSERT INTO t VALUES (4, ARRAY[4, 2], ARRAY[ROW(3, 'x'), ROW(1, 'x')], 3), (1, ARRAY[1, 2, 2], ARRAY[ROW(1, 'z'), ROW(3, 'z')], 1), (2, ARRAY[3, 4, 1], ARRAY[ROW(1, 'x,y')], 1);
INSERT INTO t VALUES (2, CAST(NULL AS ARRAY<INT>), ARRAY[ROW(3, 'z'), ROW(2, 'x')], 6), (4, CAST(NULL AS ARRAY<INT>), CAST(NULL AS ARRAY<ROW<id INT, v STRING>>), 9), (3, CAST(NULL AS ARRAY<INT>), ARRAY[ROW(1, 'z'), ROW(2, 'x')], 1);
INSERT INTO t VALUES +I(2, ARRAY[2], CAST(NULL AS ARRAY<ROW<id INT, v STRING>>), 6), +U(1, CAST(NULL AS ARRAY<INT>), ARRAY[ROW(2, 'y')], 2);
SELECT * FROM t;
CREATE TABLE b (k INT, c ARRAY<INT>, f INT, pad STRING, sq INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('merge-engine' = 'aggregation', 'changelog-producer' = 'lookup', 'bucket' = '1', 'sequence.field' = 'sq', 'fields.c.aggregate-function' = 'collect', 'fields.f.aggregate-function' = 'first_value', 'fields.pad.aggregate-function' = 'last_non_null_value');
INSERT INTO b VALUES (1, ARRAY[1], 1, 'p1', 5), (2, ARRAY[2], 2, 'p2', 5), (3, ARRAY[3], 3, 'p3', 5), (4, ARRAY[4], 4, 'p4', 5), (5, ARRAY[5], 5, 'p5', 5), (6, ARRAY[6], 6, 'p6', 5), (7, ARRAY[7], 7, 'p7', 5), (8, ARRAY[8], 8, 'p8', 5), (9, ARRAY[9], 9, 'p9', 5), (10, ARRAY[10], 10, 'p10', 5), (11, ARRAY[11], 11, 'p11', 5), (12, ARRAY[12], 12, 'p12', 5), (13, ARRAY[13], 13, 'p13', 5), (14, ARRAY[14], 14, 'p14', 5), (15, ARRAY[15], 15, 'p15', 5), (16, ARRAY[16], 16, 'p16', 5), (17, ARRAY[17], 17, 'p17', 5), (18, ARRAY[18], 18, 'p18', 5), (19, ARRAY[19], 19, 'p19', 5), (20, ARRAY[20], 20, 'p20', 5), (21, ARRAY[21], 21, 'p21', 5), (22, ARRAY[22], 22, 'p22', 5), (23, ARRAY[23], 23, 'p23', 5), (24, ARRAY[24], 24, 'p24', 5), (25, ARRAY[25], 25, 'p25', 5), (26, ARRAY[26], 26, 'p26', 5), (27, ARRAY[27], 27, 'p27', 5), (28, ARRAY[28], 28, 'p28', 5), (29, ARRAY[29], 29, 'p29', 5), (30, ARRAY[30], 30, 'p30', 5);
INSERT INTO b VALUES (50, ARRAY[50], 50, 'q', 6), (50, ARRAY[51], 51, 'q2', 3), (1, ARRAY[100], 100, 'x', 9);
SELECT `level`, record_count FROM b$files;
INSERT INTO b VALUES (50, ARRAY[52], 52, 'q3', 4), (1, ARRAY[101], 101, 'y', 7), (2, ARRAY[200], 200, 'z', 1);
SELECT `level`, record_count FROM b$files;
SELECT * FROM b WHERE k IN (2, 3, 50);
INSERT INTO b VALUES (1, ARRAY[102], 102, 'w', 6), (50, ARRAY[53], 53, 'q4', 5);
SELECT `level`, record_count FROM b$files;
SELECT * FROM b WHERE k IN (2, 3, 50);
