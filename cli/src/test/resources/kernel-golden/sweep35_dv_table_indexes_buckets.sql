-- deletion vectors (2 buckets): $table_indexes after an upsert's upgrade, after a DELETE, after a full compaction (bucket 0 emptied and still listed, bucket 1's lone bottom file rewritten with its vector left in the index)
-- (probe flink-oracle/probes/dv28/dv28_table_indexes as it is; expected output: Flink 2.0 + Paimon 1.4.2's, the probe's .out)
-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle, sweep 28 dv probe); the Java-API interpreter runs no $table_indexes / $files reads or procedures with named arguments
CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '2', 'deletion-vectors.enabled' = 'true');
INSERT INTO t VALUES (1, 'a'), (2, 'b'), (3, 'c'), (4, 'd'), (5, 'e'), (6, 'f'), (7, 'g'), (8, 'h');
SELECT `partition`, bucket, index_type, row_count, CARDINALITY(dv_ranges) FROM t$table_indexes;
INSERT INTO t VALUES (2, 'bb'), (4, 'dd');
SELECT `partition`, bucket, index_type, row_count, CARDINALITY(dv_ranges) FROM t$table_indexes;
DELETE FROM t WHERE k = 3;
SELECT `partition`, bucket, index_type, row_count, CARDINALITY(dv_ranges) FROM t$table_indexes;
SELECT bucket, `level`, record_count FROM t$files;
SELECT snapshot_id, commit_kind, total_record_count, delta_record_count FROM t$snapshots;
CALL sys.compact(`table` => 'default.t', compact_strategy => 'full');
SELECT `partition`, bucket, index_type, row_count, CARDINALITY(dv_ranges) FROM t$table_indexes;
SELECT snapshot_id, commit_kind, total_record_count, delta_record_count FROM t$snapshots;
SELECT * FROM t;
