-- commit.force-compact
CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'commit.force-compact' = 'true', 'num-sorted-run.compaction-trigger' = '2');
INSERT INTO t VALUES (1, 'a');
INSERT INTO t VALUES (2, 'b');
INSERT INTO t VALUES (1, 'c');
SELECT snapshot_id, commit_kind, total_record_count FROM t$snapshots;
SELECT level, record_count FROM t$files;
