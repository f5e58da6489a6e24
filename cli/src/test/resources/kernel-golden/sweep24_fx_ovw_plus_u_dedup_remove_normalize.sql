-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter runs no streaming read of an overwrite commit
-- streaming-read-overwrite, deduplicate, no producer, scan.remove-normalize: the added +U record
CREATE TABLE src (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1');
INSERT INTO src VALUES (1, 'a'), (2, 'b');
INSERT INTO src VALUES +U(1, 'a2');
CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'streaming-read-overwrite' = 'true');
INSERT INTO t VALUES (1, 'x'), (3, 'z');
INSERT OVERWRITE t SELECT * FROM src;
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM t /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '2', 'scan.remove-normalize' = 'true') */;
