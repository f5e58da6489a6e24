-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter runs no streaming aggregation
-- streaming SELECT DISTINCT from the latest full snapshot of a partitioned lookup table, then its changes
CREATE TABLE T (dt STRING, id INT, c STRING, PRIMARY KEY (dt, id) NOT ENFORCED) PARTITIONED BY (dt) WITH ('changelog-producer' = 'lookup');
INSERT INTO T VALUES ('d1', 1, 'p'), ('d1', 2, 'q'), ('d2', 1, 'p');
INSERT INTO T VALUES ('d1', 1, 'q'), ('d2', 1, 'r');
SET 'execution.runtime-mode' = 'streaming';
SELECT DISTINCT c FROM T /*+ OPTIONS('scan.mode' = 'from-snapshot-full', 'scan.snapshot-id' = '1') */;
