-- fuzz aggregation seed 1572
CREATE TABLE t (k INT, v0 INT, v1 DECIMAL(10, 2), v2 INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('merge-engine' = 'aggregation', 'changelog-producer' = 'input', 'bucket' = '1', 'fields.v0.aggregate-function' = 'last_non_null_value', 'fields.v1.aggregate-function' = 'product', 'fields.v2.aggregate-function' = 'max', 'fields.v2.ignore-retract' = 'true', 'num-sorted-run.compaction-trigger' = '2');
INSERT INTO t VALUES (1, 9, 2.5, 8), (2, 3, 3.5, 4);
SELECT `level`, record_count, file_size_in_bytes, `partition`, bucket FROM t$files ORDER BY `partition`, bucket, `level`, record_count;
INSERT INTO t VALUES (1, 9, 0.5, CAST(NULL AS INT)), (4, 9, CAST(NULL AS DECIMAL(10, 2)), 2);
SELECT `level`, record_count, file_size_in_bytes, `partition`, bucket FROM t$files ORDER BY `partition`, bucket, `level`, record_count;
INSERT INTO t VALUES +U(4, 2, CAST(NULL AS DECIMAL(10, 2)), CAST(NULL AS INT));
SELECT `level`, record_count, file_size_in_bytes, `partition`, bucket FROM t$files ORDER BY `partition`, bucket, `level`, record_count;
INSERT INTO t VALUES -U(4, 1, CAST(NULL AS DECIMAL(10, 2)), 2);
SELECT `level`, record_count, file_size_in_bytes, `partition`, bucket FROM t$files ORDER BY `partition`, bucket, `level`, record_count;
CALL sys.compact(`table` => 'default.t');
SELECT `level`, record_count, file_size_in_bytes, `partition`, bucket FROM t$files ORDER BY `partition`, bucket, `level`, record_count;
INSERT INTO t VALUES -U(3, CAST(NULL AS INT), 0.5, 7), -D(4, 2, 0.5, 0);
SELECT `level`, record_count, file_size_in_bytes, `partition`, bucket FROM t$files ORDER BY `partition`, bucket, `level`, record_count;
SELECT * FROM t;
SELECT * FROM t$audit_log;
SELECT snapshot_id, commit_kind, total_record_count, delta_record_count FROM t$snapshots;
