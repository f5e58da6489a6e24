-- compaction.incremental-size-threshold = 1 b forces a full compaction as soon as there is any level-0 file
CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'compaction.incremental-size-threshold' = '1 b');
INSERT INTO t VALUES (1, 'a');
INSERT INTO t VALUES (2, 'b');
INSERT INTO t VALUES (1, 'c');
SELECT snapshot_id, commit_kind, total_record_count FROM t$snapshots;
SELECT level, record_count FROM t$files;
