-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter runs no streaming read of an overwrite commit
-- streaming-read-overwrite on a primary-key table without producer: the overwrite streams as -D of the overwritten rows, then +I of the new ones (through ChangelogNormalize)
CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('streaming-read-overwrite' = 'true');
INSERT INTO t VALUES (1, 'a'), (2, 'b');
INSERT OVERWRITE t VALUES (2, 'c'), (3, 'd');
INSERT INTO t VALUES (4, 'e');
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM t /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */;
