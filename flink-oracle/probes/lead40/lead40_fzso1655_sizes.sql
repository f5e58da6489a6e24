-- fuzz seed options seed 1655
CREATE TABLE t (k INT, j INT, a INT, b STRING, c BIGINT, PRIMARY KEY (k, j) NOT ENFORCED) WITH ('merge-engine' = 'aggregation', 'bucket' = '1', 'sequence.field' = 'c', 'sequence.auto-padding' = 'row-kind-flag', 'num-sorted-run.compaction-trigger' = '2', 'compaction.min.file-num' = '2', 'compaction.max.file-num' = '3', 'fields.a.aggregate-function' = 'first_value', 'fields.b.aggregate-function' = 'last_value');
INSERT INTO t VALUES (3, 2, 7, CAST(NULL AS STRING), 2), (1, 2, 1, CAST(NULL AS STRING), 2), (1, 1, CAST(NULL AS INT), 'z', 2);
INSERT INTO t VALUES (3, 1, 3, 'w', 1), (1, 2, 2, 'x', 4), (1, 1, 4, 'z', 3);
SELECT level, record_count, file_size_in_bytes FROM t$files;
SELECT snapshot_id, commit_kind FROM t$snapshots;
