-- deletion vectors, deduplicate: an upsert's level-0 file is upgraded to level 4 as it is (Paimon marks the level-5 rows of its
-- keys in the bucket's deletion vector; record_count still counts them), then a commit merges every run into level 5
-- (probe flink-oracle/probes/dv28/dv28_dedup_upsert_upgrade; expected output: Flink 2.0 + Paimon 1.4.2)
-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle, sweep 28 dv, probes/dv28); the Java-API interpreter runs no $files / $audit_log reads or procedures with named arguments
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
