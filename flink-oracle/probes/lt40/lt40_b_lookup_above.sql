-- lookup producer, aggregation collect / first_value under sequence.field, a large bottom run: small commits stay above it. Key 50 (no older version) written twice in one commit; keys 1, 2 (held below) written later, then late records
CREATE TABLE t (k INT, c ARRAY<INT>, f INT, pad STRING, sq INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('merge-engine' = 'aggregation', 'changelog-producer' = 'lookup', 'bucket' = '1', 'sequence.field' = 'sq', 'fields.c.aggregate-function' = 'collect', 'fields.f.aggregate-function' = 'first_value', 'fields.pad.aggregate-function' = 'last_non_null_value');
INSERT INTO t VALUES (1, ARRAY[1], 1, 'p1', 5), (2, ARRAY[2], 2, 'p2', 5), (3, ARRAY[3], 3, 'p3', 5), (4, ARRAY[4], 4, 'p4', 5), (5, ARRAY[5], 5, 'p5', 5), (6, ARRAY[6], 6, 'p6', 5), (7, ARRAY[7], 7, 'p7', 5), (8, ARRAY[8], 8, 'p8', 5), (9, ARRAY[9], 9, 'p9', 5), (10, ARRAY[10], 10, 'p10', 5), (11, ARRAY[11], 11, 'p11', 5), (12, ARRAY[12], 12, 'p12', 5), (13, ARRAY[13], 13, 'p13', 5), (14, ARRAY[14], 14, 'p14', 5), (15, ARRAY[15], 15, 'p15', 5), (16, ARRAY[16], 16, 'p16', 5), (17, ARRAY[17], 17, 'p17', 5), (18, ARRAY[18], 18, 'p18', 5), (19, ARRAY[19], 19, 'p19', 5), (20, ARRAY[20], 20, 'p20', 5), (21, ARRAY[21], 21, 'p21', 5), (22, ARRAY[22], 22, 'p22', 5), (23, ARRAY[23], 23, 'p23', 5), (24, ARRAY[24], 24, 'p24', 5), (25, ARRAY[25], 25, 'p25', 5), (26, ARRAY[26], 26, 'p26', 5), (27, ARRAY[27], 27, 'p27', 5), (28, ARRAY[28], 28, 'p28', 5), (29, ARRAY[29], 29, 'p29', 5), (30, ARRAY[30], 30, 'p30', 5);
INSERT INTO t VALUES (50, ARRAY[50], 50, 'q', 6), (50, ARRAY[51], 51, 'q2', 3), (1, ARRAY[100], 100, 'x', 9);
SELECT `level`, record_count FROM t$files;
INSERT INTO t VALUES (50, ARRAY[52], 52, 'q3', 4), (1, ARRAY[101], 101, 'y', 7), (2, ARRAY[200], 200, 'z', 1);
SELECT `level`, record_count FROM t$files;
SELECT * FROM t WHERE k IN (1, 2, 3, 50);
INSERT INTO t VALUES (1, ARRAY[102], 102, 'w', 6), (50, ARRAY[53], 53, 'q4', 5);
SELECT `level`, record_count FROM t$files;
SELECT * FROM t WHERE k IN (1, 2, 3, 50);
