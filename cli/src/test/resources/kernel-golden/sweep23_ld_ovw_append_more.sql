-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter runs no streaming read of an overwrite commit
-- streaming-read-append-overwrite on a partitioned append table, TRUNCATE, and the hint that turns it off
CREATE TABLE t (p INT, k INT, v STRING) PARTITIONED BY (p) WITH ('streaming-read-append-overwrite' = 'true');
INSERT INTO t VALUES (1, 1, 'a'), (2, 2, 'b');
INSERT OVERWRITE t PARTITION (p = 1) VALUES (3, 'c');
TRUNCATE TABLE t;
INSERT INTO t VALUES (1, 4, 'd');
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM t /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */;
SELECT * FROM t /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1', 'streaming-read-append-overwrite' = 'false') */;
