-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle); the Java-API interpreter does not run $files and does not end a statement with the Flink sink's end-of-input compaction
-- full-compaction changelog producer in batch: each statement's end of input compacts fully in its own COMPACT snapshot, which carries the changelog; streaming reads and incremental reads see it there
CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'changelog-producer' = 'full-compaction');
INSERT INTO t VALUES (1, 'a'), (2, 'b');
INSERT INTO t VALUES (1, 'a2'), (3, 'c');
SELECT snapshot_id, commit_kind, delta_record_count, changelog_record_count FROM t$snapshots;
SELECT level, record_count FROM t$files;
SELECT * FROM t /*+ OPTIONS('incremental-between' = '2,4') */;
SELECT * FROM t /*+ OPTIONS('incremental-between' = '3,4') */;
SELECT * FROM t /*+ OPTIONS('scan.snapshot-id' = '3') */;
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM t /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '1') */;
