-- fz30 probe: fzev_1372 reduced: a one-field ROW inside an ARRAY of ROWs, two VALUES rows, BIGINT and INT literals
-- exit: 1
CREATE TABLE t (k INT, r3 ARRAY<ROW<s4 ROW<x6 INT>, x7 BIGINT>>) WITH ('bucket' = '1', 'bucket-key' = 'k');
INSERT INTO t VALUES (1, ARRAY[ROW(ROW(52), 17)]), (2, ARRAY[ROW(ROW(14), 3000000000), ROW(ROW(24), -7)]);
SELECT * FROM t;
