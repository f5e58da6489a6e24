-- fz30 probe: as r01 with a two-field inner ROW
-- exit: 1
CREATE TABLE t (k INT, r3 ARRAY<ROW<s4 ROW<x5 STRING, x6 INT>, x7 BIGINT>>) WITH ('bucket' = '1', 'bucket-key' = 'k');
INSERT INTO t VALUES (1, ARRAY[ROW(ROW('a', 52), 17)]), (2, ARRAY[ROW(ROW('b', 14), 3000000000), ROW(ROW('c', 24), -7)]);
SELECT * FROM t;
