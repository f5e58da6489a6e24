-- fz30 probe: r01 with every BIGINT literal inside the ARRAY cast to BIGINT
CREATE TABLE t (k INT, r3 ARRAY<ROW<s4 ROW<x6 INT>, x7 BIGINT>>) WITH ('bucket' = '1', 'bucket-key' = 'k');
INSERT INTO t VALUES (1, ARRAY[ROW(ROW(52), CAST(17 AS BIGINT))]), (2, ARRAY[ROW(ROW(14), CAST(3000000000 AS BIGINT)), ROW(ROW(24), CAST(-7 AS BIGINT))]);
SELECT * FROM t;
