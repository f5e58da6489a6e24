-- stderr: incremental-between-timestamp
-- exit: 1
-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the interpreter does not run Flink's streaming source
-- a streaming read with incremental-between-timestamp fails (Paimon: Cannot read incremental in streaming mode)
CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'changelog-producer' = 'input');
INSERT INTO t VALUES (1, 'a');
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM t /*+ OPTIONS('incremental-between-timestamp' = '0,32503680000000') */;
