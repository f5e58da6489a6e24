-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter does not read $consumers
-- a bounded streaming read with a consumer-id neither starts from nor records consumer progress
CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'changelog-producer' = 'input', 'consumer.expiration-time' = '1 d');
INSERT INTO t VALUES (1, 'a');
INSERT INTO t VALUES (2, 'b');
SET 'execution.runtime-mode' = 'streaming';
CREATE TEMPORARY TABLE p (k INT, v STRING) WITH ('connector' = 'print');
INSERT INTO p SELECT * FROM t /*+ OPTIONS('consumer-id' = 'c1', 'scan.bounded' = 'true') */;
SET 'execution.runtime-mode' = 'batch';
SELECT COUNT(*) FROM t$consumers;
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM t /*+ OPTIONS('consumer-id' = 'c2') */;
SELECT * FROM t /*+ OPTIONS('consumer-id' = 'c2', 'scan.bounded' = 'true', 'scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */;
