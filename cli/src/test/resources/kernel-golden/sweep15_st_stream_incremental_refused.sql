-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter's streaming read does not report Paimon's refusal as a failed statement
-- exit: 1
-- stderr: incremental
-- a streaming read with incremental-between is refused
CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'changelog-producer' = 'input');
INSERT INTO t VALUES (1, 'a');
INSERT INTO t VALUES (2, 'b');
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM t /*+ OPTIONS('incremental-between' = '1,2') */;
