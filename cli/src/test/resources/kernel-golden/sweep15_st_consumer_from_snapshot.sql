-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter does not read $consumers
-- a consumer-id read with scan.mode from-snapshot records progress; a second read with a different scan.mode continues from it; consumer.ignore-progress restarts from the scan.mode and overwrites it
-- ordered
CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'changelog-producer' = 'input', 'consumer.expiration-time' = '1 d');
INSERT INTO t VALUES (1, 'a');
INSERT INTO t VALUES (2, 'b');
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM t /*+ OPTIONS('consumer-id' = 'c', 'scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '2') */;
SET 'execution.runtime-mode' = 'batch';
INSERT INTO t VALUES (3, 'c');
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM t /*+ OPTIONS('consumer-id' = 'c', 'scan.mode' = 'latest-full') */;
SELECT * FROM t /*+ OPTIONS('consumer-id' = 'c', 'consumer.ignore-progress' = 'true', 'scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */;
SET 'execution.runtime-mode' = 'batch';
SELECT consumer_id, next_snapshot_id FROM t$consumers;
