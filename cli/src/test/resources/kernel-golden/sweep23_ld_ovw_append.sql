-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter runs no streaming read of an overwrite commit
-- streaming-read-append-overwrite on an append table: the overwrite commit streams only the rows it adds
CREATE TABLE t (k INT, v STRING) WITH ('streaming-read-append-overwrite' = 'true');
INSERT INTO t VALUES (1, 'a'), (2, 'b');
INSERT OVERWRITE t VALUES (2, 'c'), (3, 'd');
INSERT INTO t VALUES (4, 'e');
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM t /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */;
