-- sweep 41 sz: fzso_1655 reduced (probe lead40_fzso1655_sizes). Two level-0 files of 3 records each: Paimon 1.4.2's Parquet files are 2036 and 2020 bytes (flink-oracle/probes/sz41/sz41_check, written without compaction), 2020 * 1.01 >= 2036, so the second commit's compaction (trigger 2) merges both into level 2 (snapshot 3 COMPACT). Varve's run sizes version 5 weighed them 2047 and 2021 and merged one commit later; version 7 lays the small files out as parquet-mr does (kernel COMPACTION.md "Run sizes")
-- not checked against Paimon: reads $files (flink-oracle checks it on Flink)
CREATE TABLE t (k INT, j INT, a INT, b STRING, c BIGINT, PRIMARY KEY (k, j) NOT ENFORCED) WITH ('merge-engine' = 'aggregation', 'bucket' = '1', 'sequence.field' = 'c', 'sequence.auto-padding' = 'row-kind-flag', 'num-sorted-run.compaction-trigger' = '2', 'compaction.min.file-num' = '2', 'compaction.max.file-num' = '3', 'fields.a.aggregate-function' = 'first_value', 'fields.b.aggregate-function' = 'last_value');
INSERT INTO t VALUES (3, 2, 7, CAST(NULL AS STRING), 2), (1, 2, 1, CAST(NULL AS STRING), 2), (1, 1, CAST(NULL AS INT), 'z', 2);
SELECT `level`, record_count FROM t$files;
INSERT INTO t VALUES (3, 1, 3, 'w', 1), (1, 2, 2, 'x', 4), (1, 1, 4, 'z', 3);
SELECT `level`, record_count FROM t$files;
SELECT snapshot_id, commit_kind, total_record_count FROM t$snapshots;
SELECT * FROM t;
