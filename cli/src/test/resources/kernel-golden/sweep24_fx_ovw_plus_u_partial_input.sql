-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter runs no streaming read of an overwrite commit
-- streaming-read-overwrite, partial-update, input producer: the overwrite copies a +U row (a lone record)
CREATE TABLE src (k INT, a STRING, b STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
INSERT INTO src VALUES (1, 'a', 'b'), (2, 'c', 'd');
INSERT INTO src VALUES +U(1, 'a2', 'b2');
CREATE TABLE t (k INT, a STRING, b STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'streaming-read-overwrite' = 'true', 'changelog-producer' = 'input', 'merge-engine' = 'partial-update');
INSERT INTO t VALUES (1, 'x', CAST(NULL AS STRING)), (3, 'z', 'z');
INSERT INTO t VALUES +U(1, CAST(NULL AS STRING), 'y');
INSERT OVERWRITE t SELECT * FROM src;
SELECT * FROM t$audit_log;
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM t /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '3') */;
