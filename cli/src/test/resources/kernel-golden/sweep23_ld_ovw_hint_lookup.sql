-- exit: 1
-- stderr: Cannot set streaming-read-overwrite to true when changelog producer is full-compaction or lookup because it will read duplicated changes
-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter runs no streaming read of an overwrite commit
-- streaming-read-overwrite refused where Paimon refuses it: Cannot set streaming-read-overwrite to true when changelog producer is full-compaction or lookup because it will read duplicated changes
CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('changelog-producer' = 'lookup');
INSERT INTO t VALUES (1, 'a'), (2, 'b');
INSERT OVERWRITE t VALUES (2, 'c'), (3, 'd');
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM t /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1', 'streaming-read-overwrite' = 'true') */;
