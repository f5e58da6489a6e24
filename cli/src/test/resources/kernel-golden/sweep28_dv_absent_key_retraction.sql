-- deletion vectors: retractions of keys no older run holds, in a level-0 file upgraded above the bottom run, are dropped (nothing to mark); then sys.compact full has nothing to do
-- (probe flink-oracle/probes/dv28/dv28_absent_key_retraction; expected output: Flink 2.0 + Paimon 1.4.2)
-- not checked against Paimon: checked on Flink 2.0 + Paimon 1.4.2 (flink-oracle, sweep 28 dv, probes/dv28); the Java-API interpreter runs no $files / $audit_log reads or procedures with named arguments
CREATE TABLE t (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'deletion-vectors.enabled' = 'true');
INSERT INTO t VALUES (1, 'a'), (2, 'b'), (3, 'c'), (4, 'd'), (5, 'e'), (6, 'f');
INSERT INTO t VALUES -D(9, 'x'), -U(8, 'y'), (7, 'g');
SELECT snapshot_id, commit_kind, total_record_count, delta_record_count FROM t$snapshots;
SELECT `level`, record_count FROM t$files;
SELECT * FROM t$audit_log;
CALL sys.compact(`table` => 'default.t', compact_strategy => 'full');
SELECT snapshot_id, commit_kind, total_record_count, delta_record_count FROM t$snapshots;
CREATE TABLE p (k INT, a STRING, b INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'merge-engine' = 'partial-update', 'partial-update.remove-record-on-delete' = 'true', 'deletion-vectors.enabled' = 'true');
INSERT INTO p VALUES (1, 'a', 10), (2, 'b', 20), (3, 'c', 30), (4, 'd', 40), (5, 'e', 50), (6, 'f', 60);
INSERT INTO p VALUES -D(9, 'x', 90), (2, CAST(NULL AS STRING), 22);
SELECT snapshot_id, commit_kind, total_record_count, delta_record_count FROM p$snapshots;
SELECT `level`, record_count FROM p$files;
SELECT * FROM p$audit_log;
CREATE TABLE g (k INT, n INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('bucket' = '1', 'merge-engine' = 'aggregation', 'fields.n.aggregate-function' = 'sum', 'deletion-vectors.enabled' = 'true');
INSERT INTO g VALUES (1, 10), (2, 20), (3, 30), (4, 40), (5, 50), (6, 60);
INSERT INTO g VALUES -U(9, 5), (2, 1);
SELECT snapshot_id, commit_kind, total_record_count, delta_record_count FROM g$snapshots;
SELECT `level`, record_count FROM g$files;
SELECT * FROM g$audit_log;
