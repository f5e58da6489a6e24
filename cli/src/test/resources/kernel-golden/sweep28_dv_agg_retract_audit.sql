-- deletion vectors, aggregation: a -U retraction's level-0 file rewritten above the bottom run (Paimon: merged onto the looked-up row, which it marks); $files, counts, $audit_log
-- (probe flink-oracle/probes/dv28/dv28_agg_retract_audit; expected output: Flink 2.0 + Paimon 1.4.2)
-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle, sweep 28 dv, probes/dv28); the Java-API interpreter runs no $files / $audit_log reads or procedures with named arguments
CREATE TABLE t (k INT, n INT, m INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'merge-engine' = 'aggregation', 'fields.n.aggregate-function' = 'sum', 'fields.m.aggregate-function' = 'max', 'fields.m.ignore-retract' = 'true', 'deletion-vectors.enabled' = 'true');
INSERT INTO t VALUES (1, 10, 1), (2, 20, 2), (3, 30, 3), (4, 40, 4), (5, 50, 5), (6, 60, 6);
INSERT INTO t VALUES -U(2, 5, 9);
SELECT snapshot_id, commit_kind, total_record_count, delta_record_count FROM t$snapshots;
SELECT `level`, record_count FROM t$files;
SELECT * FROM t$audit_log;
INSERT INTO t VALUES (2, 1, 1), -D(4, 40, 4);
SELECT snapshot_id, commit_kind, total_record_count, delta_record_count FROM t$snapshots;
SELECT `level`, record_count FROM t$files;
SELECT * FROM t$audit_log;
CALL sys.compact(`table` => 'default.t', compact_strategy => 'full');
SELECT snapshot_id, commit_kind, total_record_count, delta_record_count FROM t$snapshots;
SELECT * FROM t;
