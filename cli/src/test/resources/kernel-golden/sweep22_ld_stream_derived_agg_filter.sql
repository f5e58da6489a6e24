-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter runs no streaming query over a subquery
-- a streaming aggregate in a subquery, filtered by the outer query (a HAVING written as an outer WHERE)
CREATE TABLE t (k INT, g STRING, v INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('changelog-producer' = 'lookup');
INSERT INTO t VALUES (1, 'x', 5), (2, 'x', 7), (3, 'y', 1);
INSERT INTO t VALUES (3, 'y', 20), (4, 'z', 2);
SET 'execution.runtime-mode' = 'streaming';
SELECT g, total FROM (SELECT g, SUM(v) AS total FROM t /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */ GROUP BY g) WHERE total > 10;
