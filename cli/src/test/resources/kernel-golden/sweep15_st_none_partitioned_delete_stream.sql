-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter does not run scan.remove-normalize
-- changelog-producer none, partitioned with fixed buckets: UPDATE and DELETE statements streamed from snapshot 1 (normalized) and with remove-normalize
-- ordered
CREATE TABLE t (dt STRING, k INT, v INT, PRIMARY KEY (dt, k) NOT ENFORCED) PARTITIONED BY (dt) WITH ('bucket' = '1');
INSERT INTO t VALUES ('d1', 1, 1), ('d1', 2, 2);
UPDATE t SET v = 10 WHERE k = 1;
DELETE FROM t WHERE k = 2;
INSERT INTO t VALUES ('d2', 1, 5);
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM t /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */;
SELECT * FROM t /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1', 'scan.remove-normalize' = 'true') */;
