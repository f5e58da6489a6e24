-- fz30 probe: as r01 with one VALUES row
-- exit: 1
CREATE TABLE t (k INT, r3 ARRAY<ROW<s4 ROW<x6 INT>, x7 BIGINT>>) WITH ('bucket' = '1', 'bucket-key' = 'k');
INSERT INTO t VALUES (2, ARRAY[ROW(ROW(14), 3000000000), ROW(ROW(24), -7)]);
SELECT * FROM t;
