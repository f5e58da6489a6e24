CREATE TABLE b (k INT, s BIGINT, lv STRING, sq INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('merge-engine' = 'aggregation', 'sequence.field' = 'sq', 'bucket' = '1', 'fields.s.aggregate-function' = 'sum', 'fields.lv.aggregate-function' = 'last_value', 'changelog-producer' = 'lookup');
INSERT INTO b VALUES (1, 5, 'a', 5), (2, 5, 'a', 5), (3, 5, 'a', 5), (4, 5, 'a', 5), (5, 5, 'a', 5), (6, 5, 'a', 5), (7, 5, 'a', 5), (8, 5, 'a', 5), (9, 5, 'a', 5), (10, 5, 'a', 5), (11, 5, 'a', 5), (12, 5, 'a', 5), (13, 5, 'a', 5), (14, 5, 'a', 5), (15, 5, 'a', 5), (16, 5, 'a', 5), (17, 5, 'a', 5), (18, 5, 'a', 5), (19, 5, 'a', 5), (20, 5, 'a', 5), (21, 5, 'a', 5), (22, 5, 'a', 5), (23, 5, 'a', 5), (24, 5, 'a', 5), (25, 5, 'a', 5), (26, 5, 'a', 5), (27, 5, 'a', 5), (28, 5, 'a', 5), (29, 5, 'a', 5), (30, 5, 'a', 5), (31, 5, 'a', 5), (32, 5, 'a', 5), (33, 5, 'a', 5), (34, 5, 'a', 5), (35, 5, 'a', 5), (36, 5, 'a', 5), (37, 5, 'a', 5), (38, 5, 'a', 5), (39, 5, 'a', 5), (40, 5, 'a', 5);
INSERT INTO b VALUES -U(1, 2, 'b', 6), -U(2, 2, 'b', 4);
SELECT `level`, record_count FROM b$files;
SELECT * FROM b WHERE k < 4;
INSERT INTO b VALUES (1, 1, 'c', 3), (2, 1, 'c', 3);
SELECT `level`, record_count FROM b$files;
SELECT * FROM b WHERE k < 4;
