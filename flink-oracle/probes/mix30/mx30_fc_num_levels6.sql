-- the full-compaction producer after the trigger is lowered, num-levels kept at 6: the top level is the rewriter's maximum again, so the compaction writes a changelog
CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'changelog-producer' = 'full-compaction');
INSERT INTO t VALUES (1, 'a'), (2, 'b');
ALTER TABLE t SET ('num-sorted-run.compaction-trigger' = '2', 'num-sorted-run.stop-trigger' = '3');
INSERT INTO t VALUES (3, 'c'), (1, 'a2');
ALTER TABLE t SET ('num-levels' = '6');
INSERT INTO t VALUES (2, 'b3');
SELECT snapshot_id, commit_kind, total_record_count, delta_record_count, changelog_record_count FROM t$snapshots;
SELECT level, record_count FROM t$files;
SET 'execution.runtime-mode' = 'streaming';
SELECT * FROM t /*+ OPTIONS('scan.mode' = 'from-snapshot', 'scan.snapshot-id' = '3') */;
