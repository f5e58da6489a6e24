-- not checked against Paimon: probe of Flink 2.0's planner (which -U rows of a streaming Top-N / UNION ALL reach an upsert sink)
-- a top-1 (deduplication shape) of an append table, a top-2 with the rank number of a lookup table; sinks keyed by k or by the rank's key; UNION ALL
CREATE TABLE q (k INT, g INT, n INT) WITH ('bucket' = '1', 'bucket-key' = 'k');
CREATE TABLE t (k INT, g INT, n INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('changelog-producer' = 'lookup', 'bucket' = '1');
CREATE TABLE d_k (k INT, g INT, n INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
CREATE TABLE d_g (k INT, g INT, n INT, PRIMARY KEY (g) NOT ENFORCED) WITH ('bucket' = '1');
CREATE TABLE r_k (k INT, g INT, n INT, rn BIGINT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
CREATE TABLE r_grn (k INT, g INT, n INT, rn BIGINT, PRIMARY KEY (g, rn) NOT ENFORCED) WITH ('bucket' = '1');
CREATE TABLE r_k2 (k INT, g INT, n INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
CREATE TABLE u_k (k INT, n INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
INSERT INTO q VALUES (1, 1, 5), (2, 1, 7), (3, 2, 4);
INSERT INTO q VALUES (4, 1, 9), (5, 2, 1);
INSERT INTO t VALUES (1, 1, 5), (2, 1, 7), (3, 1, 4), (6, 2, 3);
INSERT INTO t VALUES (4, 1, 9);
INSERT INTO t VALUES (6, 2, 8), (1, 1, 1);
SET 'execution.runtime-mode' = 'streaming';
INSERT INTO d_k SELECT k, g, n FROM (SELECT k, g, n, ROW_NUMBER() OVER (PARTITION BY g ORDER BY n DESC) AS rn FROM q /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */) WHERE rn = 1;
INSERT INTO d_g SELECT k, g, n FROM (SELECT k, g, n, ROW_NUMBER() OVER (PARTITION BY g ORDER BY n DESC) AS rn FROM q /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */) WHERE rn = 1;
INSERT INTO r_k SELECT k, g, n, rn FROM (SELECT k, g, n, ROW_NUMBER() OVER (PARTITION BY g ORDER BY n DESC) AS rn FROM t /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */) WHERE rn <= 2;
INSERT INTO r_grn SELECT k, g, n, rn FROM (SELECT k, g, n, ROW_NUMBER() OVER (PARTITION BY g ORDER BY n DESC) AS rn FROM t /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */) WHERE rn <= 2;
INSERT INTO r_k2 SELECT k, g, n FROM (SELECT k, g, n, ROW_NUMBER() OVER (PARTITION BY g ORDER BY n DESC) AS rn FROM t /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */) WHERE rn <= 2;
INSERT INTO u_k SELECT k, n FROM t /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */ WHERE n > 4 UNION ALL SELECT k + 100, n FROM q /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */;
SET 'execution.runtime-mode' = 'batch';
SELECT 'd_k', * FROM d_k;
SELECT 'd_g', * FROM d_g;
SELECT 'r_k', * FROM r_k;
SELECT 'r_grn', * FROM r_grn;
SELECT 'r_k2', * FROM r_k2;
SELECT 'u_k', * FROM u_k;
