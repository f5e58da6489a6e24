-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter does not stream system tables
-- lookup producer with row-deduplicate: an identical rewrite produces nothing, a DELETE then the same row again produces -D then +I
-- ordered
CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'changelog-producer' = 'lookup', 'changelog-producer.row-deduplicate' = 'true');
INSERT INTO t VALUES (1, 'a'), (2, 'b');
INSERT INTO t VALUES (1, 'a'), (2, 'b2');
DELETE FROM t WHERE k = 1;
INSERT INTO t VALUES (1, 'a');
UPDATE t SET v = 'b2' WHERE k = 2;
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM t /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */;
SELECT * FROM t$audit_log /*+ OPTIONS('scan.mode' = 'latest-full') */;
