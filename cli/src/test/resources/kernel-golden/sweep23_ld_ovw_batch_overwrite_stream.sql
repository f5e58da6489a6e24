-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter runs no streaming read of an overwrite commit
-- streaming-read-overwrite: latest-full and latest start after the overwrite; an aggregate over the overwrite changes
CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('streaming-read-overwrite' = 'true', 'changelog-producer' = 'input');
INSERT INTO t VALUES (1, 'a'), (2, 'b');
INSERT OVERWRITE t VALUES (2, 'c');
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM t;
SELECT * FROM t /*+ OPTIONS('scan.mode' = 'latest') */;
SELECT v, COUNT(*) FROM t /*+ OPTIONS('scan.mode' = 'from-snapshot-full', 'scan.snapshot-id' = '1') */ GROUP BY v;
