-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter runs no streaming read of an overwrite commit
-- streaming-read-overwrite, aggregation (sum), input producer: the overwrite copies a +U row (a lone record)
CREATE TABLE src (k INT, v BIGINT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
INSERT INTO src VALUES (1, 10), (2, 20);
INSERT INTO src VALUES +U(1, 11);
CREATE TABLE t (k INT, v BIGINT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'streaming-read-overwrite' = 'true', 'changelog-producer' = 'input', 'merge-engine' = 'aggregation', 'fields.v.aggregate-function' = 'sum');
INSERT INTO t VALUES (1, 1), (3, 3);
INSERT INTO t VALUES +U(3, 4);
INSERT OVERWRITE t SELECT * FROM src;
SELECT * FROM t$audit_log;
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM t /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '3') */;
