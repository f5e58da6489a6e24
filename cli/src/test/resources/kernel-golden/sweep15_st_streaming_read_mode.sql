-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); Paimon ignores the unknown option, Varve refuses it (SEMANTICS §2; listed in known-differences.txt)
-- exit: 1
-- stderr: unknown option 'streaming-read-mode'
-- streaming-read-mode (a Paimon 0.x option, removed with the log system) is unknown to Paimon 1.4.2, which ignores it; Varve refuses unknown options (SEMANTICS §2)
-- ordered
CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'changelog-producer' = 'input');
INSERT INTO t VALUES (1, 'a');
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM t /*+ OPTIONS('streaming-read-mode' = 'file') */;
