-- deletion vectors: after a DELETE leaves the bottom run with a marked row, sys.compact full rewrites it (counts 6 -> 5)
-- (reduced from probe flink-oracle/probes/dv28/dv28_lone_bottom_run_full without its $table_indexes read; expected output: Flink 2.0 + Paimon 1.4.2)
-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle, sweep 29 dv); the Java-API interpreter runs no $files / $audit_log reads or procedures with named arguments
CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'deletion-vectors.enabled' = 'true');
INSERT INTO t VALUES (1, 'a'), (2, 'b'), (3, 'c'), (4, 'd'), (5, 'e'), (6, 'f');
DELETE FROM t WHERE k = 2;
CALL sys.compact(`table` => 'default.t', compact_strategy => 'full');
CALL sys.compact(`table` => 'default.t', compact_strategy => 'full');
SELECT snapshot_id, commit_kind, total_record_count, delta_record_count FROM t$snapshots;
SELECT `level`, record_count FROM t$files;
CALL sys.expire_snapshots(`table` => 'default.t', retain_max => 1, retain_min => 1);
SELECT snapshot_id, commit_kind, total_record_count FROM t$snapshots;
SELECT * FROM t;
