-- deletion vectors, partial-update: a level-0 file rewritten above the bottom run with the looked-up rows merged in; -D with remove-record-on-delete
CREATE TABLE t (k INT, a STRING, b INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'merge-engine' = 'partial-update', 'partial-update.remove-record-on-delete' = 'true', 'deletion-vectors.enabled' = 'true');
INSERT INTO t VALUES (1, 'a', 10), (2, 'b', 20), (3, 'c', 30), (4, 'd', 40), (5, 'e', 50), (6, 'f', 60);
INSERT INTO t VALUES (2, CAST(NULL AS STRING), 22), (4, 'dd', CAST(NULL AS INT));
SELECT snapshot_id, commit_kind, total_record_count, delta_record_count FROM t$snapshots;
SELECT `level`, record_count FROM t$files;
SELECT * FROM t$audit_log;
INSERT INTO t VALUES -D(3, 'c', 30);
SELECT snapshot_id, commit_kind, total_record_count, delta_record_count FROM t$snapshots;
SELECT `level`, record_count FROM t$files;
SELECT * FROM t;
SELECT `partition`, bucket, index_type, row_count FROM t$table_indexes;
