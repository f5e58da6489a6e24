-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter runs no streaming read of an overwrite commit
-- streaming-read-overwrite: the overwritten files are read merged (the latest version of a key, a deleted key left out)
CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('streaming-read-overwrite' = 'true', 'changelog-producer' = 'input');
INSERT INTO t VALUES (1, 'a'), (2, 'b');
INSERT INTO t VALUES (1, 'a2'), (5, 'e');
INSERT INTO t VALUES -D(5, 'e');
INSERT OVERWRITE t VALUES (2, 'c'), (2, 'c2'), (3, 'd');
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM t /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '4') */;
