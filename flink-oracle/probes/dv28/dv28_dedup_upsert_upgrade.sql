-- deletion vectors, deduplicate: an upsert's level-0 file upgraded as it is (no rewrite), the older rows of its keys marked
CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'deletion-vectors.enabled' = 'true');
INSERT INTO t VALUES (1, 'a'), (2, 'b'), (3, 'c'), (4, 'd'), (5, 'e'), (6, 'f');
INSERT INTO t VALUES (2, 'bb'), (4, 'dd');
SELECT snapshot_id, commit_kind, total_record_count, delta_record_count FROM t$snapshots;
SELECT `level`, record_count FROM t$files;
SELECT * FROM t$audit_log;
INSERT INTO t VALUES (4, 'ddd'), (7, 'g');
SELECT snapshot_id, commit_kind, total_record_count, delta_record_count FROM t$snapshots;
SELECT `level`, record_count FROM t$files;
SELECT * FROM t;
CALL sys.compact(`table` => 'default.t', compact_strategy => 'full');
SELECT snapshot_id, commit_kind, total_record_count FROM t$snapshots;
SELECT `level`, record_count FROM t$files;
SELECT `partition`, bucket, index_type, row_count FROM t$table_indexes;
