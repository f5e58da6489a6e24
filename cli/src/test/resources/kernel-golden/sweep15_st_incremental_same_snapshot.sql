-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter does not run COUNT(*) with incremental-between
-- incremental-between with equal start and end reads nothing
CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'changelog-producer' = 'input');
INSERT INTO t VALUES (1, 'a');
INSERT INTO t VALUES (2, 'b');
SELECT * FROM t /*+ OPTIONS('incremental-between' = '2,2') */;
SELECT COUNT(*) FROM t /*+ OPTIONS('incremental-between' = '1,2', 'incremental-between-scan-mode' = 'changelog') */;
