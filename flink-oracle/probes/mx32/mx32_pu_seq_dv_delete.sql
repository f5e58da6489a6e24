-- deletion vectors, partial-update with sequence.field and remove-record-on-delete: -D with a higher and a lower sequence value, then a late record
CREATE TABLE t (k INT, a STRING, b STRING, s INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'merge-engine' = 'partial-update', 'sequence.field' = 's', 'partial-update.remove-record-on-delete' = 'true', 'deletion-vectors.enabled' = 'true');
INSERT INTO t VALUES (1, 'a', CAST(NULL AS STRING), 10), (2, 'b', CAST(NULL AS STRING), 10), (3, 'c', CAST(NULL AS STRING), 10), (4, 'd', CAST(NULL AS STRING), 10), (5, 'e', CAST(NULL AS STRING), 10), (6, 'f', CAST(NULL AS STRING), 10);
INSERT INTO t VALUES -D(2, 'b', CAST(NULL AS STRING), 20), -D(3, 'c', CAST(NULL AS STRING), 5);
SELECT snapshot_id, commit_kind, total_record_count, delta_record_count FROM t$snapshots;
SELECT `level`, record_count FROM t$files;
SELECT * FROM t ORDER BY k;
SELECT k, a, b, s FROM t$ro ORDER BY k;
INSERT INTO t VALUES (2, 'late', 'z', 15), (3, CAST(NULL AS STRING), 'w', 12);
SELECT snapshot_id, commit_kind, total_record_count, delta_record_count FROM t$snapshots;
SELECT `level`, record_count FROM t$files;
SELECT * FROM t ORDER BY k;
SELECT k, a, b, s FROM t$ro ORDER BY k;
CALL sys.compact(`table` => 'default.t', compact_strategy => 'full');
SELECT snapshot_id, commit_kind, total_record_count, delta_record_count FROM t$snapshots;
SELECT * FROM t ORDER BY k;
