-- deletion vectors, deduplicate: a DELETE's level-0 file upgraded above the bottom run: the -D dropped, the old row marked in the bucket's deletion vector
CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'deletion-vectors.enabled' = 'true');
INSERT INTO t VALUES (1, 'a'), (2, 'b'), (3, 'c'), (4, 'd'), (5, 'e'), (6, 'f');
DELETE FROM t WHERE k = 2;
SELECT snapshot_id, commit_kind, total_record_count, delta_record_count FROM t$snapshots;
SELECT `level`, record_count FROM t$files;
SELECT * FROM t$audit_log;
SELECT * FROM t /*+ OPTIONS('scan.snapshot-id' = '2') */;
SELECT * FROM t /*+ OPTIONS('scan.snapshot-id' = '4') */;
CALL sys.compact(`table` => 'default.t', compact_strategy => 'full');
SELECT snapshot_id, commit_kind, total_record_count, delta_record_count FROM t$snapshots;
SELECT `level`, record_count FROM t$files;
SELECT * FROM t;
SELECT `partition`, bucket, index_type, row_count FROM t$table_indexes;
