-- sweep 37 pu: fzmx_2446's table (partial-update sequence groups with last_non_null_value / last_value; lookup producer, dynamic bucket, deletion vectors; and a fixed-bucket lookup table): record counts where the merges take each key's whole history, as Paimon 1.4.2 (probe flink-oracle/probes/dv36/dv36_pu_groups_lnn_counts; sweep 36 dv's golden, reverted there)
-- not checked against Paimon: reads $files and named-argument CALLs (flink-oracle checks it on Flink)
CREATE TABLE t (k INT, v STRING, n INT, g1 INT, g2 INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '-1', 'merge-engine' = 'partial-update', 'changelog-producer' = 'lookup', 'dynamic-bucket.target-row-num' = '2', 'deletion-vectors.enabled' = 'true', 'fields.g1.sequence-group' = 'v', 'fields.g2.sequence-group' = 'n', 'fields.v.aggregate-function' = 'last_non_null_value', 'file.format' = 'parquet', 'file.compression' = 'lz4');
INSERT INTO t VALUES (2, 'e', 48, 2, 15);
INSERT INTO t VALUES (4, 'e', 27, 4, 11), (1, 'dd', 24, 3, 15);
SELECT snapshot_id, commit_kind, total_record_count, delta_record_count FROM t$snapshots;
INSERT INTO t VALUES (2, 'a', 14, 10, 15);
SELECT bucket, level, record_count FROM t$files;
INSERT INTO t VALUES (1, 'e', 59, 3, 15);
SELECT snapshot_id, commit_kind, total_record_count, delta_record_count FROM t$snapshots;
SELECT bucket, level, record_count FROM t$files;
INSERT INTO t VALUES (1, CAST(NULL AS STRING), 5, 2, 16), (4, 'x', 6, 1, 1);
SELECT snapshot_id, commit_kind, total_record_count, delta_record_count FROM t$snapshots WHERE snapshot_id > 8;
SELECT bucket, level, record_count FROM t$files;
CALL sys.compact(`table` => 'default.t');
SELECT snapshot_id, commit_kind, total_record_count, delta_record_count FROM t$snapshots WHERE snapshot_id > 10;
SELECT bucket, level, record_count FROM t$files;
SELECT * FROM t;
CREATE TABLE u (k INT, v STRING, n INT, g1 INT, g2 INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'merge-engine' = 'partial-update', 'changelog-producer' = 'lookup', 'fields.g1.sequence-group' = 'v', 'fields.g2.sequence-group' = 'n', 'fields.v.aggregate-function' = 'last_non_null_value', 'fields.n.aggregate-function' = 'last_value');
INSERT INTO u VALUES (1, 'a', 1, 1, 1), (2, 'b', 2, 1, 1);
INSERT INTO u VALUES (1, CAST(NULL AS STRING), CAST(NULL AS INT), 2, 2);
INSERT INTO u VALUES (1, 'c', 3, 1, 1), (2, 'd', 4, 3, 3);
SELECT snapshot_id, commit_kind, total_record_count, delta_record_count FROM u$snapshots;
SELECT bucket, level, record_count FROM u$files;
CALL sys.compact(`table` => 'default.u');
SELECT snapshot_id, commit_kind, total_record_count, delta_record_count FROM u$snapshots;
SELECT bucket, level, record_count FROM u$files;
SELECT * FROM u;
