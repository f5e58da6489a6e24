-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter runs no streaming read of an overwrite commit
-- streaming-read-overwrite, deduplicate, input producer, partitioned: a dynamic overwrite of one partition copies a +U row
CREATE TABLE src (p INT, k INT, v STRING, PRIMARY KEY (p, k) NOT ENFORCED) WITH ('bucket' = '1');
INSERT INTO src VALUES (1, 1, 'a'), (1, 2, 'b');
INSERT INTO src VALUES +U(1, 1, 'a2');
CREATE TABLE t (p INT, k INT, v STRING, PRIMARY KEY (p, k) NOT ENFORCED) PARTITIONED BY (p) WITH ('bucket' = '1', 'streaming-read-overwrite' = 'true', 'changelog-producer' = 'input');
INSERT INTO t VALUES (1, 1, 'x'), (2, 3, 'z');
INSERT OVERWRITE t SELECT * FROM src;
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM t /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '2') */;
