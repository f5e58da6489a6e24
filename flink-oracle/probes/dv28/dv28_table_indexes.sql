-- deletion vectors: $table_indexes rows after an upsert's upgrade, after a DELETE, after a full compaction, after expiration (2 buckets)
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
