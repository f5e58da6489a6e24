-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter does not run scan.bounded (Paimon's static source in a streaming job)
-- scan.bounded on a table without snapshots reads nothing and ends
CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'changelog-producer' = 'input');
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM t /*+ OPTIONS('scan.bounded' = 'true') */;
SET 'execution.runtime-mode' = 'batch';
INSERT INTO t VALUES (1, 'a');
SELECT * FROM t;
