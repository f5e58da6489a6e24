-- deletion vectors, partial-update with remove-record-on-delete: a -D of a key the bottom run holds, compacted above it, counts as Paimon's mark
-- (reduced from probe flink-oracle/probes/dv28/dv28_partial_rewrite without its $table_indexes read; expected output: Flink 2.0 + Paimon 1.4.2)
-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle, sweep 29 dv); the Java-API interpreter runs no $files / $audit_log reads or procedures with named arguments
CREATE TABLE t (k INT, a STRING, b INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'merge-engine' = 'partial-update', 'partial-update.remove-record-on-delete' = 'true', 'deletion-vectors.enabled' = 'true');
INSERT INTO t VALUES (1, 'a', 10), (2, 'b', 20), (3, 'c', 30), (4, 'd', 40), (5, 'e', 50), (6, 'f', 60);
INSERT INTO t VALUES (2, CAST(NULL AS STRING), 22), (4, 'dd', CAST(NULL AS INT));
SELECT snapshot_id, commit_kind, total_record_count, delta_record_count FROM t$snapshots;
SELECT `level`, record_count FROM t$files;
SELECT * FROM t$audit_log;
INSERT INTO t VALUES -D(3, 'c', 30);
SELECT snapshot_id, commit_kind, total_record_count, delta_record_count FROM t$snapshots;
SELECT `level`, record_count FROM t$files;
SELECT * FROM t ORDER BY k;
