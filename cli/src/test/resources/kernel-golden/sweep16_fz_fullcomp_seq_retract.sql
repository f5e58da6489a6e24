-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter does not run $files
-- full-compaction producer, deduplicate with sequence.field: a -U that retracts a key at the scheduled full compaction is dropped there (Paimon's compacted file holds added rows only): no -U in $audit_log, and a later record with a lower sequence brings the key back; found by the fuzz16 differential run (seed 21) on Flink 2.0 + Paimon 1.4.2
CREATE TABLE t (k INT, a INT, b STRING, c BIGINT, PRIMARY KEY (k) NOT ENFORCED) WITH ('merge-engine' = 'deduplicate', 'changelog-producer' = 'full-compaction', 'bucket' = '-1', 'sequence.field' = 'c', 'full-compaction.delta-commits' = '1');
INSERT INTO t VALUES (1, CAST(NULL AS INT), 'w', 26), (2, 3, 'x', 3);
INSERT INTO t VALUES -U(2, 9, 'x', 25), +I(5, 6, 'y', 4);
SELECT * FROM t$audit_log;
SELECT level, record_count FROM t$files;
INSERT INTO t VALUES (2, 7, 'v', 10);
SELECT * FROM t;
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM t /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */;
