-- fzmx_1351 reduced (2): the full-compaction producer with delta-commits 2 on a dynamic-bucket partitioned table, 'num-sorted-run.compaction-trigger' lowered to 2 before the second INSERT: does that INSERT's COMPACT snapshot carry a changelog?
CREATE TABLE t (k INT, dt STRING, v STRING, n INT, PRIMARY KEY (k, dt) NOT ENFORCED) PARTITIONED BY (dt) WITH ('bucket' = '-1', 'changelog-producer' = 'full-compaction', 'full-compaction.delta-commits' = '2');
INSERT INTO t VALUES (3, 'p1', 'e', 57), (8, 'p1', CAST(NULL AS STRING), 32), (6, 'p2', 'a', 1);
ALTER TABLE t SET ('num-sorted-run.compaction-trigger' = '2', 'num-sorted-run.stop-trigger' = '3');
INSERT INTO t VALUES (7, 'p2', 'b', 40), (1, 'p1', 'e', 45);
SELECT snapshot_id, commit_kind, total_record_count, delta_record_count, changelog_record_count FROM t$snapshots;
SELECT `partition`, bucket, level, record_count FROM t$files;
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM t /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '3') */;
