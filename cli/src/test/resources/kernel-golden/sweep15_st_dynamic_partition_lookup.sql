-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter reads the partitions of the initial snapshot in another order than Flink's source
-- dynamic-bucket partitioned table with the lookup producer: updates, a DELETE and an INSERT OVERWRITE of another partition, streamed from snapshot 1
-- ordered
CREATE TABLE t (dt STRING, k INT, v INT, PRIMARY KEY (dt, k) NOT ENFORCED) PARTITIONED BY (dt) WITH ('changelog-producer' = 'lookup');
INSERT INTO t VALUES ('d1', 1, 10), ('d2', 1, 20);
INSERT INTO t VALUES ('d1', 1, 11), ('d1', 2, 12);
DELETE FROM t WHERE dt = 'd1' AND k = 2;
INSERT INTO t VALUES ('d2', 1, 21);
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM t /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */;
SELECT * FROM t /*+ OPTIONS('scan.mode' = 'latest-full') */ WHERE dt = 'd2';
