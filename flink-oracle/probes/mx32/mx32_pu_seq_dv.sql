-- deletion vectors, partial-update with sequence.field: a lower-sequence partial update, a higher one, then a late lower-sequence record over a rewritten key; $ro, $files, counts
CREATE TABLE t (k INT, a STRING, b STRING, s INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'merge-engine' = 'partial-update', 'sequence.field' = 's', 'deletion-vectors.enabled' = 'true');
INSERT INTO t VALUES (1, 'a', CAST(NULL AS STRING), 10), (2, 'b', CAST(NULL AS STRING), 10), (3, 'c', CAST(NULL AS STRING), 10), (4, 'd', CAST(NULL AS STRING), 10), (5, 'e', CAST(NULL AS STRING), 10), (6, 'f', CAST(NULL AS STRING), 10);
INSERT INTO t VALUES (1, CAST(NULL AS STRING), 'x', 5), (2, 'bb', 'y', 20);
SELECT snapshot_id, commit_kind, total_record_count, delta_record_count FROM t$snapshots;
SELECT `level`, record_count FROM t$files;
SELECT * FROM t ORDER BY k;
SELECT k, a, b, s FROM t$ro ORDER BY k;
INSERT INTO t VALUES (2, 'late', 'z', 15), (3, CAST(NULL AS STRING), 'w', 12);
SELECT snapshot_id, commit_kind, total_record_count, delta_record_count FROM t$snapshots;
SELECT `level`, record_count FROM t$files;
SELECT * FROM t ORDER BY k;
SELECT k, a, b, s FROM t$ro ORDER BY k;
SELECT * FROM t$audit_log;
CALL sys.compact(`table` => 'default.t', compact_strategy => 'full');
SELECT snapshot_id, commit_kind, total_record_count, delta_record_count FROM t$snapshots;
SELECT * FROM t ORDER BY k;
SELECT k, a, b, s FROM t$ro ORDER BY k;
