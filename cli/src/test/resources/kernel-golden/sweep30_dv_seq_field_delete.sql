-- deletion vectors, deduplicate with sequence.field: a DELETE above the bottom run, then a late lower-sequence record
-- (probe flink-oracle/probes/dv30/dv30_seq_field_delete; expected output: Flink 2.0 + Paimon 1.4.2)
-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle, sweep 30 dv); the Java-API interpreter runs no $files / $audit_log / $snapshots reads or procedures with named arguments
CREATE TABLE t (k INT, v STRING, s INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'sequence.field' = 's', 'deletion-vectors.enabled' = 'true');
INSERT INTO t VALUES (1, 'a', 10), (2, 'b', 10), (3, 'c', 10), (4, 'd', 10), (5, 'e', 10), (6, 'f', 10);
INSERT INTO t VALUES -D(2, 'b', 20);
SELECT snapshot_id, commit_kind, total_record_count, delta_record_count FROM t$snapshots;
SELECT * FROM t$audit_log;
INSERT INTO t VALUES (2, 'late', 15);
SELECT snapshot_id, commit_kind, total_record_count, delta_record_count FROM t$snapshots;
SELECT `level`, record_count FROM t$files;
SELECT * FROM t ORDER BY k;
INSERT INTO t VALUES -D(3, 'c', 5);
SELECT * FROM t ORDER BY k;
INSERT INTO t VALUES -D(4, 'd', 30), (4, 'dd', 25);
INSERT INTO t VALUES (4, 'ddd', 1);
SELECT * FROM t ORDER BY k;
CALL sys.compact(`table` => 'default.t', compact_strategy => 'full');
SELECT * FROM t ORDER BY k;
