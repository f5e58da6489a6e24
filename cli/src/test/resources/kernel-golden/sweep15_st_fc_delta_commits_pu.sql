-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter numbers commit identifiers differently, so 'compacted-full' picks another full compaction
-- partial-update with the full-compaction producer every 2 commits: compacted-full and from-snapshot reads, changelog only at the full compactions
-- ordered
CREATE TABLE t (k INT, a STRING, b INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'merge-engine' = 'partial-update', 'changelog-producer' = 'full-compaction', 'full-compaction.delta-commits' = '2');
INSERT INTO t VALUES (1, 'x', CAST(NULL AS INT));
INSERT INTO t VALUES (1, CAST(NULL AS STRING), 1), (2, 'y', 2);
INSERT INTO t VALUES (2, 'y2', CAST(NULL AS INT));
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM t /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */;
SELECT * FROM t /*+ OPTIONS('scan.mode' = 'compacted-full') */;
SET 'execution.runtime-mode' = 'batch';
SELECT * FROM t;
