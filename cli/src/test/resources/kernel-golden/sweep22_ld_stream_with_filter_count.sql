-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter runs no streaming query over a subquery
-- a streaming WITH of a filter and projection, grouped by the body
CREATE TABLE t (k INT, g STRING, v INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('changelog-producer' = 'lookup');
INSERT INTO t VALUES (1, 'x', 5), (2, 'x', 7), (3, 'y', 1);
INSERT INTO t VALUES (3, 'y', 20), (4, 'z', 2);
SET 'execution.runtime-mode' = 'streaming';
WITH big AS (SELECT k, g, v * 10 AS v10 FROM t WHERE v > 4) SELECT g, COUNT(*) AS n FROM big GROUP BY g;
