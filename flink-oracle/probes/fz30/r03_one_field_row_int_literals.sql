-- fz30 probe: as r01 with INT literals only
CREATE TABLE t (k INT, r3 ARRAY<ROW<s4 ROW<x6 INT>, x7 BIGINT>>) WITH ('bucket' = '1', 'bucket-key' = 'k');
INSERT INTO t VALUES (1, ARRAY[ROW(ROW(52), 17)]), (2, ARRAY[ROW(ROW(14), 20), ROW(ROW(24), -7)]);
SELECT * FROM t;
