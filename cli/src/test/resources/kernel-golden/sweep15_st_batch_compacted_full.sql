-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter numbers commit identifiers differently, so 'compacted-full' picks another full compaction
-- scan.mode compacted-full in batch mode reads the latest full compaction (full-compaction producer every 2 commits), latest-full the latest snapshot
CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'changelog-producer' = 'full-compaction', 'full-compaction.delta-commits' = '2');
INSERT INTO t VALUES (1, 'a');
INSERT INTO t VALUES (1, 'b'), (2, 'c');
INSERT INTO t VALUES (3, 'd');
SELECT * FROM t /*+ OPTIONS('scan.mode' = 'compacted-full') */;
SELECT * FROM t /*+ OPTIONS('scan.mode' = 'latest-full') */;
SELECT * FROM t /*+ OPTIONS('scan.mode' = 'latest') */;
