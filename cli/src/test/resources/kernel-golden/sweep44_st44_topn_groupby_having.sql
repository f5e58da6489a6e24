-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle, golden run st44h); the Java-API interpreter does not plan Flink's changelog-mode inference (which -U rows reach an upsert sink)
-- a GROUP BY over a Top-N (Rank -> GroupAggregate) keyed by the group: no -U (control); with a HAVING the group leaving it is deleted by its -U
CREATE TABLE t (k INT, g INT, n INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('changelog-producer' = 'lookup', 'bucket' = '1');
CREATE TABLE gs (g INT, c BIGINT, s INT, PRIMARY KEY (g) NOT ENFORCED) WITH ('bucket' = '1');
CREATE TABLE gh (g INT, c BIGINT, s INT, PRIMARY KEY (g) NOT ENFORCED) WITH ('bucket' = '1');
INSERT INTO t VALUES (1, 1, 5), (2, 1, 7), (3, 2, 4);
INSERT INTO t VALUES (4, 1, 9);
INSERT INTO t VALUES (2, 1, 1);
INSERT INTO t VALUES (4, 1, 2);
SET 'execution.runtime-mode' = 'streaming';
INSERT INTO gs SELECT g, COUNT(*), SUM(n) FROM (SELECT k, g, n, ROW_NUMBER() OVER (PARTITION BY g ORDER BY n DESC) AS rn FROM t /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */) WHERE rn <= 2 GROUP BY g;
INSERT INTO gh SELECT g, COUNT(*), SUM(n) FROM (SELECT k, g, n, ROW_NUMBER() OVER (PARTITION BY g ORDER BY n DESC) AS rn FROM t /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */) WHERE rn <= 2 GROUP BY g HAVING SUM(n) > 12;
SET 'execution.runtime-mode' = 'batch';
SELECT 'gs', * FROM gs;
SELECT 'gh', * FROM gh;
